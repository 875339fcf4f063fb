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

// The side machine 0 plays given who moved first. Throws core::Error for a word that is not
// machine/opponent, or a side the machine does not play.
core::Player machine_side_for(const tracker::TrackedMachine& machine, const std::string& first);

// The side machine 0 plays given who moved first (as machine_side_for), checking that a second
// machine, if any, plays the other side. Throws core::Error otherwise.
core::Player seated_side(const TrackSession& session, const std::string& first);

// The game a row describes, replayed against the tracked contents (not yet booked). Throws
// core::Error naming the move or turn at fault.
tracker::GameRecord scored_game(const TrackSession& session, const ScoreRow& row);

// Books a finished game: applies the learning rules, stamps it and appends it to the
// tournament in memory (the caller saves).
void record_game(TrackSession& session, tracker::GameRecord game);

// Throws core::Error if the tournament has a game in play.
void check_no_game_in_play(const TrackSession& session);

}  // namespace matchbox::cli
