// SPDX-FileCopyrightText: 2026 The matchbox authors
// SPDX-License-Identifier: GPL-3.0-or-later

// Machine specs and a palette built in C++ for tests that must not depend on the machine
// files in games/ (docs/machine-files.md, as those files say it).
#pragma once

#include <cstdint>
#include <tuple>
#include <vector>

#include "kit/build.h"
#include "kit/kit.h"
#include "spec/machine_spec.h"

namespace matchbox::testing {

inline kit::Palette okabe_ito() {
  kit::Palette p{"okabe-ito", "Okabe–Ito + white", "", {}};
  const std::vector<std::tuple<const char*, std::uint32_t, const char*>> colours = {
      {"black", 0x000000, "K"},      {"orange", 0xE69F00, "O"},
      {"sky blue", 0x56B4E9, "S"},   {"bluish green", 0x009E73, "G"},
      {"yellow", 0xF0E442, "Y"},     {"blue", 0x0072B2, "B"},
      {"vermillion", 0xD55E00, "V"}, {"reddish purple", 0xCC79A7, "P"},
      {"white", 0xFFFFFF, "W"}};
  for (const auto& [name, rgb, code] : colours) p.colours.push_back({name, rgb, code});
  return p;
}

// docs/machine-files.md, as games/menace.yaml says it.
inline spec::MachineSpec menace_spec() {
  spec::MachineSpec s;
  s.file = "menace-test.yaml";
  s.name = "menace";
  s.title = "MENACE";
  s.description = "Michie's noughts-and-crosses machine.";
  s.source = "Michie, D. (1961) Trial and error.";
  s.game = "tic-tac-toe";
  s.initial_beads = {{1, 4}, {3, 3}, {5, 2}, {7, 1}};
  s.reinforcement.win = {3, false, spec::UpdatedBoxes::kAll, false};
  s.reinforcement.draw = {1, false, spec::UpdatedBoxes::kAll, false};
  s.reinforcement.loss = {-1, false, spec::UpdatedBoxes::kAll, false};
  s.reinforcement.refill = spec::Refill::kFirstBox;
  return s;
}

// docs/machine-files.md, as games/her.yaml says it.
inline spec::MachineSpec her_spec() {
  spec::MachineSpec s;
  s.name = "her";
  s.title = "HER";
  s.description = "Gardner's hexapawn machine.";
  s.source = "Gardner, M. (1962).";
  s.game = "pawns";
  s.params = {{"height", "3"}, {"width", "3"}};
  s.plays = spec::Plays::kSecond;
  s.symmetry = spec::SymmetryMode::kMoves;
  s.forced = spec::Forced::kKeep;
  s.colours = spec::ColourScheme::kPerBox;
  s.initial_beads = {{0, 1}};
  s.reinforcement.win = {0, false, spec::UpdatedBoxes::kAll, false};
  s.reinforcement.draw = {0, false, spec::UpdatedBoxes::kAll, false};
  s.reinforcement.loss = {-1, false, spec::UpdatedBoxes::kLast, false};
  s.reinforcement.refill = spec::Refill::kNone;
  return s;
}

// The kits of menace_spec() and her_spec() with okabe_ito(), built once per test binary.
inline const kit::Kit& menace_kit() {
  static const kit::Kit kit = kit::build(menace_spec(), okabe_ito());
  return kit;
}

inline const kit::Kit& her_kit() {
  static const kit::Kit kit = kit::build(her_spec(), okabe_ito());
  return kit;
}

}  // namespace matchbox::testing
