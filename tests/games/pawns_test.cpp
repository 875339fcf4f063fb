// SPDX-FileCopyrightText: 2026 The matchbox authors
// SPDX-License-Identifier: GPL-3.0-or-later

// Scenario tests for the pawn game (Gardner 1962), boards drawn with Black at the top.
#include "games/pawns.h"

#include <catch2/catch.hpp>

namespace matchbox::games {
namespace {

TEST_CASE("Hexapawn: opening moves and notation", "[games]") {
  Pawns game({});
  const Position start = game.initial_position();
  // B B B
  // . . .
  // W W W   White has three straight steps and no capture.
  const auto moves = game.legal_moves(start);
  REQUIRE(moves.size() == 3);
  CHECK(game.move_notation(start, moves[0]) == "a1-a2");
}

TEST_CASE("Hexapawn: captures are diagonal, straight moves need an empty square", "[games]") {
  Pawns game({});
  // B B B
  // W . .
  // . W W   Black to move: b3xa2 captures; a3 is blocked straight ahead.
  const Position p = game.parse("BBB/W../.WW", Player::kSecond);
  std::vector<std::string> notations;
  for (const Move& m : game.legal_moves(p)) notations.push_back(game.move_notation(p, m));
  CHECK(notations == std::vector<std::string>{"b3xa2", "b3-b2", "c3-c2"});
}

TEST_CASE("Hexapawn: reaching the far row, losing every pawn, or having no move loses", "[games]") {
  Pawns game({});
  // W B .
  // . . .
  // . . W   White reached the far row; Black to move has lost.
  CHECK(game.outcome(game.parse("WB./.../..W", Player::kSecond)) == Outcome::kLoss);
  // . . .
  // . B .
  // W . W   White to move can capture on b2: the game goes on.
  CHECK_FALSE(game.outcome(game.parse(".../.B./W.W", Player::kFirst)).has_value());
  // . . .
  // B . .
  // W . .   White to move is blocked: no legal move, White loses.
  CHECK(game.outcome(game.parse(".../B../W..", Player::kFirst)) == Outcome::kLoss);
  // . . .
  // . . .
  // W . .   Black to move has no pawn left: Black loses.
  CHECK(game.outcome(game.parse(".../.../W..", Player::kSecond)) == Outcome::kLoss);
}

}  // namespace
}  // namespace matchbox::games
