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
}

kit::Kit build_kit(const MachineOptions& options) {
  const spec::MachineSpec machine = spec::load_machine(options.machine, options.overrides);
  return kit::build(machine, spec::load_palette(machine.palette));
}

}  // namespace matchbox::cli
