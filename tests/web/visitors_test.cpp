// SPDX-FileCopyrightText: 2026 The matchbox authors
// SPDX-License-Identifier: GPL-3.0-or-later

// Visitors' games against the software twin (`track serve --visitors`, web/visitors.h): every
// machine, every side; concurrent games each booked once; retries, room limits and a file that
// replays to the boxes the server kept.
#include "web/visitors.h"

#include <arpa/inet.h>
#include <sys/socket.h>

#include <catch2/catch.hpp>
#include <regex>
#include <thread>

#include "cli/run_command.h"
#include "spec/data_dir.h"
#include "spec/machine_file.h"
#include "tracker/checkpoint.h"
#include "tracker/fixtures.h"
#include "tracker/session.h"
#include "web/visit_play.h"
#include "web/web_test_util.h"

namespace matchbox::testing {
namespace {

namespace fs = std::filesystem;
using tracker::TrackSession;

// A client whose requests come from 127.0.0.`n` (every 127/8 address is this computer's), as
// if from another phone.
httplib::Client phone(const RunningServer& server, int n) {
  httplib::Client c("127.0.0.1", server.port());
  // Bookings are written one at a time, each synced to the disk: on a busy machine the last of
  // 24 can wait a while.
  c.set_read_timeout(60, 0);
  c.set_socket_options([n](socket_t sock) {
    sockaddr_in from{};
    from.sin_family = AF_INET;
    from.sin_addr.s_addr = htonl(0x7f000000u + static_cast<unsigned>(n));
    ::bind(sock, reinterpret_cast<sockaddr*>(&from), sizeof from);
  });
  return c;
}

// The visitor games of `file`, by their moves, and the twin's contents replayed from scratch.
std::vector<std::string> visitor_moves(const TrackSession& s) {
  std::vector<std::string> out;
  for (const tracker::Event& e : s.all_events())
    if (const auto* g = std::get_if<tracker::GameRecord>(&e.what); g && g->visitor)
      out.push_back(tracker::joined(g->moves));
  return out;
}

}  // namespace

TEST_CASE("Visitors play every machine's twin, on every side it plays, and each game is booked",
          "[web][visitors]") {
  for (const std::string& machine : spec::machine_names()) {
    if (!tracker::trackable(machine)) continue;
    INFO(machine);
    const fs::path file = web_test_dir("visit-" + machine) / "festival.yaml";
    REQUIRE(run_matchbox("track new " + file.string() + " --machine " + machine).exit_code == 0);
    const RunningServer server(file, "", true);
    auto c = server.client();
    const auto info = c.Get("/api/visitors");
    REQUIRE(info);
    CHECK(json_field(info->body, "on") == "true");
    const bool both = has(info->body, "\"first_choices\":[\"me\",\"machine\"]");
    std::vector<std::string> firsts =
        both ? std::vector<std::string>{"me", "machine"} : std::vector<std::string>{""};
    for (std::size_t i = 0; i < firsts.size(); ++i) {
      std::string last;
      REQUIRE_NOTHROW(last = play_whole_game(c, firsts[i], i));
      CHECK(json_field(last, "result") != "");
      CHECK(has(last, "\"twin\":{\"games\":" + std::to_string(i + 1)));
    }
    const auto board = c.Get("/api/visit/board.svg?game=nothing");
    REQUIRE(board);
    CHECK(board->status == 404);
    // The operator's books are untouched (the crowd test reads the file back).
    const auto state = c.Get("/api/state");
    REQUIRE(state);
    CHECK(json_field(state->body, "games") == "0");
    CHECK(has(state->body, "\"twin\":{\"games\":" + std::to_string(firsts.size())));
  }
}

TEST_CASE("Twenty-four visitors play at once: every game is booked once, and the file replays",
          "[web][visitors]") {
  const fs::path file = new_menace("visit-crowd");
  constexpr int kPhones = 24;
  std::vector<std::string> seen(kPhones), errors(kPhones);
  {
    const RunningServer server(file, "", true);
    std::vector<std::thread> phones;
    for (int p = 0; p < kPhones; ++p)
      phones.emplace_back([&, p] {
        auto c = phone(server, p + 2);
        try {
          const std::string last = play_whole_game(c, "", static_cast<std::size_t>(p));
          // The visitor's game as booked: its moves, from the game's own JSON.
          const std::regex moves("\"moves\":\\[([^\\]]*)\\]");
          std::smatch m;
          if (std::regex_search(last, m, moves)) seen[static_cast<std::size_t>(p)] = m[1].str();
        } catch (const std::exception& e) {
          errors[static_cast<std::size_t>(p)] = e.what();
        }
      });
    for (auto& t : phones) t.join();
  }
  for (const std::string& error : errors) CHECK(error == "");
  fs::remove(tracker::checkpoint_path(file));  // Replay the whole file, if a checkpoint was kept.
  const TrackSession s(file, TrackSession::Mode::kRead);
  CHECK(s.ledger().twin().tally.games() == kPhones);
  std::vector<std::string> booked = visitor_moves(s);
  std::vector<std::string> played;
  for (std::string moves : seen) {
    moves.erase(std::remove(moves.begin(), moves.end(), '"'), moves.end());
    std::replace(moves.begin(), moves.end(), ',', ' ');
    played.push_back(moves);
  }
  std::sort(booked.begin(), booked.end());
  std::sort(played.begin(), played.end());
  CHECK(booked == played);
  // The twin's boxes are the initial fill plus every recorded change, in booking order.
  std::vector<int> beads = s.machine().layout().initial;
  for (const tracker::Event& e : s.all_events())
    if (const auto* g = std::get_if<tracker::GameRecord>(&e.what); g && g->visitor)
      for (const tracker::RecordedChange& c : g->changes)
        beads[static_cast<std::size_t>(s.machine().layout().index(
            c.box - 1, *s.machine().slot_of(c.box - 1, c.bead, c.compartment)))] += c.delta;
  CHECK(beads == s.ledger().twin().beads);
  CHECK(s.ledger().beads(0) == s.machine().layout().initial);
}

TEST_CASE("A retried move counts once, and a finished game is booked once", "[web][visitors]") {
  const fs::path file = new_menace("visit-retry");
  const RunningServer server(file, "", true);
  auto c = server.client();
  auto r = c.Post("/api/visit/begin", "", kVisitForm);
  REQUIRE(r);
  const std::string id = json_field(r->body, "game");
  std::string json = r->body;
  std::string form;
  while (json_field(json, "over") != "true") {
    form = "game=" + id + "&move=" + legal_moves(json).front() +
           "&ply=" + std::to_string(std::stoi(json_field(json, "ply")) + 1);
    r = c.Post("/api/visit/move", form, kVisitForm);
    REQUIRE(r);
    REQUIRE(r->status == 200);
    const auto again = c.Post("/api/visit/move", form, kVisitForm);  // The same tap, retried.
    REQUIRE(again);
    CHECK(again->status == 200);
    CHECK(json_field(again->body, "ply") == json_field(r->body, "ply"));
    json = r->body;
  }
  CHECK(TrackSession(file, TrackSession::Mode::kRead).ledger().twin().tally.games() == 1);
  // A move out of turn, an illegal move and a ply ahead are refused.
  const auto late =
      c.Post("/api/visit/move",
             "game=" + id + "&move=1&ply=" + std::to_string(std::stoi(json_field(json, "ply")) + 1),
             kVisitForm);
  REQUIRE(late);
  CHECK(late->status == 400);
  r = c.Post("/api/visit/begin", "", kVisitForm);
  REQUIRE(r);
  const std::string fresh = json_field(r->body, "game");
  // The square MENACE has just marked.
  std::smatch taken;
  REQUIRE(std::regex_search(r->body, taken, std::regex("\"moves\":\\[\"([0-9])\"")));
  const auto illegal =
      c.Post("/api/visit/move", "game=" + fresh + "&move=" + taken[1].str() + "&ply=2", kVisitForm);
  REQUIRE(illegal);
  CHECK(illegal->status == 400);
  CHECK(has(illegal->body, "legal moves"));
  const auto ahead = c.Post("/api/visit/move", "game=" + fresh + "&move=1&ply=9", kVisitForm);
  REQUIRE(ahead);
  CHECK(ahead->status == 400);
  const auto unknown = c.Post("/api/visit/move", "game=0123&move=1&ply=2", kVisitForm);
  REQUIRE(unknown);
  CHECK(unknown->status == 404);
}

TEST_CASE("One phone may begin a few games a minute, then it is told to try again",
          "[web][visitors]") {
  const fs::path file = new_menace("visit-busy");
  const RunningServer server(file, "", true);
  auto c = phone(server, 40);
  for (int i = 0; i < web::kVisitorGamesPerMinute; ++i) {
    const auto r = c.Post("/api/visit/begin", "", kVisitForm);
    REQUIRE(r);
    CHECK(r->status == 200);
  }
  const auto busy = c.Post("/api/visit/begin", "", kVisitForm);
  REQUIRE(busy);
  CHECK(busy->status == 503);
  CHECK(has(busy->body, "\"busy\":true"));
  CHECK(busy->has_header("Retry-After"));
  // Another phone still gets a game.
  auto other = phone(server, 41);
  const auto r = other.Post("/api/visit/begin", "", kVisitForm);
  REQUIRE(r);
  CHECK(r->status == 200);
}

TEST_CASE("Without --visitors there is no /play, and answers say how to open it",
          "[web][visitors]") {
  const fs::path file = new_menace("visit-off");
  const RunningServer server(file);
  auto c = server.client();
  for (const char* path : {"/play", "/api/visit?game=x"}) {
    const auto r = c.Get(path);
    REQUIRE(r);
    CHECK(r->status == 404);
    CHECK(has(r->body, "--visitors"));
  }
  const auto r = c.Post("/api/visit/begin", "", kVisitForm);
  REQUIRE(r);
  CHECK(r->status == 404);
  const auto info = c.Get("/api/visitors");
  REQUIRE(info);
  CHECK(json_field(info->body, "on") == "false");
}

}  // namespace matchbox::testing
