// Uncertainty in the study's figures (`matchbox compare`, README.md "Which rule learns best"):
// shares with their 95 % Wilson score interval, and quantiles of a learning time that some runs
// never reach (right-censored).
//
// Wilson, E. B. (1927) "Probable inference, the law of succession, and statistical inference",
// Journal of the American Statistical Association 22(158), pp. 209-212: for k successes in n
// trials, p = k / n and z = 1.959964 (95 %), the interval is
//   (p + z²/2n ± z √(p(1 − p)/n + z²/4n²)) / (1 + z²/n).
// It stays inside [0, 1] and is sound near 0 and 1, where most of the study's rates lie.
// Games of one run are not independent of each other, so for rates pooled over games the
// interval is narrower than the spread between runs would give: read it as a lower bound.
#pragma once

#include <vector>

namespace matchbox::simulate {

// `hits` of `trials` (0 <= hits <= trials).
struct Proportion {
  long long hits = 0;
  long long trials = 0;
  // hits / trials; -1 when there were no trials (nothing to measure).
  double rate() const;
  // The 95 % Wilson score interval; {-1, -1} when there were no trials.
  double low() const;
  double high() const;
  Proportion& operator+=(const Proportion& other) {
    hits += other.hits;
    trials += other.trials;
    return *this;
  }
};

// Quantiles of a learning time over runs, runs that never got there counted as later than any
// that did (right-censored) rather than left out or averaged in.
struct CensoredQuantiles {
  // The 50 % and 90 % quantiles (type 7, simulate/statistics.h) with censored runs as +∞; -1
  // where the quantile falls among (or next to) the censored runs: "not reached".
  double median = -1;
  double p90 = -1;
  int censored = 0;  // Runs that never got there.
  int runs = 0;
};

// `values`: one per run, < 0 for a run that never got there.
CensoredQuantiles censored_quantiles(std::vector<double> values);

}  // namespace matchbox::simulate
