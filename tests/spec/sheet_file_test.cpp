// SPDX-FileCopyrightText: 2026 The matchbox authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "spec/sheet_file.h"

#include <catch2/catch.hpp>

#include "core/error.h"
#include "layout/label_grid.h"

using namespace matchbox;

namespace {

std::string load_error(const std::string& file) {
  try {
    spec::load_sheet(std::string(MATCHBOX_TEST_DATA) + "/" + file);
  } catch (const core::Error& e) {
    return e.what();
  }
  return "no error";
}

}  // namespace

TEST_CASE("every built-in sheet template loads and fits its paper", "[spec][layout]") {
  const auto ids = spec::sheet_ids();
  for (const char* id : {"a4-cut", "letter-cut", "a4-drawer", "avery-l7654", "avery-l4732",
                         "avery-l7651", "avery-6570", "avery-l7160", "avery-5160"}) {
    CHECK(std::find(ids.begin(), ids.end(), id) != ids.end());
  }
  for (const auto& id : ids) {
    INFO(id);
    const auto sheet = spec::load_sheet(id);
    CHECK(sheet.id == id);
    CHECK(layout::check_grid(sheet).empty());
    CHECK_FALSE(sheet.title.empty());
  }
}

TEST_CASE("sheet geometry is read from the built-in templates' YAML files", "[spec][layout]") {
  const auto l4732 = spec::load_sheet("avery-l4732");
  CHECK(l4732.paper == "A4");
  CHECK(l4732.label_width.to_mm() == Approx(35.6));
  CHECK(l4732.label_height.to_mm() == Approx(16.9));
  CHECK(l4732.nx * l4732.ny == 80);
  CHECK(l4732.dx.to_mm() == Approx(38.1));
  CHECK_FALSE(l4732.crop_marks);
  const auto us = spec::load_sheet("avery-6570");
  CHECK(us.paper == "US-Letter");
  CHECK(us.paper_width.to_mm() == Approx(215.9));
  CHECK(us.nx * us.ny == 32);
  const auto cut = spec::load_sheet("a4-cut");
  CHECK(cut.crop_marks);
  CHECK(cut.label_width.to_mm() == Approx(52));
  CHECK(cut.label_height.to_mm() == Approx(36));
  CHECK(spec::load_sheet("a4-drawer").content == layout::SheetTemplate::Content::kDrawer);
}

TEST_CASE("bad sheet files name file, line, key and what was expected", "[spec][layout]") {
  CHECK_THAT(load_error("bad_sheet_grid.yaml"), Catch::Contains("bad_sheet_grid.yaml:5:") &&
                                                    Catch::Contains("grid") &&
                                                    Catch::Contains("paper is only 210.0 mm wide"));
  CHECK_THAT(load_error("bad_sheet_unit.yaml"), Catch::Contains("bad_sheet_unit.yaml:5:") &&
                                                    Catch::Contains("label.width") &&
                                                    Catch::Contains("unit"));
  CHECK_THAT(load_error("bad_sheet_key.yaml"),
             Catch::Contains("bad_sheet_key.yaml:4:") && Catch::Contains("lable"));
  CHECK_THAT(load_error("bad_sheet_paper.yaml"),
             Catch::Contains(":2:") && Catch::Contains("A4|US-Letter") && Catch::Contains("A5"));
  CHECK_THAT(load_error("no_such_file.yaml"), Catch::Contains("no such sheet file"));
  CHECK_THROWS_WITH(spec::load_sheet("avery-l9999"), Catch::Contains("avery-l7654"));
}
