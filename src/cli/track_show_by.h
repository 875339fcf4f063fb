// SPDX-FileCopyrightText: 2026 The matchbox authors
// SPDX-License-Identifier: GPL-3.0-or-later

// `matchbox track show FILE --by session|player`: the standings of each session or player tag
// (tracker/game_groups.h), as a table or as YAML.
#pragma once

#include <iosfwd>

#include "cli/track_session.h"
#include "tracker/game_groups.h"

namespace matchbox::cli {

// One row per group in the order of its first game: games, won, drawn, lost, resigned (of
// them by resigning), name; untagged games as "(none)". Says so when no game is finished.
void print_groups_text(std::ostream& out, const TrackSession& session, tracker::GameTag by);

// The YAML form, for scripts: machine, title, by (session | player), games, and groups, each
// {session: NAME (or player: NAME; null for untagged games), games, tally: {win, draw, loss},
// resignations}.
void print_groups_yaml(std::ostream& out, const TrackSession& session, tracker::GameTag by);

}  // namespace matchbox::cli
