// SPDX-FileCopyrightText: 2026 The matchbox authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "documents/learning_plot.h"

#include <fmt/core.h>

#include <algorithm>
#include <optional>

#include "core/error.h"
#include "core/translation.h"
#include "documents/openings_plot.h"
#include "kit/outcomes.h"
#include "simulate/statistics.h"
#include "tracker/learning_curve.h"
#include "tracker/openings.h"

namespace matchbox::documents {

// The drawing machinery and the books every document is made with.
using namespace render;
using namespace tracker;
namespace {

std::vector<double> as_doubles(const std::vector<int>& v) { return {v.begin(), v.end()}; }

// The beads box 1 holds in the initial fill, if box 1 opens in every game: the machine plays
// one side only and box 1 is the only box of its first ply. nullopt otherwise.
std::optional<int> every_game_first_box(const TrackedMachine& machine) {
  const kit::Kit& kit = machine.kit();
  if (kit.spec.plays == spec::Plays::kBoth || kit.boxes.size() < 2 ||
      kit.boxes[1].ply == kit.boxes[0].ply)
    return std::nullopt;
  return kit.boxes[0].bead_count();
}

// True if the machine's game can end in a draw (hexapawn and Nim cannot): plots then leave
// draws out of their words and lines.
bool draws_possible(const TrackSession& s) {
  return kit::possible_outcomes(s.machine().kit()).draw;
}

void michie_series(render::Plot& plot, const TrackSession& s) {
  const auto& games = s.ledger().games();
  const std::optional<int> initial = every_game_first_box(s.machine());
  plot.title += core::tr("plot", "Michie's cumulative score");
  plot.note = draws_possible(s) ? core::tr("plot", "+3 for a win, +1 for a draw, −1 for a loss.")
                                : core::tr("plot", "+3 for a win, −1 for a loss.");
  // Only a machine whose box 1 opens every game has a first box whose beads the score counts.
  if (initial)
    plot.note +=
        " " + core::tr("plot", "Under Michie's rule this is also the change of beads in box 1.");
  plot.y_label = core::tr("plot", "Score");
  plot.y_is_count = true;
  const std::vector<double> score = as_doubles(michie_score(games));
  if (!initial) {
    plot.series.push_back({core::tr("plot", "Michie's score"), score, {}, {}});
    return;
  }
  const std::vector<double> beads = as_doubles(first_box_change(games, *initial));
  // Where the counted beads agree with the score at every game the two lines would be drawn
  // one over the other: one line with one legend entry says both.
  if (beads == score) {
    plot.series.push_back(
        {fmt::format(fmt::runtime(core::tr("plot",
                                           // xgettext:python-brace-format
                                           "Michie's score = beads in box 1, less its {n} at the "
                                           "start")),
                     fmt::arg("n", *initial)),
         score,
         {},
         {}});
  } else {
    plot.series.push_back({core::tr("plot", "Michie's score"), score, {}, {}});
    plot.series.push_back(
        // xgettext:python-brace-format
        {fmt::format(fmt::runtime(core::tr("plot", "Beads in box 1, less its {n} at the start")),
                     fmt::arg("n", *initial)),
         beads,
         {},
         {}});
  }
}

void gardner_series(render::Plot& plot, const TrackSession& s) {
  plot.title += core::tr("plot", "Gardner's learning curve");
  plot.note = fmt::format(
      fmt::runtime(draws_possible(s)
                       ? core::tr("plot",
                                  // xgettext:python-brace-format
                                  "One step up for each game {title} wins, one step down for "
                                  "each game it loses, level for a draw.")
                       : core::tr("plot",
                                  // xgettext:python-brace-format
                                  "One step up for each game {title} wins, one step down for "
                                  "each game it loses.")),
      fmt::arg("title", s.machine().kit().spec.title));
  plot.y_label = core::tr("plot", "Wins − losses");
  plot.y_is_count = true;
  plot.series.push_back({plot.y_label, as_doubles(gardner_walk(s.ledger().games())), {}, {}});
}

void rate_series(render::Plot& plot, const TrackSession& s, int window) {
  const simulate::Curves c =
      simulate::learning_curves({simulate::run_of(game_results(s.ledger().games()))}, window);
  const bool draws = draws_possible(s);
  plot.title += fmt::format(
      fmt::runtime(draws
                       // xgettext:python-brace-format
                       ? core::tr("plot", "win, draw and loss rates over the last {window} games")
                       // xgettext:python-brace-format
                       : core::tr("plot", "win and loss rates over the last {window} games")),
      fmt::arg("window", window));
  // xgettext:python-brace-format
  plot.y_label = fmt::format(fmt::runtime(core::tr("plot", "Rate over the last {window} games")),
                             fmt::arg("window", window));
  plot.y_is_fraction = true;
  plot.series.push_back({core::tr("plot", "win"), c.rolling_win.mean, {}, {}});
  if (draws) plot.series.push_back({core::tr("plot", "draw"), c.rolling_draw.mean, {}, {}});
  // The loss line is vermillion (the plot's third style) with or without a draw line.
  plot.series.push_back({core::tr("plot", "loss"), c.rolling_loss.mean, {}, {}, 2});
}

void openings_series(render::Plot& plot, const TrackSession& s) {
  plot.title += core::tr("plot", "box 1's beads by move");
  plot.note = core::tr("plot", "After every game.");
  plot.x.insert(plot.x.begin(), 0.0);  // Before the first game: the initial fill.
  add_opening_series(plot, s.machine().kit(), bead_shares(tracker::opening_beads(s)));
}

// The point before the first game: game 0, where every score and count starts at 0.
void add_origin(render::Plot& plot) {
  plot.x.insert(plot.x.begin(), 0.0);
  for (render::Series& series : plot.series) series.y.insert(series.y.begin(), 0.0);
}

}  // namespace

std::vector<simulate::GameResult> game_results(const std::vector<GameEntry>& games) {
  std::vector<simulate::GameResult> results;
  for (const GameEntry& game : games)
    results.push_back(game.outcome == core::Outcome::kWin    ? simulate::GameResult::kWin
                      : game.outcome == core::Outcome::kDraw ? simulate::GameResult::kDraw
                                                             : simulate::GameResult::kLoss);
  return results;
}

namespace {

// True if `rule` moves `beads` fixed beads of the drawn colour in every box used, as Michie's.
bool moves_as_michie(const spec::OutcomeRule& rule, int beads) {
  return rule.beads == beads && !rule.all_of_colour && rule.boxes == spec::UpdatedBoxes::kAll &&
         !rule.keep_last && rule.scale == spec::Scale::kFixed;
}

}  // namespace

PlotStyle natural_style(const kit::Kit& kit) {
  const spec::Reinforcement& r = kit.spec.reinforcement;
  const bool michie = moves_as_michie(r.win, 3) && moves_as_michie(r.loss, -1) &&
                      (!kit::possible_outcomes(kit).draw || moves_as_michie(r.draw, 1)) &&
                      r.floor == 0 && r.propagation == spec::Propagation::kNone;
  return michie ? PlotStyle::kMichie : PlotStyle::kGardner;
}

PlotStyle natural_style(const std::vector<const kit::Kit*>& kits) {
  MATCHBOX_CHECK(!kits.empty());
  return std::all_of(kits.begin(), kits.end(),
                     [](const kit::Kit* k) { return natural_style(*k) == PlotStyle::kMichie; })
             ? PlotStyle::kMichie
             : PlotStyle::kGardner;
}

int tournament_window(int games) { return std::clamp(games / 10, std::min(games, 5), 100); }

render::Plot learning_plot(const TrackSession& session, PlotStyle style, int window) {
  const auto& games = session.ledger().games();
  if (games.empty()) throw core::Error(session.file().string() + ": no finished games to plot yet");
  render::Plot plot;
  plot.title = session.tournament().title;
  if (session.machine_count() > 1)
    plot.title += fmt::format(fmt::runtime(core::tr("plot",
                                                    // xgettext:python-brace-format
                                                    " ({first} against {second}, from "
                                                    "{first}'s side)")),
                              fmt::arg("first", session.machine(0).kit().spec.title),
                              fmt::arg("second", session.machine(1).kit().spec.title));
  plot.title += ": ";
  plot.x_label = core::tr("plot", "Game");
  for (std::size_t g = 0; g < games.size(); ++g) plot.x.push_back(static_cast<double>(g + 1));
  switch (style) {
    case PlotStyle::kMichie:
      michie_series(plot, session);
      add_origin(plot);
      break;
    case PlotStyle::kGardner:
      gardner_series(plot, session);
      add_origin(plot);
      break;
    case PlotStyle::kOpenings:
      openings_series(plot, session);
      break;
    case PlotStyle::kRates:
      rate_series(plot, session,
                  window > 0 ? window : tournament_window(static_cast<int>(games.size())));
      break;
  }
  return plot;
}

}  // namespace matchbox::documents
