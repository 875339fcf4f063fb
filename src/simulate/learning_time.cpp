// SPDX-FileCopyrightText: 2026 The matchbox authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "simulate/learning_time.h"

#include <cmath>
#include <limits>
#include <string>

#include "core/error.h"

namespace matchbox::simulate {
namespace {

void check_options(const LearningTimeOptions& o) {
  check_run_counts(o.games, o.runs);
  if (o.games > kMaxBlocks)
    throw core::Error("games " + std::to_string(o.games) + ": expected at most " +
                      std::to_string(kMaxBlocks) + " (every game is kept)");
  if (o.window < 1 || o.window > o.games)
    throw core::Error("window " + std::to_string(o.window) + ": expected 1 to " +
                      std::to_string(o.games) + " (the games per run)");
}

// A run's learning time, a run that never got there as +∞.
double time_of(const RunResult& run) {
  return run.learned_by < 0 ? std::numeric_limits<double>::infinity() : run.learned_by;
}

}  // namespace

LearningTime learning_time(const kit::Kit& kit, const LearningTimeOptions& options) {
  check_options(options);
  return learning_time(Training(kit, Opponent{}, options.seat), options);  // Random opponent.
}

LearningTime learning_time(const Training& training, const LearningTimeOptions& options) {
  check_options(options);
  std::vector<RunResult> runs =
      training.run(options.games, options.runs, options.seed, 1, [&](int) {
        RunHooks hooks;
        hooks.block = 1;
        hooks.learn_window = options.window;
        return hooks;
      });
  LearningTime out;
  out.options = options;
  out.seat = training.seat();
  std::vector<double> times;
  for (const RunResult& run : runs) times.push_back(run.learned_by);
  out.learned_by = censored_quantiles(times);
  const double median =
      out.learned_by.median < 0 ? std::numeric_limits<double>::infinity() : out.learned_by.median;
  double nearest = std::numeric_limits<double>::infinity();
  for (std::size_t r = 0; r < runs.size(); ++r) {
    const double t = time_of(runs[r]);
    const double distance = std::isinf(median) ? (std::isinf(t) ? 0 : 1) : std::abs(t - median);
    if (distance < nearest) nearest = distance, out.typical = static_cast<int>(r);
  }
  out.typical_run = std::move(runs.at(static_cast<std::size_t>(out.typical)));
  return out;
}

std::vector<int> games_lost(const RunResult& run) {
  MATCHBOX_CHECK_EQ(run.block, 1);
  std::vector<int> out;
  for (std::size_t g = 0; g < run.blocks.size(); ++g)
    if (run.blocks[g].loss > 0) out.push_back(static_cast<int>(g) + 1);
  return out;
}

}  // namespace matchbox::simulate
