// SPDX-FileCopyrightText: 2026 The matchbox authors
// SPDX-License-Identifier: GPL-3.0-or-later

// The findings of the rules study (`matchbox compare`, README.md "Which rule learns best"):
// which machines come out best on each measure, and how each compares with a base machine,
// decided from the figures' 95 % intervals over runs (simulate/intervals.h), so that a
// difference the intervals hold is no difference: machines whose intervals overlap show "no
// clear difference". Overlap is a cautious test (where two normal 95 % intervals of one width
// just touch, their difference is significant at about the 0.6 % level), so a difference it
// calls clear is clear.
#pragma once

#include <array>
#include <vector>

#include "core/enum_table.h"
#include "simulate/intervals.h"

namespace matchbox::simulate {

enum class Measure {
  kLearnedBy,    // The median over runs of RunResult::learned_by (never: +inf).
  kStopsLosing,  // The median over runs of RunResult::last_defeat.
  kPerfectPlay,  // The share of runs without a mistake in the final window (Wilson).
  kFinalWins,    // The final window's rates (rate_over_runs) ...
  kFinalDraws,
  kFinalLosses,
  kKeepsWins,  // ... and of its moves from won positions, those that kept the win.
};
inline constexpr std::size_t kMeasureCount = 7;
inline constexpr auto kMeasures = core::make_enum_table<Measure>(
    std::pair{Measure::kLearnedBy, "learned_by"}, std::pair{Measure::kStopsLosing, "stops_losing"},
    std::pair{Measure::kPerfectPlay, "perfect_play"}, std::pair{Measure::kFinalWins, "final_wins"},
    std::pair{Measure::kFinalDraws, "final_draws"},
    std::pair{Measure::kFinalLosses, "final_losses"}, std::pair{Measure::kKeepsWins, "keeps_wins"});

// True where a lower figure is better: the learning times and the losses.
bool lower_is_better(Measure m);

// One machine's figures in one study, one per Measure.
struct Estimates {
  std::array<Estimate, kMeasureCount> by_measure;
  Estimate& operator[](Measure m) { return by_measure[static_cast<std::size_t>(m)]; }
  const Estimate& operator[](Measure m) const { return by_measure[static_cast<std::size_t>(m)]; }
};

// The measures a study's findings speak of, in order, given its figures by length and
// machine (`studies[length][machine]`): every measure but the final draws, whose place the
// final losses take, unless no machine won any final game at any length (against a perfect
// opponent, say), where the draws say it more plainly than the losses.
std::vector<Measure> reported_measures(const std::vector<std::vector<Estimates>>& studies);

// True if two figures' intervals share a point (+inf included: two "never" overlap).
bool overlap(const Estimate& a, const Estimate& b);

// Where the machines of one study stand on one measure, as indices into its figures.
struct Standing {
  std::vector<int> best;   // The best figure (several where they tie exactly).
  std::vector<int> level;  // The others whose interval overlaps a best one's, in order.
  friend bool operator==(const Standing&, const Standing&) = default;
};

// `figures`: one per machine; those not measured take no place. Empty if none is measured.
Standing standing(const std::vector<Estimate>& figures, Measure m);

// A machine against the base machine on one measure.
enum class Verdict {
  kBetter,       // Sooner or more (fewer losses): the intervals do not overlap.
  kWorse,        // Later or fewer (more losses).
  kLevel,        // No clear difference: the intervals overlap.
  kNotMeasured,  // Either was not measured.
};
Verdict verdict(const Estimate& machine, const Estimate& base, Measure m);

}  // namespace matchbox::simulate
