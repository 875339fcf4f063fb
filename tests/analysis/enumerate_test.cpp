// SPDX-FileCopyrightText: 2026 The matchbox authors
// SPDX-License-Identifier: GPL-3.0-or-later

// Counting oracles for box enumeration (docs/machine-files.md), each with its convention.
#include "analysis/enumerate.h"

#include <catch2/catch.hpp>
#include <map>

#include "games/registry.h"

namespace matchbox::analysis {
namespace {

using spec::EquivalentMoves;
using spec::Forced;
using spec::Plays;
using spec::SymmetryMode;

std::map<int, int> boxes_per_ply(const std::vector<DecisionPosition>& boxes) {
  std::map<int, int> out;
  for (const auto& b : boxes) ++out[b.ply];
  return out;
}

int slot_count(const std::vector<DecisionPosition>& boxes) {
  int n = 0;
  for (const auto& b : boxes) n += static_cast<int>(b.slots.size());
  return n;
}

TEST_CASE("MENACE: 304 boxes = 1 + 12 + 108 + 183, 1087 slots (Michie 1961)", "[analysis]") {
  auto game = games::make_game("tic-tac-toe");
  // X first, symmetry: positions, merge equivalent moves, no box for a single slot.
  auto boxes = enumerate_boxes(
      *game, {Plays::kFirst, SymmetryMode::kPositions, EquivalentMoves::kMerge, Forced::kSkip});
  CHECK(boxes.size() == 304);
  CHECK(boxes_per_ply(boxes) == std::map<int, int>{{1, 1}, {3, 12}, {5, 108}, {7, 183}});
  CHECK(slot_count(boxes) == 1087);
}

TEST_CASE("Michie's 1963 machine: 287 boxes = 304 less 17 hopeless ones at ply 7", "[analysis]") {
  auto game = games::make_game("tic-tac-toe");
  auto boxes =
      enumerate_boxes(*game, {Plays::kFirst, SymmetryMode::kPositions, EquivalentMoves::kMerge,
                              Forced::kSkip, spec::Hopeless::kResign});
  CHECK(boxes.size() == 287);
  CHECK(boxes_per_ply(boxes) == std::map<int, int>{{1, 1}, {3, 12}, {5, 108}, {7, 166}});
}

TEST_CASE("Hopeless: no win at once, and every move lets the opponent win", "[analysis]") {
  auto game = games::make_game("tic-tac-toe");
  // X O X
  // O O .      X to move: O threatens 6 and 8; X has no line to complete. Hopeless.
  // X . .
  CHECK(hopeless(*game, game->parse("XOXOO.X..", std::nullopt)));
  // X O X
  // O O .      The same with X on 9 instead of 7: X wins at once on 6 (3-6-9).
  // . . X
  CHECK_FALSE(hopeless(*game, game->parse("XOXOO...X", std::nullopt)));
  // X O .
  // . O .      One threat (8) only: X blocks it.
  // X . .
  CHECK_FALSE(hopeless(*game, game->parse("XO..O.X..", std::nullopt)));
  CHECK_FALSE(hopeless(*game, game->initial_position()));
  CHECK_FALSE(hopeless(*game, game->parse("XXXOO....", std::nullopt)));  // Over.
}

TEST_CASE("MENACE keeping the forced last move: 338 boxes", "[analysis]") {
  auto game = games::make_game("tic-tac-toe");
  auto boxes = enumerate_boxes(
      *game, {Plays::kFirst, SymmetryMode::kPositions, EquivalentMoves::kMerge, Forced::kKeep});
  CHECK(boxes.size() == 338);
}

TEST_CASE("MENACE playing second: 289 boxes = 3 + 38 + 153 + 95", "[analysis]") {
  auto game = games::make_game("tic-tac-toe");
  auto boxes = enumerate_boxes(
      *game, {Plays::kSecond, SymmetryMode::kPositions, EquivalentMoves::kMerge, Forced::kSkip});
  CHECK(boxes.size() == 289);
  CHECK(boxes_per_ply(boxes) == std::map<int, int>{{2, 3}, {4, 38}, {6, 153}, {8, 95}});
}

TEST_CASE("HER: 24 / 19 / 37 boxes by symmetry mode (Gardner 1962)", "[analysis]") {
  auto game = games::make_game("pawns", {{"height", "3"}, {"width", "3"}});
  auto her = [&](SymmetryMode mode) {
    return enumerate_boxes(*game, {Plays::kSecond, mode, EquivalentMoves::kMerge, Forced::kKeep});
  };
  auto moves = her(SymmetryMode::kMoves);
  CHECK(boxes_per_ply(moves) == std::map<int, int>{{2, 2}, {4, 11}, {6, 11}});
  CHECK(slot_count(moves) == 55);
  CHECK(boxes_per_ply(her(SymmetryMode::kPositions)) ==
        std::map<int, int>{{2, 2}, {4, 10}, {6, 7}});
  CHECK(boxes_per_ply(her(SymmetryMode::kNone)) == std::map<int, int>{{2, 3}, {4, 20}, {6, 14}});
}

}  // namespace
}  // namespace matchbox::analysis
