// SPDX-FileCopyrightText: 2026 The matchbox authors
// SPDX-License-Identifier: GPL-3.0-or-later

// The instruction sheet's words for the learning rules beyond a bead drawn at random and a
// fixed reward (docs/machine-files.md): move selection (greedy, epsilon, duplicates), two
// compartments (the mini-checkers blog, 2012), draw propagation, length-scaled amounts and a
// bead floor. Texts are templates/texts/instructions.yaml's `rules.*` keys.
#pragma once

#include <string>
#include <vector>

#include "documents/instructions.h"

namespace matchbox::documents {

// The "take out a bead" step of a turn, by the machine's `select` rule and compartments.
std::string draw_step(const kit::Kit& kit, const spec::Texts& texts);

// Setting-up items for boxes with compartments (how to divide a tray, which half is A);
// none for plain boxes.
std::vector<std::string> setup_items(const kit::Kit& kit, const spec::Texts& texts);

// The blocks after the reinforcement table: compartments, draw propagation, the floor, and the
// table of length-scaled amounts; none for a machine without these rules.
std::vector<Block> rule_notes(const kit::Kit& kit, const spec::Texts& texts);

// The action of a length-scaled outcome rule ("Add beads of the drawn colour to every box
// used: as many as the table ... gives").
std::string length_sentence(const spec::OutcomeRule& rule, const spec::Texts& texts);

}  // namespace matchbox::documents
