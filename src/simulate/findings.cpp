// SPDX-FileCopyrightText: 2026 The matchbox authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "simulate/findings.h"

#include <algorithm>

namespace matchbox::simulate {
namespace {

// True if `a` is a better figure than `b` on measure `m`.
bool better(double a, double b, Measure m) { return lower_is_better(m) ? a < b : a > b; }

}  // namespace

bool lower_is_better(Measure m) {
  return m == Measure::kLearnedBy || m == Measure::kStopsLosing || m == Measure::kFinalLosses;
}

std::vector<Measure> reported_measures(const std::vector<std::vector<Estimates>>& studies) {
  bool wins = false;
  for (const auto& machines : studies)
    for (const Estimates& e : machines) wins = wins || e[Measure::kFinalWins].value > 0;
  return {Measure::kLearnedBy,
          Measure::kStopsLosing,
          Measure::kPerfectPlay,
          Measure::kFinalWins,
          wins ? Measure::kFinalLosses : Measure::kFinalDraws,
          Measure::kKeepsWins};
}

bool overlap(const Estimate& a, const Estimate& b) { return a.low <= b.high && b.low <= a.high; }

Standing standing(const std::vector<Estimate>& figures, Measure m) {
  Standing s;
  for (int i = 0; i < std::ssize(figures); ++i) {
    const Estimate& f = figures[static_cast<std::size_t>(i)];
    if (!f.measured()) continue;
    if (!s.best.empty()) {
      const double best = figures[static_cast<std::size_t>(s.best.front())].value;
      if (better(best, f.value, m)) continue;
      if (better(f.value, best, m)) s.best.clear();
    }
    s.best.push_back(i);
  }
  for (int i = 0; i < std::ssize(figures); ++i) {
    const Estimate& f = figures[static_cast<std::size_t>(i)];
    if (!f.measured() || std::find(s.best.begin(), s.best.end(), i) != s.best.end()) continue;
    if (std::any_of(s.best.begin(), s.best.end(),
                    [&](int b) { return overlap(f, figures[static_cast<std::size_t>(b)]); }))
      s.level.push_back(i);
  }
  return s;
}

Verdict verdict(const Estimate& machine, const Estimate& base, Measure m) {
  if (!machine.measured() || !base.measured()) return Verdict::kNotMeasured;
  if (overlap(machine, base)) return Verdict::kLevel;
  return better(machine.value, base.value, m) ? Verdict::kBetter : Verdict::kWorse;
}

}  // namespace matchbox::simulate
