// SPDX-FileCopyrightText: 2026 The matchbox authors
// SPDX-License-Identifier: GPL-3.0-or-later

// Size guards: how many positions a walk of a game (box enumeration, the solver, the
// simulator's game graph) may keep, and how many moves it may walk, before matchbox refuses the
// command. Boards grow exponentially with their size (8 x 8 pawns or checkers have billions of
// positions), so every walk counts the positions it keeps and the moves it walks, and stops at
// its limit, before time or memory run out.
//
// By default the limits come from a budget of memory and time (SizeBudget): each walk has a
// measured cost in bytes per kept position and in moves walked per second (bytes_per_position,
// moves_per_second). Time goes with moves rather than positions: a position of Nim with eight
// piles of 15 has dozens of moves, one of 3 x 8 pawns a handful, and the walks spend their time
// on moves. So the solver on 3 x 8 pawns (1.6 million positions, about a second) runs without
// flags, and a board that would take minutes or exhaust memory is refused within the time
// budget. `--max-positions N` replaces the budget by an explicit count of positions, for a big
// run that is wanted.
#pragma once

#include <cstdint>

#include "games/game.h"

namespace matchbox::analysis {

// The walks a size guard protects, each with its own cost per kept position.
enum class Walk {
  kBoxes,  // enumerate_boxes (analysis/enumerate.h) and the kit's shortest-game search.
  kSolve,  // Solver (analysis/solve.h).
  kGraph,  // The simulator's game graph (simulate/graph.h).
};

// What one command's walk may spend. Defaults: 2 GiB of memory, or half of the memory the
// system reports available (MemAvailable in /proc/meminfo) if that is less, and 5 seconds.
struct SizeBudget {
  std::int64_t bytes = 0;
  double seconds = 0;
};

// The budget the guards of this process use (default_size_budget() until set).
SizeBudget size_budget();
SizeBudget default_size_budget();
// Sets the budget for every guard made afterwards in this process (tests use a small one).
// Throws core::InternalError unless both parts are positive.
void set_size_budget(SizeBudget budget);

// The measured costs of `walk` (position_limit.cpp says how): bytes of memory per kept
// position, and legal moves walked per second.
std::int64_t bytes_per_position(Walk walk);
std::int64_t moves_per_second(Walk walk);

// How many positions `walk` may keep: `max_positions` if it is positive (--max-positions N),
// else (0, spec::kDefaultMaxPositions) as many as the memory of size_budget() allows.
std::int64_t position_limit(Walk walk, std::int64_t max_positions);
// How many moves `walk` may walk: no limit (INT64_MAX) if `max_positions` is positive, else as
// many as the time of size_budget() allows.
std::int64_t move_limit(Walk walk, std::int64_t max_positions);

// The guard of one walk of `game`. check() throws core::Error, one line naming the game, the
// positions kept and what to raise (--max-positions N), once more positions than the position
// limit are kept or more moves than the move limit walked.
class SizeGuard {
 public:
  SizeGuard(const games::Game& game, Walk walk, std::int64_t max_positions);
  // `kept`: the positions the walk keeps now; `walked`: the legal moves it has generated.
  void check(std::int64_t kept, std::int64_t walked) const {
    if (kept > limit_ || walked > move_limit_) refuse(kept);
  }
  std::int64_t limit() const { return limit_; }

 private:
  [[noreturn]] void refuse(std::int64_t kept) const;
  const games::Game& game_;
  bool explicit_count_;
  std::int64_t limit_;
  std::int64_t move_limit_;
};

}  // namespace matchbox::analysis
