// SPDX-FileCopyrightText: 2026 The matchbox authors
// SPDX-License-Identifier: GPL-3.0-or-later

// A tournament file is the only record of a day's games: bad input must be refused in one line
// with exit 1 and leave the file byte-for-byte as it was, and a writer killed at any moment must
// leave a file that loads, replays and holds every game that was reported as recorded.
#include <fcntl.h>
#include <signal.h>
#include <spawn.h>
#include <sys/wait.h>
#include <unistd.h>

#include <catch2/catch.hpp>
#include <chrono>
#include <filesystem>
#include <fstream>
#include <random>
#include <thread>

#include "cli/refused.h"
#include "cli/run_command.h"
#include "core/locked_file.h"
#include "read_bytes.h"
#include "spec/tournament_file.h"

extern char** environ;

namespace matchbox::testing {
namespace {

namespace fs = std::filesystem;

// One MENACE draw, as written on a score sheet (boxes 1, 10, 73, 287; beads Y K K R).
const std::string kSafetyDraw = "5 1 9 3 7 8 2 4 6";

// A MENACE tournament with one recorded game, in a fresh folder.
fs::path menace_with_one_game(const std::string& name) {
  const fs::path file = fresh_dir(name) / "festival.yaml";
  REQUIRE(run_matchbox("track new " + file.string() + " --machine menace").exit_code == 0);
  REQUIRE(
      run_matchbox("track record " + file.string() + " --moves '" + kSafetyDraw + "'").exit_code ==
      0);
  return file;
}

// Files beside `file` other than itself (temporaries a writer left behind).
std::vector<std::string> others_beside(const fs::path& file) {
  std::vector<std::string> out;
  for (const auto& entry : fs::directory_iterator(file.parent_path()))
    if (entry.path().filename() != file.filename()) out.push_back(entry.path().filename());
  return out;
}

TEST_CASE("Bad moves and beads are refused with the legal ones listed, the file unchanged",
          "[track-safety]") {
  const fs::path file = menace_with_one_game("moves");
  const std::string f = file.string();
  check_refused(file, "track record " + f + " --moves '5 5'",
                "move 2 (5): square 5 is taken by X; the legal moves are: 1 2 3 4 6 7 8 9");
  check_refused(file, "track record " + f + " --moves '" + kSafetyDraw + "' --boxes '1 11 73 287'",
                "turn 2: the board is box 10, not box 11");
  check_refused(file, "track record " + f + " --moves '" + kSafetyDraw + "' --beads 'Y K K G'",
                "turn 4: the move played from box 287 is the R bead, not G");
  check_refused(file, "track adjust " + f + " 1 S=3",
                "box 1 has no colour 'S'; its colours are black (K), orange (R), yellow (Y)");
  check_refused(file, "track adjust " + f + " 305 K=1", "box 305: menace has boxes 1 to 304");
}

TEST_CASE("A tournament of another kit is refused, not replayed against the wrong boxes",
          "[track-safety]") {
  const fs::path dir = fresh_dir("track-safety-kit");
  const fs::path machine = dir / "my-menace.yaml";
  fs::copy_file(fs::path(MATCHBOX_TEST_DATA).parent_path().parent_path() / "games/menace.yaml",
                machine);
  const fs::path file = dir / "festival.yaml";
  REQUIRE(run_matchbox("track new " + file.string() + " --machine " + machine.string()).exit_code ==
          0);
  REQUIRE(
      run_matchbox("track record " + file.string() + " --moves '" + kSafetyDraw + "'").exit_code ==
      0);
  // A comment changes nothing the boxes hold: the tournament still loads.
  write_file(machine, "# Our school's copy.\n" + read_bytes(machine));
  CHECK(run_matchbox("track show " + file.string()).exit_code == 0);
  // Scroggs-style 8/4/2/1 initial beads make another kit.
  const std::string text = read_bytes(machine);
  const std::size_t at = text.find("initial_beads:");
  REQUIRE(at != std::string::npos);
  write_file(machine, text.substr(0, at) + "initial_beads: {1: 8, 3: 4, 5: 2, 7: 1}\n" +
                          text.substr(text.find('\n', at) + 1));
  REQUIRE(run_matchbox("validate " + machine.string()).exit_code == 0);
  check_refused(file, "track record " + file.string() + " --moves '" + kSafetyDraw + "'",
                "kept for another kit of " + machine.string());
  check_refused(file, "track show " + file.string(), "its boxes, beads or rules have changed");
}

TEST_CASE("Truncated, hand-broken, foreign and newer files are refused with file:line",
          "[track-safety]") {
  const fs::path file = menace_with_one_game("broken");
  const std::string good = read_bytes(file);
  const std::string f = file.string();
  const std::string record = "track record " + f + " --moves '" + kSafetyDraw + "'";

  write_file(file, good.substr(0, good.find("result:")));
  check_refused(file, record, f + ": cut short");
  std::string no_result = good;
  const std::size_t result_line = no_result.find("      result:");
  no_result.erase(result_line, no_result.find("      changes:") - result_line);
  write_file(file, no_result);
  check_refused(file, record, "events[0].game.result: missing required key");

  std::string wrong_box = good;
  wrong_box.replace(wrong_box.find("box: 73"), 7, "box: 74");
  write_file(file, wrong_box);
  check_refused(file, record, "event 1: turn 3: the board is box 73, not box 74");

  std::string newer = good;
  newer.replace(newer.find("format: 2"), 9, "format: 3");
  write_file(file, newer);
  check_refused(file, record, "written by a newer matchbox (format 3");

  write_file(file, "title: [unclosed\n");
  check_refused(file, record, f + ":2:1: malformed YAML");

  fs::copy_file(fs::path(MATCHBOX_TEST_DATA).parent_path().parent_path() / "games/her.yaml", file,
                fs::copy_options::overwrite_existing);
  check_refused(file, record, "not a matchbox tournament file");
}

TEST_CASE("A second writer is turned away while the first holds the file", "[track-safety]") {
  const fs::path file = menace_with_one_game("lock");
  {
    const core::LockedFile first = core::LockedFile::open(file, 1u << 20, "a tournament file");
    check_refused(file, "track record " + file.string() + " --moves '" + kSafetyDraw + "'",
                  "another matchbox is writing it");
    check_refused(file, "track undo " + file.string(), "another matchbox is writing it");
    // Readers are never turned away.
    CHECK(run_matchbox("track show " + file.string()).exit_code == 0);
  }
  CHECK(run_matchbox("track undo " + file.string()).exit_code == 0);
}

// Starts `matchbox track record FILE --moves DRAW` with its output thrown away.
pid_t start_record(const fs::path& file) {
  const std::string binary = MATCHBOX_BINARY;
  std::vector<std::string> args = {binary,        "track",   "record",
                                   file.string(), "--moves", kSafetyDraw};
  std::vector<char*> argv;
  for (std::string& a : args) argv.push_back(a.data());
  argv.push_back(nullptr);
  posix_spawn_file_actions_t actions;
  posix_spawn_file_actions_init(&actions);
  posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0);
  posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0);
  pid_t pid = -1;
  const int rc = posix_spawn(&pid, binary.c_str(), &actions, nullptr, argv.data(), environ);
  posix_spawn_file_actions_destroy(&actions);
  REQUIRE(rc == 0);
  return pid;
}

