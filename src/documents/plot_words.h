// SPDX-FileCopyrightText: 2026 The matchbox authors
// SPDX-License-Identifier: GPL-3.0-or-later

// Words the simulator's and the rules study's plots share (matchbox simulate --plot, matchbox
// compare --plot), in the language in force (core::tr and core::translate_plural, context "plot").
#pragma once

#include <string>

namespace matchbox::documents {

// "1 run", "100 runs": the runs a mean is taken over.
std::string runs_words(int runs);

// The note under a simulated curve: "Mean of 100 runs, after every game." (`block` 1) or
// "..., after every 20 games.".
std::string mean_note(int runs, int block);

// The title of a simulated machine's rolling rates: "MENACE against random: win, draw and loss
// rates over the last 20 games" (no draws for a game that cannot be drawn).
std::string simulated_rates_title(const std::string& title, const std::string& opponent, int window,
                                  bool draws);

// Its y axis: "Rate (mean of 100 runs; band: 10–90 %)".
std::string simulated_rates_axis(int runs);

}  // namespace matchbox::documents
