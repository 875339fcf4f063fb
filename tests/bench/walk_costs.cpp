// SPDX-FileCopyrightText: 2026 The matchbox authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "walk_costs.h"

#include <benchmark/benchmark.h>

#include <cstdint>
#include <functional>
#include <string>
#include <vector>

#include "analysis/enumerate.h"
#include "analysis/solve.h"
#include "core/error.h"
#include "games/registry.h"
#include "heap_peak.h"
#include "simulate/graph.h"

namespace matchbox::bench {
namespace {

// One board: a game with its parameters.
struct Board {
  std::string label;
  std::string game;
  games::GameParams params;
};

// The boards: the largest the default limits should let through (3 x 8 pawns, 5 x 5 checkers
// under standard rules, 4 x 5 pawns), and the large boards they must refuse (8 x 8 pawns, 8 x 8
// and 12 x 12 checkers, 4 x 4 go, 4 x 8 pawns, Nim with eight piles of 15).
const std::vector<Board>& boards() {
  static const std::vector<Board> all{
      {"pawns-3x8", "pawns", {{"width", "8"}}},
      {"pawns-4x5", "pawns", {{"height", "4"}, {"width", "5"}}},
      {"pawns-4x8", "pawns", {{"height", "4"}, {"width", "8"}}},
      {"pawns-8x8", "pawns", {{"height", "8"}, {"width", "8"}}},
      {"checkers-5x5-standard", "checkers", {{"width", "5"}, {"height", "5"}, {"men", "3"}}},
      {"checkers-8x8", "checkers", {{"width", "8"}, {"height", "8"}}},
      {"checkers-12x12", "checkers", {{"width", "12"}, {"height", "12"}}},
      {"go-3x3", "go", {{"size", "3"}}},
      {"go-4x4", "go", {{"size", "4"}}},
      {"nim-8x15", "nim", {{"piles", "15-15-15-15-15-15-15-15"}}},
  };
  return all;
}

// A walk of `game` under the default guard: the positions it kept, or throws core::Error where
// its guard refuses.
using WalkRun = std::function<std::int64_t(const games::Game& game)>;

std::int64_t solve(const games::Game& game) {
  analysis::Solver solver(game);
  solver.value(game.initial_position());
  return static_cast<std::int64_t>(solver.size());
}

std::int64_t enumerate(const games::Game& game) {
  analysis::enumerate_boxes(game, analysis::BoxRules{});
  return -1;  // Walked whole: the count of positions is not known.
}

std::int64_t graph(const games::Game& game) { return simulate::build_graph(game).nodes(); }

struct WalkKind {
  std::string name;
  analysis::Walk walk;
  WalkRun run;
  std::int64_t positions;  // The memory probe's limit.
  std::int64_t moves;      // The time probe's limit.
};

// The memory probe: a budget of exactly `kind.positions` positions and all the time there is;
// the time probe: `kind.moves` moves and all the memory there is. A walk refused has kept that
// many positions, or walked that many moves.
void BM_Walk(benchmark::State& state, const Board& board, const WalkKind& kind, bool memory) {
  constexpr double kForever = 1e9;
  constexpr std::int64_t kAllMemory = std::int64_t{1} << 50;
  const double per_second = static_cast<double>(analysis::moves_per_second(kind.walk));
  analysis::set_size_budget(
      memory
          ? analysis::SizeBudget{kind.positions * analysis::bytes_per_position(kind.walk), kForever}
          : analysis::SizeBudget{kAllMemory, (static_cast<double>(kind.moves) + 0.5) / per_second});
  const auto game = games::make_game(board.game, board.params);
  std::int64_t kept = 0;
  bool refused = false;
  std::int64_t peak = 0;
  for (auto _ : state) {
    const std::int64_t before = heap_bytes();
    reset_heap_peak();
    try {
      kept = kind.run(*game);
    } catch (const core::Error&) {
      refused = true;
    }
    peak = heap_peak() - before;
  }
  analysis::set_size_budget(analysis::default_size_budget());
  if (memory) {
    const std::int64_t positions = refused ? kind.positions : kept;
    if (positions > 0) {
      state.counters["positions"] = static_cast<double>(positions);
      state.counters["bytes_per_position"] =
          static_cast<double>(peak) / static_cast<double>(positions);
    }
  } else if (refused) {
    state.SetItemsProcessed(state.iterations() * kind.moves);
  }
  state.SetLabel(refused ? "refused" : "whole");
}

}  // namespace

void register_walk_costs() {
  const WalkKind kinds[] = {
      {"solve", analysis::Walk::kSolve, solve, 4'000'000, 20'000'000},
      {"boxes", analysis::Walk::kBoxes, enumerate, 1'000'000, 5'000'000},
      {"graph", analysis::Walk::kGraph, graph, 1'000'000, 10'000'000},
  };
  for (const WalkKind& kind : kinds)
    for (const Board& board : boards())
      for (const bool memory : {true, false})
        benchmark::RegisterBenchmark(
            ("BM_Walk/" + kind.name + (memory ? "/memory/" : "/time/") + board.label).c_str(),
            BM_Walk, board, kind, memory)
            ->Unit(benchmark::kMillisecond)
            ->Iterations(1);
}

}  // namespace matchbox::bench
