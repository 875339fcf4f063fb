// SPDX-FileCopyrightText: 2026 The matchbox authors
// SPDX-License-Identifier: GPL-3.0-or-later

// Position, Move and Player: the values every game, the enumerator and the kit share.
//
// A Position is a board plus the side to move. Cells are indexed 0..n-1 in the order of the
// game's position string (tic-tac-toe and pawn games: rows from the top, left to right;
// checkers: dark squares numbered as docs/notation.md; Nim: one cell per pile holding its
// size). Cell codes are small integers whose meaning each game documents (0 is always "empty"). A
// Move is one whole turn (a jump chain included, docs/machine-files.md) written as a path of cells:
// a placement {cell}; a step or capture {from, to}; a jump chain {from, landing, ...};
// Nim {pile, amount}. Positions and moves are plain values: comparable, hashable, sortable.
#pragma once

#include <compare>
#include <cstddef>
#include <cstdint>
#include <functional>
#include <string>
#include <vector>

namespace matchbox::core {

// The two sides. kFirst moves at ply 1 (X in tic-tac-toe, White in pawn games).
enum class Player : std::uint8_t { kFirst = 0, kSecond = 1 };

constexpr Player opponent(Player p) {
  return p == Player::kFirst ? Player::kSecond : Player::kFirst;
}

// A finished game's result for one side.
enum class Outcome : std::uint8_t { kWin, kDraw, kLoss };

// The result for the other side: win <-> loss, draw stays draw.
constexpr Outcome reverse(Outcome o) {
  return o == Outcome::kWin ? Outcome::kLoss : o == Outcome::kLoss ? Outcome::kWin : Outcome::kDraw;
}

struct Position {
  std::vector<std::int8_t> cells;
  Player to_move = Player::kFirst;

  friend auto operator<=>(const Position&, const Position&) = default;
  friend bool operator==(const Position&, const Position&) = default;
};

struct Move {
  std::vector<std::int8_t> path;

  friend auto operator<=>(const Move&, const Move&) = default;
  friend bool operator==(const Move&, const Move&) = default;
};

struct PositionHash {
  std::size_t operator()(const Position& p) const noexcept {
    std::size_t h = static_cast<std::size_t>(p.to_move) + 0x9e3779b97f4a7c15ULL;
    for (std::int8_t c : p.cells) h = (h ^ static_cast<std::uint8_t>(c)) * 0x100000001b3ULL;
    return h;
  }
};

}  // namespace matchbox::core
