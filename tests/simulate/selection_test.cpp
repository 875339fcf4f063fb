// SPDX-FileCopyrightText: 2026 The matchbox authors
// SPDX-License-Identifier: GPL-3.0-or-later

// Move selection (docs/machine-files.md, "Move selection"): which slots each rule can pick and
// how often, and the phases of a training schedule.
#include "simulate/selection.h"

#include <array>
#include <catch2/catch.hpp>

namespace matchbox::simulate {
namespace {

using spec::Select;

// How often each of the slots is picked in `n` picks.
template <std::size_t N>
std::array<int, N> tally(Select rule, double epsilon, const std::array<int, N>& beads, int n) {
  Rng rng(7);
  std::array<int, N> seen{};
  for (int i = 0; i < n; ++i) {
    const int slot = pick_slot(rule, epsilon, beads.data(), static_cast<int>(N), rng);
    REQUIRE(slot >= 0);
    ++seen[static_cast<std::size_t>(slot)];
  }
  return seen;
}

TEST_CASE("draw picks in proportion to the beads", "[simulate]") {
  const auto seen = tally<3>(Select::kDraw, 0, {1, 0, 3}, 40000);
  CHECK(seen[1] == 0);
  CHECK(seen[0] == Approx(10000).margin(400));
  CHECK(seen[2] == Approx(30000).margin(400));
}

TEST_CASE("greedy picks the most beads and draws among ties", "[simulate]") {
  const auto seen = tally<4>(Select::kGreedy, 0, {5, 2, 5, 0}, 20000);
  CHECK(seen[1] + seen[3] == 0);
  CHECK(seen[0] == Approx(10000).margin(400));
}

TEST_CASE("epsilon picks at random among the moves held with probability epsilon", "[simulate]") {
  // epsilon 0.3: each of the 2 non-greedy moves with 0.3 / 3, the greedy one with 0.7 + 0.1.
  const auto seen = tally<4>(Select::kEpsilon, 0.3, {9, 1, 1, 0}, 30000);
  CHECK(seen[3] == 0);
  CHECK(seen[0] == Approx(24000).margin(500));
  CHECK(seen[1] == Approx(3000).margin(300));
  CHECK(tally<3>(Select::kEpsilon, 0, {1, 4, 2}, 1000)[1] == 1000);
}

TEST_CASE("duplicates sets single beads aside unless that empties the box", "[simulate]") {
  CHECK(tally<3>(Select::kDuplicates, 0, {1, 2, 1}, 1000)[1] == 1000);
  const auto seen = tally<3>(Select::kDuplicates, 0, {1, 0, 1}, 20000);
  CHECK(seen[0] == Approx(10000).margin(400));
}

TEST_CASE("every rule finds nothing in an empty box", "[simulate]") {
  const std::array<int, 3> empty = {0, 0, 0};
  Rng rng(1);
  for (Select rule : {Select::kDraw, Select::kGreedy, Select::kEpsilon, Select::kDuplicates})
    CHECK(pick_slot(rule, 1.0, empty.data(), 3, rng) == -1);
}

TEST_CASE("a schedule's phases split the run's games by share", "[simulate]") {
  spec::Selection select{Select::kEpsilon, 0.3, {}};
  CHECK(epsilon_for(select, 5, 100, 0) == 0.3);
  select.schedule = {{0.25, {1, 1}}, {0.25, {1, 0}}, {0.25, {0, 1}}, {0.25, {0.3, 0.3}}};
  CHECK(epsilon_for(select, 0, 10000, 0) == 1);
  CHECK(epsilon_for(select, 2499, 10000, 1) == 1);
  CHECK(epsilon_for(select, 2500, 10000, 0) == 1);
  CHECK(epsilon_for(select, 2500, 10000, 1) == 0);
  CHECK(epsilon_for(select, 5000, 10000, 0) == 0);
  CHECK(epsilon_for(select, 5000, 10000, 1) == 1);
  CHECK(epsilon_for(select, 9999, 10000, 1) == 0.3);
}

}  // namespace
}  // namespace matchbox::simulate
