// SPDX-FileCopyrightText: 2026 The matchbox authors
// SPDX-License-Identifier: GPL-3.0-or-later

// The games every conformance and soundness test runs over: each registered game with its
// default parameters plus the parameterised boards the machine files use.
#pragma once

#include <memory>
#include <vector>

#include "games/registry.h"

namespace matchbox::games::testing {

inline std::vector<std::shared_ptr<const Game>> all_test_games() {
  std::vector<std::shared_ptr<const Game>> out;
  for (const auto& name : game_names()) out.push_back(make_game(name));
  out.push_back(make_game("pawns", {{"height", "4"}, {"width", "4"}}));  // Octapawn.
  out.push_back(make_game("pawns", {{"height", "3"}, {"width", "5"}}));  // 3×5 extendapawn.
  out.push_back(make_game(
      "checkers",
      {{"king", "slide"}, {"king_captures", "off"}, {"both_kings_draw", "on"}}));  // Mini-checkers.
  out.push_back(make_game("checkers", {{"width", "5"}, {"height", "5"}, {"first", "black"}}));
  out.push_back(make_game("nim", {{"piles", "1-3-5-7"}, {"play", "normal"}}));
  return out;
}

// A small deterministic generator (splitmix64) so playouts are the same on every platform.
class TestRng {
 public:
  explicit TestRng(std::uint64_t seed) : state_(seed) {}
  std::uint64_t next() {
    std::uint64_t z = (state_ += 0x9e3779b97f4a7c15ULL);
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
    return z ^ (z >> 31);
  }
  std::size_t below(std::size_t n) { return static_cast<std::size_t>(next() % n); }

 private:
  std::uint64_t state_;
};

}  // namespace matchbox::games::testing