std::size_t games_in(const fs::path& file) {
  // Read as every reader reads it: through a journal a killed writer may have left.
  return spec::parse_tournament(core::read_whole_file(file, spec::kMaxTournamentBytes, "test"),
                                file.string())
      .events.size();
}

TEST_CASE("A tournament written before the kit re-coded a colour still loads and records",
          "[track-safety]") {
  // Written when MENACE's orange was still O (now R, since O is a nought): same beads, same
  // kit, so the same fingerprint.
  const fs::path file = fresh_dir("track-safety-recoded") / "festival.yaml";
  fs::copy_file(fs::path(MATCHBOX_TEST_DATA) / "tournaments/menace_before_recoding.yaml", file);
  const CommandResult shown = run_matchbox("track show " + file.string() + " --format yaml");
  INFO(shown.err);
  REQUIRE(shown.exit_code == 0);
  CHECK_THAT(shown.out, Catch::Contains("games: 1\n") &&
                            Catch::Contains("{id: 287, beads: {orange: 2, bluish green: 1}}"));
  CHECK(
      run_matchbox("track record " + file.string() + " --moves '" + kSafetyDraw + "'").exit_code ==
      0);
  CHECK(games_in(file) == 2);
}

TEST_CASE("record killed with SIGKILL at random moments never leaves a broken file",
          "[track-safety]") {
  const fs::path file = menace_with_one_game("kill");
  std::mt19937 random(20261125);  // Fixed: the same moments on every run.
  std::uniform_int_distribution<int> moment_us(0, 40000);
  std::size_t games = games_in(file), interrupted = 0;
  for (int kill = 0; kill < 30; ++kill) {
    const pid_t pid = start_record(file);
    std::this_thread::sleep_for(std::chrono::microseconds(moment_us(random)));
    ::kill(pid, SIGKILL);
    int status = 0;
    REQUIRE(::waitpid(pid, &status, 0) == pid);
    const bool finished = WIFEXITED(status) && WEXITSTATUS(status) == 0;
    if (!finished) ++interrupted;
    // Whatever the moment, the file is whole: the games before, plus this one if it finished.
    const std::size_t now = games_in(file);
    INFO("kill " << kill << ": " << games << " games before, " << now << " after");
    CHECK((now == games + 1 || (!finished && now == games)));
    games = now;
    const CommandResult shown = run_matchbox("track show " + file.string() + " --format yaml");
    REQUIRE(shown.exit_code == 0);
    CHECK(shown.out.find("games: " + std::to_string(games) + "\n") != std::string::npos);
  }
  CHECK(interrupted >= 5);  // The moments do reach into the runs.
  // The next writer removes whatever temporary names the killed ones left.
  REQUIRE(
      run_matchbox("track record " + file.string() + " --moves '" + kSafetyDraw + "'").exit_code ==
      0);
  CHECK(games_in(file) == games + 1);
  CHECK(others_beside(file).empty());
}

}  // namespace
}  // namespace matchbox::testing
