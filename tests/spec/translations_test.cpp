// SPDX-FileCopyrightText: 2026 The matchbox authors
// SPDX-License-Identifier: GPL-3.0-or-later

// Translations (docs/translations.md): the message catalogue template holds every text matchbox
// prints, every shipped language translates all of it, and every machine's kit still fits its
// pages in every shipped language.
#include <catch2/catch.hpp>
#include <cstdlib>
#include <filesystem>
#include <regex>

#include "cli/run_command.h"
#include "core/error.h"
#include "core/translation.h"
#include "spec/languages.h"
#include "spec/machine_file.h"
#include "spec/texts.h"
#include "spec/translated_languages.h"

using namespace matchbox;
namespace fs = std::filesystem;

namespace {

const std::string kBuild = fs::path(MATCHBOX_TEXTS_POT).parent_path().string();

}  // namespace

TEST_CASE("po/matchbox.pot holds every text of the kit as it is now", "[i18n]") {
  const std::string out =
      testing::shell_output("bash po/update.sh --check " + kBuild + " 2>&1; echo exit=$?");
  CHECK(out == "exit=0\n");
}

TEST_CASE("every shipped language translates every message, none fuzzy", "[i18n]") {
  const fs::path dir = testing::fresh_dir("po-statistics");
  REQUIRE(testing::translated_languages().size() >=
          4);  // German, Spanish, French and Ukrainian at least.
  for (const std::string& code : testing::translated_languages()) {
    INFO(code);
    // Merged with the template first: a message added to the template and not yet translated
    // counts as untranslated even before po/update.sh brings it into the language's file.
    const std::string merged = (dir / (code + ".po")).string();
    const std::string stats = testing::shell_output(
        "msgmerge --quiet po/" + code + ".po po/matchbox.pot -o " + merged +
        " 2>&1 && msgfmt --check --statistics -o /dev/null " + merged + " 2>&1");
    CHECK(std::regex_match(stats, std::regex("[0-9]+ translated messages?\\.\n")));
  }
  fs::remove_all(dir);
}

TEST_CASE("the option --lang takes a shipped language, with or without a region", "[i18n]") {
  CHECK(spec::check_language("en") == "en");
  CHECK(spec::check_language("EN_gb") == "en");
  for (const std::string& code : testing::translated_languages()) {
    CHECK(spec::check_language(code) == code);
    CHECK(spec::check_language(code + "-XY") == code);
  }
  CHECK_THROWS_WITH(spec::check_language("xx"),
                    Catch::Matchers::StartsWith("--lang xx: expected one of en"));
  CHECK_THROWS_AS(spec::check_language(""), core::Error);
  const auto bad = testing::run_matchbox("kit her --lang tlh -o /dev/null");
  CHECK(bad.exit_code == 1);
  CHECK(bad.err.rfind("matchbox: --lang tlh: expected one of en", 0) == 0);
}

TEST_CASE("the environment's language, as gettext reads it", "[i18n]") {
  const std::vector<std::string> codes = testing::translated_languages();
  const std::string other = codes.empty() ? "en" : codes.front();
  auto with = [](const char* language, const char* all, const char* lang) {
    auto put = [](const char* name, const char* value) {
      value ? setenv(name, value, 1) : unsetenv(name);
    };
    put("LANGUAGE", language);
    put("LC_ALL", all);
    put("LC_MESSAGES", nullptr);
    put("LANG", lang);
    const std::string code = spec::environment_language();
    put("LANGUAGE", nullptr);
    put("LC_ALL", nullptr);
    put("LANG", "C.UTF-8");
    return code;
  };
  CHECK(with(nullptr, nullptr, "C.UTF-8") == "en");
  CHECK(with(nullptr, nullptr, (other + "_XY.UTF-8").c_str()) == other);
  CHECK(with(("tlh:" + other).c_str(), nullptr, "C") == other);      // The first one it speaks.
  CHECK(with(nullptr, "C", (other + "_XY.UTF-8").c_str()) == "en");  // LC_ALL comes first.
}

TEST_CASE("a language's texts: every key, its own words, plural forms by count", "[i18n]") {
  const spec::Texts english = spec::load_texts();
  const std::vector<spec::TextSource> sources = spec::text_sources();
  for (const std::string& code : testing::translated_languages()) {
    INFO(code);
    core::LanguageScope scope(code);
    const spec::Texts texts = spec::load_texts();
    CHECK(texts.entries.size() == english.entries.size());
    // Every text a reader sees is in the language, but for a few that read the same in every
    // language (separators, "{code} {move}", "MENACE"): about one in ten.
    int same = 0;
    for (const spec::TextSource& source : sources)
      if (source.plural.empty()) same += texts.entries.at(source.key) == source.text;
    CHECK(same * 5 < static_cast<int>(sources.size()));
    const spec::Plural beads = texts.plural("labels.beads");
    CHECK(beads.pick(1) != beads.one);
    CHECK(beads.pick(5) != beads.other);
  }
  core::LanguageScope scope("en");
  CHECK(english.plural("labels.beads").pick(1) == "{n} bead");
  CHECK(english.plural("labels.beads").pick(0) == "{n} beads");
}

TEST_CASE("kit --lang and the environment's language reach the printed pages", "[i18n][cli]") {
  const std::vector<std::string> codes = testing::translated_languages();
  REQUIRE(!codes.empty());
  const fs::path dir = testing::fresh_dir("kit-lang");
  // The first words of HER's description, as the instruction sheet prints them.
  auto opening = [](const std::string& code) {
    core::LanguageScope scope(code);
    const std::string description = spec::load_machine("her").description;
    std::size_t end = 0;
    for (int words = 0; words < 3 && end != std::string::npos; ++words)
      end = description.find(' ', end + 1);
    return description.substr(0, end);
  };
  // The instruction sheet's text, of `matchbox kit her` run with `env` before it and `flag`
  // after it.
  auto printed = [&](const std::string& env, const std::string& flag) {
    const std::string out = (dir / "her").string();
    return testing::shell_output(env + " " + MATCHBOX_BINARY + " kit her -o " + out + flag +
                                 " > /dev/null && pdftotext " + out + "/instructions.pdf -");
  };
  for (const std::string& code : codes) {
    INFO(code);
    REQUIRE(opening(code) != opening("en"));
    CHECK(printed("", " --lang " + code).find(opening(code)) != std::string::npos);
    CHECK(printed("LANG=" + code + "_XY.UTF-8", "").find(opening(code)) != std::string::npos);
  }
  CHECK(printed("LANGUAGE=" + codes.front(), " --lang en").find(opening("en")) !=
        std::string::npos);
  fs::remove_all(dir);
}

TEST_CASE("a simulated learning curve's plot speaks the language asked for", "[i18n][cli]") {
  const fs::path dir = testing::fresh_dir("plot-lang");
  for (const std::string& code : testing::translated_languages()) {
    INFO(code);
    std::string axis;
    {
      core::LanguageScope scope(code);
      axis = core::tr("plot", "Game");
    }
    REQUIRE(axis != "Game");
    const std::string plot = (dir / (code + ".pdf")).string();
    const std::string text = testing::shell_output(
        std::string(MATCHBOX_BINARY) + " simulate her --games 40 --runs 2 --lang " + code +
        " --plot " + plot + " > /dev/null && pdftotext " + plot + " -");
    CHECK(text.find(axis) != std::string::npos);
  }
  fs::remove_all(dir);
}
