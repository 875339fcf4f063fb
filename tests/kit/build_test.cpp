// SPDX-FileCopyrightText: 2026 The matchbox authors
// SPDX-License-Identifier: GPL-3.0-or-later

// kit::build: numbering, colours by scheme and initial beads (docs/machine-files.md;
// docs/palettes.md).
#include "kit/build.h"

#include <algorithm>
#include <catch2/catch.hpp>

#include "core/error.h"
#include "kit/test_kits.h"
#include "symmetry/canonical.h"

namespace matchbox::kit {
namespace {

Palette test_palette(int n) {
  Palette p{"test", "Test", "", {}};
  for (int i = 0; i < n; ++i)
    p.colours.push_back(Colour{"colour" + std::to_string(i), 0x111111u * i, std::to_string(i)});
  return p;
}

using testing::menace_spec;

TEST_CASE("MENACE kit: 304 boxes, 1087 slots, 1720 beads (1917 unmerged)", "[kit]") {
  spec::MachineSpec s = menace_spec();
  const Kit kit = build(s, test_palette(9));
  CHECK(kit.boxes.size() == 304);
  CHECK(kit.slot_count() == 1087);
  CHECK(kit.bead_count() == 1720);
  s.equivalent_moves = spec::EquivalentMoves::kSeparate;
  CHECK(build(s, test_palette(9)).bead_count() == 1917);
}

TEST_CASE("Box ids are 1-based, by ply then position string", "[kit]") {
  const Kit kit = build(menace_spec(), test_palette(9));
  for (std::size_t i = 0; i < kit.boxes.size(); ++i) {
    CHECK(kit.boxes[i].id == static_cast<int>(i) + 1);
    if (i == 0) continue;
    const Box& a = kit.boxes[i - 1];
    const Box& b = kit.boxes[i];
    CHECK(std::make_pair(a.ply, kit.game->to_string(a.position)) <
          std::make_pair(b.ply, kit.game->to_string(b.position)));
  }
  // Box 1 is the empty board: corner, edge and centre slots, 4 beads each.
  CHECK(kit.game->to_string(kit.boxes[0].position) == ".........");
  REQUIRE(kit.boxes[0].slots.size() == 3);
  CHECK(kit.boxes[0].slots[0].notation == "1");
  CHECK(kit.boxes[0].slots[0].beads == 4);
}

TEST_CASE("By-square colours follow the printed square, totals add up", "[kit]") {
  const Kit kit = build(menace_spec(), test_palette(9));
  for (const Box& box : kit.boxes)
    for (const BeadSlot& slot : box.slots) CHECK(slot.colour == slot.move.path.back());
  int sum = 0;
  for (int n : kit.beads_per_colour()) sum += n;
  CHECK(sum == 1720);
  int by_ply = 0;
  for (int ply : kit.plies())
    for (int n : kit.beads_per_colour(ply)) by_ply += n;
  CHECK(by_ply == 1720);
  CHECK(kit.plies() == std::vector<int>{1, 3, 5, 7});
}

TEST_CASE("Per-box colours take the palette in order", "[kit]") {
  spec::MachineSpec s = menace_spec();
  s.colours = spec::ColourScheme::kPerBox;
  const Kit kit = build(s, test_palette(9));
  for (const Box& box : kit.boxes)
    for (std::size_t i = 0; i < box.slots.size(); ++i) CHECK(box.slots[i].colour == int(i));
}

TEST_CASE("A palette too small for the scheme, or a ply without beads, is refused", "[kit]") {
  CHECK_THROWS_WITH(build(menace_spec(), test_palette(8)),
                    Catch::Contains("has 8 colours") && Catch::Contains("needs 9"));
  spec::MachineSpec s = menace_spec();
  s.initial_beads.erase(7);
  CHECK_THROWS_WITH(build(s, test_palette(9)),
                    Catch::Contains("menace-test.yaml") && Catch::Contains("ply 7"));
}

}  // namespace
}  // namespace matchbox::kit

namespace matchbox::kit {
namespace {

TEST_CASE("Balanced orientation evens out colours, keeps ids and orbits", "[kit]") {
  spec::MachineSpec s = menace_spec();
  const Kit canonical = build(s, test_palette(9));
  s.orientation = spec::Orientation::kBalanced;
  const Kit balanced = build(s, test_palette(9));
  REQUIRE(balanced.boxes.size() == canonical.boxes.size());
  CHECK(balanced.bead_count() == 1720);
  const auto before = canonical.beads_per_colour();
  const auto after = balanced.beads_per_colour();
  CHECK(*std::max_element(after.begin(), after.end()) <
        *std::max_element(before.begin(), before.end()));
  CHECK(*std::min_element(after.begin(), after.end()) >
        *std::min_element(before.begin(), before.end()));
  for (std::size_t i = 0; i < balanced.boxes.size(); ++i) {
    const Box& a = canonical.boxes[i];
    const Box& b = balanced.boxes[i];
    CHECK(a.id == b.id);
    CHECK(symmetry::canonical(*balanced.game, b.position).position == a.position);
    REQUIRE(a.slots.size() == b.slots.size());
    for (const BeadSlot& slot : b.slots) {
      CHECK(slot.colour == slot.move.path.back());
      CHECK(balanced.game->apply(b.position, slot.move) == slot.result);
    }
  }
}

}  // namespace
}  // namespace matchbox::kit
