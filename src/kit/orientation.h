// SPDX-FileCopyrightText: 2026 The matchbox authors
// SPDX-License-Identifier: GPL-3.0-or-later

// Printed orientation (docs/palettes.md): with `orientation: balanced` each box is printed as the
// member of its orbit that keeps the per-colour bead totals even, so a teacher buys beads of
// every colour in similar numbers. Box ids do not change: they stay ordered by canonical form.
#pragma once

#include "kit/kit.h"

namespace matchbox::kit {

// Re-orients every box of a kit built with colours: by-square (a no-op for per-box colours,
// whose colours do not depend on the orientation). Greedy, in id order: each box takes the
// image (by the game's symmetries) that makes the largest per-colour total smallest, then the
// sum of squared totals, then the lowest transform index, so the result is deterministic.
void balance_orientations(Kit& kit);

}  // namespace matchbox::kit
