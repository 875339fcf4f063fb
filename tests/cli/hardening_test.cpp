// SPDX-FileCopyrightText: 2026 The matchbox authors
// SPDX-License-Identifier: GPL-3.0-or-later

// Bad and extreme input through the real executable: bead counts past their bounds, boards
// and runs too big to finish, threads that cannot start, text that is too long or not UTF-8,
// values with newlines, empty or out-of-range options, and a missing data folder. Each gives
// exit 1 and one line naming what is wrong and the limit, in well under the time it would
// take to run.
#include <unistd.h>

#include <algorithm>
#include <catch2/catch.hpp>
#include <chrono>
#include <filesystem>
#include <fstream>
#include <regex>
#include <string>

#include "cli/run_command.h"

// AddressSanitizer reserves terabytes of address space, so a test that limits it cannot run
// under ASan (g++ says so with __SANITIZE_ADDRESS__, clang with __has_feature).
#if defined(__SANITIZE_ADDRESS__)
#define MATCHBOX_UNDER_ASAN 1
#elif defined(__has_feature)
#if __has_feature(address_sanitizer)
#define MATCHBOX_UNDER_ASAN 1
#endif
#endif

namespace matchbox::testing {
namespace {

namespace fs = std::filesystem;

// How long a refusal may take: measured 0.1 s (solve) to 0.8 s (boxes) on the loaded 2-core
// machine in a release build, 1 to 10 s under ASan; before the guards these commands ran for
// minutes and ended in bad_alloc. The bound leaves room for a busy machine.
#ifdef MATCHBOX_UNDER_ASAN
constexpr double kQuickSeconds = 60;
#else
constexpr double kQuickSeconds = 10;
#endif
using Catch::Contains;

// Runs matchbox with `args`, requires exit `status` (1; 2 for a bad command line) with exactly
// one line on stderr within kQuickSeconds, and returns the line.
std::string refused(const std::string& args, int status = 1) {
  INFO(args);
  const auto start = std::chrono::steady_clock::now();
  const CommandResult r = run_matchbox(args);
  CHECK(std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count() <
        kQuickSeconds);
  CHECK(r.exit_code == status);
  CHECK(std::count(r.err.begin(), r.err.end(), '\n') == 1);
  return r.err;
}

fs::path scratch(const std::string& name) {
  const fs::path dir =
      fs::temp_directory_path() / ("matchbox-harden-" + name + "-" + std::to_string(::getpid()));
  fs::remove_all(dir);
  fs::create_directories(dir);
  return dir;
}

TEST_CASE("bead counts past their bounds are refused at load, naming the key and the limit",
          "[harden]") {
  CHECK_THAT(refused("boxes menace --set initial_beads=2000000000"),
             Contains("initial_beads") && Contains("from 1 to 1000") && Contains("2000000000"));
  CHECK_THAT(refused("simulate her --set reinforcement.win.beads=1000000000"),
             Contains("reinforcement.win.beads") && Contains("from -1000 to 1000"));
  CHECK_THAT(refused("simulate menace --set reinforcement.loss.beads=-2147483648"),
             Contains("reinforcement.loss.beads") && Contains("-1000"));
  // `validate` catches it in a file, with the file's line and column.
  CHECK_THAT(refused("validate " MATCHBOX_TEST_DATA "/bad_reward_beads.yaml"),
             Contains("bad_reward_beads.yaml:11:16: reinforcement.win.beads") && Contains("1000"));
}

TEST_CASE("the largest rewards run without overflow: boxes stop growing when full", "[harden]") {
  const CommandResult r = run_matchbox(
      "simulate menace --set reinforcement.win.beads=1000 --set initial_beads=1000 --games 400 "
      "--runs 2 --format yaml");
  REQUIRE(r.exit_code == 0);
  // Every box ends between empty and full: 304 boxes hold at most 304,000,000 beads.
  std::smatch mean;
  REQUIRE(std::regex_search(r.out, mean, std::regex("end_beads: \\{mean: ([0-9.e+]+)")));
  const double end_beads = std::stod(mean[1]);
  CHECK(end_beads > 1720);
  CHECK(end_beads <= 304.0 * 1'000'000);
}

TEST_CASE("too many threads is an error, and a thread that cannot start is a clear error",
          "[harden]") {
  CHECK_THAT(refused("simulate her --games 1 --runs 40000 --threads 40000"),
             Contains("--threads 40000: expected 0 (one per core) to 256"));
#ifndef MATCHBOX_UNDER_ASAN
  // 256 threads of 8 MB stacks cannot fit in 200 MB of address space.
  const std::string out = shell_output("ulimit -v 200000; " MATCHBOX_BINARY
                                       " simulate her --games 1 --runs 256 --threads 256 2>&1; "
                                       "echo exit=$?");
  CHECK_THAT(out, Contains("cannot start thread") && Contains("exit=1"));
#endif
}

TEST_CASE("boards too big to enumerate, solve or simulate are refused within the guard's budget",
          "[harden]") {
  for (const std::string args :
       {"boxes octapawn --set width=8 --set height=8",
        "boxes checkers5 --set width=12 --set height=12",
        "solve pawns --set width=8 --set height=8", "solve checkers --set width=8 --set height=8",
        "simulate octapawn --set width=8 --set height=8",
        "kit octapawn --set width=8 --set height=8 -o /tmp/matchbox-never"}) {
    INFO(args);
    CHECK_THAT(refused(args), Contains("reachable positions") &&
                                  Contains("past the default size guard") &&
                                  Contains("--max-positions N"));
  }
  CHECK(!fs::exists("/tmp/matchbox-never"));
  // The flag moves the limit both ways.
  CHECK_THAT(refused("boxes octapawn --max-positions 500"), Contains("more than 500 reachable"));
  CHECK(run_matchbox("boxes octapawn --max-positions 500000").exit_code == 0);
}

TEST_CASE("simulated games past the limit are refused before any game is played", "[harden]") {
  CHECK_THAT(refused("simulate her --games 2147483647"),
             Contains("more than the limit of 10000000") && Contains("--max-games"));
  CHECK_THAT(refused("simulate her --runs 2147483647"), Contains("--max-games"));
  CHECK_THAT(refused("simulate her --games 1000 --runs 20 --max-games 100"),
             Contains("20000 games in all, more than the limit of 100"));
  CHECK_THAT(refused("simulate her --games 2147483647 --runs 2147483647"), Contains("--max-games"));
}

TEST_CASE("text too long or not UTF-8 is refused at load with file:line:column and the key",
          "[harden]") {
  CHECK_THAT(refused("boxes her --set title=" + std::string(200, 'x')),
             Contains("title: expected at most 120 characters, found 200"));
  const fs::path dir = scratch("utf8");
  const fs::path file = dir / "latin1.yaml";
  std::ofstream(file, std::ios::binary)
      << "game: pawns\ntitle: Caf\xe9 machine\ninitial_beads: 1\n";
  CHECK_THAT(refused("boxes " + file.string()),
             Contains(file.string() + ":2:8: title: invalid UTF-8 at byte 4"));
  CHECK_THAT(refused("kit " + file.string() + " -o " + (dir / "kit").string()),
             Contains("latin1.yaml:2:8"));
  CHECK(!fs::exists(dir / "kit"));
  // A huge file is refused unread.
  std::ofstream(dir / "huge.yaml") << "game: pawns\ndescription: " << std::string(2 << 20, 'x');
  CHECK_THAT(refused("validate " + (dir / "huge.yaml").string()),
             Contains("more than 1048576 bytes"));
  fs::remove_all(dir);
}

TEST_CASE("messages never span lines, and quote at most a short piece of a value", "[harden]") {
  const std::string err = refused("boxes her --set 'symmetry=\"side\nways\"'");
  CHECK_THAT(err, Contains("side\\nways"));
  const std::string long_value = refused("boxes her --set symmetry=" + std::string(5000, 'y'));
  CHECK(long_value.size() < 400);
}

TEST_CASE("empty --position, out-of-range --seed and --window are errors", "[harden]") {
  CHECK_THAT(refused("solve her --position ''"), Contains("--position \"\": expected a position"));
  CHECK_THAT(refused("simulate her --seed -1", 2), Contains("--seed") && Contains("found -1"));
  CHECK_THAT(refused("simulate her --seed 18446744073709551616", 2), Contains("--seed"));
  CHECK(run_matchbox("simulate her --games 5 --runs 1 --seed 18446744073709551615").exit_code == 0);
  CHECK_THAT(refused("simulate her --games 10 --window 11"),
             Contains("--window 11: expected 1 to 10"));
  CHECK_THAT(refused("simulate her --games 10 --window 0"), Contains("--window 0"));
}

TEST_CASE("custom sheets whose labels are too small to draw are refused", "[harden]") {
  const fs::path dir = scratch("sheet");
  std::ofstream(dir / "tiny.yaml")
      << "title: Tiny\npaper: A4\nlabel: {width: 12mm, height: 6mm, corner_radius: 0mm}\n"
         "grid: {nx: 10, ny: 20, x0: 10mm, y0: 10mm, dx: 15mm, dy: 8mm}\n";
  CHECK_THAT(
      refused("kit her --sheet " + (dir / "tiny.yaml").string() + " -o " + (dir / "kit").string()),
      Contains("tiny.yaml:3:") && Contains("label.width") && Contains("at least 20mm wide"));
  fs::remove_all(dir);
}

TEST_CASE("a missing data folder is named as such", "[harden]") {
  CHECK_THAT(shell_output("MATCHBOX_DATA_DIR=/no/such/folder " MATCHBOX_BINARY " list 2>&1"),
             Contains("MATCHBOX_DATA_DIR=/no/such/folder: no such folder"));
  // An executable with no data beside it (not installed, not in a build folder).
  const fs::path dir = scratch("no-data");
  fs::create_directories(dir / "bin");
  fs::copy_file(MATCHBOX_BINARY, dir / "bin" / "matchbox");
  CHECK_THAT(shell_output((dir / "bin" / "matchbox").string() + " boxes her 2>&1"),
             Contains("cannot find matchbox's data folder") &&
                 Contains((dir / "share" / "matchbox-machines").string()));
  fs::remove_all(dir);
}

TEST_CASE("matchbox --version names the version and the git revision", "[harden]") {
  const CommandResult r = run_matchbox("--version");
  CHECK(r.exit_code == 0);
  CHECK_THAT(r.out, Catch::Matches("matchbox \\d+\\.\\d+\\.\\d+ \\(git [0-9a-f]{7}(-dirty)?\\)\n|"
                                   "matchbox \\d+\\.\\d+\\.\\d+ \\(git unknown\\)\n"));
}

// Found by fuzzing (fuzz_machine_file): a palette, machine or sheet name longer than the system
// allows in a file name threw std::filesystem::filesystem_error past the error funnel.
TEST_CASE("names too long for a file name are unknown names, not crashes", "[harden]") {
  const std::string long_name(300, 'x');
  CHECK_THAT(refused("boxes her --set palette=" + long_name),
             Catch::Contains("unknown palette 'xxx"));
  CHECK_THAT(refused("boxes her --set palette=" + long_name + "/p.yaml"),
             Catch::Contains("no such palette file"));
  CHECK_THAT(refused("boxes " + long_name), Catch::Contains("unknown machine 'xxx"));
  CHECK_THAT(refused("kit her --sheet " + long_name), Catch::Contains(long_name.substr(0, 40)));
}

}  // namespace
}  // namespace matchbox::testing
