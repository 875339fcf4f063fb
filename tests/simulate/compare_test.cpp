// SPDX-FileCopyrightText: 2026 The matchbox authors
// SPDX-License-Identifier: GPL-3.0-or-later

// `matchbox compare`, the rules study: the same table for any thread count, every machine under
// the same seeds, the figures a study reads (tested against hand-made runs), a plot, and
// one-line errors with exit status 1.
#include <catch2/catch.hpp>
#include <filesystem>

#include "cli/run_command.h"
#include "simulate/study.h"

namespace matchbox::testing {
namespace {

using Catch::Matchers::Contains;
using Catch::Matchers::StartsWith;

TEST_CASE("compare: one table, the same for 1 and 2 threads", "[simulate][compare]") {
  const std::string args =
      "compare menace menace-draw-propagation --opponent perfect --games 300 --runs 6 --seed 4";
  const CommandResult one = run_matchbox(args + " --threads 1");
  REQUIRE(one.exit_code == 0);
  CHECK(one.err.empty());
  CHECK_THAT(one.out, Contains("Rules study: 2 machines against perfect, 6 runs of 300 games "
                               "each, seed 4") &&
                          Contains("\nmenace  ") && Contains("\nmenace-draw-propagation  ") &&
                          Contains("the last 30 games of each run"));
  CHECK(run_matchbox(args + " --threads 2").out == one.out);
  // Against a perfect opponent the first player can never win a game.
  const CommandResult yaml = run_matchbox(args + " --format yaml");
  REQUIRE(yaml.exit_code == 0);
  CHECK_THAT(yaml.out, Contains("learn_window: 100\n") && Contains("    learned_by: {median: ") &&
                           Contains("      win: {rate: 0, low: 0, high: ") &&
                           Contains("keeps_wins: null"));
}

TEST_CASE("compare: a machine alone gives the figures it gives in a study", "[simulate][compare]") {
  // Every machine runs under the same seeds: its row does not depend on the others.
  const CommandResult pair =
      run_matchbox("compare her her-carnival --opponent random --games 200 --runs 5 --format yaml");
  const CommandResult alone =
      run_matchbox("compare her-carnival --opponent random --games 200 --runs 5 --format yaml");
  REQUIRE(pair.exit_code == 0);
  REQUIRE(alone.exit_code == 0);
  const auto row = [](const std::string& out) {
    const std::size_t at = out.find("  - name: her-carnival");
    return out.substr(at, out.find("findings:\n", at) - at);
  };
  CHECK(row(pair.out) == row(alone.out));
}

TEST_CASE("compare: self-play, then tests of the trained boxes, and a plot",
          "[simulate][compare]") {
  const std::filesystem::path plot =
      std::filesystem::temp_directory_path() / "matchbox-compare-test.svg";
  std::filesystem::remove(plot);
  const CommandResult r = run_matchbox(
      "compare menace-both menace-selfplay-tutorial --opponent self --games 200 --runs 4 "
      "--test perfect --test random --test-games 50 --plot " +
      plot.string());
  REQUIRE(r.exit_code == 0);
  CHECK_THAT(r.out, Contains("Trained machines tested as they stand (50 games per run") &&
                        Contains("\nvs perfect:  ") && Contains("\nvs random:  "));
  // A perfect opponent is never beaten: both machines' wins against it are 0.
  const std::string perfect = r.out.substr(r.out.find("\nvs perfect:"));
  CHECK_THAT(perfect, Contains("\nmenace-both                    0.0 % (0.0–") &&
                          Contains("\nmenace-selfplay-tutorial       0.0 % (0.0–"));
  CHECK(std::filesystem::file_size(plot) > 1000);
  std::filesystem::remove(plot);
}

TEST_CASE("compare: bad input is one line and exit 1", "[simulate][compare]") {
  // Exit 2 for a bad command line (CLI11's checks).
  const auto refused = [](const std::string& args, const std::string& message, int status = 1) {
    const CommandResult r = run_matchbox(args);
    CHECK(r.exit_code == status);
    CHECK_THAT(r.err, Contains(message));
    CHECK(r.out.empty());
  };
  refused("compare menace --opponent self",
          "menace plays only the first side; self-play needs a machine that plays both");
  refused("compare menace --opponent menace",
          "--opponent menace: expected random, perfect, strict, self, a schedule "
          "(random:300,perfect:300), a mix (mix:random=0.7,perfect=0.3)");
  refused("compare menace --games 0", "--games 0: expected at least 1");
  refused("compare menace --test self", "--test: 'self' is not one of random|perfect|strict", 2);
  refused("compare menace --games 100000 --runs 100 --test random", "--max-games N");
  refused("compare menacer", "unknown machine 'menacer'");
}

TEST_CASE("study rows read the runs as the table says", "[simulate][compare]") {
  using simulate::GameResult;
  simulate::RunResult a, b;
  // 20 games: the final window is the last 2 (run a: a draw and a win; run b: two losses).
  a.tail.draw = 1;
  a.tail.win = 1;
  a.last_defeat = 18;
  a.last_mistake = 17;  // In game 17, before the final window (games 19 and 20).
  a.win_chances = 4;
  a.wins_kept = 3;
  a.end_beads = 100;
  a.extra_beads = {5, 5};
  b.tail.loss = 2;
  b.last_defeat = 20;
  b.last_mistake = 20;
  b.end_beads = 50;
  b.extra_beads = {0, 0};
  a.learned_by = 3;
  const simulate::StudyRow row = simulate::study_row({a, b}, 20);
  CHECK(row.stops_losing.p50 == 19);
  CHECK(row.perfect.hits == 1);
  CHECK(row.perfect.trials == 2);
  CHECK(row.win.rate() == Approx(0.25));
  CHECK(row.draw.rate() == Approx(0.25));
  CHECK(row.loss.rate() == Approx(0.5));
  CHECK(row.keeps_wins.rate() == Approx(0.75));
  CHECK(row.beads == 75);
  CHECK(row.spares == Approx(9));  // 90 % quantile of {10, 0}.
  // Run b never went a window without a loss: censored, so the median is not reached.
  CHECK(row.learned_by.censored == 1);
  CHECK(row.learned_by.median == -1);
  CHECK(simulate::study_row({b}, 20).keeps_wins.rate() == -1);
  const simulate::TestRow test = simulate::test_row({a, b});
  CHECK(test.unbeaten.rate() == 0.5);
  CHECK(test.loss.rate() == Approx(0.5));
}

}  // namespace
}  // namespace matchbox::testing

