// Board pictures: a Position of a Game drawn by its BoardShape::Kind, and the bead slots of a
// box drawn over it (SPEC §4, §5.1). Colour is never the only cue: every slot shows its
// colour's code. Coordinates are the context's user space in points, origin top-left.
#pragma once

#include <cairo.h>

#include <vector>

#include "games/game.h"
#include "kit/kit.h"
#include "layout/geometry.h"

namespace matchbox::render {

// Width / height of the board picture for `shape` (1 for square boards); for kPiles it
// depends on the pile sizes in `position`.
double board_aspect(const games::BoardShape& shape, const games::Position& position);

// The rectangle the board occupies inside `area`: the largest one with board_aspect(),
// centred.
layout::Rect board_rect(const games::BoardShape& shape, const games::Position& position,
                        const layout::Rect& area);

// Draws the board and its pieces inside board_rect(shape, position, area). kGrid: the four
// tic-tac-toe lines, X (code 1) and O (code 2). kPawns: a chequered board, White pawns
// (code 1) hollow, Black pawns (code 2) solid. kCheckers: dark squares, men as discs (1 white,
// 2 black), kings (3, 4) with a ring. kPiles: one row of counters per pile.
void paint_board(cairo_t* cr, const games::BoardShape& shape, const games::Position& position,
                 const layout::Rect& area);

// Draws each slot of a box over a board painted with the same shape, position and area:
// a placement (path of one cell) is a disc in the slot's colour on the cell with the colour's
// code inside; a step, capture or jump chain an arrow along its path with the code in a disc
// near the head; a Nim move {pile, amount} a disc with the code on the first counter taken.
// Codes are at least 6 pt.
void paint_slots(cairo_t* cr, const games::BoardShape& shape, const games::Position& position,
                 const std::vector<kit::BeadSlot>& slots, const kit::Palette& palette,
                 const layout::Rect& area);

// Sets the source colour from sRGB 0xRRGGBB.
void set_rgb(cairo_t* cr, std::uint32_t rgb);

// Black or white, whichever reads better on `rgb`.
std::uint32_t contrast_rgb(std::uint32_t rgb);

// A disc of radius r at (cx, cy) in colour `rgb` with a thin dark outline and `code` centred
// in it at `code_pt` (bold, contrasting colour).
void paint_code_disc(cairo_t* cr, double cx, double cy, double r, std::uint32_t rgb,
                     const std::string& code, double code_pt);

}  // namespace matchbox::render
