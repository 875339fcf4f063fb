// SPDX-FileCopyrightText: 2026 The matchbox authors
// SPDX-License-Identifier: GPL-3.0-or-later

// Each machine's learning curve in its rule's natural style unless a style is asked for
// (documents::natural_style): `track plot`, the festival screen's plot, the twin's plot and the
// league's plot, for every machine in games/. Whatever reward per result the default plot
// states ("+3 for a win") is one the machine's own rule gives, read from its machine file: HER,
// which adds nothing for a win, is not plotted with Michie's +3 (Gardner 1962 charted it as a
// walk).
#include <catch2/catch.hpp>
#include <regex>

#include "cli/run_command.h"
#include "machine_cases.h"
#include "spec/machine_file.h"
#include "tracker/fixtures.h"
#include "web/league.h"
#include "web/web_test_util.h"

namespace matchbox::testing {
namespace {

namespace fs = std::filesystem;

// The beads `rule` gives per game when it is a plain count for every box used; nullopt when a
// number alone does not say what it does (all of a colour, scaled by length, last box only, a
// floor or draw propagation).
std::optional<int> plain_reward(const spec::OutcomeRule& rule, const spec::Reinforcement& r) {
  if (rule.beads == 0) return 0;
  if (rule.all_of_colour || rule.scale != spec::Scale::kFixed ||
      rule.boxes != spec::UpdatedBoxes::kAll || rule.keep_last || r.floor > 0 ||
      r.propagation != spec::Propagation::kNone)
    return std::nullopt;
  return rule.beads;
}

// `svg` without the numbers of its glyph, clip and surface ids, which Cairo counts up across
// the pictures a process draws.
std::string without_ids(const std::string& svg) {
  return std::regex_replace(svg, std::regex("(glyph|clip|surface)[0-9-]+"), "$1");
}

// The body of `path` as `server` answers it (200 required).
std::string fetched(const RunningServer& server, const std::string& path) {
  const auto res = server.client().Get(path);
  REQUIRE(res);
  INFO(path << ": " << res->body);
  REQUIRE(res->status == 200);
  return res->body;
}

void check_default_style(const std::string& machine) {
  if (!tracker::trackable(machine)) return;
  const fs::path dir = fresh_dir("plot-style-" + machine);
  const fs::path file = dir / "festival.yaml", pdf = dir / "default.pdf";
  REQUIRE(track("new " + file.string() + " --machine " + machine).exit_code == 0);
  REQUIRE(track("play " + file.string() + " --auto random --games 6 --seed 3").exit_code == 0);
  const CommandResult plotted = track("plot " + file.string() + " -o " + pdf.string());
  INFO(plotted.err);
  REQUIRE(plotted.exit_code == 0);
  const std::string text = shell_output("pdftotext -raw " + pdf.string() + " - | tr '\\n' ' '");
  const bool michie = text.find("Michie's cumulative score") != std::string::npos;
  INFO(text.substr(0, 200));
  REQUIRE((michie || text.find("Gardner's learning curve") != std::string::npos));
  // Every reward the plot states per result is the rule's.
  const spec::Reinforcement r = spec::load_machine(machine).reinforcement;
  const std::map<std::string, const spec::OutcomeRule*> rules = {
      {"win", &r.win}, {"draw", &r.draw}, {"loss", &r.loss}};
  const std::regex stated("([+−])([0-9]+) for a (win|draw|loss)");
  for (auto it = std::sregex_iterator(text.begin(), text.end(), stated);
       it != std::sregex_iterator(); ++it) {
    const std::smatch& m = *it;
    const int value = (m[1].str() == "+" ? 1 : -1) * std::stoi(m[2].str());
    INFO("the plot states " << m.str());
    CHECK(plain_reward(*rules.at(m[3].str()), r) == value);
  }
  // The screens draw the same style when the page asks for none.
  const std::string style = michie ? "michie" : "gardner";
  const RunningServer server(file, "", true);
  CHECK(fetched(server, "/api/plot.svg") == fetched(server, "/api/plot.svg?style=" + style));
  CHECK(fetched(server, "/api/visitors/plot.svg") ==
        fetched(server, "/api/visitors/plot.svg?style=" + style));
  web::League league({{file, "/"}});
  CHECK(without_ids(league.plot_svg(std::nullopt)) ==
        without_ids(league.plot_svg(michie ? documents::PlotStyle::kMichie
                                           : documents::PlotStyle::kGardner)));
  fs::remove_all(dir);
}

const bool kStyleCases = register_machine_cases(
    "The default plot of every surface is the rule's natural style, stating only its rewards",
    "[track-plot][web][style]", check_default_style);

}  // namespace
}  // namespace matchbox::testing
