// The score sheet (SPEC §5.6): a table for logging games by hand, one game per row, in a
// regular layout the tracker can read back: game no. | first (M/O) | for each machine turn:
// box id, bead code | opponent's moves | result W/D/L | beads changed ✓.
#pragma once

#include <filesystem>
#include <string>
#include <vector>

#include "kit/kit.h"
#include "render/format.h"
#include "spec/texts.h"

namespace matchbox::render {

// The most turns the machine takes in one game: the number of plies with boxes (for
// plays: both, the larger of its odd and its even plies).
int machine_turns(const kit::Kit& kit);

// Column headings (texts "scoresheet.column.*"), one per column, left to right; the turn
// columns come in (box, bead) pairs.
std::vector<std::string> score_columns(const kit::Kit& kit, const spec::Texts& texts);

// Writes "scoresheet.pdf" (or scoresheet-<n>.svg|png) to `dir`: one A4 landscape page of empty
// rows under a header saying the machine and how to fill the sheet in. Returns the files.
// Throws core::Error if a text is missing or a file cannot be written.
std::vector<std::filesystem::path> write_score_sheet(const kit::Kit& kit, const spec::Texts& texts,
                                                     Format format,
                                                     const std::filesystem::path& dir);

}  // namespace matchbox::render
