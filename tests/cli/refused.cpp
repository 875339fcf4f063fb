// SPDX-FileCopyrightText: 2026 The matchbox authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "cli/refused.h"

#include <catch2/catch.hpp>
#include <fstream>

#include "cli/run_command.h"
#include "read_bytes.h"

namespace matchbox::testing {

void write_file(const std::filesystem::path& file, const std::string& text) {
  std::ofstream(file, std::ios::binary | std::ios::trunc) << text;
}

void check_refused(const std::filesystem::path& file, const std::string& args,
                   const std::string& expected) {
  const std::string before = read_bytes(file);
  const CommandResult r = run_matchbox(args);
  INFO(args << "\n" << r.err);
  CHECK(r.exit_code == 1);
  CHECK(r.err.find(expected) != std::string::npos);
  REQUIRE(!r.err.empty());
  CHECK(r.err.find('\n') == r.err.size() - 1);
  CHECK(read_bytes(file) == before);
}

}  // namespace matchbox::testing
