// SPDX-FileCopyrightText: 2026 The matchbox authors
// SPDX-License-Identifier: GPL-3.0-or-later

// Go on small boards: the counting oracles of Tromp and Farnebäck ("Combinatorics of Go",
// 2006), captures, suicide, the simple ko rule, passing and area scoring, each on a board drawn
// in the comment and built from its position string.
#include "games/go.h"

#include <catch2/catch.hpp>

#include "core/error.h"

namespace matchbox::games {
namespace {

Go go(int size, const std::string& komi = "0") {
  return Go({{"size", std::to_string(size)}, {"komi", komi}});
}

// Boards of n×n with every group holding a liberty, counted over all 3^(n²) colourings.
long legal_boards(const Go& game, int n) {
  Position p = game.initial_position();
  long count = 0, total = 1;
  for (int i = 0; i < n * n; ++i) total *= 3;
  for (long code = 0; code < total; ++code) {
    long rest = code;
    for (int c = 0; c < n * n; ++c, rest /= 3) p.cells[static_cast<std::size_t>(c)] = rest % 3;
    count += game.legal_board(p) ? 1 : 0;
  }
  return count;
}

std::vector<std::string> notations(const Go& game, const Position& p) {
  std::vector<std::string> out;
  for (const Move& m : game.legal_moves(p)) out.push_back(game.move_notation(p, m));
  return out;
}

Position play(const Go& game, Position p, const std::string& notation) {
  for (const Move& m : game.legal_moves(p))
    if (game.move_notation(p, m) == notation) return game.apply(p, m);
  FAIL("no legal move " << notation << " in " << game.to_string(p));
  return p;
}

TEST_CASE("Go: 57 legal positions on 2×2 and 12,675 on 3×3 (Tromp and Farnebäck 2006)",
          "[games][go]") {
  CHECK(legal_boards(go(2), 2) == 57);
  CHECK(legal_boards(go(3), 3) == 12675);
}

TEST_CASE("Go: a stone without liberties is captured, suicide is not a move", "[games][go]") {
  const Go game = go(3);
  //  . B .
  //  B W B      Black plays b1: the white stone has no liberty left and is removed.
  //  . . .
  const Position p = game.parse(".B./BWB/...", Player::kFirst);
  CHECK(game.to_string(play(game, p, "b1")) == ".B./B.B/.B.");
  // White to move there has no move but to pass: a stone on any empty point would have no
  // liberty and capture nothing (every black stone keeps a liberty in a corner).
  CHECK(notations(game, game.parse(".B./B.B/.B.", Player::kSecond)) ==
        std::vector<std::string>{"pass"});
  // With b3 gone, the top row and the centre touch empty points; a1 and c1 still do not.
  CHECK(notations(game, game.parse(".../B.B/.B.", Player::kSecond)) ==
        std::vector<std::string>{"a3", "b3", "c3", "b2", "pass"});
}

TEST_CASE("Go: the simple ko rule forbids the immediate recapture, until a move elsewhere",
          "[games][go]") {
  const Go game = go(3);
  //  B . B
  //  . B .      White plays a2 and takes the black stone on a1; the white stone then stands
  //  B W W      alone with a1 as its only liberty, so Black may not retake at once.
  const Position p = game.parse("B.B/.B./BWW", Player::kSecond);
  const Position ko = play(game, p, "a2");
  CHECK(game.to_string(ko) == "B.B/WB./.WW ko a1");
  const auto moves = notations(game, ko);
  CHECK(std::find(moves.begin(), moves.end(), "a1") == moves.end());
  // After Black plays elsewhere and White answers, a1 is open again.
  const Position later = play(game, play(game, ko, "b3"), "pass");
  CHECK(game.to_string(later) == "BBB/WB./.WW pass");
  const auto reopened = notations(game, later);
  CHECK(std::find(reopened.begin(), reopened.end(), "a1") != reopened.end());
  CHECK_FALSE(game.outcome(later).has_value());
  CHECK(game.outcome(play(game, later, "pass")).has_value());  // Two passes in a row.
}

TEST_CASE("Go: two passes end the game, area scoring with komi", "[games][go]") {
  //  . B .
  //  B B B      Black's stones and the four empty points they surround: 9 points to 0.
  //  . B .
  const Position end = go(3).parse(".B./BBB/.B. pass pass", Player::kFirst);
  CHECK(go(3).score_half_points(end) == 18);
  CHECK(go(3).outcome(end) == Outcome::kWin);
  CHECK(go(3, "9").outcome(end) == Outcome::kDraw);
  CHECK(go(3, "9.5").outcome(end) == Outcome::kLoss);
  //  B . W      An empty region touching both colours counts for nobody: 1 point each.
  //  . . .
  //  . . .
  const Position neutral = go(3).parse("B.W/.../... pass pass", Player::kSecond);
  CHECK(go(3).score_half_points(neutral) == 0);
  CHECK(go(3).outcome(neutral) == Outcome::kDraw);
  CHECK(go(3, "0.5").outcome(neutral) == Outcome::kWin);  // White to move, with komi.
}

TEST_CASE("Go: position strings and parameters are checked", "[games][go]") {
  const Go game = go(3);
  CHECK_THROWS_WITH(game.parse("BBB/BBB/BBB", Player::kFirst), Catch::Contains("no liberty"));
  CHECK_THROWS_WITH(game.parse("B../...", Player::kFirst), Catch::Contains("3 rows of 3"));
  CHECK_THROWS_WITH(game.parse(".../.../... ko z9", Player::kFirst), Catch::Contains("ko point"));
  CHECK_THROWS_WITH(game.parse(".../.../...", std::nullopt), Catch::Contains("side to move"));
  CHECK_THROWS_WITH(go(5), Catch::Contains("size is 5, expected an integer from 2 to 4"));
  CHECK_THROWS_WITH(go(3, "0.25"), Catch::Contains("komi is 0.25"));
  CHECK(go(3, "-1.5").params().at("komi") == "-1.5");
  CHECK(go(3, "-0.5").params().at("komi") == "-0.5");
  CHECK(go(3, "7").params().at("komi") == "7");
}

}  // namespace
}  // namespace matchbox::games
