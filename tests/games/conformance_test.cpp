// SPDX-FileCopyrightText: 2026 The matchbox authors
// SPDX-License-Identifier: GPL-3.0-or-later

// The random-playout conformance test every registered game must pass (after OpenSpiel's
// basic tests): the contracts written in games/game.h, checked along seeded random games.
#include <algorithm>
#include <catch2/catch.hpp>

#include "games/test_games.h"

namespace matchbox::games {
namespace {

void check_position(const Game& game, const Position& p) {
  const std::vector<Move> moves = game.legal_moves(p);
  INFO(game.title() << " position " << game.to_string(p));
  CHECK(moves.empty() == game.outcome(p).has_value());
  CHECK(std::is_sorted(moves.begin(), moves.end()));
  CHECK(std::adjacent_find(moves.begin(), moves.end()) == moves.end());
  CHECK(game.parse(game.to_string(p), p.to_move) == p);
  for (const Move& m : moves) {
    const Position before = p;
    const Position next = game.apply(p, m);
    CHECK(p == before);  // apply never mutates its input.
    CHECK(next.to_move == core::opponent(p.to_move));
    CHECK_FALSE(game.move_notation(p, m).empty());
  }
}

TEST_CASE("Every game keeps the Game contract along random playouts", "[games][conformance]") {
  for (const auto& game : testing::all_test_games()) {
    testing::TestRng rng(20261122);
    for (int playout = 0; playout < 200; ++playout) {
      Position p = game->initial_position();
      int plies = 0;
      while (!game->outcome(p)) {
        check_position(*game, p);
        const auto moves = game->legal_moves(p);
        p = game->apply(p, moves[rng.below(moves.size())]);
        ++plies;
        if (game->positions_repeat() && plies == game->max_plies()) break;  // Adjudicated.
        REQUIRE(plies <= game->max_plies());
      }
      check_position(*game, p);
    }
  }
}

TEST_CASE("Position strings reject malformed text", "[games]") {
  auto ttt = make_game("tic-tac-toe");
  CHECK_THROWS_WITH(ttt->parse("XX.......", std::nullopt), Catch::Contains("one more"));
  CHECK_THROWS_WITH(ttt->parse("X..", std::nullopt), Catch::Contains("expected 9 characters"));
  CHECK_THROWS_WITH(ttt->parse("X.......Q", std::nullopt), Catch::Contains("'Q'"));
  CHECK_THROWS_WITH(ttt->parse("X........", Player::kFirst), Catch::Contains("O is to move"));
  auto hexapawn = make_game("pawns");
  CHECK_THROWS(hexapawn->parse("BBB/.../WWW", std::nullopt));
  CHECK_THROWS(hexapawn->parse("BBB/..../WW", Player::kFirst));
  CHECK(hexapawn->to_string(hexapawn->initial_position()) == "BBB/.../WWW");
}

TEST_CASE("Unknown games and bad parameters are refused", "[games]") {
  CHECK_THROWS_WITH(make_game("chess"), Catch::Contains("tic-tac-toe") && Catch::Contains("pawns"));
  CHECK_THROWS_WITH(make_game("pawns", {{"height", "2"}}), Catch::Contains("height is 2"));
  CHECK_THROWS_WITH(make_game("pawns", {{"files", "4"}}), Catch::Contains("unknown parameter"));
  CHECK_THROWS_WITH(make_game("tic-tac-toe", {{"size", "4"}}), Catch::Contains("expected none"));
}

}  // namespace
}  // namespace matchbox::games
