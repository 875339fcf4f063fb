// SPDX-FileCopyrightText: 2026 The matchbox authors
// SPDX-License-Identifier: GPL-3.0-or-later

// The faults of issue 36's review of the books, one test each, named after the fault: an undo
// after visitor games, and a checkpoint edited by hand and sealed again. Each failed on the build
// before its fix.
#include <unistd.h>
#include <xxhash.h>

#include <catch2/catch.hpp>
#include <cstring>
#include <filesystem>
#include <fstream>

#include "cli/run_command.h"
#include "machine_cases.h"
#include "read_bytes.h"
#include "tracker/checkpoint.h"
#include "tracker/fixtures.h"
#include "web/snapshot.h"

namespace matchbox::testing {
namespace {

namespace fs = std::filesystem;
using tracker::GameRecord;
using tracker::TrackSession;

GameRecord visitor_game(const TrackSession& session, std::size_t seed) {
  GameRecord game = tracker::finished_game(session, seed);
  game.visitor = true;
  game.changes.clear();
  return game;
}

// Every command that reads `file` reads it: show, export, the server's snapshot, and a writer.
void check_every_command_reads(const fs::path& file, int games) {
  for (const char* verb : {"show", "export"}) {
    const CommandResult r = track(std::string(verb) + " " + file.string());
    INFO(verb << ": " << r.err);
    CHECK(r.exit_code == 0);
  }
  const web::Snapshot snapshot(file, web::file_version(file));
  CHECK(snapshot.error() == "");
  const TrackSession writer(file, TrackSession::Mode::kWrite);
  CHECK(writer.ledger().tally().games() == games);
  CHECK(writer.ledger().twin().tally.games() == 70);
}

// 10 games at the table, 70 visitor games, then undo: the reviewer's sequence (issue 36, 1).
void check_undo_after_visitor_games(const std::string& machine) {
  if (!tracker::trackable(machine)) return;
  const fs::path file = tracker::new_tournament(machine);
  {
    TrackSession session(file, TrackSession::Mode::kWrite);
    for (std::size_t seed = 0; seed < 10; ++seed)
      session.commit({tracker::finished_game(session, seed), ""}, TrackSession::Write::kLater);
    for (std::size_t seed = 0; seed < 70; ++seed)
      session.commit({visitor_game(session, seed), ""}, TrackSession::Write::kLater);
    session.save();
    CHECK(session.ledger().undoable() == 10);  // Visitor games are beyond undo.
    tracker::take_back(session);
  }
  check_every_command_reads(file, 9);
  const CommandResult undo = track("undo " + file.string());  // Game 9, with a checkpoint now.
  INFO(undo.err);
  CHECK(undo.exit_code == 0);
  check_every_command_reads(file, 8);
  // The file alone, copied without its checkpoint (always safe, docs/tournaments.md).
  const fs::path alone = fresh_dir("books-alone-" + machine) / "copy.yaml";
  fs::copy_file(file, alone);
  check_every_command_reads(alone, 8);
  CHECK(track("undo " + alone.string()).exit_code == 0);
  check_every_command_reads(alone, 7);
  fs::remove_all(alone.parent_path());
}

const bool kUndoCases =
    register_machine_cases("An undo after visitor games leaves a file every command reads",
                           "[tracker][books]", check_undo_after_visitor_games);

// Where the checkpoint's layout (tracker/checkpoint.cpp, encode) keeps machine 0's first bead
// count: after its magic, covered, covered_hash, covered_line, events, the offsets and lines of
// `events` events, the number of machines and the length of machine 0's counts.
std::size_t first_bead_at(int events) {
  return 8 + 8 + 8 + 4 + 4 + (8 + 8 * static_cast<std::size_t>(events)) +
         (8 + 4 * static_cast<std::size_t>(events)) + 8 + 8;
}

// A tournament of `machine` with 140 games at the table: enough for a checkpoint.
fs::path checkpointed(const std::string& machine) {
  const fs::path file = tracker::new_tournament(machine);
  TrackSession session(file, TrackSession::Mode::kWrite);
  for (std::size_t seed = 0; seed < 140; ++seed)
    session.commit({tracker::finished_game(session, seed), ""}, TrackSession::Write::kLater);
  session.save();
  return file;
}

TEST_CASE("A checkpoint edited by hand and sealed again is not believed", "[tracker][books]") {
  const fs::path file = checkpointed("menace");
  const fs::path books = tracker::checkpoint_path(file);
  REQUIRE(fs::exists(books));
  const TrackSession truth(file, TrackSession::Mode::kRead);
  CHECK(truth.warning() == "");
  const int box1 = truth.ledger().beads(0)[0];
  std::string bytes = read_bytes(books);
  const auto read = tracker::read_checkpoint(file, read_bytes(file));
  REQUIRE(read);
  REQUIRE(read->sealed);
  // Box 1's first colour given 1026 beads, and the checkpoint sealed again as a reader of the
  // source would: the plain XXH3 hash of the rest in place of the seal.
  const std::int32_t forged = 1026;
  std::memcpy(bytes.data() + first_bead_at(read->checkpoint.events), &forged, sizeof forged);
  const std::size_t body = bytes.size() - sizeof(XXH128_hash_t);
  const XXH128_hash_t seal = XXH3_128bits(bytes.data(), body);
  bytes.replace(body, sizeof seal, reinterpret_cast<const char*>(&seal), sizeof seal);
  std::ofstream(books, std::ios::binary | std::ios::trunc) << bytes;
  {
    const auto edited = tracker::read_checkpoint(file, read_bytes(file));
    REQUIRE(edited);
    CHECK_FALSE(edited->sealed);
    CHECK(edited->checkpoint.state.beads[0][0] == forged);
  }
  const CommandResult shown = track("show " + file.string());
  INFO(shown.err);
  CHECK(shown.exit_code == 0);
  CHECK(shown.err.find("warning: " + file.string() + ": its checkpoint") != std::string::npos);
  CHECK(std::count(shown.err.begin(), shown.err.end(), '\n') == 1);
  CHECK(shown.out.find("box 1 (ply 1): K×1026") == std::string::npos);
  CHECK(shown.out.find("box 1 (ply 1): K×" + std::to_string(box1) + " ") != std::string::npos);
  // Replayed from the events, which wrote a sealed checkpoint of the truth in its place.
  const TrackSession after(file, TrackSession::Mode::kRead);
  CHECK(after.warning() == "");
  CHECK(after.ledger().beads(0)[0] == box1);
  CHECK(after.ledger().state() == truth.ledger().state());
}

TEST_CASE("A checkpoint sealed on another machine is replayed, silently if it is true",
          "[tracker][books]") {
  const fs::path file = checkpointed("her");
  const fs::path books = tracker::checkpoint_path(file);
  const std::string ours = read_bytes(books);
  const fs::path elsewhere = fresh_dir("books-other-key");
  const CommandResult shown = track("show " + file.string());  // This machine's seal: believed.
  const std::string out = shell_output("XDG_STATE_HOME=" + elsewhere.string() + " " +
                                       MATCHBOX_BINARY + " track show " + file.string() + " 2>&1");
  CHECK(out == shown.out);  // The same books, and no warning: the checkpoint was true.
  CHECK(fs::exists(elsewhere / "matchbox" / "books.key"));
  CHECK(read_bytes(books) != ours);  // Sealed again with the other machine's key.
  fs::remove_all(elsewhere);
}

}  // namespace
}  // namespace matchbox::testing
