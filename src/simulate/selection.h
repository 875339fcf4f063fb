// SPDX-FileCopyrightText: 2026 The matchbox authors
// SPDX-License-Identifier: GPL-3.0-or-later

// How a simulated machine picks a bead from a box (docs/machine-files.md, "Move selection"):
// the machine file's `select` rule, and epsilon by the phase of a training schedule.
#pragma once

#include "simulate/rng.h"
#include "spec/machine_spec.h"

namespace matchbox::simulate {

// Picks one of `count` slots whose bead counts are beads[0 .. count):
// - kDraw: a bead at random, so a slot with probability in proportion to its beads;
// - kGreedy: a slot with the most beads, ties drawn uniformly;
// - kEpsilon: with probability `epsilon` a uniform choice among the slots holding beads,
//   otherwise greedy;
// - kDuplicates: a bead at random among the slots holding two or more, or among all if none does.
// Returns -1 if every slot is empty. Draws only from `rng`, so a seed gives the same picks.
int pick_slot(spec::Select rule, double epsilon, const int* beads, int count, Rng& rng);

// Epsilon for the machine's moves on `side` (0 first, 1 second) in game `game` (0-based) of a
// run of `games`: the phase of the schedule the game falls in (phase k covers the games from
// the sum of the earlier shares times `games`, rounded down), or the selection's own epsilon
// without a schedule.
double epsilon_for(const spec::Selection& select, int game, int games, int side);

}  // namespace matchbox::simulate
