// SPDX-FileCopyrightText: 2026 The matchbox authors
// SPDX-License-Identifier: GPL-3.0-or-later

// Sessions and players in the books, for every machine in games/: games take the session now
// unless they name another, tracker::group_games tallies each session and player as an
// independent count of the games booked does, an undo takes its game out of its group, the
// tags survive the checkpoint (.NAME.books) as they survive a whole replay, and a game in play
// keeps its tags.
#include "tracker/game_groups.h"

#include <catch2/catch.hpp>
#include <filesystem>

#include "machine_cases.h"
#include "tracker/fixtures.h"
#include "tracker/session.h"

namespace matchbox::tracker {
namespace {

namespace fs = std::filesystem;

// Games booked: enough that a checkpoint is taken (more than twice the 64 events kept after it).
constexpr int kGames = 140;

// Names and tallies in the order of each name's first game, as group_games gives them.
using Counted = std::vector<std::pair<std::string, Tally>>;

// The count of `games` by session or player, made here without the tracker's help.
Counted counted(const std::vector<GameRecord>& games, GameTag by) {
  Counted out;
  for (const GameRecord& game : games) {
    const std::string& name = by == GameTag::kSession ? game.session : game.player;
    auto it = std::find_if(out.begin(), out.end(), [&](const auto& c) { return c.first == name; });
    if (it == out.end()) it = out.insert(out.end(), {name, Tally{}});
    Tally& t = it->second;
    ++(*game.outcome == core::Outcome::kWin    ? t.win
       : *game.outcome == core::Outcome::kDraw ? t.draw
                                               : t.loss);
    if (game.resigned && *game.outcome == core::Outcome::kLoss) ++t.resign;
  }
  return out;
}

Counted grouped(const Ledger& ledger, GameTag by) {
  Counted out;
  int games = 0;
  for (const GameGroup& g : group_games(ledger, by)) {
    out.emplace_back(g.name, g.tally);
    games += static_cast<int>(g.games.size());
    CHECK(static_cast<int>(g.games.size()) == g.tally.games());
  }
  CHECK(games == ledger.tally().games());
  return out;
}

// A game in play keeps its tags move by move (a referee's record names none), and a new
// session waits for its end. The game is then removed.
void check_game_in_play(TrackSession& session) {
  GameRecord in_play = unfinished_game(session, 1);
  REQUIRE(in_play.moves.size() >= 2);
  const std::vector<std::string> moves = in_play.moves;
  in_play.moves.pop_back();
  const auto later = [&](const Turn& t) { return t.ply > static_cast<int>(in_play.moves.size()); };
  in_play.turns.erase(std::remove_if(in_play.turns.begin(), in_play.turns.end(), later),
                      in_play.turns.end());
  in_play.player = "staff";
  session.commit({in_play, ""});
  CHECK_THROWS_WITH(session.commit({SessionStart{"Monday", ""}, ""}),
                    Catch::Contains("a game is in play"));
  session.commit({unfinished_game(session, 1), ""});  // One move on, untagged.
  const TrackSession read(session.file(), TrackSession::Mode::kRead);
  REQUIRE(read.ledger().unfinished());
  CHECK(read.ledger().unfinished()->player == "staff");
  CHECK(read.ledger().unfinished()->session == "Saturday");
  CHECK(read.ledger().unfinished()->moves == moves);
  session.commit({GameRecord{}, ""});
}

// For `machine`, if trackable: kGames games in three sessions and of three players are tallied
// per group from the checkpoint, from a whole replay and after an undo.
void check_game_groups(const std::string& machine) {
  if (!trackable(machine)) return;
  const std::vector<std::string> players = {"child", "adult", ""};
  const fs::path file = new_tournament(machine);
  std::vector<GameRecord> booked;
  {
    TrackSession session(file, TrackSession::Mode::kWrite);
    CHECK(session.ledger().session().empty());
    session.commit({SessionStart{"Saturday", ""}, ""});
    check_game_in_play(session);
    for (int g = 0; g < kGames; ++g) {
      if (g == kGames / 2)
        session.commit({SessionStart{"Sunday", ""}, ""}, TrackSession::Write::kLater);
      GameRecord game = finished_game(session, static_cast<std::size_t>(g));
      game.player = players[static_cast<std::size_t>(g) % players.size()];
      if (g % 7 == 3) game.session = "Workshop";  // Names its own session.
      booked.push_back(
          std::get<GameRecord>(session.commit({game, ""}, TrackSession::Write::kLater).what));
      CHECK(booked.back().session == (g % 7 == 3       ? "Workshop"
                                      : g < kGames / 2 ? "Saturday"
                                                       : "Sunday"));
    }
    session.save();
    CHECK(session.ledger().session() == "Sunday");
  }
  const Counted sessions = counted(booked, GameTag::kSession);
  const Counted by_player = counted(booked, GameTag::kPlayer);
  CHECK(sessions.size() == 3);
  CHECK(by_player.size() == 3);
  REQUIRE(fs::exists(checkpoint_path(file)));
  {
    const TrackSession checked(file, TrackSession::Mode::kRead);
    CHECK(checked.events_before() > 0);  // Read from the checkpoint.
    CHECK(checked.ledger().session() == "Sunday");
    CHECK(grouped(checked.ledger(), GameTag::kSession) == sessions);
    CHECK(grouped(checked.ledger(), GameTag::kPlayer) == by_player);
  }
  fs::remove(checkpoint_path(file));
  {
    TrackSession whole(file, TrackSession::Mode::kWrite);
    CHECK(whole.ledger().session() == "Sunday");
    CHECK(grouped(whole.ledger(), GameTag::kSession) == sessions);
    CHECK(grouped(whole.ledger(), GameTag::kPlayer) == by_player);
    // An undo takes the last game out of its session's and its player's tallies.
    take_back(whole);
    booked.pop_back();
    CHECK(grouped(whole.ledger(), GameTag::kSession) == counted(booked, GameTag::kSession));
    CHECK(grouped(whole.ledger(), GameTag::kPlayer) == counted(booked, GameTag::kPlayer));
    CHECK(whole.ledger().session() == "Sunday");
  }
}

const bool kGameGroupsCases =
    testing::register_machine_cases("Sessions and players: tallies per group, undo and checkpoint",
                                    "[tracker][tags]", check_game_groups);

}  // namespace
}  // namespace matchbox::tracker
