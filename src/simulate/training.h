// SPDX-FileCopyrightText: 2026 The matchbox authors
// SPDX-License-Identifier: GPL-3.0-or-later

// Simulated training (README.md, "Solving and simulating"): a machine (a kit with its machine
// file's learning rule) plays N games against an opponent, in R independent runs, each run from a
// fresh fill.
//
// - The machine draws a bead from the box serving the position, with probability in
//   proportion to the bead counts, and plays the move it stands for (mapped from the printed
//   picture onto the real board); where it has no box (a forced move) it plays the one move.
//   An empty box: it resigns, a loss (docs/machine-files.md). After each game its rule is applied
//   (tracker/reinforcement.h).
// - Opponents: `random` (uniform over the legal moves), `perfect` (uniform over the moves that
//   keep the game's value: it never turns a win into a draw or a draw into a loss, and otherwise
//   varies its play like a strong human), `strict` (uniform over Solver::optimal_moves: also
//   the quickest win, the slowest loss, the longest draw, so it varies far less; against it
//   HER meets one line and loses about 3 games, against `perfect` about 10, as Gardner's HER
//   lost 11 of its first 50 or so), another machine file (same game and parameters, playing the
//   other side, learning by its own rule in the same games), or `self`: the machine plays both
//   sides with its ONE set of boxes (as one physical kit would; only for machines with `plays:
//   both`); each side's draws are reinforced with that side's outcome. Or a schedule of the
//   built-in ones (simulate/opponent.h, the "Training MENACE" article): stages in turn, or one
//   drawn for each game from the run's random numbers, before the game's moves.
// - Seat: which side the machine plays, from its point of view the results are counted. A
//   machine that plays one side plays it. One that plays both: `first` by default, or the side
//   an opponent machine leaves free, or alternating (first in odd-numbered games) when the
//   opponent machine also plays both (Gardner's HER-vs-HIM tournament). With `self`, the seat
//   only chooses whose results are counted (default first).
// - Games longer than Game::max_plies() (positions that repeat) are draws.
// - Deterministic: run r draws every random number from Rng(seed, r), whatever thread runs it,
//   and results come back in run order.
#pragma once

#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "core/enum_table.h"
#include "kit/kit.h"
#include "simulate/opponent.h"
#include "tracker/reinforcement.h"

