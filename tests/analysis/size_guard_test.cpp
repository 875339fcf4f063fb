// SPDX-FileCopyrightText: 2026 The matchbox authors
// SPDX-License-Identifier: GPL-3.0-or-later

// The size guard by estimated memory and time (analysis/position_limit.h): jobs of a second or
// two that older guards refused (100,000, then 500,000 positions) now run without flags; a huge
// board is refused quickly with one line saying what to raise, and so is a board of few
// positions with many moves each; --max-positions N still sets an explicit count.
#include <catch2/catch.hpp>
#include <chrono>
#include <limits>
#include <string>

#include "analysis/enumerate.h"
#include "analysis/position_limit.h"
#include "analysis/solve.h"
#include "cli/run_command.h"
#include "core/error.h"
#include "games/registry.h"
#include "simulate/graph.h"
#include "spec/machine_file.h"

namespace matchbox::analysis {
namespace {

using Catch::Contains;
using testing::run_matchbox;

// Sets the process's budget for one test and puts the default back afterwards.
class BudgetScope {
 public:
  explicit BudgetScope(SizeBudget budget) { set_size_budget(budget); }
  ~BudgetScope() { set_size_budget(default_size_budget()); }
  BudgetScope(const BudgetScope&) = delete;
  BudgetScope& operator=(const BudgetScope&) = delete;
};

// The message `walk` throws, and checks it came within `seconds`.
template <typename Walk>
std::string refusal(const Walk& walk, double seconds) {
  const auto start = std::chrono::steady_clock::now();
  std::string message;
  try {
    walk();
  } catch (const core::Error& e) {
    message = e.what();
  }
  const std::chrono::duration<double> took = std::chrono::steady_clock::now() - start;
  CHECK(took.count() < seconds);
  return message;
}

TEST_CASE("The size guard lets a solve of 3x8 pawns run without flags (the old guards refused it)",
          "[size-guard]") {
  const auto old = run_matchbox("solve hexapawn-3xn --set width=8 --max-positions 500000");
  CHECK(old.exit_code == 1);  // It has more than the old default limit's positions.
  const auto r = run_matchbox("solve hexapawn-3xn --set width=8");
  INFO(r.err);
  CHECK(r.exit_code == 0);
  CHECK_THAT(r.out, Contains("best play"));
}

TEST_CASE("The size guard lets 5x5 checkers under standard rules be solved without flags",
          "[size-guard]") {
  const spec::MachineSpec machine = spec::load_machine("checkers5", {"both_kings_draw=off"});
  const auto game = games::make_game(machine.game, machine.params);
  // The limit the default budget gives, against the positions the solve really keeps.
  const std::int64_t limit = position_limit(Walk::kSolve, spec::kDefaultMaxPositions);
  Solver counted(*game, limit);
  counted.value(game->initial_position());
  CHECK(counted.size() > 100'000);  // The old default refused it.
  CHECK(static_cast<std::int64_t>(counted.size()) <= limit);
}

TEST_CASE("A huge board is refused quickly with one line naming what to raise", "[size-guard]") {
  const BudgetScope small({std::int64_t{1} << 30, 0.5});
  const auto pawns = games::make_game("pawns", {{"height", "8"}, {"width", "8"}});
  const auto checkers = games::make_game("checkers", {{"height", "8"}, {"width", "8"}});
  for (const games::Game* game : {pawns.get(), checkers.get()}) {
    INFO(games::describe_game(*game));
    const std::string messages[] = {
        refusal([&] { Solver(*game).value(game->initial_position()); }, 5),
        refusal([&] { enumerate_boxes(*game, BoxRules{}); }, 5),
        refusal([&] { simulate::build_graph(*game); }, 5),
    };
    for (const std::string& message : messages) {
      CHECK_THAT(message,
                 Contains(games::describe_game(*game)) && Contains("reachable positions") &&
                     Contains("past the default size guard (1024 MiB of memory or 0.5 s") &&
                     Contains("raise the limit with --max-positions N"));
      CHECK(message.find('\n') == std::string::npos);
    }
  }
}

TEST_CASE("The size guard counts moves: many moves a position are refused by time",
          "[size-guard]") {
  // Under a million positions, each with dozens of moves: about 20 s of solving.
  const auto nim = games::make_game("nim", {{"piles", "15-15-15-15-15-15-15-15"}});
  const std::string message = refusal([&] { Solver(*nim).value(nim->initial_position()); }, 10);
  CHECK_THAT(message, Contains("needs more than " + std::to_string(move_limit(Walk::kSolve, 0)) +
                               " moves walked"));
  CHECK(move_limit(Walk::kSolve, 0) ==
        static_cast<std::int64_t>(size_budget().seconds * moves_per_second(Walk::kSolve)));
  CHECK(move_limit(Walk::kSolve, 1234) == std::numeric_limits<std::int64_t>::max());
}

TEST_CASE("The size guard's memory budget binds when memory is short", "[size-guard]") {
  const BudgetScope small({std::int64_t{1} << 20, 1000});  // 1 MiB, all the time there is.
  for (Walk walk : {Walk::kBoxes, Walk::kSolve, Walk::kGraph})
    CHECK(position_limit(walk, 0) == (std::int64_t{1} << 20) / bytes_per_position(walk));
  const auto game = games::make_game("pawns", {{"height", "3"}, {"width", "7"}});
  const std::string message = refusal([&] { Solver(*game).value(game->initial_position()); }, 5);
  CHECK_THAT(message,
             Contains(std::to_string(position_limit(Walk::kSolve, 0)) + " reachable positions") &&
                 Contains("(1 MiB of memory"));
}

TEST_CASE("An explicit --max-positions N replaces the budget by a count", "[size-guard]") {
  CHECK(position_limit(Walk::kSolve, 1234) == 1234);
  const auto r = run_matchbox("solve hexapawn-3xn --set width=5 --max-positions 500");
  CHECK(r.exit_code == 1);
  CHECK_THAT(r.err, Contains("has more than 500 reachable positions, the limit set by "
                             "--max-positions; expected a smaller board, or a larger "
                             "--max-positions N"));
  CHECK(run_matchbox("solve hexapawn-3xn --set width=7 --max-positions 1000000").exit_code == 0);
}

}  // namespace
}  // namespace matchbox::analysis
