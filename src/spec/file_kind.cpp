// SPDX-FileCopyrightText: 2026 The matchbox authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "spec/file_kind.h"

#include <yaml-cpp/yaml.h>

#include "spec/yaml_util.h"

namespace matchbox::spec {

namespace fs = std::filesystem;

FileKind file_kind(const fs::path& file) {
  const fs::path parent = fs::absolute(file).lexically_normal().parent_path();
  for (fs::path dir = parent; !dir.empty(); dir = dir.parent_path()) {
    if (dir.filename() == "palettes") return FileKind::kPalette;
    if (dir.filename() == "sheets") return FileKind::kSheet;
    if (dir.filename() == "texts") return FileKind::kTexts;
    if (dir == dir.root_path()) break;
  }
  const YAML::Node root = load_yaml_file(file);
  if (!root.IsMap() || root["game"]) return FileKind::kMachine;
  if (root["colours"]) return FileKind::kPalette;
  if (root["grid"] || root["label"]) return FileKind::kSheet;
  return FileKind::kMachine;
}

}  // namespace matchbox::spec
