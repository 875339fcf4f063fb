// SPDX-FileCopyrightText: 2026 The matchbox authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "simulate/opponent.h"

#include "core/error.h"

namespace matchbox::simulate {

OpponentKind stage_opponent(const std::vector<Stage>& stages, int game) {
  MATCHBOX_CHECK(!stages.empty() && game >= 0);
  long long round = 0;
  for (const Stage& s : stages) round += s.games;
  long long at = game % round;
  for (const Stage& s : stages) {
    if (at < s.games) return s.kind;
    at -= s.games;
  }
  MATCHBOX_CHECK(false);
  return stages.back().kind;
}

OpponentKind drawn_opponent(const std::vector<Share>& mix, Rng& rng) {
  MATCHBOX_CHECK(!mix.empty());
  const double u = rng.unit();
  double below = 0;
  for (const Share& s : mix) {
    below += s.weight;
    if (u < below) return s.kind;
  }
  return mix.back().kind;  // The weights sum to 1 only within rounding.
}

std::vector<OpponentKind> kinds_played(const Opponent& opponent) {
  if (!opponent.scheduled()) return {opponent.kind};
  std::vector<OpponentKind> kinds;
  for (OpponentKind k : {OpponentKind::kRandom, OpponentKind::kPerfect, OpponentKind::kStrict}) {
    bool named = false;
    for (const Stage& s : opponent.stages) named = named || s.kind == k;
    for (const Share& s : opponent.mix) named = named || s.kind == k;
    if (named) kinds.push_back(k);
  }
  return kinds;
}

}  // namespace matchbox::simulate
