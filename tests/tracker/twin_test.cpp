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
