// Tic-tac-toe boards: four lines, X (code 1) and O (code 2).
#include <fmt/format.h>

#include <algorithm>
#include <string>

#include "render/board_painter.h"
#include "render/painters/painter.h"
#include "render/painters/squares.h"
#include "render/stamp.h"

namespace matchbox::render::painters {

namespace {

// The four lines, one picture per size of board.
void paint_lines(cairo_t* cr, const SquareGrid& g) {
  const double width = std::max(0.6, g.cell * 0.045);
  const double w = g.cell * g.cols, h = g.cell * g.rows;
  const std::string key = fmt::format("grid lines {} {} {}", g.cell, g.cols, g.rows);
  stamp(cr, key, {-width, -width, w + 2 * width, h + 2 * width}, g.x, g.y,
        [&](cairo_t* c, double x, double y) {
          set_rgb(c, kInk);
          cairo_set_line_width(c, width);
          cairo_set_line_cap(c, CAIRO_LINE_CAP_ROUND);
          for (int col = 1; col < g.cols; ++col) {
            cairo_move_to(c, x + col * g.cell, y);
            cairo_line_to(c, x + col * g.cell, y + h);
          }
          for (int row = 1; row < g.rows; ++row) {
            cairo_move_to(c, x, y + row * g.cell);
            cairo_line_to(c, x + w, y + row * g.cell);
          }
          cairo_stroke(c);
        });
}

// An X (code 1) or an O (code 2) centred at c, one picture per piece and size.
void paint_x_o(cairo_t* cr, int piece, layout::Point c, double cell) {
  const double width = std::max(0.8, cell * 0.09), r = cell * 0.28;
  const double half = 1.05 * r + width;
  stamp(cr, fmt::format("{} {} {}", piece == 1 ? "X" : "O", r, width),
        {-half, -half, 2 * half, 2 * half}, c.x, c.y, [&](cairo_t* cc, double x, double y) {
          set_rgb(cc, kInk);
          cairo_new_path(cc);
          if (piece == 2) {
            ring_path(cc, x, y, r * 1.05, width);
            cairo_fill(cc);
            return;
          }
          cairo_set_line_width(cc, width);
          cairo_set_line_cap(cc, CAIRO_LINE_CAP_ROUND);
          cairo_move_to(cc, x - r, y - r);
          cairo_line_to(cc, x + r, y + r);
          cairo_move_to(cc, x + r, y - r);
          cairo_line_to(cc, x - r, y + r);
          cairo_stroke(cc);
        });
}

class GridPainter final : public SquareBoardPainter {
 public:
  void board(cairo_t* cr, const games::BoardShape& shape, const games::Position& p,
             const layout::Rect& board) const override {
    const SquareGrid g = square_grid(shape, board);
    paint_lines(cr, g);
    for (int i = 0; i < static_cast<int>(p.cells.size()); ++i) {
      const int piece = p.cells[static_cast<std::size_t>(i)];
      if (piece == 1 || piece == 2) paint_x_o(cr, piece, cell_centre(shape, g, i), g.cell);
    }
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
