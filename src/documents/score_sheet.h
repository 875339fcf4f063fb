// SPDX-FileCopyrightText: 2026 The matchbox authors
// SPDX-License-Identifier: GPL-3.0-or-later

// The score sheet (docs/sheet-templates.md): a table for logging games by hand, one game per row,
// in the format the tracker reads (`matchbox track record` and `track import`): game no. | first
// (M/O), only for a machine that plays both sides | every move of both sides, in order | for each
// machine turn: box id, bead code (a check) | result W/D/L | beads changed ✓.
// When the turn columns do not fit beside a wide enough Moves column (5×5 checkers has 12
// turns), a game takes several lines and each Box/Bead pair serves one turn per line.
#pragma once

#include <filesystem>
#include <string>
#include <vector>

#include "kit/kit.h"
#include "render/format.h"
#include "spec/texts.h"

namespace matchbox::documents {

// The most turns the machine takes in one game: the number of plies with boxes (for
// plays: both, the larger of its odd and its even plies); for an impartial game (NIMBLE) or one
// whose positions repeat (go), whose boxes can serve later plies, its turns in the longest game.
int machine_turns(const kit::Kit& kit);

// The header row of a CSV file of the sheet's rows, as `matchbox track import` reads it:
// "game,first,moves,box 1,bead 1,...,box N,bead N,result" (first only for a machine that plays
// both sides; N = machine_turns): spec::score_sheet_header, the score-row format
// (spec/score_rows.h). These words are a file format, not prose: they are not in templates/texts.
std::string score_csv_header(const kit::Kit& kit);

// Writes "scoresheet.pdf" (or scoresheet-<n>.svg|png) to `dir`: one A4 landscape page of empty
// rows under a header saying the machine, how to fill the sheet in and how to type it back,
// with a worked example (kit/example_game.h); for a machine whose boxes turn, a line saying that
// moves are written as squares of the real board, never of a turned picture, with the kit's
// turned box (kit/turned_box.h, texts "scoresheet.real"). Returns the files. Throws core::Error if
// a text is missing or a file cannot be written.
std::vector<std::filesystem::path> write_score_sheet(const kit::Kit& kit, const spec::Texts& texts,
                                                     render::Format format,
                                                     const std::filesystem::path& dir);

}  // namespace matchbox::documents
