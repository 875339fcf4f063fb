// SPDX-FileCopyrightText: 2026 The matchbox authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "simulate/plain_run.h"

namespace matchbox::simulate {

GameResult result_for(const GameEnd& end, int side) {
  if (end.resigned == side) return GameResult::kResign;
  const core::Outcome mine = side == 0 ? end.first : core::reverse(end.first);
  return mine == core::Outcome::kWin    ? GameResult::kWin
         : mine == core::Outcome::kDraw ? GameResult::kDraw
                                        : GameResult::kLoss;
}

void play_plain_run(const PlainWalk& walk, int games, int side, int max_plies, bool learn, Rng& rng,
                    Fill& fill, GameDraws& draws, Tally& tally) {
  for (int game = 0; game < games; ++game) {
    const GameEnd end = walk.play(rng, fill.beads, fill.box_total, draws);
    const core::Outcome mine = side == 0 ? end.first : core::reverse(end.first);
    if (learn) fill.reinforce(draws.used(), mine, {end.plies, max_plies});
    tally.add(game, result_for(end, side));
  }
}

}  // namespace matchbox::simulate
