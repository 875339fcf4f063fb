// SPDX-FileCopyrightText: 2026 The matchbox authors
// SPDX-License-Identifier: GPL-3.0-or-later

// Fill::reinforce (simulate/fill.h) takes a loop of its own for Michie's kind of rule; for every
// machine file it must leave the books tracker::steps::reinforce() leaves, outcome by outcome.
#include "simulate/fill.h"

#include <catch2/catch.hpp>
#include <filesystem>

#include "kit/build.h"
#include "simulate/rng.h"
#include "spec/machine_file.h"
#include "spec/palette_file.h"
#include "tracker/reinforcement_steps.h"

namespace matchbox::simulate {
namespace {

namespace fs = std::filesystem;

// Draws of beads the boxes hold, as a game might make them: a few boxes, one bead from each.
std::vector<tracker::Draw> some_draws(const Fill& fill, Rng& rng) {
  std::vector<tracker::Draw> draws;
  const tracker::BeadLayout& layout = fill.layout();
  for (int ply = 0; ply < 6; ++ply) {
    const int box = static_cast<int>(rng.below(static_cast<std::uint32_t>(layout.boxes())));
    const int slot =
        static_cast<int>(rng.below(static_cast<std::uint32_t>(layout.slot_count(box))));
    if (fill.count(box, slot) > 0) draws.push_back({box, slot, 2 * ply});
  }
  return draws;
}

TEST_CASE("Every machine: Fill::reinforce books what the tracker's steps book", "[simulate]") {
  const fs::path games = fs::path(MATCHBOX_TEST_DATA).parent_path().parent_path() / "games";
  int machines = 0;
  for (const auto& entry : fs::directory_iterator(games)) {
    INFO(entry.path().stem().string());
    const spec::MachineSpec s = spec::load_machine(entry.path().string());
    const kit::Kit kit = kit::build(s, spec::load_palette(s.palette));
    Boxes boxes;
    boxes.kit = &kit;
    boxes.set_layout(tracker::bead_layout(kit));
    Fill ours(boxes, kit.palette.colours.size()), steps = ours;
    Rng rng(3, static_cast<std::uint64_t>(machines++));
    for (int game = 0; game < 300; ++game) {
      const auto o = static_cast<core::Outcome>(rng.below(3));
      const std::vector<tracker::Draw> draws = some_draws(ours, rng);
      ours.reinforce(draws, o, {13, 20});
      tracker::steps::reinforce(s.reinforcement, steps, draws, o, {13, 20});
      REQUIRE(ours.beads == steps.beads);
      REQUIRE(ours.box_total == steps.box_total);
      REQUIRE(ours.above == steps.above);
      REQUIRE(ours.extra == steps.extra);
    }
  }
  CHECK(machines >= 10);
}

}  // namespace
}  // namespace matchbox::simulate
