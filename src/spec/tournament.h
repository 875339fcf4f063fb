// SPDX-FileCopyrightText: 2026 The matchbox authors
// SPDX-License-Identifier: GPL-3.0-or-later

// The tournament: what a tournament file records, as plain data. Read and written by
// spec/tournament_file.h; replayed by tracker/ledger.h. Box contents are never stored as truth:
// they are derived by replaying the events from the initial fill, so undo and audit are exact.
//
// Sides: machine 0 is the tournament's machine; machine 1, if present, is a second physical
// machine playing the other side (Gardner 1962: readers built HER against HIM). Otherwise the
// other side is a person (or a built-in opponent in `track play --auto`). Outcomes are always
// written from machine 0's side.
#pragma once

#include <map>
#include <optional>
#include <string>
#include <variant>
#include <vector>

#include "core/position.h"

namespace matchbox::spec {

// The format version this build writes; files with a larger one are refused.
inline constexpr int kTournamentFormat = 2;

// A machine as the tournament names it: the machine file (a name from games/ or a path, as
// given to `track new`), its --set overrides, and the fingerprint of the kit they build
// (tracker/machine.h, TrackedMachine::fingerprint).
struct MachineRef {
  std::string machine;
  std::vector<std::string> overrides;
  std::string fingerprint;
};

// One machine turn where a box was opened.
struct Turn {
  int machine = 0;          // 0, or 1 for the opponent machine.
  int ply = 0;              // 1-based ply of the move.
  int box = 0;              // Box id (1-based).
  std::string bead;         // Colour code of the bead drawn; empty if the box was empty.
  std::string transform;    // How the real board turns to look like the picture ("as printed").
  std::string compartment;  // Where the bead was drawn: "A" or "B"; "" for boxes of one.
  friend bool operator==(const Turn&, const Turn&) = default;
};

// One bead change after a game as the file records it and the operator is told it: box id and
// colour code. (The learning rule works on box and slot indices: tracker::BeadChange.)
struct RecordedChange {
  enum class Kind { kAdd, kConfiscate, kRefill };
  int machine = 0;
  int box = 0;       // Box id.
  std::string bead;  // Colour code.
  int delta = 0;     // > 0 added, < 0 taken away.
  Kind kind = Kind::kAdd;
  std::string compartment;  // "A" or "B"; "" for boxes of one compartment.
  friend bool operator==(const RecordedChange&, const RecordedChange&) = default;
};

// A game: finished (outcome set) or in play (only ever the last event).
struct GameRecord {
  core::Player machine_side = core::Player::kFirst;  // The side machine 0 played.
  std::vector<std::string> moves;        // Every move of both sides on the real board, in notation.
  std::vector<Turn> turns;               // Every box opened, in play order.
  std::optional<core::Outcome> outcome;  // For machine 0; nullopt while the game is in play.
  bool resigned = false;                 // The loser opened an empty box.
  std::vector<RecordedChange> changes;   // What the learning rules did after the game.
  std::string played;                    // When it ended (ISO 8601, UTC), or "".
  // A visitor's game against machine 0's software twin (`track serve --visitors`): its beads
  // were drawn in software from the twin's boxes, which only visitor games change; always
  // finished when booked.
  bool visitor = false;
  // A visitor game's id (its visit's random key, web/visitors.h), so that a game kept in the
  // server's waiting file (web/waiting_games.h) is never booked twice; "" for other games (a
  // file refuses it on them) and for visitor games booked before the key existed.
  std::string visit;
  // The session (a day or an event) and the player tag (child, adult, ...), or "" for none
  // (spec/game_tags.h).
  std::string session;
  std::string player;
  friend bool operator==(const GameRecord&, const GameRecord&) = default;
};

// The operator counted a box and found other contents: from now on it holds `beads`
// (colour code -> count, "A:O" -> count for boxes with two compartments; colours not named keep
// their count).
struct Adjust {
  int machine = 0;
  int box = 0;
  std::map<std::string, int> beads;
  std::string note;
  friend bool operator==(const Adjust&, const Adjust&) = default;
};

// Takes back event number `event` (1-based): the latest game or adjust not yet taken back.
struct Undo {
  int event = 0;
  friend bool operator==(const Undo&, const Undo&) = default;
};

// From here on the games belong to the session `name` (a day: "Sunday"), unless one names
// another; the boxes go on as they are. Never taken back: a later session replaces it.
struct SessionStart {
  std::string name;
  std::string started;  // When (ISO 8601, UTC), or "".
  friend bool operator==(const SessionStart&, const SessionStart&) = default;
};

struct Event {
  std::variant<GameRecord, Adjust, Undo, SessionStart> what;
  std::string where;  // "FILE:LINE" it was read from, for messages; "" if new.
};

struct Tournament {
  int format = kTournamentFormat;
  MachineRef machine;
  std::optional<MachineRef> opponent_machine;
  std::string title;
  std::string place;
  std::string operator_name;
  std::string created;  // ISO 8601, UTC.
  // The language of the printed kit (a code of spec::languages(), chosen by `track new --lang`
  // as `kit --lang` chooses the kit's): every surface shows that kit's bead codes, whatever
  // language its words are in (kit/codes.h). "" in files from before it was kept: the codes then
  // follow the language in force.
  std::string language;
  std::vector<Event> events;
};

}  // namespace matchbox::spec
