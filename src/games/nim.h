// SPDX-FileCopyrightText: 2026 The matchbox authors
// SPDX-License-Identifier: GPL-3.0-or-later

// Nim, the game of Stuart Hight's NIMBLE machine (Bell Labs; described by Gardner).
//
// Rules: piles of counters; a move takes one or more counters from one pile. In misère play
// (the default, NIMBLE's) the player who takes the last counter loses; in normal play the
// player who cannot move loses.
// Cells: one per pile holding its size, kept sorted ascending (piles are unordered, so sorting
// is the canonical form and the symmetry group is declared as the identity alone). A move is
// path {pile index in the sorted position, amount}; taking from either of two equal piles is
// two different moves with the same result (NIMBLE keeps them as two bead slots). Notation
// "kfroms": take k counters from a pile of s ("1from3"; the older spelling "k/s" read as a
// fraction, and is still accepted as typed input). Position string: the sizes ascending joined
// by '-' ("3-3-3"), empty piles included. Impartial: both sides have the same moves.
// Parameters: piles (default "3-3-3": 1..8 piles of 1..15 counters), play (misere|normal,
// default misere).
// Counts pinned by tests: NIMBLE's 18 boxes (19 non-empty positions of 3-3-3 minus 0-0-1, the
// only one with a single move); in misère 3-3-3 the first player wins by taking a whole pile.
#pragma once

#include "games/game.h"

namespace matchbox::games {

class Nim final : public Game {
 public:
  // Throws core::Error for a bad pile list, a bad play word or an unknown key.
  explicit Nim(const GameParams& params);
  std::string name() const override { return "nim"; }
  std::string title() const override;
  GameParams params() const override;
  BoardShape shape() const override;
  Position initial_position() const override;
  std::vector<Move> legal_moves(const Position& p) const override;
  Position apply(const Position& p, const Move& m) const override;
  std::optional<Outcome> outcome(const Position& p) const override;
  int max_plies() const override;
  bool impartial() const override { return true; }
  const std::vector<Transform>& symmetries() const override { return symmetries_; }
  using Game::transform;
  // Maps the pile index only; the amount taken is not a cell.
  Move transform(const Move& m, const Transform& t) const override;
  std::string to_string(const Position& p) const override;
  Position parse(std::string_view text, std::optional<Player> to_move) const override;
  std::string move_notation(const Position& p, const Move& m) const override;
  // "k/s" (the older spelling) as "kfroms"; any other text unchanged.
  std::string normalise_notation(std::string_view typed) const override;
  // "pile 2 of 3 from the left": piles are counted in the picture's order, smallest first.
  std::string move_place(const Position& p, const Move& m) const override;
  // "a pile of 2 has no 3 counters to take", "there is no pile of 4 (the piles are 1-3-3)".
  std::string explain_illegal(const Position& p, std::string_view typed) const override;

 private:
  std::vector<int> piles_;  // Initial sizes, ascending.
  bool misere_ = true;
  std::vector<Transform> symmetries_;
};

}  // namespace matchbox::games
