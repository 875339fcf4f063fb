// SPDX-FileCopyrightText: 2026 The matchbox authors
// SPDX-License-Identifier: GPL-3.0-or-later

// Scenario tests for Nim (NIMBLE's game), piles written smallest first.
#include "games/nim.h"

#include <catch2/catch.hpp>

#include "analysis/enumerate.h"

namespace matchbox::games {
namespace {

TEST_CASE("Nim: moves take one or more counters from one pile, piles stay sorted", "[games]") {
  Nim game({});
  const Position start = game.initial_position();
  CHECK(game.to_string(start) == "3-3-3");
  CHECK(game.legal_moves(start).size() == 9);  // 3 piles × 1..3 counters, equal piles apart.
  // Take 2 from the middle pile of 3-3-3: 3-1-3 sorts to 1-3-3.
  const Move take_two{{1, 2}};
  CHECK(game.move_notation(start, take_two) == "2from3");  // Not "2/3", which reads as a fraction.
  CHECK(game.move_place(start, take_two) == "pile 2 of 3 from the left");
  const Position next = game.apply(start, take_two);
  CHECK(game.to_string(next) == "1-3-3");
  CHECK(next.to_move == Player::kSecond);
}

TEST_CASE("Nim: the older k/s spelling is read as kfroms, other text is left alone", "[games]") {
  Nim game({});
  CHECK(game.normalise_notation("2/3") == "2from3");
  CHECK(game.normalise_notation("2from3") == "2from3");
  CHECK(game.normalise_notation("x") == "x");
}

TEST_CASE("Nim: misère, the player who takes the last counter loses", "[games]") {
  Nim misere({});
  // 0-0-1, first player to move: forced to take the last counter and lose.
  const Position last = misere.parse("0-0-1", Player::kFirst);
  REQUIRE(misere.legal_moves(last).size() == 1);
  const Position empty = misere.apply(last, misere.legal_moves(last)[0]);
  CHECK(misere.outcome(empty) == Outcome::kWin);  // The side to move did not take it: wins.
  Nim normal(GameParams{{"play", "normal"}});
  CHECK(normal.outcome(normal.parse("0-0-0", Player::kSecond)) == Outcome::kLoss);
  CHECK_FALSE(normal.outcome(normal.parse("0-0-1", Player::kSecond)).has_value());
}

TEST_CASE("NIMBLE: 18 boxes, one per position with more than one move", "[games][analysis]") {
  Nim game({});
  const auto boxes =
      analysis::enumerate_boxes(game, {spec::Plays::kBoth, spec::SymmetryMode::kPositions,
                                       spec::EquivalentMoves::kSeparate, spec::Forced::kSkip});
  CHECK(boxes.size() == 18);  // 19 non-empty positions of 3-3-3, minus 0-0-1.
  for (const auto& box : boxes) CHECK(game.to_string(box.position) != "0-0-1");
}

TEST_CASE("Nim: bad piles and positions are refused", "[games]") {
  CHECK_THROWS_WITH(Nim(GameParams{{"piles", "3--1"}}), Catch::Contains("piles is 3--1"));
  CHECK_THROWS_WITH(Nim(GameParams{{"piles", "0-3"}}), Catch::Contains("from 1 to 15"));
  CHECK_THROWS_WITH(Nim(GameParams{{"play", "backwards"}}), Catch::Contains("misere|normal"));
  CHECK_THROWS_WITH(Nim(GameParams{{"heaps", "3"}}), Catch::Contains("unknown parameter 'heaps'"));
  Nim game({});
  CHECK_THROWS_WITH(game.parse("3-2-3", Player::kFirst), Catch::Contains("ascending"));
  CHECK_THROWS_WITH(game.parse("3-3", Player::kFirst), Catch::Contains("3 pile sizes"));
  CHECK_THROWS(game.parse("1-2-3", std::nullopt));
}

}  // namespace
}  // namespace matchbox::games
