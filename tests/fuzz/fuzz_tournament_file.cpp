// SPDX-FileCopyrightText: 2026 The matchbox authors
// SPDX-License-Identifier: GPL-3.0-or-later

// Fuzzes tournament files (the tracker's books), parsed and written back.
#include "core/error.h"
#include "fuzz_util.h"
#include "spec/tournament_file.h"
#include "tracker/tournament.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  using namespace matchbox;
  try {
    const tracker::Tournament t = spec::parse_tournament(fuzz::as_text(data, size), "fuzz.yaml");
    spec::parse_tournament(spec::tournament_to_yaml(t), "fuzz.yaml");
  } catch (const core::Error&) {
  }
  return 0;
}
