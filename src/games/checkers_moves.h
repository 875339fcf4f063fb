// SPDX-FileCopyrightText: 2026 The matchbox authors
// SPDX-License-Identifier: GPL-3.0-or-later

// Move generation for m×n checkers (games/checkers.h has the rules, parameters and sources).
// The board geometry, the pieces' codes, and the two operations the Checkers game needs:
// the legal moves of one side ignoring the end of the game, and playing a move.
#pragma once

#include <array>
#include <cstdint>
#include <vector>

#include "games/game.h"

namespace matchbox::games {

// Cell codes (docs/machine-files.md): 0 empty, 1 white man, 2 black man, 3 white king, 4 black
// king.
inline constexpr std::int8_t kCheckersEmpty = 0;
inline constexpr std::int8_t kWhiteMan = 1;
inline constexpr std::int8_t kBlackMan = 2;
inline constexpr std::int8_t kWhiteKing = 3;
inline constexpr std::int8_t kBlackKing = 4;

enum class CheckersColour { kWhite, kBlack };
// How kings move: one step any diagonal; any distance along empty squares; or always to the
// furthest empty square in the chosen direction (the mini-checkers kit rule).
enum class KingKind { kStandard, kFlying, kSlide };

// The dark squares of a width × height board whose bottom-left square (a1, from White's side)
// is dark, numbered as docs/notation.md: row by row from White's back row (rank 0), left to
// right.
struct CheckersBoard {
  CheckersBoard(int width, int height);
  int cell_count() const { return static_cast<int>(rank.size()); }
  // The cell on (rank, file), or -1 if that square is light or off the board.
  int cell_at(int rank, int file) const;

  int width;
  int height;
  std::vector<int> rank;  // Per cell: 0 = White's back row.
  std::vector<int> file;  // Per cell: 0 = White's left.
  // rays[cell][dir]: the cells along diagonal `dir`, nearest first. Directions 0 and 1 lead
  // up the board (towards Black's back row, White's forward), 2 and 3 down.
  std::vector<std::array<std::vector<int>, 4>> rays;
};

struct CheckersRules {
  KingKind king = KingKind::kStandard;
  bool king_captures = true;
  bool compulsory = true;
};

std::int8_t man_of(CheckersColour c);
std::int8_t king_of(CheckersColour c);
// The colour of a piece code (1..4).
CheckersColour colour_of_piece(std::int8_t code);

// Every move of `mover` on `cells`, sorted and distinct, without looking at whether the game
// is over (an empty result means `mover` cannot move). A capture is a whole jump chain, path
// {from, landing, landing, ...}, continued while another jump is available and ended when a
// man is crowned; with compulsory capture, captures exclude steps.
std::vector<Move> checkers_moves(const CheckersBoard& board, const CheckersRules& rules,
                                 const std::vector<std::int8_t>& cells, CheckersColour mover);

// True if checkers_moves(board, rules, cells, mover) would not be empty: the same rules, but
// it stops at the first step or jump it finds (the end-of-game test, without building moves).
bool checkers_can_move(const CheckersBoard& board, const CheckersRules& rules,
                       const std::vector<std::int8_t>& cells, CheckersColour mover);

// The cells after `m` (a move checkers_moves returned): the piece moves to the path's end,
// every piece jumped over is removed, and a man ending on the far row is crowned.
std::vector<std::int8_t> play_checkers_move(const CheckersBoard& board,
                                            const std::vector<std::int8_t>& cells, const Move& m);

// True if `m` jumps over a piece (a capture) rather than stepping or sliding.
bool is_checkers_capture(const CheckersBoard& board, const std::vector<std::int8_t>& cells,
                         const Move& m);

}  // namespace matchbox::games
