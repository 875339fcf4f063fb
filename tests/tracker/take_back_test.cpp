// SPDX-FileCopyrightText: 2026 The matchbox authors
// SPDX-License-Identifier: GPL-3.0-or-later

// Taking back, for every machine in games/: `back` (take_back_move) takes back the last typed
// move with the forced moves after it, and both it and `undo` (take_back) of the game in play
// name every drawn bead that lies beside its box.
#include <catch2/catch.hpp>
#include <filesystem>

#include "core/error.h"
#include "machine_cases.h"
#include "spec/machine_file.h"
#include "tracker/fixtures.h"
#include "tracker/session.h"

namespace matchbox::tracker {
namespace {

namespace fs = std::filesystem;

// The turns of `turns` at which a bead was drawn.
std::vector<Turn> draws_of(const std::vector<Turn>& turns) {
  std::vector<Turn> out;
  for (const Turn& t : turns)
    if (!t.bead.empty()) out.push_back(t);
  return out;
}

// Checks that `lines` name the beads drawn at `turns`, after `skip` lines, in order.
void check_bead_lines(const std::vector<std::string>& lines, std::size_t skip,
                      const std::vector<Turn>& turns) {
  const std::vector<Turn> draws = draws_of(turns);
  REQUIRE(lines.size() == skip + draws.size());
  for (std::size_t i = 0; i < draws.size(); ++i)
    CHECK_THAT(lines[skip + i],
               Catch::StartsWith("box " + std::to_string(draws[i].box) + ": put the drawn ") &&
                   Catch::EndsWith(" (" + draws[i].bead + ") bead back"));
}

// Takes back `game`'s moves one `back` at a time; checks each answer against the file.
void take_back_move_by_move(const fs::path& file, const GameRecord& game) {
  std::size_t moves = game.moves.size();
  std::size_t turns = game.turns.size();
  for (;;) {
    TrackSession session(file, TrackSession::Mode::kWrite);
    if (!session.ledger().unfinished()) break;
    const std::vector<std::string> lines = take_back_move(session);
    REQUIRE(!lines.empty());
    CHECK_THAT(lines[0], Catch::StartsWith("Took back move "));
    const auto& now = session.ledger().unfinished();
    const std::size_t moves_left = now ? now->moves.size() : 0;
    const std::size_t turns_left = now ? now->turns.size() : 0;
    REQUIRE(moves_left < moves);
    // The moves after the typed one are forced, and said to be.
    CHECK((moves - moves_left > 1) == (lines[0].find("forced") != std::string::npos));
    const auto first = game.turns.begin();
    check_bead_lines(lines, 1,
                     {first + static_cast<long>(turns_left), first + static_cast<long>(turns)});
    moves = moves_left;
    turns = turns_left;
  }
  CHECK(turns == 0);
  TrackSession session(file, TrackSession::Mode::kWrite);
  CHECK_THROWS_WITH(take_back_move(session), Catch::Contains("no game is in play"));
}

// For `machine`, if trackable: undo of the game in play and back, move by move, of two more
// games name every drawn bead.
void check_take_back(const std::string& machine) {
  if (!trackable(machine)) return;
  const fs::path file = new_tournament(machine);
  for (std::size_t seed = 0; seed < 3; ++seed) {
    GameRecord game;
    {
      TrackSession session(file, TrackSession::Mode::kWrite);
      game = unfinished_game(session, seed);
      REQUIRE(!draws_of(game.turns).empty());
      session.commit({game, ""});
    }
    if (seed == 0) {
      // undo abandons the game in play: every drawn bead goes back into its box.
      TrackSession session(file, TrackSession::Mode::kWrite);
      check_bead_lines(take_back(session), 0, game.turns);
      CHECK_FALSE(session.ledger().unfinished());
      continue;
    }
    take_back_move_by_move(file, game);
  }
}

const bool kTakeBackCases =
    testing::register_machine_cases("back and undo of the game in play name every drawn bead",
                                    "[tracker][take-back]", check_take_back);

// The cases above, and those of game_groups_test.cpp, check only the machines whose books the
// tracker keeps: most of games/ must be among them.
TEST_CASE("At least ten machines of games/ have books the tracker keeps", "[tracker]") {
  const std::vector<std::string> names = spec::machine_names();
  CHECK(std::count_if(names.begin(), names.end(), trackable) >= 10);
}

}  // namespace
}  // namespace matchbox::tracker
