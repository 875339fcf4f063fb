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
  CHECK_THAT(yaml.out, Contains("final: {win: 0, draw: ") && Contains("keeps_wins: null"));
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
    return out.substr(out.find("  - name: her-carnival"));
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
                        Contains("vs perfect: win / draw / loss, unbeaten") &&
                        Contains("vs random: win / draw / loss, unbeaten"));
  // A perfect opponent is never beaten.
  CHECK_THAT(r.out, Contains("0.0 % / "));
  CHECK(std::filesystem::file_size(plot) > 1000);
  std::filesystem::remove(plot);
}

TEST_CASE("compare: bad input is one line and exit 1", "[simulate][compare]") {
  const auto refused = [](const std::string& args, const std::string& message) {
    const CommandResult r = run_matchbox(args);
    CHECK(r.exit_code == 1);
    CHECK_THAT(r.err, Contains(message));
    CHECK(r.out.empty());
  };
  refused("compare menace --opponent self",
          "menace plays only the first side; self-play needs a machine that plays both");
  refused("compare menace --opponent menace",
          "--opponent menace: expected random, perfect, strict, self, a schedule "
          "(random:300,perfect:300), a mix (mix:random=0.7,perfect=0.3)");
  refused("compare menace --games 0", "--games 0: expected at least 1");
  refused("compare menace --test self", "--test: 'self' is not one of random|perfect|strict");
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
  const simulate::StudyRow row = simulate::study_row({a, b}, 20);
  CHECK(row.stops_losing.p50 == 19);
  CHECK(row.perfect_share == 0.5);
  CHECK(row.win == Approx(0.25));
  CHECK(row.draw == Approx(0.25));
  CHECK(row.loss == Approx(0.5));
  CHECK(row.keeps_wins == Approx(0.75));
  CHECK(row.beads == 75);
  CHECK(row.spares == Approx(9));  // 90 % quantile of {10, 0}.
  CHECK(simulate::study_row({b}, 20).keeps_wins == -1);
  const simulate::TestRow test = simulate::test_row({a, b});
  CHECK(test.unbeaten_share == 0.5);
  CHECK(test.loss == Approx(0.5));
}

}  // namespace
}  // namespace matchbox::testing
