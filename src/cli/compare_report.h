// SPDX-FileCopyrightText: 2026 The matchbox authors
// SPDX-License-Identifier: GPL-3.0-or-later

// What `matchbox compare` prints (README.md, "Which rule learns best"): the study's tables as
// text, or the same figures as YAML, every share with its 95 % Wilson interval
// (simulate/intervals.h).
#pragma once

#include <string>
#include <vector>

#include "kit/kit.h"
#include "simulate/study.h"

namespace YAML {
class Emitter;
}

namespace matchbox::cli {

// One machine's results in a study.
struct StudyEntry {
  // The machine's name, with the --set values of its own: "menace (select=duplicates)".
  std::string label;
  kit::Kit kit;
  simulate::StudyRow row;
  simulate::Curves curves;
  std::vector<simulate::TestRow> tests;  // One per --test, in order.
};

// How the study was run, as its report names it.
struct StudySetup {
  std::string opponent;  // As typed: "perfect", "random:300,perfect:300".
  int games = 0;
  int runs = 0;
  unsigned long long seed = 0;
  int learn_window = 0;            // RunResult::learned_by's window.
  std::vector<std::string> tests;  // The --test opponents, in order.
  int test_games = 0;
};

// The study as tables: learning times, then final rates, then the tests if any.
void print_study_text(const std::vector<StudyEntry>& entries, const StudySetup& setup);
// The study as YAML, written into the map `out` has open: the setup, then `machines:`, per
// machine `learned_by: {median, p90, censored}`, `stops_losing: {median, p90}`, and each share
// as `{rate, low, high}` (null where nothing was measured).
void emit_study_yaml(YAML::Emitter& out, const std::vector<StudyEntry>& entries,
                     const StudySetup& setup);
// A study at several lengths as YAML, into the open map: what they share, then `studies:`, a
// list by length of `{games, final_window, machines}`, each machine as emit_study_yaml() gives
// it. `studies[length][machine]`, one setup per length.
void emit_studies_yaml(YAML::Emitter& out, const std::vector<std::vector<StudyEntry>>& studies,
                       const std::vector<StudySetup>& setups);

}  // namespace matchbox::cli
