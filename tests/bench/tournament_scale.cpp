// SPDX-FileCopyrightText: 2026 The matchbox authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "tournament_scale.h"

#include <fmt/format.h>
#include <unistd.h>

#include <iostream>
#include <stdexcept>

#include "process_usage.h"
#include "serve_load.h"

namespace matchbox::bench {
namespace {

namespace fs = std::filesystem;

// The festival the server is run for: 50 display pages, a minute of taps.
constexpr int kDisplayPages = 50;
constexpr double kServeSeconds = 60;

// The median wall time and the largest peak memory of `runs` runs of `command` (and of `after`,
// untimed, after each: an undo that puts the file back).
std::string row(const std::string& what, const Command& command, const Command& after, int runs) {
  std::vector<double> wall;
  double peak = 0;
  for (int i = 0; i < runs; ++i) {
    const Usage u = run(command);
    wall.push_back(u.wall);
    peak = std::max(peak, u.peak_kib);
    if (!after.empty()) run(after);
  }
  return fmt::format("| {} | {:.3f} s | {:.0f} MB |\n", what, median(wall), peak / 1024);
}

}  // namespace

int print_tournament_scale(const fs::path& matchbox, int games, int runs) {
  const fs::path dir = fs::temp_directory_path() / ("matchbox-scale-" + std::to_string(getpid()));
  const std::string file = (dir / "festival.yaml").string();
  const std::string m = matchbox.string();
  try {
    fs::remove_all(dir);
    fs::create_directories(dir);
    run({m, "track", "new", file, "--machine", "menace"});
    const Usage play =
        run({m, "track", "play", file, "--auto", "random", "--games", std::to_string(games)});
    std::cout << fmt::format(
        "{} MENACE games played by `track play --auto random` in {:.1f} s "
        "({:.2f} ms a game, each saved); the file is {:.1f} MB.\n\n",
        games, play.wall, 1000 * play.wall / games, static_cast<double>(fs::file_size(file)) / 1e6);
    std::cout << "| command | median wall time | peak memory |\n| --- | --- | --- |\n";
    const Command show = {m, "track", "show", file};
    const Command undo = {m, "track", "undo", file};
    std::cout << row("`track show`", show, {}, runs);
    std::cout << row("`track record` of one game (then undone)",
                     {m, "track", "record", file, "--moves", "5 1 9 3 7 8 2 4 6"}, undo, runs);
    std::cout << row("`track undo` (then recorded again)", undo,
                     {m, "track", "record", file, "--moves", "5 1 9 3 7 8 2 4 6"}, runs);
    fs::remove(dir / ".festival.yaml.books");
    std::cout << row("`track show` with the checkpoint deleted (whole replay)", show, {}, 1);
    print_serve_load(matchbox, file, kDisplayPages, kServeSeconds);
  } catch (const std::exception& e) {
    std::cerr << e.what() << "\n";
    fs::remove_all(dir);
    return 1;
  }
  fs::remove_all(dir);
  return 0;
}

}  // namespace matchbox::bench
