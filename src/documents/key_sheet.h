// SPDX-FileCopyrightText: 2026 The matchbox authors
// SPDX-License-Identifier: GPL-3.0-or-later

// The teacher's key sheet (README.md, "Solving and simulating", `matchbox kit --key`): for every
// box, grouped by ply, each bead slot's colour code, move and game value for the machine
// (kit/key.h), compactly, with the best slots starred. The box finder carries the same values as
// W/D/L marks (finder_document.h). Prose: templates/texts/key.yaml.
#pragma once

#include <filesystem>
#include <string>
#include <vector>

#include "kit/key.h"
#include "kit/kit.h"
#include "render/format.h"
#include "spec/texts.h"

namespace matchbox::documents {

// A value as the key prints it: texts "key.value.*" ("W5", "D9", "L3", "D∞").
std::string key_value_text(const spec::Texts& texts, const analysis::Value& value);

// One box's slots for the key sheet: texts "key.slot" ("O 5 W3★") joined by "key.sep".
std::string key_slots_text(const kit::Kit& kit, const kit::Box& box, const kit::BoxKey& key,
                           const spec::Texts& texts);

// One box's slots for the box finder: texts "key.finder.entry" ("OW") joined by
// "key.finder.sep".
std::string finder_key_text(const kit::Kit& kit, const kit::Box& box, const kit::BoxKey& key,
                            const spec::Texts& texts);

// The key sheet's introduction: texts "key.intro.head", one "key.intro.<outcome>" per outcome
// the game allows (kit/outcomes.h), "key.intro.best", and "key.intro.watch.grow" if some
// outcome rule adds beads, else "key.intro.watch.shrink" (HER only ever takes beads away).
std::string key_intro(const kit::Kit& kit, const spec::Texts& texts);

// Writes "key.pdf" (or key-<n>.svg|png) to `dir` on A4 portrait pages; `key` is indexed like
// kit.boxes. Returns the files in page order. Throws core::Error if a text is missing or a file
// cannot be written.
std::vector<std::filesystem::path> write_key_sheet(const kit::Kit& kit,
                                                   const std::vector<kit::BoxKey>& key,
                                                   const spec::Texts& texts, render::Format format,
                                                   const std::filesystem::path& dir);

}  // namespace matchbox::documents
