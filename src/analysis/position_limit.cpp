// SPDX-FileCopyrightText: 2026 The matchbox authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "analysis/position_limit.h"

#include <fmt/format.h>

#include <algorithm>
#include <fstream>
#include <limits>
#include <optional>
#include <string>

#include "core/error.h"

namespace matchbox::analysis {
namespace {

constexpr std::int64_t kGiB = std::int64_t{1} << 30;

// The memory the system reports available (MemAvailable of /proc/meminfo), if it can be read.
std::optional<std::int64_t> available_memory() {
  std::ifstream in("/proc/meminfo");
  std::string key;
  std::int64_t kib = 0;
  std::string unit;
  while (in >> key >> kib >> unit)
    if (key == "MemAvailable:") return kib * 1024;
  return std::nullopt;
}

std::optional<SizeBudget>& budget_setting() {
  static std::optional<SizeBudget> budget;
  return budget;
}

}  // namespace

SizeBudget default_size_budget() {
  SizeBudget budget{2 * kGiB, 5.0};
  if (const auto available = available_memory(); available && *available > 0)
    budget.bytes = std::min(budget.bytes, *available / 2);
  return budget;
}

SizeBudget size_budget() {
  std::optional<SizeBudget>& budget = budget_setting();
  if (!budget) budget = default_size_budget();
  return *budget;
}

void set_size_budget(SizeBudget budget) {
  MATCHBOX_CHECK(budget.bytes > 0 && budget.seconds > 0);
  budget_setting() = budget;
}

// Measured with the benchmark's walk probes (tests/bench/walk_costs.h,
// `build/matchbox_bench --benchmark_filter=BM_Walk`) in a Release build, December 2026, on a
// two-core AMD EPYC virtual machine with 24 GiB that three other jobs shared (load 3): each walk
// on 3 x 8, 4 x 5, 4 x 8 and 8 x 8 pawns, 5 x 5 (standard rules), 8 x 8 and 12 x 12 checkers,
// 3 x 3 and 4 x 4 go and Nim with eight piles of 15.
// - Memory: the largest peak of heap memory per kept position, at 4,000,000 positions for the
//   solver and 1,000,000 for the others (or the whole walk), rounded up: the solver 76 bytes
//   (4 x 4 go; its packed table, analysis/position_table.h, a value, and in a retrograde
//   analysis the moves both ways), the box walk 422 (8 x 8 pawns: sets of whole positions), the
//   graph 351 (12 x 12 checkers: every position with its successors and their moves). The
//   graph of Nim with many piles holds 3.6 KB a position, but as moves: under the time limit
//   below its moves take a few hundred MiB.
// - Time: the fewest moves walked per second of CPU time up to 20,000,000 moves for the solver,
//   5,000,000 for the box walk, 10,000,000 for the graph, rounded down: the solver 700,000 (4 x 4
//   go; 1,000,000 to 2,200,000 on the others), the box walk 400,000 (4 x 4 go), the graph
//   1,280,000 (4 x 4 go). A busy machine walks more slowly, an idle one faster.
// So the default limits are 3,000,000 moves for the solver (3 x 8 pawns need about 2,600,000, in
// 1,600,000 positions), 1,750,000 for the box walk and 5,500,000 for the graph, and 22, 4.2 and
// 5.6 million positions (2 GiB); before, a count of 500,000 positions refused 3 x 8 pawns.
struct WalkCost {
  std::int64_t bytes;
  std::int64_t moves_per_second;
};
constexpr WalkCost kCosts[] = {
    {512, 350'000},    // Walk::kBoxes.
    {96, 600'000},     // Walk::kSolve.
    {384, 1'100'000},  // Walk::kGraph.
};

std::int64_t bytes_per_position(Walk walk) { return kCosts[static_cast<int>(walk)].bytes; }

std::int64_t moves_per_second(Walk walk) { return kCosts[static_cast<int>(walk)].moves_per_second; }

std::int64_t position_limit(Walk walk, std::int64_t max_positions) {
  if (max_positions > 0) return max_positions;
  return std::max<std::int64_t>(1, size_budget().bytes / bytes_per_position(walk));
}

std::int64_t move_limit(Walk walk, std::int64_t max_positions) {
  if (max_positions > 0) return std::numeric_limits<std::int64_t>::max();
  return std::max<std::int64_t>(
      1, static_cast<std::int64_t>(size_budget().seconds *
                                   static_cast<double>(moves_per_second(walk))));
}

SizeGuard::SizeGuard(const games::Game& game, Walk walk, std::int64_t max_positions)
    : game_(game),
      explicit_count_(max_positions > 0),
      limit_(position_limit(walk, max_positions)),
      move_limit_(move_limit(walk, max_positions)) {}

void SizeGuard::refuse(std::int64_t kept) const {
  const std::string what =
      games::describe_game(game_) +
      (kept > limit_ ? fmt::format(" has more than {} reachable positions", limit_)
                     : fmt::format(" needs more than {} moves walked ({} reachable positions so "
                                   "far)",
                                   move_limit_, kept));
  if (explicit_count_)
    throw core::Error(what +
                      ", the limit set by --max-positions; expected a smaller board, or "
                      "a larger --max-positions N");
  const SizeBudget budget = size_budget();
  throw core::Error(fmt::format(
      "{}, past the default size guard ({} MiB of memory or {:g} s of walking); expected a "
      "smaller board, or raise the limit with --max-positions N",
      what, budget.bytes >> 20, budget.seconds));
}

}  // namespace matchbox::analysis
