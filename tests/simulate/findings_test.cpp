// SPDX-FileCopyrightText: 2026 The matchbox authors
// SPDX-License-Identifier: GPL-3.0-or-later

// The findings' statistics (simulate/intervals.h, simulate/findings.h) on hand-made figures:
// the order-statistic interval of a median, Student's t, a rate's interval over runs, and who
// stands best on a measure.
#include "simulate/findings.h"

#include <catch2/catch.hpp>
#include <cmath>
#include <limits>

#include "core/error.h"
#include "simulate/study.h"

namespace matchbox::simulate {
namespace {

constexpr double kNever = std::numeric_limits<double>::infinity();

TEST_CASE("The median's order-statistic ranks hold it with 95 % confidence", "[simulate]") {
  // Conover (1999) §3.2: P(j <= B < n + 1 - j) >= 0.95 for B ~ Binomial(n, 1/2), j largest.
  CHECK(median_ranks(100).low == 40);
  CHECK(median_ranks(100).high == 61);
  // n = 6: the smallest and largest, 1 - 2/64 = 96.9 %; n = 5 reaches only 1 - 2/32 = 93.8 %.
  CHECK(median_ranks(6).low == 1);
  CHECK(median_ranks(6).high == 6);
  CHECK(median_ranks(5).low == 0);
  CHECK(median_ranks(5).high == 6);
  CHECK(median_ranks(10).low == 2);  // P(2 <= B <= 8) = 1 - 2 * 11/1024 = 97.9 %.
  CHECK(median_ranks(1).low == 0);
  CHECK_THROWS_AS(median_ranks(0), core::InternalError);
}

TEST_CASE("A median's interval: censored runs are later than any, bounds beyond are infinite",
          "[simulate]") {
  // Sorted: 1 2 3 4 5 never; the median (3 + 4) / 2, the interval the smallest to the largest.
  const Estimate six = median_interval({5, 1, -1, 3, 2, 4});
  CHECK(six.value == 3.5);
  CHECK(six.low == 1);
  CHECK(six.high == kNever);
  // Four of six never got there: the median is not reached.
  CHECK(median_interval({-1, 7, -1, -1, 2, -1}).value == kNever);
  std::vector<double> hundred;
  for (int v = 100; v >= 1; --v) hundred.push_back(v);
  const Estimate h = median_interval(hundred);
  CHECK(h.value == 50.5);
  CHECK(h.low == 40);
  CHECK(h.high == 61);
  // Too few runs for 95 %: unbounded both ways.
  const Estimate few = median_interval({3, 1, 2});
  CHECK(few.value == 2);
  CHECK(few.low == -kNever);
  CHECK(few.high == kNever);
  CHECK_THROWS_AS(median_interval({}), core::InternalError);
}

TEST_CASE("Student's t: the published 97.5 % quantiles", "[simulate]") {
  CHECK(student_t975(1) == Approx(12.7062).margin(1e-4));
  CHECK(student_t975(2) == Approx(4.3027).margin(1e-4));
  CHECK(student_t975(3) == Approx(3.1824).margin(1e-4));
  CHECK(student_t975(10) == Approx(2.2281).margin(1e-4));
  CHECK(student_t975(30) == Approx(2.0423).margin(1e-4));
  CHECK(student_t975(99) == Approx(1.9842).margin(1e-4));
  CHECK_THROWS_AS(student_t975(0), core::InternalError);
}

TEST_CASE("A rate over runs: the t interval of the runs' rates, never narrower than Wilson's",
          "[simulate]") {
  // Rates 0.1, 0.2, 0.3, 0.4 of 10 games each: mean 0.25, standard deviation 0.1291, t(3) 3.1824.
  const Estimate r = rate_over_runs({{1, 10}, {2, 10}, {3, 10}, {4, 10}});
  CHECK(r.value == Approx(0.25));
  CHECK(r.low == Approx(0.25 - 3.18245 * 0.1290994 / 2).margin(1e-5));
  CHECK(r.high == Approx(0.25 + 3.18245 * 0.1290994 / 2).margin(1e-5));
  // Runs of different lengths: the pooled rate; with one rate in every run the spread is 0 and
  // the pooled Wilson interval is what remains.
  const Estimate same = rate_over_runs({{1, 2}, {9, 18}});
  CHECK(same.value == Approx(0.5));
  CHECK(same.low == Approx(Proportion{10, 20}.low()));
  CHECK(same.high == Approx(Proportion{10, 20}.high()));
  const Estimate none = rate_over_runs({{0, 100}, {0, 100}});
  CHECK(none.low == 0);
  CHECK(none.high == Approx(Proportion{0, 200}.high()));
  // A run that had nothing to count weighs nothing; no trials at all is not measured.
  CHECK(rate_over_runs({{3, 4}}).low == 0);
  CHECK(rate_over_runs({{3, 4}}).high == 1);
  CHECK_FALSE(rate_over_runs({{0, 0}, {0, 0}}).measured());
  CHECK_FALSE(wilson_estimate({}).measured());
}

TEST_CASE("Standing: the best figure, and those whose interval overlaps it", "[simulate]") {
  const Estimate a{10, 8, 12}, b{11, 9, 13}, c{20, 18, 22}, none = rate_over_runs({});
  // Lower is better for a learning time, higher for a share.
  CHECK(standing({a, b, c}, Measure::kLearnedBy) == Standing{{0}, {1}});
  CHECK(standing({a, b, c}, Measure::kPerfectPlay) == Standing{{2}, {}});
  CHECK(standing({c, none, a, a}, Measure::kFinalLosses) == Standing{{2, 3}, {}});
  CHECK(standing({none}, Measure::kKeepsWins) == Standing{});
  // Two "never" overlap; a time reached does not overlap one never reached.
  const Estimate never{kNever, kNever, kNever}, open{300, 200, kNever};
  CHECK(standing({never, open}, Measure::kLearnedBy) == Standing{{1}, {0}});
  CHECK(standing({never, a}, Measure::kLearnedBy) == Standing{{1}, {}});
  CHECK(verdict(a, c, Measure::kLearnedBy) == Verdict::kBetter);
  CHECK(verdict(a, c, Measure::kKeepsWins) == Verdict::kWorse);
  CHECK(verdict(b, a, Measure::kLearnedBy) == Verdict::kLevel);
  CHECK(verdict(none, a, Measure::kKeepsWins) == Verdict::kNotMeasured);
}

TEST_CASE("Identical runs stand level on every measure", "[simulate]") {
  // Two machines with the same runs: every measure ties, and neither is better than the other.
  RunResult run;
  run.tail.win = 3;
  run.tail.loss = 1;
  run.last_defeat = 17;
  run.learned_by = 5;
  run.win_chances = 4;
  run.wins_kept = 3;
  RunResult other = run;
  other.tail.win = 1;
  other.tail.draw = 2;
  other.learned_by = -1;
  const StudyRow row = study_row({run, other, run, run, other, run, run}, 40);
  for (std::size_t i = 0; i < kMeasureCount; ++i) {
    const auto m = static_cast<Measure>(i);
    const Estimate& e = row.estimates[m];
    CHECK(standing({e, e}, m) == Standing{{0, 1}, {}});
    CHECK(verdict(e, e, m) == Verdict::kLevel);
  }
  CHECK(row.estimates[Measure::kFinalWins].value == Approx(row.win.rate()));
  CHECK(row.estimates[Measure::kKeepsWins].value == Approx(0.75));
  CHECK(row.estimates[Measure::kLearnedBy].value == 5);
  CHECK(reported_measures({{row.estimates}})[4] == Measure::kFinalLosses);
  StudyRow drawn;
  drawn.estimates[Measure::kFinalWins] = {0, 0, 0.01};
  CHECK(reported_measures({{drawn.estimates}})[4] == Measure::kFinalDraws);
}

}  // namespace
}  // namespace matchbox::simulate
