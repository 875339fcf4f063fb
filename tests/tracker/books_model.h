// SPDX-FileCopyrightText: 2026 The matchbox authors
// SPDX-License-Identifier: GPL-3.0-or-later

// A small reference model of a tournament, for the model-based test of the books
// (tests/tracker/books_steps.h): what the operator did, as a list of games, adjusts, undos and
// visitor games, and the box contents computed from scratch by the rules. It shares the learning
// rule itself with the tracker (tracker::reinforce, the rule the machine file names) and nothing
// of the tracker's bookkeeping: no ledger, no checkpoint, no file, no event numbering but its own.
// Used by the Catch2 tests and the fuzz target alike (no Catch2 here).
#pragma once

#include <optional>
#include <string>
#include <variant>
#include <vector>

#include "tracker/ledger.h"

namespace matchbox::testing::books {

struct Model {
  // A table game or an adjust in force, with its event number in the file.
  struct Entry {
    int event = 0;
    std::variant<tracker::GameRecord, tracker::Adjust> what;
  };
  std::vector<Entry> in_force;                 // Not taken back, in order.
  std::vector<tracker::GameRecord> visitors;   // Visitor games, in the order they were booked.
  std::optional<tracker::GameRecord> in_play;  // The game in play at the table.
  int in_play_event = 0;
  int events = 0;       // Events in the file.
  std::string session;  // The session now ("" before any).

  // What each thing the operator does makes of the file (tracker/session.h, commit): a game
  // finished (in place of the game in play, if any), a move of the game in play (a new event for
  // its first), the game in play left with no move (it leaves no trace), a visitor game (written
  // before the game in play), an adjust, an undo (of the game in play, else of the latest game or
  // adjust in force) and a session start.
  void finish(tracker::GameRecord game);
  void play(tracker::GameRecord game);
  void drop_in_play();
  void visitor(tracker::GameRecord game);
  void adjust(tracker::Adjust adjust);
  void undo();
  void start_session(const std::string& name);
  // The event an undo takes back now, or 0 (Ledger::undoable).
  int undoable() const;
};

// The books of a model, from scratch: each machine's initial fill, then each game in force
// (its beads drawn, tracker::reinforce for its outcome, the other machine's reversed) and each
// adjust, in order; the twin's from its initial fill and the visitor games alone.
struct Books {
  std::vector<std::vector<int>> beads;  // Per machine, by its BeadLayout.
  std::vector<int> twin;
  tracker::Tally tally;
  tracker::Tally twin_tally;
  std::vector<int> in_force;  // Event numbers of games and adjusts in force, the game in play last.
};
Books books_of(const Model& model, const std::vector<const tracker::TrackedMachine*>& machines);

// "" if `ledger` (of a file of `events` events) holds what `model` says, else each difference on
// a line of its own.
std::string differences(const Model& model, const tracker::Ledger& ledger, int events);

}  // namespace matchbox::testing::books
