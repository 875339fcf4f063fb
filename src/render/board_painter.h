// SPDX-FileCopyrightText: 2026 The matchbox authors
// SPDX-License-Identifier: GPL-3.0-or-later

// Board pictures: a Position of a Game drawn by its BoardShape::Kind, and the bead slots of a
// box drawn over it (docs/palettes.md; docs/sheet-templates.md). Colour is never the only cue:
// every slot shows its colour's code, and pieces differ by shape and fill, not colour. Coordinates
// are the context's user space in points, origin top-left. One painter per kind lives in
// render/painters/; this header is their single entry point.
#pragma once

#include <cairo.h>

#include <cstdint>
#include <string>
#include <vector>

#include "games/game.h"
#include "kit/kit.h"
#include "layout/geometry.h"

namespace matchbox::render {

// Width / height of the board picture for `shape`: cols / rows for square boards; for kPiles
// it depends on the number of piles and the tallest pile (the same for every position of a
// game).
double board_aspect(const games::BoardShape& shape, const games::Position& position);

// The rectangle the board occupies inside `area`: the largest one with board_aspect(),
// centred.
layout::Rect board_rect(const games::BoardShape& shape, const games::Position& position,
                        const layout::Rect& area);

// Draws the board and its pieces inside board_rect(shape, position, area).
// kGrid: the four tic-tac-toe lines, X (code 1) and O (code 2).
// kPawns: a chequered board, White pawns (code 1) hollow, Black pawns (code 2) solid.
// kCheckers: the playable (dark) squares shaded; men as discs, White's (1) hollow, Black's (2)
//   solid; kings (3, 4) the same discs with a crown in the contrasting colour.
// kPiles: one tower of counters per pile, left to right, its size printed under it.
// kGo: the board's lines, stones on the intersections (Black solid, White hollow), the ko
//   point as a small square, and a strip below ("after a pass"; the pass bead).
void paint_board(cairo_t* cr, const games::BoardShape& shape, const games::Position& position,
                 const layout::Rect& area);

// Draws each slot of a box over a board painted with the same shape, position and area:
// a placement (path of one cell) is a disc in the slot's colour on the cell with the colour's
// code inside; a step, capture or jump chain an arrow along its path through every landing
// square (a dot on each intermediate one) with the code in a disc on the last leg; a Nim move
// {pile, amount} the code disc on the lowest counter taken and a bracket in the slot's colour
// beside the pile spanning every counter taken (render/painters/piles_painter.h).
// Codes are at least 6 pt.
void paint_slots(cairo_t* cr, const games::BoardShape& shape, const games::Position& position,
                 const std::vector<kit::BeadSlot>& slots, const kit::Palette& palette,
                 const layout::Rect& area);

// Where the bead slots of a box go on its board picture, as plain geometry in the same points
// as the area given to paint_slots(): what is painted, and what the legibility rules
// (render/legibility.h) check.
struct CodeDisc {
  int slot = 0;  // Index into the box's slots.
  layout::Point centre;
  double radius = 0;
  double code_pt = 0;  // Size of the code inside.
};
struct Arrow {
  int slot = 0;
  std::vector<layout::Point> shaft;     // From its start to the base of the head.
  std::vector<layout::Point> landings;  // Intermediate landings of a jump chain (a dot each).
  layout::Point tip, left, right;       // The head, a triangle.
  double width = 0;                     // Of the shaft.
};
inline constexpr double kPieceOverlap = 0.5;  // A disc may reach half its radius in.
struct SlotGeometry {
  std::vector<CodeDisc> discs;  // One per slot, in slot order.
  std::vector<Arrow> arrows;    // One per slot that moves a piece (paths of two cells or more).
  // The pieces on the board as circles round their bodies, which a disc must not cover: a disc
  // may reach over the circle's edge by half its radius (kPieceOverlap; a piece does not fill
  // its circle), no further. Empty for Nim, whose discs mark the counters themselves.
  std::vector<CodeDisc> pieces;
  double min_text_pt = 0;  // The smallest text on the board: codes, and Nim's pile sizes.
};

// The slot geometry of a box drawn in board_rect(shape, position, area).
SlotGeometry slot_geometry(const games::BoardShape& shape, const games::Position& position,
                           const std::vector<kit::BeadSlot>& slots, const layout::Rect& area);

// Writes `names[i]` (a cell's name in move notation, game.cell_name) centred in every cell of
// a square board painted with the same shape, position and area (drawn empty, so no piece
// hides a name); draws nothing for kPiles.
void paint_cell_names(cairo_t* cr, const games::BoardShape& shape, const games::Position& position,
                      const std::vector<std::string>& names, const layout::Rect& area);

// Sets the source colour from sRGB 0xRRGGBB.
void set_rgb(cairo_t* cr, std::uint32_t rgb);

// Black or white, whichever reads better on `rgb`.
std::uint32_t contrast_rgb(std::uint32_t rgb);

// A disc of radius r at (cx, cy) in colour `rgb` with a thin dark outline and `code` centred
// in it at `code_pt` (bold, contrasting colour).
void paint_code_disc(cairo_t* cr, double cx, double cy, double r, std::uint32_t rgb,
                     const std::string& code, double code_pt);

}  // namespace matchbox::render
