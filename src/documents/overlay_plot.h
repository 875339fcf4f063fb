// SPDX-FileCopyrightText: 2026 The matchbox authors
// SPDX-License-Identifier: GPL-3.0-or-later

// Several learning curves on one plot (`track plot A B C`, docs/tournaments.md; a class league:
// six groups, each with its own HER kit): one curve per list of games, one colour each, and a
// mark where the machine that stopped losing first did so.
//
// "Stopped losing" is RunResult::learned_by of the simulator (simulate/statistics.h,
// simulate::learned_by), applied to the games a physical machine played: the last game it lost
// before `window` games in a row without a loss (0 if it lost none of its first `window`), over
// the games in play order. The window is the worksheet's measure
// (simulate::kStoppedLosingWindow, 10 games) or `track plot --window`, never fewer because the
// tournaments are short: a machine that has not played that many games without a loss is not
// said to have stopped losing. The curve whose machine got there after the fewest games stopped
// losing first; curves of machines that never did are not ranked.
#pragma once

#include <string>
#include <vector>

#include "documents/learning_plot.h"
#include "render/plot.h"
#include "tracker/ledger.h"

namespace matchbox::documents {

// One curve: its legend name and the finished games it is drawn from, in play order (a
// tournament's games, or those of one of its sessions or players).
struct NamedGames {
  std::string name;
  std::vector<tracker::GameEntry> games;
  bool draws = true;  // Can its machine's game be drawn (the plot's words name draws if one can)?
};

// The curves' games as `track plot A B C` reads them: each session's finished games, named by
// its tournament's title if no other has the same, else its file's name without the folder and
// .yaml.
std::vector<NamedGames> named_tournaments(
    const std::vector<const tracker::TrackSession*>& sessions);

// Which curves stopped losing first.
struct FirstToLearn {
  int window = 0;           // The games in a row without a loss it takes.
  int game = -1;            // Their learned_by: the last game lost before that (0: none).
  std::vector<int> curves;  // Indices of the curves that got there at `game` (ties: all).
};

// "no loss in 4 games in a row, games 2–5": the stretch that made `first`'s curves stop losing
// and how many games the claim rests on (a game found), in the language in force.
std::string no_loss_words(const FirstToLearn& first);

// `window` 0: simulate::kStoppedLosingWindow. Empty `curves` if no machine has had `window`
// games in a row without a loss. Throws core::Error for a window below 0.
FirstToLearn first_to_learn(const std::vector<NamedGames>& curves, int window = 0);

// The curves on one plot titled `title` + the style's name: Michie's score (michie), wins −
// losses (gardner), each from 0 at game 0, or the loss rate over the last `window` games (rates;
// 0: tournament_window of the shortest curve), one colour and dash per curve (the x axis as
// long as the longest), a legend of their names, and first_to_learn(curves, window)'s curves
// marked at their learned_by game, their legend entries saying so (no_loss_words). Throws
// core::Error for the openings style (box 1's moves differ from machine to machine), for no curves,
// or naming a curve without games.
render::Plot overlay_plot(const std::vector<NamedGames>& curves, PlotStyle style,
                          const std::string& title, int window = 0);

}  // namespace matchbox::documents
