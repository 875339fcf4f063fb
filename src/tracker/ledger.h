// SPDX-FileCopyrightText: 2026 The matchbox authors
// SPDX-License-Identifier: GPL-3.0-or-later

// The tournament's books: replays a tournament's events from the initial fill, so the
// contents of every box, the standings and the learning curve are derived, never stored. Each
// game is replayed through a Referee and audited: its moves must be legal, its boxes, beads and
// result must be what the moves give, and its recorded bead changes must be what the machine's
// learning rule (tracker/reinforcement.h, the same code the simulator runs) does.
#pragma once

#include <map>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "tracker/box_returns.h"
#include "tracker/machine.h"
#include "tracker/referee.h"
#include "tracker/tournament.h"

namespace matchbox::tracker {

// Wins, draws and losses of machine 0 (resignations are losses, and also counted apart).
struct Tally {
  int win = 0;
  int draw = 0;
  int loss = 0;
  int resign = 0;  // Of machine 0.
  int games() const { return win + draw + loss; }
  // Counts one game of machine 0 ended by `outcome`; `resigned`: someone resigned at an empty
  // box (a resignation of machine 0 if it lost).
  void add(core::Outcome outcome, bool resigned);
  friend bool operator==(const Tally&, const Tally&) = default;
};

// One finished game in the standings, in play order.
struct GameEntry {
  int event = 0;                                 // 1-based event number.
  core::Outcome outcome = core::Outcome::kDraw;  // For machine 0.
  bool resigned = false;                         // Someone resigned at an empty box.
  core::Player machine_side = core::Player::kFirst;
  long long first_box_beads = 0;  // Beads in machine 0's box 1 after the game's changes.
  // Its session and player tag (spec/game_tags.h): 1-based indices into the ledger's tags
  // (Ledger::tags), 0 for none. Numbers keep GameEntry plain data for the checkpoint.
  int session = 0;
  int player = 0;
  friend bool operator==(const GameEntry&, const GameEntry&) = default;
};

// Machine 0's software twin (`track serve --visitors`): boxes of their own, filled as the kit
// is, which only visitor games change, and their standings. Visitor games are always in force:
// an undo takes back the operator's games and adjusts only.
struct TwinBooks {
  std::vector<int> beads;  // Laid out by machine 0's BeadLayout.
  Tally tally;             // For the twin (machine 0's side).
  std::vector<GameEntry> games;
  friend bool operator==(const TwinBooks&, const TwinBooks&) = default;
};

// What the books hold after some events, enough to go on from there without replaying them
// (a checkpoint, tracker/checkpoint.h). Taken only when no game is in play.
struct LedgerState {
  std::vector<std::vector<int>> beads;  // Per machine, laid out by its BeadLayout.
  Tally tally;
  std::vector<GameEntry> games;
  std::vector<int> in_force;  // Event numbers of games and adjusts in force, in order.
  TwinBooks twin;
  std::vector<std::string> tags;  // Session names and player tags of the games, first seen first.
  std::string session;            // The session now (the latest SessionStart's), or "".
  friend bool operator==(const LedgerState&, const LedgerState&) = default;
};

// Ledger::replay could not go on from the state it was restored to: an undo takes back an
// event before it. The caller replays the whole tournament instead.
struct ReplayFromStart {
  int undo_event = 0;
};

class Ledger {
 public:
  // `machines`: machine 0 and, for a two-machine tournament, machine 1. They must outlive the
  // ledger.
  explicit Ledger(std::vector<const TrackedMachine*> machines);

  // Replays every event of `tournament` (taken-back events skipped; a SessionStart only sets
  // session()). Throws core::Error
  // "WHERE: event N: WHAT" for the first event that does not replay exactly.
  void replay(const Tournament& tournament) { replay(tournament.events, 0); }
  // Replays `events`, numbered from `before` + 1, on top of the books as they stand (the first
  // `before` events replayed or restored). Throws as above, and ReplayFromStart if an undo among
  // `events` takes back one of the first `before` events that the books hold.
  void replay(const std::vector<Event>& events, int before);

