// SPDX-FileCopyrightText: 2026 The matchbox authors
// SPDX-License-Identifier: GPL-3.0-or-later

// Uncertainty in the study's figures (`matchbox compare`, README.md "Which rule learns best"):
// shares with their 95 % Wilson score interval, quantiles of a learning time that some runs
// never reach (right-censored), and the 95 % intervals over runs that its findings compare
// (simulate/findings.h): a median's order-statistic interval and a rate's spread between runs.
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

// A figure with its 95 % interval, low <= value <= high. A time never reached is +infinity;
// a bound that the runs cannot give is -infinity or +infinity. All NaN: nothing was measured.
struct Estimate {
  double value = 0;
  double low = 0;
  double high = 0;
  bool measured() const;
};

// The ranks (1-based) j and k = n + 1 - j of the order statistics X(j) <= X(k) that hold the
// median of n values with at least 95 % confidence whatever their distribution: the largest j
// with P(j <= B < k) >= 0.95 for B ~ Binomial(n, 1/2), the number of values below the median
// (Conover, W. J. (1999) "Practical Nonparametric Statistics", 3rd ed., §3.2: the confidence
// interval for a quantile). n = 100 gives 40 and 61; n = 6 gives 1 and 6 (the smallest and
// largest, 1 - 2/64 = 96.9 %); below 6 values no ranks reach 95 %: j = 0, k = n + 1.
// Throws core::InternalError for n < 1.
struct Ranks {
  int low = 0;
  int high = 0;
};
Ranks median_ranks(int n);

// The median of `values` (one per run, < 0 for a run that never got there, counted as +inf:
// right-censored) as censored_quantiles() gives it, with the order-statistic interval
// [X(j), X(k)] of median_ranks(); ranks beyond the values give -inf / +inf, a censored one
// +inf ("not reached"). Censoring does not bias it: the ranks need only the values' order.
// Throws core::InternalError for no values.
Estimate median_interval(std::vector<double> values);

// The 97.5 % quantile of Student's t distribution with `df` >= 1 degrees of freedom (12.706
// for 1, 2.228 for 10, 1.984 for 99), to 1e-9: the root of its distribution function in the
// closed forms of Abramowitz, M. and Stegun, I. A. (1964) "Handbook of Mathematical Functions",
// 26.7.3 and 26.7.4. Throws core::InternalError for df < 1.
double student_t975(int df);

// A rate over runs, each run giving hits of trials (its final games won, say): the pooled rate
// (the mean of the runs' own rates when every run has as many trials), with a 95 % interval
// that takes the runs, not the games, as the independent unit: rate ± t(n - 1) · SE with the
// ratio estimate's standard error between runs, SE² = Σ (hits_r − rate · trials_r)² /
// (n (n − 1) mean_trials²) (Cochran, W. G. (1977) "Sampling Techniques", 3rd ed., ch. 6; with
// equal trials it is the t interval of the runs' rates), widened to hold the pooled Wilson
// interval (where every run has the same rate the spread between them is 0, which is no
// certainty), within [0, 1]. One run: [0, 1]. Not measured (NaN) where no run had a trial.
Estimate rate_over_runs(const std::vector<Proportion>& runs);

// `p` as an Estimate with its Wilson interval; not measured (NaN) for no trials.
Estimate wilson_estimate(const Proportion& p);

}  // namespace matchbox::simulate
