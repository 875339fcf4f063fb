// SPDX-FileCopyrightText: 2026 The matchbox authors
// SPDX-License-Identifier: GPL-3.0-or-later

// Helpers for the libFuzzer targets (tests/fuzz/, built with -DMATCHBOX_FUZZ=ON): the loaders
// read files, so each input is written to a file of its own in a scratch folder first. Only
// core::Error (a user error, reported as one line) may escape a loader; anything else, and
// every sanitizer report, is a finding.
#pragma once

#include <unistd.h>

#include <cstddef>
#include <cstdint>
#include <filesystem>
#include <fstream>
#include <string>

namespace matchbox::fuzz {

// A per-process scratch folder on tmpfs where there is one.
inline const std::filesystem::path& scratch() {
  static const std::filesystem::path dir = [] {
    const std::filesystem::path shm = "/dev/shm";
    const std::filesystem::path base =
        std::filesystem::is_directory(shm) ? shm : std::filesystem::temp_directory_path();
    std::filesystem::path d = base / ("matchbox-fuzz-" + std::to_string(::getpid()));
    std::filesystem::create_directories(d);
    return d;
  }();
  return dir;
}

// Writes the input to scratch()/name and returns the path.
inline std::filesystem::path write_input(const std::uint8_t* data, std::size_t size,
                                         const std::string& name) {
  const std::filesystem::path path = scratch() / name;
  std::ofstream(path, std::ios::binary | std::ios::trunc)
      .write(reinterpret_cast<const char*>(data), static_cast<std::streamsize>(size));
  return path;
}

inline std::string as_text(const std::uint8_t* data, std::size_t size) {
  return std::string(reinterpret_cast<const char*>(data), size);
}

}  // namespace matchbox::fuzz
