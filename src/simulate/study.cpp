#include "simulate/study.h"

#include <algorithm>

namespace matchbox::simulate {
namespace {

struct Rates {
  double win = 0, draw = 0, loss = 0;
};

Rates rates(const ResultCounts& c) {
  const auto n = static_cast<double>(c.games());
  if (n == 0) return {};
  return {c.win / n, c.draw / n, c.loss / n};
}

}  // namespace

int final_window(int games) { return std::max(1, games / 10); }

StudyRow study_row(const std::vector<RunResult>& runs, int games) {
  StudyRow row;
  if (runs.empty()) return row;
  const int from = games - final_window(games);
  const auto n = static_cast<double>(runs.size());
  std::vector<double> last_defeat, spares;
  long long chances = 0, kept = 0;
  for (const RunResult& run : runs) {
    last_defeat.push_back(run.last_defeat);
    if (run.last_mistake <= from) row.perfect_share += 1 / n;
    const Rates r = rates(run.tail);
    row.win += r.win / n;
    row.draw += r.draw / n;
    row.loss += r.loss / n;
    chances += run.win_chances;
    kept += run.wins_kept;
    row.beads += static_cast<double>(run.end_beads) / n;
    double extra = 0;
    for (int e : run.extra_beads) extra += e;
    spares.push_back(extra);
  }
  row.stops_losing = quantiles(last_defeat);
  row.spares = quantile(spares, 0.9);
  if (chances > 0) row.keeps_wins = static_cast<double>(kept) / static_cast<double>(chances);
  return row;
}

TestRow test_row(const std::vector<RunResult>& runs) {
  TestRow row;
  const auto n = static_cast<double>(runs.size());
  for (const RunResult& run : runs) {
    const Rates r = rates(run.tail);
    row.win += r.win / n;
    row.draw += r.draw / n;
    row.loss += r.loss / n;
    if (r.loss == 0) row.unbeaten_share += 1 / n;
  }
  return row;
}

}  // namespace matchbox::simulate
