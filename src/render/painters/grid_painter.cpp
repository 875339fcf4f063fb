// SPDX-FileCopyrightText: 2026 The matchbox authors
// SPDX-License-Identifier: GPL-3.0-or-later

// Tic-tac-toe boards: four lines, X (code 1) and O (code 2).
#include <fmt/format.h>

#include <algorithm>
#include <map>
#include <string>
#include <utility>
#include <vector>

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

// An X (code 1) or an O (code 2) centred at c; the O's outline a ring.
void draw_x_o(cairo_t* cr, int piece, layout::Point c, double cell) {
  const double width = std::max(0.8, cell * 0.09), r = cell * 0.28;
  set_rgb(cr, kInk);
  cairo_new_path(cr);
  if (piece == 2) {
    ring_path(cr, c.x, c.y, r * 1.05, width);
    cairo_fill(cr);
    return;
  }
  cairo_save(cr);
  cairo_set_line_width(cr, width);
  cairo_set_line_cap(cr, CAIRO_LINE_CAP_ROUND);
  cairo_move_to(cr, c.x - r, c.y - r);
  cairo_line_to(cr, c.x + r, c.y + r);
  cairo_move_to(cr, c.x + r, c.y - r);
  cairo_line_to(cr, c.x - r, c.y + r);
  cairo_stroke(cr);
  cairo_restore(cr);
}

// The pieces of one row (centres at height y), one picture per row of pieces and size: rows
// recur across a kit's labels far more than boards do.
void paint_row(cairo_t* cr, const SquareGrid& g, double y,
               const std::vector<std::pair<double, int>>& pieces) {
  std::string key = fmt::format("X/O row {} {}", g.cell, g.cols);
  for (const auto& [x, piece] : pieces) key += fmt::format(" {:.3f} {}", x - g.x, piece);
  const double half = g.cell / 2;
  stamp(cr, key, {-half, -half, g.cell * g.cols + 2 * half, 2 * half}, g.x, y,
        [&](cairo_t* c, double ox, double oy) {
          for (const auto& [x, piece] : pieces) draw_x_o(c, piece, {ox + x - g.x, oy}, g.cell);
        });
}

class GridPainter final : public SquareBoardPainter {
 public:
  void board(cairo_t* cr, const games::BoardShape& shape, const games::Position& p,
             const layout::Rect& board) const override {
    const SquareGrid g = square_grid(shape, board);
    paint_lines(cr, g);
    std::map<double, std::vector<std::pair<double, int>>> rows;  // Centre height -> pieces.
    for (int i = 0; i < static_cast<int>(p.cells.size()); ++i) {
      const int piece = p.cells[static_cast<std::size_t>(i)];
      const layout::Point c = cell_centre(shape, g, i);
      if (piece == 1 || piece == 2) rows[c.y].push_back({c.x, piece});
    }
    for (const auto& [y, pieces] : rows) paint_row(cr, g, y, pieces);
  }

 protected:
  double piece_share() const override { return 0.29; }  // draw_x_o(): 0.28 and 0.294.
};

}  // namespace

const KindPainter& grid_painter() {
  static const GridPainter painter;
  return painter;
}

}  // namespace matchbox::render::painters
