// SPDX-FileCopyrightText: 2026 The matchbox authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "documents/overlay_plot.h"

#include <fmt/core.h>

#include <algorithm>

#include "core/error.h"
#include "core/translation.h"
#include "kit/outcomes.h"
#include "simulate/learning_time.h"
#include "simulate/statistics.h"
#include "tracker/learning_curve.h"

namespace matchbox::documents {
namespace {

std::size_t shortest(const std::vector<NamedGames>& curves) {
  std::size_t n = curves.front().games.size();
  for (const NamedGames& c : curves) n = std::min(n, c.games.size());
  return n;
}

// The curve of one list of games in `style`, from game 0 (michie, gardner) or game 1 (rates).
std::vector<double> curve(const std::vector<tracker::GameEntry>& games, PlotStyle style,
                          int window) {
  if (style == PlotStyle::kRates)
    return simulate::learning_curves({simulate::run_of(game_results(games))}, window)
        .rolling_loss.mean;
  const std::vector<int> values =
      style == PlotStyle::kMichie ? tracker::michie_score(games) : tracker::gardner_walk(games);
  std::vector<double> out = {0.0};
  out.insert(out.end(), values.begin(), values.end());
  return out;
}

}  // namespace

std::vector<NamedGames> named_tournaments(
    const std::vector<const tracker::TrackSession*>& sessions) {
  std::vector<NamedGames> curves;
  for (const tracker::TrackSession* s : sessions) {
    const std::string& title = s->tournament().title;
    const bool unique = std::count_if(sessions.begin(), sessions.end(), [&](const auto* other) {
                          return other->tournament().title == title;
                        }) == 1;
    curves.push_back({!title.empty() && unique ? title : s->file().stem().string(),
                      s->ledger().games(), kit::possible_outcomes(s->machine().kit()).draw});
  }
  return curves;
}

std::string no_loss_words(const FirstToLearn& first) {
  return fmt::format(fmt::runtime(core::translate_plural(
                         // TRANSLATORS: {n} games in a row without a loss (the measure of
                         // "stopped losing"), {first} and {last} the first and last of them.
                         // xgettext:python-brace-format
                         "plot", "no loss in {n} game, game {first}",
                         "no loss in {n} games in a row, games {first}–{last}", first.window)),
                     fmt::arg("n", first.window), fmt::arg("first", first.game + 1),
                     fmt::arg("last", first.game + first.window));
}

FirstToLearn first_to_learn(const std::vector<NamedGames>& curves, int window) {
  if (window < 0) throw core::Error(fmt::format("--window {}: expected at least 1", window));
  FirstToLearn first;
  if (curves.empty()) return first;
  first.window = window > 0 ? window : simulate::kStoppedLosingWindow;
  for (std::size_t c = 0; c < curves.size(); ++c) {
    const int g = simulate::learned_by(game_results(curves[c].games), first.window);
    if (g < 0 || (first.game >= 0 && g > first.game)) continue;
    if (g != first.game) first.curves.clear();
    first.game = g;
    first.curves.push_back(static_cast<int>(c));
  }
  return first;
}

render::Plot overlay_plot(const std::vector<NamedGames>& curves, PlotStyle style,
                          const std::string& title, int window) {
  if (style == PlotStyle::kOpenings)
    throw core::Error(
        "--style openings: box 1's moves differ from machine to machine, so several "
        "tournaments are plotted in the michie, gardner or rates style only");
  if (curves.empty()) throw core::Error("no tournaments to plot");
  for (const NamedGames& c : curves)
    if (c.games.empty()) throw core::Error(c.name + ": no finished games to plot yet");
  // The stopped-losing measure is the window given (0: the default), whatever the rates use.
  const FirstToLearn first = first_to_learn(curves, window);
  if (style == PlotStyle::kRates && window == 0)
    window = tournament_window(static_cast<int>(shortest(curves)));
  const bool draws =
      std::any_of(curves.begin(), curves.end(), [](const NamedGames& c) { return c.draws; });
  render::Plot plot;
  plot.title = title;
  plot.x_label = core::tr("plot", "Game");
  plot.y_is_count = style != PlotStyle::kRates;
  plot.y_is_fraction = style == PlotStyle::kRates;
  switch (style) {
    case PlotStyle::kMichie:
      plot.title += core::tr("plot", "Michie's cumulative score");
      plot.note = (draws ? core::tr("plot", "+3 for a win, +1 for a draw, −1 for a loss.")
                         : core::tr("plot", "+3 for a win, −1 for a loss.")) +
                  " ";
      plot.y_label = core::tr("plot", "Score");
      break;
    case PlotStyle::kGardner:
      plot.title += core::tr("plot", "Gardner's learning curve");
      plot.note = (draws ? core::tr("plot",
                                    "One step up for each game won, one step down for each game "
                                    "lost, level for a draw.")
                         : core::tr("plot",
                                    "One step up for each game won, one step down for each game "
                                    "lost.")) +
                  " ";
      plot.y_label = core::tr("plot", "Wins − losses");
      break;
    default:
      plot.title += fmt::format(fmt::runtime(core::tr("plot",
                                                      // xgettext:python-brace-format
                                                      "loss rate over the last {window} "
                                                      "games")),
                                fmt::arg("window", window));
      plot.y_label = fmt::format(fmt::runtime(core::tr("plot",
                                                       // xgettext:python-brace-format
                                                       "Loss rate over the last {window} "
                                                       "games")),
                                 fmt::arg("window", window));
      break;
  }
  std::size_t longest = 0;
  for (const NamedGames& c : curves) {
    plot.series.push_back({c.name, curve(c.games, style, window), {}, {}});
    longest = std::max(longest, plot.series.back().y.size());
  }
  const double first_x = style == PlotStyle::kRates ? 1 : 0;
  for (std::size_t i = 0; i < longest; ++i) plot.x.push_back(first_x + static_cast<double>(i));
  for (const int c : first.curves) {
    render::Series& s = plot.series[static_cast<std::size_t>(c)];
    // xgettext:python-brace-format
    s.label += fmt::format(fmt::runtime(core::tr("plot", ": stopped losing first, {when}")),
                           fmt::arg("when", no_loss_words(first)));
    const int point = style == PlotStyle::kRates ? std::max(first.game, 1) - 1 : first.game;
    plot.marks.push_back({static_cast<std::size_t>(c), static_cast<std::size_t>(point)});
  }
  const std::string note =
      first.curves.empty()
          ? core::translate_plural(
                // xgettext:python-brace-format
                "plot", "No machine has had {n} game in a row without a loss yet.",
                "No machine has had {n} games in a row without a loss yet.", first.window)
          : core::translate_plural(
                // xgettext:python-brace-format
                "plot", "●: its last loss, then {n} game without one.",
                "●: its last loss, then {n} games without one.", first.window);
  plot.note += fmt::format(fmt::runtime(note), fmt::arg("n", first.window));
  return plot;
}

}  // namespace matchbox::documents
