// SPDX-FileCopyrightText: 2026 The matchbox authors
// SPDX-License-Identifier: GPL-3.0-or-later

// The pawn game on an R×C board: hexapawn (3×3, Gardner 1962, Scientific American, March,
// "How to build a game-learning machine and then teach it to play and to win"), octapawn (4×4)
// and 3×n boards ("extendapawn"), all on one engine.
//
// Rules (Gardner 1962): each side starts with a full row of pawns on its home row, White
// (Player::kFirst) at the bottom, Black at the top; White moves first. A pawn moves one square
// straight forward onto an empty square, or one square diagonally forward onto an enemy pawn,
// capturing it. A side wins by reaching the far row, by capturing every enemy pawn, or when
// the opponent has no legal move. There are no draws.
// Cells row by row from the top (row 0 is Black's home row), left to right; codes 0 empty,
// 1 White pawn, 2 Black pawn. A move is path {from, to}. Notation is algebraic (docs/notation.md):
// files a, b, … from White's left, ranks 1, 2, … from White's side: "a1-a2", "b2xc3".
// Position string: rows top to bottom joined by '/', 'W', 'B', '.' (hexapawn start
// "BBB/.../WWW"); the side to move is not part of it.
// Parameters: height (ranks, default 3, 3..8), width (files, default 3, 2..8). Symmetry: the
// left-right mirror. Counts pinned by tests: HER's boxes 24 / 19 / 37 (docs/machine-files.md,
// tests/analysis/).
#pragma once

#include "games/game.h"

namespace matchbox::games {

class Pawns final : public Game {
 public:
  // Throws core::Error if height or width are out of range or an unknown key is given.
  explicit Pawns(const GameParams& params);
  std::string name() const override { return "pawns"; }
  std::string title() const override;
  GameParams params() const override {
    return {{"height", std::to_string(rows_)}, {"width", std::to_string(cols_)}};
  }
  BoardShape shape() const override;
  Position initial_position() const override;
  std::vector<Move> legal_moves(const Position& p) const override;
  Position apply(const Position& p, const Move& m) const override;
  std::optional<Outcome> outcome(const Position& p) const override;
  int max_plies() const override { return 2 * cols_ * (rows_ - 1) + 1; }
  const std::vector<Transform>& symmetries() const override { return symmetries_; }
  std::string to_string(const Position& p) const override;
  Position parse(std::string_view text, std::optional<Player> to_move) const override;
  std::string move_notation(const Position& p, const Move& m) const override;
  std::string cell_name(int cell) const override { return square_name(cell); }
  // "the pawn on b1 cannot move to b3: a pawn steps one square straight forward, or captures
  // one square diagonally forward", "White (to move) has no pawn on a2", ... (Gardner 1962).
  std::string explain_illegal(const Position& p, std::string_view typed) const override;

 private:
  std::vector<Move> moves_ignoring_outcome(const Position& p) const;
  // True if the side that made the last move has a pawn on its far row (it has won).
  bool reached_far_row(const Position& p) const;
  // Calls visit(from, to) for every move of p.to_move, ignoring the end of the game, until it
  // returns false; returns true if it did (so a visit that returns false asks "any move?").
  template <typename Visit>
  bool visit_moves(const Position& p, Visit&& visit) const;
  std::string square_name(int cell) const;

  int rows_;
  int cols_;
  std::vector<Transform> symmetries_;
};

}  // namespace matchbox::games
