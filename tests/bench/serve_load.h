// SPDX-FileCopyrightText: 2026 The matchbox authors
// SPDX-License-Identifier: GPL-3.0-or-later

// `track serve` at festival scale (README.md, "Tests and benchmark"): the server run on a
// tournament file as a festival runs it, with display pages polling as display.js does (the
// version twice a second, then the state, the learning curve and the last board when it has
// changed) while the operator page answers once a second (a tap: the game in play asked for,
// then the bead drawn, the move typed or a resignation at an empty box sent). Prints the
// latency of the taps and of the display pages' GETs as the clients saw them, and the server's
// peak memory. With visitors, the server runs with --visitors and that many phones play the
// software twin at once (web/visitors.h), each from its own address, a move every 1.5 s as a
// person taps, beginning a new game when one ends (waiting as told when the server is busy).
#pragma once

#include <filesystem>
#include <string>

namespace matchbox::bench {

// Serves `file` with `matchbox track serve` for `seconds`, with `pollers` display pages, a tap a
// second and `visitors` phones, and prints the table to stdout. Throws std::runtime_error if
// the server cannot start or an answer is refused (a visitor told "busy" is not a refusal).
void print_serve_load(const std::filesystem::path& matchbox, const std::string& file, int pollers,
                      double seconds, int visitors = 0);

}  // namespace matchbox::bench
