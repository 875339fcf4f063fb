// SPDX-FileCopyrightText: 2026 The matchbox authors
// SPDX-License-Identifier: GPL-3.0-or-later

// The board in words, for a visitor who cannot see its picture (a screen reader reads them on
// /play and the operator page, WCAG 2.2 1.1.1 and 4.1.2): each square by its name in the game's
// move notation (Game::cell_name, docs/notation.md) and what stands on it, and the whole
// position. The words are templates/texts/web.yaml's web.board.*, in the language in force.
#pragma once

#include <string>

#include "games/game.h"

namespace matchbox::web {

// Cell `cell` of `p` (0 ≤ cell < the board's squares or points) as its button is named: "square
// 5, X", "square a1, white pawn", "square 7, black king", "point b2, empty". Throws core::Error if
// a text is missing.
std::string cell_words(const games::Game& game, const games::Position& p, int cell);

// The position `p` in one sentence: what stands where, the pieces first (in the order of their
// codes), then the empty squares: "The board: X: 1, 5; O: 9; empty: 2, 3, 4, 6, 7, 8."; Nim's
// piles by their sizes: "The piles: 2, 3, 4.". Throws core::Error if a text is missing.
std::string position_words(const games::Game& game, const games::Position& p);

}  // namespace matchbox::web
