// The options every command that takes a MACHINE shares: the machine name or path and
// `--set key=value` overrides (SPEC §8, §3.5).
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

// Adds the MACHINE positional and --set to `cmd`, storing into `options`.
void add_machine_options(CLI::App& cmd, MachineOptions& options);

// Loads the machine file with its overrides and its palette, and builds the kit.
// Throws core::Error on any bad input.
kit::Kit build_kit(const MachineOptions& options);

}  // namespace matchbox::cli
