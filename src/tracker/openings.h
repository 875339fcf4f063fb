// SPDX-FileCopyrightText: 2026 The matchbox authors
// SPDX-License-Identifier: GPL-3.0-or-later

// How a tournament's machine 0 came to open: the beads of each move of its box 1 after every
// game, as Michie (1961) followed MENACE's first box (the corner opening taking over), from the
// events in force (games' recorded bead changes and counted adjusts; taken-back events left
// out). Plotted by `matchbox track plot --style openings` and the festival screen.
#pragma once

#include <vector>

#include "tracker/session.h"

namespace matchbox::tracker {

// Entry g: box 1's beads on each of its moves (both compartments added), before any game for
// g = 0, else after the g-th finished game in force (ledger().games()[g - 1]). Decodes every
// event of the file (proportional to its length). Throws core::Error naming the file if an
// event cannot be decoded.
std::vector<std::vector<int>> opening_beads(const TrackSession& session);

}  // namespace matchbox::tracker
