#include "cli/compare_report.h"

#include <fmt/core.h>

#include <algorithm>
#include <iostream>

#include "cli/commands.h"
#include "simulate/training.h"
#include "spec/yaml_util.h"

namespace matchbox::cli {
namespace {

using simulate::Proportion;

// "85.0 % (76.7–90.7)", or "—" where nothing was measured.
std::string share(const Proportion& p) {
  if (p.trials <= 0) return "—";
  return fmt::format("{:.1f} % ({:.1f}–{:.1f})", 100 * p.rate(), 100 * p.low(), 100 * p.high());
}

// A quantile of a learning time: "412", "—" (not reached).
std::string time_of(double q) { return q < 0 ? "—" : fmt::format("{:g}", q); }

std::size_t name_width(const std::vector<StudyEntry>& entries) {
  std::size_t width = 7;
  for (const StudyEntry& e : entries) width = std::max(width, e.label.size());
  return width;
}

void print_times(const std::vector<StudyEntry>& entries, const StudySetup& s, std::size_t w) {
  std::cout << fmt::format("{:<{}}  {:>24}  {:>15}  {:>20}\n", "", w, "learned by", "stops losing",
                           "perfect play");
  std::cout << fmt::format("{:<{}}  {:>7} {:>7} {:>8}  {:>7} {:>7}  {:>20}\n", "machine", w,
                           "median", "90 %", "never", "median", "90 %", "(runs)");
  for (const StudyEntry& e : entries) {
    const simulate::StudyRow& r = e.row;
    std::cout << fmt::format("{:<{}}  {:>7} {:>7} {:>8}  {:>7} {:>7}  {:>20}\n", e.label, w,
                             time_of(r.learned_by.median), time_of(r.learned_by.p90),
                             fmt::format("{}/{}", r.learned_by.censored, r.learned_by.runs),
                             fmt::format("{:g}", r.stops_losing.p50),
                             fmt::format("{:g}", r.stops_losing.p90), share(r.perfect));
  }
  std::cout << fmt::format(
      "\nlearned by: the first game after which the next {} games hold no loss (— : not "
      "reached; never: runs with no {} games in a row without a loss within {} games). stops "
      "losing: the last game lost in a run, which grows with --games ({} if it still lost the "
      "last game). perfect play: runs that made no move lowering the game's value in the final "
      "games.\n\n",
      s.learn_window, s.learn_window, s.games, s.games);
}

void print_rates(const std::vector<StudyEntry>& entries, std::size_t w) {
  std::cout << fmt::format("{:<{}}  {:>20}  {:>20}  {:>20}  {:>20}  {:>6}  {:>6}\n", "machine", w,
                           "final wins", "draws", "losses", "keeps wins", "beads", "spares");
  for (const StudyEntry& e : entries) {
    const simulate::StudyRow& r = e.row;
    std::cout << fmt::format("{:<{}}  {:>20}  {:>20}  {:>20}  {:>20}  {:>6.0f}  {:>6.0f}\n",
                             e.label, w, share(r.win), share(r.draw), share(r.loss),
                             share(r.keeps_wins), r.beads, r.spares);
  }
  std::cout << "\nkeeps wins: the machine's moves from positions it could win that kept the "
               "win, final games. beads: mean after the last game; spares: beads beyond the "
               "initial fill, all colours (90 % of runs). In brackets: 95 % Wilson intervals, "
               "games of all runs pooled (the games of a run are not independent: read them as "
               "the least uncertainty).\n";
}

void print_tests(const std::vector<StudyEntry>& entries, const StudySetup& s, std::size_t w) {
  std::cout << fmt::format(
      "\nTrained machines tested as they stand ({} games per run; no learning; epsilon machines "
      "play greedily; machines for both sides take each side in turn):\n",
      s.test_games);
  for (std::size_t t = 0; t < s.tests.size(); ++t) {
    std::cout << fmt::format("{:<{}}  {:>20}  {:>20}  {:>20}  {:>20}\n", "vs " + s.tests[t] + ":",
                             w, "wins", "draws", "losses", "unbeaten runs");
    for (const StudyEntry& e : entries) {
      const simulate::TestRow& r = e.tests[t];
      std::cout << fmt::format("{:<{}}  {:>20}  {:>20}  {:>20}  {:>20}\n", e.label, w, share(r.win),
                               share(r.draw), share(r.loss), share(r.unbeaten));
    }
  }
}

// {rate: 0.85, low: 0.767, high: 0.907}, or null.
std::string yaml_share(const Proportion& p) {
  if (p.trials <= 0) return "null";
  return fmt::format("{{rate: {}, low: {}, high: {}}}", spec::yaml_number(p.rate()),
                     spec::yaml_number(p.low()), spec::yaml_number(p.high()));
}

std::string yaml_time(double q) { return q < 0 ? "null" : spec::yaml_number(q); }

// The machines of one study as a YAML list, each line after `indent`.
void print_machines_yaml(const std::vector<StudyEntry>& entries, const StudySetup& s,
                         const std::string& indent) {
  std::string out;
  for (const StudyEntry& e : entries) {
    const simulate::StudyRow& r = e.row;
    out += fmt::format(
        "  - name: {}\n    learned_by: {{median: {}, p90: {}, censored: {}}}\n"
        "    stops_losing: {{median: {}, p90: {}}}\n    perfect_play: {}\n"
        "    final:\n      win: {}\n      draw: {}\n      loss: {}\n    keeps_wins: {}\n"
        "    beads: {}\n    spares_p90: {}\n",
        e.label, yaml_time(r.learned_by.median), yaml_time(r.learned_by.p90), r.learned_by.censored,
        spec::yaml_number(r.stops_losing.p50), spec::yaml_number(r.stops_losing.p90),
        yaml_share(r.perfect), yaml_share(r.win), yaml_share(r.draw), yaml_share(r.loss),
        yaml_share(r.keeps_wins), spec::yaml_number(r.beads), spec::yaml_number(r.spares));
    if (e.tests.empty()) continue;
    out += "    tests:\n";
    for (std::size_t t = 0; t < e.tests.size(); ++t)
      out += fmt::format(
          "      - opponent: {}\n        games: {}\n        win: {}\n        draw: {}\n"
          "        loss: {}\n        unbeaten: {}\n",
          s.tests[t], s.test_games, yaml_share(e.tests[t].win), yaml_share(e.tests[t].draw),
          yaml_share(e.tests[t].loss), yaml_share(e.tests[t].unbeaten));
  }
  // Every line indented.
  for (std::size_t at = 0; at < out.size(); at = out.find('\n', at) + 1) out.insert(at, indent);
  std::cout << out;
}

}  // namespace

void print_study_text(const std::vector<StudyEntry>& entries, const StudySetup& s) {
  std::cout << fmt::format(
      "Rules study: {} against {}, {} of {} games each, seed {}\n"
      "(final rates: the last {} games of each run)\n\n",
      count_of(static_cast<long long>(entries.size()), "machine", "machines"), s.opponent,
      count_of(s.runs, "run", "runs"), s.games, s.seed, simulate::final_window(s.games));
  const std::size_t w = name_width(entries);
  print_times(entries, s, w);
  print_rates(entries, w);
  if (!s.tests.empty()) print_tests(entries, s, w);
}

void print_study_yaml(const std::vector<StudyEntry>& entries, const StudySetup& s) {
  std::cout << "opponent: " << s.opponent << "\ngames: " << s.games << "\nruns: " << s.runs
            << "\nseed: " << s.seed << "\nfinal_window: " << simulate::final_window(s.games)
            << "\nlearn_window: " << s.learn_window << "\nmachines:\n";
  print_machines_yaml(entries, s, "");
}

void print_studies_yaml(const std::vector<std::vector<StudyEntry>>& studies,
                        const std::vector<StudySetup>& setups) {
  const StudySetup& s = setups.front();
  std::cout << "opponent: " << s.opponent << "\nruns: " << s.runs << "\nseed: " << s.seed
            << "\nlearn_window: " << s.learn_window << "\nstudies:\n";
  for (std::size_t l = 0; l < studies.size(); ++l) {
    std::cout << fmt::format("  - games: {}\n    final_window: {}\n    machines:\n",
                             setups[l].games, simulate::final_window(setups[l].games));
    print_machines_yaml(studies[l], setups[l], "    ");
  }
}

}  // namespace matchbox::cli
