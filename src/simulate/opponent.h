// SPDX-FileCopyrightText: 2026 The matchbox authors
// SPDX-License-Identifier: GPL-3.0-or-later

// Whom a simulated machine plays (simulate/training.h describes each kind), and the training
// schedules of the "Training MENACE" article: a built-in opponent for so many games, then
// another, in turn (300 games against a random player, then 300 against a perfect one), or an
// opponent drawn afresh for every game with given weights.
#pragma once

#include <vector>

#include "core/enum_table.h"
#include "simulate/rng.h"

namespace matchbox::kit {
struct Kit;
}

namespace matchbox::simulate {

enum class OpponentKind { kRandom, kPerfect, kStrict, kSelf, kMachine };

// The built-in opponents by name: what `simulate --opponent`, schedules, mixes, `compare --test`,
// `track plot --expect` and `kit --opponent` take (cli/opponent_option.h).
inline constexpr auto kBuiltInOpponents = core::make_enum_table<OpponentKind>(
    std::pair{OpponentKind::kRandom, "random"}, std::pair{OpponentKind::kPerfect, "perfect"},
    std::pair{OpponentKind::kStrict, "strict"});

// True for the opponents that play from the game's graph alone: random, perfect and strict.
constexpr bool built_in(OpponentKind kind) {
  return kind == OpponentKind::kRandom || kind == OpponentKind::kPerfect ||
         kind == OpponentKind::kStrict;
}

// One stage of a schedule: a built-in opponent for `games` games (at least 1).
struct Stage {
  OpponentKind kind = OpponentKind::kRandom;
  int games = 1;
};

// One opponent of a mix: a built-in opponent drawn with probability `weight` (above 0).
struct Share {
  OpponentKind kind = OpponentKind::kRandom;
  double weight = 1;
};

// The opponent of a Training. With `stages` or `mix` set (not both) the opponent is a schedule
// and `kind` is not read: every game is played against one of the built-in opponents named.
struct Opponent {
  OpponentKind kind = OpponentKind::kRandom;
  const kit::Kit* machine = nullptr;  // kMachine only; must outlive the Training.
  // The stages in turn, repeated from the first once the last is over.
  std::vector<Stage> stages = {};
  // An opponent drawn for each game from the run's random numbers; the weights sum to 1.
  std::vector<Share> mix = {};

  bool scheduled() const { return !stages.empty() || !mix.empty(); }
};

// The opponent of game `game` (0-based) under `stages` (not empty, each of at least 1 game):
// the stages in turn, repeated. For random:300,perfect:300 games 0-299 are random, 300-599
// perfect, 600-899 random again.
OpponentKind stage_opponent(const std::vector<Stage>& stages, int game);

// An opponent drawn from `mix` (not empty, weights summing to 1) with one number from `rng`:
// share k is drawn with probability mix[k].weight.
OpponentKind drawn_opponent(const std::vector<Share>& mix, Rng& rng);

// The built-in opponents an opponent plays: its kind for a plain one, else each kind its
// schedule names, once, in the order of OpponentKind.
std::vector<OpponentKind> kinds_played(const Opponent& opponent);

}  // namespace matchbox::simulate
