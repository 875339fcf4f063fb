// SPDX-FileCopyrightText: 2026 The matchbox authors
// SPDX-License-Identifier: GPL-3.0-or-later

// `track plot --expect`: the range of simulated tournaments under a tournament's curve, checked
// against the simulator run directly and quantiles computed here, for every machine.
#include "documents/expected_band.h"

#include <catch2/catch.hpp>
#include <cmath>

#include "core/error.h"
#include "simulate/training.h"
#include "spec/machine_file.h"
#include "tracker/fixtures.h"

namespace matchbox::documents {
namespace {

using simulate::GameResult;
using simulate::OpponentKind;
using tracker::TrackSession;

// A tournament of `machine` with `games` finished games (tracker/fixtures.h), read back.
std::unique_ptr<TrackSession> played(const std::string& machine, int games) {
  const std::filesystem::path file = tracker::new_tournament(machine);
  {
    TrackSession writer(file, TrackSession::Mode::kWrite);
    for (int g = 0; g < games; ++g)
      writer.commit({tracker::finished_game(writer, static_cast<std::size_t>(g)), ""},
                    TrackSession::Write::kLater);
    writer.save();
  }
  return std::make_unique<TrackSession>(file, TrackSession::Mode::kRead);
}

// The p-quantile of `v`, linear between the sorted values (Hyndman & Fan type 7).
double type7(std::vector<double> v, double p) {
  std::sort(v.begin(), v.end());
  const double h = (static_cast<double>(v.size()) - 1) * p;
  const auto lo = static_cast<std::size_t>(std::floor(h));
  const std::size_t hi = std::min(lo + 1, v.size() - 1);
  return v[lo] + (h - std::floor(h)) * (v[hi] - v[lo]);
}

// Per run, game by game: `length` games of the session's machine against `kind`, from the
// simulator itself, on the side the tournament's games were played on.
std::vector<std::vector<GameResult>> simulated(const TrackSession& s, OpponentKind kind,
                                               int length) {
  std::optional<simulate::Seat> seat;
  if (s.machine().kit().spec.plays == spec::Plays::kBoth)
    seat = s.ledger().games().front().machine_side == core::Player::kFirst
               ? simulate::Seat::kFirst
               : simulate::Seat::kSecond;
  const simulate::Training t(s.machine().kit(), {kind, nullptr}, seat);
  simulate::RunHooks every_game;
  every_game.block = 1;
  std::vector<std::vector<GameResult>> out;
  for (int r = 0; r < kExpectRuns; ++r) {
    const simulate::RunResult run = t.run_one(length, kExpectSeed, r, every_game);
    auto& games = out.emplace_back();
    for (const simulate::ResultCounts& c : run.blocks)
      games.push_back(c.win ? GameResult::kWin : c.draw ? GameResult::kDraw : GameResult::kLoss);
  }
  return out;
}

// The value after game g + 1 of the quantity `style` plots, per run.
std::vector<std::vector<double>> per_run(const std::vector<std::vector<GameResult>>& runs,
                                         PlotStyle style, int window) {
  std::vector<std::vector<double>> out;
  for (const auto& games : runs) {
    auto& values = out.emplace_back();
    double sum = 0;
    for (std::size_t g = 0; g < games.size(); ++g) {
      const GameResult r = games[g];
      if (style == PlotStyle::kMichie)
        sum += r == GameResult::kWin ? 3 : r == GameResult::kDraw ? 1 : -1;
      if (style == PlotStyle::kGardner)
        sum += r == GameResult::kWin ? 1 : r == GameResult::kDraw ? 0 : -1;
      if (style != PlotStyle::kRates) {
        values.push_back(sum);
        continue;
      }
      const std::size_t first = g + 1 >= static_cast<std::size_t>(window) ? g + 1 - window : 0;
      double lost = 0;
      for (std::size_t k = first; k <= g; ++k) lost += games[k] == GameResult::kLoss;
      values.push_back(lost / static_cast<double>(g + 1 - first));
    }
  }
  return out;
}

}  // namespace

TEST_CASE("The expected range is the 10-90 % of the simulator's tournaments, every machine",
          "[expect]") {
  for (const std::string& name : spec::machine_names()) {
    if (!tracker::trackable(name)) continue;
    const auto session = played(name, 4);
    // Every opponent for three machines; the random one, whose graph is the quickest to
    // prepare, for the others.
    const bool all = name == "menace" || name == "her" || name == "nimble";
    for (const auto& [kind, word] : simulate::kBuiltInOpponents.entries) {
      if (!all && kind != OpponentKind::kRandom) continue;
      const auto runs = simulated(*session, kind, kExpectMinGames);
      for (const PlotStyle style : {PlotStyle::kMichie, PlotStyle::kGardner, PlotStyle::kRates}) {
        INFO(name << " against " << word << ", style " << kPlotStyles.name(style));
        const render::Plot plot = expected_plot(*session, style, kind);
        REQUIRE(plot.ranges.size() == 1);
        const render::Range& range = plot.ranges.front();
        const std::string expected_label = std::string(style == PlotStyle::kRates ? "loss: " : "") +
                                           "10–90 % of 100 simulated tournaments vs " +
                                           std::string(word);
        CHECK(range.label == expected_label);
        // Michie and Gardner start at game 0 with 0; the rates at game 1.
        const std::size_t origin = style == PlotStyle::kRates ? 0 : 1;
        REQUIRE(range.low.size() == kExpectMinGames + origin);
        REQUIRE(plot.x.size() == range.low.size());
        CHECK(plot.series.front().y.size() == 4 + origin);  // The tournament's own curve.
        const auto values = per_run(runs, style, tournament_window(4));
        for (std::size_t g = 0; g < kExpectMinGames; ++g) {
          std::vector<double> at;
          for (const auto& run : values) at.push_back(run[g]);
          CHECK(range.low[g + origin] == Approx(type7(at, 0.1)));
          CHECK(range.high[g + origin] == Approx(type7(at, 0.9)));
        }
      }
    }
  }
}

TEST_CASE("The expected range of a longer tournament, and the openings style refused", "[expect]") {
  const auto session = played("menace", 130);
  const render::Plot plot = expected_plot(*session, PlotStyle::kGardner, OpponentKind::kPerfect);
  const auto values =
      per_run(simulated(*session, OpponentKind::kPerfect, 130), PlotStyle::kGardner, 1);
  REQUIRE(plot.ranges.front().high.size() == 131);
  for (const std::size_t g : {0, 50, 129}) {
    std::vector<double> at;
    for (const auto& run : values) at.push_back(run[g]);
    CHECK(plot.ranges.front().high[g + 1] == Approx(type7(at, 0.9)));
  }
  CHECK_THROWS_WITH(expected_plot(*session, PlotStyle::kOpenings, OpponentKind::kRandom),
                    Catch::Contains("--expect: the openings style has no expected range"));
}

}  // namespace matchbox::documents
