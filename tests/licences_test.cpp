// SPDX-FileCopyrightText: 2026 The matchbox authors
// SPDX-License-Identifier: GPL-3.0-or-later

// The licence check (.ci/licences, `reuse lint`) on a copy of the repository's files: it passes
// as the repository is, and fails, naming the file, as soon as a file without an SPDX header or
// a line of .reuse/dep5 is added. Needs git and Debian's `reuse` (README command 2 installs it).
#include <catch2/catch.hpp>
#include <fstream>

#include "cli/run_command.h"

namespace {

namespace fs = std::filesystem;
using matchbox::testing::fresh_dir;
using matchbox::testing::shell_output;

// `bash .ci/licences DIR`: its exit status and what it wrote on stderr.
std::pair<int, std::string> licence_check(const fs::path& dir) {
  const std::string out =
      shell_output("bash .ci/licences '" + dir.string() + "' 2>&1; echo \"$?\"");
  const std::size_t last = out.find_last_of('\n', out.size() - 2);
  const std::string status = out.substr(last == std::string::npos ? 0 : last + 1);
  return {std::stoi(status), out};
}

}  // namespace

TEST_CASE("The licence check fails on a new file without an SPDX header and names it",
          "[licences]") {
  const fs::path copy = fresh_dir("licences");
  // The tracked files only, as on a clean clone.
  shell_output("git ls-files -z | xargs -0 cp --parents -t '" + copy.string() + "'");
  REQUIRE(fs::exists(copy / "LICENSES" / "GPL-3.0-or-later.txt"));
  CHECK(licence_check(copy).first == 0);

  const fs::path added = copy / "src" / "core" / "new_idea.cpp";
  std::ofstream(added) << "// A new idea, with no licence yet.\nint answer() { return 42; }\n";
  const auto [failed, said] = licence_check(copy);
  CHECK(failed != 0);
  CHECK_THAT(said, Catch::Contains("src/core/new_idea.cpp"));

  // (The tags are split so that the check does not read them as this file's own.)
  std::ofstream(added) << "// SPDX"
                          "-FileCopyrightText: 2026 The matchbox authors\n"
                          "// SPDX"
                          "-License-Identifier: GPL-3.0-or-later\n\n"
                          "int answer() { return 42; }\n";
  CHECK(licence_check(copy).first == 0);
  fs::remove_all(copy);
}
