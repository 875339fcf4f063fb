// SPDX-FileCopyrightText: 2026 The matchbox authors
// SPDX-License-Identifier: GPL-3.0-or-later

// A tournament's finished games grouped by session or by player tag (spec/game_tags.h): the
// standings of each day or each kind of player (`track show --by session|player`), and the
// games of each group in play order, which a learning curve (tracker/learning_curve.h) takes
// as they are.
#pragma once

#include <string>
#include <vector>

#include "spec/game_tags.h"
#include "tracker/ledger.h"

namespace matchbox::tracker {

using spec::GameTag;

struct GameGroup {
  std::string name;              // The session name or player tag; "" for untagged games.
  Tally tally;                   // Of machine 0, over the group's games.
  std::vector<GameEntry> games;  // The group's finished games in force, in play order.
};

// The finished games in force of `ledger` (Ledger::games) grouped by their session or player
// tag, as `by` says: one group per name, in the order of each group's first game, untagged
// games in a group named "". Every game is in exactly one group, so the groups' tallies add up
// to Ledger::tally(). Empty if no game is finished.
std::vector<GameGroup> group_games(const Ledger& ledger, GameTag by);

}  // namespace matchbox::tracker
