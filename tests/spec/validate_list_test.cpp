// SPDX-FileCopyrightText: 2026 The matchbox authors
// SPDX-License-Identifier: GPL-3.0-or-later

// `matchbox validate` and `matchbox list`, run in-process through CLI11 with stdout captured.
#include <unistd.h>

#include <catch2/catch.hpp>
#include <cstdio>
#include <functional>
#include <string>
#include <vector>

#include "cli/commands.h"
#include "core/error.h"
#include "spec/data_dir.h"

namespace matchbox::cli {
namespace {

const std::string kListData = MATCHBOX_TEST_DATA;

// Runs `matchbox ARGS...` in-process; returns what it printed on stdout.
std::string run(std::vector<std::string> args) {
  CLI::App app{"matchbox"};
  add_list_command(app);
  add_validate_command(app);
  args.insert(args.begin(), "matchbox");
  std::vector<const char*> argv;
  for (const std::string& a : args) argv.push_back(a.c_str());
  std::fflush(stdout);
  std::FILE* capture = std::tmpfile();
  const int saved = dup(fileno(stdout));
  dup2(fileno(capture), fileno(stdout));
  const auto restore = [&] {
    std::fflush(stdout);
    dup2(saved, fileno(stdout));
    close(saved);
  };
  try {
    app.parse(static_cast<int>(argv.size()), argv.data());
  } catch (...) {
    restore();
    std::fclose(capture);
    throw;
  }
  restore();
  std::string out;
  std::rewind(capture);
  for (int c; (c = std::fgetc(capture)) != EOF;) out += static_cast<char>(c);
  std::fclose(capture);
  return out;
}

using Catch::Matchers::Contains;
using Catch::Matchers::StartsWith;

TEST_CASE("validate: built-in machine files build into kits", "[spec]") {
  const std::string games = (spec::data_dir() / "games").string();
  const std::string out = run({"validate", games + "/menace.yaml", games + "/her.yaml"});
  CHECK_THAT(out, Contains(games + "/menace.yaml: ok (machine menace: tic-tac-toe, plays first, "
                                   "304 boxes, 1720 beads in 9 colours)"));
  CHECK_THAT(out, Contains(games + "/her.yaml: ok (machine her: pawns, plays second, 24 boxes"));
}

TEST_CASE("validate: a file under palettes/ is read as a palette", "[spec]") {
  const std::string file = (spec::data_dir() / "templates/palettes/okabe-ito.yaml").string();
  CHECK(run({"validate", file}) ==
        file + ": ok (palette okabe-ito: 9 colours, codes K O S G Y B V P W)\n");
}

TEST_CASE("validate: palettes, sheets and texts are told apart by folder or keys", "[spec]") {
  CHECK(run({"validate", kListData + "/beads_palette.yaml"}) ==
        kListData + "/beads_palette.yaml: ok (palette beads_palette: 4 colours, codes R Y B G)\n");
  CHECK(run({"validate", kListData + "/school_sheet.yaml"}) ==
        kListData +
            "/school_sheet.yaml: ok (sheet school_sheet: 2 x 8 labels of 50 x 30 mm on A4)\n");
  const std::string labels = (spec::data_dir() / "templates/texts/labels.yaml").string();
  CHECK_THAT(run({"validate", labels}),
             StartsWith(labels + ": ok (texts labels: ") && Contains("texts, every one the kit"));
  // A text using a placeholder the kit does not fill is refused at its line.
  CHECK_THROWS_WITH(run({"validate", kListData + "/texts/labels.yaml"}),
                    kListData +
                        "/texts/labels.yaml:2:6: ply: unknown placeholder {plies}; expected "
                        "{ply}");
}

TEST_CASE("validate: the first bad file stops with its file:line:column", "[spec]") {
  const std::string bad = kListData + "/bad_enum.yaml";
  REQUIRE_THROWS_AS(run({"validate", bad}), core::Error);
  try {
    run({"validate", bad});
  } catch (const core::Error& e) {
    CHECK_THAT(e.what(), StartsWith(bad + ":4:11: symmetry: "));
  }
  CHECK_THROWS_WITH(run({"validate", kListData + "/no_such.yaml"}),
                    Contains("no_such.yaml: no such file"));
}

TEST_CASE("list: machines with title and game, palettes with codes", "[spec]") {
  const std::string machines = run({"list", "machines"});
  CHECK_THAT(machines, StartsWith("Machines (games/):\n"));
  CHECK_THAT(machines, Contains("menace ") && Contains("MENACE") && Contains("tic-tac-toe"));
  CHECK_THAT(machines, Contains("her ") && Contains("pawns"));
  const std::string palettes = run({"list", "palettes"});
  CHECK_THAT(palettes, Contains("okabe-ito") && Contains("(9 colours: K O S G Y B V P W)"));
  CHECK_THAT(run({"list"}), Contains("Sheet templates (templates/sheets/)"));
}

TEST_CASE("list sheets: which fit a standard matchbox top or drawer front", "[spec]") {
  const std::string sheets = run({"list", "sheets"});
  const auto row = [&](const std::string& id) {
    const std::size_t at = sheets.find("  " + id + " ");
    return at == std::string::npos ? std::string() : sheets.substr(at, sheets.find('\n', at) - at);
  };
  CHECK_THAT(row("a4-cut"), Contains("matchbox top"));       // 52 x 36 mm: exactly a top.
  CHECK_THAT(row("avery-l7651"), Contains("matchbox top"));  // 38.1 x 21.2 mm.
  // 35.6 x 16.9 mm: over a standard drawer front, as its template says.
  CHECK_THAT(row("avery-l4732"), Contains("pocket top or big drawer"));
  CHECK_THAT(row("a4-drawer"), Contains("drawer front"));    // 35 x 15 mm.
  CHECK_THAT(row("avery-l7160"), Contains("larger boxes"));  // 63.99 x 38.1 mm.
  CHECK_THAT(row("avery-5160"), Contains("larger boxes"));   // 66.67 mm: wider than a top.
  CHECK_THAT(sheets, Contains("top 52 × 36 mm, drawer front 35 × 15 mm"));
}

}  // namespace
}  // namespace matchbox::cli
