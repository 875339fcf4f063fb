// SPDX-FileCopyrightText: 2026 The matchbox authors
// SPDX-License-Identifier: GPL-3.0-or-later

// `matchbox track plot`, `kit --contents` and the score sheet's rows read back by the tracker,
// through the real executable on small tournaments in a scratch folder.
#include <catch2/catch.hpp>
#include <filesystem>
#include <fstream>

#include "cli/run_command.h"
#include "documents/score_sheet.h"
#include "kit/example_game.h"
#include "read_bytes.h"
#include "render/render_test_util.h"

namespace matchbox::testing {
namespace {

namespace fs = std::filesystem;

// A MENACE win: X 1, 9, 7, 8 against O 5, 3, 2 (7 8 9 is X's line).
constexpr const char* kPlotWin = "--moves \"1 5 9 3 7 2 8\"";

// A new tournament of `machine` in `dir` with `games` recorded `record` arguments; its path.
std::string tournament(const fs::path& dir, const std::string& machine,
                       const std::vector<std::string>& games) {
  const std::string file = (dir / (machine + ".yaml")).string();
  REQUIRE(run_matchbox("track new " + file + " --machine " + machine).exit_code == 0);
  for (const std::string& game : games) {
    const CommandResult r = run_matchbox("track record " + file + " " + game);
    INFO(r.err);
    REQUIRE(r.exit_code == 0);
  }
  return file;
}

std::string joined(const std::vector<std::string>& words, const char* sep = " ") {
  std::string out;
  for (const std::string& w : words) out += (out.empty() ? "" : sep) + w;
  return out;
}

// The worked example of `machine`'s score sheet as a CSV row under the sheet's header.
std::string example_csv(const kit::Kit& kit) {
  const kit::ExampleGame g = kit::example_game(kit);
  std::string row = "1,";
  if (kit.spec.plays == spec::Plays::kBoth) row += "M,";
  row += joined(g.moves);
  for (std::size_t t = 0; t < static_cast<std::size_t>(documents::machine_turns(kit)); ++t) {
    row += ',';
    if (t < g.boxes.size()) row += std::to_string(g.boxes[t]);
    row += ',';
    if (t < g.boxes.size()) row += g.beads[t];
  }
  row += g.outcome == core::Outcome::kWin ? ",W" : g.outcome == core::Outcome::kDraw ? ",D" : ",L";
  return documents::score_csv_header(kit) + "\n" + row + "\n";
}

}  // namespace

TEST_CASE("track plot writes every style as PDF, SVG and PNG", "[track-plot]") {
  test::ScratchDir dir("track-plot");
  const std::string file = tournament(dir.path(), "menace", {kPlotWin, kPlotWin});
  for (const char* style : {"michie", "gardner", "rates", "openings"})
    for (const char* ext : {"pdf", "svg", "png"}) {
      const fs::path out = dir.path() / (std::string(style) + "." + ext);
      const CommandResult r = run_matchbox("track plot " + file + " --style " + style +
                                           " --window 2 -o " + out.string());
      INFO(r.err);
      CHECK(r.exit_code == 0);
      CHECK(fs::file_size(out) > 1000);
    }
  // Default: beside the tournament file.
  REQUIRE(run_matchbox("track plot " + file).exit_code == 0);
  CHECK(fs::exists(dir.path() / "menace-michie.pdf"));
}

TEST_CASE("track plot refuses a tournament without games", "[track-plot]") {
  test::ScratchDir dir("track-plot-empty");
  const std::string file = tournament(dir.path(), "menace", {});
  const CommandResult r = run_matchbox("track plot " + file);
  CHECK(r.exit_code == 1);
  CHECK_THAT(r.err, Catch::Contains("no finished games to plot yet"));
}

TEST_CASE("kit --contents lists the tracked contents, not the initial fill", "[kit-contents]") {
  test::ScratchDir dir("kit-contents");
  const std::string file = tournament(dir.path(), "menace", {kPlotWin});
  const fs::path out = dir.path() / "kit";
  const CommandResult r = run_matchbox("kit menace --contents " + file + " -o " + out.string());
  INFO(r.err);
  REQUIRE(r.exit_code == 0);
  // A win adds 3 beads in each of the 4 boxes used: 1720 + 12.
  CHECK_THAT(r.out, Catch::Contains("1732 beads after 1 game"));
  CHECK(fs::file_size(out / "beads.pdf") > 1000);
  CHECK_FALSE(fs::exists(out / "labels.pdf"));

  const CommandResult other = run_matchbox("kit her --contents " + file + " -o " + out.string());
  CHECK(other.exit_code == 1);
  CHECK_THAT(other.err, Catch::Contains("not of the kit given here, her"));
  CHECK(run_matchbox("kit menace --contents " + file + " --key").exit_code != 0);
}

TEST_CASE("the score sheet's worked example replays through record and import", "[score-sheet]") {
  test::ScratchDir dir("score-sheet-import");
  fs::create_directory(dir.path() / "record");
  for (const char* machine : {"menace", "her", "nimble", "octapawn"}) {
    const kit::Kit kit = test::machine_kit(machine);
    const kit::ExampleGame g = kit::example_game(kit);
    std::vector<std::string> boxes;
    for (int id : g.boxes) boxes.push_back(std::to_string(id));
    const std::string record = "--moves \"" + joined(g.moves) + "\" --boxes \"" + joined(boxes) +
                               "\" --beads \"" + joined(g.beads) + "\"" +
                               (kit.spec.plays == spec::Plays::kBoth ? " --first M" : "");
    tournament(dir.path() / "record", machine, {record});
    // The same row through a spreadsheet, into a fresh tournament (a machine that lost it has
    // fewer beads for a second try).
    const std::string file = tournament(dir.path(), machine, {});
    const fs::path csv = dir.path() / (std::string(machine) + ".csv");
    std::ofstream(csv) << example_csv(kit);
    const CommandResult r = run_matchbox("track import " + file + " " + csv.string());
    INFO(machine << ": " << example_csv(kit) << r.err);
    CHECK(r.exit_code == 0);
    CHECK_THAT(r.out, Catch::Contains("Imported 1 game into"));
  }
}

}  // namespace matchbox::testing
