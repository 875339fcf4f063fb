// SPDX-FileCopyrightText: 2026 The matchbox authors
// SPDX-License-Identifier: GPL-3.0-or-later

// The bead list's Spares column sized for a planned event (`kit --spares-for GAMES --opponent
// KIND`): its total is the simulator's estimate for that plan, and the line under the table says
// what it is for; every machine. The command line refuses bad plans in one line.
#include <catch2/catch.hpp>
#include <filesystem>
#include <numeric>
#include <regex>

#include "cli/run_command.h"
#include "documents/bead_list.h"
#include "render/render_test_util.h"
#include "spec/machine_file.h"
#include "tracker/reinforcement.h"

namespace matchbox::documents {
namespace {

namespace fs = std::filesystem;

// The bead list's text with every run of white space made one space.
std::string bead_list_text(const kit::Kit& kit, const simulate::SparePlan& plan,
                           const fs::path& dir) {
  const auto files = write_planned_bead_list(kit, plan, test::texts(), render::Format::kPdf, dir);
  const std::string text = testing::shell_output("pdftotext " + files.front().string() + " -");
  return std::regex_replace(text, std::regex("\\s+"), " ");
}

}  // namespace

TEST_CASE("Planned spares: the Spares column and its line, every machine", "[spares]") {
  test::ScratchDir dir("spares-plan");
  const simulate::SparePlan plan{.games = 40, .opponent = simulate::OpponentKind::kRandom};
  for (const std::string& name : spec::machine_names()) {
    INFO(name);
    const kit::Kit kit = test::machine_kit(name);
    const std::string text = bead_list_text(kit, plan, dir.path());
    if (!tracker::adds_beads(kit.spec.reinforcement)) {
      CHECK_THAT(text, Catch::Contains("needs no spare beads"));
      continue;
    }
    if (name == "menace") {  // The column is the plan's estimate.
      const std::vector<int> spares = simulate::spare_beads(kit, plan);
      const int total = std::accumulate(spares.begin(), spares.end(), 0);
      CHECK_THAT(text, Catch::Contains("buy " + std::to_string(total) + " spare beads"));
    }
    CHECK_THAT(text, Catch::Contains("Spares: enough for 40 games against an opponent that moves "
                                     "at random"));
    CHECK_THAT(text, Catch::Contains("in 90 % of 20 simulated tournaments"));
  }
  const std::string strict =
      bead_list_text(test::machine_kit("menace-both"),
                     {.games = 30, .opponent = simulate::OpponentKind::kStrict}, dir.path());
  CHECK_THAT(strict, Catch::Contains("against a strict perfect opponent"));
  CHECK_THAT(strict, Catch::Contains("taking the first and the second side in turn"));
}

TEST_CASE("kit --spares-for and --opponent refuse bad values in one line", "[spares]") {
  const std::pair<const char*, const char*> cases[] = {
      {"--spares-for 0", "--spares-for 0: expected a number of games from 1 to 10000"},
      {"--spares-for 10001", "--spares-for 10001: expected a number of games from 1 to 10000"},
      {"--spares-for 50 --opponent self", "--opponent self: expected one of random|perfect|strict"},
      {"--opponent perfect", "--opponent perfect: give --spares-for GAMES too"},
  };
  test::ScratchDir dir("spares-plan-bad");
  for (const auto& [args, message] : cases) {
    const testing::CommandResult r = testing::run_matchbox(std::string("kit menace ") + args +
                                                           " -o " + (dir.path() / "kit").string());
    INFO(args);
    CHECK(r.exit_code == 1);
    CHECK_THAT(r.err, Catch::Contains(message));
    CHECK(std::count(r.err.begin(), r.err.end(), '\n') == 1);
    CHECK_FALSE(fs::exists(dir.path() / "kit"));
  }
}

}  // namespace matchbox::documents
