// SPDX-FileCopyrightText: 2026 The matchbox authors
// SPDX-License-Identifier: GPL-3.0-or-later

// The options every command that takes a MACHINE shares: the machine name or path and
// `--set key=value` overrides (docs/notation.md; docs/machine-files.md).
#pragma once

#include <CLI/CLI.hpp>
#include <cstdint>
#include <string>
#include <vector>

#include "kit/kit.h"
#include "spec/machine_spec.h"

namespace matchbox::cli {

struct MachineOptions {
  std::string machine;
  std::vector<std::string> overrides;
  std::int64_t max_positions = spec::kDefaultMaxPositions;  // --max-positions.
};

// The transform for an enum option whose words come from `table` (core/enum_table.h, a
// constant with static storage): help and errors list the words ("one of pdf|svg|png"), and
// the word is handed on to CLI11 as the enumerator's number.
template <typename Table>
CLI::Validator enum_words(const Table& table) {
  return CLI::Validator(
      [&table](std::string& value) -> std::string {
        const auto parsed = table.parse(value);
        if (!parsed) return "'" + value + "' is not one of " + table.choices();
        value = std::to_string(static_cast<int>(*parsed));
        return {};
      },
      "one of " + table.choices());
}

// Adds the MACHINE positional, --set and --max-positions to `cmd`, storing into `options`.
void add_machine_options(CLI::App& cmd, MachineOptions& options);

// Adds --max-positions (the size guard of analysis/position_limit.h) to `cmd`.
void add_max_positions_option(CLI::App& cmd, std::int64_t& max_positions);

// Loads the machine file with its overrides and its palette, and builds the kit.
// Throws core::Error on any bad input, or if the game is larger than its size guard
// allows (analysis/position_limit.h).
kit::Kit build_kit(const MachineOptions& options);

}  // namespace matchbox::cli
