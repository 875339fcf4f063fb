// SPDX-FileCopyrightText: 2026 The matchbox authors
// SPDX-License-Identifier: GPL-3.0-or-later

// Visitor games that end while another matchbox holds the tournament file (`track play` holds
// it for its whole run; web/waiting_games.h): kept in the waiting file beside it, booked by the
// server as soon as the file is free with no further request from the phone, booked by the next
// server if this one stops first, and never booked twice, for every machine in games/.
#include <catch2/catch.hpp>
#include <chrono>
#include <filesystem>
#include <fstream>
#include <thread>

#include "cli/run_command.h"
#include "core/locked_file.h"
#include "machine_cases.h"
#include "read_bytes.h"
#include "spec/waiting_games.h"
#include "tracker/fixtures.h"
#include "tracker/session.h"
#include "web/visit_play.h"
#include "web/waiting_games.h"
#include "web/web_test_util.h"

namespace matchbox::testing {
namespace {

namespace fs = std::filesystem;
using tracker::TrackSession;

// A new tournament of `machine` in a fresh folder named after `test`.
fs::path waiting_tournament(const std::string& test, const std::string& machine) {
  const fs::path file = web_test_dir(test + "-" + machine) / "festival.yaml";
  REQUIRE(run_matchbox("track new " + file.string() + " --machine " + machine).exit_code == 0);
  return file;
}

// The visit ids of the file's visitor games, in the file's order.
std::vector<std::string> booked_visits(const fs::path& file) {
  const TrackSession s(file, TrackSession::Mode::kRead);
  std::vector<std::string> out;
  for (const tracker::Event& e : s.all_events())
    if (const auto* g = std::get_if<tracker::GameRecord>(&e.what); g && g->visitor)
      out.push_back(g->visit);
  CHECK(static_cast<int>(out.size()) == s.ledger().twin().tally.games());
  return out;
}

// Waits (up to 30 s) for the twin of `file` to have `games` games and the waiting file to be
// gone; returns the twin's games last read.
int twin_games_once_booked(const fs::path& file, int games) {
  int seen = -1;
  for (int i = 0; i < 300; ++i) {
    seen = TrackSession(file, TrackSession::Mode::kRead).ledger().twin().tally.games();
    if (seen == games && !fs::exists(web::WaitingGames::file_for(file))) break;
    std::this_thread::sleep_for(std::chrono::milliseconds(100));
  }
  return seen;
}

// Plays one visitor game while the file is held; returns its id, checking that it waits.
std::string play_while_held(httplib::Client& c, std::size_t seed) {
  std::string last;
  REQUIRE_NOTHROW(last = play_whole_game(c, "", seed, false));
  INFO(last);
  CHECK(json_field(last, "booked") == "false");
  CHECK(json_field(last, "waiting") == "true");
  CHECK(has(json_field(last, "error"), "booked as soon as the file is free"));
  return json_field(last, "game");
}

void check_booked_when_free(const std::string& machine) {
  if (!tracker::trackable(machine)) return;
  const fs::path file = waiting_tournament("wait-free", machine);
  const fs::path waiting = web::WaitingGames::file_for(file);
  const RunningServer server(file, "", true);
  auto c = server.client();
  std::string id;
  {
    const TrackSession holder(file, TrackSession::Mode::kWrite);  // As `track play` holds it.
    id = play_while_held(c, 0);
    CHECK(fs::exists(waiting));  // Written before the phone was answered.
    std::this_thread::sleep_for(std::chrono::milliseconds(1500));  // The server tries, and waits.
    CHECK(TrackSession(file, TrackSession::Mode::kRead).ledger().twin().tally.games() == 0);
  }
  // No request from the phone from here on: the server books it by itself.
  CHECK(twin_games_once_booked(file, 1) == 1);
  CHECK_FALSE(fs::exists(waiting));
  CHECK(booked_visits(file) == std::vector<std::string>{id});
  // The phone's next look says so (the server tells the visit just after the file).
  std::string look;
  for (int i = 0; i < 50 && json_field(look, "booked") != "true"; ++i) {
    if (i > 0) std::this_thread::sleep_for(std::chrono::milliseconds(100));
    const auto r = c.Get("/api/visit?game=" + id);
    REQUIRE(r);
    look = r->body;
  }
  CHECK(json_field(look, "booked") == "true");
  CHECK(json_field(look, "waiting") == "false");
  CHECK(json_field(look, "error") == "");
}

void check_booked_by_next_server(const std::string& machine) {
  if (!tracker::trackable(machine)) return;
  const fs::path file = waiting_tournament("wait-next", machine);
  const fs::path waiting = web::WaitingGames::file_for(file);
  std::vector<std::string> ids;
  {
    const TrackSession holder(file, TrackSession::Mode::kWrite);
    const RunningServer server(file, "", true);
    auto c = server.client();
    ids.push_back(play_while_held(c, 1));
    ids.push_back(play_while_held(c, 2));
  }  // The server stops (no last attempt: as if killed), then the holder lets go.
  REQUIRE(fs::exists(waiting));
  CHECK(TrackSession(file, TrackSession::Mode::kRead).ledger().twin().tally.games() == 0);
  const RunningServer next(file, "", true);  // Books them as it starts, in the order they ended.
  CHECK(twin_games_once_booked(file, 2) == 2);
  CHECK_FALSE(fs::exists(waiting));
  CHECK(booked_visits(file) == ids);
}

const bool kFreeCases =
    register_machine_cases("A visitor game that ends while the file is held is booked once free",
                           "[web][visitors]", check_booked_when_free);
const bool kNextCases =
    register_machine_cases("Visitor games left waiting by a stopped server are booked by the next",
                           "[web][visitors]", check_booked_by_next_server);

}  // namespace

TEST_CASE("A waiting file whose games the tournament holds already books nothing twice",
          "[web][visitors]") {
  const fs::path file = waiting_tournament("wait-twice", "menace");
  const fs::path waiting = web::WaitingGames::file_for(file);
  std::vector<std::string> ids;
  {
    const TrackSession holder(file, TrackSession::Mode::kWrite);
    const RunningServer server(file, "", true);
    auto c = server.client();
    ids.push_back(play_while_held(c, 3));
    ids.push_back(play_while_held(c, 4));
  }
  const std::string both = read_bytes(waiting);
  const std::vector<tracker::GameRecord> games = spec::parse_waiting_games(both, waiting.string());
  REQUIRE(games.size() == 2);
  // A server books the first game and is killed before it rewrites the waiting file: the
  // tournament holds the first, the waiting file both.
  core::replace_whole_file(waiting, spec::waiting_games_to_yaml({games[0]}));
  { const RunningServer first(file, "", true); }
  CHECK(booked_visits(file) == std::vector<std::string>{ids[0]});
  core::replace_whole_file(waiting, both);
  {
    const RunningServer next(file, "", true);
    CHECK(twin_games_once_booked(file, 2) == 2);
    CHECK(booked_visits(file) == ids);
  }
  // And again, with both in the tournament: nothing is booked, and the waiting file goes.
  core::replace_whole_file(waiting, both);
  { const RunningServer again(file, "", true); }
  CHECK_FALSE(fs::exists(waiting));
  CHECK(booked_visits(file) == ids);
}

}  // namespace matchbox::testing
