// SPDX-FileCopyrightText: 2026 The matchbox authors
// SPDX-License-Identifier: GPL-3.0-or-later

// Recording finished games from score-sheet rows, shared by `track record` and `track import`.
#pragma once

#include <string>

#include "cli/track_session.h"

namespace matchbox::cli {

// One score-sheet row as typed: who moved first ("machine"/"M", "opponent"/"O", or "" for the
// machine's usual side), every move of both sides space-separated, and the boxes and beads
// written for each box opened (space-separated; "" when not given).
struct ScoreRow {
  std::string first;
  std::string moves;
  std::string boxes;
  std::string beads;
};

using tracker::machine_side_for;
using tracker::seated_side;

// The game a row describes, replayed against the tracked contents (not yet booked). Throws
// core::Error naming the move or turn at fault.
tracker::GameRecord scored_game(const TrackSession& session, const ScoreRow& row);

// Throws core::Error if the tournament has a game in play.
void check_no_game_in_play(const TrackSession& session);

}  // namespace matchbox::cli
