#include "simulate/statistics.h"

#include <algorithm>
#include <cmath>
#include <numeric>

#include "core/error.h"

namespace matchbox::simulate {
namespace {

// Rolling rates of one kind of result: per game, each run's rate over its last `window` games,
// then their mean and 10 % / 90 % quantiles over runs. Walks the games once, keeping each run's
// count in the window, so memory stays proportional to the runs.
Band rolling_band(const std::vector<RunResult>& runs, int window, bool (*counts)(GameResult)) {
  const std::size_t games = runs.front().games.size();
  const std::size_t n_runs = runs.size();
  const auto w = static_cast<std::size_t>(window);
  Band band;
  band.mean.resize(games);
  band.low.resize(games);
  band.high.resize(games);
  std::vector<int> in_window(n_runs, 0);
  std::vector<double> values(n_runs);
  for (std::size_t i = 0; i < games; ++i) {
    const double width = static_cast<double>(std::min(i + 1, w));
    double sum = 0;
    for (std::size_t r = 0; r < n_runs; ++r) {
      const auto& g = runs[r].games;
      if (counts(g[i])) ++in_window[r];
      if (i >= w && counts(g[i - w])) --in_window[r];
      values[r] = in_window[r] / width;
      sum += values[r];
    }
    band.mean[i] = sum / static_cast<double>(n_runs);
    band.low[i] = quantile(values, 0.1);
    band.high[i] = quantile(values, 0.9);
  }
  return band;
}

bool is_win(GameResult r) { return r == GameResult::kWin; }
bool is_draw(GameResult r) { return r == GameResult::kDraw; }
bool is_loss(GameResult r) { return r == GameResult::kLoss || r == GameResult::kResign; }

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
  const std::size_t games = runs.front().games.size();
  Curves c;
  c.window = window;
  c.win.assign(games, 0);
  c.draw.assign(games, 0);
  c.loss.assign(games, 0);
  c.resign.assign(games, 0);
  for (const RunResult& run : runs) {
    MATCHBOX_CHECK_EQ(run.games.size(), games);
    for (std::size_t i = 0; i < games; ++i) {
      const GameResult r = run.games[i];
      (is_win(r) ? c.win : is_draw(r) ? c.draw : c.loss)[i] += 1;
      if (r == GameResult::kResign) c.resign[i] += 1;
    }
  }
  const auto n = static_cast<double>(runs.size());
  for (auto* v : {&c.win, &c.draw, &c.loss, &c.resign})
    for (double& x : *v) x /= n;
  c.rolling_win = rolling_band(runs, window, is_win);
  c.rolling_draw = rolling_band(runs, window, is_draw);
  c.rolling_loss = rolling_band(runs, window, is_loss);
  return c;
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
