#include "render/board_painter.h"

#include <algorithm>
#include <cmath>

#include "core/error.h"
#include "render/text.h"

namespace matchbox::render {

namespace {

using games::BoardShape;
using Kind = games::BoardShape::Kind;

constexpr double kPi = 3.14159265358979323846;
constexpr double kMinCodePt = 6;
constexpr std::uint32_t kInk = 0x000000;
constexpr std::uint32_t kDarkSquare = 0xC4C4C4;
constexpr std::uint32_t kOutline = 0x333333;

// Rows and columns of the picture's cell grid.
struct GridSize {
  int rows = 1, cols = 1;
};

GridSize grid_size(const BoardShape& shape, const games::Position& p) {
  if (shape.kind != Kind::kPiles) return {std::max(1, shape.rows), std::max(1, shape.cols)};
  int widest = 3;
  for (auto c : p.cells) widest = std::max(widest, static_cast<int>(c));
  return {std::max<int>(1, static_cast<int>(p.cells.size())), widest};
}

// Where the cells are: top-left of the grid and the side of one cell.
struct Grid {
  double x = 0, y = 0, cell = 0;
  GridSize size;
};

Grid make_grid(const BoardShape& shape, const games::Position& p, const layout::Rect& area) {
  const layout::Rect r = board_rect(shape, p, area);
  const GridSize size = grid_size(shape, p);
  return {r.x, r.y, r.w / size.cols, size};
}

// Centre of board cell i (kPiles: centre of counter `i` of pile `pile`).
layout::Point cell_centre(const BoardShape& shape, const Grid& g, int i) {
  int row = i / g.size.cols, col = i % g.size.cols;
  if (i < static_cast<int>(shape.cell_row.size())) {
    row = shape.cell_row[static_cast<std::size_t>(i)];
    col = shape.cell_col[static_cast<std::size_t>(i)];
  }
  return {g.x + (col + 0.5) * g.cell, g.y + (row + 0.5) * g.cell};
}

layout::Point counter_centre(const Grid& g, int pile, int index) {
  return {g.x + (index + 0.5) * g.cell, g.y + (pile + 0.5) * g.cell};
}

double code_size(double cell) { return std::max(kMinCodePt, std::min(0.42 * cell, 14.0)); }

void paint_grid_lines(cairo_t* cr, const Grid& g) {
  set_rgb(cr, kInk);
  cairo_set_line_width(cr, std::max(0.6, g.cell * 0.045));
  cairo_set_line_cap(cr, CAIRO_LINE_CAP_ROUND);
  const double w = g.cell * g.size.cols, h = g.cell * g.size.rows;
  for (int c = 1; c < g.size.cols; ++c) {
    cairo_move_to(cr, g.x + c * g.cell, g.y);
    cairo_line_to(cr, g.x + c * g.cell, g.y + h);
  }
  for (int r = 1; r < g.size.rows; ++r) {
    cairo_move_to(cr, g.x, g.y + r * g.cell);
    cairo_line_to(cr, g.x + w, g.y + r * g.cell);
  }
  cairo_stroke(cr);
}

void paint_x_o(cairo_t* cr, const BoardShape& shape, const games::Position& p, const Grid& g) {
  set_rgb(cr, kInk);
  cairo_set_line_width(cr, std::max(0.8, g.cell * 0.09));
  const double r = g.cell * 0.28;
  for (int i = 0; i < static_cast<int>(p.cells.size()); ++i) {
    const layout::Point c = cell_centre(shape, g, i);
    if (p.cells[static_cast<std::size_t>(i)] == 1) {
      cairo_move_to(cr, c.x - r, c.y - r);
      cairo_line_to(cr, c.x + r, c.y + r);
      cairo_move_to(cr, c.x + r, c.y - r);
      cairo_line_to(cr, c.x - r, c.y + r);
    } else if (p.cells[static_cast<std::size_t>(i)] == 2) {
      cairo_new_sub_path(cr);
      cairo_arc(cr, c.x, c.y, r * 1.05, 0, 2 * kPi);
    }
  }
  cairo_stroke(cr);
}

// Chequered squares; `dark` decides which cells are shaded, outer frame in ink.
template <typename IsDark>
void paint_squares(cairo_t* cr, const Grid& g, IsDark dark) {
  set_rgb(cr, 0xFFFFFF);
  cairo_rectangle(cr, g.x, g.y, g.cell * g.size.cols, g.cell * g.size.rows);
  cairo_fill(cr);
  set_rgb(cr, kDarkSquare);
  for (int r = 0; r < g.size.rows; ++r)
    for (int c = 0; c < g.size.cols; ++c)
      if (dark(r, c)) cairo_rectangle(cr, g.x + c * g.cell, g.y + r * g.cell, g.cell, g.cell);
  cairo_fill(cr);
  set_rgb(cr, kInk);
  cairo_set_line_width(cr, std::max(0.5, g.cell * 0.03));
  cairo_rectangle(cr, g.x, g.y, g.cell * g.size.cols, g.cell * g.size.rows);
  cairo_stroke(cr);
}

// A pawn silhouette (head, neck, flared base) centred at c in a cell of side s.
void pawn_path(cairo_t* cr, layout::Point c, double s) {
  cairo_new_path(cr);
  cairo_arc(cr, c.x, c.y - 0.17 * s, 0.115 * s, 0, 2 * kPi);
  cairo_new_sub_path(cr);
  cairo_move_to(cr, c.x - 0.07 * s, c.y - 0.07 * s);
  cairo_line_to(cr, c.x + 0.07 * s, c.y - 0.07 * s);
  cairo_curve_to(cr, c.x + 0.09 * s, c.y + 0.08 * s, c.x + 0.26 * s, c.y + 0.18 * s, c.x + 0.27 * s,
                 c.y + 0.3 * s);
  cairo_line_to(cr, c.x - 0.27 * s, c.y + 0.3 * s);
  cairo_curve_to(cr, c.x - 0.26 * s, c.y + 0.18 * s, c.x - 0.09 * s, c.y + 0.08 * s, c.x - 0.07 * s,
                 c.y - 0.07 * s);
  cairo_close_path(cr);
}

// White pieces: white with an ink outline; Black pieces: solid ink.
void fill_piece(cairo_t* cr, bool white, double cell) {
  set_rgb(cr, white ? 0xFFFFFF : 0x111111);
  cairo_fill_preserve(cr);
  set_rgb(cr, kInk);
  cairo_set_line_width(cr, std::max(0.5, cell * 0.04));
  cairo_set_line_join(cr, CAIRO_LINE_JOIN_ROUND);
  cairo_stroke(cr);
}

void paint_pawns(cairo_t* cr, const BoardShape& shape, const games::Position& p, const Grid& g) {
  paint_squares(cr, g, [](int r, int c) { return (r + c) % 2 == 1; });
  for (int i = 0; i < static_cast<int>(p.cells.size()); ++i) {
    const int code = p.cells[static_cast<std::size_t>(i)];
    if (code != 1 && code != 2) continue;
    pawn_path(cr, cell_centre(shape, g, i), g.cell);
    fill_piece(cr, code == 1, g.cell);
  }
}

void paint_checkers(cairo_t* cr, const BoardShape& shape, const games::Position& p, const Grid& g) {
  std::vector<bool> playable(static_cast<std::size_t>(g.size.rows * g.size.cols), false);
  for (std::size_t i = 0; i < shape.cell_row.size(); ++i)
    playable[static_cast<std::size_t>(shape.cell_row[i] * g.size.cols + shape.cell_col[i])] = true;
  paint_squares(
      cr, g, [&](int r, int c) { return playable[static_cast<std::size_t>(r * g.size.cols + c)]; });
  for (int i = 0; i < static_cast<int>(p.cells.size()); ++i) {
    const int code = p.cells[static_cast<std::size_t>(i)];
    if (code < 1 || code > 4) continue;
    const layout::Point c = cell_centre(shape, g, i);
    const bool white = code == 1 || code == 3;
    cairo_new_path(cr);
    cairo_arc(cr, c.x, c.y, 0.33 * g.cell, 0, 2 * kPi);
    fill_piece(cr, white, g.cell);
    if (code >= 3) {  // King: an inner ring in the contrasting colour.
      set_rgb(cr, white ? kInk : 0xFFFFFF);
      cairo_set_line_width(cr, std::max(0.5, g.cell * 0.05));
      cairo_arc(cr, c.x, c.y, 0.18 * g.cell, 0, 2 * kPi);
      cairo_stroke(cr);
    }
  }
}

void paint_piles(cairo_t* cr, const games::Position& p, const Grid& g) {
  for (int pile = 0; pile < static_cast<int>(p.cells.size()); ++pile) {
    for (int k = 0; k < p.cells[static_cast<std::size_t>(pile)]; ++k) {
      const layout::Point c = counter_centre(g, pile, k);
      cairo_new_path(cr);
      cairo_arc(cr, c.x, c.y, 0.34 * g.cell, 0, 2 * kPi);
      fill_piece(cr, true, g.cell);
    }
  }
}

// An arrow along `points` in `rgb`, haloed so it shows on light and dark squares; the shaft
// starts clear of the moving piece and the head ends on the last cell's centre.
void paint_arrow(cairo_t* cr, std::vector<layout::Point> pts, std::uint32_t rgb, double cell) {
  const layout::Point a = pts[0], b = pts[1], end = pts.back(), prev = pts[pts.size() - 2];
  const double d0 = std::hypot(b.x - a.x, b.y - a.y);
  pts[0] = {a.x + (b.x - a.x) / d0 * 0.22 * cell, a.y + (b.y - a.y) / d0 * 0.22 * cell};
  const double d = std::hypot(end.x - prev.x, end.y - prev.y);
  const double ux = (end.x - prev.x) / d, uy = (end.y - prev.y) / d;
  const double head = 0.32 * cell, half = 0.18 * cell, shaft = std::max(0.9, 0.1 * cell);
  const layout::Point base{end.x - ux * head, end.y - uy * head};
  auto path = [&] {
    cairo_new_path(cr);
    cairo_move_to(cr, pts[0].x, pts[0].y);
    for (std::size_t i = 1; i + 1 < pts.size(); ++i) cairo_line_to(cr, pts[i].x, pts[i].y);
    cairo_line_to(cr, base.x, base.y);
  };
  auto head_path = [&] {
    cairo_new_path(cr);
    cairo_move_to(cr, end.x, end.y);
    cairo_line_to(cr, base.x - uy * half, base.y + ux * half);
    cairo_line_to(cr, base.x + uy * half, base.y - ux * half);
    cairo_close_path(cr);
  };
  const double halo = std::max(0.5, 0.035 * cell);
  cairo_set_line_join(cr, CAIRO_LINE_JOIN_ROUND);
  cairo_set_line_cap(cr, CAIRO_LINE_CAP_BUTT);
  set_rgb(cr, contrast_rgb(rgb) == 0xFFFFFF ? 0xFFFFFF : kOutline);
  path();
  cairo_set_line_width(cr, shaft + 2 * halo);
  cairo_stroke(cr);
  head_path();
  cairo_set_line_width(cr, 2 * halo);
  cairo_stroke_preserve(cr);
  set_rgb(cr, rgb);
  cairo_fill(cr);
  path();
  cairo_set_line_width(cr, shaft);
  cairo_stroke(cr);
}

std::vector<layout::Point> slot_points(const BoardShape& shape, const Grid& g,
                                       const kit::BeadSlot& s) {
  std::vector<layout::Point> pts;
  for (auto cell : s.move.path) pts.push_back(cell_centre(shape, g, cell));
  return pts;
}

// Where each arrow's code disc goes: on its last leg, as near the middle as possible without
// covering a disc placed before it (greedy in slot order; the least crowded spot otherwise).
std::vector<layout::Point> place_discs(const std::vector<std::vector<layout::Point>>& arrows,
                                       double radius) {
  std::vector<layout::Point> placed;
  for (const auto& pts : arrows) {
    const layout::Point a = pts[pts.size() - 2], b = pts.back();
    layout::Point best{};
    double best_clearance = -1;
    for (double t : {0.6, 0.45, 0.75, 0.32, 0.88}) {
      const layout::Point c{a.x + (b.x - a.x) * t, a.y + (b.y - a.y) * t};
      double clearance = 1e9;
      for (const layout::Point& q : placed)
        clearance = std::min(clearance, std::hypot(c.x - q.x, c.y - q.y));
      if (clearance >= 2.1 * radius) {
        best = c;
        break;
      }
      if (clearance > best_clearance) best_clearance = clearance, best = c;
    }
    placed.push_back(best);
  }
  return placed;
}

// Arrows first, then every code disc on top, so no disc hides another slot's code.
void paint_step_slots(cairo_t* cr, const BoardShape& shape, const Grid& g,
                      const std::vector<const kit::BeadSlot*>& slots, const kit::Palette& palette) {
  std::vector<std::vector<layout::Point>> arrows;
  for (const kit::BeadSlot* s : slots) {
    arrows.push_back(slot_points(shape, g, *s));
    paint_arrow(cr, arrows.back(), palette.colours[static_cast<std::size_t>(s->colour)].rgb,
                g.cell);
  }
  const double pt = std::max(kMinCodePt, std::min(0.32 * g.cell, 12.0));
  const double radius = std::max(0.17 * g.cell, pt * 0.64);
  const std::vector<layout::Point> discs = place_discs(arrows, radius);
  for (std::size_t i = 0; i < slots.size(); ++i) {
    const kit::Colour& colour = palette.colours[static_cast<std::size_t>(slots[i]->colour)];
    paint_code_disc(cr, discs[i].x, discs[i].y, radius, colour.rgb, colour.code, pt);
  }
}

}  // namespace

void set_rgb(cairo_t* cr, std::uint32_t rgb) {
  cairo_set_source_rgb(cr, ((rgb >> 16) & 0xFF) / 255.0, ((rgb >> 8) & 0xFF) / 255.0,
                       (rgb & 0xFF) / 255.0);
}

std::uint32_t contrast_rgb(std::uint32_t rgb) {
  const double r = ((rgb >> 16) & 0xFF) / 255.0, g = ((rgb >> 8) & 0xFF) / 255.0,
               b = (rgb & 0xFF) / 255.0;
  return 0.2126 * r + 0.7152 * g + 0.0722 * b > 0.5 ? 0x000000 : 0xFFFFFF;
}

void paint_code_disc(cairo_t* cr, double cx, double cy, double r, std::uint32_t rgb,
                     const std::string& code, double code_pt) {
  cairo_new_path(cr);
  cairo_arc(cr, cx, cy, r, 0, 2 * kPi);
  set_rgb(cr, rgb);
  cairo_fill_preserve(cr);
  set_rgb(cr, kOutline);
  cairo_set_line_width(cr, std::max(0.4, r * 0.09));
  cairo_stroke(cr);
  TextStyle style;
  style.size_pt = code_pt;
  style.weight = Weight::kBold;
  style.align = Align::kCenter;
  const TextExtent e = measure_text(cr, code, style);
  set_rgb(cr, contrast_rgb(rgb));
  draw_text(cr, code, cx, cy - e.height / 2, style);
}

double board_aspect(const games::BoardShape& shape, const games::Position& position) {
  const GridSize s = grid_size(shape, position);
  return static_cast<double>(s.cols) / s.rows;
}

layout::Rect board_rect(const games::BoardShape& shape, const games::Position& position,
                        const layout::Rect& area) {
  const GridSize s = grid_size(shape, position);
  const double cell = std::min(area.w / s.cols, area.h / s.rows);
  const double w = cell * s.cols, h = cell * s.rows;
  return {area.x + (area.w - w) / 2, area.y + (area.h - h) / 2, w, h};
}

void paint_board(cairo_t* cr, const games::BoardShape& shape, const games::Position& position,
                 const layout::Rect& area) {
  const Grid g = make_grid(shape, position, area);
  cairo_save(cr);
  switch (shape.kind) {
    case Kind::kGrid:
      paint_grid_lines(cr, g);
      paint_x_o(cr, shape, position, g);
      break;
    case Kind::kPawns:
      paint_pawns(cr, shape, position, g);
      break;
    case Kind::kCheckers:
      paint_checkers(cr, shape, position, g);
      break;
    case Kind::kPiles:
      paint_piles(cr, position, g);
      break;
  }
  cairo_restore(cr);
}

void paint_slots(cairo_t* cr, const games::BoardShape& shape, const games::Position& position,
                 const std::vector<kit::BeadSlot>& slots, const kit::Palette& palette,
                 const layout::Rect& area) {
  const Grid g = make_grid(shape, position, area);
  cairo_save(cr);
  std::vector<const kit::BeadSlot*> steps;
  for (const kit::BeadSlot& s : slots) {
    MATCHBOX_CHECK(s.colour >= 0 && s.colour < static_cast<int>(palette.colours.size()));
    MATCHBOX_CHECK(!s.move.path.empty());
    const kit::Colour& colour = palette.colours[static_cast<std::size_t>(s.colour)];
    if (shape.kind == Kind::kPiles && s.move.path.size() == 2) {
      const int pile = s.move.path[0], amount = s.move.path[1];
      const int first = position.cells[static_cast<std::size_t>(pile)] - amount;
      const layout::Point c = counter_centre(g, pile, first);
      paint_code_disc(cr, c.x, c.y, 0.4 * g.cell, colour.rgb, colour.code, code_size(g.cell));
    } else if (s.move.path.size() == 1) {
      const layout::Point c = cell_centre(shape, g, s.move.path[0]);
      paint_code_disc(cr, c.x, c.y, 0.34 * g.cell, colour.rgb, colour.code, code_size(g.cell));
    } else {
      steps.push_back(&s);
    }
  }
  paint_step_slots(cr, shape, g, steps, palette);
  cairo_restore(cr);
}

}  // namespace matchbox::render