namespace matchbox::testing {
namespace {

TEST_CASE("Wilson intervals: the published values, and sound at 0 and 1", "[simulate][compare]") {
  // Newcombe (1998), Statistics in Medicine 17, table I: 81 of 263 gives 0.2553 to 0.3662; 0 of
  // 10 gives 0 to 0.2775.
  const simulate::Proportion p{81, 263};
  CHECK(p.rate() == Approx(81.0 / 263));
  CHECK(p.low() == Approx(0.2553).margin(5e-5));
  CHECK(p.high() == Approx(0.3662).margin(5e-5));
  const simulate::Proportion none{0, 10};
  CHECK(none.low() == 0);
  CHECK(none.high() == Approx(0.2775).margin(5e-5));
  const simulate::Proportion all{10, 10};
  CHECK(all.high() == Approx(1));
  CHECK(all.low() == Approx(1 - 0.2775).margin(5e-5));
  CHECK(simulate::Proportion{}.rate() == -1);
}

TEST_CASE("Learning times: censored runs count as later than any, never averaged in",
          "[simulate][compare]") {
  // Sorted with the never-reached as +inf: 10 20 30 inf inf.
  const simulate::CensoredQuantiles q = simulate::censored_quantiles({30, -1, 10, -1, 20});
  CHECK(q.median == 30);
  CHECK(q.p90 == -1);
  CHECK(q.censored == 2);
  CHECK(q.runs == 5);
  const simulate::CensoredQuantiles all = simulate::censored_quantiles({4, 2, 6, 8});
  CHECK(all.median == 5);
  CHECK(all.p90 == Approx(7.4));
  CHECK(all.censored == 0);
}

TEST_CASE("learned_by does not grow with the run's length", "[simulate][compare]") {
  // The same seeds: the first 100 loss-free games come at the same game in a longer run, while
  // the last defeat moves on.
  const auto yaml = [](int games) {
    return run_matchbox(
               "compare menace --opponent perfect --runs 8 --seed 3 --format yaml "
               "--window 50 --games " +
               std::to_string(games))
        .out;
  };
  const auto field = [](const std::string& out, const std::string& key) {
    const auto at = out.find(key);
    REQUIRE(at != std::string::npos);
    return out.substr(at, out.find('\n', at) - at);
  };
  const std::string shorter = yaml(600), longer = yaml(1200);
  CHECK(field(shorter, "learned_by:") == field(longer, "learned_by:"));
  CHECK(field(shorter, "stops_losing:") != field(longer, "stops_losing:"));
  CHECK_THAT(run_matchbox("compare menace --games 40 --window 41").err,
             Contains("--window 41: expected 1 to --games (40)"));
}

}  // namespace
}  // namespace matchbox::testing

