// SPDX-FileCopyrightText: 2026 The matchbox authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "documents/expected_band.h"

#include <fmt/core.h>

#include <algorithm>
#include <map>
#include <memory>
#include <mutex>
#include <optional>
#include <tuple>

#include "core/error.h"
#include "core/translation.h"
#include "simulate/statistics.h"
#include "simulate/training.h"

namespace matchbox::documents {
namespace {

using simulate::GameResult;
using Results = std::vector<std::vector<GameResult>>;  // Per run, game by game.

struct ExpectedEdges {
  std::vector<double> low, high;
};
constexpr std::size_t kMostKept = 16;

// The side the simulated machine takes: nullopt for a machine that plays one side (it plays
// that); else the one side every game of the tournament was played on, or both in turn.
std::optional<simulate::Seat> seat_of(const tracker::TrackSession& session) {
  if (session.machine(0).kit().spec.plays != spec::Plays::kBoth) return std::nullopt;
  bool first = false, second = false;
  for (const tracker::GameEntry& game : session.ledger().games())
    (game.machine_side == core::Player::kFirst ? first : second) = true;
  if (first && second) return simulate::Seat::kAlternate;
  return second ? simulate::Seat::kSecond : simulate::Seat::kFirst;
}

// The runs of `games` games of the session's machine on `seat` against `opponent`, played once
// per machine, seat, opponent and length and kept: the festival screen asks again and again.
std::shared_ptr<const Results> simulated(const tracker::TrackSession& session,
                                         std::optional<simulate::Seat> seat,
                                         simulate::OpponentKind opponent, int games) {
  using Key = std::tuple<std::string, int, simulate::OpponentKind, int>;
  static std::mutex mutex;
  static std::map<Key, std::shared_ptr<const Results>> kept;
  // The machine as the tournament names it (file and overrides), and the fingerprint of its
  // kit: two machine files may keep the same books yet choose beads differently.
  const spec::MachineRef& ref = session.tournament().machine;
  std::string machine = ref.machine + '\n' + ref.fingerprint;
  for (const std::string& o : ref.overrides) machine += '\n' + o;
  const Key key{machine, seat ? static_cast<int>(*seat) : -1, opponent, games};
  const std::lock_guard lock(mutex);
  if (auto it = kept.find(key); it != kept.end()) return it->second;
  const simulate::Training training(session.machine(0).kit(), {opponent, nullptr}, seat);
  const auto runs = training.run(games, kExpectRuns, kExpectSeed, 2, [](int) {
    simulate::RunHooks hooks;
    hooks.block = 1;  // Every game's result.
    return hooks;
  });
  auto results = std::make_shared<Results>();
  for (const simulate::RunResult& run : runs) {
    std::vector<GameResult>& games_of_run = results->emplace_back();
    for (const simulate::ResultCounts& c : run.blocks)
      games_of_run.push_back(c.win    ? GameResult::kWin
                             : c.draw ? GameResult::kDraw
                                      : GameResult::kLoss);
  }
  if (kept.size() >= kMostKept) kept.clear();
  return kept[key] = std::move(results);
}

// Per game 0..games, the 10 % and 90 % quantiles across runs of the running sum of `step` of
// each game's result, from 0 at game 0.
ExpectedEdges running_sum_edges(const Results& runs, int games, int (*step)(GameResult)) {
  ExpectedEdges edges{{0.0}, {0.0}};
  std::vector<double> sums(runs.size(), 0.0);
  for (int g = 0; g < games; ++g) {
    for (std::size_t r = 0; r < runs.size(); ++r)
      sums[r] += step(runs[r][static_cast<std::size_t>(g)]);
    std::vector<double> values = sums;
    edges.low.push_back(simulate::quantile(values, 0.1));
    edges.high.push_back(simulate::quantile(values, 0.9));
  }
  return edges;
}

int michie_step(GameResult r) {
  return r == GameResult::kWin ? 3 : r == GameResult::kDraw ? 1 : -1;
}
int gardner_step(GameResult r) {
  return r == GameResult::kWin ? 1 : r == GameResult::kDraw ? 0 : -1;
}

// The range's edges for a tournament of `games` games (see expected_plot).
ExpectedEdges expected_edges(const tracker::TrackSession& session, PlotStyle style,
                             simulate::OpponentKind opponent, int games, int window) {
  MATCHBOX_CHECK(style != PlotStyle::kOpenings);
  const int length = std::max(games, kExpectMinGames);
  const std::shared_ptr<const Results> runs =
      simulated(session, seat_of(session), opponent, length);
  if (style == PlotStyle::kMichie) return running_sum_edges(*runs, length, michie_step);
  if (style == PlotStyle::kGardner) return running_sum_edges(*runs, length, gardner_step);
  std::vector<simulate::RunResult> each;
  for (const std::vector<GameResult>& run : *runs) each.push_back(simulate::run_of(run));
  simulate::Curves c = simulate::learning_curves(each, window);
  return {std::move(c.rolling_loss.low), std::move(c.rolling_loss.high)};
}

}  // namespace

render::Plot expected_plot(const tracker::TrackSession& session, PlotStyle style,
                           simulate::OpponentKind opponent, int window) {
  if (style == PlotStyle::kOpenings)
    throw core::Error(
        "--expect: the openings style has no expected range (its lines are box 1's moves); "
        "expected --style michie, gardner or rates");
  const int games = static_cast<int>(session.ledger().games().size());
  render::Plot plot = learning_plot(session, style, window);
  if (style == PlotStyle::kRates && window == 0) window = tournament_window(games);
  ExpectedEdges edges = expected_edges(session, style, opponent, games, window);
  while (plot.x.size() < edges.low.size()) plot.x.push_back(plot.x.back() + 1);
  plot.ranges.push_back(
      {fmt::format(fmt::runtime(style == PlotStyle::kRates
                                    ? core::tr("plot",
                                               // xgettext:python-brace-format no-c-format
                                               "loss: 10–90 % of {n} simulated "
                                               "tournaments vs {opponent}")
                                    : core::tr("plot",
                                               // xgettext:python-brace-format no-c-format
                                               "10–90 % of {n} simulated tournaments "
                                               "vs {opponent}")),
                   fmt::arg("n", kExpectRuns),
                   fmt::arg("opponent", simulate::kBuiltInOpponents.name(opponent))),
       std::move(edges.low), std::move(edges.high)});
  return plot;
}

}  // namespace matchbox::documents
