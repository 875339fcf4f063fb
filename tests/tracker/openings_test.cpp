// SPDX-FileCopyrightText: 2026 The matchbox authors
// SPDX-License-Identifier: GPL-3.0-or-later

// tracker::opening_beads, for every machine in games/: box 1's beads by move after every game in
// force follow the books, through games, a counted adjust of box 1 and an undo.
#include "tracker/openings.h"

#include <catch2/catch.hpp>

#include "spec/machine_file.h"
#include "tracker/fixtures.h"

namespace matchbox::tracker {
namespace {

// Box 1's beads by move, both compartments added, as the ledger holds them now.
std::vector<int> box_one(const TrackSession& session) {
  return beads_by_move(session.machine().layout(), session.ledger().beads(0), 0);
}

TEST_CASE("Box 1's beads by move follow the books, for every machine", "[tracker][openings]") {
  int machines = 0;
  for (const std::string& machine : spec::machine_names()) {
    INFO(machine);
    if (!trackable(machine)) continue;
    TrackSession session(new_tournament(machine), TrackSession::Mode::kWrite);
    const std::vector<int> start = box_one(session);
    for (std::size_t seed = 0; seed < 4; ++seed) session.commit({finished_game(session, seed), ""});
    const std::vector<std::vector<int>> played = opening_beads(session);
    REQUIRE(played.size() == 5);
    CHECK(played.front() == start);
    CHECK(played.back() == box_one(session));
    // A count of box 1 changes the next games' starting point; its undo takes it back.
    session.commit(
        {typed_adjust(session, 0, 1, {session.machine().slot_label(0, 0) + "=7"}, ""), ""});
    session.commit({finished_game(session, 5), ""});
    CHECK(opening_beads(session).back() == box_one(session));
    session.commit({Undo{session.ledger().undoable()}, ""});  // The last game.
    session.commit({Undo{session.ledger().undoable()}, ""});  // The adjust.
    CHECK(opening_beads(session) == played);
    ++machines;
  }
  CHECK(machines >= 10);
}

}  // namespace
}  // namespace matchbox::tracker
