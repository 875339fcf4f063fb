// SPDX-FileCopyrightText: 2026 The matchbox authors
// SPDX-License-Identifier: GPL-3.0-or-later

// Statistics over runs (simulate/statistics.h) on hand-made results.
#include "simulate/statistics.h"

#include <catch2/catch.hpp>

namespace matchbox::simulate {
namespace {

constexpr GameResult W = GameResult::kWin, D = GameResult::kDraw, L = GameResult::kLoss,
                     R = GameResult::kResign;

TEST_CASE("Quantiles interpolate linearly between sorted values (type 7)", "[simulate]") {
  std::vector<double> v = {4, 1, 3, 2};
  CHECK(quantile(v, 0.0) == 1);
  CHECK(quantile(v, 0.1) == Approx(1.3));
  CHECK(quantile(v, 0.5) == Approx(2.5));
  CHECK(quantile(v, 0.9) == Approx(3.7));
  CHECK(quantile(v, 1.0) == 4);
  const Quantiles q = quantiles({5});
  CHECK((q.mean == 5 && q.p10 == 5 && q.p50 == 5 && q.p90 == 5));
  const Quantiles none = quantiles({});
  CHECK(none.mean == 0);
}

TEST_CASE("Learning curves: per game means and rolling bands over runs", "[simulate]") {
  const std::vector<RunResult> runs = {run_of({W, L, D, R}), run_of({W, W, L, D})};
  const Curves c = learning_curves(runs, 2);
  CHECK(c.last_game == std::vector<int>{1, 2, 3, 4});
  CHECK(c.win == std::vector<double>{1, 0.5, 0, 0});
  CHECK(c.draw == std::vector<double>{0, 0, 0.5, 0.5});
  CHECK(c.loss == std::vector<double>{0, 0.5, 0.5, 0.5});  // Resignations are losses too,
  CHECK(c.resign == std::vector<double>{0, 0, 0, 0.5});    // and counted apart.
  // Rolling loss rate over 2 games: run 0: 0, 1/2, 1/2, 1/2; run 1: 0, 0, 1/2, 1/2.
  CHECK(c.rolling_loss.mean == std::vector<double>{0, 0.25, 0.5, 0.5});
  CHECK(c.rolling_loss.low[1] == Approx(0.05));
  CHECK(c.rolling_loss.high[1] == Approx(0.45));
  // Rolling win rate: run 0: 1, 1/2, 0, 0; run 1: 1, 1, 1/2, 0.
  CHECK(c.rolling_win.mean == std::vector<double>{1, 0.75, 0.25, 0});
  CHECK(default_window(100) == 5);
  CHECK(default_window(10) == 1);
  CHECK(default_window(1'000'000) == 100);
}

TEST_CASE("Learning curves over blocks of games: rates per block, windows in whole blocks",
          "[simulate]") {
  // Two runs of 6 games in blocks of 2: results W L | D D | L R and W W | W D | L L.
  std::vector<RunResult> runs(2);
  for (RunResult& run : runs) run.block = 2;
  const auto block = [](std::initializer_list<GameResult> games) {
    ResultCounts c;
    for (GameResult g : games) c.add(g);
    return c;
  };
  runs[0].blocks = {block({W, L}), block({D, D}), block({L, R})};
  runs[1].blocks = {block({W, W}), block({W, D}), block({L, L})};
  const Curves c = learning_curves(runs, 3);  // 3 games: rounded up to 2 blocks, 4 games.
  CHECK(c.window == 4);
  CHECK(c.last_game == std::vector<int>{2, 4, 6});
  CHECK(c.win == std::vector<double>{0.75, 0.25, 0});
  CHECK(c.loss == std::vector<double>{0.25, 0, 1});
  CHECK(c.resign == std::vector<double>{0, 0, 0.25});
  // Rolling loss over 4 games: run 0: 1/2, 1/4, 2/4; run 1: 0, 0, 2/4.
  CHECK(c.rolling_loss.mean == std::vector<double>{0.25, 0.125, 0.5});
  CHECK(block_size(1000) == 1);
  CHECK(block_size(1001) == 2);
  CHECK(block_size(100'000'000) == 100'000);
  CHECK(block_size(100'000'000, true) == 1);
}

// The rolling loss band as quantile() gives it over each point's per-run rates.
void check_band_against_quantile(const std::vector<RunResult>& runs, int window) {
  const Curves c = learning_curves(runs, window);
  REQUIRE(c.block == 1);
  const std::size_t points = runs.front().blocks.size();
  for (std::size_t i = 0; i < points; ++i) {
    const std::size_t first = i + 1 >= static_cast<std::size_t>(window) ? i + 1 - window : 0;
    std::vector<double> rates;
    for (const RunResult& run : runs) {
      int losses = 0;
      for (std::size_t g = first; g <= i; ++g) losses += run.blocks[g].loss;
      rates.push_back(losses / static_cast<double>(i + 1 - first));
    }
    CHECK(c.rolling_loss.low[i] == quantile(rates, 0.1));  // Exactly: the same arithmetic.
    CHECK(c.rolling_loss.high[i] == quantile(rates, 0.9));
  }
  // The same mean curves from totals gathered in another order (as threads end runs), without
  // the rolling rates.
  BlockTotals totals;
  for (auto run = runs.rbegin(); run != runs.rend(); ++run) totals.add(*run);
  const Curves from_totals = learning_curves(totals, window);
  CHECK(from_totals.last_game == c.last_game);
  CHECK(from_totals.window == c.window);
  for (auto curve : {&Curves::win, &Curves::draw, &Curves::loss, &Curves::resign})
    CHECK(from_totals.*curve == c.*curve);
  CHECK(from_totals.rolling_loss.low.empty());
}

TEST_CASE("The rolling loss band's quantiles, counted or selected, are quantile()'s",
          "[simulate]") {
  // Results from a fixed pattern, different in every run.
  const auto runs_of = [](int runs, int games) {
    std::vector<RunResult> out;
    for (int r = 0; r < runs; ++r) {
      std::vector<GameResult> results;
      for (int g = 0; g < games; ++g) results.push_back((g * 7 + r * 3 + g * r) % 5 < 2 ? L : W);
      out.push_back(run_of(results));
    }
    return out;
  };
  check_band_against_quantile(runs_of(50, 40), 5);  // Fewer possible counts than runs: counted.
  check_band_against_quantile(runs_of(4, 40), 30);  // More possible counts than runs: selected.
}

TEST_CASE("Summary: defeats, last defeat, resignations, beads over runs", "[simulate]") {
  std::vector<RunResult> runs(3);
  for (int i = 0; i < 3; ++i) {
    runs[static_cast<std::size_t>(i)].defeats = 10 * (i + 1);
    runs[static_cast<std::size_t>(i)].last_defeat = 100 - i;
    runs[static_cast<std::size_t>(i)].end_beads = 1000 + i;
    runs[static_cast<std::size_t>(i)].extra_beads = {i, 0};
  }
  const Summary s = summarise(runs);
  CHECK(s.defeats.mean == 20);
  CHECK(s.defeats.p50 == 20);
  CHECK(s.defeats.p10 == Approx(12));
  CHECK(s.last_defeat.p90 == Approx(99.8));
  CHECK(s.end_beads.mean == 1001);
  REQUIRE(s.extra_beads.size() == 2);
  CHECK(s.extra_beads[0].p90 == Approx(1.8));
  CHECK(s.extra_beads[1].mean == 0);
}

}  // namespace
}  // namespace matchbox::simulate
