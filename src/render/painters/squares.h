// SPDX-FileCopyrightText: 2026 The matchbox authors
// SPDX-License-Identifier: GPL-3.0-or-later

// What the square-board painters (grid, pawns, checkers) share: the cell grid, chequered
// squares, piece fills, and bead slots as code discs (placements) or arrows (moves, jump chains).
#pragma once

#include <cairo.h>

#include <cstdint>
#include <functional>
#include <vector>

#include "games/game.h"
#include "kit/kit.h"
#include "layout/geometry.h"
#include "render/painters/painter.h"

namespace matchbox::render::painters {

// A board of rows x cols square cells of side `cell` points, top-left corner at (x, y).
struct SquareGrid {
  double x = 0, y = 0, cell = 0;
  int rows = 1, cols = 1;
};

// shape.cols / shape.rows (at least 1 each).
double square_aspect(const games::BoardShape& shape);

// The grid filling `board` (a rectangle of square_aspect()).
SquareGrid square_grid(const games::BoardShape& shape, const layout::Rect& board);

// Centre of cell i: at (shape.cell_row[i], shape.cell_col[i]) if given, else row-major.
layout::Point cell_centre(const games::BoardShape& shape, const SquareGrid& g, int i);

// White paper, the squares where dark(row, col) shaded, an ink frame round the board.
void paint_squares(cairo_t* cr, const SquareGrid& g, const std::function<bool(int, int)>& dark);

// The polyline a move's arrow follows: from just clear of the moving piece's centre through
// the centre of every later cell of the path in order (each landing of a jump chain); the
// last point is the tip of the arrow head. Precondition: path has two or more cells.
std::vector<layout::Point> arrow_polyline(const games::BoardShape& shape, const SquareGrid& g,
                                          const games::Move& move);

// Every slot of a box: a placement (one-cell path) as a code disc on its cell; a move as an
// arrow along arrow_polyline() with a dot on every intermediate landing and its code in a disc
// on the last leg, clear of other discs, of every arrow head and of the pieces of `p` (circles
// of piece_share cells) where it can be (a jumped piece sits mid-leg). Codes are at least 6 pt.
SlotGeometry square_slot_geometry(const games::BoardShape& shape, const games::Position& p,
                                  const SquareGrid& g, const std::vector<kit::BeadSlot>& slots,
                                  double piece_share);

// Paints `geometry`: the arrows in their slots' colours, then every disc on top.
void paint_square_slots(cairo_t* cr, const SquareGrid& g, const SlotGeometry& geometry,
                        const std::vector<kit::BeadSlot>& slots, const kit::Palette& palette);

// The part every square-board painter shares: the aspect of its grid and its bead slots as
// square_slot_geometry() places them. Subclasses draw the board and its pieces, and say how
// large a piece is.
class SquareBoardPainter : public KindPainter {
 public:
  double aspect(const games::BoardShape& shape, const games::Position&) const override {
    return square_aspect(shape);
  }
  SlotGeometry geometry(const games::BoardShape& shape, const games::Position& p,
                        const std::vector<kit::BeadSlot>& slots,
                        const layout::Rect& board) const override {
    return square_slot_geometry(shape, p, square_grid(shape, board), slots, piece_share());
  }
  void slots(cairo_t* cr, const games::BoardShape& shape, const games::Position& p,
             const std::vector<kit::BeadSlot>& slots, const kit::Palette& palette,
             const layout::Rect& board) const override {
    paint_square_slots(cr, square_grid(shape, board), geometry(shape, p, slots, board), slots,
                       palette);
  }

 protected:
  // The radius of a piece's body in cells.
  virtual double piece_share() const = 0;
};

}  // namespace matchbox::render::painters
