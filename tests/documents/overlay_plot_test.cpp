// SPDX-FileCopyrightText: 2026 The matchbox authors
// SPDX-License-Identifier: GPL-3.0-or-later

// Several learning curves on one plot (`track plot A B C`) and which machine stopped losing
// first, on games made by hand.
#include "documents/overlay_plot.h"

#include <catch2/catch.hpp>

#include "core/error.h"

namespace matchbox::documents {
namespace {

// Games of machine 0 from a string of outcomes: W win, D draw, L loss.
NamedGames named(const std::string& name, const std::string& outcomes) {
  NamedGames curve{name, {}};
  for (const char c : outcomes)
    curve.games.push_back({.outcome = c == 'W'   ? core::Outcome::kWin
                                      : c == 'D' ? core::Outcome::kDraw
                                                 : core::Outcome::kLoss});
  return curve;
}

// Three groups: B stops losing after game 1 (games 2–11 hold no loss: the default window of
// 10), A after game 3 with a window of 6 at most, C never (its last loss is the last game).
std::vector<NamedGames> league() {
  return {named("Group A", "LWLWWWWWW"), named("Group B", "LWWWWWWWWWWL"),
          named("Group C", "WWWLWWWL")};
}

}  // namespace

TEST_CASE("first_to_learn: the fewest games before a window without a loss", "[overlay]") {
  const FirstToLearn first = first_to_learn(league());
  CHECK(first.window == 10);  // The worksheet's measure, simulate::kStoppedLosingWindow.
  CHECK(first.game == 1);
  CHECK(first.curves == std::vector<int>{1});
  CHECK(no_loss_words(first) == "no loss in 10 games in a row, games 2–11");
  // Short tournaments do not shrink the measure: one clean game is not "stopped losing".
  const FirstToLearn short_league = first_to_learn({named("x", "W"), named("y", "LWW")});
  CHECK(short_league.window == 10);
  CHECK(short_league.curves.empty());
  CHECK(no_loss_words(first_to_learn({named("x", "LW")}, 1)) == "no loss in 1 game, game 2");
  // A wider window: B still gets there after game 1 (games 2-10 hold no loss), A after 3.
  const FirstToLearn wide = first_to_learn(league(), 6);
  CHECK(wide.game == 1);
  CHECK(wide.curves == std::vector<int>{1});
  // Ties: every curve that got there after the same game.
  const FirstToLearn tie =
      first_to_learn({named("x", "LWW"), named("y", "WLWW"), named("z", "LWW")}, 2);
  CHECK(tie.game == 1);
  CHECK(tie.curves == std::vector<int>{0, 2});
  // Nobody: no curve has 3 games in a row without a loss.
  const FirstToLearn none = first_to_learn({named("x", "WWLWWL"), named("y", "LWWL")}, 3);
  CHECK(none.curves.empty());
  CHECK(none.game == -1);
}

TEST_CASE("overlay_plot: one curve per list of games, named, the first to learn marked",
          "[overlay]") {
  const std::vector<NamedGames> curves = league();
  for (const PlotStyle style : {PlotStyle::kMichie, PlotStyle::kGardner, PlotStyle::kRates}) {
    INFO(kPlotStyles.name(style));
    const render::Plot plot = overlay_plot(curves, style, "League: ");
    REQUIRE(plot.series.size() == 3);
    CHECK(plot.series[0].label == "Group A");
    CHECK(plot.series[1].label ==
          "Group B: stopped losing first, no loss in 10 games in a row, games 2–11");
    CHECK(plot.series[2].label == "Group C");
    const std::size_t origin = style == PlotStyle::kRates ? 0 : 1;
    CHECK(plot.x.size() == 12 + origin);  // As long as the longest.
    CHECK(plot.series[0].y.size() == 9 + origin);
    CHECK(plot.series[2].y.size() == 8 + origin);
    REQUIRE(plot.marks.size() == 1);
    CHECK(plot.marks[0].series == 1);
    CHECK(plot.x[plot.marks[0].point] == 1);  // After game 1 (rates: game 1's point).
    CHECK(plot.title.rfind("League: ", 0) == 0);
  }
  // Gardner's walk of group C: 1 2 3 2 3 4 5 4.
  const render::Plot gardner = overlay_plot(curves, PlotStyle::kGardner, "");
  CHECK(gardner.series[2].y == std::vector<double>{0, 1, 2, 3, 2, 3, 4, 5, 4});
  // Rates: the loss rate over the shortest's window (8 games: 5), so group A after game 2 is 1/2.
  const render::Plot rates = overlay_plot(curves, PlotStyle::kRates, "");
  CHECK(rates.series[0].y[1] == Approx(0.5));
}

TEST_CASE("overlay_plot claims nothing before a machine has had the window without a loss",
          "[overlay]") {
  const std::vector<NamedGames> young = {named("Group A", "W"), named("Group B", "LWWWW")};
  const render::Plot plot = overlay_plot(young, PlotStyle::kGardner, "");
  CHECK(plot.marks.empty());
  CHECK(plot.series[0].label == "Group A");
  CHECK(plot.series[1].label == "Group B");
  CHECK_THAT(plot.note,
             Catch::EndsWith("No machine has had 10 games in a row without a loss yet."));
  // `track plot --window 3`: B's games 2–4.
  const render::Plot wide = overlay_plot(young, PlotStyle::kGardner, "", 3);
  CHECK(wide.series[1].label ==
        "Group B: stopped losing first, no loss in 3 games in a row, games 2–4");
}

TEST_CASE("overlay_plot refuses the openings style and curves without games", "[overlay]") {
  CHECK_THROWS_WITH(overlay_plot(league(), PlotStyle::kOpenings, ""),
                    Catch::Contains("--style openings"));
  CHECK_THROWS_WITH(
      overlay_plot({named("Group A", "W"), named("Group D", "")}, PlotStyle::kMichie, ""),
      "Group D: no finished games to plot yet");
  CHECK_THROWS_AS(overlay_plot({}, PlotStyle::kMichie, ""), core::Error);
}

}  // namespace matchbox::documents
