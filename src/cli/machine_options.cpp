// SPDX-FileCopyrightText: 2026 The matchbox authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "cli/machine_options.h"

#include "kit/build.h"
#include "spec/machine_file.h"
#include "spec/palette_file.h"

namespace matchbox::cli {

void add_machine_options(CLI::App& cmd, MachineOptions& options) {
  cmd.add_option("MACHINE", options.machine,
                 "A machine name from games/ (menace, her, ...) or a path to a machine file")
      ->required();
  cmd.add_option("--set", options.overrides,
                 "Override a machine-file value, e.g. --set symmetry=positions "
                 "(dotted keys for nested values; repeatable)")
      ->expected(1)
      ->multi_option_policy(CLI::MultiOptionPolicy::TakeAll);
  add_max_positions_option(cmd, options.max_positions);
}

void add_max_positions_option(CLI::App& cmd, std::int64_t& max_positions) {
  cmd.add_option("--max-positions", max_positions,
                 "Refuse a game with more reachable positions than this, in place of the default "
                 "size guard (about 5 s of walking or 2 GiB of memory); raise it for a big board")
      ->check(CLI::Range(std::int64_t{1}, std::int64_t{1'000'000'000}));
}

kit::Kit build_kit(const MachineOptions& options) {
  spec::MachineSpec machine = spec::load_machine(options.machine, options.overrides);
  machine.max_positions = options.max_positions;
  return kit::build(machine, spec::load_palette(machine.palette));
}

}  // namespace matchbox::cli
