// SPDX-FileCopyrightText: 2026 The matchbox authors
// SPDX-License-Identifier: GPL-3.0-or-later

// Learning curves of a physical machine's tournament, from its books (tracker/ledger.h), as the
// original articles drew them. Pure arithmetic over the games in play order; plotted by
// `matchbox track plot`. Index g of every curve is the value after game g + 1.
#pragma once

#include <vector>

#include "tracker/ledger.h"

namespace matchbox::tracker {

// Michie's cumulative score (Michie 1961, and his 1963 figure of MENACE's first tournament):
// +3 for a win, +1 for a draw, -1 for a loss of machine 0 (a resignation is a loss), summed
// over the games so far. Under Michie's rule (every box used gets +3, +1 or -1 beads of the
// drawn colour) it is also the change of beads in the first box, which is used in every game.
std::vector<int> michie_score(const std::vector<GameEntry>& games);

// Gardner's up-and-down walk (Gardner 1962, figure 45, HER's learning curve): one step up for
// each game machine 0 wins, one step down for each game it loses, level for a draw.
std::vector<int> gardner_walk(const std::vector<GameEntry>& games);

// Beads in machine 0's box 1 after each game, less `initial` (the box's initial fill): the
// counted change that Michie's score predicts.
std::vector<int> first_box_change(const std::vector<GameEntry>& games, int initial);

}  // namespace matchbox::tracker
