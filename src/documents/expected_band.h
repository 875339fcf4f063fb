// SPDX-FileCopyrightText: 2026 The matchbox authors
// SPDX-License-Identifier: GPL-3.0-or-later

// "Is our machine learning normally?" (`track plot --expect KIND`, docs/tournaments.md): the
// tournament's learning curve over the range that simulated tournaments of the same machine
// keep to. The same machine is the tournament's kit (its machine file, --set overrides and
// learning rule), playing against a built-in opponent (simulate/opponent.h: random, perfect,
// strict) on the side it played in the tournament: its one side, or for a machine that plays
// both, the first or the second if every game was played there, else the two in turn.
#pragma once

#include <cstdint>

#include "documents/learning_plot.h"
#include "render/plot.h"
#include "simulate/opponent.h"
#include "tracker/session.h"

namespace matchbox::documents {

// The simulated tournaments: kExpectRuns runs from seed kExpectSeed, each as long as the
// tournament and at least kExpectMinGames games (so that after its first games a tournament is
// already shown where a normal machine goes).
inline constexpr int kExpectRuns = 100;
inline constexpr std::uint64_t kExpectSeed = 1;
inline constexpr int kExpectMinGames = 10;

// learning_plot(session, style, window) with, under its curves, the range of the simulated
// tournaments: per game number, the 10 % and 90 % quantiles across runs (simulate/statistics.h,
// type 7) of the quantity `style` plots: Michie's score (michie) or wins − losses (gardner), each
// from 0 at game 0, or the loss rate over the last `window` games (rates; 0: tournament_window).
// In the legend as "10–90 % of 100 simulated tournaments vs random" ("loss: ..." for rates). The
// range covers max(games, kExpectMinGames) games, the plot's game numbers extended to it.
// The runs are played once per machine, side, opponent and length and kept (the last 16), so
// the festival screen's screens asking again cost nothing. (Runs of different lengths do not
// share their first games: a rule may depend on the run's length, as an epsilon schedule does.)
// Throws learning_plot's core::Error; core::Error "--expect: ..." for the openings style (its lines
// are box 1's moves, not one quantity); Training's core::Error for a side or opponent the machine
// cannot take.
render::Plot expected_plot(const tracker::TrackSession& session, PlotStyle style,
                           simulate::OpponentKind opponent, int window = 0);

}  // namespace matchbox::documents
