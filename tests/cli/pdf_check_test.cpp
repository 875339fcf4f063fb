// SPDX-FileCopyrightText: 2026 The matchbox authors
// SPDX-License-Identifier: GPL-3.0-or-later

// Every PDF matchbox writes, as a print filter would check it: `qpdf --check` finds nothing to
// warn about (Cairo 1.16 alone lists a stamp's resources once per paint, render/pdf_tidy.h),
// and the document says what it is (pdfinfo: Title with the machine's title, Subject, Author
// and Creator "matchbox <version>"; /Lang the kit's language). Every machine of games/ with
// every document and extra, then the other writers (kit --contents, track plot, simulate
// --plot, a kit on a label sheet, a kit in German).
#include <catch2/catch.hpp>
#include <filesystem>
#include <string>

#include "cli/run_command.h"
#include "machine_cases.h"
#include "render/render_test_util.h"

// libqpdf's C API, as render/pdf_tidy.cpp (its C++ headers do not compile with clang 14 in C++20).
#include <qpdf/qpdf-c.h>

namespace matchbox::testing {
namespace {

namespace fs = std::filesystem;
using Catch::Contains;

// Checks `pdf`: no warning from qpdf --check, the metadata, the language `lang`, and a title
// holding `title`.
void check_pdf(const fs::path& pdf, const std::string& title, const std::string& lang) {
  INFO(pdf.string());
  const std::string check = shell_output("qpdf --check '" + pdf.string() + "' 2>&1; echo rc=$?");
  CHECK_THAT(check, Contains("No syntax or stream encoding errors found") && Contains("rc=0"));
  CHECK_THAT(check, !Contains("WARNING"));
  const std::string info = shell_output("pdfinfo '" + pdf.string() + "'");
  CHECK_THAT(info, Contains("Title:") && Contains(title));
  CHECK_THAT(info, Contains("Author:          matchbox " MATCHBOX_VERSION "\n"));
  CHECK_THAT(info, Contains("Creator:         matchbox " MATCHBOX_VERSION "\n"));
  CHECK_THAT(info, Contains("Subject:         "));
  qpdf_data doc = qpdf_init();
  qpdf_silence_errors(doc);
  CHECK((qpdf_read(doc, pdf.c_str(), nullptr) & QPDF_ERRORS) == 0);
  const qpdf_oh language = qpdf_oh_get_key(doc, qpdf_get_root(doc), "/Lang");
  CHECK(std::string(qpdf_oh_get_utf8_value(doc, language)) == lang);
  qpdf_cleanup(&doc);
}

// Checks every PDF in `dir` (at least `least` of them). The calibration page is the sheet's, not
// the machine's: its title need not hold the machine's.
void check_folder(const fs::path& dir, const std::string& title, const std::string& lang,
                  int least) {
  int pdfs = 0;
  for (const auto& entry : fs::directory_iterator(dir))
    if (entry.path().extension() == ".pdf") {
      ++pdfs;
      check_pdf(entry.path(), entry.path().stem() == "calibration" ? "" : title, lang);
    }
  CHECK(pdfs >= least);
}

void check_kit(const std::string& machine) {
  const test::ScratchDir dir("pdf-" + machine);
  const CommandResult r =
      run_matchbox("kit " + machine + " --key --with poster,worksheet --spares-for 20 --lang en" +
                   " --threads 1 -o " + dir.path().string());
  INFO(r.err);
  REQUIRE(r.exit_code == 0);
  // labels, calibration, beads, instructions, finder, scoresheet, key, posters, worksheets.
  check_folder(dir.path(), test::machine_kit(machine).spec.title, "en", 11);
}

const bool kKitCases = register_machine_cases(
    "Every PDF of a kit passes qpdf --check and says what it is", "[pdf-check]", check_kit);

}  // namespace

TEST_CASE("The other PDFs pass qpdf --check and say what they are", "[pdf-check]") {
  const test::ScratchDir dir("pdf-other");
  const fs::path kit = dir.path() / "kit", de = dir.path() / "de";
  const std::string tournament = (dir.path() / "t.yaml").string();
  for (const std::string& args :
       {"kit menace --sheet avery-l4732 --offset-x 1mm -o " + kit.string(),
        "kit her --lang de -o " + de.string(), "track new " + tournament + " --machine menace",
        "track record " + tournament + " --moves \"1 5 9 3 7 2 8\"",
        "kit menace --contents " + tournament + " -o " + (dir.path() / "contents").string(),
        "track plot " + tournament + " -o " + (dir.path() / "plot.pdf").string(),
        "simulate menace --games 20 --runs 2 --plot " + (dir.path() / "sim.pdf").string()}) {
    const CommandResult r = run_matchbox(args);
    INFO(args << "\n" << r.err);
    REQUIRE(r.exit_code == 0);
  }
  check_folder(kit, "MENACE", "en", 7);
  check_folder(de, "HER", "de", 7);
  check_folder(dir.path() / "contents", "MENACE", "en", 1);
  check_pdf(dir.path() / "plot.pdf", "", "en");
  check_pdf(dir.path() / "sim.pdf", "MENACE", "en");
}

}  // namespace matchbox::testing
