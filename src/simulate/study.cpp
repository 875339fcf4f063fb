// SPDX-FileCopyrightText: 2026 The matchbox authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "simulate/study.h"

#include <algorithm>

namespace matchbox::simulate {
namespace {

// The results of `c` as shares of its games.
void add_results(const ResultCounts& c, Proportion& win, Proportion& draw, Proportion& loss) {
  win += {c.win, c.games()};
  draw += {c.draw, c.games()};
  loss += {c.loss, c.games()};
}

}  // namespace

int final_window(int games) { return std::max(1, games / 10); }

StudyRow study_row(const std::vector<RunResult>& runs, int games) {
  StudyRow row;
  if (runs.empty()) return row;
  const int from = games - final_window(games);
  const auto n = static_cast<double>(runs.size());
  std::vector<double> last_defeat, learned_by, spares;
  std::vector<Proportion> win(runs.size()), draw(runs.size()), loss(runs.size()), kept;
  for (const RunResult& run : runs) {
    last_defeat.push_back(run.last_defeat);
    learned_by.push_back(run.learned_by);
    row.perfect += {run.last_mistake <= from ? 1 : 0, 1};
    const std::size_t r = kept.size();
    add_results(run.tail, win[r], draw[r], loss[r]);
    kept.push_back({run.wins_kept, run.win_chances});
    row.win += win[r];
    row.draw += draw[r];
    row.loss += loss[r];
    row.keeps_wins += kept[r];
    row.beads += static_cast<double>(run.end_beads) / n;
    double extra = 0;
    for (int e : run.extra_beads) extra += e;
    spares.push_back(extra);
  }
  Estimates& at = row.estimates;
  at[Measure::kLearnedBy] = median_interval(learned_by);
  at[Measure::kStopsLosing] = median_interval(last_defeat);
  at[Measure::kPerfectPlay] = wilson_estimate(row.perfect);
  at[Measure::kFinalWins] = rate_over_runs(win);
  at[Measure::kFinalDraws] = rate_over_runs(draw);
  at[Measure::kFinalLosses] = rate_over_runs(loss);
  at[Measure::kKeepsWins] = rate_over_runs(kept);
  row.learned_by = censored_quantiles(std::move(learned_by));
  row.stops_losing = quantiles(last_defeat);
  row.spares = quantile(spares, 0.9);
  return row;
}

TestRow test_row(const std::vector<RunResult>& runs) {
  TestRow row;
  for (const RunResult& run : runs) {
    add_results(run.tail, row.win, row.draw, row.loss);
    row.unbeaten += {run.tail.loss == 0 ? 1 : 0, 1};
  }
  return row;
}

}  // namespace matchbox::simulate
