// SPDX-FileCopyrightText: 2026 The matchbox authors
// SPDX-License-Identifier: GPL-3.0-or-later

// The solver (README.md, "Solving and simulating"): the exact game value of any position and of
// each legal move, with the number of plies to the end under best play.
//
// Best play (the convention behind every `plies`): a side that can win wins as fast as it can;
// a side that must lose loses as slowly as it can; a side that can only draw takes the longest
// drawn line (the most chances for the opponent to go wrong). Moves are ranked for the side
// making them: a win in fewer plies > a win in more > a draw in more plies > a draw in fewer >
// a loss in more plies > a loss in fewer. A finished position has plies 0.
//
// The first query solves every position reachable from the game's initial position, once; later
// queries are look-ups. Games whose positions do not repeat are solved by memoised negamax
// (depth-first, at most max_plies() deep); games whose positions repeat
// (Game::positions_repeat) by retrograde analysis: from the finished positions backwards,
// shortest wins first, over the graph of reachable positions; what never resolves is a draw,
// and a draw that best play can keep going for ever (round a cycle) has plies kEndless. The
// referee's limit (max_plies) is not part of a position, so the solver ignores it: a win it
// reports may take longer than the referee allows from the start of a game.
// Positions that are images of each other under the game's symmetries share one entry (they
// have the same value), so symmetric games cost about half the memory and time.
#pragma once

#include <cstdint>
#include <memory>
#include <vector>

#include "core/enum_table.h"
#include "games/game.h"
#include "spec/machine_spec.h"

namespace matchbox::analysis {

// The words for outcomes in `solve` output and the teacher's key.
inline constexpr auto kOutcomes = core::make_enum_table<games::Outcome>(
    std::pair{games::Outcome::kWin, "win"}, std::pair{games::Outcome::kDraw, "draw"},
    std::pair{games::Outcome::kLoss, "loss"});

// A game value for one side: the outcome under best play and the plies until the game ends.
struct Value {
  // `plies` of a draw that best play can prolong for ever (only where positions repeat).
  static constexpr int kEndless = -1;

  games::Outcome outcome = games::Outcome::kDraw;
  int plies = 0;
  friend bool operator==(const Value&, const Value&) = default;
};

// True if `a` is better than `b` for the side they are both values for (ranking above).
bool better(const Value& a, const Value& b);

// One legal move with its value for the side that makes it, and the position it leads to.
struct MoveValue {
  games::Move move;
  games::Position result;
  Value value;  // For the side making the move; plies counted from before the move.
};

class Solver {
 public:
  // `game` must outlive the solver. The first query throws core::Error if the game has more
  // reachable positions (symmetric images counted once) than its size guard allows
  // (analysis/position_limit.h: `max_positions` if positive, else the default budget).
  explicit Solver(const games::Game& game, std::int64_t max_positions = spec::kDefaultMaxPositions);
  ~Solver();
  Solver(const Solver&) = delete;
  Solver& operator=(const Solver&) = delete;

  // The value of `p` for p.to_move. Throws core::Error if p cannot be reached from the game's
  // initial position (the solver only knows reachable positions).
  Value value(const games::Position& p);
  // Every legal move of p with its value, in legal_moves order (empty if the game is over).
  // Throws like value().
  std::vector<MoveValue> moves(const games::Position& p);
  // The legal moves of p whose value equals value(p) (the "perfect" opponent picks among
  // these), in legal_moves order. Throws like value().
  std::vector<games::Move> optimal_moves(const games::Position& p);
  // Number of positions solved so far (symmetric images counted once).
  std::size_t size() const;

 private:
  struct Impl;
  std::unique_ptr<Impl> impl_;
};

}  // namespace matchbox::analysis
