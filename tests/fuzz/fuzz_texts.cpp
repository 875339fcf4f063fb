// SPDX-FileCopyrightText: 2026 The matchbox authors
// SPDX-License-Identifier: GPL-3.0-or-later

// Fuzzes the text files (templates/texts/*.yaml): the input is the only text file of a scratch
// data folder; every text it defines is then filled with sample arguments, as the documents
// fill them.
#include <cstdlib>

#include "core/error.h"
#include "fuzz_util.h"
#include "render/page_flow.h"
#include "spec/texts.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  using namespace matchbox;
  static const bool ready = [] {
    std::filesystem::create_directories(fuzz::scratch() / "templates" / "texts");
    ::setenv("MATCHBOX_DATA_DIR", fuzz::scratch().c_str(), 1);
    return true;
  }();
  (void)ready;
  fuzz::write_input(data, size, "templates/texts/fuzz.yaml");
  try {
    const spec::Texts texts = spec::load_texts();
    for (const auto& [key, text] : texts.entries) {
      try {
        render::fill(texts, key, {{"n", 3}, {"name", std::string("MENACE")}});
      } catch (const core::Error&) {
      }
    }
  } catch (const core::Error&) {
  }
  return 0;
}
