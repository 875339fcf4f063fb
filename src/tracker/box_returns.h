// SPDX-FileCopyrightText: 2026 The matchbox authors
// SPDX-License-Identifier: GPL-3.0-or-later

// After a game, what the operator does at every box opened: the drawn beads wait beside their
// boxes during the game (tracker/reinforcement.h), so each one goes back into its box (its own
// compartment) unless the learning rule confiscates it, and the rule's additions, further
// confiscations and refills follow. Every surface says it in these words: `track play` and
// `track record` in the terminal, the operator page, the festival screen and the visitors' /play.
#pragma once

#include <string>
#include <vector>

#include "tracker/machine.h"
#include "tracker/tournament.h"

namespace matchbox::tracker {

// What to do after the finished game `game`, in the language in force: one line per box opened,
// in the order first opened, machine 0's boxes first, then machine 1's, prefixed by the
// machine's name when `machines` has two. A line lists, joined by "; ":
// - "put back 1 blue (B)": drawn beads that go back into the box;
// - "confiscate 1 blue (B)": drawn beads that stay out of the box (Michie 1961: a loss's bead
//   is not returned);
// - "take 2 blue (B) out of the box": beads of the drawn colour still in the box that the rule
//   confiscates besides the drawn ones (`beads: all`, length-scaled losses);
// - "add 3 blue (B)": new beads of the drawn colour (a win or a draw);
// - "refill with 4 orange (O), 4 blue (B)": the box's initial beads, if the rule left it empty.
// Boxes with two compartments name each bead's compartment ("put back 1 blue (B) in B", "add 3
// blue (B) to A", "confiscate 1 blue (B) from A"). A box found empty (a resignation) says
// "box 7: empty, nothing to put back". Empty only if no box was opened. The counts follow
// game.changes and game.turns: a drawn bead's colour count in the books goes from its count
// before the game to the count after, the drawn beads being out of the box meanwhile.
// Throws core::Error (from the machines) if a turn or a change names a colour its box lacks.
std::vector<std::string> describe_changes(const std::vector<const TrackedMachine*>& machines,
                                          const GameRecord& game);

}  // namespace matchbox::tracker
