// SPDX-FileCopyrightText: 2026 The matchbox authors
// SPDX-License-Identifier: GPL-3.0-or-later

// Sessions and players as a user meets them: `track new --session`, `track session`,
// `track record|play --session|--player`, `track show --by session|player`, export and import;
// files written without tags stay byte for byte what matchbox wrote before tags existed
// (tests/data/tournaments/menace_before_sessions.yaml).
#include <unistd.h>
#include <yaml-cpp/yaml.h>

#include <catch2/catch.hpp>
#include <filesystem>
#include <map>
#include <set>

#include "cli/run_command.h"
#include "read_bytes.h"
#include "spec/tournament_file.h"

namespace matchbox::testing {
namespace {

namespace fs = std::filesystem;

// Games, won, drawn, lost and resigned of one group.
using Row = std::array<int, 5>;

// Each group's row, counted from the tournament file itself: its games in force (not undone),
// by session or player ("(none)" for untagged games).
std::map<std::string, Row> counted(const fs::path& file, const std::string& by) {
  const spec::Tournament t = spec::parse_tournament(read_bytes(file), file.string());
  std::set<int> undone;
  for (const spec::Event& e : t.events)
    if (const auto* u = std::get_if<spec::Undo>(&e.what)) undone.insert(u->event);
  std::map<std::string, Row> rows;
  for (std::size_t i = 0; i < t.events.size(); ++i) {
    const auto* g = std::get_if<spec::GameRecord>(&t.events[i].what);
    if (g == nullptr || !g->outcome || undone.count(static_cast<int>(i) + 1) > 0) continue;
    const std::string& tag = by == "session" ? g->session : g->player;
    Row& row = rows[tag.empty() ? "(none)" : tag];
    ++row[0];
    ++row[*g->outcome == core::Outcome::kWin ? 1 : *g->outcome == core::Outcome::kDraw ? 2 : 3];
    if (g->resigned && *g->outcome == core::Outcome::kLoss) ++row[4];
  }
  return rows;
}

// The rows `track show --by` prints, as text and as YAML (checked to agree).
std::map<std::string, Row> shown(const fs::path& file, const std::string& by) {
  const CommandResult text = track("show " + file.string() + " --by " + by);
  INFO(text.err);
  REQUIRE(text.exit_code == 0);
  const CommandResult yaml = track("show " + file.string() + " --by " + by + " --format yaml");
  REQUIRE(yaml.exit_code == 0);
  std::map<std::string, Row> rows;
  const YAML::Node doc = YAML::Load(yaml.out);
  CHECK(doc["by"].as<std::string>() == by);
  for (const YAML::Node& g : doc["groups"]) {
    const std::string name = g[by].IsNull() ? "(none)" : g[by].as<std::string>();
    const Row row = {g["games"].as<int>(), g["tally"]["win"].as<int>(),
                     g["tally"]["draw"].as<int>(), g["tally"]["loss"].as<int>(),
                     g["resignations"].as<int>()};
    rows[name] = row;
    // The text row: the name, then the same five numbers.
    std::string line = "  " + name;
    CHECK_THAT(text.out, Catch::Contains(line));
    const auto at = text.out.find("\n" + line);
    REQUIRE(at != std::string::npos);
    std::istringstream numbers(
        text.out.substr(at + line.size() + 1, text.out.find('\n', at + 1) - at - line.size() - 1));
    Row printed{};
    for (int& n : printed) numbers >> n;
    CHECK(printed == row);
  }
  return rows;
}

TEST_CASE("A tournament without sessions or players is written byte for byte as before",
          "[track][tags]") {
  // The commands that wrote tests/data/tournaments/menace_before_sessions.yaml, before tags.
  const fs::path file = fresh_dir("sessions-old") / "old.yaml";
  setenv("SOURCE_DATE_EPOCH", "1790000000", 1);
  const std::string f = file.string();
  for (const std::string& args :
       {"new " + f + " --machine menace --title \"Before sessions\"",
        "record " + f + " --moves \"1 5 9 3 7 2 8\"", "play " + f + " --auto random --games 3",
        "adjust " + f + " 1 O=2 --note counted", "record " + f + " --moves \"5 1 9 8 2 6 4 7 3\"",
        "undo " + f})
    REQUIRE(track(args).exit_code == 0);
  REQUIRE(track("play " + f + " --virtual", "5\nquit\n").exit_code == 0);
  unsetenv("SOURCE_DATE_EPOCH");
  // Byte for byte, but for the kit's language that `track new` keeps now (spec/tournament.h).
  std::string text = read_bytes(file);
  const std::size_t language = text.find("\nlanguage: en\n");
  REQUIRE(language != std::string::npos);
  text.erase(language + 1, std::string("language: en\n").size());
  CHECK(text ==
        read_bytes(fs::path(MATCHBOX_TEST_DATA) / "tournaments" / "menace_before_sessions.yaml"));
  const CommandResult show = track("show " + f);
  CHECK_THAT(show.out, !Catch::Contains("Session"));
  CHECK_THAT(track("export " + f).out,
             Catch::StartsWith("game,first,moves,boxes,beads,result,resigned,changes,played,"
                               "session,player\n1,machine,1 5 9 3 7 2 8,"));
}

TEST_CASE("show --by session and --by player agree with a count of the file, undo included",
          "[track][tags]") {
  const fs::path dir = fresh_dir("sessions-by");
  const std::string f = (dir / "fest.yaml").string();
  REQUIRE(track("new " + f + " --machine menace --session Saturday").exit_code == 0);
  const std::vector<std::pair<std::string, std::string>> games = {
      {"1 5 9 3 7 2 8", "--player child"},
      {"5 1 9 8 2 6 4 7 3", "--player adult"},
      {"1 5 9 2 3 8", ""},
      {"1 2 5 3 9", "--player child"},
      {"5 1 9 8 2 6 4 7 3", "--session Workshop"}};
  for (const auto& [moves, tags] : games)
    REQUIRE(track("record " + f + " --moves \"" + moves + "\" " + tags).exit_code == 0);
  const CommandResult started = track("session " + f + " Sunday");
  REQUIRE(started.exit_code == 0);
  CHECK_THAT(started.out, Catch::StartsWith("Session Sunday starts (after Saturday) with 5 games"));
  REQUIRE(track("play " + f + " --auto random --games 6 --player staff").exit_code == 0);
  REQUIRE(track("record " + f + " --moves \"1 5 9 3 7 2 8\" --player child").exit_code == 0);
  CHECK(shown(fs::path(f), "session") == counted(f, "session"));
  CHECK(shown(fs::path(f), "player") == counted(f, "player"));
  CHECK(counted(f, "session").at("Sunday")[0] == 7);
  CHECK(counted(f, "player").at("(none)")[0] == 2);
  CHECK_THAT(track("show " + f).out, Catch::Contains("Session now: Sunday\n"));

  // The last game (Sunday's, a child's) taken back leaves Sunday's row one game shorter.
  const std::map<std::string, Row> before = counted(f, "session");
  REQUIRE(track("undo " + f).exit_code == 0);
  const std::map<std::string, Row> after = shown(fs::path(f), "session");
  CHECK(after == counted(f, "session"));
  CHECK(after.at("Sunday")[0] == before.at("Sunday")[0] - 1);
  CHECK(after.at("Saturday") == before.at("Saturday"));

  // Export writes the tags last; import reads them back into another file.
  const std::string rows = (dir / "rows.csv").string(), again = (dir / "again.yaml").string();
  REQUIRE(track("export " + f + " -o " + rows).exit_code == 0);
  REQUIRE(track("new " + again + " --machine menace").exit_code == 0);
  REQUIRE(track("import " + again + " " + rows).exit_code == 0);
  CHECK(counted(again, "session") == counted(f, "session"));
  CHECK(counted(again, "player") == counted(f, "player"));
}

TEST_CASE("Bad sessions and players are refused in one line, nothing written", "[track][tags]") {
  const fs::path dir = fresh_dir("sessions-bad");
  const std::string f = (dir / "t.yaml").string();
  REQUIRE(track("new " + f + " --machine menace").exit_code == 0);
  const std::string text = read_bytes(f);
  const std::vector<std::pair<std::string, std::string>> refused = {
      {"record " + f + " --moves \"1 5 9 3 7 2 8\" --player \"big kid\"",
       "--player: 'big kid': expected one word (a player tag such as child, adult or staff)\n"},
      {"record " + f + " --moves \"1 5 9 3 7 2 8\" --session \"(none)\"",
       "--session: '(none)': starts with '('"},
      {"session " + f + " \"\"", "NAME: empty; expected a session name such as Saturday\n"},
      {"session " + f + " \"$(printf 'a\\033b')\"", "NAME: a control character (U+001B)"},
      {"new " + (dir / "u.yaml").string() + " --machine menace --session \" x\"",
       "--session: ' x': spaces around it"},
      {"show " + f + " --by day", "--by: 'day' is not one of session|player"}};
  for (const auto& [args, message] : refused) {
    INFO(args);
    const CommandResult r = track(args);
    CHECK(r.exit_code != 0);
    CHECK_THAT(r.err, Catch::Contains(message));
    CHECK(std::count(r.err.begin(), r.err.end(), '\n') == 1);
    CHECK(read_bytes(f) == text);
  }
  CHECK_FALSE(fs::exists(dir / "u.yaml"));
}

}  // namespace
}  // namespace matchbox::testing
