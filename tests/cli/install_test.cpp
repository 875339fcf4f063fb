// SPDX-FileCopyrightText: 2026 The matchbox authors
// SPDX-License-Identifier: GPL-3.0-or-later
// `cmake --install` into a prefix of one's own (README, "Install"; cmake/install.cmake): the
// installed matchbox finds its data in share/matchbox-machines and its catalogues in
// share/locale/<code>/LC_MESSAGES/matchbox-machines.mo, with no build folder beside it.
#include <catch2/catch.hpp>
#include <filesystem>

#include "cli/run_command.h"
#include "spec/languages.h"

using namespace matchbox;
using Catch::Matchers::Contains;
namespace fs = std::filesystem;

TEST_CASE("an installed tree finds its data and speaks every language built", "[install]") {
  const fs::path prefix = testing::fresh_dir("install");
  const std::string build = fs::absolute(fs::path(MATCHBOX_BINARY).parent_path()).string();
  REQUIRE(testing::shell_output("cmake --install " + build + " --prefix " + prefix.string() +
                                " > /dev/null 2>&1; echo $?") == "0\n");
  CHECK(fs::is_directory(prefix / "share" / "matchbox-machines" / "games"));
  CHECK(fs::is_directory(prefix / "share" / "matchbox-machines" / "templates" / "texts"));
  const std::vector<std::string> languages = spec::languages();  // The build folder's.
  REQUIRE(languages.size() >= 5);
  std::string list;
  for (const std::string& code : languages) {
    list += (list.empty() ? "" : ", ") + code;
    if (code != "en")
      CHECK(fs::is_regular_file(prefix / "share" / "locale" / code / "LC_MESSAGES" /
                                "matchbox-machines.mo"));
  }
  // Run from elsewhere, with nothing in the environment pointing at the data.
  const std::string run = "cd / && env -u MATCHBOX_DATA_DIR -u LANGUAGE LC_ALL=C.UTF-8 " +
                          (prefix / "bin" / "matchbox").string();
  CHECK(testing::shell_output(run + " --lang tlh list 2>&1") ==
        "matchbox: --lang tlh: expected one of " + list + "\n");
  const std::string english = testing::shell_output(run + " list 2>&1");
  CHECK_THAT(english, Contains("menace"));
  for (const std::string& code : languages)
    if (code != "en") {
      INFO(code);
      const std::string translated = testing::shell_output(run + " --lang " + code + " list");
      CHECK_THAT(translated, Contains("menace"));
      CHECK(translated != english);
    }
  fs::remove_all(prefix);
}
