// SPDX-FileCopyrightText: 2026 The matchbox authors
// SPDX-License-Identifier: GPL-3.0-or-later

// One painter per games::BoardShape::Kind, behind render/board_painter.h's dispatch. Each
// draws inside a board rectangle that already has the painter's aspect (board_rect()), in the
// context's user space (points, origin top-left), and leaves the context's state as it found it.
#pragma once

#include <cairo.h>

#include <cstdint>
#include <functional>
#include <vector>

#include "games/game.h"
#include "kit/kit.h"
#include "layout/geometry.h"
#include "render/board_painter.h"

namespace matchbox::render::painters {

inline constexpr double kPi = 3.14159265358979323846;
inline constexpr double kMinCodePt = 6;
inline constexpr std::uint32_t kInk = 0x000000;
inline constexpr std::uint32_t kOutline = 0x333333;
inline constexpr std::uint32_t kPaper = 0xFFFFFF;

// The edge drawn round a slot's colour so it shows on white paper and on shaded squares: dark
// round light colours, white round dark ones.
std::uint32_t halo_rgb(std::uint32_t rgb);

// Fills the current path as a piece: white with an ink outline, or solid near-black.
void fill_piece(cairo_t* cr, bool white, double cell);

// A round piece of radius r centred at c, as fill_piece() fills a circle, its outline a ring.
void paint_round_piece(cairo_t* cr, layout::Point c, double r, bool white, double cell);

// Adds to the path a ring round (cx, cy): what stroking a circle of radius r with a line `width`
// wide covers, as a shape to fill (nonzero rule). On PDF a fill costs Cairo far less than a
// stroke, whose exact extents it computes for every use.
void ring_path(cairo_t* cr, double cx, double cy, double r, double width);

// Strokes the path `path` builds twice: `halo` points wider on each side in halo_rgb(rgb),
// then `width` wide in rgb.
void stroke_haloed(cairo_t* cr, const std::function<void()>& path, std::uint32_t rgb, double width,
                   double halo);

class KindPainter {
 public:
  virtual ~KindPainter() = default;
  // Width / height of the picture of `position`.
  virtual double aspect(const games::BoardShape& shape, const games::Position& position) const = 0;
  // The board and its pieces, filling `board`.
  virtual void board(cairo_t* cr, const games::BoardShape& shape, const games::Position& position,
                     const layout::Rect& board) const = 0;
  // Where every bead slot of a box goes over the board painted in the same rectangle.
  virtual SlotGeometry geometry(const games::BoardShape& shape, const games::Position& position,
                                const std::vector<kit::BeadSlot>& slots,
                                const layout::Rect& board) const = 0;
  // Every bead slot of a box over the board painted in the same rectangle.
  virtual void slots(cairo_t* cr, const games::BoardShape& shape, const games::Position& position,
                     const std::vector<kit::BeadSlot>& slots, const kit::Palette& palette,
                     const layout::Rect& board) const = 0;
};

// Tic-tac-toe: four lines, X and O; placements are code discs on their squares.
const KindPainter& grid_painter();
// Pawn games: chequered board, pawn silhouettes; moves are arrows.
const KindPainter& pawns_painter();
// Checkers: dark squares, men and crowned kings; moves and jump chains are arrows.
const KindPainter& checkers_painter();
// Nim: towers of counters with their sizes; moves are code discs with brackets.
const KindPainter& piles_painter();
// Go: lines, stones on the intersections, a strip below for the pass bead and "after a pass".
const KindPainter& go_painter();

}  // namespace matchbox::render::painters
