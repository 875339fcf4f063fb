// The rules study (`matchbox compare`, README.md "Which rule learns best"): the figures of one
// machine's runs that the study's table compares, machine by machine, under the same seeds.
#pragma once

#include <vector>

#include "simulate/statistics.h"
#include "simulate/training.h"

namespace matchbox::simulate {

// The final stretch of a run the study reads its final rates from: the last tenth of the
// games, at least 1.
int final_window(int games);

// One machine's training runs, summarised. Rates are means over runs of the fraction of the
// final window's games; -1 where nothing was there to measure.
struct StudyRow {
  Quantiles stops_losing;    // The last game lost (0: never lost; `games`: still losing).
  double perfect_share = 0;  // Runs whose final window had no mistake (RunResult::last_mistake).
  double win = 0, draw = 0, loss = 0;
  double keeps_wins = -1;  // Final window: moves from won positions that kept the win.
  double beads = 0;        // Mean beads in the boxes after the last game.
  double spares = 0;       // 90 % quantile over runs of the beads beyond the fill (all colours).
};

// Precondition: every run has `games` games and was judged (Training judge = true) with
// RunHooks::final_from = games - final_window(games).
StudyRow study_row(const std::vector<RunResult>& runs, int games);

// A trained machine tested as it stands against one opponent: runs whose RunResult::tail holds
// every game (RunHooks::final_from 0).
struct TestRow {
  double win = 0, draw = 0, loss = 0;  // Means over runs of the fraction of its games.
  double unbeaten_share = 0;           // Runs that lost none of the test's games.
};

TestRow test_row(const std::vector<RunResult>& runs);

}  // namespace matchbox::simulate
