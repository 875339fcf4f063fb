// Tournament files where hard links do not exist (FAT and exFAT USB sticks, which festival teams
// carry files on): a new file cannot be renamed into place without replacing one of the same
// name, so it is created exclusively and written (core/locked_file.h). Played with
// tests/support/no_hard_links.cpp preloaded into matchbox.
#include <unistd.h>

#include <catch2/catch.hpp>
#include <cstdlib>
#include <filesystem>

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

}  // namespace matchbox::testing
