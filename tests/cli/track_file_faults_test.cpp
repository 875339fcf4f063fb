// SPDX-FileCopyrightText: 2026 The matchbox authors
// SPDX-License-Identifier: GPL-3.0-or-later

// A tournament file meets what a festival laptop meets: a file cut short or two files joined, a
// symbolic link, permissions, a FIFO or a device where the file should be, a nearly full disk,
// and a writer stopped half-way. Each is refused in one line or survived, never a lost game.
#include <signal.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include <catch2/catch.hpp>
#include <filesystem>
#include <fstream>

#include "cli/refused.h"
#include "cli/run_command.h"
#include "core/journal.h"
#include "core/locked_file.h"
#include "read_bytes.h"
#include "spec/tournament_file.h"

namespace matchbox::testing {
namespace {

namespace fs = std::filesystem;

const std::string kDraw = "5 1 9 3 7 8 2 4 6";

// A MENACE tournament with `games` recorded draws, in a fresh folder.
fs::path tournament(const std::string& name, int games) {
  const fs::path dir =
      fs::temp_directory_path() / ("matchbox-file-faults-" + name + "-" + std::to_string(getpid()));
  fs::remove_all(dir);
  fs::create_directories(dir);
  const fs::path file = dir / "festival.yaml";
  REQUIRE(run_matchbox("track new " + file.string() + " --machine menace").exit_code == 0);
  for (int g = 0; g < games; ++g)
    REQUIRE(run_matchbox("track record " + file.string() + " --moves '" + kDraw + "'").exit_code ==
            0);
  return file;
}

std::string record(const fs::path& file) {
  return "track record " + file.string() + " --moves '" + kDraw + "'";
}

int games_shown(const fs::path& file) {
  const CommandResult r = run_matchbox("track show " + file.string() + " --format yaml");
  REQUIRE(r.exit_code == 0);
  const auto at = r.out.find("games: ");
  REQUIRE(at != std::string::npos);
  return std::stoi(r.out.substr(at + 7));
}

TEST_CASE("A tournament file cut short at an event boundary is refused", "[file-faults]") {
  const fs::path file = tournament("cut", 3);
  const std::string text = read_bytes(file);
  const std::size_t last = text.rfind("\n  - game:");
  REQUIRE(last != std::string::npos);
  write_file(file, text.substr(0, last + 1));
  check_refused(file, "track show " + file.string(), "cut short");
  check_refused(file, record(file), "cut short");
  write_file(file, text.substr(0, text.size() - 2));  // Even one byte of the marker missing.
  check_refused(file, "track show " + file.string(), "cut short");
}

TEST_CASE("Two tournament files joined with cat are refused, not half read", "[file-faults]") {
  const fs::path file = tournament("joined", 1);
  const std::string text = read_bytes(file);
  write_file(file, text + text);
  check_refused(file, "track show " + file.string(), "two files joined");
  check_refused(file, record(file), "two files joined");
  write_file(file, text + "---\n" + text);
  check_refused(file, "track show " + file.string(), "two files joined");
}

TEST_CASE("Hand edits to resigned, ply, board, beads and times are refused", "[file-faults]") {
  const fs::path file = tournament("hand", 1);
  const std::string good = read_bytes(file);
  const auto edited = [&](const std::string& from, const std::string& to) {
    std::string text = good;
    const auto at = text.find(from);
    REQUIRE(at != std::string::npos);
    text.replace(at, from.size(), to);
    write_file(file, text);
  };
  edited("result: draw", "result: draw\n      resigned: true");
  check_refused(file, "track show " + file.string(), "resign");
  edited("{ply: 3, box: 10", "{ply: 4, box: 10");
  check_refused(file, "track show " + file.string(), "ply");
  edited("board: rotate 180°", "board: rotate 90° clockwise");
  check_refused(file, "track show " + file.string(), "rotate 180°");
  edited("bead: Y, board", "bead: y, board");
  check_refused(file, "track show " + file.string(), "not y");
  edited("played: 20", "played: after lunch 20");
  check_refused(file, "track show " + file.string(), "played");
  edited("created: 20", "created: tuesday 20");
  check_refused(file, "track show " + file.string(), "created");
}

TEST_CASE("A hand-edited count naming one colour twice is refused", "[file-faults]") {
  const fs::path file = tournament("adjust-twice", 1);
  std::string text = read_bytes(file);
  text.insert(text.size() - spec::kTournamentEnd.size(),
              "  - adjust: {box: 1, beads: {Y: 1, yellow: 2}}\n");
  write_file(file, text);
  check_refused(file, "track show " + file.string(), "colour Y given twice");
}

TEST_CASE("A symlinked tournament file is written through to its target", "[file-faults]") {
  const fs::path file = tournament("symlink", 1);
  const fs::path link = file.parent_path() / "today.yaml";
  fs::create_symlink(file.filename(), link);
  REQUIRE(run_matchbox(record(link)).exit_code == 0);
  CHECK(fs::is_symlink(fs::symlink_status(link)));
  CHECK(games_shown(file) == 2);
  CHECK(games_shown(link) == 2);
}

TEST_CASE("A tournament file keeps its mode and owner when written", "[file-faults]") {
  const fs::path file = tournament("mode", 1);
  REQUIRE(::chmod(file.c_str(), 0600) == 0);
  const bool root = ::geteuid() == 0;
  if (root) REQUIRE(::chown(file.c_str(), 65534, 65534) == 0);  // nobody, as root can.
  REQUIRE(run_matchbox(record(file)).exit_code == 0);
  struct stat st {};
  REQUIRE(::stat(file.c_str(), &st) == 0);
  CHECK((st.st_mode & 07777) == 0600);
  if (root) CHECK(st.st_uid == 65534);
  CHECK(games_shown(file) == 2);
}

TEST_CASE("A write-protected tournament file is refused, like cp refuses it", "[file-faults]") {
  const fs::path file = tournament("protected", 1);
  REQUIRE(::chmod(file.c_str(), 0444) == 0);
  check_refused(file, record(file), file.string() + ":");
  CHECK(games_shown(file) == 1);  // Still readable.
  REQUIRE(::chmod(file.c_str(), 0644) == 0);
}

TEST_CASE("A FIFO or a device in place of a tournament file is refused unread", "[file-faults]") {
  const fs::path dir = tournament("fifo", 0).parent_path();
  const fs::path fifo = dir / "pipe.yaml";
  REQUIRE(::mkfifo(fifo.c_str(), 0644) == 0);
  for (const char* verb : {"show", "undo"}) {
    const CommandResult r = run_matchbox(std::string("track ") + verb + " " + fifo.string());
    CHECK(r.exit_code == 1);
    CHECK(r.err.find("a FIFO, not a regular file") != std::string::npos);
    const CommandResult zero = run_matchbox(std::string("track ") + verb + " /dev/zero");
    CHECK(zero.exit_code == 1);
    CHECK(zero.err.find("a device, not a regular file") != std::string::npos);
  }
}

// Runs `args` in a child whose files may not grow past `max_bytes` (RLIMIT_FSIZE, SIGXFSZ
// ignored): writes past it fail with EFBIG, as on a full disk. Returns the exit code.
int run_with_file_limit(const std::string& args, rlim_t max_bytes) {
  const pid_t pid = ::fork();
  if (pid == 0) {
    ::signal(SIGXFSZ, SIG_IGN);
    const struct rlimit limit { max_bytes, max_bytes };
    ::setrlimit(RLIMIT_FSIZE, &limit);
    _exit(run_matchbox(args).exit_code);
  }
  int status = 0;
  ::waitpid(pid, &status, 0);
  return WIFEXITED(status) ? WEXITSTATUS(status) : -1;
}

TEST_CASE("A full disk leaves the tournament file as it was", "[file-faults]") {
  const fs::path file = tournament("full", 2);
  const std::string before = read_bytes(file);
  // Room for the journal (a short tail) but not for the file to grow by a game, then no room
  // for even the journal.
  for (rlim_t limit : {static_cast<rlim_t>(before.size() + 100), static_cast<rlim_t>(200)}) {
    INFO("file size limit " << limit);
    CHECK(run_with_file_limit(record(file), limit) == 1);
    CHECK(read_bytes(file) == before);
    CHECK(!fs::exists(core::journal_path(file)));
    CHECK(games_shown(file) == 2);
  }
  REQUIRE(run_matchbox(record(file)).exit_code == 0);
  CHECK(games_shown(file) == 3);
}

TEST_CASE("A writer stopped half-way is finished by the next, and readers see through it",
          "[file-faults]") {
  const fs::path file = tournament("journal", 1);
  const std::string one = read_bytes(file);
  REQUIRE(run_matchbox(record(file)).exit_code == 0);
  const std::string two = read_bytes(file);
  // The state a writer killed during its in-place write leaves: the journal whole, the file torn.
  core::Journal journal;
  journal.offset = one.size() - spec::kTournamentEnd.size();
  journal.old_size = one.size();
  journal.prefix_hash = core::prefix_hash_of(one, journal.offset);
  journal.old_tail = one.substr(journal.offset);
  journal.new_tail = two.substr(journal.offset);
  write_file(file, two.substr(0, two.size() - 40));  // Torn part-way.
  core::write_journal(file, journal);
  CHECK(games_shown(file) == 2);                       // A reader applies the journal.
  REQUIRE(run_matchbox(record(file)).exit_code == 0);  // A writer finishes it first.
  CHECK(games_shown(file) == 3);
  CHECK(!fs::exists(core::journal_path(file)));
  // A torn journal means the file was never touched: it is discarded.
  const std::string three = read_bytes(file);
  write_file(core::journal_path(file), "MBXJRNL1 torn");
  REQUIRE(run_matchbox(record(file)).exit_code == 0);
  CHECK(games_shown(file) == 4);
  CHECK(read_bytes(file).substr(0, three.size() - 4) == three.substr(0, three.size() - 4));
}

}  // namespace
}  // namespace matchbox::testing
