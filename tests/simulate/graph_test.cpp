// SPDX-FileCopyrightText: 2026 The matchbox authors
// SPDX-License-Identifier: GPL-3.0-or-later

// The simulator's precomputed game: reachable positions, and where each machine's boxes serve
// them (docs/machine-files.md; README.md, "Solving and simulating").
#include "simulate/graph.h"

#include <catch2/catch.hpp>
#include <set>

#include "core/error.h"
#include "kit/build.h"
#include "kit/test_kits.h"
#include "simulate/rng.h"

namespace matchbox::simulate {
namespace {

const kit::Kit& graph_menace() { return testing::menace_kit(); }
const kit::Kit& graph_her() { return testing::her_kit(); }

TEST_CASE("The tic-tac-toe graph has the 5,478 reachable positions", "[simulate]") {
  const GameGraph g = build_graph(*graph_menace().game);
  CHECK(g.nodes() == 5478);  // docs/machine-files.md.
  CHECK(g.positions.front() == graph_menace().game->initial_position());
  CHECK(g.successor_count(0) == 9);
  int over = 0;
  for (int n = 0; n < g.nodes(); ++n) {
    const bool ended = g.outcome[static_cast<std::size_t>(n)] >= 0;
    over += ended ? 1 : 0;
    CHECK(ended == (g.successor_count(n) == 0));
  }
  CHECK(over == 958);  // Finished boards among the 5,478.
}

TEST_CASE("MENACE's view: every X-to-move position meets one of the 304 boxes", "[simulate]") {
  const GameGraph g = build_graph(*graph_menace().game);
  const MachineView view = view_machine(g, graph_menace());
  std::set<int> boxes;
  int forced = 0;
  for (int n = 0; n < g.nodes(); ++n) {
    const auto un = static_cast<std::size_t>(n);
    const bool mine = g.outcome[un] < 0 && g.to_move[un] == 0;
    CHECK(mine == (view.box[un] != MachineView::kNotMine));
    if (view.box[un] >= 0) boxes.insert(view.box[un]);
    if (view.box[un] == MachineView::kForced) {
      ++forced;
      CHECK(g.successor_count(n) == 1);  // Only ply 9 (one empty square) has no box.
    }
  }
  CHECK(boxes.size() == 304);
  CHECK(forced > 0);
}

TEST_CASE("A rotated board finds its box, and each bead maps back onto the real board",
          "[simulate]") {
  // X in the top-right corner, O in the centre: the box prints it with X top-left (canonical).
  //   . . X
  //   . O .
  //   . . .
  const games::Game& game = *graph_menace().game;
  const games::Position real = game.parse("..X.O....", std::nullopt);
  const kit::BoxFinder finder(graph_menace());
  const auto match = finder.find(real);
  REQUIRE(match);
  const kit::Box& box = graph_menace().boxes[static_cast<std::size_t>(match->box)];
  CHECK(box.ply == 3);
  CHECK(game.transform(real, game.symmetries()[static_cast<std::size_t>(match->transform)]) ==
        box.position);
  for (std::size_t s = 0; s < box.slots.size(); ++s) {
    const games::Move m = finder.real_move(real, *match, static_cast<int>(s));
    const games::Position after = game.apply(real, m);
    // The real move's result is the printed result seen through the same transform.
    CHECK(game.transform(after, game.symmetries()[static_cast<std::size_t>(match->transform)]) ==
          box.slots[s].result);
  }
  CHECK_FALSE(finder.find(game.parse("X........", std::nullopt)));  // O to move: no box.
}

TEST_CASE("HER's view: Gardner's 24 boxes serve every Black position", "[simulate]") {
  const GameGraph g = build_graph(*graph_her().game);
  const MachineView view = view_machine(g, graph_her());
  std::set<int> boxes;
  for (int n = 0; n < g.nodes(); ++n) {
    const auto un = static_cast<std::size_t>(n);
    if (g.outcome[un] >= 0 || g.to_move[un] != 1) continue;
    REQUIRE(view.box[un] >= 0);  // forced: keep, so every Black decision has a box.
    boxes.insert(view.box[un]);
    CHECK(view.slot_succ.size() >=
          static_cast<std::size_t>(view.first_slot[un]) +
              graph_her().boxes[static_cast<std::size_t>(view.box[un])].slots.size());
  }
  CHECK(boxes.size() == 24);
}

TEST_CASE("A kit with a missing box is caught, not played", "[simulate]") {
  // (Not HER: with symmetry: moves the mirror image's box would serve.)
  kit::Kit broken = graph_menace();
  broken.boxes.erase(broken.boxes.begin() + 20);
  const GameGraph g = build_graph(*broken.game);
  CHECK_THROWS_AS(view_machine(g, broken), core::InternalError);
}

TEST_CASE("Optimal moves: perfect keeps the value, strict also the plies", "[simulate]") {
  const GameGraph g = build_graph(*graph_her().game);
  const OptimalMoves perfect = optimal_moves(g, *graph_her().game, Optimal::kOutcome);
  const OptimalMoves strict = optimal_moves(g, *graph_her().game, Optimal::kPlies);
  // Hexapawn's start: every White move loses, so perfect plays any; strict the slowest loss.
  CHECK(perfect.first_opt[1] - perfect.first_opt[0] == 3);
  CHECK(strict.first_opt[1] - strict.first_opt[0] == 1);
  CHECK(g.positions[static_cast<std::size_t>(strict.opt_succ[0])] ==
        graph_her().game->parse("BBB/.W./W.W", games::Player::kSecond));
}

TEST_CASE("Random numbers: the same for a seed on every platform, bounded, unbiased",
          "[simulate]") {
  Rng a(1, 0), b(1, 0), c(1, 1), d(2, 0);
  const std::uint64_t first = a.next();
  CHECK(first == b.next());
  CHECK(first != c.next());
  CHECK(first != d.next());
  CHECK(Rng(42, 7).next() == Rng(42, 7).next());
  Rng r(7, 3);
  std::vector<int> counts(7, 0);
  for (int i = 0; i < 70000; ++i) {
    const std::uint32_t x = r.below(7);
    REQUIRE(x < 7);
    ++counts[x];
  }
  for (int n : counts) CHECK(std::abs(n - 10000) < 500);
  CHECK(r.below(1) == 0);
}

}  // namespace
}  // namespace matchbox::simulate
