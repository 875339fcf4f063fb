// SPDX-FileCopyrightText: 2026 The matchbox authors
// SPDX-License-Identifier: GPL-3.0-or-later

// The rules study (`matchbox compare`, README.md "Which rule learns best"): the figures of one
// machine's runs that the study's table compares, machine by machine, under the same seeds.
#pragma once

#include <vector>

#include "simulate/findings.h"
#include "simulate/intervals.h"
#include "simulate/statistics.h"
#include "simulate/training.h"

namespace matchbox::simulate {

// The final stretch of a run the study reads its final rates from: the last tenth of the
// games, at least 1.
int final_window(int games);

// One machine's training runs, summarised. Rates are pooled over the final windows of all runs
// (each of the same length, so the pooled rate is the mean of the runs' rates), with their
// Wilson intervals (simulate/intervals.h).
struct StudyRow {
  // RunResult::learned_by over runs, the runs that never got there censored.
  CensoredQuantiles learned_by;
  Quantiles stops_losing;      // The last game lost (0: never lost; `games`: still losing).
  Proportion perfect;          // Runs whose final window had no mistake (RunResult::last_mistake).
  Proportion win, draw, loss;  // Of the final windows' games.
  Proportion keeps_wins;       // Final window: moves from won positions that kept the win.
  double beads = 0;            // Mean beads in the boxes after the last game.
  double spares = 0;  // 90 % quantile over runs of the beads beyond the fill (all colours).
  // The figures the findings compare (simulate/findings.h), with 95 % intervals that take the
  // runs as the independent unit: the medians of learned_by (never: +inf) and of the last
  // defeat with their order-statistic intervals, `perfect` with its Wilson interval, and the
  // final rates and kept wins by rate_over_runs().
  Estimates estimates;
};

// Precondition: every run has `games` games and was judged (Training judge = true) with
// RunHooks::final_from = games - final_window(games) (and learn_window for learned_by).
StudyRow study_row(const std::vector<RunResult>& runs, int games);

// A trained machine tested as it stands against one opponent: runs whose RunResult::tail holds
// every game (RunHooks::final_from 0).
struct TestRow {
  Proportion win, draw, loss;  // Of all runs' test games.
  Proportion unbeaten;         // Runs that lost none of the test's games.
};

TestRow test_row(const std::vector<RunResult>& runs);

}  // namespace matchbox::simulate
