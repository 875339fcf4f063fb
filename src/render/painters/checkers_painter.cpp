// SPDX-FileCopyrightText: 2026 The matchbox authors
// SPDX-License-Identifier: GPL-3.0-or-later

// Checkers boards: only the dark squares (the cells of the shape) are played and shaded. Men
// are discs, White's (codes 1, 3) white with an ink outline, Black's (2, 4) solid; a king
// (3, 4) carries a crown in the contrasting colour, so kings and men differ in black and white.
#include <fmt/format.h>

#include <algorithm>

#include "render/board_painter.h"
#include "render/painters/painter.h"
#include "render/painters/squares.h"
#include "render/stamp.h"

namespace matchbox::render::painters {

namespace {

constexpr int kWhiteMan = 1, kBlackMan = 2, kWhiteKing = 3, kBlackKing = 4;

// A three-pointed crown of width w centred at c.
void crown_path(cairo_t* cr, layout::Point c, double w) {
  const double h = 0.78 * w, x0 = c.x - w / 2, x1 = c.x + w / 2;
  const double base = c.y + 0.42 * h, top = c.y - 0.5 * h, dip = c.y + 0.02 * h;
  cairo_new_path(cr);
  cairo_move_to(cr, x0, base);
  cairo_line_to(cr, x0, top + 0.12 * h);
  cairo_line_to(cr, c.x - 0.24 * w, dip);
  cairo_line_to(cr, c.x, top);
  cairo_line_to(cr, c.x + 0.24 * w, dip);
  cairo_line_to(cr, x1, top + 0.12 * h);
  cairo_line_to(cr, x1, base);
  cairo_close_path(cr);
}

void paint_piece(cairo_t* cr, int code, layout::Point c, double cell) {
  const bool white = code == kWhiteMan || code == kWhiteKing;
  paint_round_piece(cr, c, 0.36 * cell, white, cell);
  if (code != kWhiteKing && code != kBlackKing) return;
  crown_path(cr, c, 0.42 * cell);
  set_rgb(cr, white ? 0x111111 : kPaper);
  cairo_fill(cr);
}

class CheckersPainter final : public SquareBoardPainter {
 public:
  void board(cairo_t* cr, const games::BoardShape& shape, const games::Position& p,
             const layout::Rect& board) const override {
    const SquareGrid g = square_grid(shape, board);
    std::vector<bool> playable(static_cast<std::size_t>(g.rows * g.cols), false);
    for (std::size_t i = 0; i < shape.cell_row.size(); ++i)
      playable[static_cast<std::size_t>(shape.cell_row[i] * g.cols + shape.cell_col[i])] = true;
    paint_squares(cr, g,
                  [&](int r, int c) { return playable[static_cast<std::size_t>(r * g.cols + c)]; });
    for (int i = 0; i < static_cast<int>(p.cells.size()); ++i) {
      const int code = p.cells[static_cast<std::size_t>(i)];
      if (code < kWhiteMan || code > kBlackKing) continue;
      const double half = 0.36 * g.cell + std::max(0.5, g.cell * 0.04) + 1;
      const layout::Point c = cell_centre(shape, g, i);
      stamp(cr, fmt::format("checker {} {}", code, g.cell), {-half, -half, 2 * half, 2 * half}, c.x,
            c.y, [&](cairo_t* s, double x, double y) {
              paint_piece(s, code, {x, y}, g.cell);
            });
    }
  }

 protected:
  double piece_share() const override { return 0.36; }  // paint_piece().
};

}  // namespace

const KindPainter& checkers_painter() {
  static const CheckersPainter painter;
  return painter;
}

}  // namespace matchbox::render::painters
