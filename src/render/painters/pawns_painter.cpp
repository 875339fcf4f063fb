// SPDX-FileCopyrightText: 2026 The matchbox authors
// SPDX-License-Identifier: GPL-3.0-or-later

// Pawn games (hexapawn family): a chequered board, White pawns (code 1) hollow, Black pawns
// (code 2) solid.
#include <fmt/format.h>

#include "render/painters/painter.h"
#include "render/painters/squares.h"
#include "render/stamp.h"

namespace matchbox::render::painters {

namespace {

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

class PawnsPainter final : public SquareBoardPainter {
 public:
  void board(cairo_t* cr, const games::BoardShape& shape, const games::Position& p,
             const layout::Rect& board) const override {
    const SquareGrid g = square_grid(shape, board);
    paint_squares(cr, g, [](int r, int c) { return (r + c) % 2 == 1; });
    for (int i = 0; i < static_cast<int>(p.cells.size()); ++i) {
      const int code = p.cells[static_cast<std::size_t>(i)];
      if (code != 1 && code != 2) continue;
      const double half = 0.35 * g.cell + 1;
      const layout::Point c = cell_centre(shape, g, i);
      stamp(cr, fmt::format("pawn {} {}", code, g.cell), {-half, -half, 2 * half, 2 * half}, c.x,
            c.y, [&](cairo_t* s, double x, double y) {
              pawn_path(s, {x, y}, g.cell);
              fill_piece(s, code == 1, g.cell);
            });
    }
  }

 protected:
  double piece_share() const override { return 0.3; }  // pawn_path(): 0.27 wide, 0.3 down.
};

}  // namespace

const KindPainter& pawns_painter() {
  static const PawnsPainter painter;
  return painter;
}

}  // namespace matchbox::render::painters
