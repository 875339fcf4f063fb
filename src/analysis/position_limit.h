// Size guards: how many positions a walk of a game (box enumeration, the solver, the
// simulator's game graph) may keep before matchbox refuses the command. Boards grow
// exponentially with their size (8 x 8 pawns or checkers have billions of positions), so every
// walk counts the positions it keeps and stops at its limit, before time or memory run out.
//
// By default the limit comes from a budget of memory and time (SizeBudget): each walk has a
// measured cost per kept position in bytes and in seconds (bytes_per_position,
// positions_per_second), and may keep as many positions as fit both budgets. So a job of a few
// seconds (the solver on 3 x 7 pawns, about 250,000 positions) runs without flags, and a board
// that would take minutes or exhaust memory is refused within the time budget.
// `--max-positions N` replaces the budget by an explicit count, for a big run that is wanted.
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

// The measured cost of one kept position of `walk` (position_limit.cpp says how): bytes of
// memory, and positions walked per second.
std::int64_t bytes_per_position(Walk walk);
std::int64_t positions_per_second(Walk walk);

// How many positions `walk` may keep: `max_positions` if it is positive (--max-positions N),
// else (0, spec::kDefaultMaxPositions) as many as size_budget() allows.
std::int64_t position_limit(Walk walk, std::int64_t max_positions);

// The guard of one walk of `game`. check() throws core::Error, one line naming the game, the
// limit and what to raise (--max-positions N), once more positions than the limit are kept.
class SizeGuard {
 public:
  SizeGuard(const games::Game& game, Walk walk, std::int64_t max_positions);
  void check(std::int64_t kept) const {
    if (kept > limit_) refuse();
  }
  std::int64_t limit() const { return limit_; }

 private:
  [[noreturn]] void refuse() const;
  const games::Game& game_;
  Walk walk_;
  bool explicit_count_;
  std::int64_t limit_;
};

}  // namespace matchbox::analysis
