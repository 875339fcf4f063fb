// SPDX-FileCopyrightText: 2026 The matchbox authors
// SPDX-License-Identifier: GPL-3.0-or-later

// The class worksheet (`matchbox kit --with worksheet`, docs/sheet-templates.md) and its answer
// sheet: (1) predict how many games the machine needs before it stops losing against a random
// player; (2) find the box of a position drawn as on the real board, and how to turn the board;
// (3) apply the learning rule after a game; (4) read a learning curve; (5) who wins with perfect
// play. Every answer is worked out for the machine (documents/worksheet_answers.h). The sheets
// are A4 portrait, as the kit's other documents. Words: templates/texts/worksheet.yaml.
#pragma once

#include <filesystem>
#include <vector>

#include "documents/worksheet_answers.h"
#include "kit/kit.h"
#include "render/format.h"
#include "spec/texts.h"

namespace matchbox::documents {

// Writes "worksheet.pdf" (the pupils' sheet, with blanks) and "worksheet-answers.pdf" (the same
// questions with their answers), or worksheet-<nn>.svg|png and worksheet-answers-<nn>.svg|png.
// Returns the files. Throws core::Error if a text is missing, the game is too large to solve or
// a file cannot be written. Precondition: the kit has boxes.
std::vector<std::filesystem::path> write_worksheet(const kit::Kit& kit, const spec::Texts& texts,
                                                   render::Format format,
                                                   const std::filesystem::path& dir);

// The same from answers worked out already.
std::vector<std::filesystem::path> write_worksheet(const kit::Kit& kit,
                                                   const WorksheetAnswers& answers,
                                                   const spec::Texts& texts, render::Format format,
                                                   const std::filesystem::path& dir);

}  // namespace matchbox::documents
