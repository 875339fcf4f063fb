// SPDX-FileCopyrightText: 2026 The matchbox authors
// SPDX-License-Identifier: GPL-3.0-or-later

// Symmetry soundness: every declared transform commutes with the rules, and
// canonical form is idempotent and constant over an orbit. A wrongly declared symmetry fails
// here.
#include <algorithm>
#include <catch2/catch.hpp>

#include "games/test_games.h"
#include "symmetry/canonical.h"

namespace matchbox::symmetry {
namespace {

using games::Game;
using games::Move;
using games::Position;

void check_transforms(const Game& game, const Position& p) {
  INFO(game.title() << " position " << game.to_string(p));
  const auto moves = game.legal_moves(p);
  for (const games::Transform& t : game.symmetries()) {
    INFO("transform " << t.name);
    const Position tp = game.transform(p, t);
    std::vector<Move> mapped;
    for (const Move& m : moves) mapped.push_back(game.transform(m, t));
    std::sort(mapped.begin(), mapped.end());
    CHECK(game.legal_moves(tp) == mapped);
    CHECK(game.outcome(tp) == game.outcome(p));
    for (const Move& m : moves)
      CHECK(game.apply(tp, game.transform(m, t)) == game.transform(game.apply(p, m), t));
    CHECK(canonical(game, tp).position == canonical(game, p).position);
    if (game.transform_permutes_cells()) {  // As the solver's memo keys take it.
      Position permuted = p;
      for (std::size_t i = 0; i < p.cells.size(); ++i)
        permuted.cells.at(static_cast<std::size_t>(t.image.at(i))) = p.cells[i];
      CHECK(tp == permuted);
    }
  }
  const Canonical c = canonical(game, p);
  CHECK(game.transform(p, game.symmetries()[c.transform]) == c.position);
  CHECK(canonical(game, c.position).position == c.position);
}

TEST_CASE("Declared symmetries commute with the rules", "[symmetry]") {
  for (const auto& game : games::testing::all_test_games()) {
    CHECK(game->symmetries().front().name == "as printed");
    games::testing::TestRng rng(7);
    for (int playout = 0; playout < 100; ++playout) {
      Position p = game->initial_position();
      for (;;) {
        check_transforms(*game, p);
        const auto moves = game->legal_moves(p);
        if (moves.empty()) break;
        p = game->apply(p, moves[rng.below(moves.size())]);
      }
    }
  }
}

TEST_CASE("Equivalent moves: the empty board has 3 classes, the centre its own", "[symmetry]") {
  auto game = games::make_game("tic-tac-toe");
  const auto classes = equivalent_move_classes(*game, game->initial_position());
  REQUIRE(classes.size() == 3);
  CHECK(classes[0].size() == 4);  // Corners 1, 3, 7, 9.
  CHECK(classes[1].size() == 4);  // Edges 2, 4, 6, 8.
  CHECK(classes[2] == std::vector<Move>{Move{{4}}});
  CHECK(stabiliser(*game, game->initial_position()).size() == 8);
}

}  // namespace
}  // namespace matchbox::symmetry
