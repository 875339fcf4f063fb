// SPDX-FileCopyrightText: 2026 The matchbox authors
// SPDX-License-Identifier: GPL-3.0-or-later

// "Stopped losing first" as `track plot A B` and the league page (web/league.h) say it, for every
// machine in games/: the claim is made exactly when a tournament's own games hold `--window`
// games in a row without a loss (10 by default, the worksheet's measure), names the tournament
// whose last loss before such a run came first, and says how many games it rests on. The
// figures are read back from the tournament files' books, not from the plot.
#include <catch2/catch.hpp>
#include <regex>
#include <tuple>

#include "cli/run_command.h"
#include "machine_cases.h"
#include "tracker/fixtures.h"
#include "tracker/session.h"
#include "web/league.h"

namespace matchbox::testing {
namespace {

namespace fs = std::filesystem;

// The machine's results in `file`, as its books hold them: true for a game it lost (or resigned).
std::vector<bool> losses(const fs::path& file) {
  const tracker::TrackSession s(file, tracker::TrackSession::Mode::kRead);
  std::vector<bool> out;
  for (const tracker::GameEntry& g : s.ledger().games())
    out.push_back(g.outcome == core::Outcome::kLoss);
  return out;
}

// The last game lost before `window` games in a row without a loss (0: none lost before), or
// -1 if the games hold no such run.
int stopped_losing_after(const std::vector<bool>& lost, int window) {
  int last = 0;
  for (int g = 1; g <= static_cast<int>(lost.size()); ++g) {
    if (lost[static_cast<std::size_t>(g - 1)]) last = g;
    if (g - last >= window) return last;
  }
  return -1;
}

// What `track plot` should print about files a and b (named "a" and "b") with `window`.
std::string expected_claim(const std::vector<bool>& a, const std::vector<bool>& b, int window) {
  const int ga = stopped_losing_after(a, window), gb = stopped_losing_after(b, window);
  if (ga < 0 && gb < 0)
    return "No machine has stopped losing yet (" + std::to_string(window) +
           (window == 1 ? " game" : " games") + " in a row without a loss)\n";
  const int g = ga < 0 ? gb : gb < 0 ? ga : std::min(ga, gb);
  const std::string words = window == 1 ? "no loss in 1 game, game " + std::to_string(g + 1)
                                        : "no loss in " + std::to_string(window) +
                                              " games in a row, games " + std::to_string(g + 1) +
                                              "–" + std::to_string(g + window);
  std::string out;
  for (const auto& [name, got] : {std::pair{"a", ga}, std::pair{"b", gb}})
    if (got == g) out += "Stopped losing first: " + std::string(name) + " (" + words + ")\n";
  return out;
}

void check_claims(const std::string& machine) {
  if (!tracker::trackable(machine)) return;
  const fs::path dir = fresh_dir("plot-claims-" + machine);
  const fs::path a = dir / "a.yaml", b = dir / "b.yaml";
  // A short tournament and a longer one: a few games are never "stopped losing" by default.
  for (const auto& [file, games, seed] : {std::tuple{a, 3, 1}, std::tuple{b, 24, 2}}) {
    REQUIRE(track("new " + file.string() + " --machine " + machine).exit_code == 0);
    const CommandResult played = track("play " + file.string() + " --auto random --games " +
                                       std::to_string(games) + " --seed " + std::to_string(seed));
    INFO(played.err);
    REQUIRE(played.exit_code == 0);
  }
  const std::vector<bool> lost_a = losses(a), lost_b = losses(b);
  for (const int window : {0, 1, 3}) {
    const int measure = window == 0 ? 10 : window;
    INFO("window " << measure);
    const fs::path pdf = dir / ("league-" + std::to_string(window) + ".pdf");
    const std::string option = window == 0 ? "" : " --window " + std::to_string(window);
    const CommandResult r =
        track("plot " + a.string() + " " + b.string() + option + " -o " + pdf.string());
    INFO(r.err);
    REQUIRE(r.exit_code == 0);
    const std::string said = r.out.substr(r.out.find('\n') + 1);  // After "Wrote FILE (...)".
    const std::string expected = expected_claim(lost_a, lost_b, measure);
    CHECK(said == expected);
    // The plot's legend claims it for the same tournaments.
    const std::string text = shell_output("pdftotext -raw " + pdf.string() + " - | tr '\\n' ' '");
    const bool claimed = expected.rfind("Stopped", 0) == 0;
    CHECK((text.find("stopped losing first") != std::string::npos) == claimed);
  }
  // The league page says what `track plot A B` says with the default measure.
  web::League league({{a, "http://a/"}, {b, "http://b/"}});
  const std::string json = league.json();
  const std::string expected = expected_claim(lost_a, lost_b, 10);
  if (expected.rfind("No machine", 0) == 0) {
    CHECK_THAT(json, Catch::EndsWith("\"first\":null}"));
  } else {
    std::smatch words;
    REQUIRE(std::regex_search(json, words, std::regex("\"words\":\"([^\"]*)\"")));
    CHECK_THAT(expected, Catch::Contains("(" + words[1].str() + ")"));
    CHECK_THAT(json, Catch::Contains("\"window\":10"));
  }
  fs::remove_all(dir);
}

const bool kClaimCases = register_machine_cases(
    "track plot A B and the league claim 'stopped losing first' only on --window games without "
    "a loss",
    "[track-plot][overlay][league]", check_claims);

}  // namespace
}  // namespace matchbox::testing
