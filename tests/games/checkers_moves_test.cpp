// SPDX-FileCopyrightText: 2026 The matchbox authors
// SPDX-License-Identifier: GPL-3.0-or-later

// checkers_can_move, the end-of-game test, against the full move generator it stands in for:
// on random boards of every king kind, with and without king captures and compulsory capture.
#include "games/checkers_moves.h"

#include <catch2/catch.hpp>

#include "games/test_games.h"

namespace matchbox::games {
namespace {

using testing::TestRng;

// A random 5×5 board: each dark square empty (half the time) or one of the four pieces.
std::vector<std::int8_t> random_cells(const CheckersBoard& board, TestRng& rng) {
  std::vector<std::int8_t> cells(static_cast<std::size_t>(board.cell_count()));
  for (auto& c : cells)
    c = rng.below(2) == 0 ? kCheckersEmpty : static_cast<std::int8_t>(1 + rng.below(4));
  return cells;
}

TEST_CASE("checkers_can_move is true exactly where checkers_moves finds a move",
          "[games][checkers]") {
  const CheckersBoard board(5, 5);
  TestRng rng(12);
  int stuck = 0, free = 0;
  for (KingKind king : {KingKind::kStandard, KingKind::kFlying, KingKind::kSlide})
    for (bool king_captures : {true, false})
      for (bool compulsory : {true, false}) {
        const CheckersRules rules{king, king_captures, compulsory};
        for (int i = 0; i < 2000; ++i) {
          const auto cells = random_cells(board, rng);
          for (CheckersColour mover : {CheckersColour::kWhite, CheckersColour::kBlack}) {
            const bool moves = !checkers_moves(board, rules, cells, mover).empty();
            INFO("cells " << i << ", king kind " << static_cast<int>(king));
            CHECK(checkers_can_move(board, rules, cells, mover) == moves);
            (moves ? free : stuck)++;
          }
        }
      }
  // Both answers occur, so the comparison covers both.
  CHECK(stuck > 100);
  CHECK(free > 100);
}

TEST_CASE("a side whose only move is a jump can move, one boxed in cannot", "[games][checkers]") {
  //   4×4:  . . . .      then   . . . .
  //         . . b .             . . . .
  //         . b . .             . b . .
  //         w . . .             w . . .
  // The white man on 1 can neither step onto 3 nor jump it while 6 is taken; with 6 empty it
  // jumps (1x6), its only move.
  const CheckersBoard board(4, 4);
  const CheckersRules rules;
  std::vector<std::int8_t> cells(8, kCheckersEmpty);
  cells[0] = kWhiteMan;
  cells[2] = kBlackMan;
  cells[5] = kBlackMan;
  CHECK_FALSE(checkers_can_move(board, rules, cells, CheckersColour::kWhite));
  cells[5] = kCheckersEmpty;
  CHECK(checkers_can_move(board, rules, cells, CheckersColour::kWhite));
  CHECK(checkers_moves(board, rules, cells, CheckersColour::kWhite).size() == 1);
}

}  // namespace
}  // namespace matchbox::games
