// SPDX-FileCopyrightText: 2026 The matchbox authors
// SPDX-License-Identifier: GPL-3.0-or-later

// Scenario tests for m×n checkers (games/checkers.h). Boards are drawn with Black at the top
// and the dark squares numbered as docs/machine-files.md:
//
//   4×4:  . 7 . 8        5×5:  11 . 12 . 13
//         5 . 6 .               . 9 . 10 .
//         . 3 . 4               6 . 7 . 8
//         1 . 2 .               . 4 . 5 .
//                               1 . 2 . 3
//
// Position strings list the squares in that order ('w' 'b' men, 'W' 'B' kings, '.' empty).
#include "games/checkers.h"

#include <catch2/catch.hpp>

#include "analysis/enumerate.h"
#include "core/error.h"

namespace matchbox::games {
namespace {

using Catch::Matchers::Contains;

const GameParams kMini = {{"king", "slide"}, {"king_captures", "off"}, {"both_kings_draw", "on"}};
const GameParams kFive = {{"width", "5"}, {"height", "5"}, {"first", "black"}};

GameParams with(GameParams params, const std::string& key, const std::string& value) {
  params[key] = value;
  return params;
}

std::vector<std::string> notations(const Game& game, const Position& p) {
  std::vector<std::string> out;
  for (const Move& m : game.legal_moves(p)) out.push_back(game.move_notation(p, m));
  return out;
}

std::string error_of(const GameParams& params) {
  try {
    Checkers game(params);
  } catch (const core::Error& e) {
    return e.what();
  }
  return "";
}

TEST_CASE("Checkers: 4×4 start, numbering, notation and board shape", "[checkers]") {
  Checkers game({});
  const Position start = game.initial_position();
  // . b . b
  // . . . .
  // . . . .
  // w . w .   White (first) to move: 1-3, 2-3, 2-4.
  CHECK(game.to_string(start) == "ww....bb");
  CHECK(start.to_move == Player::kFirst);
  CHECK(notations(game, start) == std::vector<std::string>{"1-3", "2-3", "2-4"});
  const BoardShape shape = game.shape();
  CHECK(shape.kind == BoardShape::Kind::kCheckers);
  CHECK(shape.cell_row == std::vector<int>{3, 3, 2, 2, 1, 1, 0, 0});  // Row 0 = Black's side.
  CHECK(shape.cell_col == std::vector<int>{0, 2, 1, 3, 0, 2, 1, 3});
  CHECK(game.symmetries().size() == 1);  // No mirror keeps the dark squares on 4×4.
  CHECK(game.params().at("men") == "2");
  CHECK_THROWS_WITH(game.parse("ww....bb", std::nullopt), Contains("side to move"));
  CHECK_THROWS_WITH(game.parse("ww...bb", Player::kFirst), Contains("expected 8 characters"));
  CHECK_THROWS_WITH(game.parse("ww..x.bb", Player::kFirst), Contains("'x'"));
}

TEST_CASE("Checkers: capture is compulsory unless capture: optional", "[checkers]") {
  // . . . b
  // . . . .
  // . b . .
  // w . w .   White to move: both men can jump b2; the step 2-4 is not legal.
  const std::string board = "wwb....b";
  Checkers game({});
  const Position p = game.parse(board, Player::kFirst);
  CHECK(notations(game, p) == std::vector<std::string>{"1x6", "2x5"});
  CHECK(game.to_string(game.apply(p, game.legal_moves(p)[0])) == ".w...w.b");
  Checkers optional(GameParams{{"capture", "optional"}});
  CHECK(notations(optional, optional.parse(board, Player::kFirst)) ==
        std::vector<std::string>{"1x6", "2-4", "2x5"});
}

TEST_CASE("Checkers: a jump chain is one move, a crowned man's move ends", "[checkers]") {
  Checkers game(kFive);
  // . . . . .
  // . b . b .
  // . . . . .
  // . b . . .
  // w . . . .   White to move: a1 jumps b2, then d4 or b4; each chain crowns on row 5.
  const Position p = game.parse("w..b....bb...", Player::kSecond);
  CHECK(notations(game, p) == std::vector<std::string>{"1x7x11", "1x7x13"});
  CHECK(game.to_string(game.apply(p, game.legal_moves(p)[1])) == "........b...W");
  // . . . . .
  // . b . b .
  // w . . . .   White man on a3 jumps b4 and is crowned on c5; as a king it could jump d4
  // . . . . .   next, but crowning ends the move. A king on a3 goes on: 6x12x8.
  // . . . . .
  CHECK(notations(game, game.parse(".....w..bb...", Player::kSecond)) ==
        std::vector<std::string>{"6x12"});
  CHECK(notations(game, game.parse(".....W..bb...", Player::kSecond)) ==
        std::vector<std::string>{"6x12x8"});
}

TEST_CASE("Checkers: kings slide, step or fly", "[checkers]") {
  // . b . .
  // . . . .
  // . . . .
  // W . . .   White's king on a1 and an open diagonal to d4.
  const std::string open = "W.....b.";
  auto moves = [&](const GameParams& params) {
    Checkers game(params);
    return notations(game, game.parse(open, Player::kFirst));
  };
  CHECK(moves(kMini) == std::vector<std::string>{"1-8"});  // Slides to the furthest square.
  CHECK(moves(with(kMini, "king", "standard")) == std::vector<std::string>{"1-3"});
  CHECK(moves(with(kMini, "king", "flying")) == std::vector<std::string>{"1-3", "1-6", "1-8"});
  // . b . .
  // . . b .
  // . . . .
  // W . . .   The slide stops before the first piece in its way.
  Checkers mini(kMini);
  CHECK(notations(mini, mini.parse("W....bb.", Player::kFirst)) == std::vector<std::string>{"1-3"});
}

TEST_CASE("Checkers: kings capture only with king_captures on", "[checkers]") {
  // . b . .
  // . . . .
  // . b . w
  // W . . .   Off: the king is blocked and the man steps 4-6. On: the king's short jump
  //           1x6 is compulsory (it lands just beyond, it does not slide on to 8).
  const std::string board = "W.bw..b.";
  Checkers off(kMini);
  CHECK(notations(off, off.parse(board, Player::kFirst)) == std::vector<std::string>{"4-6"});
  Checkers on(with(kMini, "king_captures", "on"));
  CHECK(notations(on, on.parse(board, Player::kFirst)) == std::vector<std::string>{"1x6"});
  // Kings can be captured: Black's man on c3 jumps White's king on b2, lands on a1 and is
  // crowned (the capture is compulsory, so 6-4 is not legal).
  CHECK(notations(off, off.parse("..W..b..", Player::kSecond)) == std::vector<std::string>{"6x1"});
}

TEST_CASE("Checkers: both kings draw, no move loses", "[checkers]") {
  // . . . .
  // . . B .
  // . . . .
  // W . . .   Both sides have a king: with both_kings_draw the game is over, drawn.
  Checkers mini(kMini);
  const Position kings = mini.parse("W....B..", Player::kFirst);
  CHECK(mini.outcome(kings) == Outcome::kDraw);
  CHECK(mini.legal_moves(kings).empty());
  Checkers standard({});
  CHECK_FALSE(standard.outcome(standard.parse("W....B..", Player::kFirst)).has_value());
  CHECK(standard.positions_repeat());
  CHECK_FALSE(mini.positions_repeat());
  CHECK(mini.max_plies() == 25);
  // . . . .
  // . . b .
  // . b . .
  // w . . .   White's only man is blocked (nothing to jump to): White cannot move and loses.
  CHECK(mini.outcome(mini.parse("w.b..b..", Player::kFirst)) == Outcome::kLoss);
  // No pieces left: the side to move loses.
  CHECK(mini.outcome(mini.parse("......b.", Player::kFirst)) == Outcome::kLoss);
  CHECK_FALSE(mini.outcome(mini.parse("......b.", Player::kSecond)).has_value());
}

TEST_CASE("Checkers: 5×5 start and its left-right mirror", "[checkers]") {
  Checkers game(kFive);
  // b . b . b
  // . . . . .
  // . . . . .   Black moves first (Player::kFirst).
  // . . . . .
  // w . w . w
  const Position start = game.initial_position();
  CHECK(game.to_string(start) == "www.......bbb");
  CHECK(notations(game, start) == std::vector<std::string>{"11-9", "12-9", "12-10", "13-10"});
  REQUIRE(game.symmetries().size() == 2);
  CHECK(game.symmetries()[1].name == "mirror left-right");
  CHECK(game.symmetries()[1].image[0] == 2);  // a1 <-> e1.
  // 5 wide, 4 high: White's back row has 3 dark squares, Black's 2; two men each sit on
  // a1 c1, so the mirror does not keep the start.
  Checkers uneven(GameParams{{"width", "5"}, {"height", "4"}});
  CHECK(uneven.params().at("men") == "2");
  CHECK(uneven.symmetries().size() == 1);
}

TEST_CASE("Checkers: bad parameters are refused with a clear message", "[checkers]") {
  CHECK_THAT(error_of({{"kings", "slide"}}), Contains("unknown parameter 'kings'"));
  CHECK_THAT(error_of({{"men", "3"}}), Contains("a board too small for its men"));
  CHECK_THAT(error_of({{"width", "8"}, {"height", "8"}, {"men", "13"}}), Contains("at most 12"));
  CHECK(error_of({{"width", "8"}, {"height", "8"}, {"men", "12"}}).empty());
  CHECK_THAT(error_of({{"king", "queen"}}),
             Contains("king is queen") && Contains("standard|flying|slide"));
  CHECK_THAT(error_of({{"first", "red"}}), Contains("first is red"));
  CHECK_THAT(error_of({{"both_kings_draw", "maybe"}}), Contains("on or off"));
}

std::map<int, int> boxes_per_ply(const std::vector<analysis::DecisionPosition>& boxes) {
  std::map<int, int> out;
  for (const auto& b : boxes) ++out[b.ply];
  return out;
}

TEST_CASE("Mini-checkers machine: 24 boxes, 22 with kings capturing (fouryears 2012)",
          "[checkers]") {
  // The machine plays Black, second; every position its own box; no box for a single move.
  const analysis::BoxRules rules{spec::Plays::kSecond, spec::SymmetryMode::kNone,
                                 spec::EquivalentMoves::kMerge, spec::Forced::kSkip};
  const auto boxes = analysis::enumerate_boxes(Checkers(kMini), rules);
  CHECK(boxes.size() == 24);
  CHECK(boxes_per_ply(boxes) == std::map<int, int>{{2, 3}, {4, 4}, {6, 6}, {8, 9}, {10, 2}});
  const auto capturing =
      analysis::enumerate_boxes(Checkers(with(kMini, "king_captures", "on")), rules);
  CHECK(capturing.size() == 22);
  CHECK(boxes_per_ply(capturing) == std::map<int, int>{{2, 3}, {4, 4}, {6, 5}, {8, 9}, {10, 1}});
}

TEST_CASE("checkers5 machine: 1949 boxes up to the mirror", "[checkers]") {
  // White, second; mirror images share a box; both kings draw (games/checkers5.yaml).
  const analysis::BoxRules rules{spec::Plays::kSecond, spec::SymmetryMode::kPositions,
                                 spec::EquivalentMoves::kMerge, spec::Forced::kSkip};
  const auto boxes =
      analysis::enumerate_boxes(Checkers(with(kFive, "both_kings_draw", "on")), rules);
  CHECK(boxes.size() == 1949);
  std::size_t widest = 0;
  for (const auto& b : boxes) widest = std::max(widest, b.slots.size());
  CHECK(widest == 7);  // Fits a 9-colour palette.
}

}  // namespace
}  // namespace matchbox::games
