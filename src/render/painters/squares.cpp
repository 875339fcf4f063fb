#include "render/painters/squares.h"

#include <algorithm>
#include <cmath>

#include "core/error.h"
#include "render/board_painter.h"

namespace matchbox::render::painters {

namespace {

using layout::Point;

const kit::Colour& colour_of(const kit::Palette& palette, const kit::BeadSlot& s) {
  MATCHBOX_CHECK(s.colour >= 0 && s.colour < static_cast<int>(palette.colours.size()));
  return palette.colours[static_cast<std::size_t>(s.colour)];
}

// The shaft (without the head) and the head triangle of an arrow along `pts`.
struct ArrowParts {
  std::vector<Point> shaft;
  Point tip, left, right;
};

ArrowParts arrow_parts(const std::vector<Point>& pts, double cell) {
  const Point end = pts.back(), prev = pts[pts.size() - 2];
  const double d = std::max(1e-9, std::hypot(end.x - prev.x, end.y - prev.y));
  const double ux = (end.x - prev.x) / d, uy = (end.y - prev.y) / d;
  const double head = std::min(0.32 * cell, 0.8 * d), half = 0.18 * cell;
  const Point base{end.x - ux * head, end.y - uy * head};
  ArrowParts a{{pts.begin(), pts.end() - 1}, end, {}, {}};
  a.shaft.push_back(base);
  a.left = {base.x - uy * half, base.y + ux * half};
  a.right = {base.x + uy * half, base.y - ux * half};
  return a;
}

void polyline_path(cairo_t* cr, const std::vector<Point>& pts) {
  cairo_new_path(cr);
  cairo_move_to(cr, pts[0].x, pts[0].y);
  for (std::size_t i = 1; i < pts.size(); ++i) cairo_line_to(cr, pts[i].x, pts[i].y);
}

void head_path(cairo_t* cr, const ArrowParts& a) {
  cairo_new_path(cr);
  cairo_move_to(cr, a.tip.x, a.tip.y);
  cairo_line_to(cr, a.left.x, a.left.y);
  cairo_line_to(cr, a.right.x, a.right.y);
  cairo_close_path(cr);
}

// An arrow along `pts` in `rgb`, haloed, with a dot on every intermediate landing.
void paint_arrow(cairo_t* cr, const std::vector<Point>& pts, std::uint32_t rgb, double cell) {
  const ArrowParts a = arrow_parts(pts, cell);
  const double shaft = std::max(0.9, 0.1 * cell), halo = std::max(0.5, 0.035 * cell);
  const double dot = std::max(shaft, 0.09 * cell);
  cairo_set_line_join(cr, CAIRO_LINE_JOIN_ROUND);
  cairo_set_line_cap(cr, CAIRO_LINE_CAP_BUTT);
  for (int pass = 0; pass < 2; ++pass) {  // Halo first, then the colour on top.
    const double grow = pass == 0 ? 2 * halo : 0;
    set_rgb(cr, pass == 0 ? halo_rgb(rgb) : rgb);
    polyline_path(cr, a.shaft);
    cairo_set_line_width(cr, shaft + grow);
    cairo_stroke(cr);
    for (std::size_t i = 1; i + 1 < pts.size(); ++i) {
      cairo_new_path(cr);
      cairo_arc(cr, pts[i].x, pts[i].y, dot + grow / 2, 0, 2 * kPi);
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

// How crowded a disc of `radius` at `c` would be: 0 if it is clear of the discs placed
// before and of the pieces, negative by how much it overlaps, a disc overlapping another
// counting ten times a disc overlapping a piece's middle.
double crowding(Point c, const std::vector<Point>& placed, const std::vector<Point>& pieces,
                double radius, double cell) {
  double discs = 0, on_pieces = 0;
  for (const Point& q : placed)
    discs = std::min(discs, std::hypot(c.x - q.x, c.y - q.y) - 2.1 * radius);
  for (const Point& q : pieces)
    on_pieces = std::min(on_pieces, std::hypot(c.x - q.x, c.y - q.y) - (0.3 * cell + 0.5 * radius));
  return 10 * discs + on_pieces;
}

// Where each arrow's code disc goes: on its last leg (`paths`: the cells' centres), as near the
// middle as possible without
// covering a disc placed before it or the middle of a piece (a jumped piece sits mid-leg);
// greedy in slot order, the least crowded spot if none is clear.
std::vector<Point> place_discs(const std::vector<std::vector<Point>>& paths,
                               const std::vector<Point>& pieces, double radius, double cell) {
  std::vector<Point> placed;
  for (const auto& pts : paths) {
    const Point a = pts[pts.size() - 2], b = pts.back();
    Point best{};
    double best_score = -1e18;
    for (double t : {0.5, 0.62, 0.38, 0.75, 0.25, 0.88}) {
      const Point c{a.x + (b.x - a.x) * t, a.y + (b.y - a.y) * t};
      const double score = crowding(c, placed, pieces, radius, cell);
      if (score > best_score) best_score = score, best = c;
      if (score >= 0) break;
    }
    placed.push_back(best);
  }
  return placed;
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
  set_rgb(cr, kPaper);
  cairo_rectangle(cr, g.x, g.y, g.cell * g.cols, g.cell * g.rows);
  cairo_fill(cr);
  set_rgb(cr, 0xC4C4C4);
  for (int r = 0; r < g.rows; ++r)
    for (int c = 0; c < g.cols; ++c)
      if (dark(r, c)) cairo_rectangle(cr, g.x + c * g.cell, g.y + r * g.cell, g.cell, g.cell);
  cairo_fill(cr);
  set_rgb(cr, kInk);
  cairo_set_line_width(cr, std::max(0.5, g.cell * 0.03));
  cairo_rectangle(cr, g.x, g.y, g.cell * g.cols, g.cell * g.rows);
  cairo_stroke(cr);
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

void paint_square_slots(cairo_t* cr, const games::BoardShape& shape, const games::Position& p,
                        const SquareGrid& g, const std::vector<kit::BeadSlot>& slots,
                        const kit::Palette& palette) {
  const double place_pt = std::max(kMinCodePt, std::min(0.42 * g.cell, 14.0));
  const double arrow_pt = std::max(kMinCodePt, std::min(0.32 * g.cell, 12.0));
  const double radius = std::max(0.17 * g.cell, arrow_pt * 0.64);
  std::vector<std::vector<Point>> paths;
  std::vector<const kit::Colour*> arrow_colours;
  for (const kit::BeadSlot& s : slots) {
    MATCHBOX_CHECK(!s.move.path.empty());
    const kit::Colour& colour = colour_of(palette, s);
    if (s.move.path.size() == 1) {
      const Point c = cell_centre(shape, g, s.move.path[0]);
      paint_code_disc(cr, c.x, c.y, 0.34 * g.cell, colour.rgb, colour.code, place_pt);
      continue;
    }
    paths.emplace_back();
    for (auto cell : s.move.path) paths.back().push_back(cell_centre(shape, g, cell));
    arrow_colours.push_back(&colour);
    paint_arrow(cr, arrow_polyline(shape, g, s.move), colour.rgb, g.cell);
  }
  std::vector<Point> pieces;
  for (int i = 0; i < static_cast<int>(p.cells.size()); ++i)
    if (p.cells[static_cast<std::size_t>(i)] != 0) pieces.push_back(cell_centre(shape, g, i));
  const std::vector<Point> discs = place_discs(paths, pieces, radius, g.cell);
  for (std::size_t i = 0; i < discs.size(); ++i)
    paint_code_disc(cr, discs[i].x, discs[i].y, radius, arrow_colours[i]->rgb,
                    arrow_colours[i]->code, arrow_pt);
}

}  // namespace matchbox::render::painters
