// SPDX-FileCopyrightText: 2026 The matchbox authors
// SPDX-License-Identifier: GPL-3.0-or-later

// How long a machine takes to learn, for the class worksheet (documents/worksheet.h): runs of
// the machine against the random opponent (simulate/training.h) from a fixed seed, each run's
// learning time RunResult::learned_by (the first game after which `window` games in a row hold
// no loss), their median over runs with runs that never get there counted as later than any
// that did (simulate/intervals.h), and one typical run game by game, for the worksheet's
// learning curve. Small enough to run while a kit is written (a few hundred runs' games).
#pragma once

#include <cstdint>
#include <optional>
#include <vector>

#include "kit/kit.h"
#include "simulate/intervals.h"
#include "simulate/training.h"

namespace matchbox::simulate {

// Games in a row without a loss that count as "stopped losing": the worksheet's learning time
// (documents/worksheet.h) and, unless `track plot --window` says otherwise, the claim that a
// machine "stopped losing first" on plots of several tournaments and on the league page
// (documents/overlay_plot.h). A fixed measure, not a share of the games played: a machine with
// fewer games than this has not stopped losing, whatever it did.
inline constexpr int kStoppedLosingWindow = 10;

struct LearningTimeOptions {
  int games = 300;  // Games per run (at most kMaxBlocks, so the runs keep every game).
  int runs = 21;    // Runs; an odd number, so the median is one run's time.
  int window = kStoppedLosingWindow;  // Games in a row without a loss: "stopped losing".
  std::uint64_t seed = 1;             // Run r draws from Rng(seed, r).
  // The side the machine plays (Training's default, its own side or first, if none).
  std::optional<Seat> seat = std::nullopt;
};

struct LearningTime {
  LearningTimeOptions options;
  Seat seat = Seat::kFirst;      // The side the machine played.
  CensoredQuantiles learned_by;  // Of the runs' RunResult::learned_by.
  // The run (0-based) whose learning time is nearest the median (the first such; a run that
  // never got there when the median is not reached), and its result with one game per block.
  int typical = 0;
  RunResult typical_run;
};

// Runs `kit` against the random opponent as `options` says, on one thread. Throws core::Error
// for counts out of range (games 1..kMaxBlocks, runs and window at least 1, window at most
// games) or a seat the machine does not play.
LearningTime learning_time(const kit::Kit& kit, const LearningTimeOptions& options = {});

// The same on a Training of the machine against the random opponent made already (its seat,
// not options.seat, is the side played).
LearningTime learning_time(const Training& training, const LearningTimeOptions& options);

// The games (1-based, in order) a run lost, resignations included: RunResult::blocks read
// game by game. Precondition: the run has one game per block.
std::vector<int> games_lost(const RunResult& run);

}  // namespace matchbox::simulate
