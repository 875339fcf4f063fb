// SPDX-FileCopyrightText: 2026 The matchbox authors
// SPDX-License-Identifier: GPL-3.0-or-later

// The class worksheet's "find the box" question (documents/worksheet.h): a position the machine
// can meet in a real game, drawn as it stands on the real board, whose box the pupils look up
// in the box finder; where boxes turn (kit/box_finder.h), one that only matches its box's
// picture turned or mirrored, so they must also say how to turn the board.
#pragma once

#include "games/game.h"
#include "kit/box_finder.h"
#include "kit/kit.h"

namespace matchbox::kit {

struct BoxQuiz {
  games::Position real;  // The real board, someone to move whose box it is.
  int ply = 0;           // 1-based ply of that move: the box's own ply.
  BoxMatch match;        // Its box (index) and the transform T with T(real) == the picture.
};

// Most boxes a ply may have for the quiz: a class looks its box up among that ply's boxes in the
// box finder (MENACE's ply 5 has 108).
inline constexpr int kFindableBoxes = 120;

// The ply: the middle ply of the kit's plies (the machine's third turn of MENACE's four, say),
// or if that ply has more than kFindableBoxes boxes the latest earlier ply with at most that
// many, else the kit's first ply (go3's ply 9 has 1228 boxes; its quiz is at ply 3, with 18).
// Among the positions a game can reach at that ply (every legal move of both sides, each position
// counted at the earliest ply it can come up) that have a box printed for that ply, those that
// match it only turned or mirrored if boxes turn and some do, else all; of those the middle one in
// the order the walk meets them. Deterministic. Precondition: the kit has boxes.
BoxQuiz box_quiz(const Kit& kit);

}  // namespace matchbox::kit
