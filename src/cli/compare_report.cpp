// SPDX-FileCopyrightText: 2026 The matchbox authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "cli/compare_report.h"

#include <fmt/core.h>

#include <algorithm>
#include <iostream>

#include "cli/commands.h"
#include "cli/run_options.h"
#include "simulate/training.h"
#include "spec/yaml_writer.h"

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

// {rate: 0.85, low: 0.767, high: 0.907}, or null where nothing was measured.
void emit_share(YAML::Emitter& out, const char* key, const Proportion& p) {
  out << YAML::Key << key << YAML::Value;
  if (p.trials <= 0) {
    out << YAML::Null;
    return;
  }
  out << YAML::Flow << YAML::BeginMap << YAML::Key << "rate" << YAML::Value << p.rate() << YAML::Key
      << "low" << YAML::Value << p.low() << YAML::Key << "high" << YAML::Value << p.high()
      << YAML::EndMap;
}

void emit_tests(YAML::Emitter& out, const StudyEntry& e, const StudySetup& s) {
  if (e.tests.empty()) return;
  out << YAML::Key << "tests" << YAML::Value << YAML::BeginSeq;
  for (std::size_t t = 0; t < e.tests.size(); ++t) {
    out << YAML::BeginMap;
    out << YAML::Key << "opponent" << YAML::Value << spec::yaml_text(s.tests[t]);
    out << YAML::Key << "games" << YAML::Value << s.test_games;
    emit_share(out, "win", e.tests[t].win);
    emit_share(out, "draw", e.tests[t].draw);
    emit_share(out, "loss", e.tests[t].loss);
    emit_share(out, "unbeaten", e.tests[t].unbeaten);
    out << YAML::EndMap;
  }
  out << YAML::EndSeq;
}

// `machines:` and the machines of one study as a YAML list.
void emit_machines(YAML::Emitter& out, const std::vector<StudyEntry>& entries,
                   const StudySetup& s) {
  out << YAML::Key << "machines" << YAML::Value << YAML::BeginSeq;
  for (const StudyEntry& e : entries) {
    const simulate::StudyRow& r = e.row;
    out << YAML::BeginMap << YAML::Key << "name" << YAML::Value << spec::yaml_text(e.label);
    out << YAML::Key << "learned_by" << YAML::Value << YAML::Flow << YAML::BeginMap;
    out << YAML::Key << "median" << YAML::Value;
    emit_learning_time(out, r.learned_by.median);
    out << YAML::Key << "p90" << YAML::Value;
    emit_learning_time(out, r.learned_by.p90);
    out << YAML::Key << "censored" << YAML::Value << r.learned_by.censored << YAML::EndMap;
    out << YAML::Key << "stops_losing" << YAML::Value << YAML::Flow << YAML::BeginMap << YAML::Key
        << "median" << YAML::Value << r.stops_losing.p50 << YAML::Key << "p90" << YAML::Value
        << r.stops_losing.p90 << YAML::EndMap;
    emit_share(out, "perfect_play", r.perfect);
    out << YAML::Key << "final" << YAML::Value << YAML::BeginMap;
    emit_share(out, "win", r.win);
    emit_share(out, "draw", r.draw);
    emit_share(out, "loss", r.loss);
    out << YAML::EndMap;
    emit_share(out, "keeps_wins", r.keeps_wins);
    out << YAML::Key << "beads" << YAML::Value << r.beads;
    out << YAML::Key << "spares_p90" << YAML::Value << r.spares;
    emit_tests(out, e, s);
    out << YAML::EndMap;
  }
  out << YAML::EndSeq;
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

void emit_study_yaml(YAML::Emitter& out, const std::vector<StudyEntry>& entries,
                     const StudySetup& s) {
  out << YAML::Key << "opponent" << YAML::Value << spec::yaml_text(s.opponent);
  out << YAML::Key << "games" << YAML::Value << s.games << YAML::Key << "runs" << YAML::Value
      << s.runs << YAML::Key << "seed" << YAML::Value << s.seed << YAML::Key << "final_window"
      << YAML::Value << simulate::final_window(s.games) << YAML::Key << "learn_window"
      << YAML::Value << s.learn_window;
  emit_machines(out, entries, s);
}

void emit_studies_yaml(YAML::Emitter& out, const std::vector<std::vector<StudyEntry>>& studies,
                       const std::vector<StudySetup>& setups) {
  const StudySetup& s = setups.front();
  out << YAML::Key << "opponent" << YAML::Value << spec::yaml_text(s.opponent);
  out << YAML::Key << "runs" << YAML::Value << s.runs << YAML::Key << "seed" << YAML::Value
      << s.seed << YAML::Key << "learn_window" << YAML::Value << s.learn_window;
  out << YAML::Key << "studies" << YAML::Value << YAML::BeginSeq;
  for (std::size_t l = 0; l < studies.size(); ++l) {
    out << YAML::BeginMap << YAML::Key << "games" << YAML::Value << setups[l].games;
    out << YAML::Key << "final_window" << YAML::Value << simulate::final_window(setups[l].games);
    emit_machines(out, studies[l], setups[l]);
    out << YAML::EndMap;
  }
  out << YAML::EndSeq;
}

}  // namespace matchbox::cli
