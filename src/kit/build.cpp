// SPDX-FileCopyrightText: 2026 The matchbox authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "kit/build.h"

#include <algorithm>
#include <cstdint>

#include "analysis/enumerate.h"
#include "core/error.h"
#include "games/registry.h"
#include "kit/codes.h"
#include "kit/orientation.h"

namespace matchbox::kit {
namespace {

// More beads than any kit could be filled with by hand.
constexpr std::int64_t kMaxKitBeads = 10'000'000;

int initial_beads(const spec::MachineSpec& spec, int ply) {
  if (auto it = spec.initial_beads.find(ply); it != spec.initial_beads.end()) return it->second;
  if (auto it = spec.initial_beads.find(0); it != spec.initial_beads.end()) return it->second;
  throw core::Error(spec.where("initial_beads") + ": initial_beads: no bead count for ply " +
                    std::to_string(ply) + ", where the machine has boxes");
}

// The palette index of slot `index` of a box, by the spec's colour scheme (docs/palettes.md).
int slot_colour(spec::ColourScheme scheme, const games::Move& move, int index) {
  return scheme == spec::ColourScheme::kBySquare ? move.path.back() : index;
}

void check_palette(const spec::MachineSpec& spec, const Palette& palette,
                   const std::vector<analysis::DecisionPosition>& positions) {
  std::size_t needed = 0;
  for (const auto& d : positions)
    for (std::size_t i = 0; i < d.slots.size(); ++i)
      needed = std::max(
          needed, static_cast<std::size_t>(
                      slot_colour(spec.colours, d.slots[i].front(), static_cast<int>(i)) + 1));
  if (palette.colours.size() < needed)
    throw core::Error(spec.where("palette") + ": palette: '" + palette.id + "' has " +
                      std::to_string(palette.colours.size()) + " colours, but colours: " +
                      std::string(spec::kColourSchemes.name(spec.colours)) + " needs " +
                      std::to_string(needed) + " for this machine; expected a larger palette");
}

// Keeps every bead total of the kit (a box, a colour, the kit) far inside an int.
void check_bead_total(const spec::MachineSpec& spec, const Kit& kit) {
  std::int64_t total = 0;
  for (const Box& box : kit.boxes)
    for (const BeadSlot& slot : box.slots) total += slot.beads;
  if (total > kMaxKitBeads)
    throw core::Error(spec.where("initial_beads") + ": initial_beads: the kit would need " +
                      std::to_string(total) + " beads, more than " + std::to_string(kMaxKitBeads) +
                      "; expected fewer beads per slot");
}

}  // namespace

Kit build(const spec::MachineSpec& spec, const Palette& palette) {
  Kit kit{spec, games::make_game(spec.game, spec.params), palette, {}};
  const games::Game& game = *kit.game;
  const auto positions = analysis::enumerate_boxes(game, analysis::box_rules(spec));
  check_palette(spec, palette, positions);
  for (const auto& d : positions) {
    Box box{static_cast<int>(kit.boxes.size()) + 1, d.ply, d.position, {}};
    const int beads = initial_beads(spec, d.ply);
    for (const auto& cls : d.slots) {
      const games::Move& move = cls.front();
      const int colour = slot_colour(spec.colours, move, static_cast<int>(box.slots.size()));
      box.slots.push_back(BeadSlot{move, cls, game.move_notation(d.position, move),
                                   game.apply(d.position, move), colour, beads});
    }
    kit.boxes.push_back(std::move(box));
  }
  check_bead_total(spec, kit);
  if (spec.orientation == spec::Orientation::kBalanced) balance_orientations(kit);
  assign_codes(kit);
  return kit;
}

}  // namespace matchbox::kit
