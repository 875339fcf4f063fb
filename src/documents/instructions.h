// SPDX-FileCopyrightText: 2026 The matchbox authors
// SPDX-License-Identifier: GPL-3.0-or-later

// The operator's instruction sheet (docs/sheet-templates.md), generated from the machine's rules:
// the game's rules (documents/game_rules.h, then the machine file's own `rules:`), setting up,
// who plays and playing a turn, the reinforcement table, empty boxes, recording games; sections are
// numbered in that order. Every other sentence comes from templates/texts/instructions.yaml;
// which sentences appear and the numbers in them come from kit.spec (plays, symmetry, forced,
// initial beads, reinforcement) and the game (how to read its moves, whether a position can come
// up at several plies).
#pragma once

#include <filesystem>
#include <string>
#include <vector>

#include "kit/kit.h"
#include "render/format.h"
#include "spec/machine_spec.h"
#include "spec/texts.h"

namespace matchbox::documents {

// The name of `side` in the kit's game ("X", "Black"): texts
// "instructions.sides.<game>.<value of the game's `first` parameter>.*" (checkers: which colour
// moves first), then "instructions.sides.<game>.*", then "instructions.sides.default.*".
std::string side_name(const kit::Kit& kit, const spec::Texts& texts, games::Player side);
std::string side_name(const games::Game& game, const spec::Texts& texts, games::Player side);

// Beads per slot in a fresh box at `ply`, as the kit was built (kit::build gives every slot
// of a ply the machine file's initial_beads for that ply); 0 for a ply without boxes.
int initial_beads(const kit::Kit& kit, int ply);

// How many beads of each move a fresh box holds: texts `prefix`fill_same (.one / .other, {n})
// where every ply has the same, else `prefix`fill_by_ply with {per_ply} the `prefix`per_ply
// items ({n} at {ply}) joined by "instructions.list" ("4 at ply 1, 3 at ply 3 and 2 at ply 5").
std::string fill_sentence(const kit::Kit& kit, const spec::Texts& texts, const std::string& prefix);

// The machine's side: its one side, or for plays: both the first side.
games::Player machine_side(const spec::MachineSpec& spec);

// What to do after one outcome, worded from the rule's values ("Add 3 more beads of the drawn
// colour to every box used.", "Confiscate the drawn bead from the last box used only.",
// "Take away all the beads of the drawn colour ...", "Nothing changes: ..."), with the keep-last
// proviso (", unless it is the last bead of that colour in the box") when it applies.
std::string rule_sentence(const spec::OutcomeRule& rule, const spec::Texts& texts);

// The texts `prefix`.win, .draw and .loss of the outcomes the kit's game allows
// (kit/outcomes.h), joined by the list texts `list_key`.sep / .last ("W win, D draw or L loss";
// hexapawn and Nim have no draw).
std::string outcome_list(const kit::Kit& kit, const spec::Texts& texts, const std::string& prefix,
                         const std::string& list_key);

// One piece of the sheet, in reading order.
struct Block {
  // kNotation: the notation panel (documents/notation_panel.h), its text in `text`.
  enum class Kind { kTitle, kHeading, kParagraph, kItem, kRuleTable, kNote, kNotation };
  Kind kind = Kind::kParagraph;
  std::string text = {};
  std::string extra = {};  // kTitle: the subtitle; kItem: the marker ("1.", "•").
  // kRuleTable: (outcome, action) rows, the first one being the column headings.
  std::vector<std::pair<std::string, std::string>> rows = {};
};

// The whole sheet as text, without drawing (so tests can read it).
std::vector<Block> instruction_blocks(const kit::Kit& kit, const spec::Texts& texts);

// Writes "instructions.pdf" (or instructions-<n>.svg|png) to `dir` on A4 portrait pages: on one
// page (an operator card) at the largest body size from 10 pt down to 6.5 pt that fits, else at
// 7 pt with the turned box's worked example (documents/turning_example.h, never left out) on a
// second page, or more pages for a machine that needs more.
// Returns the files in page order. Throws core::Error if a text is missing or a file cannot be
// written.
std::vector<std::filesystem::path> write_instructions(const kit::Kit& kit, const spec::Texts& texts,
                                                      render::Format format,
                                                      const std::filesystem::path& dir);

}  // namespace matchbox::documents
