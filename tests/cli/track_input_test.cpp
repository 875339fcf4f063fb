// SPDX-FileCopyrightText: 2026 The matchbox authors
// SPDX-License-Identifier: GPL-3.0-or-later

// What a user types into `matchbox track` (titles, notes, counts, CSV files of games) on every
// machine of games/: text the file's reader would refuse is refused before anything is written,
// control characters never reach the terminal raw, a colour counted twice is refused, and CSV
// files as spreadsheets save them import while ragged rows and non-files are refused.
#include <sys/stat.h>
#include <unistd.h>
#include <yaml-cpp/yaml.h>

#include <catch2/catch.hpp>
#include <cctype>
#include <filesystem>
#include <fstream>
#include <map>

#include "cli/run_command.h"
#include "machine_cases.h"
#include "read_bytes.h"
#include "spec/csv_file.h"

namespace matchbox::testing {
namespace {

namespace fs = std::filesystem;
using Catch::Contains;

fs::path input_tournament(const fs::path& dir, const std::string& machine) {
  const fs::path file = dir / (machine + ".yaml");
  const CommandResult made = track("new " + file.string() + " --machine " + machine);
  INFO(made.err);
  REQUIRE(made.exit_code == 0);
  return file;
}

// A tournament of `machine` after `games` random games.
fs::path played_tournament(const fs::path& dir, const std::string& machine, int games) {
  const fs::path file = input_tournament(dir, machine);
  const CommandResult played =
      track("play " + file.string() + " --auto random --seed 7 --games " + std::to_string(games));
  INFO(played.err);
  REQUIRE(played.exit_code == 0);
  return file;
}

// `count` characters of `unit` (one character, perhaps of several bytes), single-quoted.
std::string quoted_text(std::size_t count, const std::string& unit) {
  std::string out = "'";
  for (std::size_t i = 0; i < count; ++i) out += unit;
  return out + "'";
}

// True if `text` holds a C0 control character other than a line break, DEL or a C1 character.
bool has_raw_control(const std::string& text) {
  for (std::size_t i = 0; i < text.size(); ++i) {
    const auto c = static_cast<unsigned char>(text[i]);
    if ((c < 0x20 && c != '\n') || c == 0x7F) return true;
    if (c == 0xC2 && i + 1 < text.size() && static_cast<unsigned char>(text[i + 1]) < 0xA0)
      return true;
  }
  return false;
}

// Box 1's counts as `adjust` takes them: "code" or "A:code", from `show --format yaml` (colour
// names) and `boxes --format yaml` (each colour's code).
std::vector<std::string> box1_labels(const std::string& machine, const fs::path& file) {
  std::map<std::string, std::string> code_of;
  for (const YAML::Node& box :
       YAML::Load(run_matchbox("boxes " + machine + " --format yaml").out)["boxes"])
    for (const YAML::Node& move : box["moves"])
      code_of[move["colour"].as<std::string>()] = move["code"].as<std::string>();
  std::vector<std::string> out;
  const CommandResult shown = track("show " + file.string() + " --format yaml");
  REQUIRE(shown.exit_code == 0);
  for (const auto& bead : YAML::Load(shown.out)["boxes"][0]["beads"]) {
    const auto key = bead.first.as<std::string>();
    const auto colon = key.find(':');
    const std::string compartment = colon == std::string::npos ? "" : key.substr(0, colon + 1);
    out.push_back(compartment + code_of.at(key.substr(compartment.size())));
  }
  REQUIRE(out.size() >= 2);
  return out;
}

// For `machine`: text past the reader's limit is refused unwritten, and text at it is kept.
void check_text_limits(const std::string& machine) {
  const fs::path dir = fresh_dir("track-input-brick-" + machine);
  const std::string too_long = quoted_text(10'001, "x");
  const fs::path refused = dir / (machine + "-refused.yaml");
  for (const char* option : {"--title", "--place", "--operator"}) {
    const CommandResult r =
        track("new " + refused.string() + " --machine " + machine + " " + option + " " + too_long);
    CHECK(r.exit_code == 1);
    CHECK_THAT(r.err, Contains(std::string(option) +
                               ": 10001 characters, more than the 10000 a tournament file keeps"));
    CHECK_FALSE(fs::exists(refused));
  }
  // The limit counts characters of UTF-8, not bytes: 10,000 "é" (20,000 bytes) are kept.
  const fs::path file = dir / (machine + ".yaml");
  REQUIRE(track("new " + file.string() + " --machine " + machine + " --title " +
                quoted_text(10'000, "é"))
              .exit_code == 0);
  const std::string label = box1_labels(machine, file).front();
  const std::string before = read_bytes(file);
  const CommandResult note =
      track("adjust " + file.string() + " 1 " + label + "=2 --note " + too_long);
  CHECK(note.exit_code == 1);
  CHECK_THAT(note.err, Contains("--note: 10001 characters, more than the 10000"));
  CHECK(read_bytes(file) == before);
  CHECK(track("adjust " + file.string() + " 1 " + label + "=2 --note " + quoted_text(10'000, "é"))
            .exit_code == 0);
  // Every command still reads what was written.
  CHECK(track("show " + file.string()).exit_code == 0);
  CHECK(track("undo " + file.string()).exit_code == 0);
}

const bool kTextLimitCases = register_machine_cases(
    "The tool cannot brick its own file: text past the reader's limit is refused unwritten",
    "[track-input]", check_text_limits);

TEST_CASE(
    "Control characters and text that is not UTF-8 are refused in titles, places, "
    "operators and notes",
    "[track-input]") {
  const fs::path dir = fresh_dir("track-input-control");
  const fs::path file = dir / "t.yaml";
  const std::string start = "new " + file.string() + " --machine menace ";
  const std::vector<std::pair<std::string, std::string>> refused = {
      {"--title \"$(printf 'a\\033[2Jb')\"",
       "--title: a control character (U+001B) at character 2"},
      {"--place \"$(printf 'Hall\\tB')\"", "--place: a tab (U+0009) at character 5"},
      {"--operator \"$(printf 'Ann\\302\\205')\"",
       "--operator: a control character (U+0085) at character 4"},
      {"--title \"$(printf 'x\\177')\"", "--title: a control character (U+007F) at character 2"},
      {"--title \"$(printf 'caf\\351')\"", "--title: invalid UTF-8 at byte 4; expected UTF-8 text"},
      {"--set \"$(printf 'title=a\\033b')\"",
       "--set: a control character (U+001B) at character 8"}};
  for (const auto& [option, message] : refused) {
    INFO(option);
    const CommandResult r = track(start + option);
    CHECK(r.exit_code == 1);
    CHECK_THAT(r.err, Contains(message));
    CHECK_FALSE(fs::exists(file));
  }
  REQUIRE(track(start + "--title 'Café — Hall B'").exit_code == 0);
  const std::string before = read_bytes(file);
  const CommandResult note =
      track("adjust " + file.string() + " 1 K=2 --note \"$(printf 'a\\nb')\"");
  CHECK(note.exit_code == 1);
  CHECK_THAT(note.err, Contains("--note: a line break (U+000A) at character 2"));
  CHECK(read_bytes(file) == before);
}

// Replaces the first line of `file` that starts with `key` by `line`.
void hand_edit(const fs::path& file, const std::string& key, const std::string& line) {
  std::string text = read_bytes(file);
  const auto at = text.find("\n" + key);
  REQUIRE(at != std::string::npos);
  text.replace(at + 1, text.find('\n', at + 1) - at - 1, line);
  std::ofstream(file, std::ios::binary) << text;
}

// For `machine`: control characters hand-edited into a tournament file are shown escaped.
void check_show_escapes(const std::string& machine) {
  const fs::path dir = fresh_dir("track-input-show-" + machine);
  const fs::path file = played_tournament(dir, machine, 1);
  // YAML escapes: ESC, BEL, C1 NEL and DEL, as a hand edit could hold them.
  hand_edit(file, "title:", R"(title: "\e[2J\a\u0085\x7F menace")");
  hand_edit(file, "place:", R"(place: "Hall\tB")");
  hand_edit(file, "operator:", R"(operator: "\e]0;owned\a")");
  const CommandResult shown = track("show " + file.string());
  REQUIRE(shown.exit_code == 0);
  CHECK_FALSE(has_raw_control(shown.out));
  CHECK_THAT(shown.out, Contains("\\x1B[2J\\x07\\u0085\\x7F menace — ") &&
                            Contains("Place: Hall\\x09B") &&
                            Contains("Operator: \\x1B]0;owned\\x07"));
  // For scripts, YAML's own escapes: the title reads back as it is in the file.
  const CommandResult yaml = track("show " + file.string() + " --format yaml");
  REQUIRE(yaml.exit_code == 0);
  CHECK_FALSE(has_raw_control(yaml.out));
  CHECK(YAML::Load(yaml.out)["title"].as<std::string>() == "\x1B[2J\a\xC2\x85\x7F menace");
}

const bool kShowEscapeCases = register_machine_cases(
    "track show never prints a control character raw, even from a hand-edited file",
    "[track-input]", check_show_escapes);

TEST_CASE("track export never prints a control character raw, even in a machine's name",
          "[track-input]") {
  // A machine file without a `name` key is named by its file, whose name may hold anything: the
  // tournament is made with a plain name, then the file renamed and the tournament hand-edited.
  const fs::path dir = fresh_dir("track-input-export");
  const fs::path plain = dir / "plain.yaml";
  std::string machine_text = read_bytes(fs::path(MATCHBOX_TEST_DATA).parent_path().parent_path() /
                                        "games" / "menace.yaml");
  const auto name = machine_text.find("\nname:");
  REQUIRE(name != std::string::npos);
  machine_text.erase(name + 1, machine_text.find('\n', name + 1) - name);
  std::ofstream(plain, std::ios::binary) << machine_text;
  const fs::path file = dir / "t.yaml";
  REQUIRE(track("new " + file.string() + " --machine " + plain.string()).exit_code == 0);
  REQUIRE(track("play " + file.string() + " --auto random --games 2 --seed 3").exit_code == 0);
  fs::rename(plain, dir / "m\x1B[31m.yaml");
  std::string text = read_bytes(file);
  const std::string was = "file: " + plain.string() + ",";
  REQUIRE(text.find(was) != std::string::npos);
  text.replace(text.find(was), was.size(), "file: \"" + dir.string() + "/m\\e[31m.yaml\",");
  std::ofstream(file, std::ios::binary) << text;
  for (const char* command : {"export --rows turns", "export --rows turns --format yaml", "show"}) {
    INFO(command);
    const CommandResult out = track(std::string(command) + " " + file.string());
    REQUIRE(out.exit_code == 0);
    CHECK_FALSE(has_raw_control(out.out));
    CHECK_THAT(out.out, Contains("m\\x1B[31m") || Contains("m\\x1b[31m"));
  }
  CHECK_THAT(track("export " + file.string() + " --rows turns").out,
             Contains("\n1,1,1,m\\x1B[31m,1,"));
}

// For `machine`: a colour given twice in one adjust is refused; two colours are two counts.
void check_repeated_colours(const std::string& machine) {
  const fs::path dir = fresh_dir("track-input-repeat-" + machine);
  const fs::path file = input_tournament(dir, machine);
  const std::vector<std::string> labels = box1_labels(machine, file);
  const std::string& k = labels[0];
  std::string lower = k;
  for (char& c : lower) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  const std::string before = read_bytes(file);
  for (const std::string& counts : {k + "=1 " + k + "=9", lower + "=1 " + k + "=9"}) {
    INFO(counts);
    const CommandResult r = track("adjust " + file.string() + " 1 " + counts);
    CHECK(r.exit_code == 1);
    CHECK_THAT(r.err, Contains("colour " + k + " given twice"));
    CHECK(read_bytes(file) == before);
  }
  // Two colours (or one colour in compartments A and B) are two counts.
  std::vector<std::string> pair = {labels[0], labels[1]};
  if (k.rfind("A:", 0) == 0) pair[1] = "B:" + k.substr(2);
  const CommandResult ok =
      track("adjust " + file.string() + " 1 " + pair[0] + "=17 " + pair[1] + "=18");
  INFO(ok.err);
  REQUIRE(ok.exit_code == 0);
  CHECK_THAT(ok.out, Contains(": 17 (the books said") && Contains(": 18 (the books said"));
}

const bool kRepeatedColourCases =
    register_machine_cases("Repeated colours in adjust are refused, not silently the last kept",
                           "[track-input]", check_repeated_colours);

// `text` with "\r\n" line ends.
std::string crlf(const std::string& text) {
  std::string out;
  for (char c : text) out += c == '\n' ? std::string("\r\n") : std::string(1, c);
  return out;
}

// `csv` with the last field of line `line` (1-based) cut off.
std::string without_last_field(std::string csv, int line) {
  std::size_t start = 0;
  for (int l = 1; l < line; ++l) start = csv.find('\n', start) + 1;
  const std::size_t end = csv.find('\n', start);
  const std::size_t comma = csv.rfind(',', end);
  REQUIRE(comma > start);
  return csv.erase(comma, end - comma);
}

// The games of `file` as a teacher types them into a spreadsheet: "moves,first,beads,result"
// (moves first; beads where a move stands for several) and a row per game, from `track export`.
std::string typed_rows(const fs::path& file) {
  const std::vector<spec::CsvRow> exported =
      spec::parse_csv(track("export " + file.string()).out, file.string());
  REQUIRE(exported.front().fields[2] == "moves");
  std::string out = spec::csv_line({"moves", "first", "beads", "result"});
  for (std::size_t r = 1; r < exported.size(); ++r) {
    const std::vector<std::string>& f = exported[r].fields;
    out += spec::csv_line({f[2], f[1], f[4], f[5]});
  }
  return out;
}

// For `machine`: games typed into a spreadsheet and saved as CSV UTF-8 import; a ragged row is
// refused by its line, nothing imported.
void check_spreadsheet_csv(const std::string& machine) {
  const fs::path dir = fresh_dir("track-input-csv-" + machine);
  const fs::path played = played_tournament(dir, machine, 3);
  const std::string rows = typed_rows(played);
  // "CSV UTF-8" starts with a byte-order mark, and a spreadsheet ends its lines with CRLF.
  const fs::path csv = dir / (machine + ".csv");
  std::ofstream(csv, std::ios::binary) << "\xEF\xBB\xBF" << crlf(rows);
  const fs::path copy = dir / (machine + "-copy.yaml");
  REQUIRE(track("new " + copy.string() + " --machine " + machine).exit_code == 0);
  const CommandResult imported = track("import " + copy.string() + " " + csv.string());
  INFO(imported.err);
  CHECK(imported.exit_code == 0);
  CHECK_THAT(imported.out, Contains("Imported 3 games"));
  CHECK(track("show " + copy.string() + " --format yaml").out ==
        track("show " + played.string() + " --format yaml").out);
  // Row 3 (game 2) loses its result: refused by line, nothing imported.
  std::ofstream(csv, std::ios::binary) << without_last_field(rows, 3);
  const fs::path fresh = input_tournament(dir / "fresh", machine);
  const std::string before = read_bytes(fresh);
  const CommandResult refused = track("import " + fresh.string() + " " + csv.string());
  CHECK(refused.exit_code == 1);
  CHECK_THAT(refused.err, Contains(csv.string() + ":3: 3 fields, expected 4 (as the header)"));
  CHECK(read_bytes(fresh) == before);
}

const bool kSpreadsheetCsvCases = register_machine_cases(
    "A CSV saved by a spreadsheet as CSV UTF-8 imports and ragged rows are refused",
    "[track-input]", check_spreadsheet_csv);

TEST_CASE("Import refuses a device and a FIFO", "[track-input]") {
  const fs::path dir = fresh_dir("track-input-fifo");
  const fs::path file = input_tournament(dir, "menace");
  const std::string before = read_bytes(file);
  const CommandResult zero = track("import " + file.string() + " /dev/zero");
  CHECK(zero.exit_code == 1);
  CHECK_THAT(zero.err, Contains("/dev/zero: a device, not a regular file"));
  const fs::path fifo = dir / "rows.csv";
  REQUIRE(mkfifo(fifo.c_str(), 0600) == 0);
  // Were the FIFO opened and read, import would wait for a writer: `timeout` ends it then (124).
  const std::string status =
      shell_output("timeout 20 " + std::string(MATCHBOX_BINARY) + " track import " + file.string() +
                   " " + fifo.string() + " 2>&1; echo \"exit $?\"");
  CHECK_THAT(status,
             Contains(fifo.string() + ": a FIFO, not a regular file") && Contains("exit 1"));
  CHECK(read_bytes(file) == before);
}

}  // namespace
}  // namespace matchbox::testing
