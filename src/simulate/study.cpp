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
  for (const RunResult& run : runs) {
    last_defeat.push_back(run.last_defeat);
    learned_by.push_back(run.learned_by);
    row.perfect += {run.last_mistake <= from ? 1 : 0, 1};
    add_results(run.tail, row.win, row.draw, row.loss);
    row.keeps_wins += {run.wins_kept, run.win_chances};
    row.beads += static_cast<double>(run.end_beads) / n;
    double extra = 0;
    for (int e : run.extra_beads) extra += e;
    spares.push_back(extra);
  }
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
