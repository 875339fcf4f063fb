// SPDX-FileCopyrightText: 2026 The matchbox authors
// SPDX-License-Identifier: GPL-3.0-or-later

// TrackSession::commit, the one way a tournament changes, for every machine in games/: each kind
// of event is booked and written, a refused event leaves the books and the file as they were,
// and Write::kLater leaves the file alone until save().
#include <catch2/catch.hpp>
#include <filesystem>

#include "core/error.h"
#include "core/file_io.h"
#include "spec/machine_file.h"
#include "spec/tournament_file.h"
#include "tracker/fixtures.h"
#include "tracker/session.h"

namespace matchbox::tracker {
namespace {

namespace fs = std::filesystem;

std::string file_text(const fs::path& file) {
  return core::read_whole_file(file, spec::kMaxTournamentBytes, "a tournament file");
}

// Checks that committing `event` is refused with `message` and changes neither the books nor
// the file.
void check_refused(TrackSession& session, const Event& event, const std::string& message) {
  const std::string text = file_text(session.file());
  const int events = session.event_count();
  const std::vector<int> beads = session.ledger().beads(0);
  CHECK_THROWS_WITH(session.commit(event), Catch::Contains(message));
  CHECK(file_text(session.file()) == text);
  CHECK(session.event_count() == events);
  CHECK(session.ledger().beads(0) == beads);
}

TEST_CASE("commit books every kind of event and refuses bad ones untouched, for every machine",
          "[tracker][commit]") {
  int machines = 0;
  for (const std::string& machine : spec::machine_names()) {
    INFO(machine);
    if (!trackable(machine)) continue;
    const fs::path file = new_tournament(machine);
    TrackSession session(file, TrackSession::Mode::kWrite);
    check_refused(session, {Undo{1}, ""}, "nothing to undo");

    // A game in play is stored as the last event, and one with no moves left removes it.
    const GameRecord in_play = unfinished_game(session, 1);
    REQUIRE(!in_play.moves.empty());
    session.commit({in_play, ""});
    CHECK(session.event_count() == 1);
    CHECK(TrackSession(file, TrackSession::Mode::kRead).ledger().unfinished()->moves ==
          in_play.moves);
    const Adjust counted =
        typed_adjust(session, 0, 1, {session.machine().slot_label(0, 0) + "=0"}, "");
    check_refused(session, {counted, ""}, "a game is in play");
    session.commit({GameRecord{}, ""});
    CHECK_FALSE(session.ledger().unfinished());
    CHECK(session.event_count() == 0);
    CHECK(TrackSession(file, TrackSession::Mode::kRead).event_count() == 0);

    // A finished game is settled and stamped; with kLater the file waits for save().
    const std::string before = file_text(file);
    const Event& booked =
        session.commit({finished_game(session, 2), ""}, TrackSession::Write::kLater);
    CHECK_FALSE(std::get<GameRecord>(booked.what).played.empty());
    CHECK(session.ledger().tally().games() == 1);
    CHECK(file_text(file) == before);
    session.save();
    CHECK(TrackSession(file, TrackSession::Mode::kRead).ledger().tally().games() == 1);

    // An adjust sets the box's count; an undo must name the event an undo takes back now.
    const std::vector<int> after_game = session.ledger().beads(0);
    session.commit({counted, ""});
    CHECK(session.ledger().beads(0)[0] == 0);
    check_refused(session, {Undo{1}, ""}, "the one to undo is event 2");
    session.commit({Undo{2}, ""});
    CHECK(session.ledger().beads(0) == after_game);
    CHECK(TrackSession(file, TrackSession::Mode::kRead).ledger().beads(0) ==
          session.ledger().beads(0));
    ++machines;
  }
  CHECK(machines >= 10);
}

TEST_CASE("An adjust is typed by colour code or name, each colour once, in a box that exists",
          "[tracker][commit]") {
  TrackSession session(new_tournament("menace"), TrackSession::Mode::kWrite);
  const kit::Colour& c = session.machine().colour(0, 0);
  const Adjust adjust = typed_adjust(session, 0, 1, {c.name + "=2"}, "counted");
  CHECK(adjust.beads == std::map<std::string, int>{{c.code, 2}});
  CHECK_THROWS_WITH(typed_adjust(session, 0, 1, {c.code + "=1", c.name + "=9"}, ""),
                    Catch::Contains("given twice"));
  CHECK_THROWS_WITH(typed_adjust(session, 0, 0, {c.code + "=1"}, ""),
                    Catch::Contains("has boxes 1 to 304"));
  CHECK_THROWS_WITH(typed_adjust(session, 0, 1, {c.code + "3"}, ""),
                    Catch::Contains("expected COLOUR=N"));
  CHECK_THROWS_WITH(machine_named(session, "HER"), Catch::Contains("machines are menace"));
}

}  // namespace
}  // namespace matchbox::tracker
