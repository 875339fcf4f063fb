// SPDX-FileCopyrightText: 2026 The matchbox authors
// SPDX-License-Identifier: GPL-3.0-or-later

// `kit MACHINE --with poster,worksheet` through the command line: the printables are added to
// an otherwise unchanged kit, on A3, A2 and A4 pages as poppler's pdfinfo reads them, with the
// worksheet's learning answer the simulator's; a bad --with is refused with one line.
#include <unistd.h>

#include <catch2/catch.hpp>
#include <cmath>
#include <filesystem>

#include "cli/run_command.h"
#include "read_bytes.h"
#include "render/render_test_util.h"
#include "simulate/intervals.h"
#include "simulate/training.h"

namespace matchbox::testing {
namespace {

namespace fs = std::filesystem;
using Catch::Contains;

// A folder that does not exist yet (removed if it does).
fs::path with_dir(const std::string& name) {
  const fs::path dir =
      fs::temp_directory_path() / ("matchbox-with-" + name + "-" + std::to_string(getpid()));
  fs::remove_all(dir);
  return dir;
}

}  // namespace

TEST_CASE("kit --with poster,worksheet adds four files and changes no other", "[cli][printables]") {
  const fs::path plain = with_dir("plain"), with = with_dir("with");
  REQUIRE(run_matchbox("kit her -o " + plain.string()).exit_code == 0);
  const CommandResult r =
      run_matchbox("kit her --with worksheet,poster,worksheet -o " + with.string());
  REQUIRE(r.exit_code == 0);
  for (const char* file :
       {"poster-a3.pdf", "poster-a2.pdf", "worksheet.pdf", "worksheet-answers.pdf"}) {
    INFO(file);
    CHECK(fs::exists(with / file));
    CHECK_FALSE(fs::exists(plain / file));
    CHECK_THAT(r.out, Contains(file));
  }
  for (const auto& entry : fs::directory_iterator(plain)) {
    INFO(entry.path().filename().string());
    if (entry.path().extension() == ".pdf")
      CHECK(read_bytes(entry.path()) == read_bytes(with / entry.path().filename()));
  }
  CHECK_THAT(shell_output("pdfinfo " + (with / "poster-a3.pdf").string()),
             Contains("841.89 x 1190.55 pts (A3)"));
  CHECK_THAT(shell_output("pdfinfo " + (with / "poster-a2.pdf").string()),
             Contains("1190.55 x 1683.78 pts (A2)"));
  CHECK_THAT(shell_output("pdfinfo " + (with / "worksheet.pdf").string()), Contains("(A4)"));
  // HER plays Black; 21 runs of 300 games against a random player from seed 1, learned once 10
  // games in a row hold no loss.
  const kit::Kit her = test::machine_kit("her");
  const simulate::Training training(her, {}, simulate::Seat::kSecond);
  const auto runs = training.run(300, 21, 1, 2, [](int) {
    simulate::RunHooks hooks;
    hooks.learn_window = 10;
    return hooks;
  });
  std::vector<double> times;
  for (const auto& run : runs) times.push_back(run.learned_by);
  const double median = simulate::censored_quantiles(times).median;
  REQUIRE(median >= 0);
  CHECK_THAT(shell_output("pdftotext " + (with / "worksheet-answers.pdf").string() + " -"),
             Contains("About " + std::to_string(std::lround(median)) + " games"));
  fs::remove_all(plain);
  fs::remove_all(with);
}

TEST_CASE("kit --with refuses a word it does not know, in one line", "[cli][printables]") {
  for (const char* bad : {"poster,posters", "''", "poster,", "key"}) {
    INFO(bad);
    const fs::path dir = with_dir("bad");
    const CommandResult r =
        run_matchbox("kit her --with " + std::string(bad) + " -o " + dir.string());
    CHECK(r.exit_code == 1);
    CHECK_THAT(r.err, Contains("--with") && Contains("is not one of poster|worksheet"));
    CHECK(std::count(r.err.begin(), r.err.end(), '\n') == 1);
    CHECK_FALSE(fs::exists(dir));
  }
}

}  // namespace matchbox::testing
