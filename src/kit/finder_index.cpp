// SPDX-FileCopyrightText: 2026 The matchbox authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "kit/finder_index.h"

#include <algorithm>
#include <map>
#include <numeric>

#include "core/translation.h"

namespace matchbox::kit {

std::vector<std::vector<int>> cell_orbits(const games::Game& game) {
  const int cells = static_cast<int>(game.initial_position().cells.size());
  std::vector<int> root(static_cast<std::size_t>(cells));
  std::iota(root.begin(), root.end(), 0);
  for (const games::Transform& t : game.symmetries())
    for (int c = 0; c < cells && c < static_cast<int>(t.image.size()); ++c) {
      const int a = root[static_cast<std::size_t>(c)];
      const int b = root[static_cast<std::size_t>(t.image[static_cast<std::size_t>(c)])];
      for (int& r : root)  // Merge the two orbits under the lower root.
        if (r == std::max(a, b)) r = std::min(a, b);
    }
  std::map<int, std::vector<int>> by_root;
  for (int c = 0; c < cells; ++c) by_root[root[static_cast<std::size_t>(c)]].push_back(c);
  std::vector<std::vector<int>> out;
  for (auto& [r, orbit] : by_root) out.push_back(std::move(orbit));
  return out;
}

std::string index_key(const Kit& kit, const Box& box) {
  const games::Game& game = *kit.game;
  std::string letters;
  for (char c : game.to_string(box.position))
    if (c != '/') letters += c;
  if (letters.size() != box.position.cells.size() || game.cell_name(0).empty()) return {};
  std::map<char, std::string> by_piece;
  for (const std::vector<int>& orbit : cell_orbits(game)) {
    std::map<char, int> count;
    for (int c : orbit)
      if (box.position.cells[static_cast<std::size_t>(c)] != 0)
        ++count[letters[static_cast<std::size_t>(c)]];
    std::string cells;
    for (int c : orbit) {  // Appended: g++ 12 warns falsely (-Wrestrict) on "" + string.
      if (!cells.empty()) cells += ' ';
      cells += game.cell_name(c);
    }
    for (const auto& [piece, n] : count)
      by_piece[piece] += (by_piece[piece].empty() ? "" : ", ") + std::string("×") +
                         std::to_string(n) + " " + core::tr("finder", "on") + " " + cells;
  }
  std::string out;
  for (const auto& [piece, text] : by_piece)
    out += (out.empty() ? "" : " · ") + std::string(1, piece) + " " + text;
  return out;
}

SearchCost search_cost(const std::vector<int>& groups) {
  double compared = 0;
  int boxes = 0;
  SearchCost out;
  for (int n : groups) {
    compared += n * (n + 1) / 2.0;
    boxes += n;
    out.worst = std::max(out.worst, n);
  }
  out.average = boxes > 0 ? compared / boxes : 0;
  return out;
}

}  // namespace matchbox::kit
