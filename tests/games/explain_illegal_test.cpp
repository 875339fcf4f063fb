// SPDX-FileCopyrightText: 2026 The matchbox authors
// SPDX-License-Identifier: GPL-3.0-or-later

// Game::explain_illegal: why a typed move is not legal, in the game's own terms. Every registered
// game (and the boards the machine files use) over random playouts, then hand-worked positions.
#include <catch2/catch.hpp>
#include <set>

#include "games/typed_move.h"
#include "test_games.h"

namespace matchbox::games {
namespace {

using testing::all_test_games;
using testing::TestRng;

std::string explain(const Game& game, const Position& p, const std::string& typed) {
  return game.explain_illegal(p, typed);
}

TEST_CASE("Every game explains a move legal elsewhere but not here by the board",
          "[games][explain]") {
  for (const auto& game : all_test_games()) {
    INFO(describe_game(*game));
    // Every notation legal somewhere in a few playouts: the mistakes an operator makes.
    std::vector<std::pair<Position, std::set<std::string>>> seen;
    std::set<std::string> anywhere;
    TestRng rng(7);
    for (int run = 0; run < 20; ++run) {
      Position p = game->initial_position();
      for (int ply = 0; ply < 30 && !game->outcome(p); ++ply) {
        std::set<std::string> here;
        const std::vector<Move> moves = game->legal_moves(p);
        for (const Move& m : moves) here.insert(game->move_notation(p, m));
        anywhere.insert(here.begin(), here.end());
        seen.emplace_back(p, here);
        p = game->apply(p, moves[rng.below(moves.size())]);
      }
    }
    int explained = 0;
    for (const auto& [p, here] : seen) {
      for (const std::string& typed : anywhere) {
        if (here.count(typed) > 0) continue;
        const std::string why = game->explain_illegal(p, typed);
        INFO(game->to_string(p) << " / " << typed << ": " << why);
        // About the board, not the spelling; never the internal position string; never the
        // generic default: every registered game explains in its own terms.
        CHECK_FALSE(why.empty());
        CHECK(why.front() != '\'');
        CHECK(why.find(game->to_string(p)) == std::string::npos);
        ++explained;
      }
      const std::string nonsense = game->explain_illegal(p, "zz");
      CHECK_THAT(nonsense, Catch::StartsWith("'zz' is not a"));
      CHECK(nonsense != game->Game::explain_illegal(p, "zz"));
    }
    CHECK(explained > 0);
  }
}

TEST_CASE("Tic-tac-toe: a taken square", "[games][explain]") {
  const auto game = make_game("tic-tac-toe");
  const Position p = game->apply(game->initial_position(), Move{{0}});
  CHECK(explain(*game, p, "1") == "square 1 is taken by X");
  CHECK_THAT(explain(*game, p, "10"), Catch::StartsWith("'10' is not a square"));
}

TEST_CASE("Pawns: steps, captures, squares and whose pawn", "[games][explain]") {
  const auto game = make_game("pawns");  // Hexapawn: White to move from BBB/.../WWW.
  const Position p = game->initial_position();
  CHECK(explain(*game, p, "b1-b3") ==
        "the pawn on b1 cannot move to b3: a pawn steps one square straight forward, or "
        "captures one square diagonally forward");
  CHECK(explain(*game, p, "a2-a3") == "White (to move) has no pawn on a2");
  CHECK(explain(*game, p, "b1-c2") ==
        "the pawn on b1 cannot move to c2: a pawn moves diagonally only to capture, and c2 is "
        "empty");
  CHECK(explain(*game, p, "b1xb2") == "write it b1-b2: '-' is a step, 'x' a capture");
  CHECK(explain(*game, p, "d1-d2") ==
        "there is no square d1 on this board: files a to c, ranks 1 to 3");
  const Position blocked = game->parse("B.B/.B./WWW", Player::kFirst);
  CHECK(explain(*game, blocked, "b1-b2") ==
        "the pawn on b1 cannot move to b2: b2 is occupied, and a pawn captures only diagonally");
}

TEST_CASE("Checkers: a compulsory capture, a chain, a wrong sign", "[games][explain]") {
  const auto game = make_game("checkers");  // 4×4: 1 = a1, 3 = b2, 6 = c3, 8 = d4.
  const Position p = game->parse("..w..b..", Player::kFirst);
  REQUIRE(game->move_notation(p, game->legal_moves(p).at(0)) == "3x8");
  CHECK(explain(*game, p, "3-5") == "a capture is compulsory: 3x8");
  CHECK(explain(*game, p, "3-8") == "write it 3x8: '-' is a step, 'x' a capture");
  CHECK(explain(*game, p, "1-5") == "White (to move) has no piece on square 1");
  CHECK(explain(*game, p, "9-5") == "there is no square 9: the dark squares are numbered 1 to 8");
}

TEST_CASE("Nim: piles and counters", "[games][explain]") {
  const auto game = make_game("nim");  // NIMBLE's 3-3-3.
  const Position p = game->initial_position();
  CHECK(explain(*game, p, "4from3") == "a pile of 3 has no 4 counters to take");
  CHECK(explain(*game, p, "1from4") ==
        "there is no pile of 4 (the piles hold 3, 3 and 3 counters)");
  CHECK(explain(*game, p, "0from3") == "a move takes at least one counter");
  CHECK_THAT(explain(*game, p, "three"), Catch::StartsWith("'three' is not a Nim move"));
}

TEST_CASE("Go: occupied, ko and suicide", "[games][explain]") {
  const auto game = make_game("go");
  const Position centre = game->apply(game->initial_position(), Move{{4}});
  CHECK(explain(*game, centre, "b2") == "point b2 is occupied by a black stone");
  const Position ko = game->parse(".../.../... ko b2", Player::kFirst);
  CHECK_THAT(explain(*game, ko, "b2"), Catch::StartsWith("point b2 is forbidden by ko"));
  const Position corner = game->parse(".W./W../...", Player::kFirst);
  CHECK(explain(*game, corner, "a3") ==
        "a stone on a3 would leave its group without a liberty (suicide), which the rules "
        "forbid");
}

}  // namespace
}  // namespace matchbox::games
