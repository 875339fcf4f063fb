// SPDX-FileCopyrightText: 2026 The matchbox authors
// SPDX-License-Identifier: GPL-3.0-or-later

// The tracker's terminal output in the language asked for (docs/translations.md): every sentence
// `track play`, `track show` and `track undo` print goes through the message catalogue, and the
// tournament file stays the same whatever the language, but for the default title.
//
// The catalogue is a made-up German one built here from the template of the sources as they are
// now (po/update.sh run on a copy), whose every translation is the English with "§" put before
// each line (msgen, then msgfilter). A copy of matchbox finds it beside itself (spec/languages.h).
// So an English line left in the output, one that never went through the catalogue, has no "§".
#include <unistd.h>

#include <catch2/catch.hpp>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <regex>
#include <sstream>

#include "cli/run_command.h"
#include "machine_cases.h"
#include "read_bytes.h"
#include "spec/machine_file.h"

namespace matchbox::testing {
namespace {

namespace fs = std::filesystem;

// The folder of the copy of matchbox that speaks the made-up German, made once per process.
const fs::path& marked_matchbox_dir() {
  static const fs::path dir = [] {
    const fs::path root = fresh_dir("track-language");
    const fs::path build = fs::absolute(fs::path(MATCHBOX_BINARY).parent_path());
    const fs::path po = root / "po";
    const fs::path locale = root / "bin" / "locale" / "de" / "LC_MESSAGES";
    fs::create_directories(po);
    fs::create_directories(locale);
    fs::copy_file("po/update.sh", po / "update.sh");
    fs::copy_file(MATCHBOX_BINARY, root / "bin" / "matchbox");
    const std::string r = root.string();
    // The sources as links (find lists them; xgettext reads through them); no po/<code>.po
    // there, so update.sh only writes the template.
    const std::string log = shell_output(
        "cp -rs " + fs::absolute("src").string() + " " + r + "/src && bash " + r +
        "/po/update.sh " + build.string() + " && msginit --no-translator -l de_DE.UTF-8 -i " + r +
        "/po/matchbox.pot -o " + r + "/de.po && msgen " + r + "/de.po -o " + r +
        "/en.po && msgfilter --keep-header -i " + r + "/en.po -o " + r +
        "/marked.po sed -e 's/^/§/' && msgfmt --check -o " +
        (locale / "matchbox-machines.mo").string() + " " + r + "/marked.po && echo built 2>&1");
    INFO(log);
    REQUIRE(fs::exists(locale / "matchbox-machines.mo"));
    std::atexit([] {
      std::error_code error;  // (fresh_dir's name for "track-language")
      fs::remove_all(
          fs::temp_directory_path() / ("matchbox-track-language-" + std::to_string(getpid())),
          error);
    });
    return root;
  }();
  return dir;
}

// `matchbox --lang LANG ARGS` (the copy), in `dir`, with `input` on standard input: its
// standard output, followed by its standard error if `with_errors`. The clock is fixed, so that
// two runs write the same timestamps.
std::string run_in(const fs::path& dir, const std::string& lang, const std::string& args,
                   const std::string& input = "", bool with_errors = false) {
  const fs::path in = dir / "input.txt";
  { std::ofstream(in, std::ios::binary) << input; }
  return shell_output("cd " + dir.string() + " && SOURCE_DATE_EPOCH=1700000000 MATCHBOX_DATA_DIR=" +
                      fs::current_path().string() + " " +
                      (marked_matchbox_dir() / "bin" / "matchbox").string() + " --lang " + lang +
                      " " + args + " < input.txt " + (with_errors ? "2>&1" : "2>/dev/null"));
}

// The lines of `out` that start with an English word (three letters or more) that did not go
// through the catalogue: one before the line's first "§" (a translation can only say where it
// starts). The machine's name, the file's name and the tournament's title line (what the file
// says, not sentences) are left out; board pictures hold no such word.
std::vector<std::string> english_lines(const std::string& out, const std::string& machine) {
  std::vector<std::string> found;
  std::istringstream lines(out);
  const std::regex word("[a-z]{3,}");
  for (std::string line; std::getline(lines, line);) {
    if (line.find(" — t.yaml") != std::string::npos) continue;
    std::string head = line.substr(0, line.find("§"));
    for (const std::string& data : {machine, std::string("t.yaml")})
      for (std::size_t at; (at = head.find(data)) != std::string::npos;)
        head.erase(at, data.size());
    if (std::regex_search(head, word)) found.push_back(line);
  }
  return found;
}

// What the tracker says in a session at the table: a new tournament, two games --auto, the
// second taken back (`track undo`) and recorded again from its export row (`track record`), a
// game at the table with a move that is no move of the game, help, undo (not a move), back and
// quit, the standings, undo, the standings by session. Returns everything printed.
std::string session_output(const fs::path& dir, const std::string& lang,
                           const std::string& machine) {
  std::string out = run_in(dir, lang, "track new t.yaml --machine " + machine);
  out += run_in(dir, lang, "track play t.yaml --auto random --games 2 --seed 3");
  // The export's last line is game 2: number, first, moves, boxes, beads, ...
  std::istringstream csv(run_in(dir, lang, "track export t.yaml"));
  std::string row;
  for (std::string line; std::getline(csv, line);) row = line;
  std::vector<std::string> fields;
  std::istringstream cells(row);
  for (std::string cell; std::getline(cells, cell, ',');) fields.push_back(cell);
  REQUIRE(fields.size() > 4);
  out += run_in(dir, lang, "track undo t.yaml");
  out += run_in(dir, lang,
                "track record t.yaml --first " + fields[1] + " --moves '" + fields[2] +
                    "' --boxes '" + fields[3] + "' --beads '" + fields[4] + "'");
  out += run_in(dir, lang, "track play t.yaml --virtual", "zzz\nhelp\nundo\nback\nquit\n");
  out += run_in(dir, lang, "track show t.yaml");
  out += run_in(dir, lang, "track undo t.yaml");
  return out + run_in(dir, lang, "track show t.yaml --by session");
}

// A tournament file's line of `key` (`title`, `language`), and the file without it.
std::pair<std::string, std::string> without_line(std::string file, const std::string& key) {
  const std::size_t at = file.find("\n" + key + ": ");
  REQUIRE(at != std::string::npos);
  const std::size_t end = file.find('\n', at + 1);
  const std::string title = file.substr(at + 1, end - at - 1);
  return {title, file.erase(at + 1, end - at)};
}

// One check for both, so that each machine's German session runs once (some 18 runs of
// matchbox); one test case per machine.
void check_session_language(const std::string& machine) {
  const fs::path en = fresh_dir("track-language-en-" + machine);
  const fs::path de = fresh_dir("track-language-de-" + machine);
  const std::string german = session_output(de, "de", machine);
  {
    INFO(german);
    CHECK(english_lines(german, machine) == std::vector<std::string>{});
    // Each part spoke: the game at the table, the bead changes, undo, the standings.
    CHECK_THAT(german, Catch::Contains("§  Answers here:") && Catch::Contains("§Result for") &&
                           Catch::Contains("§Games: ") && Catch::Contains("§Took back") &&
                           Catch::Contains("§Session"));
    // The refusal of "zzz" and the game's reason for it, both through the catalogue.
    CHECK_THAT(german, Catch::Contains("§§'zzz' is not a"));
  }
  CHECK(session_output(en, "en", machine).find("§") == std::string::npos);
  // The same answers write the same file, and export the same rows; only the default title,
  // which the teacher's class reads on the festival screen, is in the language, and the file
  // keeps the kit's language, whose bead codes the tracker shows.
  const auto [en_title, en_titled] = without_line(read_bytes(en / "t.yaml"), "title");
  const auto [de_title, de_titled] = without_line(read_bytes(de / "t.yaml"), "title");
  const auto [en_language, en_file] = without_line(en_titled, "language");
  const auto [de_language, de_file] = without_line(de_titled, "language");
  CHECK(en_file == de_file);
  CHECK(en_language == "language: en");
  CHECK(de_language == "language: de");
  CHECK(en_title.find("§") == std::string::npos);
  CHECK(de_title.find("§") != std::string::npos);
  CHECK(run_in(de, "de", "track export t.yaml") == run_in(en, "en", "track export t.yaml"));
  fs::remove_all(en);
  fs::remove_all(de);
}

const bool kSessionCases = register_machine_cases(
    "track play, show and undo speak the language asked for and write the same file",
    "[i18n][track-play]", check_session_language);

TEST_CASE("Play another game? takes the language's yes and no besides y and n",
          "[i18n][track-play]") {
  const fs::path dir = fresh_dir("track-language-yes");
  // Two machines drawing in software play whole games without a word typed.
  run_in(dir, "de", "track new t.yaml --machine her --opponent-machine him");
  // The made-up German's yes is "§y", its no "§no"; y and n stay.
  const std::string out = run_in(dir, "de", "track play t.yaml --virtual", "§y\ny\nmaybe\n§no\n");
  INFO(out);
  CHECK(out.find("§Game 3: ") != std::string::npos);
  CHECK(out.find("§Game 4: ") == std::string::npos);
  CHECK(out.find("§Please answer y or n.") != std::string::npos);
  fs::remove_all(dir);
}

// The refusals an operator meets: a bead the box does not hold at `track play`'s prompt, a move
// on a taken square and a bead the box lacks at `track record`, a count `track adjust` cannot
// read and a colour it does not know. Each is in the language, the game's reason too.
TEST_CASE("the refusals at the table speak the language asked for", "[i18n][track-play]") {
  const fs::path dir = fresh_dir("track-language-refusals");
  run_in(dir, "de", "track new t.yaml --machine menace");
  // MENACE plays first: the first prompt asks for the bead drawn from box 1.
  const std::string play = run_in(dir, "de", "track play t.yaml", "zz\nquit\n");
  INFO(play);
  CHECK(play.find("§box 1 holds no 'zz' beads; its colours are §") != std::string::npos);
  const std::string taken = run_in(dir, "de", "track record t.yaml --moves '5 5'", "", true);
  INFO(taken);
  CHECK(taken.find("matchbox: §move 2 (5): §§square 5 is taken by X; the legal moves are: ") !=
        std::string::npos);
  // The four boxes MENACE opens (X wins on 3 5 7), each with a bead none of them holds.
  const std::string bead = run_in(
      dir, "de", "track record t.yaml --moves '1 2 3 4 5 6 7' --beads 'zz zz zz zz'", "", true);
  INFO(bead);
  CHECK(bead.find("matchbox: §turn 1: the move played from box 1 is the ") != std::string::npos);
  const std::string count = run_in(dir, "de", "track adjust t.yaml 1 zz", "", true);
  INFO(count);
  CHECK(count.find("matchbox: §'zz': expected COLOUR=N") != std::string::npos);
  const std::string colour = run_in(dir, "de", "track adjust t.yaml 1 zz=3", "", true);
  INFO(colour);
  CHECK(colour.find("matchbox: §box 1 has no colour 'zz'; its colours are §") != std::string::npos);
  fs::remove_all(dir);
}

}  // namespace
}  // namespace matchbox::testing
