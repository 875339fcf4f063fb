// SPDX-FileCopyrightText: 2026 The matchbox authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "simulate/intervals.h"

#include <algorithm>
#include <cmath>
#include <limits>
#include <numbers>

#include "core/error.h"

namespace matchbox::simulate {
namespace {

constexpr double kZ95 = 1.959963984540054;  // The normal distribution's 97.5 % quantile.
constexpr double kInf = std::numeric_limits<double>::infinity();
constexpr double kNaN = std::numeric_limits<double>::quiet_NaN();

// P(|T| <= t) for Student's t with `df` degrees of freedom (Abramowitz and Stegun 26.7.3 for
// odd df, 26.7.4 for even): with c = cos² θ, θ = atan(t / √df), a finite series in c.
double t_within(double t, int df) {
  const double theta = std::atan(t / std::sqrt(static_cast<double>(df)));
  const double c = std::cos(theta) * std::cos(theta), s = std::sin(theta);
  double term = 1, sum = 1;
  if (df % 2 == 0) {
    for (int k = 2; k <= df - 2; k += 2) sum += term *= c * (k - 1) / k;
    return s * sum;
  }
  if (df == 1) return 2 * theta / std::numbers::pi;
  for (int k = 3; k <= df - 2; k += 2) sum += term *= c * (k - 1) / k;
  return 2 * (theta + s * std::cos(theta) * sum) / std::numbers::pi;
}

// The Wilson interval's bound: sign -1 low, +1 high.
double wilson_bound(const Proportion& p, int sign) {
  if (p.trials <= 0) return -1;
  const auto n = static_cast<double>(p.trials);
  const double r = static_cast<double>(p.hits) / n;
  const double z2 = kZ95 * kZ95;
  const double centre = r + z2 / (2 * n);
  const double spread = kZ95 * std::sqrt(r * (1 - r) / n + z2 / (4 * n * n));
  return std::clamp((centre + sign * spread) / (1 + z2 / n), 0.0, 1.0);
}

}  // namespace

double Proportion::rate() const {
  return trials <= 0 ? -1 : static_cast<double>(hits) / static_cast<double>(trials);
}
double Proportion::low() const { return wilson_bound(*this, -1); }
double Proportion::high() const { return wilson_bound(*this, +1); }

CensoredQuantiles censored_quantiles(std::vector<double> values) {
  CensoredQuantiles q;
  q.runs = static_cast<int>(values.size());
  if (values.empty()) return q;
  const double never = kInf;
  for (double& v : values)
    if (v < 0) {
      v = never;
      ++q.censored;
    }
  std::sort(values.begin(), values.end());
  const auto at = [&](double p) {
    const double h = static_cast<double>(values.size() - 1) * p;
    const auto lo = static_cast<std::size_t>(std::floor(h));
    const std::size_t hi = std::min(lo + 1, values.size() - 1);
    if (values[lo] == never) return -1.0;
    if (h == static_cast<double>(lo)) return values[lo];
    if (values[hi] == never) return -1.0;
    return values[lo] + (h - static_cast<double>(lo)) * (values[hi] - values[lo]);
  };
  q.median = at(0.5);
  q.p90 = at(0.9);
  return q;
}

bool Estimate::measured() const { return !std::isnan(value); }

Ranks median_ranks(int n) {
  MATCHBOX_CHECK(n >= 1);
  // P(B <= i) summed up from i = 0 while it stays within 2.5 %: j is the first i past it.
  const double log_half_n = n * std::log(0.5), log_n = std::lgamma(n + 1.0);
  double below = 0;
  int j = 0;
  for (; j <= n / 2; ++j) {
    below += std::exp(log_n - std::lgamma(j + 1.0) - std::lgamma(n - j + 1.0) + log_half_n);
    if (below > 0.025) break;
  }
  return {j, n + 1 - j};
}

Estimate median_interval(std::vector<double> values) {
  MATCHBOX_CHECK(!values.empty());
  const CensoredQuantiles q = censored_quantiles(values);
  for (double& v : values)
    if (v < 0) v = kInf;
  std::sort(values.begin(), values.end());
  const Ranks r = median_ranks(static_cast<int>(values.size()));
  const auto at = [&](int rank) {
    if (rank < 1) return -kInf;
    if (rank > std::ssize(values)) return kInf;
    return values[static_cast<std::size_t>(rank - 1)];
  };
  return {q.median < 0 ? kInf : q.median, at(r.low), at(r.high)};
}

double student_t975(int df) {
  MATCHBOX_CHECK(df >= 1);
  // P(|T| <= t) grows with t: bisect for 0.95 between the normal quantile and t(1) = 12.71.
  double low = kZ95, high = 12.8;
  while (high - low > 1e-10) {
    const double mid = (low + high) / 2;
    (t_within(mid, df) < 0.95 ? low : high) = mid;
  }
  return (low + high) / 2;
}

Estimate rate_over_runs(const std::vector<Proportion>& runs) {
  Proportion pooled;
  for (const Proportion& run : runs) pooled += run;
  if (pooled.trials <= 0) return {kNaN, kNaN, kNaN};
  const double rate = pooled.rate();
  const auto n = static_cast<double>(runs.size());
  if (runs.size() < 2) return {rate, 0, 1};
  double squares = 0;
  for (const Proportion& run : runs) {
    const double off = static_cast<double>(run.hits) - rate * static_cast<double>(run.trials);
    squares += off * off;
  }
  const double mean_trials = static_cast<double>(pooled.trials) / n;
  const double spread = student_t975(static_cast<int>(runs.size()) - 1) *
                        std::sqrt(squares / (n * (n - 1))) / mean_trials;
  return {rate, std::clamp(std::min(rate - spread, pooled.low()), 0.0, 1.0),
          std::clamp(std::max(rate + spread, pooled.high()), 0.0, 1.0)};
}

Estimate wilson_estimate(const Proportion& p) {
  if (p.trials <= 0) return {kNaN, kNaN, kNaN};
  return {p.rate(), p.low(), p.high()};
}

}  // namespace matchbox::simulate
