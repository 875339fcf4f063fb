// SPDX-FileCopyrightText: 2026 The matchbox authors
// SPDX-License-Identifier: GPL-3.0-or-later

// The learning curve of a tournament as a plot (render/plot.h data, drawn elsewhere), in the
// styles of docs/tournaments.md: `track plot` writes it to a file and `track serve` shows it on
// the festival screen, so both always draw the same curve.
//   michie   Michie's cumulative score, +3 win, +1 draw, -1 loss (Michie 1961, 1963), with the
//            counted change of beads in box 1 when that box opens every game;
//   gardner  Gardner's walk, a step up per win and down per loss (Gardner 1962, figure 45);
//   rates    win, draw and loss rates over the last W games, as `simulate --plot` draws them
//            (the rolling rates are simulate/statistics.h's, so both commands agree);
//   openings the share of box 1's beads on each of its moves after every game (Michie 1961:
//            the corner opening taking over), documents/openings_plot.h.
#pragma once

#include "core/enum_table.h"
#include "render/plot.h"
#include "simulate/training.h"
#include "tracker/session.h"

namespace matchbox::documents {

enum class PlotStyle { kMichie, kGardner, kRates, kOpenings };
inline constexpr auto kPlotStyles = core::make_enum_table<PlotStyle>(
    std::pair{PlotStyle::kMichie, "michie"}, std::pair{PlotStyle::kGardner, "gardner"},
    std::pair{PlotStyle::kRates, "rates"}, std::pair{PlotStyle::kOpenings, "openings"});

// The style a machine's learning rule is plotted in unless another is asked for (`track plot`,
// the festival screen, the league page): Michie's cumulative score for Michie's rule (Michie
// 1961: 3 beads added for a win, 1 for a draw, 1 taken for a loss, in every box used, no floor),
// whose +3/+1/−1 then are the beads the rule gives; Gardner's walk for every other rule (Gardner
// 1962, figure 45, charted HER's games so: up for a win, down for a loss), which counts results
// and names no reward the rule does not give. A draw rule counts only if the game can be drawn.
PlotStyle natural_style(const kit::Kit& kit);

// Of several machines on one plot (a league): Michie's score if it is every machine's natural
// style, else Gardner's walk. Precondition: `kits` is not empty.
PlotStyle natural_style(const std::vector<const kit::Kit*>& kits);

// The default window of the rates style: one tournament is a single, noisy run, so a wider one
// than `simulate`'s mean over many runs: games/10, at least 5 (or every game), at most 100.
int tournament_window(int games);

// Machine 0's result in each game, as the simulator's statistics take them (a resignation is
// a loss).
std::vector<simulate::GameResult> game_results(const std::vector<tracker::GameEntry>& games);

// The learning curve of machine 0 over the session's finished games, one series per line drawn
// (so one legend entry per line: no draw rate for a game that cannot be drawn, one line where
// the beads in box 1 agree with Michie's score). x is the game number: the michie and gardner
// curves start at game 0 with 0 (before the first game); rates start at game 1 (a rate needs a
// game). `window` is used by kRates only (0: tournament_window). Throws core::Error "FILE: no
// finished games to plot yet" if there are none.
render::Plot learning_plot(const tracker::TrackSession& session, PlotStyle style, int window = 0);

}  // namespace matchbox::documents