namespace matchbox::simulate {

enum class Seat { kFirst, kSecond, kAlternate };
inline constexpr auto kSeats = core::make_enum_table<Seat>(
    std::pair{Seat::kFirst, "first"}, std::pair{Seat::kSecond, "second"},
    std::pair{Seat::kAlternate, "alternate"});

// One game's result for the machine. kResign is a loss by resigning (an empty box).
enum class GameResult : std::uint8_t { kWin, kDraw, kLoss, kResign };

// Results over a stretch of games; `loss` includes resignations, also counted in `resign`.
struct ResultCounts {
  int win = 0;
  int draw = 0;
  int loss = 0;
  int resign = 0;
  int games() const { return win + draw + loss; }
  void add(GameResult result) {
    win += result == GameResult::kWin;
    draw += result == GameResult::kDraw;
    loss += result == GameResult::kLoss || result == GameResult::kResign;
    resign += result == GameResult::kResign;
  }
  friend bool operator==(const ResultCounts&, const ResultCounts&) = default;
};

// The most entries RunResult::blocks has unless every game is asked for: a run's memory does
// not grow with its games (a 100-million-game run keeps 1000 blocks of 100,000 games).
inline constexpr int kMaxBlocks = 1000;
// Games per block for a run of `games` games: 1 up to kMaxBlocks games (or with `per_game`),
// else enough that the blocks number at most kMaxBlocks.
int block_size(int games, bool per_game = false);

// What one run produced.
struct RunResult {
  int block = 1;                     // Games per entry of `blocks`.
  std::vector<ResultCounts> blocks;  // Entry k: games k * block + 1 .. (k + 1) * block.
  ResultCounts tail;                 // The games from RunHooks::final_from on.
  int defeats = 0;                   // Losses, resignations included.
  int last_defeat = 0;               // Number (1-based) of the last game lost; 0 if none.
  // RunHooks::learn_window W > 0: the first game g (0 before the first game) after which
  // games g + 1 .. g + W hold no loss, a learning time that does not grow with the run's
  // length as last_defeat does; -1 if no W games in a row of this run are free of losses.
  int learned_by = -1;
  int resignations = 0;
  long long end_beads = 0;  // Beads in all the machine's boxes after the last game.
  // Per palette colour: the most beads of that colour the machine's boxes ever held beyond the
  // initial fill (0 if never more), i.e. beads to buy beyond the fill for this run.
  std::vector<int> extra_beads;
  // Judged play (a Training built with judge = true): the number (1-based) of the last game
  // in which the machine made a mistake, a move (or a resignation) that lowered its game value;
  // 0 if it never did. And over the games from RunHooks::final_from on: the machine's moves
  // from positions it could win, and how many of them kept the win.
  int last_mistake = 0;
  long long win_chances = 0;
  long long wins_kept = 0;
  // RunHooks::keep_fill: the machine's bead counts after the last game (tracker::BeadLayout).
  std::vector<int> fill;
  // RunHooks::openings: the beads of each move of box 1 (both compartments added) after the
  // last game of each block, block by block: entry k * moves + m is move m after block k.
  std::vector<int> openings;
};

// What one run may do beyond the plain simulation (`matchbox track play --auto` books the
// simulated games into a tournament file).
struct RunHooks {
  // The machine's bead counts to start from, laid out by tracker::bead_layout(); empty for the
  // initial fill. Throws core::Error (from run_one) if its size is not the layout's.
  std::vector<int> start;
  // Called after each game with its number (0-based), every move of both sides in play order on
  // the real board, the beads the machine drew (in play order; where two moves lead to the same
  // position, as from either of two equal Nim piles, only the bead tells them apart), and the
  // machine's result. The moves are kept only when this is set.
  std::function<void(int game, const std::vector<games::Move>& moves,
                     const std::vector<tracker::Draw>& draws, GameResult result)>
      observer;
  // False: the boxes are not reinforced (a trained machine tested as it stands).
  bool learn = true;
  // False: a machine with the epsilon rule plays greedily (epsilon 0), as a trained machine is
  // tested.
  bool explore = true;
  // RunResult::tail, win_chances and wins_kept count the games from this one (0-based) on.
  int final_from = 0;
  // RunResult::learned_by's window of games without a loss; 0: not measured.
  int learn_window = 0;
  // Games per RunResult::blocks entry; 0: block_size(games).
  int block = 0;
  bool keep_fill = false;
  // RunResult::openings: how box 1's beads split among its moves, block by block.
  bool openings = false;
};

class Training {
 public:
  // Precomputes the game graph, the machine's (and an opponent machine's) boxes on it and, for
  // `perfect` and `strict` (alone or in a schedule), their optimal moves. `machine` must
  // outlive the tournament. Throws core::Error for an opponent machine of another game or
  // parameters ("opponent machine X plays GAME, not GAME"), an opponent machine that cannot
  // take the other side, `self` for a machine that does not play both sides, or a seat the
  // machine does not play; core::InternalError for a schedule that names an opponent other
  // than random, perfect or strict, a stage of no games or a weight not above 0 (the command
  // line refuses those words first).
  // With `judge`, every position's game value is solved too, so that runs report mistakes and
  // kept wins (RunResult).
  Training(const kit::Kit& machine, const Opponent& opponent, std::optional<Seat> seat = {},
           bool judge = false);
  ~Training();
  Training(const Training&) = delete;
  Training& operator=(const Training&) = delete;

  Seat seat() const;
  // Reachable positions of the game (graph nodes).
  int positions() const;
  // True if runs without an observer play on the fast walk (simulate/plain_walk.h), which plays
  // the same games: a machine that draws from one compartment, against random, perfect or
  // strict (or a schedule of them), in a tournament that does not judge.
  bool fast() const;

  // Runs `runs` runs of `games` games each on `threads` threads (at least 1), run r seeded
  // from (seed, r). Throws core::Error if games or runs is below 1.
  std::vector<RunResult> run(int games, int runs, std::uint64_t seed, int threads = 1) const;
  // As run(), each run r with hooks(r) (called on the thread that runs it).
  std::vector<RunResult> run(int games, int runs, std::uint64_t seed, int threads,
                             const std::function<RunHooks(int run)>& hooks) const;
  // As run(), handing each run's result to done(run, result) as the run ends instead of keeping
  // them all (a tournament that needs only totals over runs keeps no run's blocks). Calls come
  // one at a time, from the thread that ran the run, in no set order.
  void run(int games, int runs, std::uint64_t seed, int threads,
           const std::function<RunHooks(int run)>& hooks,
           const std::function<void(int run, RunResult&& result)>& done) const;
  // One run: what run() returns at index `run` (with default hooks).
  RunResult run_one(int games, std::uint64_t seed, int run, const RunHooks& hooks = {}) const;

 private:
  struct Impl;
  std::unique_ptr<Impl> impl_;
};

// Throws core::Error ("--games 0: expected at least 1") if games or runs is below 1.
void check_run_counts(int games, int runs);

}  // namespace matchbox::simulate
