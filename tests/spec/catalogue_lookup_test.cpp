// SPDX-FileCopyrightText: 2026 The matchbox authors
// SPDX-License-Identifier: GPL-3.0-or-later
// How gettext finds matchbox's catalogues (core/translation.h): one text domain,
// matchbox-machines, in the folder <code>/LC_MESSAGES of each language, chosen per lookup, so
// that threads speak different languages at once and nothing else in the process, nor a program
// it starts, sees the language gettext was asked for.
#include <catch2/catch.hpp>
#include <cstdlib>
#include <fstream>
#include <map>
#include <thread>

#include "cli/run_command.h"
#include "core/translation.h"
#include "spec/languages.h"
#include "spec/translated_languages.h"

using namespace matchbox;

namespace {

std::string black_in_force() { return core::tr("colour", "black"); }

}  // namespace

TEST_CASE("the catalogues are found in the layout gettext expects", "[i18n]") {
  const std::vector<std::string> codes = testing::translated_languages();
  REQUIRE(codes.size() >= 4);
  for (const std::string& code : codes) {
    INFO(code);
    CHECK(std::filesystem::is_regular_file(spec::catalogue_dir() / code / "LC_MESSAGES" /
                                           "matchbox-machines.mo"));
    const core::LanguageScope scope(code);
    CHECK(black_in_force() != "black");
  }
  // A folder of the same layout holding other programs' catalogues only adds no language.
  const std::filesystem::path other = testing::fresh_dir("other-catalogues");
  std::filesystem::create_directories(other / "de" / "LC_MESSAGES");
  std::ofstream(other / "de" / "LC_MESSAGES" / "coreutils.mo") << "";
  CHECK(core::catalogue_languages(other).empty());
  std::filesystem::remove_all(other);
}

TEST_CASE("threads speak different languages at the same time", "[i18n]") {
  const std::vector<std::string> codes = testing::translated_languages();
  std::map<std::string, std::string> expected;
  for (const std::string& code : codes) {
    const core::LanguageScope scope(code);
    expected[code] = black_in_force();
  }
  std::map<std::string, int> wrong;
  for (const std::string& code : codes) wrong[code] = 0;
  std::vector<std::thread> threads;
  for (const std::string& code : codes)
    threads.emplace_back([&, code] {
      const core::LanguageScope scope(code);
      for (int i = 0; i < 2000; ++i) wrong[code] += black_in_force() != expected[code];
    });
  for (std::thread& t : threads) t.join();
  for (const std::string& code : codes) {
    INFO(code);
    CHECK(wrong[code] == 0);
  }
}

TEST_CASE("the language gettext looks in is set for the lookup only", "[i18n]") {
  const std::vector<std::string> codes = testing::translated_languages();
  REQUIRE(!codes.empty());
  const core::LanguageScope scope(codes.front());
  const std::string translation = black_in_force();
  CHECK(translation != "black");
  // Not left to a program matchbox starts, nor to another library's gettext.
  const char* language = std::getenv("LANGUAGE");
  CHECK(std::string(language == nullptr ? "" : language).empty());
  CHECK(testing::shell_output("printf '[%s]' \"$LANGUAGE\"") == "[]");
  // A LANGUAGE set or removed by someone else does not turn the translations off.
  setenv("LANGUAGE", "tlh", 1);
  CHECK(black_in_force() == translation);
  unsetenv("LANGUAGE");
  CHECK(black_in_force() == translation);
}
