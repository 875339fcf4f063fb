// SPDX-FileCopyrightText: 2026 The matchbox authors
// SPDX-License-Identifier: GPL-3.0-or-later

// Tic-tac-toe (noughts and crosses), the game of Michie's MENACE (Michie 1961, "Trial and
// error", Science Survey 2; Gardner 1962, Scientific American, March).
//
// Rules: a 3×3 board; X (Player::kFirst) and O take turns placing their mark on an empty cell;
// three in a row, column or diagonal wins; a full board without a line is a draw.
// Cells 0..8 row by row from the top left; codes 0 empty, 1 X, 2 O. A move is a placement,
// path {cell}; its notation is the cell number 1–9 as operators count (docs/notation.md).
// Position string: 9 characters, rows top to bottom, 'X', 'O', '.'; the side to move follows
// from the counts (X moves when the counts are equal).
// Parameters: none. Symmetry: the 8 symmetries of the square (dihedral group D4).
// Counts pinned by tests/games/tic_tac_toe_test.cpp: 5,478 reachable positions (765 up to
// symmetry), 255,168 complete games.
#pragma once

#include "core/translation.h"
#include "games/game.h"

namespace matchbox::games {

class TicTacToe final : public Game {
 public:
  TicTacToe();
  std::string name() const override { return "tic-tac-toe"; }
  std::string title() const override { return core::tr("game", "Tic-tac-toe"); }
  GameParams params() const override { return {}; }
  BoardShape shape() const override;
  Position initial_position() const override;
  std::vector<Move> legal_moves(const Position& p) const override;
  Position apply(const Position& p, const Move& m) const override;
  std::optional<Outcome> outcome(const Position& p) const override;
  int max_plies() const override { return 9; }
  const std::vector<Transform>& symmetries() const override { return symmetries_; }
  std::string to_string(const Position& p) const override;
  Position parse(std::string_view text, std::optional<Player> to_move) const override;
  std::string move_notation(const Position& p, const Move& m) const override;
  std::string cell_name(int cell) const override { return std::to_string(cell + 1); }
  // "square 1 is taken by X", or what a square's name is.
  std::string explain_illegal(const Position& p, std::string_view typed) const override;

 private:
  std::vector<Transform> symmetries_;
};

}  // namespace matchbox::games
