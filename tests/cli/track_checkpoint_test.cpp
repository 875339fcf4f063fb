// SPDX-FileCopyrightText: 2026 The matchbox authors
// SPDX-License-Identifier: GPL-3.0-or-later

// The checkpoint beside a tournament file (.NAME.books) is a cache of the books, never the
// record: whatever it holds, every command must show what replaying the whole file shows, and a
// file edited or taken back past it must be replayed from the start.
#include <unistd.h>
#include <xxhash.h>

#include <catch2/catch.hpp>
#include <filesystem>
#include <fstream>

#include "cli/run_command.h"
#include "machine_cases.h"
#include "read_bytes.h"
#include "tracker/checkpoint.h"

namespace matchbox::testing {
namespace {

namespace fs = std::filesystem;

// Enough games that a checkpoint is taken (more than twice the 64 events kept after it).
constexpr int kGames = 140;

fs::path played(const std::string& machine) {
  const fs::path dir = fs::temp_directory_path() /
                       ("matchbox-checkpoint-" + machine + "-" + std::to_string(getpid()));
  fs::remove_all(dir);
  fs::create_directories(dir);
  const fs::path file = dir / "t.yaml";
  REQUIRE(run_matchbox("track new " + file.string() + " --machine " + machine).exit_code == 0);
  REQUIRE(run_matchbox("track play " + file.string() + " --auto random --games " +
                       std::to_string(kGames))
              .exit_code == 0);
  return file;
}

// What `track show` says, with the checkpoint as it is.
std::string shown(const fs::path& file) {
  const CommandResult r = run_matchbox("track show " + file.string() + " --format yaml");
  INFO(r.err);
  REQUIRE(r.exit_code == 0);
  return r.out;
}

// What `track show` says after replaying the whole file (no checkpoint).
std::string replayed(const fs::path& file) {
  fs::remove(tracker::checkpoint_path(file));
  return shown(file);
}

// A checkpoint of `machine`'s books after kGames games shows what a whole replay shows.
void check_checkpoint_replay(const std::string& machine) {
  const fs::path file = played(machine);
  REQUIRE(fs::exists(tracker::checkpoint_path(file)));
  const std::string with = shown(file);
  CHECK(with.find("games: " + std::to_string(kGames)) != std::string::npos);
  CHECK(replayed(file) == with);
  CHECK(fs::exists(tracker::checkpoint_path(file)));  // The whole replay wrote a fresh one.
  fs::remove_all(file.parent_path());
}

const bool kCheckpointCases =
    register_machine_cases("A checkpoint gives the books a whole replay gives",
                           "[track][checkpoint]", check_checkpoint_replay);

TEST_CASE("A file edited before its checkpoint is replayed whole, edit included",
          "[track][checkpoint]") {
  const fs::path file = played("menace");
  const std::string before = shown(file);
  // An early game's first move is hand-edited into an illegal one: the checkpoint must not hide
  // it.
  std::string text = read_bytes(file);
  const auto at = text.find("moves: [");
  REQUIRE(at != std::string::npos);
  text.replace(at, 8, "moves: [0, ");
  std::ofstream(file, std::ios::binary | std::ios::trunc) << text;
  const CommandResult r = run_matchbox("track show " + file.string());
  CHECK(r.exit_code == 1);
  CHECK(r.err.find(":10:5: event 1: move 1 (0)") != std::string::npos);
  CHECK(before.find("games: ") != std::string::npos);
}

TEST_CASE("Undo past the checkpoint replays from the start and matches a whole replay",
          "[track][checkpoint]") {
  const fs::path file = played("her");
  for (int undo = 0; undo < 70; ++undo)  // More than the 64 events kept after the checkpoint.
    REQUIRE(run_matchbox("track undo " + file.string()).exit_code == 0);
  const std::string with = shown(file);
  CHECK(with.find("games: " + std::to_string(kGames - 70)) != std::string::npos);
  CHECK(replayed(file) == with);
}

TEST_CASE("A torn, foreign or forged checkpoint is ignored, never believed",
          "[track][checkpoint]") {
  const fs::path file = played("menace");
  const fs::path books = tracker::checkpoint_path(file);
  const std::string good = read_bytes(books);
  const std::string truth = shown(file);
  const auto with_books = [&](const std::string& bytes) {
    std::ofstream(books, std::ios::binary | std::ios::trunc) << bytes;
    return shown(file);
  };
  CHECK(with_books(good.substr(0, good.size() / 2)) == truth);       // Torn.
  CHECK(with_books("MBXBOOK3" + std::string(64, '\x7f')) == truth);  // Garbage.
  std::string flipped = good;
  flipped[good.size() / 2] = static_cast<char>(flipped[good.size() / 2] ^ 1);  // A bit flipped.
  CHECK(with_books(flipped) == truth);
  fs::remove(books);
  fs::create_directory(books);  // Not even a file.
  CHECK(shown(file) == truth);
}

TEST_CASE("A checkpoint of the layout before sessions is not read, and is replaced",
          "[track][checkpoint][tags]") {
  const fs::path file = played("menace");
  REQUIRE(run_matchbox("track session " + file.string() + " Sunday").exit_code == 0);
  REQUIRE(run_matchbox("track play " + file.string() + " --auto random --games 140 --player child")
              .exit_code == 0);
  const fs::path books = tracker::checkpoint_path(file);
  const std::string truth = shown(file);
  CHECK(truth.find("session: \"Sunday\"") != std::string::npos);
  // The same bytes under an old layout's name, its checksum made good as that layout made it
  // (the XXH3 hash of the rest in the last 8 bytes): whole, yet stale.
  std::string stale = read_bytes(books);
  REQUIRE(stale.rfind("MBXBOOK3", 0) == 0);
  for (const char* old : {"MBXBOOK1", "MBXBOOK2"}) {
    stale.replace(0, 8, old);
    const std::uint64_t sum = XXH3_64bits(stale.data(), stale.size() - 8);
    stale.replace(stale.size() - 8, 8, reinterpret_cast<const char*>(&sum), 8);
    std::ofstream(books, std::ios::binary | std::ios::trunc) << stale;
    CHECK(shown(file) == truth);
    CHECK(read_bytes(books).rfind("MBXBOOK3", 0) == 0);  // Replayed whole, written afresh.
  }
  const CommandResult by = run_matchbox("track show " + file.string() + " --by player");
  CHECK(by.out.find("  child     140") != std::string::npos);
  CHECK(by.out.find("  (none)    140") != std::string::npos);
}

}  // namespace
}  // namespace matchbox::testing
