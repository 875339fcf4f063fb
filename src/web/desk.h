// SPDX-FileCopyrightText: 2026 The matchbox authors
// SPDX-License-Identifier: GPL-3.0-or-later

// The operator's desk of `track serve`: the answers of the operator page applied one at a time
// to the tournament file, with its books kept in memory between answers. The file is locked only
// while an answer is written, so `track play` in a terminal can write it between taps; before
// each answer the desk checks that nobody did (core::LockedFile::reacquire) and reads the file
// again only if somebody did. A tap at a 100,000-game festival so costs the write of its own
// tail, not a reading of the whole file.
#pragma once

#include <filesystem>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "core/error.h"
#include "tracker/session.h"
#include "web/play.h"
#include "web/snapshot.h"
#include "web/waiting_games.h"

namespace matchbox::web {

// The refusal of an answer made against a state of the tournament that is no longer current
// (another tablet, a retry or a terminal answered first).
class StaleAnswer : public core::Error {
 public:
  using core::Error::Error;
};

class Desk {
 public:
  // `snapshots` receives a snapshot of the tournament after every answer (SnapshotStore::publish),
  // so the pages' next look needs no reading of the file; the caller settles it
  // (SnapshotStore::settle) once it has drawn what the screens will ask for. `snapshots` must
  // outlive the desk.
  Desk(std::filesystem::path file, SnapshotStore& snapshots)
      : file_(std::move(file)), snapshots_(snapshots), waiting_(file_) {}

  // Reads the file and publishes its books, so that the first answer is as quick as the next
  // (the server calls it once it listens). A file that cannot be read or is locked is left for
  // the first answer (and the pages) to report. Visitor games an earlier server left waiting
  // (web/waiting_games.h) are read and, if the file is free, booked (book_waiting). Throws
  // core::Error naming the waiting file if it cannot be read or is malformed.
  void prepare();

  // Applies `answer` (web/play.h, apply_answer) if the file is still at `answer.version` once
  // it is locked, so of two answers made against one state one is taken. Visitor games booked
  // since (book_visitor) do not make an answer stale: they change no box of the operator's. Not
  // thread-safe: one answer at a time. Returns apply_answer's JSON. Throws StaleAnswer (nothing
  // written; the books then hold the file as it stands) if the version is not the file's,
  // core::Error with page_error's message if the file cannot be read, and apply_answer's
  // core::Error otherwise.
  std::string apply(const Answer& answer);

  // Books the finished visitor game `game` (web/visitors.h, with its visit id) whatever the
  // file's version: it changes only the twin's boxes, which no operator answer depends on.
  // Returns it as stored; or nullopt if it waits (web/waiting_games.h, written to the waiting
  // file before this returns) because another process holds the file (core::ErrorKind::kBusy)
  // or games that ended before it wait still: book_waiting() books it then. Not thread-safe, as
  // apply(). Throws core::Error (with page_error's message) if the file cannot be read or
  // written, or the game does not replay on the twin's boxes, and "cannot write FILE: ..." if
  // it should wait and the waiting file cannot be written: it is then neither booked nor kept.
  std::optional<tracker::GameRecord> book_visitor(const tracker::GameRecord& game);

  // Books the visitor games that wait, in the order they ended, as long as the file is free,
  // rewriting the waiting file after each; games an earlier server left are first checked
  // against the tournament (WaitingGames::drop_booked), so none is booked twice. Returns the
  // games booked, as stored. A game that cannot be booked (the file locked, unreadable or
  // refusing it) stops the round and waits for the next; nothing is thrown for it. Not
  // thread-safe, as apply().
  std::vector<tracker::GameRecord> book_waiting();
  // The visitor games waiting, and the file that keeps them.
  int waiting() const { return static_cast<int>(waiting_.games().size()); }
  const std::filesystem::path& waiting_file() const { return waiting_.file(); }

 private:
  // The session of the file, locked: the one kept from the last answer if the file is as that
  // answer left it, else the file read again.
  tracker::TrackSession& locked();
  // Books `game` on the file, locked now, and publishes the books. Throws as book_visitor.
  tracker::GameRecord book_now(const tracker::GameRecord& game);

  std::filesystem::path file_;
  SnapshotStore& snapshots_;
  std::unique_ptr<tracker::TrackSession> session_;  // Lock released between answers.
  // The file's versions an operator's answer may be made on: the one after the last answer or
  // reading, and those after each visitor game booked since.
  std::vector<std::string> operator_versions_;
  WaitingGames waiting_;
};

}  // namespace matchbox::web
