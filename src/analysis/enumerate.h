// SPDX-FileCopyrightText: 2026 The matchbox authors
// SPDX-License-Identifier: GPL-3.0-or-later

// Box enumeration (docs/machine-files.md): the decision positions a machine faces, by the box rules
// of its machine file. Game-agnostic: it only uses the Game interface and symmetry/.
#pragma once

#include <cstdint>
#include <vector>

#include "analysis/position_limit.h"
#include "games/game.h"
#include "spec/machine_spec.h"

namespace matchbox::analysis {

// The rules of docs/machine-files.md that decide which positions get a box and how moves share
// slots.
struct BoxRules {
  spec::Plays plays = spec::Plays::kFirst;
  spec::SymmetryMode symmetry = spec::SymmetryMode::kPositions;
  spec::EquivalentMoves equivalent_moves = spec::EquivalentMoves::kMerge;
  spec::Forced forced = spec::Forced::kSkip;
  spec::Hopeless hopeless = spec::Hopeless::kKeep;
  // The size guard (analysis/position_limit.h).
  std::int64_t max_positions = spec::kDefaultMaxPositions;
};

BoxRules box_rules(const spec::MachineSpec& spec);

// True if the side to move in `p` cannot win with its next move and every legal move lets the
// other side win with its reply: the opponent has two or more winning threats (Michie 1963
// left these positions out of his machine, which resigns there). False if the game is over.
// Read one move ahead with the Game interface alone, so it holds for any game.
bool hopeless(const games::Game& game, const games::Position& p);

// A position the machine must move from: ply is 1-based (the ply of the machine's move);
// `position` is the printed representative (the canonical form with symmetry: positions, the
// position as reached otherwise); `slots` are classes of legal moves sharing one bead
// (each sorted, ordered by their lowest move; one move per slot with symmetry: none or
// equivalent_moves: separate).
struct DecisionPosition {
  int ply = 0;
  games::Position position;
  std::vector<std::vector<games::Move>> slots;
};

// Walks the game from its initial position ply by ply and returns the decision positions
// that get a box, ordered by ply, then by position string. A position reachable at several
// plies gets one box, at the smallest ply; in an impartial game (Game::impartial) the same
// board with either side to move shares one box. Throws core::Error if the walk meets more
// positions than its size guard allows (analysis/position_limit.h, rules.max_positions).
std::vector<DecisionPosition> enumerate_boxes(const games::Game& game, const BoxRules& rules);

}  // namespace matchbox::analysis
