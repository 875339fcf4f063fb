// SPDX-FileCopyrightText: 2026 The matchbox authors
// SPDX-License-Identifier: GPL-3.0-or-later

// The festival poster (`matchbox kit --with poster`, docs/sheet-templates.md): how the machine
// learns, for a stand, in type read from two or three metres. Its numbers are the kit's own
// (boxes, beads and colours, beads per move at each ply, the side it plays) and so is its rule
// after a game (the instruction sheet's sentences, documents/instructions.h); box 1's label is
// drawn as the boxes carry it (render/label.h); the turn is Michie's (1961): find the box,
// shake it, draw a bead, play its move. Words: templates/texts/poster.yaml.
#pragma once

#include <filesystem>
#include <vector>

#include "kit/kit.h"
#include "render/format.h"
#include "spec/texts.h"

namespace matchbox::documents {

// ISO 216 sizes in points: A3 portrait is 297 × 420 mm, A2 420 × 594 mm (A3 scaled by √2).
inline constexpr double kA3WidthPt = 841.8898;
inline constexpr double kA3HeightPt = 1190.5512;
inline constexpr double kA2WidthPt = 1190.5512;
inline constexpr double kA2HeightPt = 1683.7795;

// Writes the poster twice, one page each: "poster-a3.pdf" on A3 and "poster-a2.pdf" on A2 (or
// poster-a3-01.svg|png and poster-a2-01.svg|png), the same page drawn at both sizes, a file per
// size as a print shop takes them. Every size is scaled by the largest of 1.3 down to 0.7 at
// which the page holds everything: the body 24 pt on A3 at scale 1 (34 pt on A2). Returns the
// files. Throws core::Error if a text is missing or a file cannot be written. Precondition: the
// kit has boxes.
std::vector<std::filesystem::path> write_poster(const kit::Kit& kit, const spec::Texts& texts,
                                                render::Format format,
                                                const std::filesystem::path& dir);

}  // namespace matchbox::documents
