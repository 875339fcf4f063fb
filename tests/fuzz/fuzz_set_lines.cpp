// SPDX-FileCopyrightText: 2026 The matchbox authors
// SPDX-License-Identifier: GPL-3.0-or-later

// Fuzzes `--set key=value` lines: each input line is one override applied to HER's machine
// file, which is then validated and built under a small size guard.
#include <sstream>
#include <string>
#include <vector>

#include "core/error.h"
#include "fuzz_util.h"
#include "kit/build.h"
#include "spec/machine_file.h"
#include "spec/palette_file.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  using namespace matchbox;
  std::vector<std::string> lines;
  std::istringstream in(fuzz::as_text(data, size));
  for (std::string line; std::getline(in, line);) lines.push_back(line);
  try {
    spec::MachineSpec machine = spec::load_machine("her", lines);
    machine.max_positions = 1000;
    kit::build(machine, spec::load_palette(machine.palette));
  } catch (const core::Error&) {
  }
  return 0;
}
