// SPDX-FileCopyrightText: 2026 The matchbox authors
// SPDX-License-Identifier: GPL-3.0-or-later

// Nim boards as pure geometry (no Cairo), so tests can check where marks go.
//
// Each pile is a tower of counters standing on a floor line, its size printed under it; towers
// stand left to right in the position's order (ascending sizes). A bead slot {pile, amount k}
// takes the top k counters of its tower: its code disc sits on the lowest counter taken, and a
// bracket in the slot's colour beside the tower spans exactly the counters taken. Each
// counter of a pile stands for one amount, so slots on one pile never share a disc, and their
// brackets stand in separate lanes (the smallest amount nearest the tower).
#pragma once

#include <vector>

#include "games/game.h"
#include "kit/kit.h"
#include "layout/geometry.h"

namespace matchbox::render::painters {

// Positions of the towers inside a board rectangle. Lengths are in points; `unit` is the
// pitch of the counters in a tower.
struct PileLayout {
  double x = 0, y = 0, unit = 0;
  int piles = 0;
  int height = 1;  // Counters in the tallest tower the machine can meet (= lanes per pile).
};

// Width / height of the picture (the same for every position of a game).
double pile_aspect(const games::BoardShape& shape, const games::Position& position);

// The towers filling `board`, a rectangle of pile_aspect().
PileLayout pile_layout(const games::BoardShape& shape, const games::Position& position,
                       const layout::Rect& board);

// Centre of counter `index` (0 = the bottom one) of `pile`.
layout::Point counter_centre(const PileLayout& l, int pile, int index);

// Centre of the size label under `pile`.
layout::Point pile_label_centre(const PileLayout& l, int pile);

// Radius of a counter and of a slot's code disc.
double counter_radius(const PileLayout& l);

// Where one slot is drawn.
struct PileMark {
  layout::Point disc;       // The code disc: on the lowest counter taken.
  layout::Segment bracket;  // Vertical, beside the tower: from the top of the top counter
                            // (a) to the bottom of the lowest counter taken (b).
  int lane = 0;             // 0 = nearest the tower.
};

// One mark per slot, in slot order. Throws core::Error (an internal check) if a slot is not a
// move {pile, amount} with 1 <= amount <= the pile's size.
std::vector<PileMark> pile_marks(const PileLayout& l, const games::Position& position,
                                 const std::vector<kit::BeadSlot>& slots);

}  // namespace matchbox::render::painters
