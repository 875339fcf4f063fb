// SPDX-FileCopyrightText: 2026 The matchbox authors
// SPDX-License-Identifier: GPL-3.0-or-later

// A game's session and player and the session event in tournament files (spec/game_tags.h,
// spec/tournament_file.h): they read back as written, whatever the words; a file without them
// (tests/data/tournaments/menace_before_sessions.yaml, written by matchbox before they existed)
// reads and writes back byte for byte; bad ones are refused at their line and column.
#include <catch2/catch.hpp>
#include <filesystem>

#include "core/error.h"
#include "read_bytes.h"
#include "spec/game_tags.h"
#include "spec/tournament_file.h"

namespace matchbox::spec {
namespace {

const std::string kOld =
    std::string(MATCHBOX_TEST_DATA) + "/tournaments/menace_before_sessions.yaml";

std::string old_text() {
  const std::string text = testing::read_bytes(kOld);
  REQUIRE(!text.empty());
  return text;
}

// `text` with `insert` put before the first line that starts with `before`.
std::string inserted(std::string text, const std::string& before, const std::string& insert) {
  const auto at = text.find("\n" + before);
  REQUIRE(at != std::string::npos);
  return text.insert(at + 1, insert);
}

// The 1-based line of the first line of `text` that starts with `line`.
int line_of(const std::string& text, const std::string& line) {
  const auto at = text.find("\n" + line);
  REQUIRE(at != std::string::npos);
  return static_cast<int>(std::count(text.begin(), text.begin() + static_cast<long>(at), '\n')) + 2;
}

TEST_CASE("A file without sessions or players reads and writes back byte for byte",
          "[spec][tags]") {
  const std::string text = old_text();
  const TournamentText read = parse_tournament_text(text, kOld);
  CHECK(read.canonical);
  CHECK(tournament_to_yaml(read.tournament) == text);
  for (const Event& e : read.tournament.events) {
    CHECK_FALSE(std::holds_alternative<SessionStart>(e.what));
    if (const auto* game = std::get_if<GameRecord>(&e.what)) {
      CHECK(game->session.empty());
      CHECK(game->player.empty());
    }
  }
}

TEST_CASE("Sessions and players read back as written, whatever the words", "[spec][tags]") {
  Tournament t = parse_tournament(old_text(), kOld);
  // Words a YAML reader would take for something else if they were not quoted.
  const std::vector<std::string> sessions = {"Saturday",       "null",         "yes", "12",
                                             "Säule 3: Mitte", "#1 'a' \"b\"", "- x", "~"};
  const std::vector<std::string> players = {"child", "no", "0x1F", "adult:", "élève", "[x]"};
  std::size_t i = 0, games = 0;
  std::vector<Event> events;
  for (Event e : t.events) {
    if (auto* game = std::get_if<GameRecord>(&e.what)) {
      events.push_back({SessionStart{sessions[i % sessions.size()], "2026-11-24T09:30:00Z"}, ""});
      game->session = sessions[i % sessions.size()];
      if (i % 2 == 0) game->player = players[i % players.size()];
      ++i, ++games;
    }
    events.push_back(e);
  }
  REQUIRE(games >= 4);
  events.push_back({SessionStart{"Sunday", ""}, ""});
  t.events = events;
  const std::string text = tournament_to_yaml(t);
  const TournamentText read = parse_tournament_text(text, "tagged.yaml");
  CHECK(read.canonical);
  REQUIRE(read.tournament.events.size() == t.events.size());
  for (std::size_t e = 0; e < t.events.size(); ++e) {
    INFO(e);
    CHECK(read.tournament.events[e].what == t.events[e].what);
  }
  CHECK(tournament_to_yaml(read.tournament) == text);
  CHECK(text.find("  - session: {name: \"Sunday\"}\n...\n") != std::string::npos);
  CHECK(text.find("      session: \"Saturday\"\n      player: \"child\"\n") != std::string::npos);
}

TEST_CASE("Bad sessions and players are refused at their line and column", "[spec][tags]") {
  const std::string text = old_text();
  const int played = line_of(text, "      played:");
  const std::string at = kOld + ":" + std::to_string(played) + ":";
  struct Case {
    std::string line;     // Inserted before the first game's `played:`.
    std::string where;    // FILE:LINE:COLUMN
    std::string message;  // What the error says after it.
  };
  const std::vector<Case> cases = {
      {"      player: \"big kid\"\n", at + "15", "'big kid': expected one word"},
      {"      player: \"\"\n", at + "15", "empty; expected one word"},
      {"      session: \"(none)\"\n", at + "16", "starts with '('"},
      {"      session: \" Saturday\"\n", at + "16", "spaces around it"},
      {"      session: \"tab\\there\"\n", at + "16", "a tab (U+0009) at character 4"},
      {"      session: \"" + std::string(41, 'x') + "\"\n", at + "16",
       "expected at most 40 characters, found 41"},
      {"      player: [child]\n", at + "15", "expected a string"},
  };
  for (const Case& c : cases) {
    INFO(c.line);
    CHECK_THROWS_WITH(parse_tournament(inserted(text, "      played:", c.line), kOld),
                      Catch::StartsWith(c.where) && Catch::Contains(c.message));
  }
  // The session event: its name checked as a game's session, its keys known.
  const int first = line_of(text, "  - game:");
  const std::string event = kOld + ":" + std::to_string(first) + ":";
  CHECK_THROWS_WITH(
      parse_tournament(inserted(text, "  - game:", "  - session: {name: \"\"}\n"), kOld),
      Catch::StartsWith(event + "21") && Catch::Contains("empty"));
  CHECK_THROWS_WITH(parse_tournament(inserted(text, "  - game:", "  - session: {day: x}\n"), kOld),
                    Catch::StartsWith(event) && Catch::Contains("unknown key"));
  CHECK_THROWS_WITH(
      parse_tournament(inserted(text, "  - game:", "  - session: {name: x, started: today}\n"),
                       kOld),
      Catch::StartsWith(event) && Catch::Contains("a time in UTC"));
}

TEST_CASE("Typed tags are checked by the same rules, naming the option", "[spec][tags]") {
  CHECK_NOTHROW(check_typed_tag(GameTag::kSession, "--session", "Saturday 14 June"));
  CHECK_NOTHROW(check_typed_tag(GameTag::kPlayer, "--player", "grand-parent"));
  CHECK_THROWS_WITH(check_typed_tag(GameTag::kPlayer, "--player", "big kid"),
                    "--player: 'big kid': expected one word (a player tag such as child, adult or "
                    "staff)");
  CHECK_THROWS_WITH(check_typed_tag(GameTag::kSession, "--session", "a\x1b[2Jb"),
                    Catch::StartsWith("--session: a control character (U+001B) at character 2"));
  CHECK_THROWS_WITH(check_typed_tag(GameTag::kPlayer, "--player", std::string(21, 'k')),
                    Catch::Contains("21 characters; expected at most 20"));
  CHECK_THROWS_WITH(check_typed_tag(GameTag::kSession, "--session", "\xff"),
                    Catch::Contains("invalid UTF-8 at byte 1"));
}

}  // namespace
}  // namespace matchbox::spec
