// SPDX-FileCopyrightText: 2026 The matchbox authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "games/typed_move.h"

namespace matchbox::games {

std::optional<TypedPath> split_typed_path(std::string_view typed) {
  TypedPath path;
  std::string name;
  for (char c : typed) {
    if (c != '-' && c != 'x') {
      name += c;
      continue;
    }
    if (name.empty()) return std::nullopt;
    path.squares.push_back(name);
    path.signs += c;
    name.clear();
  }
  if (name.empty() || path.squares.empty()) return std::nullopt;
  path.squares.push_back(name);
  return path;
}

int cell_named(const Game& game, int cells, std::string_view name) {
  for (int c = 0; c < cells; ++c)
    if (game.cell_name(c) == name) return c;
  return -1;
}

std::string quoted(std::string_view typed) {
  std::string out = "'";  // Appended, not added: g++ 12 warns falsely (-Wrestrict).
  out += typed;
  out += '\'';
  return out;
}

std::string with_signs_swapped(std::string_view typed) {
  std::string out(typed);
  for (char& c : out) c = c == '-' ? 'x' : c == 'x' ? '-' : c;
  return out;
}

std::string listed(const std::vector<std::string>& words, std::string_view last_word) {
  std::string out;
  for (std::size_t i = 0; i < words.size(); ++i) {
    if (i > 0 && i + 1 == words.size()) {
      out += ' ';  // Appended piece by piece: g++ 12 warns falsely (-Wrestrict).
      out += last_word;
      out += ' ';
    } else if (i > 0) {
      out += ", ";
    }
    out += words[i];
  }
  return out;
}

}  // namespace matchbox::games
