// SPDX-FileCopyrightText: 2026 The matchbox authors
// SPDX-License-Identifier: GPL-3.0-or-later

// The books of one simulated run as its games end (simulate/training.h, RunResult): results by
// block, defeats, resignations, the learning time and the final games' results. Kept in the
// run's loop as a value of its own, so that its counts can stay in registers game after game,
// and written into the RunResult once, when the run ends.
#pragma once

#include "simulate/training.h"

namespace matchbox::simulate {

class Tally {
 public:
  // Books into `out`, whose `block` and `blocks` (room for every game) are set, the games from
  // `final_from` (0-based) on into its tail, and the learning time with window `learn_window`
  // (0: not measured).
  Tally(RunResult& out, int final_from, int learn_window)
      : block_(out.blocks.data()),
        games_per_block_(out.block),
        final_from_(final_from),
        learn_window_(learn_window) {}

  // Books game `game` (0-based), which the machine ended with `result`.
  void add(int game, GameResult result) {
    block_->add(result);
    if (++in_block_ == games_per_block_) ++block_, in_block_ = 0;
    if (result == GameResult::kResign) ++resignations_;
    if (result == GameResult::kLoss || result == GameResult::kResign) {
      ++defeats_;
      last_defeat_ = game + 1;
    }
    if (learn_window_ > 0 && learned_by_ < 0 && game + 1 - last_defeat_ >= learn_window_)
      learned_by_ = last_defeat_;
    if (game >= final_from_) tail_.add(result);
  }
  // True if the game just booked was the last of its block.
  bool block_done() const { return in_block_ == 0; }

  // Writes the books into `out`.
  void close(RunResult& out) const {
    out.tail = tail_;
    out.defeats = defeats_;
    out.last_defeat = last_defeat_;
    out.learned_by = learned_by_;
    out.resignations = resignations_;
  }

 private:
  ResultCounts* block_;  // The current game's.
  int games_per_block_;
  int in_block_ = 0;
  int final_from_;
  int learn_window_;
  ResultCounts tail_;
  int defeats_ = 0;
  int last_defeat_ = 0;
  int learned_by_ = -1;
  int resignations_ = 0;
};

}  // namespace matchbox::simulate
