// SPDX-FileCopyrightText: 2026 The matchbox authors
// SPDX-License-Identifier: GPL-3.0-or-later

// Text pictures of boards for the terminal (`matchbox track play`): the real board with the
// squares named as the game's move notation names them, the printed picture of a box, and the
// real board with each bead's code on the square (or beside the pile) where its move lands, so
// that nobody has to turn a picture in their head. Works from Game::shape() and
// Game::to_string() alone, for every BoardShape kind.
#pragma once

#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "games/game.h"

namespace matchbox::terminal {

// A bead shown on the real board: its colour code and the real move it stands for.
struct BeadMark {
  std::string code;
  games::Move move;
};

// What a picture shows besides the pieces.
enum class Labels {
  kNone,      // A printed picture: pieces only (square names would not match the real board).
  kNotation,  // The real board: empty squares numbered where the notation numbers squares
              // (tic-tac-toe 1–9, checkers' dark squares), files and ranks for pawn games and
              // go.
};

// The lines of a text picture of `p` (ASCII, no trailing newline). Grids are drawn in boxes of
// `+---+`; Nim piles as one line each ("pile 2  |||  (3)"). `marks` are written on the square
// where each move lands (a step's or jump chain's last square, a placement's square) as "[O]"
// ("[OK]" when two beads land on one square), and for Nim beside the pile as "O takes 2". Words
// ("pile", "takes") are in the language in force.
// What a position string says beyond the board (go's "ko b2", "pass") is a last line in
// brackets.
std::vector<std::string> board_lines(const games::Game& game, const games::Position& p,
                                     Labels labels, std::span<const BeadMark> marks = {});

// `left` and `right` side by side, `gap` spaces apart, each under its title; the shorter one is
// padded with blank lines. Widths count UTF-8 characters, not bytes.
std::vector<std::string> side_by_side(std::string_view left_title,
                                      const std::vector<std::string>& left,
                                      std::string_view right_title,
                                      const std::vector<std::string>& right, int gap = 6);

// How the printed picture relates to the real board, in the language in force, from a
// transform's name (Transform::name: how to turn the real board so that it looks like the
// picture): "as printed" gives "The picture shows the real board as it stands"; "rotate 90°
// clockwise" gives "The picture is the real board turned 90° clockwise"; "mirror left-right"
// gives "The picture is the real board mirrored left-right".
std::string picture_words(std::string_view transform);

}  // namespace matchbox::terminal
