// SPDX-FileCopyrightText: 2026 The matchbox authors
// SPDX-License-Identifier: GPL-3.0-or-later

// Visitor games (web/visitors.h) finished while another matchbox held the tournament file
// (`track play` holds it for its whole run; docs/tournaments.md, "Visitors play from their
// phones"): kept in memory in the order they ended, and on disk in the waiting file beside the
// tournament, `.NAME.visitors` (spec/waiting_games.h), rewritten whole after each change
// (core::replace_whole_file) and removed once empty. A server stopped or killed before it could
// book them so leaves them to the next `track serve` of the file, which skips those the
// tournament holds already (by their visit id: a server killed between booking a game and
// rewriting this file). Not thread-safe: the desk's (web/desk.h).
#pragma once

#include <filesystem>
#include <vector>

#include "tracker/session.h"

namespace matchbox::web {

class WaitingGames {
 public:
  // The waiting games of the tournament file `tournament`: none until load() or add().
  explicit WaitingGames(const std::filesystem::path& tournament);

  // `.NAME.visitors` beside `tournament`.
  static std::filesystem::path file_for(const std::filesystem::path& tournament);
  const std::filesystem::path& file() const { return file_; }
  // The games that wait, the first to book first.
  const std::vector<tracker::GameRecord>& games() const { return games_; }
  bool empty() const { return games_.empty(); }

  // Reads the waiting file an earlier server left, if any, in front of the games held; they
  // are unchecked() until drop_booked(). Throws core::Error naming the file if it cannot be
  // read or is malformed (spec::parse_waiting_games).
  void load();
  // True while games load() read have not been checked against the tournament.
  bool unchecked() const { return unchecked_; }
  // Drops the games whose visit id is among `session`'s visitor games (booked by a server that
  // stopped before it rewrote the waiting file), rewriting the file if any was dropped. Decodes
  // every event of the file (TrackSession::all_events): paid only when an earlier server left
  // games. Throws core::Error if the file's events cannot be decoded or the waiting file
  // cannot be written (then nothing is dropped and the games stay unchecked).
  void drop_booked(const tracker::TrackSession& session);
  // Appends the finished visitor game `game` (with its visit id) and writes the file. Throws
  // core::Error "cannot write FILE: REASON"; the game is then not kept.
  void add(const tracker::GameRecord& game);
  // Forgets the first game (booked now) and rewrites the file, or removes it when no game is
  // left. Throws core::Error "cannot write FILE: REASON" (the game is forgotten all the same:
  // the file still holds it, and the next server skips it, the tournament having it).
  void pop_front();

 private:
  void write() const;

  std::filesystem::path file_;
  std::vector<tracker::GameRecord> games_;
  bool unchecked_ = false;
};

}  // namespace matchbox::web
