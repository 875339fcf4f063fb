// SPDX-FileCopyrightText: 2026 The matchbox authors
// SPDX-License-Identifier: GPL-3.0-or-later

// The findings `matchbox compare` prints after its tables (README.md, "Which rule learns
// best"): per measure, the machines that come out best and those with no clear difference from
// them, and with --base each machine against the base, in words computed from the figures and
// their 95 % intervals over runs (simulate/findings.h), so that a change of rule, seed or length
// changes the words with the numbers. At several lengths a sentence states a comparison only
// where every length agrees; otherwise it says that it depends on the run's length.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "simulate/findings.h"

namespace YAML {
class Emitter;
}

namespace matchbox::cli {

// What the findings read.
struct FindingsInput {
  std::vector<std::string> labels;  // One per machine, in the study's order (two at least).
  std::vector<int> games;           // The run lengths, shortest first.
  // [length][machine]: each machine's figures at each length (simulate::StudyRow::estimates).
  std::vector<std::vector<simulate::Estimates>> estimates;
  std::optional<std::size_t> base;  // --base: the index of the machine the others face.
};

// One sentence: what it speaks of (a measure's YAML name, "same" for the measures alike for
// every machine, "base" for a machine against the base) and its words, unwrapped.
struct Finding {
  std::string topic;
  std::string text;
};

// The sentences in order: one per measure that tells the machines apart, one for the measures
// that do not, then with a base one per other machine.
std::vector<Finding> findings(const FindingsInput& in);

// A blank line, a heading with how the intervals are made, and the sentences as a list, each
// wrapped at 100 columns.
void print_findings_text(const FindingsInput& in);
// `findings:` and the sentences as a YAML list of {topic, text}, into the map `out` has open.
void emit_findings_yaml(YAML::Emitter& out, const FindingsInput& in);

}  // namespace matchbox::cli
