// SPDX-FileCopyrightText: 2026 The matchbox authors
// SPDX-License-Identifier: GPL-3.0-or-later

// How many pages an instruction sheet may take (documents/instructions.h): one, an operator card,
// or two where the turned box's worked example alone goes on the second; read back with
// pdftotext, in the language of `texts`.
#pragma once

#include <algorithm>
#include <catch2/catch.hpp>
#include <filesystem>
#include <string>

#include "cli/run_command.h"
#include "render/render_test_util.h"
#include "spec/texts.h"

namespace matchbox::test {

inline void check_instruction_pages(const std::filesystem::path& pdf, const spec::Texts& texts) {
  const int pages = pdf_pages(pdf);
  CHECK(pages <= 2);
  if (pages == 1) return;
  const std::string turned = texts.at("instructions.turning.heading");
  const std::string last = texts.at("instructions.record.heading");
  const std::string file = "'" + pdf.string() + "'";
  // One line per page: a heading may wrap.
  const auto page = [&](const std::string& range) {
    std::string text = testing::shell_output("pdftotext -enc UTF-8 " + range + " " + file + " -");
    std::replace(text.begin(), text.end(), '\n', ' ');
    return text;
  };
  const std::string first = page("-l 1"), second = page("-f 2");
  CHECK_THAT(first, Catch::Matchers::Contains(last) && !Catch::Matchers::Contains(turned));
  CHECK_THAT(second, Catch::Matchers::Contains(turned) && !Catch::Matchers::Contains(last));
}

}  // namespace matchbox::test
