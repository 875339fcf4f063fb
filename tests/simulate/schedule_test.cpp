// SPDX-FileCopyrightText: 2026 The matchbox authors
// SPDX-License-Identifier: GPL-3.0-or-later

// Training schedules (simulate/opponent.h, the "Training MENACE" article): which opponent plays
// game n, a mix's proportions, and a Training that follows its schedule game by game, the same
// for any thread count.
#include <catch2/catch.hpp>

#include "kit/build.h"
#include "simulate/opponent.h"
#include "simulate/training.h"
#include "spec/machine_file.h"
#include "spec/palette_file.h"

namespace matchbox::simulate {
namespace {

constexpr OpponentKind kR = OpponentKind::kRandom;
constexpr OpponentKind kP = OpponentKind::kPerfect;
constexpr OpponentKind kS = OpponentKind::kStrict;

const kit::Kit& schedule_menace() {
  static const kit::Kit kit = [] {
    const spec::MachineSpec s = spec::load_machine("menace");
    return kit::build(s, spec::load_palette(s.palette));
  }();
  return kit;
}

Opponent stages(std::vector<Stage> list) {
  Opponent o;
  o.stages = std::move(list);
  return o;
}

Opponent mix(std::vector<Share> list) {
  Opponent o;
  o.mix = std::move(list);
  return o;
}

TEST_CASE("A schedule's stages take turns, repeated until the games run out", "[simulate]") {
  // random:300,perfect:300 over 1000 games: 1-300 random, 301-600 perfect, 601-900 random,
  // 901-1000 perfect (game numbers here are 0-based).
  const std::vector<Stage> article = {{kR, 300}, {kP, 300}};
  for (const auto& [game, kind] : std::vector<std::pair<int, OpponentKind>>{
           {0, kR}, {299, kR}, {300, kP}, {599, kP}, {600, kR}, {899, kR}, {900, kP}, {999, kP}}) {
    INFO("game " << game);
    CHECK(stage_opponent(article, game) == kind);
  }
  const std::vector<Stage> three = {{kS, 1}, {kR, 2}, {kS, 1}};
  std::vector<OpponentKind> seen;
  for (int game = 0; game < 9; ++game) seen.push_back(stage_opponent(three, game));
  CHECK(seen == std::vector<OpponentKind>{kS, kR, kR, kS, kS, kR, kR, kS, kS});
  CHECK(stage_opponent({{kP, 5}}, 1'000'000) == kP);
}

TEST_CASE("A mix draws each opponent in proportion to its weight", "[simulate]") {
  const std::vector<Share> shares = {{kR, 0.7}, {kP, 0.2}, {kS, 0.1}};
  Rng rng(3);
  const int n = 200'000;
  int counts[3] = {0, 0, 0};
  for (int i = 0; i < n; ++i) ++counts[static_cast<int>(drawn_opponent(shares, rng))];
  // A standard deviation is at most 0.0011 of n: 0.01 is nine of them (and the seed is fixed).
  CHECK(counts[0] / double(n) == Approx(0.7).margin(0.01));
  CHECK(counts[1] / double(n) == Approx(0.2).margin(0.01));
  CHECK(counts[2] / double(n) == Approx(0.1).margin(0.01));
}

TEST_CASE("kinds_played names each built-in opponent of a schedule once", "[simulate]") {
  CHECK(kinds_played(Opponent{kP, nullptr}) == std::vector<OpponentKind>{kP});
  CHECK(kinds_played(stages({{kS, 3}, {kR, 1}, {kS, 2}})) == std::vector<OpponentKind>{kR, kS});
  CHECK(kinds_played(mix({{kP, 0.5}, {kS, 0.5}})) == std::vector<OpponentKind>{kP, kS});
}

// Per game (0-based): 1 if the machine won it, in run `run`'s blocks of one game.
std::vector<int> wins(const RunResult& run) {
  std::vector<int> out;
  for (const ResultCounts& c : run.blocks) out.push_back(c.win);
  return out;
}

TEST_CASE("A Training plays each game against its stage's opponent", "[simulate]") {
  // MENACE never beats the perfect opponent, and beats the random one often.
  const Training t(schedule_menace(), stages({{kR, 20}, {kP, 30}}));
  CHECK(t.fast());
  const auto runs = t.run(150, 10, 7);
  int random_wins = 0;
  for (const RunResult& run : runs) {
    const std::vector<int> w = wins(run);
    REQUIRE(w.size() == 150);
    for (int game = 0; game < 150; ++game) {
      if (game % 50 < 20) random_wins += w[game];
      if (game % 50 >= 20) CHECK(w[game] == 0);
    }
  }
  CHECK(random_wins > 200);
  // A stage draws no random number: the first stage's games are those of the plain opponent.
  const RunResult plain = Training(schedule_menace(), {kR, nullptr}).run_one(20, 7, 3);
  CHECK(std::vector<ResultCounts>(runs[3].blocks.begin(), runs[3].blocks.begin() + 20) ==
        plain.blocks);
  // One stage of one opponent is that opponent.
  const Training perfect_stages(schedule_menace(), stages({{kP, 4}, {kP, 9}}));
  const Training perfect(schedule_menace(), {kP, nullptr});
  CHECK(perfect_stages.run_one(60, 2, 1).blocks == perfect.run_one(60, 2, 1).blocks);
}

TEST_CASE("A mix is drawn from the run's numbers: the same for a seed on any thread count",
          "[simulate]") {
  const Training t(schedule_menace(), mix({{kR, 0.5}, {kS, 0.5}}));
  CHECK(t.fast());
  const auto one = t.run(200, 6, 5, 1);
  const auto two = t.run(200, 6, 5, 2);
  REQUIRE(one.size() == two.size());
  for (std::size_t r = 0; r < one.size(); ++r) {
    CHECK(one[r].blocks == two[r].blocks);
    CHECK(one[r].end_beads == two[r].end_beads);
  }
  // It never wins against strict: meeting it in about half the games, MENACE wins about half
  // as often as against random alone.
  double mixed = 0, random = 0;
  for (const RunResult& run : one) mixed += run.tail.win;
  for (const RunResult& run : Training(schedule_menace(), {kR, nullptr}).run(200, 6, 5))
    random += run.tail.win;
  CHECK(mixed / random == Approx(0.5).margin(0.15));
}

}  // namespace
}  // namespace matchbox::simulate
