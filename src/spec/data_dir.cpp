// SPDX-FileCopyrightText: 2026 The matchbox authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "spec/data_dir.h"

#include <algorithm>
#include <cstdlib>
#include <system_error>

#include "core/error.h"

namespace matchbox::spec {

namespace fs = std::filesystem;

fs::path executable_dir() {
  std::error_code error;
  const fs::path exe = fs::read_symlink("/proc/self/exe", error);
  return error ? fs::path() : exe.parent_path();
}

namespace {

bool holds_data(const fs::path& folder) {
  std::error_code error;
  return fs::is_directory(folder / "games", error);
}

}  // namespace

fs::path data_dir() {
  if (const char* env = std::getenv("MATCHBOX_DATA_DIR"); env && *env) {
    std::error_code error;
    if (!fs::is_directory(env, error))
      throw core::Error(std::string("MATCHBOX_DATA_DIR=") + env +
                        ": no such folder; expected the data folder that holds games/ and "
                        "templates/");
    return env;
  }
  const fs::path exe_dir = executable_dir();
  const fs::path installed = (exe_dir / ".." / "share" / MATCHBOX_PACKAGE).lexically_normal();
  const fs::path source_tree = exe_dir.parent_path();
  if (holds_data(installed)) return installed;
  if (holds_data(source_tree)) return source_tree;
  throw core::Error("cannot find matchbox's data folder (games/ and templates/): looked in " +
                    installed.string() + " and " + source_tree.string() +
                    "; reinstall matchbox, or set MATCHBOX_DATA_DIR to the folder");
}

bool names_a_file(const std::string& id_or_path) {
  const fs::path extension = fs::path(id_or_path).extension();
  return id_or_path.find('/') != std::string::npos || extension == ".yaml" || extension == ".yml";
}

std::vector<std::string> yaml_stems(const fs::path& folder) {
  std::vector<std::string> stems;
  std::error_code error;
  for (const auto& entry : fs::directory_iterator(folder, error))
    if (entry.is_regular_file() && entry.path().extension() == ".yaml")
      stems.push_back(entry.path().stem().string());
  std::sort(stems.begin(), stems.end());
  return stems;
}

bool is_file(const std::filesystem::path& path) {
  std::error_code error;
  return std::filesystem::is_regular_file(path, error);
}

}  // namespace matchbox::spec
