// SPDX-FileCopyrightText: 2026 The matchbox authors
// SPDX-License-Identifier: GPL-3.0-or-later

// Machines that play either side (`plays: both`) in the simulator (simulate/training.h, Seat):
// as Gardner (1962) says of Hight's NIMBLE, such a machine "plays either first or second and is
// rewarded or punished after each game". On each seat it faces the boxes of that side (in Nim,
// an impartial game, one box serves the same piles whoever is to move), and the figures are
// counted for the machine's side: against the perfect opponent it never does better than the
// game's value for that side (analysis/solve.h).
#include <catch2/catch.hpp>
#include <string>
#include <vector>

#include "analysis/solve.h"
#include "cli/run_command.h"
#include "kit/build.h"
#include "machine_cases.h"
#include "simulate/training.h"
#include "spec/machine_file.h"
#include "spec/palette_file.h"
#include "tracker/reinforcement.h"

namespace matchbox::simulate {
namespace {

kit::Kit sides_kit(const std::string& name) {
  const spec::MachineSpec s = spec::load_machine(name);
  return kit::build(s, spec::load_palette(s.palette));
}

// Every run of `games` games from seed 1, one block per game, with the boxes' fill at the end.
std::vector<RunResult> sides_runs(const Training& training, int games, int runs) {
  return training.run(games, runs, 1, 2, [](int) {
    RunHooks hooks;
    hooks.block = 1;
    hooks.keep_fill = true;
    return hooks;
  });
}

// The best result a side whose game value is `value` can have against perfect play: 2 a win,
// 1 a draw, 0 a loss; and the result of one game kept as a block of one.
int rank(games::Outcome value) {
  return value == games::Outcome::kWin ? 2 : value == games::Outcome::kDraw ? 1 : 0;
}
int rank(const ResultCounts& game) { return game.win > 0 ? 2 : game.draw > 0 ? 1 : 0; }

// The share of games [first, last) (0-based) lost, over every run; `step` 2 takes every other.
double loss_rate(const std::vector<RunResult>& runs, int first, int last, int step = 1) {
  double lost = 0, games = 0;
  for (const RunResult& run : runs)
    for (int g = first; g < last; g += step, ++games)
      lost += run.blocks.at(static_cast<std::size_t>(g)).loss;
  return lost / games;
}

void check_sides(const std::string& name) {
  const kit::Kit kit = sides_kit(name);
  analysis::Solver solver(*kit.game);
  const games::Outcome first_value = solver.value(kit.game->initial_position()).outcome;
  const int best[2] = {rank(first_value), rank(core::reverse(first_value))};
  const Opponent perfect{OpponentKind::kPerfect, nullptr};
  // Second: never better than the second player's value, and the boxes of the first ply (the
  // start, which only the first player faces) keep their fill.
  const Training second(kit, perfect, Seat::kSecond);
  const auto tracked = sides_runs(second, 60, 4);
  const tracker::BeadLayout layout = tracker::bead_layout(kit);
  for (const RunResult& run : tracked) {
    for (const ResultCounts& game : run.blocks) CHECK(rank(game) <= best[1]);
    for (std::size_t b = 0; b < kit.boxes.size() && kit.boxes[b].ply == 1; ++b)
      for (int s = layout.first_slot[b]; s < layout.first_slot[b + 1]; ++s)
        CHECK(run.fill.at(static_cast<std::size_t>(s)) ==
              layout.initial.at(static_cast<std::size_t>(s)));
  }
  // Alternate: first in odd-numbered games (0-based even), second in the others; the results
  // are the machine's on whichever side it played.
  const auto alternate = sides_runs(Training(kit, perfect, Seat::kAlternate), 60, 4);
  for (const RunResult& run : alternate)
    for (std::size_t g = 0; g < run.blocks.size(); ++g) CHECK(rank(run.blocks[g]) <= best[g % 2]);
}

const bool registered = [] {
  std::vector<std::string> both;
  for (const std::string& name : spec::machine_names())
    if (spec::load_machine(name).plays == spec::Plays::kBoth) both.push_back(name);
  return testing::register_cases("A machine that plays both sides: second and alternate seats",
                                 "[simulate][sides]", both, check_sides);
}();

TEST_CASE("NIMBLE as second and alternate learns against random, as second loses to perfect",
          "[simulate][sides]") {
  const kit::Kit nimble = sides_kit("nimble");
  // The first player wins misère 3-3-3 Nim (analysis/solve.h): as second NIMBLE loses every game
  // against perfect play, however much it learns.
  analysis::Solver solver(*nimble.game);
  REQUIRE(solver.value(nimble.game->initial_position()).outcome == games::Outcome::kWin);
  const Opponent perfect{OpponentKind::kPerfect, nullptr};
  CHECK(loss_rate(sides_runs(Training(nimble, perfect, Seat::kSecond), 100, 10), 0, 100) == 1.0);
  // Against random, the loss rate of the last 30 games falls below that of the first 30, on
  // the second seat and on each side of the alternate one.
  const Opponent random{OpponentKind::kRandom, nullptr};
  const auto second = sides_runs(Training(nimble, random, Seat::kSecond), 200, 40);
  CHECK(loss_rate(second, 170, 200) < loss_rate(second, 0, 30));
  const auto alternate = sides_runs(Training(nimble, random, Seat::kAlternate), 200, 40);
  for (int side = 0; side < 2; ++side) {
    INFO((side == 0 ? "first" : "second"));
    CHECK(loss_rate(alternate, 140 + side, 200, 2) < loss_rate(alternate, side, 60, 2));
  }
}

TEST_CASE("compare --plays seats every machine of the study as simulate --plays does",
          "[simulate][sides]") {
  using Catch::Contains;
  using testing::run_matchbox;
  const std::string study = "compare nimble --opponent perfect --games 50 --runs 4 --format yaml";
  const auto second = run_matchbox(study + " --plays second");
  REQUIRE(second.exit_code == 0);
  CHECK_THAT(second.out, Contains("loss: {rate: 1,"));  // Every final game lost, as second.
  const auto first = run_matchbox(study + " --plays first");
  REQUIRE(first.exit_code == 0);
  CHECK_THAT(first.out, !Contains("loss: {rate: 1,"));
  CHECK(run_matchbox(study).out == first.out);  // First by default, as simulate.
  CHECK_THAT(run_matchbox(study + " --plays sideways").err,
             Contains("--plays: 'sideways' is not one of first|second|alternate"));
}

}  // namespace
}  // namespace matchbox::simulate
