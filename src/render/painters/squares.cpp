// SPDX-FileCopyrightText: 2026 The matchbox authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "render/painters/squares.h"

#include <fmt/format.h>

#include <algorithm>
#include <cmath>
#include <map>
#include <optional>
#include <span>

#include "core/error.h"
#include "kit/codes.h"
#include "layout/plane.h"
#include "render/board_painter.h"
#include "render/stamp.h"

namespace matchbox::render::painters {

namespace {

using layout::distance;
using layout::distance_to_triangle;
using layout::Point;

const kit::Colour& colour_of(const kit::Palette& palette, const kit::BeadSlot& s) {
  MATCHBOX_CHECK(s.colour >= 0 && s.colour < static_cast<int>(palette.colours.size()));
  return palette.colours[static_cast<std::size_t>(s.colour)];
}

// Where two or more arrows end on one cell, each tip stops this many cells short of its centre,
// so the heads, coming from different sides, stay apart.
constexpr double kSharedTargetGap = 0.3;

// An arrow along `pts` (the last point the tip): shaft, head and landings, sized by `cell`.
Arrow arrow_along(const std::vector<Point>& pts, double cell, int slot) {
  const Point end = pts.back(), prev = pts[pts.size() - 2];
  const double d = std::max(1e-9, std::hypot(end.x - prev.x, end.y - prev.y));
  const double ux = (end.x - prev.x) / d, uy = (end.y - prev.y) / d;
  const double head = std::min(0.32 * cell, 0.8 * d), half = 0.18 * cell;
  const Point base{end.x - ux * head, end.y - uy * head};
  Arrow a{slot, {pts.begin(), pts.end() - 1}, {pts.begin() + 1, pts.end() - 1}, end, {},
          {},   std::max(0.9, 0.1 * cell)};
  a.shaft.push_back(base);
  a.left = {base.x - uy * half, base.y + ux * half};
  a.right = {base.x + uy * half, base.y - ux * half};
  return a;
}

// The last point of `pts` moved `gap` back towards the point before it.
Point short_of(const std::vector<Point>& pts, double gap) {
  const Point end = pts.back(), prev = pts[pts.size() - 2];
  const double d = std::max(1e-9, distance(end, prev)), k = std::min(gap, 0.5 * d) / d;
  return {end.x + (prev.x - end.x) * k, end.y + (prev.y - end.y) * k};
}

void polyline_path(cairo_t* cr, const std::vector<Point>& pts) {
  cairo_new_path(cr);
  cairo_move_to(cr, pts[0].x, pts[0].y);
  for (std::size_t i = 1; i < pts.size(); ++i) cairo_line_to(cr, pts[i].x, pts[i].y);
}

void head_path(cairo_t* cr, const Arrow& a) {
  cairo_new_path(cr);
  cairo_move_to(cr, a.tip.x, a.tip.y);
  cairo_line_to(cr, a.left.x, a.left.y);
  cairo_line_to(cr, a.right.x, a.right.y);
  cairo_close_path(cr);
}

// An arrow in `rgb`, haloed, with a dot on every intermediate landing.
void paint_arrow(cairo_t* cr, const Arrow& a, std::uint32_t rgb, double cell) {
  const double halo = std::max(0.5, 0.035 * cell), dot = std::max(a.width, 0.09 * cell);
  cairo_set_line_join(cr, CAIRO_LINE_JOIN_ROUND);
  cairo_set_line_cap(cr, CAIRO_LINE_CAP_BUTT);
  for (int pass = 0; pass < 2; ++pass) {  // Halo first, then the colour on top.
    const double grow = pass == 0 ? 2 * halo : 0;
    set_rgb(cr, pass == 0 ? halo_rgb(rgb) : rgb);
    polyline_path(cr, a.shaft);
    cairo_set_line_width(cr, a.width + grow);
    cairo_stroke(cr);
    for (const Point& p : a.landings) {
      cairo_new_path(cr);
      cairo_arc(cr, p.x, p.y, dot + grow / 2, 0, 2 * kPi);
      cairo_fill(cr);
    }
    head_path(cr, a);
    if (pass == 0) {
      cairo_set_line_width(cr, grow);
      cairo_stroke(cr);
    } else {
      cairo_fill(cr);
    }
  }
}

// `a` moved by (dx, dy).
Arrow moved(Arrow a, double dx, double dy) {
  for (std::vector<Point>* points : {&a.shaft, &a.landings})
    for (Point& p : *points) p = {p.x + dx, p.y + dy};
  for (Point* p : {&a.tip, &a.left, &a.right}) *p = {p->x + dx, p->y + dy};
  return a;
}

// paint_arrow() as a picture placed at the board's corner, one per colour and course of the
// arrow on the board (stamp.h): a move's arrow is the same on every label that has it.
void stamp_arrow(cairo_t* cr, const SquareGrid& g, const Arrow& a, std::uint32_t rgb) {
  std::string key = fmt::format("arrow {:06X} {} {}", rgb, g.cell, a.width);
  const auto add = [&](Point p) { key += fmt::format(" {:.3f},{:.3f}", p.x - g.x, p.y - g.y); };
  for (const std::vector<Point>* points : {&a.shaft, &a.landings}) {
    for (const Point& p : *points) add(p);
    key += " /";
  }
  for (const Point& p : {a.tip, a.left, a.right}) add(p);
  const double w = g.cell * g.cols, h = g.cell * g.rows;
  stamp(cr, key, {-g.cell, -g.cell, w + 2 * g.cell, h + 2 * g.cell}, g.x, g.y,
        [&](cairo_t* s, double x, double y) {
          paint_arrow(s, moved(a, x - g.x, y - g.y), rgb, g.cell);
        });
}

// How far a disc of `radius` at `c` keeps off the shaft of `a` (negative: it lies on it).
double clearance(Point c, double radius, const Arrow& a) {
  double d = layout::distance_to_segment(c, {a.shaft.back(), a.tip});
  for (std::size_t i = 0; i + 1 < a.shaft.size(); ++i)
    d = std::min(d, layout::distance_to_segment(c, {a.shaft[i], a.shaft[i + 1]}));
  return d - radius - a.width / 2;
}

// Whether the box round `points` (and `extra`, if given) keeps `reach` or more off `c`, with
// a margin for rounding: then so does everything inside that box.
bool clear_of(std::span<const Point> points, Point c, double reach,
              std::optional<Point> extra = std::nullopt) {
  double x0 = extra ? extra->x : points.front().x, x1 = x0;
  double y0 = extra ? extra->y : points.front().y, y1 = y0;
  for (const Point& p : points) {
    x0 = std::min(x0, p.x), x1 = std::max(x1, p.x);
    y0 = std::min(y0, p.y), y1 = std::max(y1, p.y);
  }
  const double dx = std::max({x0 - c.x, 0.0, c.x - x1}), dy = std::max({y0 - c.y, 0.0, c.y - y1});
  return dx * dx + dy * dy > (reach + 1e-6) * (reach + 1e-6);
}

// How crowded a disc of `radius` at `c` on arrow `own` would be: 0 if it is clear of the discs
// placed before, of every arrow head, of the pieces and of the other arrows' shafts, else
// negative by how far it overlaps them, a disc or a head counting ten times a piece and twenty
// times a shaft (a disc on a crossing reads as either arrow's).
double crowding(Point c, double radius, const std::vector<CodeDisc>& placed,
                const std::vector<Arrow>& arrows, std::size_t own,
                const std::vector<CodeDisc>& pieces) {
  double marks = 0, on_pieces = 0, on_shafts = 0;
  for (const CodeDisc& q : placed) marks = std::min(marks, distance(c, q.centre) - 2 * radius);
  for (std::size_t i = 0; i < arrows.size(); ++i) {
    const Arrow& a = arrows[i];
    // Far from its box, a part cannot crowd the disc: its exact distance would change nothing.
    const Point head[] = {a.tip, a.left, a.right};
    if (!clear_of(head, c, radius))
      marks = std::min(marks, distance_to_triangle(c, a.tip, a.left, a.right) - radius);
    if (i != own && !clear_of(a.shaft, c, radius + a.width / 2, a.tip))
      on_shafts = std::min(on_shafts, clearance(c, radius, a));
  }
  for (const CodeDisc& q : pieces)
    on_pieces = std::min(on_pieces, distance(c, q.centre) - (q.radius + kPieceOverlap * radius));
  return 10 * marks + on_pieces + 0.5 * on_shafts;
}

// The code disc of each arrow: on its last leg (between the centres of its last two cells), as
// near the middle as it can be without covering a disc placed before it, an arrow head, a
// piece (a jumped piece sits mid-leg) or another arrow; greedy in slot order, the least crowded
// spot if none is clear.
std::vector<CodeDisc> place_discs(const std::vector<std::vector<Point>>& paths,
                                  const std::vector<Arrow>& arrows,
                                  const std::vector<CodeDisc>& pieces, double radius, double pt) {
  std::vector<CodeDisc> placed;
  for (std::size_t i = 0; i < paths.size(); ++i) {
    const Point a = paths[i][paths[i].size() - 2], b = paths[i].back();
    Point best{};
    double best_score = -1e18;
    for (int step = 0; step <= 30; ++step) {  // t = 0.5, 0.48, 0.52, 0.46, ... 0.2, 0.8.
      const double t = 0.5 + (step % 2 == 0 ? 1 : -1) * 0.02 * ((step + 1) / 2);
      const Point c{a.x + (b.x - a.x) * t, a.y + (b.y - a.y) * t};
      const double score = crowding(c, radius, placed, arrows, i, pieces);
      if (score > best_score) best_score = score, best = c;
      if (score >= 0) break;
    }
    placed.push_back({arrows[i].slot, best, radius, pt});
  }
  return placed;
}

// The code discs of one row of cells (centres at height y) as one picture, which recurs
// across a kit's labels (stamp.h).
void paint_disc_row(cairo_t* cr, const SquareGrid& g, double y,
                    const std::vector<const CodeDisc*>& discs,
                    const std::vector<kit::BeadSlot>& slots, const kit::Palette& palette) {
  const auto colour = [&](const CodeDisc* d) -> const kit::Colour& {
    return colour_of(palette, slots[static_cast<std::size_t>(d->slot)]);
  };
  std::string key = fmt::format("disc row {}", g.cell);
  for (const CodeDisc* d : discs)
    key += fmt::format(" {:.3f} {} {:06X} {} {}", d->centre.x - g.x, d->radius, colour(d).rgb,
                       d->code_pt, kit::local_code(colour(d)));
  stamp(cr, key, {-g.cell, -g.cell, g.cell * (g.cols + 2), 2 * g.cell}, g.x, y,
        [&](cairo_t* c, double ox, double oy) {
          for (const CodeDisc* d : discs)
            paint_code_disc(c, ox + d->centre.x - g.x, oy, d->radius, colour(d).rgb,
                            kit::local_code(colour(d)), d->code_pt);
        });
}

}  // namespace

double square_aspect(const games::BoardShape& shape) {
  return static_cast<double>(std::max(1, shape.cols)) / std::max(1, shape.rows);
}

SquareGrid square_grid(const games::BoardShape& shape, const layout::Rect& board) {
  const int rows = std::max(1, shape.rows), cols = std::max(1, shape.cols);
  return {board.x, board.y, std::min(board.w / cols, board.h / rows), rows, cols};
}

Point cell_centre(const games::BoardShape& shape, const SquareGrid& g, int i) {
  int row = i / g.cols, col = i % g.cols;
  if (i < static_cast<int>(shape.cell_row.size())) {
    row = shape.cell_row[static_cast<std::size_t>(i)];
    col = shape.cell_col[static_cast<std::size_t>(i)];
  }
  return {g.x + (col + 0.5) * g.cell, g.y + (row + 0.5) * g.cell};
}

void paint_squares(cairo_t* cr, const SquareGrid& g, const std::function<bool(int, int)>& dark) {
  std::string key = fmt::format("squares {} {} {} ", g.cell, g.rows, g.cols);
  for (int r = 0; r < g.rows; ++r)
    for (int c = 0; c < g.cols; ++c) key += dark(r, c) ? '1' : '0';
  const double w = g.cell * g.cols, h = g.cell * g.rows, frame = std::max(0.5, g.cell * 0.03);
  stamp(cr, key, {-frame, -frame, w + 2 * frame, h + 2 * frame}, g.x, g.y,
        [&](cairo_t* s, double x, double y) {
          set_rgb(s, kPaper);
          cairo_rectangle(s, x, y, w, h);
          cairo_fill(s);
          set_rgb(s, 0xC4C4C4);
          for (int r = 0; r < g.rows; ++r)
            for (int c = 0; c < g.cols; ++c)
              if (dark(r, c)) cairo_rectangle(s, x + c * g.cell, y + r * g.cell, g.cell, g.cell);
          cairo_fill(s);
          set_rgb(s, kInk);
          cairo_set_line_width(s, frame);
          cairo_rectangle(s, x, y, w, h);
          cairo_stroke(s);
        });
}

std::vector<Point> arrow_polyline(const games::BoardShape& shape, const SquareGrid& g,
                                  const games::Move& move) {
  MATCHBOX_CHECK(move.path.size() >= 2);
  std::vector<Point> pts;
  for (auto cell : move.path) pts.push_back(cell_centre(shape, g, cell));
  const Point a = pts[0], b = pts[1];
  const double d = std::max(1e-9, std::hypot(b.x - a.x, b.y - a.y));
  const double clear = std::min(0.3 * g.cell, 0.4 * d);
  pts[0] = {a.x + (b.x - a.x) / d * clear, a.y + (b.y - a.y) / d * clear};
  return pts;
}

SlotGeometry square_slot_geometry(const games::BoardShape& shape, const games::Position& p,
                                  const SquareGrid& g, const std::vector<kit::BeadSlot>& slots,
                                  double piece_share) {
  // Codes grow with the board, as on a label, so a board drawn large (a festival screen, a
  // poster) keeps them in proportion to their discs.
  const double place_pt = std::max(kMinCodePt, 0.42 * g.cell);
  const double arrow_pt = std::max(kMinCodePt, 0.27 * g.cell);
  const double radius = std::max(0.17 * g.cell, arrow_pt * 0.64);
  SlotGeometry out;
  out.min_text_pt = slots.empty() ? 0 : arrow_pt;
  // The board's cells only: a position may carry more state after them (go's ko point).
  const std::size_t cells = shape.cell_row.empty() ? p.cells.size() : shape.cell_row.size();
  for (int i = 0; i < static_cast<int>(cells); ++i)
    if (p.cells[static_cast<std::size_t>(i)] != 0)
      out.pieces.push_back({-1, cell_centre(shape, g, i), piece_share * g.cell, 0});
  std::map<int, int> arrows_to;  // Target cell -> arrows ending there.
  for (const kit::BeadSlot& s : slots)
    if (s.move.path.size() >= 2) ++arrows_to[s.move.path.back()];
  std::vector<std::vector<Point>> paths;
  for (int s = 0; s < static_cast<int>(slots.size()); ++s) {
    const games::Move& move = slots[static_cast<std::size_t>(s)].move;
    MATCHBOX_CHECK(!move.path.empty());
    if (move.path.size() == 1) {
      out.discs.push_back({s, cell_centre(shape, g, move.path[0]), 0.34 * g.cell, place_pt});
      out.min_text_pt = std::min(out.min_text_pt, place_pt);
      continue;
    }
    paths.emplace_back();
    for (auto cell : move.path) paths.back().push_back(cell_centre(shape, g, cell));
    std::vector<Point> line = arrow_polyline(shape, g, move);
    if (arrows_to[move.path.back()] > 1) line.back() = short_of(line, kSharedTargetGap * g.cell);
    out.arrows.push_back(arrow_along(line, g.cell, s));
  }
  for (const CodeDisc& d : place_discs(paths, out.arrows, out.pieces, radius, arrow_pt))
    out.discs.push_back(d);
  std::sort(out.discs.begin(), out.discs.end(),
            [](const CodeDisc& a, const CodeDisc& b) { return a.slot < b.slot; });
  return out;
}

void paint_square_slots(cairo_t* cr, const SquareGrid& g, const SlotGeometry& geometry,
                        const std::vector<kit::BeadSlot>& slots, const kit::Palette& palette) {
  for (const Arrow& a : geometry.arrows)
    stamp_arrow(cr, g, a, colour_of(palette, slots[static_cast<std::size_t>(a.slot)]).rgb);
  // Without arrows every disc sits on a cell of its own, so the discs of a row can be one
  // picture. Beside arrows, discs may overlap one another and are painted in slot order.
  std::map<double, std::vector<const CodeDisc*>> rows;  // Centre height -> discs.
  for (const CodeDisc& d : geometry.discs) {
    if (geometry.arrows.empty()) {
      rows[d.centre.y].push_back(&d);
      continue;
    }
    const kit::Colour& colour = colour_of(palette, slots[static_cast<std::size_t>(d.slot)]);
    paint_code_disc(cr, d.centre.x, d.centre.y, d.radius, colour.rgb, kit::local_code(colour),
                    d.code_pt);
  }
  for (const auto& [y, discs] : rows) paint_disc_row(cr, g, y, discs, slots, palette);
}

}  // namespace matchbox::render::painters
