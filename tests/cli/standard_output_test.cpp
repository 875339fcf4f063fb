// SPDX-FileCopyrightText: 2026 The matchbox authors
// SPDX-License-Identifier: GPL-3.0-or-later

// Standard output is checked (issue 36): a command whose output cannot be written (a full disk,
// `> /dev/full`) says so in one line and exits 1 instead of 0; a closed pipe (`| head -c1`) ends
// it quietly. Every command that prints, one by one.
#include <signal.h>

#include <catch2/catch.hpp>
#include <filesystem>
#include <fstream>
#include <string>
#include <vector>

#include "cli/run_command.h"

namespace matchbox::testing {
namespace {

namespace fs = std::filesystem;

const std::string kPrintedDraw = "5 1 9 3 7 8 2 4 6";
const std::string kFull = "matchbox: cannot write standard output: No space left on device\n";

struct Printing {
  std::string args;   // {dir} is the test's folder, {n} a number new at each run.
  std::string input;  // Standard input.
};

// Every command that prints, on the MENACE tournament {dir}/t.yaml (which has a game).
const std::vector<Printing>& printing_commands() {
  static const std::vector<Printing> commands = {
      {"--help", ""},
      {"--version", ""},
      {"help kit", ""},
      {"track record --help", ""},
      {"list", ""},
      {"list sheets", ""},
      {"boxes menace", ""},
      {"boxes menace --format yaml", ""},
      {"validate games/menace.yaml games/her.yaml", ""},
      {"solve tic-tac-toe", ""},
      {"simulate her --games 5 --runs 2", ""},
      {"compare her her-carnival --opponent random --games 5 --runs 2", ""},
      {"kit her --format svg -o {dir}/kit{n}", ""},
      {"track new {dir}/new{n}.yaml --machine menace", ""},
      {"track record {dir}/t.yaml --moves '" + kPrintedDraw + "'", ""},
      {"track import {dir}/t.yaml {dir}/rows.csv", ""},
      {"track undo {dir}/t.yaml", ""},
      {"track adjust {dir}/t.yaml 1 O=3", ""},
      {"track session {dir}/t.yaml day{n}", ""},
      {"track show {dir}/t.yaml", ""},
      {"track show {dir}/t.yaml --format yaml", ""},
      {"track show {dir}/t.yaml --by session", ""},
      {"track export {dir}/t.yaml", ""},
      {"track export {dir}/t.yaml --format yaml --rows turns", ""},
      {"track plot {dir}/t.yaml -o {dir}/curve{n}.png", ""},
      {"track play {dir}/t.yaml", "quit\n"},
  };
  return commands;
}

std::string printing_args(std::string args, const fs::path& dir) {
  static int n = 0;
  ++n;
  for (std::size_t at; (at = args.find("{dir}")) != std::string::npos;)
    args.replace(at, 5, dir.string());
  for (std::size_t at; (at = args.find("{n}")) != std::string::npos;)
    args.replace(at, 3, std::to_string(n));
  return args;
}

fs::path printing_folder() {
  const fs::path dir = fresh_dir("stdout");
  REQUIRE(track("new " + (dir / "t.yaml").string() + " --machine menace").exit_code == 0);
  REQUIRE(
      track("record " + (dir / "t.yaml").string() + " --moves '" + kPrintedDraw + "'").exit_code ==
      0);
  std::ofstream(dir / "rows.csv") << "first,moves,result\nM," << kPrintedDraw << ",draw\n";
  return dir;
}

}  // namespace

TEST_CASE("every command that prints says when standard output cannot be written", "[stdout]") {
  const fs::path dir = printing_folder();
  for (const Printing& command : printing_commands()) {
    const std::string args = printing_args(command.args, dir);
    const CommandResult full = run_matchbox_into(args, ">/dev/full", command.input);
    INFO(args << "\n" << full.err);
    CHECK(full.exit_code == 1);
    CHECK(full.err == kFull);
  }
  fs::remove_all(dir);
}

TEST_CASE("every command that prints stops quietly at a closed pipe", "[stdout]") {
  const fs::path dir = printing_folder();
  for (const Printing& command : printing_commands()) {
    const std::string args = printing_args(command.args, dir);
    const CommandResult head = run_matchbox_into(args, "| head -c1 >/dev/null", command.input);
    INFO(args << "\n" << head.err);
    CHECK((head.exit_code == 0 || head.exit_code == 128 + SIGPIPE));
    CHECK(head.err.empty());
    // Where SIGPIPE is ignored, the write fails with EPIPE: no error either. The reader is gone
    // before matchbox writes (nearly always: else it wrote into the pipe, also exit 0).
    const CommandResult ignored =
        run_matchbox_into(printing_args(command.args, dir), "| true", command.input, true);
    INFO(ignored.err);
    CHECK(ignored.exit_code == 0);
    CHECK(ignored.err.empty());
  }
  fs::remove_all(dir);
}

TEST_CASE("track serve serves nothing when its addresses cannot be written", "[stdout]") {
  const fs::path dir = printing_folder();
  // Without the check it would serve until stopped (status 124, run_matchbox_into).
  const CommandResult full =
      run_matchbox_into("track serve " + (dir / "t.yaml").string() + " --port 0", ">/dev/full");
  INFO(full.err);
  CHECK(full.exit_code == 1);
  CHECK(full.err == kFull);
  fs::remove_all(dir);
}

}  // namespace matchbox::testing
