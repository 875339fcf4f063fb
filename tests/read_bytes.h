// SPDX-FileCopyrightText: 2026 The matchbox authors
// SPDX-License-Identifier: GPL-3.0-or-later

// A whole file's bytes, for tests that compare or search output files.
#pragma once

#include <filesystem>
#include <fstream>
#include <iterator>
#include <string>

namespace matchbox::testing {

// The file's contents, or "" if it cannot be read.
inline std::string read_bytes(const std::filesystem::path& path) {
  std::ifstream in(path, std::ios::binary);
  return {std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>()};
}

}  // namespace matchbox::testing
