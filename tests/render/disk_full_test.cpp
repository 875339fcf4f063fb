// SPDX-FileCopyrightText: 2026 The matchbox authors
// SPDX-License-Identifier: GPL-3.0-or-later

// A disk that fills up while `kit`, `track plot` or `simulate --plot` writes: the command exits
// 1 with one line naming the file and the system's reason, and the files already there keep
// their bytes. The fault is real: the command runs in a child process whose files may not grow
// past a few kilobytes (RLIMIT_FSIZE with SIGXFSZ ignored, so a write past it fails with EFBIG
// as one on a full disk fails with ENOSPC).
#include <signal.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>

#include <catch2/catch.hpp>
#include <filesystem>
#include <fstream>
#include <map>
#include <string>

#include "cli/run_command.h"
#include "read_bytes.h"
#include "render/render_test_util.h"

namespace matchbox::render {
namespace {

namespace fs = std::filesystem;
using testing::run_matchbox;

// Files may grow to this many bytes in the child: less than any kit document or plot.
constexpr rlim_t kFileLimit = 4096;

// Runs `matchbox ARGS` with files limited to kFileLimit bytes; its exit code and standard error
// (written to `err_file`, which stays below the limit).
testing::CommandResult run_on_full_disk(const std::string& args, const fs::path& err_file) {
  const std::string command = std::string(MATCHBOX_BINARY) + " " + args + " >/dev/null 2>" +
                              err_file.string() + " </dev/null";
  const pid_t child = ::fork();
  REQUIRE(child >= 0);
  if (child == 0) {
    ::signal(SIGXFSZ, SIG_IGN);  // Kept across exec: the write fails instead of killing.
    const rlimit limit{kFileLimit, kFileLimit};
    if (::setrlimit(RLIMIT_FSIZE, &limit) != 0) ::_exit(126);
    ::execl("/bin/sh", "sh", "-c", command.c_str(), static_cast<char*>(nullptr));
    ::_exit(127);
  }
  int status = 0;
  REQUIRE(::waitpid(child, &status, 0) == child);
  testing::CommandResult result;
  result.exit_code = WIFEXITED(status) ? WEXITSTATUS(status) : -1;
  result.err = testing::read_bytes(err_file);
  fs::remove(err_file);
  return result;
}

// Replaces every file in `dir` by a short text naming it, standing for the previous run's
// documents (bytes a new run could not write by chance); returns the folder's contents.
std::map<std::string, std::string> plant_previous(const fs::path& dir) {
  std::map<std::string, std::string> contents;
  for (const auto& entry : fs::directory_iterator(dir)) {
    const std::string name = entry.path().filename().string();
    if (name != ".matchbox-kit")
      std::ofstream(entry.path(), std::ios::trunc) << "previous " << name;
    contents[name] = testing::read_bytes(entry.path());
  }
  return contents;
}

std::map<std::string, std::string> folder_contents(const fs::path& dir) {
  std::map<std::string, std::string> contents;
  for (const auto& entry : fs::directory_iterator(dir))
    contents[entry.path().filename().string()] = testing::read_bytes(entry.path());
  return contents;
}

// The command failed on the full disk the way a user should see it: exit 1 and one line
// "matchbox: cannot write DIR/...: File too large".
void check_refused(const testing::CommandResult& r, const fs::path& dir) {
  INFO(r.err);
  CHECK(r.exit_code == 1);
  CHECK(r.err.rfind("matchbox: cannot write " + dir.string() + "/", 0) == 0);
  CHECK(r.err.find(": File too large\n") != std::string::npos);
  CHECK(std::count(r.err.begin(), r.err.end(), '\n') == 1);
}

TEST_CASE("A full disk leaves the previous kit file untouched", "[disk-full]") {
  for (const char* format : {"pdf", "svg", "png"}) {
    DYNAMIC_SECTION(format) {
      test::ScratchDir dir("disk-full-kit");
      const fs::path kit = dir.path() / "kit";
      fs::create_directory(kit);
      const std::string args = std::string("kit her --format ") + format + " -o " + kit.string();
      REQUIRE(run_matchbox(args).exit_code == 0);
      const auto previous = plant_previous(kit);
      check_refused(run_on_full_disk(args, dir.path() / "err.txt"), kit);
      CHECK(folder_contents(kit) == previous);  // No file replaced, no temporary left.
    }
  }
}

TEST_CASE("A full disk leaves the previous plot untouched", "[disk-full]") {
  test::ScratchDir dir("disk-full-plot");
  const fs::path out = dir.path() / "out";
  fs::create_directory(out);
  const std::string file = (dir.path() / "menace.yaml").string();
  REQUIRE(run_matchbox("track new " + file + " --machine menace").exit_code == 0);
  REQUIRE(run_matchbox("track record " + file + " --moves \"1 5 9 3 7 2 8\"").exit_code == 0);
  for (const char* ext : {"pdf", "svg", "png"}) {
    const std::string plot = (out / (std::string("plot.") + ext)).string();
    for (const std::string& args :
         {"track plot " + file + " -o " + plot, "simulate her --games 20 --plot " + plot}) {
      INFO(args);
      REQUIRE(run_matchbox(args).exit_code == 0);
      const auto previous = plant_previous(out);
      check_refused(run_on_full_disk(args, dir.path() / "err.txt"), out);
      CHECK(folder_contents(out) == previous);
    }
  }
}

}  // namespace
}  // namespace matchbox::render
