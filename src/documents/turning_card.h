// SPDX-FileCopyrightText: 2026 The matchbox authors
// SPDX-License-Identifier: GPL-3.0-or-later

// The turning card (docs/sheet-templates.md): for a machine whose boxes serve turned or
// mirrored boards (kit::boxes_turn), cut-out cards the size of a label's board picture with
// the real board's cell names on them (square numbers, files and ranks, points), plain and
// mirrored left-right, and how to use them: lay the card on the picture of the turned box and
// read the real square under the bead's mark. Its words are texts "labels.card.*".
#pragma once

#include <filesystem>
#include <vector>

#include "kit/kit.h"
#include "layout/sheet_template.h"
#include "render/format.h"
#include "render/label.h"
#include "spec/texts.h"

namespace matchbox::documents {

// Where each cell's name goes on the mirrored card: names[i] is the name of the cell that the
// game's left-right mirror takes cell i to, so the card laid on a mirrored picture names the
// real board's cells. Empty if the game has no left-right mirror among its symmetries.
std::vector<std::string> mirrored_cell_names(const games::Game& game);

// Writes "turning-card.pdf" (or turning-card-<n>.svg|png) to `dir` on one A4 portrait page: the
// cards at the size of the board picture of `layout` (the labels' shared layout on the kit's
// sheet template), or if null of the layout the labels document would choose for `sheet`.
// Writes nothing and returns no file for a machine whose boxes do not turn, or whose game has
// no cell names (Nim). Throws core::Error if a text is missing or a file cannot be written.
std::vector<std::filesystem::path> write_turning_card(const kit::Kit& kit, const spec::Texts& texts,
                                                      const layout::SheetTemplate& sheet,
                                                      const render::LabelWords& words,
                                                      const render::LabelLayout* layout,
                                                      render::Format format,
                                                      const std::filesystem::path& dir);

}  // namespace matchbox::documents
