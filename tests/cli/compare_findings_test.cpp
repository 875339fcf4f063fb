// SPDX-FileCopyrightText: 2026 The matchbox authors
// SPDX-License-Identifier: GPL-3.0-or-later

// `matchbox compare`'s findings (cli/compare_findings.h), run as a user runs them: sentences
// computed from the figures and their intervals, "no clear difference" for machines that cannot
// differ, several run lengths, --base, and one-line refusals of bad input.
#include <catch2/catch.hpp>
#include <filesystem>

#include "cli/run_command.h"
#include "machine_cases.h"

namespace matchbox::testing {
namespace {

using Catch::Contains;

// What `compare ARGS` prints from its findings on, after checking that it succeeded, each
// sentence on one line (a line that goes on is indented by two spaces).
std::string findings_of(const std::string& args) {
  const CommandResult r = run_matchbox("compare " + args);
  INFO(r.err);
  REQUIRE(r.exit_code == 0);
  const std::size_t at = r.out.find("\nFindings");
  REQUIRE(at != std::string::npos);
  std::string out = r.out.substr(at);
  for (std::size_t wrap = out.find("\n  "); wrap != std::string::npos; wrap = out.find("\n  "))
    out.replace(wrap, 3, " ");
  return out;
}

// The words a finding uses only for a difference the intervals show, in none of the sentences
// of `findings` (past its heading).
void check_no_difference_claimed(const std::string& findings) {
  const std::string sentences = findings.substr(findings.find("\n- "));
  for (const char* claim : {" first (", "most often", "the most", "the fewest", "sooner", "later",
                            "more", "fewer", "depends"})
    CHECK_THAT(sentences, !Contains(claim));
}

TEST_CASE("compare: the findings name who learns first, with the figures and intervals",
          "[cli][compare]") {
  // At 2000 games against a perfect player half of MENACE's runs have learned by game 172.5,
  // half of the blog's rule's by game 666 (README.md, "Which rule learns best").
  const std::string f = findings_of("menace menace-blog --opponent perfect --runs 100");
  CHECK_THAT(f,
             Contains("\n- learns first (learned by, median game): menace 172.5 (") &&
                 Contains("reaches perfect play most often (share of runs): menace-blog 98.0 %"));
  // The medians' last defeats lie inside each other's intervals.
  CHECK_THAT(f, Contains("stops losing first (last defeat, median game): menace 1050.5 (") &&
                    Contains("no clear difference: menace-blog 1059.5 ("));
  // No final game is won against a perfect player: said once, for both, and draws compared.
  CHECK_THAT(f, Contains("- no clear difference, the same for every machine: final wins 0.0 %") &&
                    Contains("- draws the most final games: ") && !Contains("loses the fewest"));
  // One machine: nothing to compare, no findings.
  CHECK_THAT(run_matchbox("compare menace --games 100 --runs 4").out, !Contains("Findings"));
}

TEST_CASE("compare: the same machine twice shows no clear difference anywhere", "[cli][compare]") {
  for (const char* opponent : {"perfect", "random"}) {
    const std::string f = findings_of(
        std::string("menace menace --base 2 --games 300 --runs 30 --opponent ") + opponent);
    INFO(f);
    CHECK_THAT(f, Contains("- no clear difference, the same for every machine: learned by") &&
                      Contains("- 1:menace against 2:menace: no clear difference on any measure."));
    check_no_difference_claimed(f);
  }
}

// Every machine against itself, with and without a base: the same runs, so no difference.
void check_twins(const std::string& machine) {
  const std::string f =
      findings_of(machine + " " + machine + " --base 1 --games 60,90 --runs 8 --opponent random");
  INFO(f);
  CHECK_THAT(f, Contains("against 1:" + machine + ": no clear difference on any measure."));
  check_no_difference_claimed(f);
}
const bool twins =
    register_machine_cases("compare: a machine against itself", "[cli][compare]", check_twins);

TEST_CASE("compare: several lengths, each trained anew, findings over all", "[cli][compare]") {
  // The ε-greedy self-play rule wins more of its last 50 games of 500 than the complete
  // proposal, which wins more of its last 800 of 8000.
  const CommandResult r = run_matchbox(
      "compare menace-selfplay-tutorial menace-blog-complete --opponent random --games 8000,500 "
      "--runs 100");
  REQUIRE(r.exit_code == 0);
  CHECK_THAT(r.out,
             Contains("Rules study: 2 machines against random, 100 runs of 500 games each") &&
                 Contains("Rules study: 2 machines against random, 100 runs of 8000 games "
                          "each") &&
                 Contains("\nFindings at 500 and 8000 games (95 % intervals"));
  CHECK(r.out.find("of 500 games each") < r.out.find("of 8000 games each"));
  CHECK_THAT(r.out, Contains("- wins the most final games: depends on the run's length\n"
                             "  (500: menace-selfplay-tutorial 82.7 % (") &&
                        Contains("; 8000: menace-blog-complete 96.9 % ("));
  // Each length is its own training under the same seeds: the 500-game table is the one a
  // study of 500 games alone prints.
  const CommandResult alone = run_matchbox(
      "compare menace-selfplay-tutorial menace-blog-complete --opponent random --games 500 "
      "--runs 100");
  REQUIRE(alone.exit_code == 0);
  const std::string table = alone.out.substr(0, alone.out.find("\nFindings"));
  CHECK(r.out.substr(0, table.size()) == table);
  // Repeating the option is the same as a list; the window is the shortest length's default.
  const std::string args = "compare menace menace-blog --runs 6 --format yaml ";
  const CommandResult yaml = run_matchbox(args + "--games 100,300");
  REQUIRE(yaml.exit_code == 0);
  CHECK(run_matchbox(args + "--games 300 --games 100").out == yaml.out);
  CHECK_THAT(yaml.out, Contains("\nlearn_window: 50\nstudies:\n  - games: 100\n    final_window: "
                                "10\n    machines:\n      - name: menace\n") &&
                           Contains("\n  - games: 300\n    final_window: 30\n") &&
                           Contains("\nfindings:\n  - topic: ") && !Contains("\ngames:"));
}

TEST_CASE("compare --base: each machine against the base, measure by measure", "[cli][compare]") {
  // Against a perfect player the blog's rule with draw propagation learns by game 535 where the
  // blog's own does by 666 (README.md, "Which rule learns best").
  const std::string f = findings_of(
      "menace-blog menace-draw-propagation menace-two-compartments --base menace-blog "
      "--opponent perfect --runs 100");
  CHECK_THAT(f, Contains("- menace-draw-propagation against menace-blog: learns sooner (535 "
                         "against 666); stops losing sooner (785 against 1059.5);") &&
                    Contains("- menace-two-compartments against menace-blog: learns later "
                             "(1085.5 against 666);"));
  CHECK(findings_of("menace-blog menace-draw-propagation menace-two-compartments --base 1 "
                    "--opponent perfect --runs 100") == f);
}

TEST_CASE("compare: bad lengths and bases are refused in one line", "[cli][compare]") {
  const auto refused = [](const std::string& args, const std::string& message) {
    const CommandResult r = run_matchbox("compare " + args);
    CHECK(r.exit_code == 1);
    CHECK_THAT(r.err, Contains(message));
    CHECK(r.err.find('\n') == r.err.size() - 1);
    CHECK(r.out.empty());
  };
  refused("menace --games 0,500",
          "--games 0,500: expected at least 1 game per run, or lengths as 500,2000,8000; '0' is "
          "not a whole number from 1 to 2147483647");
  refused("menace --games 500,abc", "--games 500,abc: expected at least 1 game per run");
  refused("menace --games 500,", "'' is not a whole number");
  refused("menace --games 500,500", "--games 500,500: 500 games twice; expected each length once");
  refused("menace her --base nosuch",
          "--base nosuch: not a machine of this study; expected one of menace, her or a number "
          "from 1 to 2");
  refused("menace menace --base menace", "--base menace: more than one machine has that name");
  refused("menace --base 2", "--base 2: not a machine of this study");
  refused("menace --games 100,300 --window 200", "--window 200: expected 1 to --games (100)");
  // --max-games counts every length: 10 runs of 500 and 600 games are 11000.
  refused("menace --games 500,600 --runs 10 --max-games 10000", "--max-games N");
  CHECK(run_matchbox("compare menace --games 600 --runs 10 --max-games 10000").exit_code == 0);
}

TEST_CASE("compare --help: lengths, the window of the shortest, and --base", "[cli][compare]") {
  const CommandResult r = run_matchbox("compare --help");
  REQUIRE(r.exit_code == 0);
  CHECK_THAT(r.out, Contains("several lengths") && Contains("--plot draws the longest") &&
                        Contains("of the shortest") && Contains("--base") &&
                        Contains("no clear difference"));
}

TEST_CASE("compare --plot with several lengths draws the longest", "[cli][compare]") {
  const std::filesystem::path dir = fresh_dir("compare-lengths-plot");
  const std::string args = "compare menace menace-blog --runs 4 --window 20 --plot ";
  REQUIRE(run_matchbox(args + (dir / "two.svg").string() + " --games 40,120").exit_code == 0);
  REQUIRE(run_matchbox(args + (dir / "one.svg").string() + " --games 120").exit_code == 0);
  CHECK(shell_output("cmp " + (dir / "two.svg").string() + " " + (dir / "one.svg").string() +
                     " && echo same") == "same\n");
}

}  // namespace
}  // namespace matchbox::testing
