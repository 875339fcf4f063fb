// SPDX-FileCopyrightText: 2026 The matchbox authors
// SPDX-License-Identifier: GPL-3.0-or-later

// A move as an operator types it at the tracker, read back into squares for the games that
// explain why it is not legal (Game::explain_illegal): "b2xc3" is the squares b2 and c3 joined
// by a capture sign, "8x3x10" a capture chain through three squares.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "games/game.h"

namespace matchbox::games {

struct TypedPath {
  std::vector<std::string> squares;  // The square names, in order.
  std::string signs;                 // The sign before each square after the first: '-' or 'x'.
};

// Splits `typed` (lower case, no spaces) at '-' and 'x'. Returns nullopt unless it is two or
// more non-empty names joined by those signs. Square names must not contain 'x' (files a-h).
std::optional<TypedPath> split_typed_path(std::string_view typed);

// The cell of `game` among the first `cells` whose Game::cell_name is `name`, or -1.
int cell_named(const Game& game, int cells, std::string_view name);

// "'zz'": what the operator typed, quoted for a message.
std::string quoted(std::string_view typed);

// "7-5" written with the other sign ("7x5"), for "is a capture, written with x" hints.
std::string with_signs_swapped(std::string_view typed);

// "a1-a2, b1-b2 or c1-c2" (`last_word` "or"): words for a sentence.
std::string listed(const std::vector<std::string>& words, std::string_view last_word);

}  // namespace matchbox::games
