// SPDX-FileCopyrightText: 2026 The matchbox authors
// SPDX-License-Identifier: GPL-3.0-or-later

// Training schedules as opponents (cli/opponent_option.h) in the three commands that take them,
// `simulate`, `compare` and `track play --auto`, run as a user runs them: the same words
// accepted and refused by all three, the opponent named as typed, and the stages followed.
#include <unistd.h>

#include <algorithm>
#include <catch2/catch.hpp>
#include <filesystem>
#include <sstream>

#include "cli/refused.h"
#include "cli/run_command.h"

namespace matchbox::testing {
namespace {

namespace fs = std::filesystem;
using Catch::Contains;

// A fresh MENACE tournament file in a temporary folder.
fs::path schedule_tournament(const std::string& name) {
  const fs::path dir =
      fs::temp_directory_path() / ("matchbox-schedule-" + std::to_string(getpid()));
  fs::create_directories(dir);
  const fs::path file = dir / (name + ".yaml");
  fs::remove(file);
  REQUIRE(run_matchbox("track new " + file.string() + " --machine menace").exit_code == 0);
  return file;
}

// The `win` column of `simulate --format csv`, one entry per game.
std::vector<double> win_column(const std::string& csv) {
  std::istringstream in(csv);
  std::vector<double> wins;
  std::string line;
  std::getline(in, line);  // The header.
  while (std::getline(in, line)) {
    const std::size_t a = line.find(',');
    wins.push_back(std::stod(line.substr(a + 1, line.find(',', a + 1) - a - 1)));
  }
  return wins;
}

TEST_CASE("simulate follows a schedule stage by stage and names it as typed", "[simulate]") {
  // MENACE never beats the perfect opponent: no wins in games 11-20, 31-40 and 51-60.
  const auto r = run_matchbox(
      "simulate menace --opponent random:10,perfect:10 --games 60 --runs 8 --format csv");
  REQUIRE(r.exit_code == 0);
  const std::vector<double> wins = win_column(r.out);
  REQUIRE(wins.size() == 60);
  double random_wins = 0;
  for (std::size_t game = 0; game < wins.size(); ++game) {
    INFO("game " << game + 1);
    if (game % 20 >= 10) CHECK(wins[game] == 0);
    if (game % 20 < 10) random_wins += wins[game];
  }
  CHECK(random_wins > 5);
  const auto yaml = run_matchbox(
      "simulate menace --opponent random:300,perfect:300 --games 1000 --runs 2 --format yaml");
  REQUIRE(yaml.exit_code == 0);
  CHECK_THAT(yaml.out, Contains("\nopponent: \"random:300,perfect:300\"\n"));
  const auto text =
      run_matchbox("simulate her --opponent mix:random=0.7,perfect=0.3 --games 50 --runs 3");
  REQUIRE(text.exit_code == 0);
  CHECK_THAT(text.out, Contains("HER (her) against mix:random=0.7,perfect=0.3, moving second"));
}

TEST_CASE("simulate with a schedule or a mix gives the same output on 1 or 2 threads",
          "[simulate]") {
  for (const std::string opponent : {"random:30,strict:20", "mix:random=0.6,perfect=0.4"}) {
    const std::string args =
        "simulate menace --opponent " + opponent + " --games 120 --runs 6 --seed 3 --format csv";
    const auto one = run_matchbox(args + " --threads 1");
    const auto two = run_matchbox(args + " --threads 2");
    REQUIRE(one.exit_code == 0);
    CHECK(one.out == two.out);
  }
}

TEST_CASE("compare trains against a schedule and names it as typed", "[simulate][compare]") {
  const auto text = run_matchbox(
      "compare menace menace-michie --opponent random:100,perfect:100 --games 400 --runs 3");
  REQUIRE(text.exit_code == 0);
  CHECK_THAT(text.out, Contains("2 machines against random:100,perfect:100, 3 runs of 400"));
  const auto yaml = run_matchbox(
      "compare menace --opponent mix:perfect=0.5,strict=0.5 --games 200 --runs 3 --format yaml");
  REQUIRE(yaml.exit_code == 0);
  CHECK_THAT(yaml.out, Catch::StartsWith("opponent: \"mix:perfect=0.5,strict=0.5\"\n"));
  // Perfect and strict are never beaten: no wins in the final games.
  CHECK_THAT(yaml.out, Contains("    final:\n      win: {rate: 0, low: 0, high: "));
}

TEST_CASE("track play --auto books a schedule's games, as simulate plays them", "[track-play]") {
  const fs::path file = schedule_tournament("auto");
  const std::string opponent = "perfect:15,random:10";
  const auto played =
      run_matchbox("track play " + file.string() + " --auto " + opponent + " --games 50");
  INFO(played.err);
  REQUIRE(played.exit_code == 0);
  CHECK_THAT(played.out, Contains("50 games against " + opponent + ": "));
  const auto simulated =
      run_matchbox("simulate menace --opponent " + opponent + " --games 50 --runs 1 --format csv");
  REQUIRE(simulated.exit_code == 0);
  // Game by game: won in the booked games exactly where the simulator won.
  const std::vector<double> wins = win_column(simulated.out);
  std::istringstream lines(played.out);
  int game = 0;
  for (std::string line; std::getline(lines, line);) {
    if (line.rfind("game ", 0) != 0) continue;
    INFO(line);
    REQUIRE(game < 50);
    CHECK((line.find(": win") != std::string::npos) == (wins[game] == 1));
    ++game;
  }
  CHECK(game == 50);
  CHECK(std::count(wins.begin(), wins.begin() + 15, 1.0) == 0);
  fs::remove_all(file.parent_path());
}

TEST_CASE("Bad schedules are refused alike by simulate, compare and track play --auto",
          "[simulate][track-play]") {
  const fs::path file = schedule_tournament("refused");
  const std::vector<std::pair<std::string, std::string>> cases = {
      {"random:300,self:300", "'self' in a schedule: expected random, perfect or strict"},
      {"random:300,menace:300", "'menace' in a schedule: expected random, perfect or strict"},
      {"random:0", "stage 'random:0': expected a whole number of games, at least 1"},
      {"random,perfect:300", "stage 'random': expected OPPONENT:GAMES, as in random:300"},
      {"random:300,perfect:", "stage 'perfect:': expected a whole number of games"},
      {"random:3x", "stage 'random:3x': expected a whole number of games"},
      {"mix:random=0.7,perfect=0.2", "the weights sum to 0.9: expected 1 (within 1e-9)"},
      {"mix:random=1,perfect=0", "'perfect=0': expected a weight above 0"},
      {"mix:random=1.5,perfect=-0.5", "'perfect=-0.5': expected a weight above 0"},
      {"mix:random", "'random': expected OPPONENT=WEIGHT"},
      {"mix:self=1", "'self' in a mix: expected random, perfect or strict"},
      {"sometimes", "expected random, perfect, strict"},
  };
  for (const auto& [word, message] : cases) {
    for (const std::string command : {"simulate menace --opponent", "compare menace --opponent"})
      check_refused(file, command + " " + word, " " + word + ": " + message);
    check_refused(file, "track play " + file.string() + " --auto " + word,
                  "--auto " + word + ": " + message);
  }
  // Duplicates are fine.
  CHECK(
      run_matchbox("simulate menace --opponent random:5,random:5 --games 20 --runs 2").exit_code ==
      0);
  fs::remove_all(file.parent_path());
}

}  // namespace
}  // namespace matchbox::testing
