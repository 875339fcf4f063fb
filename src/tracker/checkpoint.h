// SPDX-FileCopyrightText: 2026 The matchbox authors
// SPDX-License-Identifier: GPL-3.0-or-later

// A tournament's checkpoint: the books (tracker/ledger.h) after its first N events, kept beside
// the tournament file as .NAME.books, so that a command replays only the events after them. It
// is a cache, never the record:
// - it names the exact bytes of the file it was taken from (their length and XXH3 hash), and a
//   file whose first bytes differ (edited, replaced, restored from a backup) has no checkpoint
//   and is replayed whole, which writes a fresh one;
// - it is sealed with this user's local key (core/local_key.h), a keyed hash of all its bytes,
//   and believed only if the seal is this machine's: a checkpoint edited by hand, or copied from
//   another machine, is not, and the events are replayed from the start (TrackSession checks
//   what it claimed against that replay and warns if they differ).
#pragma once

#include <cstddef>
#include <cstdint>
#include <filesystem>
#include <optional>
#include <string>
#include <vector>

#include "tracker/ledger.h"

namespace matchbox::tracker {

struct Checkpoint {
  std::size_t covered = 0;  // Bytes of the file it covers: its header and first `events` events.
  std::uint64_t covered_hash = 0;  // XXH3 of those bytes (covered_hash_of).
  int covered_line = 0;            // The 0-based line number at byte `covered`.
  int events = 0;
  std::vector<std::size_t> offsets;  // Byte offset of each covered event's first line.
  std::vector<int> lines;            // Its 0-based line number.
  LedgerState state;                 // The books after those events.
};

// The XXH3 hash of the first `covered` bytes of `text` (at most text.size()).
std::uint64_t covered_hash_of(const std::string& text, std::size_t covered);

// ".NAME.books" beside `file` (the file itself, symbolic links followed).
std::filesystem::path checkpoint_path(const std::filesystem::path& file);

struct ReadCheckpoint {
  Checkpoint checkpoint;
  bool sealed = false;  // Its seal is the local key's: it may be believed.
};

// The checkpoint beside `file` if there is one, whole and in range, that covers the first bytes
// of `text` (the file's contents) exactly; nullopt otherwise (none, torn, of another file or
// layout). Only one `sealed` may be believed; an unsealed one says what someone claims the books
// were, to be checked against a replay.
std::optional<ReadCheckpoint> read_checkpoint(const std::filesystem::path& file,
                                              const std::string& text);

// Writes `checkpoint` (its covered_hash set from the file's text) beside `file`, sealed with the
// local key (to a temporary name, then renamed; the mode of `file`). Best effort: a checkpoint
// that cannot be written (a read-only folder, no local key) is simply not there next time.
void write_checkpoint(const std::filesystem::path& file, const Checkpoint& checkpoint);

}  // namespace matchbox::tracker
