// SPDX-FileCopyrightText: 2026 The matchbox authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "simulate/statistics.h"

#include <algorithm>
#include <cmath>
#include <numeric>

#include "core/error.h"

namespace matchbox::simulate {
namespace {

// The p-quantile of the rates counts[r] / games over runs, exactly as quantile() gives it (the
// same order statistics, the same arithmetic), for whole counts in [0, games]. Where there are
// fewer possible counts than runs it counts them instead of selecting: a pass over the runs and
// one over the counts.
class RateQuantiles {
 public:
  RateQuantiles(const std::vector<int>& counts, int games) : counts_(counts), games_(games) {
    if (static_cast<std::size_t>(games) > counts.size()) return;
    histogram_.assign(static_cast<std::size_t>(games) + 1, 0);
    for (int c : counts) ++histogram_[static_cast<std::size_t>(c)];
  }

  double operator()(double p) {
    if (histogram_.empty()) {
      values_.clear();
      for (int c : counts_) values_.push_back(c / static_cast<double>(games_));
      return quantile(values_, p);
    }
    const double h = static_cast<double>(counts_.size() - 1) * p;
    const auto lo = static_cast<std::size_t>(std::floor(h));
    const double v_lo = nth(lo) / static_cast<double>(games_);
    if (lo + 1 >= counts_.size()) return v_lo;
    const double v_hi = nth(lo + 1) / static_cast<double>(games_);
    return v_lo + (h - static_cast<double>(lo)) * (v_hi - v_lo);
  }

 private:
  // The k-th smallest count (0-based).
  int nth(std::size_t k) const {
    std::size_t below = 0;
    int c = 0;
    while (below + static_cast<std::size_t>(histogram_[static_cast<std::size_t>(c)]) <= k)
      below += static_cast<std::size_t>(histogram_[static_cast<std::size_t>(c++)]);
    return c;
  }

