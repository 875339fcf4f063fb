// SPDX-FileCopyrightText: 2026 The matchbox authors
// SPDX-License-Identifier: GPL-3.0-or-later

// The command line as a user meets it (docs/notation.md): counts, exit codes, one-line errors, no
// half-written files, byte-identical kits. Runs the real executable.
#include <unistd.h>

#include <algorithm>
#include <catch2/catch.hpp>
#include <filesystem>
#include <fstream>
#include <regex>
#include <set>
#include <sstream>

#include "cli/run_command.h"
#include "read_bytes.h"

namespace matchbox::testing {
namespace {

namespace fs = std::filesystem;

int line_count(const std::string& s) {
  return static_cast<int>(std::count(s.begin(), s.end(), '\n'));
}

// A folder that does not exist yet (removed if it does).
fs::path absent_dir(const std::string& name) {
  const fs::path dir =
      fs::temp_directory_path() / ("matchbox-cli-" + name + "-" + std::to_string(getpid()));
  fs::remove_all(dir);
  return dir;
}

using testing::read_bytes;

TEST_CASE("boxes: the counts of docs/machine-files.md through the command line", "[cli]") {
  const auto menace = run_matchbox("boxes menace --format yaml");
  REQUIRE(menace.exit_code == 0);
  CHECK_THAT(menace.out, Catch::Contains("total: 304") &&
                             Catch::Contains("by_ply: {1: 1, 3: 12, 5: 108, 7: 183}") &&
                             Catch::Contains("slots: 1087") && Catch::Contains("beads: 1720"));
  CHECK_THAT(
      run_matchbox("boxes menace-second --format yaml").out,
      Catch::Contains("total: 289") && Catch::Contains("by_ply: {2: 3, 4: 38, 6: 153, 8: 95}"));
  const auto her = run_matchbox("boxes her --format yaml");
  CHECK_THAT(her.out, Catch::Contains("total: 24") && Catch::Contains("{2: 2, 4: 11, 6: 11}") &&
                          Catch::Contains("beads: 55"));
  CHECK_THAT(run_matchbox("boxes her --format yaml --set symmetry=positions").out,
             Catch::Contains("total: 19") && Catch::Contains("{2: 2, 4: 10, 6: 7}"));
  CHECK_THAT(run_matchbox("boxes her --set symmetry=none --format yaml").out,
             Catch::Contains("total: 37") && Catch::Contains("{2: 3, 4: 20, 6: 14}"));
}

TEST_CASE("User errors: one line on stderr, exit 1", "[cli]") {
  for (const std::string args :
       {"boxes no-such-machine", "boxes menace --set symmetry=sideways",
        "boxes menace --set nonsense=1", "kit menace --sheet no-such-sheet -o /tmp/matchbox-never",
        "kit menace --offset-x 3 -o /tmp/matchbox-never",
        "boxes " MATCHBOX_TEST_DATA "/bad_malformed.yaml"}) {
    INFO(args);
    const auto r = run_matchbox(args);
    CHECK(r.exit_code == 1);
    CHECK(line_count(r.err) == 1);
    CHECK(r.out.empty());
  }
  // A bad command line (CLI11's checks): exit 2.
  const auto bad_word = run_matchbox("boxes menace --format xml");
  CHECK(bad_word.exit_code == 2);
  CHECK(line_count(bad_word.err) == 1);
  CHECK_THAT(bad_word.err, Catch::Contains("'xml' is not one of text|yaml"));
  CHECK(run_matchbox("kit").exit_code == 2);  // MACHINE is required.
  CHECK(run_matchbox("--help").exit_code == 0);
  const auto small =
      run_matchbox("kit " MATCHBOX_TEST_DATA "/bad_palette_small.yaml -o /tmp/matchbox-never");
  CHECK(small.exit_code == 1);
  CHECK_THAT(small.err, Catch::Contains("bad_palette_small.yaml:10:10: palette:") &&
                            Catch::Contains("has 9 colours") && Catch::Contains("needs 16"));
  CHECK_FALSE(fs::exists("/tmp/matchbox-never"));
}

TEST_CASE("kit: an unwritable output folder is refused and nothing is left", "[cli]") {
  const fs::path blocker = absent_dir("blocker");
  std::ofstream(blocker) << "a file, not a folder\n";
  const auto r = run_matchbox("kit her -o " + (blocker / "kit").string());
  CHECK(r.exit_code == 1);
  CHECK(line_count(r.err) == 1);
  CHECK(read_bytes(blocker) == "a file, not a folder\n");
  fs::remove(blocker);
}

TEST_CASE("kit: every document, all 304 ids in the labels, byte-identical reruns", "[cli]") {
  const fs::path a = absent_dir("kit-a"), b = absent_dir("kit-b");
  REQUIRE(run_matchbox("kit menace -o " + a.string()).exit_code == 0);
  REQUIRE(run_matchbox("kit menace -o " + b.string()).exit_code == 0);
  for (const char* doc :
       {"labels", "calibration", "beads", "instructions", "finder", "scoresheet"}) {
    INFO(doc);
    const fs::path file = a / (std::string(doc) + ".pdf");
    REQUIRE(fs::exists(file));
    CHECK(read_bytes(file) == read_bytes(b / file.filename()));
  }
  for (const auto& entry : fs::directory_iterator(a))  // No temporary files left behind.
    CHECK((entry.path().extension() == ".pdf" || entry.path().filename() == ".matchbox-kit"));
  // Box ids are the only numbers set at 12 pt or more: read every word's box and keep those.
  const std::string html = shell_output("pdftotext -bbox " + (a / "labels.pdf").string() + " -");
  const std::regex word(
      R"re(<word xMin="[\d.]+" yMin="([\d.]+)" xMax="[\d.]+" yMax="([\d.]+)">(\d+)</word>)re");
  std::set<int> ids;
  for (auto it = std::sregex_iterator(html.begin(), html.end(), word); it != std::sregex_iterator();
       ++it)
    if (std::stod((*it)[2]) - std::stod((*it)[1]) >= 11.0) ids.insert(std::stoi((*it)[3]));
  CHECK(ids.size() == 304);
  CHECK(*ids.begin() == 1);
  CHECK(*ids.rbegin() == 304);
  fs::remove_all(a);
  fs::remove_all(b);
}

// The height of the first word `text` in `pdf`, as pdftotext reads it (the font's size × 1.16
// for DejaVu Sans); 0 if the word is not there.
double word_height(const fs::path& pdf, const std::string& text) {
  const std::string html = shell_output("pdftotext -bbox " + pdf.string() + " -");
  const std::regex word(
      R"re(<word xMin="[\d.]+" yMin="([\d.]+)" xMax="[\d.]+" yMax="([\d.]+)">([^<]*)</word>)re");
  for (auto it = std::sregex_iterator(html.begin(), html.end(), word); it != std::sregex_iterator();
       ++it)
    if ((*it)[3] == text) return std::stod((*it)[2]) - std::stod((*it)[1]);
  return 0;
}

TEST_CASE("kit: every document sets its text at its own sizes", "[cli]") {
  // Once, each text came out at the size of the first a thread had drawn on another surface:
  // titles as small as the body, scale numbers as large, instructions over two pages.
  const fs::path dir = absent_dir("kit-sizes");
  REQUIRE(run_matchbox("kit menace -o " + dir.string()).exit_code == 0);
  constexpr double kEm = 1.163;  // DejaVu Sans's line box, in font sizes.
  CHECK(word_height(dir / "calibration.pdf", "Printer") == Approx(14 * kEm).margin(0.2));
  CHECK(word_height(dir / "calibration.pdf", "+4") == Approx(6.5 * kEm).margin(0.2));
  CHECK(word_height(dir / "instructions.pdf", "MENACE:") == Approx(18 * kEm).margin(0.2));
  CHECK(word_height(dir / "instructions.pdf", "Setting") == Approx(12.5 * kEm).margin(0.2));
  CHECK(word_height(dir / "labels.pdf", "304") == Approx(23.5 * kEm).margin(0.2));
  CHECK(shell_output("pdfinfo " + (dir / "instructions.pdf").string() +
                     " | grep -c '^Pages: *1$'") == "1\n");
  fs::remove_all(dir);
}

}  // namespace
}  // namespace matchbox::testing
