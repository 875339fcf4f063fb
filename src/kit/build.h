// SPDX-FileCopyrightText: 2026 The matchbox authors
// SPDX-License-Identifier: GPL-3.0-or-later

// kit::build: from a machine spec to the kit's boxes (docs/machine-files.md; docs/palettes.md).
#pragma once

#include "kit/kit.h"

namespace matchbox::kit {

// Enumerates the machine's boxes (analysis/enumerate.h), numbers them (ply, then position
// string), assigns bead colours by the spec's scheme and initial beads by ply, and with
// orientation: balanced re-orients the printed boxes (kit/orientation.h).
// Throws core::Error if the palette is too small for the scheme, or a box's ply has no
// initial beads in the machine file.
Kit build(const spec::MachineSpec& spec, const Palette& palette);

}  // namespace matchbox::kit
