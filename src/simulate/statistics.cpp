#include "simulate/statistics.h"

#include <algorithm>
#include <cmath>
#include <numeric>

#include "core/error.h"

namespace matchbox::simulate {
namespace {

// Rolling rates of one kind of result: per point, each run's rate over its last `w` blocks,
// then their mean and 10 % / 90 % quantiles over runs. Walks the blocks once, keeping each run's
// counts in the window, so memory stays proportional to the runs.
Band rolling_band(const std::vector<RunResult>& runs, std::size_t w,
                  int (*counts)(const ResultCounts&)) {
  const std::size_t points = runs.front().blocks.size();
  const std::size_t n_runs = runs.size();
  Band band;
  band.mean.resize(points);
  band.low.resize(points);
  band.high.resize(points);
  std::vector<int> in_window(n_runs, 0);
  std::vector<double> values(n_runs);
  int games_in_window = 0;
  for (std::size_t i = 0; i < points; ++i) {
    const std::vector<ResultCounts>& first = runs.front().blocks;
    games_in_window += first[i].games() - (i >= w ? first[i - w].games() : 0);
    double sum = 0;
    for (std::size_t r = 0; r < n_runs; ++r) {
      const auto& b = runs[r].blocks;
      in_window[r] += counts(b[i]) - (i >= w ? counts(b[i - w]) : 0);
      values[r] = in_window[r] / static_cast<double>(games_in_window);
      sum += values[r];
    }
    band.mean[i] = sum / static_cast<double>(n_runs);
    band.low[i] = quantile(values, 0.1);
    band.high[i] = quantile(values, 0.9);
  }
  return band;
}

int wins(const ResultCounts& c) { return c.win; }
int draws(const ResultCounts& c) { return c.draw; }
int losses(const ResultCounts& c) { return c.loss; }

}  // namespace

double quantile(std::vector<double>& values, double p) {
  if (values.empty()) return 0;
  const double h = static_cast<double>(values.size() - 1) * p;
  const auto lo = static_cast<std::size_t>(std::floor(h));
  std::nth_element(values.begin(), values.begin() + static_cast<std::ptrdiff_t>(lo), values.end());
  const double v_lo = values[lo];
  if (lo + 1 >= values.size()) return v_lo;
  const double v_hi =
      *std::min_element(values.begin() + static_cast<std::ptrdiff_t>(lo) + 1, values.end());
  return v_lo + (h - static_cast<double>(lo)) * (v_hi - v_lo);
}

Quantiles quantiles(std::vector<double> values) {
  Quantiles q;
  if (values.empty()) return q;
  q.mean = std::accumulate(values.begin(), values.end(), 0.0) / static_cast<double>(values.size());
  q.p10 = quantile(values, 0.1);
  q.p50 = quantile(values, 0.5);
  q.p90 = quantile(values, 0.9);
  return q;
}

int default_window(int games) { return std::clamp(games / 20, 1, 100); }

Curves learning_curves(const std::vector<RunResult>& runs, int window) {
  MATCHBOX_CHECK(!runs.empty() && window >= 1);
  const std::size_t points = runs.front().blocks.size();
  Curves c;
  c.block = runs.front().block;
  const auto w = static_cast<std::size_t>((window + c.block - 1) / c.block);
  c.window = static_cast<int>(w) * c.block;
  c.win.assign(points, 0);
  c.draw.assign(points, 0);
  c.loss.assign(points, 0);
  c.resign.assign(points, 0);
  int games = 0;
  for (std::size_t i = 0; i < points; ++i) {
    games += runs.front().blocks[i].games();
    c.last_game.push_back(games);
  }
  // Whole counts over runs first, then one division: exact for the counts, and the same
  // rounding whatever the block size.
  for (const RunResult& run : runs) {
    MATCHBOX_CHECK(run.block == c.block && run.blocks.size() == points);
    for (std::size_t i = 0; i < points; ++i) {
      const ResultCounts& b = run.blocks[i];
      c.win[i] += b.win;
      c.draw[i] += b.draw;
      c.loss[i] += b.loss;
      c.resign[i] += b.resign;
    }
  }
  const auto n = static_cast<double>(runs.size());
  for (std::size_t i = 0; i < points; ++i) {
    const double all = n * runs.front().blocks[i].games();
    for (auto* v : {&c.win, &c.draw, &c.loss, &c.resign}) (*v)[i] /= all;
  }
  c.rolling_win = rolling_band(runs, w, wins);
  c.rolling_draw = rolling_band(runs, w, draws);
  c.rolling_loss = rolling_band(runs, w, losses);
  return c;
}

RunResult run_of(const std::vector<GameResult>& games) {
  RunResult run;
  for (GameResult g : games) {
    run.blocks.emplace_back();
    run.blocks.back().add(g);
  }
  return run;
}

Summary summarise(const std::vector<RunResult>& runs) {
  Summary s;
  const auto over_runs = [&](auto figure) {
    std::vector<double> values;
    for (const RunResult& run : runs) values.push_back(static_cast<double>(figure(run)));
    return quantiles(std::move(values));
  };
  s.defeats = over_runs([](const RunResult& r) { return r.defeats; });
  s.last_defeat = over_runs([](const RunResult& r) { return r.last_defeat; });
  s.resignations = over_runs([](const RunResult& r) { return r.resignations; });
  s.end_beads = over_runs([](const RunResult& r) { return r.end_beads; });
  const std::size_t colours = runs.empty() ? 0 : runs.front().extra_beads.size();
  for (std::size_t c = 0; c < colours; ++c)
    s.extra_beads.push_back(over_runs([c](const RunResult& r) { return r.extra_beads.at(c); }));
  return s;
}

}  // namespace matchbox::simulate
