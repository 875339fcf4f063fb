// SPDX-FileCopyrightText: 2026 The matchbox authors
// SPDX-License-Identifier: GPL-3.0-or-later

// The label sheets (docs/sheet-templates.md) and the printer calibration page.
#pragma once

#include <filesystem>
#include <vector>

#include "kit/kit.h"
#include "layout/sheet_template.h"
#include "render/format.h"
#include "render/label.h"
#include "spec/texts.h"

namespace matchbox::documents {

// Writes every box's label, in id order, on sheets of `sheet` moved by `offset`: file stem
// "labels" in `dir` (labels.pdf, or labels-<n>.svg|png per sheet). Cut-and-glue sheets
// (crop_marks) get a faint outline round each label, crop marks outside the grid and a small
// footer; sticker sheets get nothing outside the labels. Returns the files written.
// Throws core::Error if the grid does not fit its paper, the offset pushes a label off the
// page, or `dir` cannot be written (no temporary file is left behind). `planned` is the shared
// label layout if legible_labels() (render/legibility.h) has chosen it for this kit and sheet
// already; null, it is chosen here.
std::vector<std::filesystem::path> write_labels(const kit::Kit& kit,
                                                const layout::SheetTemplate& sheet,
                                                const layout::Offset& offset, render::Format format,
                                                const std::filesystem::path& dir,
                                                const render::LabelWords& words,
                                                const render::LabelLayout* planned = nullptr);

// Writes one page, stem "calibration": the outline of every label cell of `sheet` (offset
// applied), millimetre scales across the edges of the first and last label, and how to use
// them (texts "labels.calibration.*"). Same errors as write_labels.
std::vector<std::filesystem::path> write_calibration(const layout::SheetTemplate& sheet,
                                                     const layout::Offset& offset,
                                                     const spec::Texts& texts,
                                                     render::Format format,
                                                     const std::filesystem::path& dir);

}  // namespace matchbox::documents
