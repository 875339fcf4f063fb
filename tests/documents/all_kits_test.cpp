// SPDX-FileCopyrightText: 2026 The matchbox authors
// SPDX-License-Identifier: GPL-3.0-or-later

// Every machine file in games/ prints on every sheet template (issue: "matchbox kit works for
// every machine file on every sheet template"). Labels are independent of each other, so each
// kit is cut to its first and last few boxes (the smallest and the most crowded pictures) to
// keep the test fast; the whole kits are built by the CLI tests and the benchmark.
#include <unistd.h>

#include <catch2/catch.hpp>
#include <filesystem>

#include "documents/labels_document.h"
#include "kit/build.h"
#include "render/label.h"
#include "spec/machine_file.h"
#include "spec/palette_file.h"
#include "spec/sheet_file.h"
#include "spec/texts.h"

namespace matchbox::render {
namespace {

namespace fs = std::filesystem;

kit::Kit sample_of(kit::Kit kit) {
  constexpr std::size_t kEach = 6;
  if (kit.boxes.size() > 2 * kEach)
    kit.boxes.erase(kit.boxes.begin() + kEach, kit.boxes.end() - kEach);
  return kit;
}

TEST_CASE("Every machine prints on every sheet template", "[render]") {
  const fs::path dir =
      fs::temp_directory_path() / ("matchbox-all-kits-" + std::to_string(getpid()));
  fs::create_directories(dir);
  const LabelWords words = label_words(spec::load_texts());
  for (const std::string& machine : spec::machine_names()) {
    const spec::MachineSpec s = spec::load_machine(machine);
    const kit::Kit kit = sample_of(kit::build(s, spec::load_palette(s.palette)));
    for (const std::string& sheet_id : spec::sheet_ids()) {
      INFO(machine << " on " << sheet_id);
      const auto files =
          documents::write_labels(kit, spec::load_sheet(sheet_id), {}, Format::kPdf, dir, words);
      REQUIRE(files.size() == 1);
      CHECK(fs::file_size(files[0]) > 1000);
    }
  }
  fs::remove_all(dir);
}

}  // namespace
}  // namespace matchbox::render
