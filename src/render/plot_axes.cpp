// SPDX-FileCopyrightText: 2026 The matchbox authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "render/plot_axes.h"

#include <fmt/format.h>

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <utility>

#include "core/error.h"
#include "core/translation.h"

namespace matchbox::render {

namespace {

// Relative slack for floating-point floor / ceil on tick multiples.
constexpr double kEps = 1e-9;

struct Candidate {
  double step = 0;
  double lo = 0;
  long long intervals = 0;
};

Candidate loose_range(double min, double max, double step) {
  Candidate c;
  c.step = step;
  c.lo = std::floor(min / step + kEps) * step;
  double hi = std::ceil(max / step - kEps) * step;
  c.intervals = std::llround((hi - c.lo) / step);
  return c;
}

AxisTicks make_ticks(const Candidate& c) {
  AxisTicks t;
  t.step = c.step;
  t.lo = c.lo;
  t.hi = c.lo + static_cast<double>(c.intervals) * c.step;
  for (long long i = 0; i <= c.intervals; ++i) {
    double v = c.lo + static_cast<double>(i) * c.step;
    if (std::abs(v) < c.step * kEps) v = 0;
    t.values.push_back(v);
  }
  return t;
}

}  // namespace

double nice_number(double x, bool round) {
  MATCHBOX_CHECK(x > 0 && std::isfinite(x));
  double exponent = std::floor(std::log10(x));
  double power = std::pow(10.0, exponent);
  double f = x / power;  // In [1, 10).
  double nice;
  if (round)
    nice = f < 1.5 ? 1 : f < 3 ? 2 : f < 7 ? 5 : 10;
  else
    nice = f <= 1 ? 1 : f <= 2 ? 2 : f <= 5 ? 5 : 10;
  return nice * power;
}

AxisTicks nice_ticks(double min, double max, int target, bool integer_steps) {
  MATCHBOX_CHECK(std::isfinite(min) && std::isfinite(max) && target >= 2);
  if (min > max) std::swap(min, max);
  if (max - min <= kEps * std::max(1.0, std::abs(max))) {
    min -= 1;
    max += 1;
  }
  const double range = max - min;
  // Heckbert's step is nice_number(range / (target - 1), true); its neighbours in the 1-2-5
  // sequence are scored too, since his choice can leave a third of the axis empty (1..210 →
  // 0..300 by 100, where 0..250 by 50 fits better).
  const int e = static_cast<int>(std::floor(std::log10(range / (target - 1))));
  const int k_max = integer_steps ? std::max(e + 1, 0) : e + 1;
  bool found = false;
  Candidate best;
  double best_score = 0;
  for (int k = e - 1; k <= k_max; ++k) {
    for (double m : {1.0, 2.0, 5.0}) {
      double step = m * std::pow(10.0, k);
      if (integer_steps && step < 1) continue;
      Candidate c = loose_range(min, max, step);
      if (c.intervals < 2 || c.intervals + 1 > target + 3) continue;
      double span = static_cast<double>(c.intervals) * step;
      double waste = 1 - range / span;
      double score = waste + 0.15 * std::abs(static_cast<double>(c.intervals + 1 - target));
      // Steps rise through the loop: on a tie the larger step (fewer labels) wins.
      if (!found || score <= best_score + kEps) {
        found = true;
        best = c;
        best_score = score;
      }
    }
  }
  if (!found) {
    // Only tiny ranges with integer steps get here: two unit intervals from the floor.
    best = loose_range(min, max, 1);
    best.intervals = std::max<long long>(best.intervals, 2);
  }
  return make_ticks(best);
}

std::string tick_label(double value, double step, bool percent) {
  const double scale = percent ? 100 : 1;
  const double v = value * scale;
  const double s = std::abs(step) * scale;
  int decimals = 0;
  if (s > 0 && s < 1) decimals = static_cast<int>(std::ceil(-std::log10(s) - kEps));
  char buf[64];
  std::snprintf(buf, sizeof buf, "%.*f", decimals, v);
  std::string text = buf;
  if (text[0] == '-') {
    bool zero = text.find_first_of("123456789") == std::string::npos;
    text = zero ? text.substr(1) : "\u2212" + text.substr(1);
  }
  text = core::localise_number(std::move(text));
  if (!percent) return text;
  // TRANSLATORS: a percentage on a plot's axis, {n} the number ("100 %" where the language
  // spaces it).
  // xgettext:python-brace-format
  return fmt::format(fmt::runtime(core::tr("number", "{n}%")), fmt::arg("n", text));
}

}  // namespace matchbox::render
