#include "analysis/position_limit.h"

#include <fmt/format.h>

#include <algorithm>
#include <fstream>
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

// Measured in a Release build on a busy two-core machine, with --max-positions at 50,000 and
// 150,000 on 3 x 7 and 8 x 8 pawns and 5 x 5 checkers: the difference in peak memory (GNU
// time's %M) and in time per position, rounded up for memory and down for speed (an idle
// machine walks two to four times as fast). So the default limits are 500,000 positions for
// the solver (5 x 5 checkers under standard rules needs 411,501), 100,000 for the box walk (3 x
// 6 pawns need about 50,000) and 150,000 for the graph. The solver keeps a packed table
// (analysis/position_table.h) and a value per position; the box walk keeps sets of whole
// positions and the boxes with their slots; the graph keeps every position with its successors
// and their moves.
struct WalkCost {
  std::int64_t bytes;
  std::int64_t per_second;
};
constexpr WalkCost kCosts[] = {
    {512, 20'000},  // Walk::kBoxes.
    {64, 100'000},  // Walk::kSolve.
    {600, 30'000},  // Walk::kGraph.
};

std::int64_t bytes_per_position(Walk walk) { return kCosts[static_cast<int>(walk)].bytes; }

std::int64_t positions_per_second(Walk walk) { return kCosts[static_cast<int>(walk)].per_second; }

std::int64_t position_limit(Walk walk, std::int64_t max_positions) {
  if (max_positions > 0) return max_positions;
  const SizeBudget budget = size_budget();
  const auto by_time = static_cast<std::int64_t>(budget.seconds * positions_per_second(walk));
  return std::max<std::int64_t>(1, std::min(budget.bytes / bytes_per_position(walk), by_time));
}

SizeGuard::SizeGuard(const games::Game& game, Walk walk, std::int64_t max_positions)
    : game_(game),
      walk_(walk),
      explicit_count_(max_positions > 0),
      limit_(position_limit(walk, max_positions)) {}

void SizeGuard::refuse() const {
  const std::string what =
      games::describe_game(game_) + fmt::format(" has more than {} reachable positions", limit_);
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
