// SPDX-FileCopyrightText: 2026 The matchbox authors
// SPDX-License-Identifier: GPL-3.0-or-later

// The opponent words of `matchbox simulate --opponent`, `compare --opponent` and
// `track play --auto`, read in one place so the three commands accept the same words:
// - random, perfect, strict: the built-in opponents (simulate/training.h);
// - a schedule, KIND:GAMES,KIND:GAMES,...: each built-in opponent for so many games, in turn,
//   repeated until the games run out (random:300,perfect:300);
// - a mix, mix:KIND=WEIGHT,...: a built-in opponent drawn for every game with these weights,
//   which sum to 1 (mix:random=0.7,perfect=0.3).
// Both forms follow the "Training MENACE" article's training schedules (300 games against a
// random player, then 300 against a perfect one; or the opponent drawn per game). Some commands
// also take `self` and a machine name or file.
#pragma once

#include <CLI/CLI.hpp>
#include <optional>
#include <string>

#include "kit/kit.h"
#include "simulate/opponent.h"
#include "simulate/training.h"

namespace matchbox::cli {

// The built-in opponents (simulate/training.h) by name: what schedules, mixes and
// `compare --test` take.
using simulate::kBuiltInOpponents;

// The words a command takes beyond the built-in opponents, schedules and mixes.
enum class OpponentWords {
  kBuiltIn,  // Nothing more (track play --auto).
  kSelf,     // self (compare).
  kMachine,  // self, and a machine name or file of the same game (simulate).
};

// Reads `word`, typed after `option` (e.g. "--opponent"). A word with a ':' is a schedule or a
// mix, whose opponents may only be random, perfect or strict. For a machine (kMachine only)
// its kit is built into `*machine`, which must then not be null and outlive the opponent
// returned. Throws core::Error naming the option and the word typed, and what was expected:
// an unknown word; in a schedule or mix, any opponent but random, perfect and strict, a stage
// without a count or with a count that is not a whole number of at least 1, a weight that is
// not a number above 0, or weights that do not sum to 1 within 1e-9. A machine name or file
// that cannot be read, or whose kit cannot be built, throws build_kit's core::Error.
simulate::Opponent parse_opponent(const std::string& option, const std::string& word,
                                  OpponentWords accepted,
                                  std::optional<kit::Kit>* machine = nullptr);

// The --help sentence on schedules and mixes, shared by the three commands.
std::string schedule_help();

// Adds --plays first|second|alternate (simulate and compare) to `cmd`, storing into `seat`: the
// machine's side, whose results are counted, for a machine that plays both (simulate/training.h,
// Seat). The option returned counts whether it was given (not given: Training's default seat).
CLI::Option* add_plays_option(CLI::App& cmd, simulate::Seat& seat);

}  // namespace matchbox::cli
