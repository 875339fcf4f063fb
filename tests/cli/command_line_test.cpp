// SPDX-FileCopyrightText: 2026 The matchbox authors
// SPDX-License-Identifier: GPL-3.0-or-later

// The command line's manners: "did you mean" for a mistyped command, `matchbox help`, counts in
// the singular, --threads 0, PNG resolution (--dpi), palettes by path.
#include <unistd.h>

#include <algorithm>
#include <catch2/catch.hpp>
#include <filesystem>
#include <string>

#include "cli/commands.h"
#include "cli/run_command.h"
#include "read_bytes.h"

namespace matchbox::testing {
namespace {

namespace fs = std::filesystem;
using Catch::Contains;
using Catch::StartsWith;

// Width and height of a PNG file, from its IHDR chunk.
std::pair<int, int> png_size(const fs::path& file) {
  const std::string bytes = read_bytes(file);
  REQUIRE(bytes.size() > 24);
  const auto word = [&](std::size_t at) {
    return (static_cast<unsigned char>(bytes[at]) << 24) |
           (static_cast<unsigned char>(bytes[at + 1]) << 16) |
           (static_cast<unsigned char>(bytes[at + 2]) << 8) |
           static_cast<unsigned char>(bytes[at + 3]);
  };
  return {static_cast<int>(word(16)), static_cast<int>(word(20))};
}

TEST_CASE("a mistyped command gets did you mean, on one line, exit 2", "[cli]") {
  const auto kitt = run_matchbox("kitt menace");
  CHECK(kitt.exit_code == 2);
  CHECK_THAT(kitt.err, StartsWith("matchbox: unknown command 'kitt'; did you mean 'kit'?") &&
                           Contains("(commands: list, boxes, kit, validate, solve, simulate"));
  CHECK(std::count(kitt.err.begin(), kitt.err.end(), '\n') == 1);
  CHECK_THAT(run_matchbox("simualte her").err, Contains("did you mean 'simulate'?"));
  CHECK_THAT(run_matchbox("sim her").err, Contains("did you mean 'simulate'?"));
  CHECK_THAT(run_matchbox("track shwo").err,
             Contains("matchbox: track: unknown command 'shwo'; did you mean 'show'?"));
  const auto far = run_matchbox("banana");
  CHECK(far.exit_code == 2);
  CHECK_THAT(far.err, Contains("unknown command 'banana'") && !Contains("did you mean"));
}

TEST_CASE("similar_words: prefixes, then one slip per three letters", "[cli]") {
  const std::vector<std::string> names = {"list", "boxes", "kit", "validate", "solve", "simulate"};
  CHECK(cli::similar_words("kti", names) == std::vector<std::string>{"kit"});
  CHECK(cli::similar_words("valdiate", names) == std::vector<std::string>{"validate"});
  CHECK(cli::similar_words("so", names) == std::vector<std::string>{"solve"});
  CHECK(cli::similar_words("boxs", names) == std::vector<std::string>{"boxes"});
  CHECK(cli::similar_words("xyz", names).empty());
}

TEST_CASE("matchbox help, help kit and help track play print the help", "[cli]") {
  const auto top = run_matchbox("help");
  CHECK(top.exit_code == 0);
  CHECK_THAT(top.out, Contains("kit") && Contains("simulate") && Contains("help"));
  const auto kit = run_matchbox("help kit");
  CHECK(kit.exit_code == 0);
  CHECK_THAT(kit.out, Contains("Usage: matchbox kit") && Contains("--sheet") && Contains("--dpi"));
  CHECK_THAT(run_matchbox("help track play").out, Contains("Usage: matchbox track play"));
  const auto bad = run_matchbox("help kti");
  CHECK(bad.exit_code == 2);
  CHECK_THAT(bad.err, Contains("did you mean 'kit'?"));
}

TEST_CASE("simulate says 1 run and 1 game, and how the machine takes its seat", "[cli]") {
  const auto one = run_matchbox("simulate her --games 1 --runs 1 --seed 1");
  REQUIRE(one.exit_code == 0);
  CHECK_THAT(one.out, Contains("moving second: 1 run of 1 game, seed 1"));
  CHECK_THAT(
      run_matchbox("simulate nimble --opponent self --games 4 --runs 2 --plays alternate").out,
      Contains("moving first and second in turn: 2 runs of 4 games"));
  const auto alternate = run_matchbox("simulate him --opponent her --plays alternate");
  CHECK(alternate.exit_code == 1);
  CHECK_THAT(alternate.err, Contains("--plays alternate: opponent machine her plays only the "
                                     "second side, so him can only play the first side "
                                     "(--plays first)"));
}

TEST_CASE("simulate --threads 0 means one per core and gives the same results", "[cli]") {
  const std::string args = "simulate her --games 50 --runs 4 --seed 3 --format csv";
  const auto all = run_matchbox(args + " --threads 0");
  REQUIRE(all.exit_code == 0);
  CHECK(all.out == run_matchbox(args + " --threads 1").out);
  CHECK_THAT(run_matchbox("help simulate").out, Contains("0 (the default) uses one per core"));
  CHECK_THAT(run_matchbox(args + " --threads -1").err,
             Contains("--threads -1: expected 0 (one per core) to 256"));
}

TEST_CASE("kit --format png --dpi sets the resolution of every page", "[cli]") {
  const fs::path dir = fs::temp_directory_path() / ("matchbox-dpi-" + std::to_string(getpid()));
  fs::remove_all(dir);
  REQUIRE(run_matchbox("kit her --format png --dpi 72 -o " + dir.string()).exit_code == 0);
  CHECK(png_size(dir / "labels-01.png") ==
        std::pair{596, 842});  // A4 at 72 dpi: 595.3 x 841.9, rounded up.
  REQUIRE(run_matchbox("kit her --format png --dpi 100 -o " + dir.string()).exit_code == 0);
  CHECK(png_size(dir / "labels-01.png") == std::pair{827, 1170});
  const auto low = run_matchbox("kit her --format png --dpi 10 -o " + dir.string());
  CHECK(low.exit_code == 1);
  CHECK_THAT(low.err, Contains("--dpi 10: expected a resolution from 72 to 1200"));
  fs::remove_all(dir);
}

TEST_CASE("kit --threads 1 writes the documents one after another, the same files", "[cli]") {
  const fs::path base =
      fs::temp_directory_path() / ("matchbox-kit-threads-" + std::to_string(getpid()));
  fs::remove_all(base);
  REQUIRE(run_matchbox("kit her -o " + (base / "one").string() + " --threads 1").exit_code == 0);
  REQUIRE(run_matchbox("kit her -o " + (base / "two").string() + " --threads 2").exit_code == 0);
  for (const char* doc :
       {"labels", "calibration", "beads", "instructions", "finder", "scoresheet"}) {
    INFO(doc);
    const std::string file = std::string(doc) + ".pdf";
    CHECK(read_bytes(base / "one" / file) == read_bytes(base / "two" / file));
  }
  const auto many = run_matchbox("kit her -o " + (base / "many").string() + " --threads 300");
  CHECK(many.exit_code == 1);
  CHECK_THAT(many.err, Contains("--threads 300: expected 0 (one per core) to 256"));
  CHECK_FALSE(fs::exists(base / "many"));
  fs::remove_all(base);
}

TEST_CASE("a palette by path colours the kit", "[cli]") {
  const auto boxes =
      run_matchbox("boxes her --set palette=" MATCHBOX_TEST_DATA "/beads_palette.yaml");
  REQUIRE(boxes.exit_code == 0);
  CHECK_THAT(boxes.out, Contains("a3-a2:R×1 a3xb2:Y×1"));  // School beads: R Y B G.
  const auto missing = run_matchbox("kit her --set palette=no-such.yaml -o /tmp/matchbox-never");
  CHECK(missing.exit_code == 1);
  CHECK_THAT(missing.err, Contains("--set palette=no-such.yaml: palette: no-such.yaml: no such "
                                   "palette file"));
}

}  // namespace
}  // namespace matchbox::testing
