// SPDX-FileCopyrightText: 2026 The matchbox authors
// SPDX-License-Identifier: GPL-3.0-or-later

// `matchbox simulate` as a user meets it: yaml and csv shapes, the same output for any thread
// count, a plot file, and one-line errors with exit status 1.
#include <unistd.h>

#include <algorithm>
#include <catch2/catch.hpp>
#include <filesystem>
#include <regex>
#include <sstream>
#include <string>

#include "cli/run_command.h"

namespace matchbox::testing {
namespace {

int lines(const std::string& s) { return static_cast<int>(std::count(s.begin(), s.end(), '\n')); }

TEST_CASE("simulate: yaml has per_game and summary, csv one row per game", "[simulate]") {
  const auto yaml =
      run_matchbox("simulate her --opponent perfect --games 40 --runs 6 --format yaml");
  REQUIRE(yaml.exit_code == 0);
  CHECK_THAT(yaml.out, Catch::Contains("machine: her\n") && Catch::Contains("plays: second\n") &&
                           Catch::Contains("summary:\n  defeats: {mean: ") &&
                           Catch::Contains("  last_defeat: {mean: ") &&
                           Catch::Contains("  extra_beads:\n") && Catch::Contains("per_game:\n") &&
                           Catch::Contains("  - {game: 1, win: ") &&
                           Catch::Contains("  - {game: 40, win: 1, draw: 0, loss: 0, resign: 0}"));
  const auto csv = run_matchbox("simulate menace --games 30 --runs 3 --format csv");
  REQUIRE(csv.exit_code == 0);
  CHECK(lines(csv.out) == 31);
  CHECK_THAT(csv.out, Catch::StartsWith("game,win,draw,loss,resign,rolling_win,"));
  const auto text = run_matchbox("simulate menace --opponent perfect --games 50 --runs 4");
  REQUIRE(text.exit_code == 0);
  CHECK_THAT(text.out, Catch::Contains("MENACE (menace) against perfect, moving first") &&
                           Catch::Contains("defeats"));
}

TEST_CASE("simulate: the same seed gives the same output on 1 or 2 threads", "[simulate]") {
  const std::string args = "simulate menace --games 80 --runs 5 --seed 9 --format csv";
  const auto one = run_matchbox(args + " --threads 1");
  const auto two = run_matchbox(args + " --threads 2");
  REQUIRE(one.exit_code == 0);
  CHECK(one.out == two.out);
  CHECK(one.out != run_matchbox("simulate menace --games 80 --runs 5 --seed 10 --format csv").out);
}

TEST_CASE("simulate: the last rates with their intervals, and a learning time", "[simulate]") {
  const auto r = run_matchbox("simulate menace --opponent perfect --games 500 --runs 20 --seed 1");
  REQUIRE(r.exit_code == 0);
  // Against a perfect opponent no game is won: the interval of 0 of 1000 games is 0 to 0.4 %.
  CHECK_THAT(r.out, Catch::Contains("  games 451-500, 95 % intervals (Wilson, all runs' games "
                                    "pooled): win 0.0 % (0.0–0.4), draw 97.0 % (") &&
                        Catch::Contains("\nLearned by (the first game after which the next 100 "
                                        "games hold no loss): median ") &&
                        Catch::Contains("; not within 500 games: "));
  const auto yaml = run_matchbox("simulate her --games 100 --runs 5 --format yaml");
  CHECK_THAT(yaml.out, Catch::Contains("\n  learned_by: {window: 50, median: "));
}

TEST_CASE("simulate: --plot writes the learning curve", "[simulate]") {
  const auto file = std::filesystem::temp_directory_path() /
                    ("matchbox-sim-" + std::to_string(getpid()) + ".svg");
  std::filesystem::remove(file);
  const auto r = run_matchbox("simulate her --games 30 --runs 3 --plot " + file.string());
  CHECK(r.exit_code == 0);
  const auto rates = std::filesystem::file_size(file);
  CHECK(rates > 1000);
  // Box 1's beads by move: another picture of the same runs.
  CHECK(run_matchbox("simulate her --games 30 --runs 3 --style openings --plot " + file.string())
            .exit_code == 0);
  CHECK(std::filesystem::file_size(file) > 1000);
  CHECK(std::filesystem::file_size(file) != rates);
  std::filesystem::remove(file);
}

TEST_CASE("simulate: --style openings ends the text with box 1 after the last game", "[simulate]") {
  // Box 1 of machines that refill it: one row per move, the shares summing to 100 %, a move
  // that is the only one left also holding the most beads, and no count above the runs.
  for (const std::string machine : {"menace", "nimble"}) {
    const auto r =
        run_matchbox("simulate " + machine + " --games 40 --runs 30 --seed 3 --style openings");
    REQUIRE(r.exit_code == 0);
    const std::size_t at = r.out.find("\nBox 1 after game 40 ");
    REQUIRE(at != std::string::npos);
    std::istringstream rows(r.out.substr(r.out.find("only\n", at) + 5));
    std::string line;
    double total = 0;
    int most = 0, moves = 0;
    while (std::getline(rows, line) && !line.empty()) {
      INFO(machine << ": " << line);
      const std::regex row(R"(\s*(\S+)\s+.+\)\s+([\d.]+) %\s+(\d+)\s+(\d+))");
      std::smatch m;
      REQUIRE(std::regex_match(line, m, row));
      total += std::stod(m[2]);
      const int holds_most = std::stoi(m[3]), only = std::stoi(m[4]);
      CHECK(only <= holds_most);
      CHECK(holds_most <= 30);
      most += holds_most;
      ++moves;
    }
    CHECK(moves >= 2);
    CHECK(total == Approx(100).margin(0.1 * moves));
    CHECK(most >= 30);  // Every run has a move with the most beads (ties count for each).
  }
}

TEST_CASE("simulate: bad input is one line on stderr, exit 1", "[simulate]") {
  const std::vector<std::pair<std::string, std::string>> cases = {
      {"simulate her --games 0", "--games 0: expected at least 1"},
      {"simulate her --runs 0", "--runs 0: expected at least 1"},
      {"simulate her --opponent octapawn", "opponent machine octapawn plays Octapawn"},
      {"simulate her --opponent nobody", "--opponent nobody: expected random, perfect"},
      {"simulate menace --opponent self", "self-play needs a machine that plays both"},
      {"simulate menace --plays second", "menace plays only the first side"},
      {"simulate menace --threads -1", "--threads -1"},
  };
  for (const auto& [args, message] : cases) {
    INFO(args);
    const auto r = run_matchbox(args);
    CHECK(r.exit_code == 1);
    CHECK(lines(r.err) == 1);
    CHECK_THAT(r.err, Catch::StartsWith("matchbox: ") && Catch::Contains(message));
    CHECK(r.out.empty());
  }
  const auto style = run_matchbox("simulate menace --style bars");  // A bad command line.
  CHECK(style.exit_code == 2);
  CHECK(lines(style.err) == 1);
  CHECK_THAT(style.err, Catch::Contains("--style: 'bars' is not one of rates|openings"));
  CHECK(style.out.empty());
}

}  // namespace
}  // namespace matchbox::testing
