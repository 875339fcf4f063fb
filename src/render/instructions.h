// The operator's instruction sheet (SPEC §5.4), generated from the machine's rules: who plays,
// setting up, playing a turn, the reinforcement table, empty boxes, recording games. Every
// sentence comes from templates/texts/instructions.yaml; which sentences appear and the numbers
// in them come from kit.spec (plays, symmetry, forced, initial beads, reinforcement).
#pragma once

#include <filesystem>
#include <string>
#include <vector>

#include "kit/kit.h"
#include "render/format.h"
#include "spec/machine_spec.h"
#include "spec/texts.h"

namespace matchbox::render {

// The name of `side` in the kit's game ("X", "Black"): texts "instructions.sides.<game>.*",
// falling back to "instructions.sides.default.*".
std::string side_name(const kit::Kit& kit, const spec::Texts& texts, games::Player side);

// The machine's side: its one side, or for plays: both the first side.
games::Player machine_side(const spec::MachineSpec& spec);

// What to do after one outcome, worded from the rule's values ("Add 3 more beads of the drawn
// colour to every box used.", "Confiscate the drawn bead from the last box used only.",
// "Nothing changes: ..."), with the keep-last proviso appended when it applies.
std::string rule_sentence(const spec::OutcomeRule& rule, const spec::Texts& texts);

// One piece of the sheet, in reading order.
struct Block {
  enum class Kind { kTitle, kHeading, kParagraph, kItem, kRuleTable, kNote };
  Kind kind = Kind::kParagraph;
  std::string text = {};
  std::string extra = {};  // kTitle: the subtitle; kItem: the marker ("1.", "•").
  // kRuleTable: (outcome, action) rows, the first one being the column headings.
  std::vector<std::pair<std::string, std::string>> rows = {};
};

// The whole sheet as text, without drawing (so tests can read it).
std::vector<Block> instruction_blocks(const kit::Kit& kit, const spec::Texts& texts);

// Writes "instructions.pdf" (or instructions-<n>.svg|png) to `dir` on A4 portrait pages.
// Returns the files in page order. Throws core::Error if a text is missing or a file cannot be
// written.
std::vector<std::filesystem::path> write_instructions(const kit::Kit& kit, const spec::Texts& texts,
                                                      Format format,
                                                      const std::filesystem::path& dir);

}  // namespace matchbox::render
