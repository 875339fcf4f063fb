// SPDX-FileCopyrightText: 2026 The matchbox authors
// SPDX-License-Identifier: GPL-3.0-or-later

// The score-row format (spec/score_rows.h): the header the score sheet prints and the columns
// `track export` writes are both read back by `track import`'s column finder.
#include "spec/score_rows.h"

#include <catch2/catch.hpp>

#include "core/error.h"
#include "spec/csv_file.h"

namespace matchbox::spec {

TEST_CASE("The score sheet's header reads back, per-turn columns joined in turn order",
          "[spec][score]") {
  const std::string header = score_sheet_header(true, 3);
  CHECK(header == "game,first,moves,box 1,bead 1,box 2,bead 2,box 3,bead 3,result");
  CHECK(score_sheet_header(false, 1) == "game,moves,box 1,bead 1,result");
  const std::vector<CsvRow> rows = parse_csv(header + "\n1,O,5 1 9 3,1,Y,10,K,,,D\n", "games.csv");
  const ScoreColumns columns(rows.at(0), "games.csv");
  const ScoreFields f = columns.fields(rows.at(1));
  CHECK(f.first == "O");
  CHECK(f.moves == "5 1 9 3");
  CHECK(f.boxes == "1 10");  // The empty third turn ends the list.
  CHECK(f.beads == "y k");
  CHECK(f.result == "D");
}

TEST_CASE("The columns track export writes read back, in any order and case", "[spec][score]") {
  std::string header;
  for (const std::string& c : kScoreExportColumns) header += (header.empty() ? "" : ",") + c;
  const std::vector<CsvRow> rows = parse_csv(
      header + "\n1,machine,5 1,1 10,Y K,win,no,,2026-11-27T00:00:00Z,Sunday,child\n", "out.csv");
  const ScoreFields f = ScoreColumns(rows.at(0), "out.csv").fields(rows.at(1));
  CHECK(f.first == "machine");
  CHECK(f.boxes == "1 10");
  CHECK(f.beads == "Y K");
  CHECK(f.result == "win");
  CHECK(f.session == "Sunday");
  CHECK(f.player == "child");
  const std::vector<CsvRow> shuffled = parse_csv("Result,MOVES\nL,1 2\n", "x.csv");
  CHECK(ScoreColumns(shuffled.at(0), "x.csv").fields(shuffled.at(1)).moves == "1 2");
  CHECK(ScoreColumns(shuffled.at(0), "x.csv").fields(shuffled.at(1)).session.empty());
  const std::vector<CsvRow> none = parse_csv("game,result\n1,W\n", "bad.csv");
  CHECK_THROWS_WITH(ScoreColumns(none.at(0), "bad.csv"),
                    "bad.csv:1: no 'moves' column in the header (expected columns such as: "
                    "game, first, moves, boxes, beads, result)");
}

TEST_CASE("A result is W, D or L, or the word, in any case", "[spec][score]") {
  CHECK(result_word(" w ") == "win");
  CHECK(result_word("Draw") == "draw");
  CHECK(result_word("L") == "loss");
  CHECK(result_word("") == "");
  CHECK_THROWS_WITH(result_word("won"), "result 'won': expected W, D or L");
}

}  // namespace matchbox::spec
