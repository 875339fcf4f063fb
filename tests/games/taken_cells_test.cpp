// SPDX-FileCopyrightText: 2026 The matchbox authors
// SPDX-License-Identifier: GPL-3.0-or-later

// The pieces a move takes off the board (games::taken_cells), read from the rules by counting:
// in random playouts of every game, the pieces after a move are the pieces before, plus the one
// a placement adds, less those taken; and the tracker says so in words (tracker/move_words.h).
#include <catch2/catch.hpp>

#include "games/test_games.h"
#include "tracker/move_words.h"

namespace matchbox::games::testing {
namespace {

// The pieces on the board (Nim's piles hold counters, not pieces: 0).
int pieces(const Game& game, const Position& p) {
  if (game.shape().kind == BoardShape::Kind::kPiles) return 0;
  int n = 0;
  for (std::size_t c = 0; c < game.shape().cell_row.size(); ++c) n += p.cells[c] != 0;
  return n;
}

TEST_CASE("A move's taken pieces are the pieces the board loses, in every game", "[games]") {
  for (const auto& game : all_test_games()) {
    INFO(describe_game(*game));
    TestRng rng(11);
    int taken_somewhere = 0;
    for (int playout = 0; playout < 40; ++playout) {
      Position p = game->initial_position();
      for (int ply = 0; ply < game->max_plies() && !game->outcome(p); ++ply) {
        const std::vector<Move> moves = game->legal_moves(p);
        const Move& m = moves[rng.below(moves.size())];
        const Position after = game->apply(p, m);
        const bool placement = game->shape().kind != BoardShape::Kind::kPiles &&
                               m.path.size() == 1 &&
                               static_cast<std::size_t>(m.path[0]) < game->shape().cell_row.size();
        const auto taken = static_cast<int>(taken_cells(*game, p, m).size());
        CHECK(pieces(*game, after) == pieces(*game, p) + (placement ? 1 : 0) - taken);
        const std::string words = tracker::taken_words(*game, p, game->move_notation(p, m));
        CHECK(words.empty() == (taken == 0));
        taken_somewhere += taken;
        p = after;
      }
    }
    // Every game but tic-tac-toe and Nim takes pieces in some playout.
    const auto kind = game->shape().kind;
    CHECK((taken_somewhere > 0) ==
          (kind != BoardShape::Kind::kGrid && kind != BoardShape::Kind::kPiles));
  }
}

}  // namespace
}  // namespace matchbox::games::testing
