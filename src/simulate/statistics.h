// SPDX-FileCopyrightText: 2026 The matchbox authors
// SPDX-License-Identifier: GPL-3.0-or-later

// Statistics over the runs of a simulated tournament (README.md, "Solving and simulating"): mean
// learning curves per game number with a 10–90 % band of a rolling rate, and a summary over runs.
//
// Quantiles interpolate linearly between the sorted values (Hyndman & Fan's type 7, the
// default of R and NumPy): q(p) = v[floor(h)] + (h - floor(h)) (v[floor(h)+1] - v[floor(h)])
// with h = (n - 1) p.
#pragma once

#include <vector>

#include "simulate/intervals.h"
#include "simulate/training.h"

namespace matchbox::simulate {

struct Quantiles {
  double mean = 0;
  double p10 = 0;
  double p50 = 0;
  double p90 = 0;
};

// Mean and 10/50/90 % quantiles of `values` (all zero if empty).
Quantiles quantiles(std::vector<double> values);
// The p-quantile (0 <= p <= 1) of `values`, type 7 as above; 0 if empty. Reorders `values`.
double quantile(std::vector<double>& values, double p);

// A rolling rate over runs: per point, the mean over runs and the 10 % / 90 % quantiles.
struct Band {
  std::vector<double> mean;
  std::vector<double> low;
  std::vector<double> high;
};

// Learning curves at the runs' block resolution (RunResult::blocks): point i covers the games
// i * block + 1 .. last_game[i]; with block 1, point i is game i + 1.
struct Curves {
  int block = 1;
  std::vector<int> last_game;
  // Mean over runs of the fraction of the point's games won / drawn / lost (resignations
  // included) / resigned, so win + draw + loss == 1 and resign <= loss.
  std::vector<double> win, draw, loss, resign;
  // Rolling rates: the fraction of the last `window` games up to the point (fewer at the start)
  // won, drawn, lost, per run, then averaged over runs; the loss rate also banded (10 % and
  // 90 % quantiles over runs; the win and draw bands stay empty). `window` is a whole number
  // of blocks.
  int window = 1;
  Band rolling_win, rolling_draw, rolling_loss;
};

// The default rolling window: a twentieth of the games, between 1 and 100.
int default_window(int games);

// RunResult::learned_by's default window (`simulate`, `compare`, `track plot A B ...`): 100
// games in a row without a loss, or half the games of a shorter run, at least 1.
int default_learn_window(int games);

// RunResult::learned_by of results already played, as a Training measures it while it plays:
// the first game g (0 before the first game) after which games g + 1 .. g + `window` (at least
// 1) hold no loss (resignations are losses); -1 if no `window` games in a row are free of one.
int learned_by(const std::vector<GameResult>& games, int window);

// Result counts per block summed over runs, gathered run by run (Training::run's `done`): all
// the mean learning curves read, so that a tournament need not keep every run's blocks.
struct BlockTotals {
  int block = 1;
  int runs = 0;
  std::vector<int> games;                          // Per block: its games (the same in every run).
  std::vector<long long> win, draw, loss, resign;  // Per block, summed over runs.
  // Adds `run`'s blocks. Precondition: the same block size and blocks as the runs added before.
  void add(const RunResult& run);
};

// The mean curves of the runs added to `totals` (at least one), with `window` (in games, at
// least 1) rounded up to whole blocks but the rolling rates left empty (for output that shows
// none).
Curves learning_curves(const BlockTotals& totals, int window);
// Fills the rolling rates of `c`, made by learning_curves() from the same runs' totals.
void add_rolling_rates(const std::vector<RunResult>& runs, Curves& c);
// The curves with their rolling rates. Precondition: every run has the same block size and
// blocks.
Curves learning_curves(const std::vector<RunResult>& runs, int window);

// A run of these results, one game per block (a tournament file's games, hand-made tests).
RunResult run_of(const std::vector<GameResult>& games);

// How box 1's beads split among its moves (RunResult::openings), point by point as
// learning_curves() gives them: share[m][i] is the mean over runs of move m's share of the box's
// beads after point i (0 for a run whose box is empty then).
struct OpeningShares {
  std::vector<int> last_game;
  std::vector<std::vector<double>> share;
  // After the last point, per move: the runs in which it holds the most beads of the box (every
  // move tied for the most counts), and those in which it is the only move with beads left.
  std::vector<int> most;
  std::vector<int> only;
};

// Precondition: every run kept its openings (RunHooks::openings) with the same blocks; `moves`
// is box 1's number of moves.
OpeningShares opening_shares(const std::vector<RunResult>& runs, int moves);

// Summary over runs of each run's figures (RunResult).
struct Summary {
  Quantiles defeats;
  Quantiles last_defeat;
  Quantiles resignations;
  Quantiles end_beads;
  std::vector<Quantiles> extra_beads;  // Per palette colour.
  CensoredQuantiles learned_by;        // RunResult::learned_by (runs with RunHooks::learn_window).
};

// Reads each run's figures, not its blocks (which may be left empty).
Summary summarise(const std::vector<RunResult>& runs);

}  // namespace matchbox::simulate
