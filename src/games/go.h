// SPDX-FileCopyrightText: 2026 The matchbox authors
// SPDX-License-Identifier: GPL-3.0-or-later

// Go on a small board, the game of Gardner's suggested 3×3 go machine (Gardner 1962: a matchbox
// machine for go "on the intersections of a 2×2 checkerboard"; Jay Eliasberg of the American Go
// Association: the first player has a sure win if he plays on the center point).
//
// Rules (Chinese-style area scoring, as for small-board go in Tromp and Farnebäck 2006):
// - Black (Player::kFirst) and White take turns placing a stone on an empty intersection, or
//   passing. A group (stones of one colour joined along the lines) with no empty neighbour
//   (liberty) is captured and removed. Enemy groups are removed first; a move that would leave
//   its own group without a liberty is suicide and not allowed.
// - Ko, the simple (basic) ko rule: a stone that has just captured exactly one stone, and
//   stands alone with that captured point as its only liberty, may not be recaptured at once.
//   The rule needs only the last move, so it is part of the position (the forbidden point),
//   and every box and the solver see it; a situational or positional superko would need the
//   whole history, which no matchbox box can hold. Longer repetitions (rare on 3×3) are ended
//   by the referee's ply limit: a game still running after `ply_limit` plies is a draw.
// - The game ends when both sides pass in a row. Score: a side's stones plus the empty regions
//   that touch only its stones; White adds `komi`. More points wins; equal points is a draw.
// Cells 0..n²-1 are the intersections row by row from the top left (0 empty, 1 Black, 2 White);
// cell n² holds the forbidden ko point + 1 (0: none) and cell n²+1 the passes in a row (0-2).
// A move is a placement {cell} or the pass {n²}. Notation: files a, b, c … from the left and
// ranks 1, 2, 3 … from the bottom ("b2" is the centre of 3×3), and "pass". Position string:
// rows top to bottom joined by '/', 'B', 'W', '.', then " ko b3" while a point is forbidden and
// " pass" per pass in a row ("B../.W./... pass").
// Parameters: size (2..4, default 3), komi (points added to White's score, a multiple of 0.5
// from -20 to 20, default 0), ply_limit (default 4 × size², at least size²).
// Symmetry: the 8 symmetries of the square (the ko point turns with the board).
// Counts pinned by tests/games/go_test.cpp: 57 legal positions on 2×2 and 12,675 on 3×3 (Tromp
// and Farnebäck, "Combinatorics of Go", 2006).
#pragma once

#include <array>

#include "games/game.h"

namespace matchbox::games {

class Go final : public Game {
 public:
  // Throws core::Error for a bad size, komi or ply limit, or an unknown key.
  explicit Go(const GameParams& params);
  std::string name() const override { return "go"; }
  std::string title() const override;
  GameParams params() const override;
  BoardShape shape() const override;
  Position initial_position() const override;
  std::vector<Move> legal_moves(const Position& p) const override;
  Position apply(const Position& p, const Move& m) const override;
  std::optional<Outcome> outcome(const Position& p) const override;
  int max_plies() const override { return ply_limit_; }
  bool positions_repeat() const override { return true; }
  const std::vector<Transform>& symmetries() const override { return symmetries_; }
  // Turns the intersections and the forbidden ko point; the pass count stays.
  Position transform(const Position& p, const Transform& t) const override;
  bool transform_permutes_cells() const override { return false; }
  // Turns a placement; the pass stays a pass.
  Move transform(const Move& m, const Transform& t) const override;
  std::string to_string(const Position& p) const override;
  Position parse(std::string_view text, std::optional<Player> to_move) const override;
  std::string move_notation(const Position& p, const Move& m) const override;
  // "point b2 is occupied by a black stone", "point b2 is forbidden by ko: ...", "a stone on a1
  // would have no liberty (suicide)".
  std::string explain_illegal(const Position& p, std::string_view typed) const override;

  // Black's area score less White's, in half points, komi included (positive: Black leads).
  // Defined for any position; the outcome uses it once both sides have passed.
  int score_half_points(const Position& p) const;
  // After both passed: "Black 5, White 4 + komi 0.5" (each side's area: stones and the empty
  // points only it surrounds); empty for a position not ended by passing.
  std::string score_words(const Position& p) const override;
  std::string cell_name(int cell) const override { return point_name(cell); }
  // True if no group on the board is without a liberty (the positions Tromp and Farnebäck
  // count as legal). Only the intersections are read.
  bool legal_board(const Position& p) const;

 private:
  int cells() const { return size_ * size_; }
  std::string point_name(int cell) const;
  // Each side's area (index 1 Black, 2 White): its stones and the empty points only it borders.
  std::array<int, 3> area(const Position& p) const;
  // The move placing a stone at `cell`, or nullopt if it is suicide or forbidden by ko.
  std::optional<Position> place(const Position& p, int cell) const;

  int size_ = 3;
  int komi_half_ = 0;  // Komi in half points.
  int ply_limit_ = 36;
  std::vector<Transform> symmetries_;
};

}  // namespace matchbox::games
