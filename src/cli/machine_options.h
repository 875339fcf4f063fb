// The options every command that takes a MACHINE shares: the machine name or path and
// `--set key=value` overrides (docs/notation.md; docs/machine-files.md).
#pragma once

#include <CLI/CLI.hpp>
#include <string>
#include <vector>

#include "kit/kit.h"

namespace matchbox::cli {

struct MachineOptions {
  std::string machine;
  std::vector<std::string> overrides;
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

// Adds the MACHINE positional and --set to `cmd`, storing into `options`.
void add_machine_options(CLI::App& cmd, MachineOptions& options);

// Loads the machine file with its overrides and its palette, and builds the kit.
// Throws core::Error on any bad input.
kit::Kit build_kit(const MachineOptions& options);

}  // namespace matchbox::cli
