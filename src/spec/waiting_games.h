// SPDX-FileCopyrightText: 2026 The matchbox authors
// SPDX-License-Identifier: GPL-3.0-or-later

// The waiting file of `track serve` (web/waiting_games.h): visitor games finished while another
// matchbox held the tournament file, kept beside it until the server can book them. Its text is
// a comment line and the games as the items of `events:`, each exactly as the tournament file
// writes that event (spec/tournament_file.h, event_to_yaml), so one reader checks both:
//
//   # matchbox: visitor games waiting to be booked into the tournament beside it (track serve)
//   events:
//     - game:
//         first: opponent
//         moves: [5, 1, 9, 3, 7]
//         ...
//         visitor: true
//         visit: "3f2a..."        # the visit's id: a game already in the tournament is skipped
#pragma once

#include <string>
#include <vector>

#include "spec/tournament.h"

namespace matchbox::spec {

// The waiting file's text for `games` (finished visitor games, in the order they ended).
std::string waiting_games_to_yaml(const std::vector<GameRecord>& games);

// Decodes a waiting file's text (`file` names it in messages). Throws core::Error
// "FILE:LINE:COLUMN: KEY: expected WHAT, found VALUE" for anything malformed, "FILE: not a
// matchbox waiting file ..." without its `events:` line, and "FILE:LINE: ..." for an event that
// is not a finished visitor game with its visit id.
std::vector<GameRecord> parse_waiting_games(const std::string& text, const std::string& file);

}  // namespace matchbox::spec