  const std::vector<int>& counts_;
  int games_;
  std::vector<int> histogram_;
  std::vector<double> values_;
};

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

int default_learn_window(int games) { return std::clamp(games / 2, 1, 100); }

int learned_by(const std::vector<GameResult>& games, int window) {
  MATCHBOX_CHECK(window >= 1);
  int last_defeat = 0;
  for (int g = 0; g < std::ssize(games); ++g) {
    const auto result = games[static_cast<std::size_t>(g)];
    if (result == GameResult::kLoss || result == GameResult::kResign) last_defeat = g + 1;
    if (g + 1 - last_defeat >= window) return last_defeat;
  }
  return -1;
}

void BlockTotals::add(const RunResult& run) {
  if (runs++ == 0) {
    block = run.block;
    for (const ResultCounts& b : run.blocks) games.push_back(b.games());
    for (auto* v : {&win, &draw, &loss, &resign}) v->assign(games.size(), 0);
  }
  MATCHBOX_CHECK(run.block == block && run.blocks.size() == games.size());
  for (std::size_t i = 0; i < games.size(); ++i) {
    const ResultCounts& b = run.blocks[i];
    win[i] += b.win;
    draw[i] += b.draw;
    loss[i] += b.loss;
    resign[i] += b.resign;
  }
}

Curves learning_curves(const BlockTotals& totals, int window) {
  MATCHBOX_CHECK(totals.runs > 0 && window >= 1);
  Curves c;
  c.block = totals.block;
  c.window = (window + c.block - 1) / c.block * c.block;
  // Whole counts over runs, then one division: exact for the counts, and the same rounding
  // whatever the block size.
  const auto n = static_cast<double>(totals.runs);
  int games = 0;
  for (std::size_t i = 0; i < totals.games.size(); ++i) {
    games += totals.games[i];
    c.last_game.push_back(games);
    const double all = n * totals.games[i];
    c.win.push_back(static_cast<double>(totals.win[i]) / all);
    c.draw.push_back(static_cast<double>(totals.draw[i]) / all);
    c.loss.push_back(static_cast<double>(totals.loss[i]) / all);
    c.resign.push_back(static_cast<double>(totals.resign[i]) / all);
  }
  return c;
}

// The rolling rates of wins, draws and losses: per point, each run's rate over its last
// c.window games, then their mean over runs, and for losses also the 10 % / 90 % quantiles over
// runs. Walks the blocks once, keeping each run's counts in the window, so memory stays
// proportional to the runs.
void add_rolling_rates(const std::vector<RunResult>& runs, Curves& c) {
  const auto w = static_cast<std::size_t>(c.window / c.block);
  const std::size_t points = runs.front().blocks.size();
  const std::size_t n_runs = runs.size();
  for (Band* band : {&c.rolling_win, &c.rolling_draw, &c.rolling_loss}) band->mean.resize(points);
  c.rolling_loss.low.resize(points);
  c.rolling_loss.high.resize(points);
  std::vector<ResultCounts> in_window(n_runs);
  std::vector<int> losses(n_runs);
  int games_in_window = 0;
  for (std::size_t i = 0; i < points; ++i) {
    const std::vector<ResultCounts>& first = runs.front().blocks;
    games_in_window += first[i].games() - (i >= w ? first[i - w].games() : 0);
    const auto games = static_cast<double>(games_in_window);
    long long win = 0, draw = 0, loss = 0;
    for (std::size_t r = 0; r < n_runs; ++r) {
      const ResultCounts& add = runs[r].blocks[i];
      ResultCounts& in = in_window[r];
      in.win += add.win;
      in.draw += add.draw;
      in.loss += add.loss;
      if (i >= w) {
        const ResultCounts& drop = runs[r].blocks[i - w];
        in.win -= drop.win;
        in.draw -= drop.draw;
        in.loss -= drop.loss;
      }
      win += in.win;
      draw += in.draw;
      loss += in.loss;
      losses[r] = in.loss;
    }
    // Each run's rate is its count over the same number of games: the mean is the summed
    // counts over that number, divided by the runs.
    const auto all = games * static_cast<double>(n_runs);
    c.rolling_win.mean[i] = static_cast<double>(win) / all;
    c.rolling_draw.mean[i] = static_cast<double>(draw) / all;
    c.rolling_loss.mean[i] = static_cast<double>(loss) / all;
    RateQuantiles loss_rates(losses, games_in_window);
    c.rolling_loss.low[i] = loss_rates(0.1);
    c.rolling_loss.high[i] = loss_rates(0.9);
  }
}

Curves learning_curves(const std::vector<RunResult>& runs, int window) {
  BlockTotals totals;
  for (const RunResult& run : runs) totals.add(run);
  Curves c = learning_curves(totals, window);
  add_rolling_rates(runs, c);
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

OpeningShares opening_shares(const std::vector<RunResult>& runs, int moves) {
  OpeningShares o;
  if (runs.empty() || moves <= 0) return o;
  const RunResult& first = runs.front();
  const std::size_t points = first.openings.size() / static_cast<std::size_t>(moves);
  for (std::size_t i = 0; i < points; ++i)
    o.last_game.push_back(static_cast<int>(i) * first.block + first.blocks[i].games());
  o.share.assign(static_cast<std::size_t>(moves), std::vector<double>(points, 0.0));
  o.most.assign(static_cast<std::size_t>(moves), 0);
  o.only.assign(static_cast<std::size_t>(moves), 0);
  const auto n = static_cast<double>(runs.size());
  for (const RunResult& run : runs) {
    if (points > 0) {
      const auto end = run.openings.begin() + static_cast<long>(points - 1) * moves;
      const int most = *std::max_element(end, end + moves);
      const auto left = std::count_if(end, end + moves, [](int b) { return b > 0; });
      for (int m = 0; m < moves; ++m) {
        if (end[m] > 0 && end[m] == most) ++o.most[static_cast<std::size_t>(m)];
        if (end[m] > 0 && left == 1) ++o.only[static_cast<std::size_t>(m)];
      }
    }
    for (std::size_t i = 0; i < points; ++i) {
      const auto at = run.openings.begin() + static_cast<long>(i) * moves;
      const int total = std::accumulate(at, at + moves, 0);
      if (total == 0) continue;
      for (int m = 0; m < moves; ++m)
        o.share[static_cast<std::size_t>(m)][i] += at[m] / static_cast<double>(total) / n;
    }
  }
  return o;
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
  std::vector<double> learned_by;
  for (const RunResult& run : runs) learned_by.push_back(run.learned_by);
  s.learned_by = censored_quantiles(std::move(learned_by));
  const std::size_t colours = runs.empty() ? 0 : runs.front().extra_beads.size();
  for (std::size_t c = 0; c < colours; ++c)
    s.extra_beads.push_back(over_runs([c](const RunResult& r) { return r.extra_beads.at(c); }));
  return s;
}

}  // namespace matchbox::simulate
