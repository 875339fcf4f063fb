// SPDX-FileCopyrightText: 2026 The matchbox authors
// SPDX-License-Identifier: GPL-3.0-or-later

// Options shared by the commands that run simulated games (`simulate`, `compare`): the seed,
// the thread count and the size guard on games, checked before any work starts.
#pragma once

#include <CLI/CLI.hpp>
#include <cstdint>

namespace YAML {
class Emitter;
}

namespace matchbox::cli {

// Size guards: games × runs above this is refused unless --max-games raises it (each game
// costs time and a byte of results); more threads than this is refused outright.
inline constexpr std::int64_t kDefaultMaxGames = 10'000'000;
inline constexpr int kMaxThreads = 256;

// --seed: a whole number that fits in 64 bits, checked as typed (CLI11 would wrap "-1").
CLI::Validator seed_words();

// Throws core::Error "--threads N: expected 0 (one per core) to 256" out of range.
void check_threads(int threads);

// Throws core::Error if games × runs is above `max_games` ("... raise the limit with
// --max-games N").
void check_total_games(int games, int runs, std::int64_t max_games);

// The threads to run on: `threads`, or one per core for 0.
int worker_threads(int threads);

// Writes a quantile of a learning time over runs (a game number) as a YAML value: the number,
// or null for a negative `q`, a time that too few runs reached (simulate::CensoredQuantiles).
void emit_learning_time(YAML::Emitter& out, double q);

}  // namespace matchbox::cli
