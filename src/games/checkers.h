// SPDX-FileCopyrightText: 2026 The matchbox authors
// SPDX-License-Identifier: GPL-3.0-or-later

// Checkers (draughts) on a width × height board, with the rule options of the mini-checkers
// matchbox machine and of small "standard" boards, all on one engine.
//
// Sources: the 4×4 mini-checkers matchbox machine, blog "fouryears" (2012), after Gardner's
// matchbox machines (Gardner, M. (1962) "How to build a game-learning machine and then teach it
// to play and to win", Scientific American 206(3)); the standard rules of English draughts
// (checkers) for everything the kit rules do not change.
//
// Board: the dark squares are those of a1's colour (a1 = White's bottom-left); only they are
// played. Cells are the dark squares numbered as docs/notation.md, row by row from White's
// back row (the bottom of the picture), left to right: on 4×4, 1 = a1, 2 = c1, 3 = b2, 4 = d2, …, 8
// = d4; cell index = number − 1. Codes: 0 empty, 1 white man, 2 black man, 3 white king, 4 black
// king. Position string (docs/notation.md): the cells in numbering order, 'w' 'b' men, 'W' 'B'
// kings, '.' empty (4×4 start "ww....bb"); the side to move is not part of it.
//
// Rules: each side starts with `men` men on the dark squares nearest its own edge, White at
// the bottom. White's men take the lowest-numbered squares (rank 1 left to right, then rank 2,
// …), Black's the highest-numbered (its back row from White's right, then the next). A man steps
// one square diagonally forward onto an empty square. A capture jumps a diagonally adjacent enemy
// piece (man or king) onto the empty square just beyond it and removes it; men capture forward
// only (our reading of the published mini-checkers rules, which give men no backward move of
// any kind; with backward captures the 4×4 machine would need 28 boxes, not 24). A move is one
// whole jump chain, path {from, landing1, landing2, …}: the chain goes on while the piece can
// jump again (the player chooses among branches); jumped pieces stay on the board until the
// move ends (they block and cannot be jumped twice). A man that reaches the far row is crowned
// king and its move ends there. With compulsory capture, a side that can capture must capture
// (any chain, not necessarily the longest). A side that cannot move — no pieces, or every piece
// blocked — loses. With both_kings_draw, whenever both sides have a king the game is over,
// drawn.
// Kings move along all four diagonals: `standard` one square; `flying` any distance along
// empty squares (capturing, if kings capture, a piece at any distance with empty squares
// between, landing on any empty square beyond); `slide` always slides to the furthest empty
// square in the chosen direction (one move per direction) and, if kings capture, captures by a
// short jump like a man but in any direction.
//
// Parameters (docs/machine-files.md), defaults in brackets:
//   width, height   board size in squares [4, 4], each 2..12 (height at least 3);
//   first           white|black, the colour that moves first, Player::kFirst [white];
//   men             men per side [the dark squares of the shorter back row: 2 on 4×4, 3 on
//                   5×5]; they must fit in each side's own (height − 1) / 2 rows, short of
//                   the middle (height 8: 3 rows, 12 men), else "a board too small for its
//                   men";
//   capture         compulsory|optional [compulsory];
//   king            standard|flying|slide [standard];
//   king_captures   on|off [on];
//   both_kings_draw on|off [off].
// Notation (docs/notation.md): square numbers, "7-5" a step or slide, "8x3" a capture, "8x3x…" a
// chain. Symmetry: the left-right mirror when it maps dark squares onto dark squares (odd widths)
// and the start onto itself; none otherwise (4×4 has none). Repetition: with both_kings_draw every
// game ends within 4·men·(height−1) + 1 plies (while one side has a king the other has none, so
// every two plies advance a man); without it kings can repeat positions (positions_repeat()) and
// the referee calls the game a draw after 100 plies. Counts pinned by tests/games/checkers_test.cpp
// (forced: skip): mini-checkers (4×4, king slide, kings never capture, both kings draw; the machine
// plays Black, second; symmetry: none) 24 boxes = 3 + 4 + 6 + 9 + 2, and 22 with kings capturing
// (docs/machine-files.md); checkers5 (5×5, three men, Black first, standard kings, both kings draw;
// the machine plays White; symmetry: positions) 1949 boxes, at most 7 moves each.
#pragma once

#include "games/checkers_moves.h"
#include "games/game.h"

namespace matchbox::games {

class Checkers final : public Game {
 public:
  // Throws core::Error for an unknown key, a value out of range, or a board too small for
  // its men.
  explicit Checkers(const GameParams& params);
  std::string name() const override { return "checkers"; }
  std::string title() const override;
  GameParams params() const override;
  BoardShape shape() const override;
  Position initial_position() const override;
  std::vector<Move> legal_moves(const Position& p) const override;
  Position apply(const Position& p, const Move& m) const override;
  std::optional<Outcome> outcome(const Position& p) const override;
  int max_plies() const override;
  bool positions_repeat() const override { return !both_kings_draw_; }
  const std::vector<Transform>& symmetries() const override { return symmetries_; }
  std::string to_string(const Position& p) const override;
  Position parse(std::string_view text, std::optional<Player> to_move) const override;
  std::string move_notation(const Position& p, const Move& m) const override;
  std::string cell_name(int cell) const override { return std::to_string(cell + 1); }
  // "a capture is compulsory: 6x1", "the capture goes on while the piece can jump again:
  // 8x3x10", "the man on square 7 cannot play 7-9; its moves are 7-4 or 7-5", ...
  std::string explain_illegal(const Position& p, std::string_view typed) const override;

  // The referee's limit when kings can repeat positions.
  static constexpr int kRefereePlies = 100;

 private:
  CheckersColour colour(Player player) const;
  std::vector<Move> moves_ignoring_outcome(const Position& p) const;
  // True if both_kings_draw ends the game in p.
  bool drawn(const Position& p) const;
  void declare_symmetries();

  CheckersBoard board_;
  CheckersRules rules_;
  CheckersColour first_;
  int men_;
  bool both_kings_draw_;
  std::vector<Transform> symmetries_;
};

}  // namespace matchbox::games
