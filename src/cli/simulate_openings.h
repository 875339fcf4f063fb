// SPDX-FileCopyrightText: 2026 The matchbox authors
// SPDX-License-Identifier: GPL-3.0-or-later

// `matchbox simulate --style openings` in words: how box 1's beads split among its moves after
// the last game, the figure Michie (1961) drew of MENACE's first box (Gardner 1962: "after
// seventeen games the machine had abandoned all openings except the corner opening").
#pragma once

#include <string>

#include "kit/kit.h"
#include "simulate/statistics.h"

namespace matchbox::cli {

// A table, one row per move of `kit`'s box 1: its notation and bead colour, its mean share of
// the box's beads after the last game of the runs, and in how many of the `runs` runs it holds
// the most beads (ties count for each) and is the only move left. Precondition: `openings` came
// from simulate::opening_shares for `kit` with at least one point.
std::string openings_text(const kit::Kit& kit, const simulate::OpeningShares& openings, int runs);

}  // namespace matchbox::cli
