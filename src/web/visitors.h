// SPDX-FileCopyrightText: 2026 The matchbox authors
// SPDX-License-Identifier: GPL-3.0-or-later

// Visitors' games against the machine's software twin (`track serve --visitors`, GET /play;
// docs/tournaments.md, "Visitors play from their phones"). After the "Training MENACE" web
// article, where every visitor's game trains one shared machine and the updates go through a
// queue: here the twin is machine 0's kit with boxes of its own in the tournament's books
// (tracker::TwinBooks), its beads are drawn in software from those boxes as they are at that
// moment, and each finished game is booked into the tournament file as a visitor game, one at
// a time, by the server's one writer (web/desk.h), which applies the learning rule to the twin's
// boxes as they then are.
//
// The games in play live in memory only, each under a random id that is its visitor's key; a
// game left alone for kVisitorIdleSeconds is dropped unbooked, as a game abandoned at the table
// leaves no trace. A finished game is never dropped before it is booked: one that ends while
// another matchbox holds the file (`track play`) waits in the desk's waiting file
// (web/waiting_games.h) and the server books it as soon as the file is free, telling it here
// (booked()), with no request from the phone needed. A visitor's move waits for no other game's
// write: the twin draws from the books as the server last published them (SnapshotStore::latest);
// only a move that ends a game waits its turn to be written. Room is limited: at most
// kMaxVisitorGames games in play, and at most kVisitorGamesPerMinute games begun per address per
// minute.
#pragma once

#include <chrono>
#include <functional>
#include <map>
#include <memory>
#include <mutex>
#include <optional>
#include <random>
#include <string>

#include "core/error.h"
#include "web/snapshot.h"

namespace matchbox::web {

inline constexpr int kMaxVisitorGames = 40;
inline constexpr int kVisitorGamesPerMinute = 6;
inline constexpr int kVisitorIdleSeconds = 600;

// No room for another game now: `retry_after` seconds is when to try again.
class VisitorsBusy : public core::Error {
 public:
  VisitorsBusy(const std::string& message, int retry_after)
      : core::Error(message), retry_after(retry_after) {}
  int retry_after;
};

// A visitor game not (or no longer) in play: an unknown or expired id.
class NoSuchVisit : public core::Error {
 public:
  using core::Error::Error;
};

class VisitorGames {
 public:
  using Clock = std::chrono::steady_clock;
  // Books a finished visitor game into the tournament (TrackSession::commit, through the
  // server's writer, web/desk.h) and returns it as stored, its bead changes filled in; or
  // nullopt if it waits to be booked by the server (Desk::book_visitor), which then calls
  // booked(). Throws core::Error if it can be neither written nor kept waiting (it is then
  // tried again at the visitor's next look).
  using Book = std::function<std::optional<tracker::GameRecord>(const tracker::GameRecord&)>;

  // `snapshots`: the tournament's books (the twin's boxes), which must outlive this.
  VisitorGames(SnapshotStore& snapshots, Book book);

  // Begins a game for the visitor at address `client`. `first`: "me", "machine", or "" for the
  // machine's usual side. The twin plays its moves up to the visitor's turn. Returns the game's
  // JSON (see look()). Throws VisitorsBusy if there is no room, core::Error for another
  // `first` or a side the machine does not play, or a file that cannot be read.
  std::string begin(const std::string& client, const std::string& first, Clock::time_point now);
  // The game `id` as JSON: game (the id), machine (its name), you ("first" or "second"),
  // moves, ply (moves so far), to_move ("you", "machine" or "nobody"), legal, cells and position
  // (as play_json says them), said (what the twin did since the visitor's last move, one sentence
  // each), over, result ("win", "draw" or "loss", for the visitor; "" while in play), resigned,
  // changes (the twin's bead changes, once booked), booked, waiting (true while another
  // matchbox holds the file and the game waits to be booked), error (why it is not booked yet,
  // or "") and twin ({games, win, draw, loss, resign} of the twin, for its side, and words:
  // them in a sentence), worded in the language in force. A finished
  // game not booked yet is booked first. Throws NoSuchVisit for an unknown or expired id.
  std::string look(const std::string& id, Clock::time_point now);
  // The visitor plays `move` (notation) as move number `ply` (1-based); the twin answers up to
  // the visitor's next turn, and a finished game is booked. A request for a ply already played
  // (a retried tap) changes nothing and answers the game as it stands. Returns look()'s JSON.
  // Throws NoSuchVisit, core::Error for a move that is not legal (naming the legal ones), not
  // the visitor's turn, or a ply that is not the next.
  std::string move(const std::string& id, const std::string& move, int ply, Clock::time_point now);
  // The game's board as SVG, with the names of its cells. Throws NoSuchVisit.
  std::string board_svg(const std::string& id);

  // Games in play now (finished ones not counted).
  int in_play();

  // The server has booked the waiting game `stored` (as stored, with its visit id): its visit,
  // if still here, says so from now on. Thread-safe; not to be called while the server's
  // writer is held (a game's request may be waiting for it).
  void booked(const tracker::GameRecord& stored);

 private:
  struct Visit;
  std::shared_ptr<Visit> find(const std::string& id, Clock::time_point now);
  std::string json_of(Visit& visit);
  void twin_moves(const tracker::Ledger& books, tracker::Referee& referee, Visit& visit);
  void book_if_over(Visit& visit);
  void sweep(Clock::time_point now);
  // True if `visit` is to be forgotten: left alone too long, and not a finished game waiting.
  static bool expired(const Visit& visit, Clock::time_point now);

  SnapshotStore& snapshots_;
  Book book_;
  std::mutex mutex_;  // Guards visits_, begun_ and rng_.
  std::map<std::string, std::shared_ptr<Visit>> visits_;
  std::map<std::string, std::vector<Clock::time_point>> begun_;  // Per address, last minute.
  std::mt19937_64 rng_;
};

}  // namespace matchbox::web
