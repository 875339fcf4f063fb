#include "simulate/intervals.h"

#include <algorithm>
#include <cmath>
#include <limits>

namespace matchbox::simulate {
namespace {

constexpr double kZ95 = 1.959963984540054;  // The normal distribution's 97.5 % quantile.

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
  const double never = std::numeric_limits<double>::infinity();
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

}  // namespace matchbox::simulate
