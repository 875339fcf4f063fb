// SPDX-FileCopyrightText: 2026 The matchbox authors
// SPDX-License-Identifier: GPL-3.0-or-later

// Helpers for the render tests: kits built from the shipped machine files, scratch folders.
#pragma once

#include <unistd.h>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <string>

#include "kit/build.h"
#include "read_bytes.h"
#include "spec/machine_file.h"
#include "spec/palette_file.h"
#include "spec/texts.h"

namespace matchbox::test {

// The kit's texts (templates/texts/*.yaml), loaded once.
inline const spec::Texts& texts() {
  static const spec::Texts t = spec::load_texts();
  return t;
}

inline kit::Kit machine_kit(const std::string& name) {
  const spec::MachineSpec spec = spec::load_machine(name);
  return kit::build(spec, spec::load_palette(spec.palette));
}

// A fresh empty folder under the system temp folder, removed with everything in it.
class ScratchDir {
 public:
  explicit ScratchDir(const std::string& name) {
    static int counter = 0;
    path_ =
        std::filesystem::temp_directory_path() /
        ("matchbox-" + name + "-" + std::to_string(::getpid()) + "-" + std::to_string(counter++));
    std::filesystem::remove_all(path_);
    std::filesystem::create_directories(path_);
  }
  ~ScratchDir() {
    std::error_code ec;
    std::filesystem::remove_all(path_, ec);
  }
  ScratchDir(const ScratchDir&) = delete;
  ScratchDir& operator=(const ScratchDir&) = delete;
  const std::filesystem::path& path() const { return path_; }
  // Names of the files in the folder (temporary files included), sorted.
  std::vector<std::string> files() const {
    std::vector<std::string> out;
    for (const auto& e : std::filesystem::directory_iterator(path_))
      out.push_back(e.path().filename().string());
    std::sort(out.begin(), out.end());
    return out;
  }

 private:
  std::filesystem::path path_;
};

using testing::read_bytes;

// Pages in a Cairo PDF: one "/Type /Page" object per page ("/Type /Pages" is the tree).
inline int pdf_pages(const std::filesystem::path& path) {
  const std::string pdf = read_bytes(path);
  int n = 0;
  for (std::size_t at = pdf.find("/Type /Page"); at != std::string::npos;
       at = pdf.find("/Type /Page", at + 1))
    if (pdf.compare(at, 12, "/Type /Pages") != 0) ++n;
  return n;
}

}  // namespace matchbox::test
