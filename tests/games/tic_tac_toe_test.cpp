// SPDX-FileCopyrightText: 2026 The matchbox authors
// SPDX-License-Identifier: GPL-3.0-or-later

// Counting oracles for tic-tac-toe (perft-style), each with its convention.
#include "games/tic_tac_toe.h"

#include <catch2/catch.hpp>
#include <set>

#include "symmetry/canonical.h"

namespace matchbox::games {
namespace {

// Complete games: move sequences from the empty board to a finished position.
long count_games(const Game& game, const Position& p) {
  if (game.outcome(p)) return 1;
  long n = 0;
  for (const Move& m : game.legal_moves(p)) n += count_games(game, game.apply(p, m));
  return n;
}

void collect(const Game& game, const Position& p, std::set<Position>& seen) {
  if (!seen.insert(p).second) return;
  for (const Move& m : game.legal_moves(p)) collect(game, game.apply(p, m), seen);
}

TEST_CASE("Tic-tac-toe: 5,478 reachable positions, 765 up to symmetry", "[games]") {
  TicTacToe game;
  std::set<Position> reachable;  // Including the empty board and finished positions.
  collect(game, game.initial_position(), reachable);
  CHECK(reachable.size() == 5478);
  std::set<Position> classes;
  for (const Position& p : reachable) classes.insert(symmetry::canonical(game, p).position);
  CHECK(classes.size() == 765);
}

TEST_CASE("Tic-tac-toe: 255,168 complete games", "[games]") {
  TicTacToe game;
  CHECK(count_games(game, game.initial_position()) == 255168);
}

TEST_CASE("Tic-tac-toe scenarios", "[games]") {
  TicTacToe game;
  // X O X
  // . X O
  // O . X    X has the diagonal: O, to move, has lost.
  const Position won = game.parse("XOX.XOO.X", std::nullopt);
  CHECK(won.to_move == Player::kSecond);
  CHECK(game.outcome(won) == Outcome::kLoss);
  CHECK(game.legal_moves(won).empty());
  // X O X
  // X O O
  // O X X    Full board, no line: a draw.
  CHECK(game.outcome(game.parse("XOXXOOOXX", std::nullopt)) == Outcome::kDraw);
  CHECK(game.move_notation(game.initial_position(), Move{{4}}) == "5");
}

}  // namespace
}  // namespace matchbox::games
