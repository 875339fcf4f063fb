// SPDX-FileCopyrightText: 2026 The matchbox authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "spec/sheet_file.h"

#include <algorithm>
#include <filesystem>
#include <memory>

#include "core/error.h"
#include "layout/label_grid.h"
#include "spec/data_dir.h"
#include "spec/yaml_util.h"

namespace matchbox::spec {
namespace {

namespace fs = std::filesystem;
using layout::SheetTemplate;

fs::path sheets_dir() { return data_dir() / "templates" / "sheets"; }

enum class Paper { kA4, kLetter };
constexpr auto kPapers = core::make_enum_table<Paper>(std::pair{Paper::kA4, "A4"},
                                                      std::pair{Paper::kLetter, "US-Letter"});
constexpr auto kContents = core::make_enum_table<SheetTemplate::Content>(
    std::pair{SheetTemplate::Content::kFull, "full"},
    std::pair{SheetTemplate::Content::kDrawer, "drawer"});

fs::path resolve_sheet(const std::string& id_or_path) {
  if (names_a_file(id_or_path)) {
    if (!is_file(id_or_path)) throw core::Error(id_or_path + ": no such sheet file");
    return id_or_path;
  }
  const fs::path path = sheets_dir() / (id_or_path + ".yaml");
  if (is_file(path)) return path;
  throw core::Error("unknown sheet template '" + id_or_path +
                    "'; known templates: " + join(sheet_ids()));
}

core::Length decode_length(const YamlField& field, bool allow_zero) {
  field.require("a length with a unit, e.g. 52mm");
  std::string why;
  auto length = field.is_scalar() ? core::Length::parse(field.as_string(), &why) : std::nullopt;
  if (!length) field.fail_expected("a length with a unit (mm, cm, in, pt), e.g. 52mm");
  if (length->pt() < 0 || (!allow_zero && length->pt() == 0))
    field.fail_expected(allow_zero ? "a length of zero or more" : "a length above zero");
  return *length;
}

int decode_count(const YamlField& field) {
  field.require("a whole number of labels, 1 or more");
  int n = field.as_int();
  if (n < 1 || n > 1000) field.fail_expected("a whole number of labels from 1 to 1000");
  return n;
}

constexpr core::Length kMinLabelWidth = core::Length::mm(20);
constexpr core::Length kMinLabelHeight = core::Length::mm(10);

void decode_label(const YamlField& field, SheetTemplate& sheet) {
  field.require("a map {width, height, corner_radius}");
  if (!field.is_map()) field.fail_expected("a map {width, height, corner_radius}");
  field.check_keys({"width", "height", "corner_radius"});
  sheet.label_width = decode_length(field["width"], false);
  sheet.label_height = decode_length(field["height"], false);
  // Below this a label has no room for a board, its box number and a legible bead key.
  if (sheet.label_width.pt() < kMinLabelWidth.pt() - 1e-9)
    field["width"].fail_expected(
        "a label at least 20mm wide (smaller ones cannot be drawn "
        "legibly)");
  if (sheet.label_height.pt() < kMinLabelHeight.pt() - 1e-9)
    field["height"].fail_expected(
        "a label at least 10mm high (smaller ones cannot be drawn "
        "legibly)");
  if (field["corner_radius"].present())
    sheet.corner_radius = decode_length(field["corner_radius"], true);
}

void decode_grid(const YamlField& field, SheetTemplate& sheet) {
  field.require("a map {nx, ny, x0, y0, dx, dy}");
  if (!field.is_map()) field.fail_expected("a map {nx, ny, x0, y0, dx, dy}");
  field.check_keys({"nx", "ny", "x0", "y0", "dx", "dy"});
  sheet.nx = decode_count(field["nx"]);
  sheet.ny = decode_count(field["ny"]);
  sheet.x0 = decode_length(field["x0"], true);
  sheet.y0 = decode_length(field["y0"], true);
  // A single column or row needs no pitch.
  sheet.dx =
      field["dx"].present() || sheet.nx > 1 ? decode_length(field["dx"], false) : sheet.label_width;
  sheet.dy = field["dy"].present() || sheet.ny > 1 ? decode_length(field["dy"], false)
                                                   : sheet.label_height;
}

void decode_paper(const YamlField& field, SheetTemplate& sheet) {
  field.require(kPapers.choices());
  const Paper paper = field.as_enum(kPapers);
  sheet.paper = std::string(kPapers.name(paper));
  sheet.paper_width = paper == Paper::kA4 ? core::Length::mm(210) : core::Length::inches(8.5);
  sheet.paper_height = paper == Paper::kA4 ? core::Length::mm(297) : core::Length::inches(11);
}

}  // namespace

layout::SheetTemplate load_sheet(const std::string& id) {
  const fs::path path = resolve_sheet(id);
  const YAML::Node document = load_yaml_file(path);
  const YamlField root(document, std::make_shared<YamlSource>(path.string()));
  if (!root.is_map()) root.fail_expected("a map with title, paper, label and grid");
  root.check_keys({"title", "paper", "label", "grid", "crop_marks", "content"});
  SheetTemplate sheet;
  sheet.id = path.stem().string();
  sheet.title = root["title"].present() ? root["title"].as_string() : sheet.id;
  decode_paper(root["paper"], sheet);
  decode_label(root["label"], sheet);
  decode_grid(root["grid"], sheet);
  if (root["crop_marks"].present()) sheet.crop_marks = root["crop_marks"].as_bool();
  if (root["content"].present()) sheet.content = root["content"].as_enum(kContents);
  if (std::string why = layout::check_grid(sheet); !why.empty()) root["grid"].fail(why);
  return sheet;
}

std::vector<std::string> sheet_ids() { return yaml_stems(sheets_dir()); }

}  // namespace matchbox::spec
