// SPDX-FileCopyrightText: 2026 The matchbox authors
// SPDX-License-Identifier: GPL-3.0-or-later

// The machine files of the sources' other learning rules (games/her-carnival.yaml,
// menace-two-compartments, menace-draw-propagation, menace-both, menace-selfplay-web,
// menace-selfplay-tutorial): boxes by ply, beads, and the rules as the files state them.
#include <catch2/catch.hpp>
#include <map>

#include "kit/build.h"
#include "spec/machine_file.h"
#include "spec/palette_file.h"

namespace matchbox::kit {
namespace {

Kit load(const std::string& name) {
  const spec::MachineSpec s = spec::load_machine(name);
  return build(s, spec::load_palette(s.palette));
}

std::map<int, int> per_ply(const Kit& kit) {
  std::map<int, int> out;
  for (const Box& b : kit.boxes) ++out[b.ply];
  return out;
}

TEST_CASE("Carnival HER: HER's 24 boxes, rewards only", "[kit]") {
  const Kit kit = load("her-carnival");
  CHECK(per_ply(kit) == std::map<int, int>{{2, 2}, {4, 11}, {6, 11}});
  CHECK(kit.bead_count() == 55);
  const spec::Reinforcement& r = kit.spec.reinforcement;
  CHECK((r.win.beads == 1 && r.loss.beads == 0 && !r.loss.all_of_colour && r.draw.beads == 0));
}

TEST_CASE("MENACE with two compartments: 304 boxes, every bead twice", "[kit]") {
  const Kit kit = load("menace-two-compartments");
  CHECK(per_ply(kit) == std::map<int, int>{{1, 1}, {3, 12}, {5, 108}, {7, 183}});
  CHECK(kit.slot_count() == 1087);
  CHECK(kit.spec.compartments == 2);
  CHECK(kit.bead_count() == 2 * 1087);
  int per_colour = 0;
  for (int n : kit.beads_per_colour()) per_colour += n;
  CHECK(per_colour == 2174);
}

TEST_CASE("MENACE with draw propagation: 304 boxes, two beads per move", "[kit]") {
  const Kit kit = load("menace-draw-propagation");
  CHECK(kit.boxes.size() == 304);
  CHECK(kit.bead_count() == 2174);
  CHECK(kit.spec.reinforcement.propagation == spec::Propagation::kPreviousBox);
  CHECK(spec::load_machine("menace-draw-propagation", {"select=duplicates"}).select.rule ==
        spec::Select::kDuplicates);
}

TEST_CASE("Both sides of tic-tac-toe from one set: 593 boxes at plies 1..8", "[kit]") {
  const std::map<int, int> plies{{1, 1},   {2, 3},   {3, 12},  {4, 38},
                                 {5, 108}, {6, 153}, {7, 183}, {8, 95}};
  for (const char* name : {"menace-both", "menace-selfplay-web", "menace-selfplay-tutorial"}) {
    INFO(name);
    const Kit kit = load(name);
    CHECK(per_ply(kit) == plies);
    CHECK(kit.slot_count() == 2062);
    CHECK(kit.spec.plays == spec::Plays::kBoth);
  }
  CHECK(load("menace-both").bead_count() == 3711);
  CHECK(load("menace-selfplay-tutorial").bead_count() == 4124);
}

TEST_CASE("The self-play tutorial's schedule: four quarters of epsilon", "[kit]") {
  const spec::Selection& s = spec::load_machine("menace-selfplay-tutorial").select;
  CHECK(s.rule == spec::Select::kEpsilon);
  CHECK(s.epsilon == 0.3);
  REQUIRE(s.schedule.size() == 4);
  const double expected[4][2] = {{1, 1}, {1, 0}, {0, 1}, {0.3, 0.3}};
  for (std::size_t i = 0; i < 4; ++i) {
    CHECK(s.schedule[i].share == 0.25);
    CHECK(s.schedule[i].epsilon[0] == expected[i][0]);
    CHECK(s.schedule[i].epsilon[1] == expected[i][1]);
  }
  const spec::Reinforcement& r = spec::load_machine("menace-selfplay-tutorial").reinforcement;
  CHECK((r.win.scale == spec::Scale::kLength && r.loss.scale == spec::Scale::kLength));
  CHECK(r.floor == 1);
}

}  // namespace
}  // namespace matchbox::kit
