// SPDX-FileCopyrightText: 2026 The matchbox authors
// SPDX-License-Identifier: GPL-3.0-or-later

// The journal of a tail write (core/locked_file.h): what a writer is about to change, kept
// beside the file as .NAME.journal until the change is whole, so that the next opener can
// finish it (or know it never began) and readers can see through it.
#pragma once

#include <cstddef>
#include <cstdint>
#include <filesystem>
#include <memory>
#include <optional>
#include <string>
#include <string_view>

namespace matchbox::core {

struct Journal {
  std::size_t offset = 0;         // Bytes before `offset` are not changed.
  std::size_t old_size = 0;       // The file's size before the change.
  std::uint64_t prefix_hash = 0;  // XXH3 of the bytes before `offset` (prefix_hash_of).
  std::string old_tail;           // Its bytes from `offset` on before the change.
  std::string new_tail;           // Its bytes from `offset` on after the change.
};

// ".NAME.journal" beside `file` (give the file itself, symbolic links followed).
std::filesystem::path journal_path(const std::filesystem::path& file);

// Writes `journal` to journal_path(file) and syncs it and its folder. Throws core::Error
// "cannot write FILE: REASON" (a full disk: the file is untouched then).
void write_journal(const std::filesystem::path& file, const Journal& journal);

// The journal beside `file`, or nullopt if there is none or it is torn (its checksum does not
// match: the writer stopped before the file was touched). Throws core::Error only if it exists
// and cannot be read.
std::optional<Journal> read_journal(const std::filesystem::path& file);

// Removes the journal beside `file`, if any.
void remove_journal(const std::filesystem::path& file);

// Writes `journal`'s new tail into the open file `fd` (pwrite, truncate, fsync). If that fails,
// puts the old tail back (best effort) and throws core::Error "cannot write FILE: REASON".
void apply_journal(int fd, const std::filesystem::path& file, const Journal& journal);

// The hash a journal keeps of the bytes before its offset.
std::uint64_t prefix_hash_of(std::string_view text, std::size_t offset);

// prefix_hash_of for a text that only ever changes from the offset last hashed on (a locked
// file's contents, written tail by tail): the hash state at that offset is kept, so the next
// prefix, at or after it, costs only the bytes between (not the whole 50 MB file per write).
class PrefixHasher {
 public:
  PrefixHasher();
  ~PrefixHasher();
  PrefixHasher(PrefixHasher&&) noexcept;
  PrefixHasher& operator=(PrefixHasher&&) noexcept;
  // prefix_hash_of(text, offset). `text` must be unchanged before the offset last asked for, if
  // that is at or before `offset`; else it is hashed from the start.
  std::uint64_t hash(std::string_view text, std::size_t offset);

 private:
  struct State;
  std::unique_ptr<State> state_;
};

// True if `journal` belongs to `text` (the file as read now): its bytes before the offset are
// the ones the journal was written for. A journal that does not (the file was replaced since)
// is stale and must be ignored.
bool belongs_to(const Journal& journal, const std::string& text);

// `text` (the file as read; belongs_to) with the journal's new tail in place of its bytes from
// the offset on.
std::string applied(const std::string& text, const Journal& journal);

}  // namespace matchbox::core
