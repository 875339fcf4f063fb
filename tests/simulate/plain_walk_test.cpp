// SPDX-FileCopyrightText: 2026 The matchbox authors
// SPDX-License-Identifier: GPL-3.0-or-later

// The fast walk (simulate/plain_walk.h) plays exactly the games of the general walk: a run
// watched by an observer takes the general walk, so the same run with and without one must give
// the same results, move for move, for every kind of machine the fast walk serves.
#include "simulate/plain_walk.h"

#include <catch2/catch.hpp>

#include "kit/build.h"
#include "simulate/training.h"
#include "spec/machine_file.h"
#include "spec/palette_file.h"

namespace matchbox::simulate {
namespace {

kit::Kit from_file(const std::string& name) {
  const spec::MachineSpec s = spec::load_machine(name);
  return kit::build(s, spec::load_palette(s.palette));
}

// One run of `games` games through the fast walk and through the general one, compared.
void check_same_games(const kit::Kit& kit, const Opponent& opponent, int games,
                      std::optional<Seat> seat = {}) {
  const Training t(kit, opponent, seat);
  REQUIRE(t.fast());
  for (int run = 0; run < 3; ++run) {
    RunHooks fast;
    fast.keep_fill = true;
    fast.final_from = games / 2;
    fast.learn_window = 20;
    fast.block = 7;  // Blocks that do not divide the games: the last one is short.
    if (run == 2) {
      // Trained boxes tested as they stand, as `matchbox compare --test` plays them.
      fast.start = t.run_one(games, 5, run, fast).fill;
      fast.learn = false;
    }
    RunHooks watched = fast;
    int watched_games = 0;
    watched.observer = [&](int, const auto&, const auto&, GameResult) { ++watched_games; };
    const RunResult a = t.run_one(games, 11, run, fast);
    const RunResult b = t.run_one(games, 11, run, watched);
    CHECK(watched_games == games);
    CHECK(a.blocks == b.blocks);
    CHECK(a.tail == b.tail);
    CHECK(a.defeats == b.defeats);
    CHECK(a.last_defeat == b.last_defeat);
    CHECK(a.learned_by == b.learned_by);
    CHECK(a.resignations == b.resignations);
    CHECK(a.end_beads == b.end_beads);
    CHECK(a.extra_beads == b.extra_beads);
    CHECK(a.fill == b.fill);
  }
}

void check_same_games(const kit::Kit& kit, OpponentKind opponent, int games,
                      std::optional<Seat> seat = {}) {
  check_same_games(kit, Opponent{opponent, nullptr}, games, seat);
}

TEST_CASE("The fast walk plays the general walk's games: MENACE, both seats, every opponent",
          "[simulate]") {
  const kit::Kit menace = from_file("menace");
  for (OpponentKind o : {OpponentKind::kRandom, OpponentKind::kPerfect, OpponentKind::kStrict})
    check_same_games(menace, o, 300);
  check_same_games(from_file("menace-second"), OpponentKind::kRandom, 300);
  // Michie's own boxes resign where the position is hopeless.
  check_same_games(from_file("menace-michie"), OpponentKind::kPerfect, 300);
}

TEST_CASE("The fast walk plays the general walk's games: HER, forced moves, long games",
          "[simulate]") {
  // HER confiscates the last bead only; boxes run empty and it resigns.
  check_same_games(from_file("her"), OpponentKind::kPerfect, 200);
  // Mini-checkers: forced moves without boxes, draws by length, all-of-colour losses.
  check_same_games(from_file("minicheckers"), OpponentKind::kRandom, 200);
  // NIMBLE plays both sides: seated second, the first side's boxes stay unused.
  check_same_games(from_file("nimble"), OpponentKind::kRandom, 200, Seat::kSecond);
  // A bead floor and refills; a machine that plays both sides, taking them in turn.
  check_same_games(from_file("menace-selfplay-web"), OpponentKind::kRandom, 200);
  check_same_games(from_file("menace-both"), OpponentKind::kPerfect, 200, Seat::kAlternate);
}

TEST_CASE("The fast walk plays the general walk's games: schedules and mixes", "[simulate]") {
  // A fast walk per opponent kind; perfect and strict each with their own optimal moves.
  Opponent stages;
  stages.stages = {
      {OpponentKind::kRandom, 30}, {OpponentKind::kPerfect, 20}, {OpponentKind::kStrict, 10}};
  Opponent mix;
  mix.mix = {
      {OpponentKind::kStrict, 0.25}, {OpponentKind::kRandom, 0.5}, {OpponentKind::kPerfect, 0.25}};
  for (const Opponent& o : {stages, mix}) {
    check_same_games(from_file("menace"), o, 300);
    check_same_games(from_file("her"), o, 200);
    check_same_games(from_file("menace-both"), o, 200, Seat::kAlternate);
  }
}

TEST_CASE("Machines the fast walk does not serve take the general walk", "[simulate]") {
  CHECK_FALSE(
      Training(from_file("menace-two-compartments"), {OpponentKind::kRandom, nullptr}).fast());
  CHECK_FALSE(Training(from_file("menace-selfplay-tutorial"), {OpponentKind::kRandom, nullptr})
                  .fast());  // Epsilon-greedy.
  CHECK_FALSE(Training(from_file("menace-both"), {OpponentKind::kSelf, nullptr}).fast());
  const kit::Kit menace = from_file("menace");
  CHECK_FALSE(Training(menace, {OpponentKind::kRandom, nullptr}, {}, true).fast());  // Judged.
  const kit::Kit second = from_file("menace-second");
  CHECK_FALSE(Training(menace, {OpponentKind::kMachine, &second}).fast());
}

}  // namespace
}  // namespace matchbox::simulate
