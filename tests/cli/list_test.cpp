// SPDX-FileCopyrightText: 2026 The matchbox authors
// SPDX-License-Identifier: GPL-3.0-or-later

// `matchbox list`: each column starts at one place on every row of its section, and
// `list KIND --names` (what the bash completion reads) gives the first column of `list KIND`.
#include <catch2/catch.hpp>
#include <sstream>

#include "cli/run_command.h"

namespace matchbox::testing {
namespace {

// The characters (UTF-8 code points) of `s` before byte `bytes`.
std::size_t chars_before(const std::string& s, std::size_t bytes) {
  std::size_t n = 0;
  for (std::size_t i = 0; i < bytes; ++i) n += (static_cast<unsigned char>(s[i]) & 0xC0) != 0x80;
  return n;
}

TEST_CASE("matchbox list: the columns of each section line up", "[cli]") {
  for (const char* what : {"machines", "sheets", "palettes", "languages"}) {
    const CommandResult r = run_matchbox(std::string("list ") + what);
    REQUIRE(r.exit_code == 0);
    std::istringstream in(r.out);
    std::string line;
    std::getline(in, line);  // The heading.
    std::size_t column = 0;  // Where the second column starts on the first row.
    std::size_t last = 0;    // Where the machines' last column (the game, one word) starts.
    int rows = 0;
    while (std::getline(in, line) && line.rfind("  ", 0) == 0 && line.rfind("  (", 0) != 0) {
      INFO(what << ": " << line);
      // The first column is a name without spaces; the next starts after the run of spaces.
      const std::size_t gap = line.find(' ', 2);
      const std::size_t next = line.find_first_not_of(' ', gap);
      REQUIRE(next != std::string::npos);
      CHECK(next - gap >= 2);
      const std::size_t game = chars_before(line, line.rfind(' ') + 1);
      if (rows++ == 0) {
        column = chars_before(line, next);
        last = game;
      }
      CHECK(chars_before(line, next) == column);
      if (std::string(what) == "machines") CHECK(game == last);
    }
    CHECK(rows > 1);
  }
}

TEST_CASE("matchbox list KIND --names: the names of its section, one a line", "[cli]") {
  for (const char* what : {"machines", "sheets", "palettes", "languages"}) {
    INFO(what);
    const CommandResult listed = run_matchbox(std::string("--lang de list ") + what);
    const CommandResult names = run_matchbox(std::string("list ") + what + " --names");
    REQUIRE(listed.exit_code == 0);
    REQUIRE(names.exit_code == 0);
    std::istringstream in(listed.out);
    std::string line, first_column;
    std::getline(in, line);  // The heading.
    while (std::getline(in, line) && line.rfind("  ", 0) == 0 && line.rfind("  (", 0) != 0)
      first_column += line.substr(2, line.find(' ', 2) - 2) + "\n";
    CHECK(names.out == first_column);
    CHECK(first_column.size() > 4);
  }
  CHECK(run_matchbox("list --names").exit_code == 2);  // Names of one kind only.
}

}  // namespace
}  // namespace matchbox::testing
