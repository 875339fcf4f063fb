// SPDX-FileCopyrightText: 2026 The matchbox authors
// SPDX-License-Identifier: GPL-3.0-or-later

// The festival screen's data for every machine in games/: what the machine is (/api/state), and
// learning curves with one legend entry per line drawn, starting before the first game.
#include <algorithm>
#include <catch2/catch.hpp>
#include <map>
#include <set>
#include <string>

#include "cli/run_command.h"
#include "documents/learning_plot.h"
#include "kit/outcomes.h"
#include "render/plot.h"
#include "render/svg_pictures.h"
#include "spec/machine_file.h"
#include "web/json.h"
#include "web/snapshot.h"
#include "web/web_test_util.h"

namespace matchbox::testing {
namespace {

namespace fs = std::filesystem;

constexpr int kGames = 12;

// A tournament of `machine` with kGames games its virtual machine played against a random
// opponent (`track play --auto`). Every machine in games/ can be tracked.
fs::path played(const std::string& machine) {
  const fs::path file = web_test_dir("display-" + machine) / "festival.yaml";
  const CommandResult made = run_matchbox("track new " + file.string() + " --machine " + machine);
  INFO(machine << ": " << made.err);
  REQUIRE(made.exit_code == 0);
  const CommandResult r = run_matchbox("track play " + file.string() + " --auto random --games " +
                                       std::to_string(kGames) + " --seed 7");
  INFO(machine << ": " << r.err);
  REQUIRE(r.exit_code == 0);
  return file;
}

std::size_t code_points(const std::string& text) {
  return static_cast<std::size_t>(std::count_if(text.begin(), text.end(), [](char c) {
    return (static_cast<unsigned char>(c) & 0xC0) != 0x80;
  }));
}

// How often each stroke colour is used in an SVG document of Cairo's ("stroke:rgb(...)").
std::map<std::string, int> strokes(const std::string& svg) {
  std::map<std::string, int> count;
  const std::string mark = "stroke:rgb(";
  for (std::size_t at = svg.find(mark); at != std::string::npos; at = svg.find(mark, at + 1))
    ++count[svg.substr(at, svg.find(')', at) - at)];
  return count;
}

}  // namespace

TEST_CASE("lead_sentences keeps whole sentences that fit, else cuts at a word", "[display]") {
  CHECK(web::lead_sentences("One. Two words. Three.", 100) == "One. Two words. Three.");
  CHECK(web::lead_sentences("One. Two words. Three.", 15) == "One. Two words.");
  CHECK(web::lead_sentences("One. Two words. Three.", 14) == "One.");
  CHECK(web::lead_sentences("A 3×3 board, and more words here.", 13) == "A 3×3 board,\u2026");
  CHECK(web::lead_sentences("A 3×3 board, and more words here.", 12) == "A 3×3\u2026");
}

TEST_CASE("Every machine's festival screen says what the machine is and draws its curves",
          "[display]") {
  for (const std::string& name : spec::machine_names()) {
    INFO(name);
    const fs::path file = played(name);
    const web::Snapshot snapshot(file, web::file_version(file));
    REQUIRE(snapshot.error().empty());
    const tracker::TrackSession& s = *snapshot.session();
    REQUIRE(s.ledger().games().size() == kGames);

    // What the machine is: the leading sentences of its description, two lines at most.
    const std::string& description = s.machine().kit().spec.description;
    const std::string about = web::lead_sentences(description, web::kAboutChars);
    CHECK(code_points(about) >= 40);
    CHECK(code_points(about) <= web::kAboutChars);
    // (Less a "…" where a sentence had to be cut.)
    CHECK(description.rfind(about.substr(0, about.size() - 3), 0) == 0);
    const std::string state = snapshot.state_json();
    CHECK(state.find("\"about\":" + web::json_quoted(about)) != std::string::npos);
    CHECK(state.find("\"machine\":" + web::json_quoted(s.machine().kit().spec.title)) !=
          std::string::npos);

    const bool draws = kit::possible_outcomes(s.machine().kit()).draw;
    for (const documents::PlotStyle style :
         {documents::PlotStyle::kMichie, documents::PlotStyle::kGardner,
          documents::PlotStyle::kRates}) {
      INFO(documents::kPlotStyles.name(style));
      const render::Plot plot = documents::learning_plot(s, style);
      // Michie's and Gardner's curves start at game 0 with 0; a rate needs a game.
      const bool origin = style != documents::PlotStyle::kRates;
      REQUIRE(plot.x.size() == kGames + (origin ? 1u : 0u));
      CHECK(plot.x.front() == (origin ? 0 : 1));
      CHECK(plot.x.back() == kGames);
      std::set<std::string> labels;
      for (std::size_t i = 0; i < plot.series.size(); ++i) {
        const render::Series& series = plot.series[i];
        if (origin) CHECK(series.y.front() == 0);
        labels.insert(series.label);
        // No line lies exactly over another one (its legend entry would name a hidden line).
        for (std::size_t j = 0; j < i; ++j) CHECK(series.y != plot.series[j].y);
      }
      CHECK(labels.size() == plot.series.size());
      if (style == documents::PlotStyle::kRates) CHECK(labels.count("draw") == (draws ? 1u : 0u));

      // Drawn for the screen, each series is stroked twice (its line and its legend swatch)
      // in its own colour, and no other colour of the palette is used for a line.
      const std::string svg = render::plot_svg(plot, render::kScreenLook);
      int twice = 0;
      for (const auto& [colour, count] : strokes(svg)) twice += count == 2;
      CHECK(twice == static_cast<int>(plot.series.size()));
      // The loss line is vermillion (#D55E00) whether or not a draw line comes before it.
      if (style == documents::PlotStyle::kRates)
        CHECK(strokes(svg)["stroke:rgb(83.529412%,36.862745%,0%"] == 2);
    }
  }
}

}  // namespace matchbox::testing