  // The books now (no game may be in play); restore() puts them back. restore() throws
  // core::Error if `state` does not fit the machines (another number of boxes or slots).
  LedgerState state() const;
  void restore(LedgerState state);

  const std::vector<const TrackedMachine*>& machines() const { return machines_; }
  // Current bead counts of machine `m`, laid out by its BeadLayout.
  const std::vector<int>& beads(int m) const { return beads_.at(static_cast<std::size_t>(m)); }
  const Tally& tally() const { return tally_; }
  const std::vector<GameEntry>& games() const { return games_; }
  // The session names and player tags the games name: GameEntry::session and ::player n > 0
  // is tags()[n - 1].
  const std::vector<std::string>& tags() const { return tags_; }
  // The session now: the name of the latest SessionStart replayed, or "" if none. New games
  // belong to it unless they name another (TrackSession::commit).
  const std::string& session() const { return session_; }
  // The game in play (the last event, unfinished), if any.
  const std::optional<GameRecord>& unfinished() const { return unfinished_; }
  // The event numbers (1-based) of the games and adjusts in force, in order (the game in play
  // last, if any): what the books are made of, taken-back events left out.
  const std::vector<int>& in_force() const { return effective_; }
  // The event number (1-based) an `undo` would take back now, or 0 if there is none.
  int undoable() const;

  // Who sits where in a game in which machine 0 plays `machine_side`.
  Seating seating(core::Player machine_side) const;
  // Machine 0's software twin and its books: visitor games (GameRecord::visitor) only.
  const TwinBooks& twin() const { return twin_; }
  // A visitor game's seating: machine 0's twin plays `machine_side` from the twin's boxes
  // (Seating::drawn_in_software), a person the other side.
  Seating twin_seating(core::Player machine_side) const;

  // Applies the learning rules after the finished game `game` (its result set), fills
  // game.changes and books the game. `event` is its event number (the game in play's, if it
  // ends there: it is the game in play no more). A visitor game goes to the twin's books; if
  // a game is in play, `event` is its number and it moves one event later (tracker/commit.cpp
  // writes a visitor game before the game in play, which stays the last event).
  void settle(GameRecord& game, int event);
  // The game in play is now `game` (unfinished), stored as event `event`: a new last event, or
  // the game in play's own (a move later). Bead counts do not change while a game is played.
  void set_unfinished(const GameRecord& game, int event);
  // Books an adjust (the counted contents of one box), event number `event`. Throws
  // core::Error for a box or colour the machine does not have, a colour named without its
  // compartment in a box of two or with one in a box of one (TrackedMachine::counted_slot), or a
  // count out of range; the contents are then unchanged.
  void adjust(const Adjust& adjust, int event);

 private:
  void book(const GameRecord& game, int event);
  void settle_visitor(GameRecord& game, int event);
  // Counts finished `game` (event `event`) in `tally` and returns its entry in the standings,
  // `beads` (its machine's contents after the game's changes) giving box 1's beads.
  GameEntry tally_entry(Tally& tally, const GameRecord& game, int event,
                        const std::vector<int>& beads);
  // The 1-based index of `tag` in tags_ (added if new), 0 for "".
  int tag_index(const std::string& tag);

  std::vector<const TrackedMachine*> machines_;
  std::vector<std::vector<int>> beads_;
  Tally tally_;
  std::vector<GameEntry> games_;
  std::optional<GameRecord> unfinished_;
  std::vector<int> effective_;  // Event numbers of games and adjusts in force, in order.
  TwinBooks twin_;
  std::vector<std::string> tags_;
  std::map<std::string, int, std::less<>> tag_numbers_;  // tags_[n - 1] -> n.
  std::string session_;
};

}  // namespace matchbox::tracker
