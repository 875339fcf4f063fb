// SPDX-FileCopyrightText: 2026 The matchbox authors
// SPDX-License-Identifier: GPL-3.0-or-later

// The score-row format: one game per row of a CSV file, as the printed score sheet heads its
// table (documents/score_sheet.h), as `track export` writes the games and as `track import`
// reads them back (docs/tournaments.md). Columns are found by their header, in any order,
// case-insensitively:
//   moves (required)  every move of both sides, space-separated
//   first             machine / M or opponent / O (default: the machine's usual side)
//   boxes, beads      the box ids and bead codes written for each box opened, space-separated;
//                     or one column per turn: "box 1", "bead 1", "box 2", ...
//   result            W/D/L or win/draw/loss
//   session, player   the game's session and player tag (spec/game_tags.h), or empty
// Other columns (game, changed, resigned, changes, played, ...) are ignored on reading.
#pragma once

#include <map>
#include <string>
#include <vector>

#include "spec/csv_file.h"

namespace matchbox::spec {

// The header the score sheet prints for typing its rows: "game,first,moves,box 1,bead 1,...,
// result" (`first` only when the machine plays both sides), with `turns` box/bead pairs.
std::string score_sheet_header(bool with_first, int turns);

// The columns `track export` writes, in order (the tags last: older exports lack them).
inline const std::vector<std::string> kScoreExportColumns = {
    "game",     "first",   "moves",  "boxes",   "beads", "result",
    "resigned", "changes", "played", "session", "player"};

// One row's fields as typed, the per-turn columns joined with spaces ("" where absent).
struct ScoreFields {
  std::string first, moves, boxes, beads, result, session, player;
};

// A result column's word: "win", "draw" or "loss" for W/D/L or the word (any case, spaces
// around ignored), "" for an empty cell. Throws core::Error "result 'X': expected W, D or L".
std::string result_word(const std::string& typed);

// Where each column of a header row is.
class ScoreColumns {
 public:
  // Finds the columns of `header` (line of `file`). Throws core::Error "FILE:LINE: no 'moves'
  // column in the header (...)" if there is no moves column.
  ScoreColumns(const CsvRow& header, const std::string& file);
  // The fields of `row`; per-turn columns are joined until the first empty cell.
  ScoreFields fields(const CsvRow& row) const;

 private:
  int moves_ = -1, first_ = -1, boxes_ = -1, beads_ = -1, result_ = -1, session_ = -1, player_ = -1;
  std::map<int, int> box_turn_, bead_turn_;  // Turn number -> column.
};

}  // namespace matchbox::spec
