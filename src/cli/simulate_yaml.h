// SPDX-FileCopyrightText: 2026 The matchbox authors
// SPDX-License-Identifier: GPL-3.0-or-later

// `matchbox simulate --format yaml` (README.md, "Solving and simulating"), for scripts: the run's
// setting, `summary:` (defeats, last_defeat, resignations, end_beads as {mean, p10, p50, p90};
// learned_by {window, median, p90, censored}, null where not reached; extra_beads per colour
// {colour, code, mean, p10, p50, p90}), then `per_game:` ({game, win, draw, loss, resign}) or,
// for runs of more than 1000 games, `per_block:` ({first, last, win, ...}). Written with
// spec::YamlWriter, so names read back as they are in the machine and palette files.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "kit/kit.h"
#include "simulate/statistics.h"
#include "simulate/training.h"

namespace matchbox::cli {

// What the YAML report shows.
struct SimulateYaml {
  const kit::Kit& kit;
  const std::string& opponent;  // As typed.
  simulate::Seat seat;
  int games = 0;
  int runs = 0;
  std::uint64_t seed = 0;
  const simulate::Curves& curves;
  const simulate::Summary& summary;
};

// Writes the report to standard output.
void print_simulate_yaml(const SimulateYaml& report);

// The palette colours (indices) that have beads in `kit`'s initial fill, in palette order.
std::vector<std::size_t> used_colours(const kit::Kit& kit);

}  // namespace matchbox::cli
