// SPDX-FileCopyrightText: 2026 The matchbox authors
// SPDX-License-Identifier: GPL-3.0-or-later

// Spare beads planned for an event (`kit --spares-for GAMES --opponent KIND`), and the
// learned-by time of played results (simulate::learned_by) against the simulator's own.
#include "simulate/spares.h"

#include <catch2/catch.hpp>

#include "kit/build.h"
#include "simulate/statistics.h"
#include "simulate/training.h"
#include "spec/machine_file.h"
#include "spec/palette_file.h"
#include "tracker/reinforcement.h"

namespace matchbox::simulate {
namespace {

kit::Kit spares_kit_file(const std::string& name) {
  const spec::MachineSpec s = spec::load_machine(name);
  return kit::build(s, spec::load_palette(s.palette));
}

}  // namespace

TEST_CASE("Spares planned for more games are never fewer", "[simulate][spares]") {
  // A machine of each kind that adds beads (tests/documents/spares_plan_test.cpp writes every
  // machine's bead list for a plan).
  for (const std::string name : {"menace", "menace-both", "nimble", "her-carnival", "her"}) {
    const kit::Kit kit = spares_kit_file(name);
    for (const auto& [kind, word] : kBuiltInOpponents.entries) {
      INFO(name << " against " << word);
      const std::vector<int> few = spare_beads(kit, {.games = 20, .opponent = kind});
      const std::vector<int> more = spare_beads(kit, {.games = 120, .opponent = kind});
      REQUIRE(few.size() == more.size());
      for (std::size_t c = 0; c < few.size(); ++c) CHECK(few[c] <= more[c]);
      if (!tracker::adds_beads(kit.spec.reinforcement))
        CHECK(more == std::vector<int>(more.size(), 0));
      else
        CHECK(more != std::vector<int>(more.size(), 0));
    }
  }
}

TEST_CASE("The default plan is 200 games against random", "[simulate][spares]") {
  const kit::Kit kit = spares_kit_file("menace");
  CHECK(spare_beads(kit) == spare_beads(kit, {.games = 200, .opponent = OpponentKind::kRandom}));
  // A longer event needs more beads (wins keep adding 3 to every box used).
  const std::vector<int> short_event = spare_beads(kit, {.games = 50});
  const std::vector<int> long_event = spare_beads(kit, {.games = 1000});
  int short_total = 0, long_total = 0;
  for (int n : short_event) short_total += n;
  for (int n : long_event) long_total += n;
  CHECK(long_total > short_total);
}

TEST_CASE("learned_by of played results is the simulator's", "[simulate][learned-by]") {
  const kit::Kit kit = spares_kit_file("her");
  const Training training(kit, {OpponentKind::kPerfect, nullptr});
  for (const int window : {1, 5, 20}) {
    const auto runs = training.run(60, 20, 3, 1, [&](int) {
      RunHooks hooks;
      hooks.learn_window = window;
      hooks.block = 1;
      return hooks;
    });
    for (const RunResult& run : runs) {
      std::vector<GameResult> results;
      for (const ResultCounts& c : run.blocks)
        results.push_back(c.win    ? GameResult::kWin
                          : c.draw ? GameResult::kDraw
                                   : GameResult::kLoss);
      CHECK(learned_by(results, window) == run.learned_by);
    }
  }
  using enum GameResult;
  CHECK(learned_by({kLoss, kWin, kLoss, kWin, kWin}, 2) == 3);
  CHECK(learned_by({kLoss, kWin, kLoss, kWin}, 2) == -1);
  CHECK(learned_by({kWin, kWin, kLoss}, 2) == 0);
  CHECK(learned_by({kResign, kWin}, 1) == 1);
  CHECK(learned_by({kDraw}, 1) == 0);
  CHECK(default_learn_window(1000) == 100);
  CHECK(default_learn_window(30) == 15);
  CHECK(default_learn_window(1) == 1);
}

}  // namespace matchbox::simulate
