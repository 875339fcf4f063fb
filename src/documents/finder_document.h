// SPDX-FileCopyrightText: 2026 The matchbox authors
// SPDX-License-Identifier: GPL-3.0-or-later

// The box finder (docs/sheet-templates.md): every box in id order as a small board picture with its
// id, grouped by ply under a heading, on A4 pages, so an operator finds the right box fast.
#pragma once

#include <filesystem>
#include <vector>

#include "kit/key.h"
#include "kit/kit.h"
#include "render/format.h"
#include "spec/texts.h"

namespace matchbox::documents {

// The finder's introduction, worded from the machine's symmetry (texts
// "labels.finder.intro.exact" where every position has its own box, else
// "labels.finder.intro.symmetric.*" naming the transforms a box serves, an exact picture
// first), plus "labels.finder.intro.twins" when some boxes are mirror twins
// (kit/box_finder.h; each twin is marked under its id, "labels.finder.twin"), and
// "labels.finder.intro.index" when a large ply is split by where the pieces stand
// (kit/finder_index.h).
std::string finder_intro(const kit::Kit& kit, const spec::Texts& texts);

// Writes the finder, file stem "finder" in `dir` (finder.pdf, or finder-<n>.svg|png per page),
// with texts "labels.finder.*". Ids are set in bold at 9 pt. With a teacher's key (indexed like
// kit.boxes; `matchbox kit --key`) every box also gets its slots' codes with W/D/L marks in 6 pt
// under the id, and the page a legend (texts "key.finder.*"); without one the output does not
// change. Returns the files written. Throws core::Error if `dir` cannot be written or a text
// is missing.
std::vector<std::filesystem::path> write_box_finder(const kit::Kit& kit, const spec::Texts& texts,
                                                    render::Format format,
                                                    const std::filesystem::path& dir,
                                                    const std::vector<kit::BoxKey>* key = nullptr);

}  // namespace matchbox::documents
