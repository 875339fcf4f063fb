// SPDX-FileCopyrightText: 2026 The matchbox authors
// SPDX-License-Identifier: GPL-3.0-or-later

// Learning curves of a tournament's books: Michie's score, Gardner's walk, box 1's change.
#include "tracker/learning_curve.h"

#include <catch2/catch.hpp>
#include <vector>

using namespace matchbox;

namespace {

std::vector<tracker::GameEntry> entries(const std::vector<core::Outcome>& outcomes,
                                        const std::vector<long long>& first_box = {}) {
  std::vector<tracker::GameEntry> out;
  for (std::size_t i = 0; i < outcomes.size(); ++i) {
    tracker::GameEntry e;
    e.event = static_cast<int>(i) + 1;
    e.outcome = outcomes[i];
    e.first_box_beads = first_box.empty() ? 0 : first_box[i];
    out.push_back(e);
  }
  return out;
}

constexpr auto W = core::Outcome::kWin;
constexpr auto D = core::Outcome::kDraw;
constexpr auto L = core::Outcome::kLoss;

}  // namespace

TEST_CASE("Michie's score adds 3 per win, 1 per draw and takes 1 per loss", "[track-plot]") {
  CHECK(tracker::michie_score(entries({W, D, L, L, W, D})) == std::vector<int>{3, 4, 3, 2, 5, 6});
  CHECK(tracker::michie_score(entries({L, L, L})) == std::vector<int>{-1, -2, -3});
  CHECK(tracker::michie_score({}).empty());
}

TEST_CASE("Gardner's walk steps up per win, down per loss, level per draw", "[track-plot]") {
  CHECK(tracker::gardner_walk(entries({W, D, L, L, W, D})) == std::vector<int>{1, 1, 0, -1, 0, 0});
  CHECK(tracker::gardner_walk(entries({L, L, D, W})) == std::vector<int>{-1, -2, -2, -1});
}

TEST_CASE("box 1's change is its beads after each game less its fill", "[track-plot]") {
  // MENACE's box 1 holds 12 beads; under Michie's rule it follows the score exactly.
  const auto games = entries({W, D, L, L, W, D}, {15, 16, 15, 14, 17, 18});
  CHECK(tracker::first_box_change(games, 12) == tracker::michie_score(games));
}
