// SPDX-FileCopyrightText: 2026 The matchbox authors
// SPDX-License-Identifier: GPL-3.0-or-later

// The openings plot: how the beads of box 1 split among its moves, game by game, the figure
// Michie (1961) drew of MENACE's first box as the corner opening took over. `simulate --style
// openings` draws the mean over runs, `track plot --style openings` (and the festival screen)
// one tournament.
#pragma once

#include <vector>

#include "kit/kit.h"
#include "render/plot.h"

namespace matchbox::documents {

// Adds to `plot` one series per move of `kit`'s box 1, labelled by its notation ("move 5"),
// `shares[m][i]` the share of the box's beads on move m at plot.x[i]; sets the y axis (a share,
// 0 to 100 %) and adds each move's bead colour to the note ("Beads: 1 black, 2 orange, ...").
// Precondition: shares has one row per move of box 1, each as long as plot.x.
void add_opening_series(render::Plot& plot, const kit::Kit& kit,
                        const std::vector<std::vector<double>>& shares);

// Shares of each move (rows) at each point (columns) from beads by point (rows) and move
// (columns); a point with no bead at all gives 0 for every move.
std::vector<std::vector<double>> bead_shares(const std::vector<std::vector<int>>& beads);

}  // namespace matchbox::documents
