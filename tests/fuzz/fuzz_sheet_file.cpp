// SPDX-FileCopyrightText: 2026 The matchbox authors
// SPDX-License-Identifier: GPL-3.0-or-later

// Fuzzes sheet templates (templates/sheets/*.yaml) and the label grid they describe.
#include "core/error.h"
#include "fuzz_util.h"
#include "layout/page_plan.h"
#include "spec/sheet_file.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  using namespace matchbox;
  const auto path = fuzz::write_input(data, size, "sheet.yaml");
  try {
    const layout::SheetTemplate sheet = spec::load_sheet(path.string());
    layout::plan_labels(100, sheet);
  } catch (const core::Error&) {
  }
  return 0;
}
