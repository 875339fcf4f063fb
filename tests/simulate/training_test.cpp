// SPDX-FileCopyrightText: 2026 The matchbox authors
// SPDX-License-Identifier: GPL-3.0-or-later

// Simulated tournaments (README.md, "Solving and simulating"): determinism whatever the thread
// count, learning against the random and perfect opponents, machine against machine, self-play, bad
// inputs, spare beads.
#include "simulate/training.h"

#include <catch2/catch.hpp>
#include <numeric>

#include "core/error.h"
#include "kit/build.h"
#include "kit/test_kits.h"
#include "simulate/spares.h"
#include "simulate/statistics.h"
#include "spec/machine_file.h"
#include "spec/palette_file.h"

namespace matchbox::simulate {
namespace {

const kit::Kit& training_menace() { return testing::menace_kit(); }
const kit::Kit& training_her() { return testing::her_kit(); }

kit::Kit training_kit_file(const std::string& name) {
  const spec::MachineSpec s = spec::load_machine(name);
  return kit::build(s, spec::load_palette(s.palette));
}

// The result of game g (0-based) of a run kept one game per block.
GameResult result_of(const RunResult& run, std::size_t g) {
  REQUIRE(run.block == 1);
  const ResultCounts& c = run.blocks.at(g);
  REQUIRE(c.games() == 1);
  return c.win      ? GameResult::kWin
         : c.draw   ? GameResult::kDraw
         : c.resign ? GameResult::kResign
                    : GameResult::kLoss;
}

const Opponent kRandom{OpponentKind::kRandom, nullptr};
const Opponent kPerfect{OpponentKind::kPerfect, nullptr};

// Mean over runs of the fraction of games [first, last) (0-based) with result in `results`.
// (Runs of up to kMaxBlocks games keep one block per game.)
double rate(const std::vector<RunResult>& runs, std::size_t first, std::size_t last,
            std::initializer_list<GameResult> results) {
  double n = 0;
  for (const RunResult& run : runs)
    for (std::size_t g = first; g < last; ++g)
      for (GameResult r : results) n += result_of(run, g) == r ? 1 : 0;
  return n / static_cast<double>(runs.size() * (last - first));
}

double mean_defeats(const std::vector<RunResult>& runs) { return summarise(runs).defeats.mean; }

bool same(const RunResult& a, const RunResult& b) {
  return a.blocks == b.blocks && a.defeats == b.defeats && a.last_defeat == b.last_defeat &&
         a.resignations == b.resignations && a.end_beads == b.end_beads &&
         a.extra_beads == b.extra_beads;
}

TEST_CASE("Same seed, same games, on one thread or two", "[simulate]") {
  for (const Opponent& opponent : {kRandom, kPerfect}) {
    const Training t(training_menace(), opponent);
    const auto one = t.run(60, 5, 7, 1);
    const auto two = t.run(60, 5, 7, 2);
    REQUIRE(one.size() == 5);
    for (std::size_t r = 0; r < one.size(); ++r) {
      CHECK(same(one[r], two[r]));
      CHECK(same(one[r], t.run_one(60, 7, static_cast<int>(r))));
    }
    CHECK_FALSE(same(one[0], one[1]));              // Runs differ from each other,
    CHECK_FALSE(same(one[0], t.run(60, 1, 8)[0]));  // and from another seed's.
  }
}

TEST_CASE("A run's figures agree with its games", "[simulate]") {
  const auto runs = Training(training_menace(), kPerfect).run(200, 4, 3, 2);
  for (const RunResult& run : runs) {
    REQUIRE(run.blocks.size() == 200);
    int defeats = 0, resigned = 0, last = 0;
    for (std::size_t g = 0; g < run.blocks.size(); ++g) {
      const GameResult result = result_of(run, g);
      if (result == GameResult::kLoss || result == GameResult::kResign) {
        ++defeats;
        last = static_cast<int>(g) + 1;
      }
      if (result == GameResult::kResign) ++resigned;
      CHECK(result != GameResult::kWin);  // Nobody beats a perfect player.
    }
    CHECK(run.defeats == defeats);
    CHECK(run.resignations == resigned);
    CHECK(run.last_defeat == last);
    REQUIRE(run.extra_beads.size() == training_menace().palette.colours.size());
    // Draws add beads: some colour grew, and the total did.
    CHECK(*std::max_element(run.extra_beads.begin(), run.extra_beads.end()) > 0);
    CHECK(run.end_beads > 1720);
  }
}

TEST_CASE("HER against a perfect opponent stops losing after about a dozen defeats", "[simulate]") {
  // Gardner (1962): HER lost 11 of its first 50 or so games. Every White move loses in
  // hexapawn, so a perfect White may play any move: HER must meet every line.
  const auto runs = Training(training_her(), kPerfect).run(100, 40, 1, 2);
  const double defeats = mean_defeats(runs);
  CHECK(defeats > 6);
  CHECK(defeats < 16);
  CHECK(rate(runs, 80, 100, {GameResult::kLoss, GameResult::kResign}) < 0.03);
  CHECK(rate(runs, 0, 10, {GameResult::kLoss, GameResult::kResign}) > 0.3);
  // The strict perfect opponent (slowest loss) plays one line: three defeats teach HER.
  const auto strict =
      Training(training_her(), Opponent{OpponentKind::kStrict, nullptr}).run(50, 20, 1);
  CHECK(mean_defeats(strict) <= 4);
  CHECK(rate(strict, 20, 50, {GameResult::kLoss, GameResult::kResign}) == 0);
}

TEST_CASE("MENACE against a perfect opponent learns to draw", "[simulate]") {
  const auto runs = Training(training_menace(), kPerfect).run(300, 12, 1, 2);
  const double early = rate(runs, 0, 30, {GameResult::kDraw});
  const double late = rate(runs, 250, 300, {GameResult::kDraw});
  CHECK(early < 0.8);
  CHECK(late > 0.9);
  CHECK(late > early + 0.15);
}

TEST_CASE("MENACE against a random opponent wins more and more", "[simulate]") {
  const auto runs = Training(training_menace(), kRandom).run(1000, 12, 1, 2);
  const double early = rate(runs, 0, 100, {GameResult::kWin});
  const double late = rate(runs, 800, 1000, {GameResult::kWin});
  CHECK(early > 0.5);  // Random against random: X wins 58 %.
  CHECK(late > early + 0.08);
  CHECK(rate(runs, 800, 1000, {GameResult::kLoss, GameResult::kResign}) <
        rate(runs, 0, 100, {GameResult::kLoss, GameResult::kResign}));
}

TEST_CASE("Machine against machine, and self-play with one set of boxes", "[simulate]") {
  const kit::Kit him = training_kit_file("him");
  // HER plays second, so HIM takes the first side; both learn in the same games.
  const Training her_vs_him(training_her(), Opponent{OpponentKind::kMachine, &him});
  CHECK(her_vs_him.seat() == Seat::kSecond);
  const auto runs = her_vs_him.run(100, 10, 1, 2);
  CHECK(rate(runs, 80, 100, {GameResult::kWin}) > 0.95);  // Black wins hexapawn.
  CHECK(Training(him, Opponent{OpponentKind::kMachine, &training_her()}).seat() == Seat::kFirst);
  CHECK(Training(him, Opponent{OpponentKind::kMachine, &him}).seat() == Seat::kAlternate);

  // NIMBLE plays itself: the first player wins misère 3-3-3, and learns to.
  const kit::Kit nimble = training_kit_file("nimble");
  const Training self(nimble, Opponent{OpponentKind::kSelf, nullptr});
  CHECK(self.seat() == Seat::kFirst);
  const auto selfplay = self.run(300, 10, 1, 2);
  CHECK(rate(selfplay, 250, 300, {GameResult::kWin}) > rate(selfplay, 0, 50, {GameResult::kWin}));
  CHECK(rate(selfplay, 250, 300, {GameResult::kWin}) > 0.8);
}

TEST_CASE("Mini-checkers: draws, all-of-colour losses and forced moves play out", "[simulate]") {
  const kit::Kit minicheckers = training_kit_file("minicheckers");
  const auto runs = Training(minicheckers, kPerfect).run(100, 10, 1, 2);
  CHECK(rate(runs, 50, 100, {GameResult::kDraw}) > 0.9);              // The game is a draw.
  CHECK(summarise(runs).end_beads.mean < minicheckers.bead_count());  // Only takes beads away.
}

TEST_CASE("Bad tournaments are refused with a clear message", "[simulate]") {
  using Catch::Matchers::Contains;
  using Catch::Matchers::Equals;
  using Catch::Matchers::StartsWith;
  const Training t(training_her(), kRandom);
  CHECK_THROWS_WITH(t.run(0, 5, 1), Equals("--games 0: expected at least 1"));
  CHECK_THROWS_WITH(t.run(10, 0, 1), Equals("--runs 0: expected at least 1"));

  spec::MachineSpec wide = testing::her_spec();
  wide.name = "wide";
  wide.params = {{"height", "3"}, {"width", "4"}};
  const kit::Kit wide_kit = kit::build(wide, testing::okabe_ito());
  CHECK_THROWS_WITH(
      Training(training_her(), Opponent{OpponentKind::kMachine, &wide_kit}),
      Equals("opponent machine wide plays Pawn game 3×4 (height=3, width=4), not Hexapawn "
             "(height=3, width=3)"));
  CHECK_THROWS_WITH(Training(training_her(), Opponent{OpponentKind::kMachine, &training_menace()}),
                    StartsWith("opponent machine menace plays Tic-tac-toe"));
  CHECK_THROWS_WITH(
      Training(training_menace(), Opponent{OpponentKind::kMachine, &training_menace()}),
      Contains("plays only the first side"));
  CHECK_THROWS_WITH(Training(training_menace(), Opponent{OpponentKind::kSelf, nullptr}),
                    Contains("self-play needs a machine that plays both"));
  CHECK_THROWS_WITH(Training(training_menace(), kRandom, Seat::kSecond),
                    Equals("--plays second: menace plays only the first side"));
  CHECK_THROWS_AS(Training(training_her(), kRandom, Seat::kAlternate), core::Error);
}

TEST_CASE("Spare beads: a deterministic estimate, none for a machine that only punishes",
          "[simulate]") {
  const std::vector<int> spares = spare_beads(training_menace());
  CHECK(spares == spare_beads(training_menace()));
  const std::vector<int> fill = training_menace().beads_per_colour();
  REQUIRE(spares.size() == fill.size());
  for (std::size_t c = 0; c < fill.size(); ++c) CHECK((spares[c] > 0) == (fill[c] > 0));
  // 200 games against random: wins add 3 beads in up to 4 boxes, so hundreds of spares.
  const int total = std::accumulate(spares.begin(), spares.end(), 0);
  CHECK(total > 500);
  CHECK(total < 5000);
  const std::vector<int> none = spare_beads(training_her());
  CHECK(std::accumulate(none.begin(), none.end(), 0) == 0);
}

TEST_CASE("Openings: box 1's beads by move, block by block, end where the fill ends",
          "[simulate][openings]") {
  // Both refill box 1 if it runs empty, so its shares always add up to 1.
  for (const std::string name : {"menace", "menace-two-compartments"}) {
    INFO(name);
    const kit::Kit kit = training_kit_file(name);
    const tracker::BeadLayout layout = tracker::bead_layout(kit);
    const int moves = layout.moves(0);
    const Training training(kit, kRandom);
    for (const int games : {60, 2500}) {  // One game a block, then blocks of 3 games.
      const auto runs = training.run(games, 3, 5, 1, [](int) {
        RunHooks hooks;
        hooks.openings = true;
        hooks.keep_fill = true;
        return hooks;
      });
      for (const RunResult& run : runs) {
        REQUIRE(run.openings.size() == run.blocks.size() * static_cast<std::size_t>(moves));
        std::vector<int> end(static_cast<std::size_t>(moves), 0);
        for (int slot = 0; slot < layout.slot_count(0); ++slot)
          end[static_cast<std::size_t>(slot % moves)] +=
              run.fill[static_cast<std::size_t>(layout.index(0, slot))];
        CHECK(std::vector<int>(run.openings.end() - moves, run.openings.end()) == end);
      }
      const OpeningShares shares = opening_shares(runs, moves);
      REQUIRE(shares.last_game.size() == runs.front().blocks.size());
      CHECK(shares.last_game.back() == games);
      for (std::size_t i = 0; i < shares.last_game.size(); ++i) {
        double sum = 0;
        for (const auto& move : shares.share) sum += move[i];
        CHECK(sum == Approx(1));
      }
    }
  }
}

}  // namespace
}  // namespace matchbox::simulate
