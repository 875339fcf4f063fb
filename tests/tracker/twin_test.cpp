// SPDX-FileCopyrightText: 2026 The matchbox authors
// SPDX-License-Identifier: GPL-3.0-or-later

// The software twin's books (tracker::TwinBooks; `track serve --visitors`): visitor games change
// only the twin's boxes, are written before the game in play, are never taken back by undo,
// and survive the checkpoint, for every machine in games/.
#include <catch2/catch.hpp>
#include <filesystem>
#include <fstream>
#include <regex>

#include "core/error.h"
#include "core/file_io.h"
#include "spec/machine_file.h"
#include "spec/tournament_file.h"
#include "spec/waiting_games.h"
#include "tracker/checkpoint.h"
#include "tracker/fixtures.h"
#include "tracker/session.h"

namespace matchbox::tracker {
namespace {

namespace fs = std::filesystem;

GameRecord visitor_game(const TrackSession& session, std::size_t seed) {
  GameRecord game = finished_game(session, seed);
  game.visitor = true;
  game.changes.clear();
  return game;
}

}  // namespace

TEST_CASE("Visitor games book the twin's boxes only, before the game in play, beyond undo",
          "[tracker][visitors]") {
  int machines = 0;
  for (const std::string& machine : spec::machine_names()) {
    INFO(machine);
    if (!trackable(machine)) continue;
    const fs::path file = new_tournament(machine);
    TrackSession session(file, TrackSession::Mode::kWrite);
    const std::vector<int> initial = session.ledger().beads(0);
    const GameRecord in_play = unfinished_game(session, 2);
    REQUIRE(!in_play.moves.empty());
    session.commit({in_play, ""});
    session.commit({visitor_game(session, 1), ""});
    session.commit({visitor_game(session, 3), ""});

    // Written before the game in play, which is still the last event and the one undo takes.
    CHECK(session.event_count() == 3);
    const TrackSession read(file, TrackSession::Mode::kRead);
    CHECK(read.ledger().unfinished()->moves == in_play.moves);
    CHECK(read.ledger().undoable() == 3);
    CHECK(read.ledger().tally().games() == 0);
    CHECK(read.ledger().beads(0) == initial);
    CHECK(read.ledger().twin().tally.games() == 2);
    CHECK(read.ledger().twin() == session.ledger().twin());
    const Event event = read.event(1);
    const auto& first = std::get<GameRecord>(event.what);
    CHECK(first.visitor);
    CHECK(first.outcome.has_value());

    // Undo takes back the game in play and then says there is nothing more: visitor games stay.
    take_back(session);
    CHECK_THROWS_WITH(take_back(session), Catch::Contains("nothing to undo"));
    CHECK(session.ledger().twin().tally.games() == 2);
    CHECK_FALSE(session.ledger().unfinished());
    ++machines;
  }
  CHECK(machines >= 12);
}

TEST_CASE("The twin's books come back the same from the checkpoint as from the whole file",
          "[tracker][visitors]") {
  const fs::path file = new_tournament("menace");
  {
    TrackSession session(file, TrackSession::Mode::kWrite);
    for (std::size_t seed = 0; seed < 120; ++seed)
      session.commit(
          {seed % 3 == 0 ? finished_game(session, seed) : visitor_game(session, seed), ""},
          TrackSession::Write::kLater);
    session.save();
  }
  const TrackSession checkpointed(file, TrackSession::Mode::kRead);
  CHECK(fs::remove(checkpoint_path(file)));
  const TrackSession whole(file, TrackSession::Mode::kRead);
  CHECK(whole.ledger().twin().tally.games() == 80);
  CHECK(whole.ledger().tally().games() == 40);
  CHECK(checkpointed.ledger().state() == whole.ledger().state());
}

TEST_CASE("A visitor game left unfinished in a file is refused with its line", "[tracker]") {
  const fs::path file = new_tournament("her");
  {
    TrackSession session(file, TrackSession::Mode::kWrite);
    session.commit({visitor_game(session, 1), ""});
  }
  std::string text = core::read_whole_file(file, spec::kMaxTournamentBytes, "a tournament file");
  text = std::regex_replace(text, std::regex("result: (win|loss)"), "result: unfinished");
  std::ofstream(file, std::ios::binary | std::ios::trunc) << text;
  CHECK_THROWS_WITH(TrackSession(file, TrackSession::Mode::kRead),
                    Catch::Contains("a visitor game is booked once finished"));
}

}  // namespace matchbox::tracker

namespace matchbox::tracker {

TEST_CASE("A visitor game's visit id reads back, and on another game it is refused at its line",
          "[tracker][visitors]") {
  const fs::path file = new_tournament("menace");
  GameRecord visitor;
  {
    TrackSession session(file, TrackSession::Mode::kWrite);
    visitor = visitor_game(session, 1);
    visitor.visit = "3f2a09c1";
    visitor = std::get<GameRecord>(session.commit({visitor, ""}).what);
    session.commit({finished_game(session, 2), ""});
  }
  const std::string text =
      core::read_whole_file(file, spec::kMaxTournamentBytes, "a tournament file");
  CHECK(text.find("      visit: \"3f2a09c1\"\n") != std::string::npos);
  const auto games = [](const TrackSession& s) {
    std::vector<GameRecord> out;
    for (const Event& e : s.all_events()) out.push_back(std::get<GameRecord>(e.what));
    return out;
  };
  std::vector<GameRecord> read = games(TrackSession(file, TrackSession::Mode::kRead));
  REQUIRE(read.size() == 2);
  CHECK(read[0] == visitor);
  CHECK(read[1].visit.empty());
  // The waiting file of `track serve` carries it as the tournament does.
  CHECK(spec::parse_waiting_games(spec::waiting_games_to_yaml({visitor}), "w") ==
        std::vector<GameRecord>{visitor});
  // A file from before the key reads: its visitor games have none.
  const std::string before = std::regex_replace(text, std::regex("      visit: .*\n"), "");
  std::ofstream(file, std::ios::binary | std::ios::trunc) << before;
  read = games(TrackSession(file, TrackSession::Mode::kRead));
  CHECK(read[0].visitor);
  CHECK(read[0].visit.empty());
  // On a game of the machine at the table it is refused, as is an id that is not one.
  const std::size_t last = before.rfind("      played:");
  REQUIRE(last != std::string::npos);
  std::string other = before;
  other.insert(last, "      visit: \"3f2a09c1\"\n");
  std::ofstream(file, std::ios::binary | std::ios::trunc) << other;
  CHECK_THROWS_WITH(TrackSession(file, TrackSession::Mode::kRead),
                    Catch::Contains("only a visitor game (visitor: true) has a visit id"));
  std::ofstream(file, std::ios::binary | std::ios::trunc)
      << std::regex_replace(text, std::regex("visit: \"3f2a09c1\""), "visit: \"a b\"");
  CHECK_THROWS_WITH(TrackSession(file, TrackSession::Mode::kRead),
                    Catch::Contains("expected the visit's id"));
}

}  // namespace matchbox::tracker
