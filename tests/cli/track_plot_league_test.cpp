// SPDX-FileCopyrightText: 2026 The matchbox authors
// SPDX-License-Identifier: GPL-3.0-or-later

// `matchbox track plot --expect KIND` and `track plot A B C` through the real executable: the
// range and the curves in the pictures, bad values refused, the first to stop losing named.
#include <cairo.h>

#include <catch2/catch.hpp>
#include <filesystem>

#include "cli/run_command.h"
#include "render/cairo_handles.h"
#include "render/render_test_util.h"

namespace matchbox::testing {
namespace {

namespace fs = std::filesystem;

// MENACE (X) wins: X 1, 9, 7, 8 against O 5, 3, 2. It loses: X 1, 2, 4 against O 5, 3, 7.
constexpr const char* kWin = "--moves \"1 5 9 3 7 2 8\"";
constexpr const char* kLoss = "--moves \"1 5 2 3 4 7\"";

// A MENACE tournament `name` in `dir` titled `title`, with a game per letter of `outcomes`
// (W, L); its path.
std::string tournament(const fs::path& dir, const std::string& name, const std::string& title,
                       const std::string& outcomes) {
  const std::string file = (dir / (name + ".yaml")).string();
  REQUIRE(
      run_matchbox("track new " + file + " --machine menace --title \"" + title + "\"").exit_code ==
      0);
  for (const char c : outcomes) {
    const CommandResult r = run_matchbox("track record " + file + " " + (c == 'W' ? kWin : kLoss));
    INFO(r.err);
    REQUIRE(r.exit_code == 0);
  }
  return file;
}

// Pixels of the plot's range grey (render/plot.cpp: 0.83 grey) in a PNG.
int range_pixels(const fs::path& png) {
  const render::SurfacePtr page(cairo_image_surface_create_from_png(png.c_str()));
  REQUIRE(cairo_surface_status(page.get()) == CAIRO_STATUS_SUCCESS);
  const int w = cairo_image_surface_get_width(page.get());
  const int h = cairo_image_surface_get_height(page.get());
  const int stride = cairo_image_surface_get_stride(page.get());
  const unsigned char* data = cairo_image_surface_get_data(page.get());
  int n = 0;
  for (int y = 0; y < h; ++y)
    for (int x = 0; x < w; ++x) {
      const auto* p = data + y * stride + 4 * x;
      n += p[0] == 212 && p[1] == 212 && p[2] == 212;
    }
  return n;
}

std::string pdf_text(const fs::path& pdf) {
  return shell_output("pdftotext " + pdf.string() + " -");
}

}  // namespace

TEST_CASE("track plot --expect draws the range of simulated tournaments", "[track-plot][expect]") {
  test::ScratchDir dir("track-plot-expect");
  const std::string file = tournament(dir.path(), "festival", "Festival", "WLW");
  for (const char* style : {"michie", "gardner", "rates"}) {
    INFO(style);
    const fs::path with = dir.path() / (std::string(style) + "-expect.png");
    const fs::path without = dir.path() / (std::string(style) + ".png");
    CommandResult r = run_matchbox("track plot " + file + " --style " + style +
                                   " --expect random -o " + with.string());
    INFO(r.err);
    REQUIRE(r.exit_code == 0);
    REQUIRE(run_matchbox("track plot " + file + " --style " + style + " -o " + without.string())
                .exit_code == 0);
    CHECK(range_pixels(with) > 3000);
    CHECK(range_pixels(without) < 100);
  }
  // The legend says what the range is; the default file name says which opponent.
  REQUIRE(run_matchbox("track plot " + file + " --expect perfect").exit_code == 0);
  const std::string text = pdf_text(dir.path() / "festival-michie-perfect.pdf");
  CHECK_THAT(text, Catch::Contains("10–90 % of 100 simulated tournaments vs perfect"));
}

TEST_CASE("track plot --expect refuses bad values in one line", "[track-plot][expect]") {
  test::ScratchDir dir("track-plot-expect-bad");
  const std::string file = tournament(dir.path(), "festival", "Festival", "W");
  const std::string other = tournament(dir.path(), "other", "Other", "W");
  const std::pair<std::string, std::string> cases[] = {
      {"--expect self", "--expect self: expected one of random|perfect|strict"},
      {"--expect ''", "--expect : expected one of random|perfect|strict"},
      {"--expect random --style openings", "--expect random: the openings style has no"},
      {"--expect strict " + other, "--expect strict: plots one tournament, not 2"},
  };
  for (const auto& [args, message] : cases) {
    const CommandResult r = run_matchbox("track plot " + file + " " + args);
    INFO(args);
    CHECK(r.exit_code == 1);
    CHECK_THAT(r.err, Catch::Contains(message));
    CHECK(std::count(r.err.begin(), r.err.end(), '\n') == 1);
  }
}

TEST_CASE("track plot A B C overlays the tournaments and names the first to stop losing",
          "[track-plot][overlay]") {
  test::ScratchDir dir("track-plot-league");
  // With --window 3 (3 games in a row without a loss), A gets there after game 1, C after game
  // 2, B after game 3; by default (10 games) none has yet.
  const std::string a = tournament(dir.path(), "a", "Group A", "LWWWWW");
  const std::string b = tournament(dir.path(), "b", "Group B", "WLLWWWW");
  const std::string c = tournament(dir.path(), "c", "Group C", "LLWWWWWW");
  const fs::path out = dir.path() / "league.pdf";
  const CommandResult none =
      run_matchbox("track plot " + a + " " + b + " " + c + " -o " + out.string());
  INFO(none.err);
  REQUIRE(none.exit_code == 0);
  CHECK_THAT(none.out, Catch::Contains("No machine has stopped losing yet (10 games in a row"));
  const CommandResult r =
      run_matchbox("track plot " + a + " " + b + " " + c + " --window 3 -o " + out.string());
  INFO(r.err);
  REQUIRE(r.exit_code == 0);
  CHECK_THAT(r.out, Catch::Contains("Stopped losing first: Group A (no loss in 3 games in a row, "
                                    "games 2–4)"));
  const std::string text = shell_output("pdftotext " + out.string() + " - | tr '\\n' ' '");
  CHECK_THAT(text, Catch::Contains("Group A: stopped losing first, no loss in 3 games in a row, "
                                   "games 2–4"));
  CHECK_THAT(text, Catch::Contains("Group B"));
  CHECK_THAT(text, Catch::Contains("Group C"));
  CHECK_THAT(text, Catch::Contains("MENACE, 3 tournaments"));
  // The default file: league-STYLE.pdf beside the first; openings refused for several.
  REQUIRE(run_matchbox("track plot " + a + " " + b + " --style gardner").exit_code == 0);
  CHECK(fs::exists(dir.path() / "league-gardner.pdf"));
  const CommandResult openings = run_matchbox("track plot " + a + " " + b + " --style openings");
  CHECK(openings.exit_code == 1);
  CHECK_THAT(openings.err, Catch::Contains("--style openings: box 1's moves differ"));
}

}  // namespace matchbox::testing
