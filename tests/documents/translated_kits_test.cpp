// SPDX-FileCopyrightText: 2026 The matchbox authors
// SPDX-License-Identifier: GPL-3.0-or-later

// Every shipped language's kit still fits (docs/translations.md): for every machine in games/,
// the instruction sheet is one page (the turned box's example alone may go on a second), the
// score sheet one page, the pupils' worksheet at most
// three, and no more labels break a legibility rule on the default
// sheet template than in English. One test case per language with a catalogue, registered at
// start-up from the catalogues built (spec::languages()), so that a language added later is
// covered without editing this file.
#include <catch2/catch.hpp>
#include <map>

#include "core/translation.h"
#include "documents/instruction_pages.h"
#include "documents/instructions.h"
#include "documents/score_sheet.h"
#include "documents/worksheet.h"
#include "documents/worksheet_answers.h"
#include "machine_cases.h"
#include "render/legibility.h"
#include "render/render_test_util.h"
#include "spec/languages.h"
#include "spec/machine_file.h"
#include "spec/sheet_file.h"

using namespace matchbox;

namespace {

const char* const kSheet = "a4-cut";  // The default sheet template (`kit --sheet`).

// Labels that break a rule, by machine, in the language in force.
std::map<std::string, std::size_t> label_problem_counts() {
  const spec::Texts texts = spec::load_texts();
  const render::LabelWords words = render::label_words(texts);
  std::map<std::string, std::size_t> out;
  for (const std::string& name : spec::machine_names())
    out[name] =
        render::label_problems(test::machine_kit(name), spec::load_sheet(kSheet), words).size();
  return out;
}

// A machine's worksheet answers (no words in them: the same in every language), worked out once.
const documents::WorksheetAnswers& worksheet_answers(const std::string& machine) {
  static std::map<std::string, documents::WorksheetAnswers> answers;
  auto it = answers.find(machine);
  if (it == answers.end())
    it = answers.emplace(machine, documents::worksheet_answers(test::machine_kit(machine))).first;
  return it->second;
}

void check_language(const std::string& code) {
  static const bool bound = [] {
    core::use_catalogues(spec::catalogue_dir());
    return true;
  }();
  (void)bound;
  static const std::map<std::string, std::size_t> english = [] {
    core::LanguageScope scope("en");
    return label_problem_counts();
  }();
  core::LanguageScope scope(code);
  const spec::Texts texts = spec::load_texts();
  test::ScratchDir dir("translated-" + code);
  for (const std::string& name : spec::machine_names()) {
    INFO(name << " in " << code);
    const kit::Kit kit = test::machine_kit(name);
    const auto files = documents::write_instructions(kit, texts, render::Format::kPdf, dir.path());
    REQUIRE(files.size() == 1);
    test::check_instruction_pages(files[0], texts);
    // The score sheet and the pupils' worksheet keep the lengths the English tests ask for.
    const auto sheet = documents::write_score_sheet(kit, texts, render::Format::kPdf, dir.path());
    REQUIRE(sheet.size() == 1);
    CHECK(test::pdf_pages(sheet[0]) == 1);
    const auto worksheet = documents::write_worksheet(kit, worksheet_answers(name), texts,
                                                      render::Format::kPdf, dir.path());
    REQUIRE(worksheet.size() == 2);
    CHECK(test::pdf_pages(worksheet[0]) <= 3);
  }
  for (const auto& [name, problems] : label_problem_counts()) {
    INFO(name << " in " << code << " on " << kSheet);
    CHECK(problems <= english.at(name));
  }
}

std::vector<std::string> translated_languages() {
  std::vector<std::string> codes = spec::languages();
  codes.erase(codes.begin());  // Every language but English.
  return codes;
}

const bool kLanguageCases =
    testing::register_cases("every machine's sheets keep their pages and its labels read",
                            "[i18n][pages]", translated_languages(), check_language);

}  // namespace

TEST_CASE("matchbox ships catalogues for German, Spanish, French and Ukrainian", "[i18n]") {
  const std::vector<std::string> codes = spec::languages();
  CHECK(codes == std::vector<std::string>{"en", "de", "es", "fr", "uk"});
}
