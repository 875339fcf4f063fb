// SPDX-FileCopyrightText: 2026 The matchbox authors
// SPDX-License-Identifier: GPL-3.0-or-later

// Tournament files where hard links do not exist (FAT and exFAT USB sticks, which festival teams
// carry files on): a new file cannot be renamed into place without replacing one of the same
// name, so its name is reserved exclusively and the written temporary renamed over the
// reservation (core/locked_file.h). Played with tests/support/no_hard_links.cpp preloaded into
// matchbox.
#include <unistd.h>

#include <catch2/catch.hpp>
#include <cstdlib>
#include <filesystem>
#include <string>
#include <vector>

#include "cli/run_command.h"
#include "read_bytes.h"

namespace matchbox::testing {
namespace {

namespace fs = std::filesystem;

// While it lives, matchbox runs as on such a file system, noting what it was refused in `log`.
struct NoHardLinks {
  explicit NoHardLinks(const fs::path& log) {
    setenv("LD_PRELOAD", MATCHBOX_NO_HARD_LINKS, 1);
    setenv("NO_HARD_LINKS_LOG", log.c_str(), 1);
    setenv("ASAN_OPTIONS", "verify_asan_link_order=0", 1);  // The sanitizer build.
  }
  ~NoHardLinks() {
    unsetenv("LD_PRELOAD");
    unsetenv("NO_HARD_LINKS_LOG");
    unsetenv("ASAN_OPTIONS");
  }
};

// While it lives, the FAT stick has only `bytes` free (NO_HARD_LINKS_FREE_BYTES).
struct NearlyFull {
  explicit NearlyFull(std::size_t bytes) {
    setenv("NO_HARD_LINKS_FREE_BYTES", std::to_string(bytes).c_str(), 1);
  }
  ~NearlyFull() { unsetenv("NO_HARD_LINKS_FREE_BYTES"); }
};

// The names in `dir` other than `except`.
std::vector<std::string> fat_entries(const fs::path& dir, const std::string& except) {
  std::vector<std::string> names;
  for (const auto& entry : fs::directory_iterator(dir))
    if (entry.path().filename() != except) names.push_back(entry.path().filename().string());
  return names;
}

}  // namespace

TEST_CASE("track new works where hard links do not exist (a FAT USB stick)", "[track]") {
  const fs::path dir = fs::temp_directory_path() / ("matchbox-fat-" + std::to_string(getpid()));
  fs::remove_all(dir);
  fs::create_directories(dir);
  const fs::path file = dir / "festival.yaml";
  const fs::path log = dir / "refused.log";
  {
    const NoHardLinks fat(log);
    const auto made = run_matchbox("track new " + file.string() + " --machine menace");
    INFO(made.err);
    REQUIRE(made.exit_code == 0);
    // The fallback was taken: both atomic ways of naming the new file were refused.
    const std::string refused = read_bytes(log);
    CHECK(refused.find("renameat2") != std::string::npos);
    CHECK(refused.find("link") != std::string::npos);
    const auto again = run_matchbox("track new " + file.string() + " --machine her");
    CHECK(again.exit_code == 1);
    CHECK(again.err.find("exists already") != std::string::npos);
    CHECK(
        run_matchbox("track record " + file.string() + " --moves '5 1 9 3 7 8 2 4 6'").exit_code ==
        0);
  }
  const std::string text = read_bytes(file);
  CHECK(text.find("machine: {file: menace") != std::string::npos);
  CHECK(text.size() > 4);
  CHECK(text.substr(text.size() - 4) == "...\n");        // Whole: it ends with its end marker.
  for (const auto& entry : fs::directory_iterator(dir))  // No temporary left behind.
    CHECK(entry.path().filename().string().find(".tmp-") == std::string::npos);
  const auto shown = run_matchbox("track show " + file.string());
  CHECK(shown.exit_code == 0);
  CHECK(shown.out.find("Games: 1 ") != std::string::npos);
  fs::remove_all(dir);
}

// Issue 36: the fallback created NAME and wrote it in place, while the temporary it had written
// first still held its room (removed but open); with room for one copy and not two, NAME was left
// cut short and a retry refused ("exists already").
TEST_CASE("track new on a full FAT stick leaves no cut-short file and can be retried", "[track]") {
  const fs::path dir = fresh_dir("fat-full");
  const fs::path log = dir / "refused.log";
  const NoHardLinks fat(log);
  const fs::path file = dir / "festival.yaml";
  REQUIRE(run_matchbox("track new " + file.string() + " --machine menace").exit_code == 0);
  const std::size_t size = read_bytes(file).size();  // A new MENACE tournament file's bytes.
  fs::remove(file);
  REQUIRE(size > 100);
  int refused = 0;
  // No room, room for half the file, for nearly all, for the file and a bit, for nearly two.
  for (const double share : {0.0, 0.5, 0.9, 1.1, 1.5, 1.9}) {
    const std::size_t free_bytes = static_cast<std::size_t>(share * static_cast<double>(size));
    CommandResult made;
    {
      const NearlyFull stick(free_bytes);
      made = run_matchbox("track new " + file.string() + " --machine menace");
    }
    INFO(free_bytes << " of " << size << " bytes free: " << made.err);
    if (made.exit_code != 0) {  // Refused in one line; nothing of it left.
      ++refused;
      CHECK(made.exit_code == 1);
      CHECK(made.err == "matchbox: cannot write " + file.string() + ": No space left on device\n");
      CHECK(fat_entries(dir, "refused.log").empty());
      // Room again: the retry writes it.
      const CommandResult again = run_matchbox("track new " + file.string() + " --machine menace");
      INFO(again.err);
      CHECK(again.exit_code == 0);
    }
    CHECK((share < 1.0) == (made.exit_code != 0));  // Room for one copy is enough.
    const std::string text = read_bytes(file);
    CHECK(text.size() == size);
    CHECK(text.substr(text.size() - 4) == "...\n");  // Whole.
    CHECK(fat_entries(dir, "refused.log") == std::vector<std::string>{"festival.yaml"});
    fs::remove(file);
  }
  CHECK(refused == 3);
  CHECK(read_bytes(log).find("renameat2") != std::string::npos);  // The fallback was taken.
  fs::remove_all(dir);
}

}  // namespace matchbox::testing
