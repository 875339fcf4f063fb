// Tic-tac-toe boards: four lines, X (code 1) and O (code 2).
#include <algorithm>

#include "render/board_painter.h"
#include "render/painters/painter.h"
#include "render/painters/squares.h"

namespace matchbox::render::painters {

namespace {

void paint_lines(cairo_t* cr, const SquareGrid& g) {
  set_rgb(cr, kInk);
  cairo_set_line_width(cr, std::max(0.6, g.cell * 0.045));
  cairo_set_line_cap(cr, CAIRO_LINE_CAP_ROUND);
  const double w = g.cell * g.cols, h = g.cell * g.rows;
  for (int c = 1; c < g.cols; ++c) {
    cairo_move_to(cr, g.x + c * g.cell, g.y);
    cairo_line_to(cr, g.x + c * g.cell, g.y + h);
  }
  for (int r = 1; r < g.rows; ++r) {
    cairo_move_to(cr, g.x, g.y + r * g.cell);
    cairo_line_to(cr, g.x + w, g.y + r * g.cell);
  }
  cairo_stroke(cr);
}

void paint_x_o(cairo_t* cr, const games::BoardShape& shape, const games::Position& p,
               const SquareGrid& g) {
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

class GridPainter final : public SquareBoardPainter {
 public:
  void board(cairo_t* cr, const games::BoardShape& shape, const games::Position& p,
             const layout::Rect& board) const override {
    const SquareGrid g = square_grid(shape, board);
    paint_lines(cr, g);
    paint_x_o(cr, shape, p, g);
  }

 protected:
  double piece_share() const override { return 0.29; }  // paint_x_o(): 0.28 and 0.294.
};

}  // namespace

const KindPainter& grid_painter() {
  static const GridPainter painter;
  return painter;
}

}  // namespace matchbox::render::painters