namespace matchbox::testing {
namespace {

// The YAML of a study's machine `index` (0-based), without its name line.
std::string machine_yaml(const std::string& out, int index) {
  std::size_t at = out.find("\n  - name: ");
  for (int i = 0; i < index && at != std::string::npos; ++i) at = out.find("\n  - name: ", at + 1);
  REQUIRE(at != std::string::npos);
  const std::size_t body = out.find('\n', at + 1);
  return out.substr(body, std::min(out.find("\n  - name: ", body), out.find("\nfindings:")) - body);
}

TEST_CASE("compare --set: for every machine, or MACHINE: or N: for one", "[simulate][compare]") {
  // The complete proposal is draw propagation with `select: duplicates`: the same figures
  // whether from its machine file or from a --set on the second of two draw-propagation
  // machines.
  const std::string args = " --opponent random --games 200 --runs 5 --format yaml";
  const CommandResult file =
      run_matchbox("compare menace-draw-propagation menace-blog-complete" + args);
  const CommandResult set = run_matchbox(
      "compare menace-draw-propagation menace-draw-propagation --set 2:select=duplicates" + args);
  REQUIRE(file.exit_code == 0);
  REQUIRE(set.exit_code == 0);
  CHECK_THAT(set.out, Contains("  - name: menace-draw-propagation\n") &&
                          Contains("  - name: menace-draw-propagation (select=duplicates)\n"));
  CHECK(machine_yaml(set.out, 0) == machine_yaml(file.out, 0));
  CHECK(machine_yaml(set.out, 1) == machine_yaml(file.out, 1));
  CHECK(machine_yaml(set.out, 0) != machine_yaml(set.out, 1));
  // By name, for every machine, and a label of one's own.
  const CommandResult named = run_matchbox(
      "compare her menace --set menace:name=mine --set initial_beads=3 --games 50 --runs 2");
  REQUIRE(named.exit_code == 0);
  CHECK_THAT(named.out, Contains("\nmine  ") && Contains("\nher  "));
  // Exit 2 for a bad command line (CLI11's checks).
  const auto refused = [](const std::string& args, const std::string& message, int status = 1) {
    const CommandResult r = run_matchbox(args);
    CHECK(r.exit_code == status);
    CHECK_THAT(r.err, Contains(message));
  };
  refused("compare menace her --set nimble:initial_beads=2",
          "--set nimble:initial_beads=2: 'nimble' is not a machine of this study");
  refused("compare menace her --set 3:initial_beads=2", "a number from 1 to 2");
  refused("compare menace her --set 2:no_such_key=1", "no_such_key");
}

}  // namespace
}  // namespace matchbox::testing
