// SPDX-FileCopyrightText: 2026 The matchbox authors
// SPDX-License-Identifier: GPL-3.0-or-later

// Fuzzes machine files (games/*.yaml): load, validate, and build the kit's boxes under a small
// size guard so that every input finishes quickly.
#include "core/error.h"
#include "fuzz_util.h"
#include "kit/build.h"
#include "spec/machine_file.h"
#include "spec/palette_file.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  using namespace matchbox;
  const auto path = fuzz::write_input(data, size, "machine.yaml");
  try {
    spec::MachineSpec machine = spec::load_machine(path.string());
    machine.max_positions = 1000;
    kit::build(machine, spec::load_palette(machine.palette));
  } catch (const core::Error&) {
  }
  return 0;
}
