// SPDX-FileCopyrightText: 2026 The matchbox authors
// SPDX-License-Identifier: GPL-3.0-or-later

// Timing whole matchbox processes for the benchmark's tables (floor_ratios.h,
// tournament_scale.h): CPU and wall time and peak memory of one run.
#pragma once

#include <string>
#include <vector>

namespace matchbox::bench {

using Command = std::vector<std::string>;

// One finished process: CPU seconds (user + sys, all threads), wall seconds, peak memory.
struct Usage {
  double cpu = 0;
  double wall = 0;
  double peak_kib = 0;
};

// Runs `command` (argv; stdout and stderr to /dev/null) and waits for it. Throws
// std::runtime_error naming it if it cannot start or exits with another status than 0.
Usage run(const Command& command);

// The median of `v` (not empty).
double median(std::vector<double> v);

}  // namespace matchbox::bench
