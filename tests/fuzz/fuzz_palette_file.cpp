// SPDX-FileCopyrightText: 2026 The matchbox authors
// SPDX-License-Identifier: GPL-3.0-or-later

// Fuzzes palettes (templates/palettes/*.yaml).
#include "core/error.h"
#include "fuzz_util.h"
#include "spec/palette_file.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  using namespace matchbox;
  const auto path = fuzz::write_input(data, size, "palette.yaml");
  try {
    spec::load_palette(path.string());
  } catch (const core::Error&) {
  }
  return 0;
}
