// SPDX-FileCopyrightText: 2026 The matchbox authors
// SPDX-License-Identifier: GPL-3.0-or-later

// Files that must never be lost (tournament files): read under an exclusive lock and changed
// through a journal, so that a crash, a kill or a full disk leaves either the old contents or
// the new, never a mixture, and two processes never write one file at once.
//
// How: a writer holds flock(LOCK_EX) on the file for as long as it may write. A change replaces
// the file's bytes from some offset on (its tail: tournament files only ever change at the end).
// First the journal .NAME.journal beside the file receives the offset, the old tail and the new
// tail with a checksum, and is synced; then the file is written in place, truncated and synced;
// then the journal is removed. Whoever opens the file next finds a journal only if that writer
// stopped part-way: a whole journal is finished (the new tail written again), a torn one is
// discarded (the file was not touched yet). A write that fails (a full disk) puts the old tail
// back before reporting. Writing in place keeps what the file is: a symbolic link keeps pointing
// at it (the journal lies beside the link's target), and its mode and owner stay as they were.
// Readers that take no lock (track show, the festival screen) read a consistent state: the file
// with any journal's tail applied, read again if it changed while being read.
//
// New files are written whole to a temporary name (.NAME.tmp-PID-N), synced and renamed to NAME
// only if NAME does not exist (renameat2 RENAME_NOREPLACE, or link(2) where that is missing);
// on file systems with neither (FAT and exFAT USB sticks on old kernels) NAME is first reserved,
// created empty and exclusively, and the temporary renamed over the reservation. Either way NAME
// is never seen cut short, and a failure (a full stick) leaves neither NAME nor the temporary.
#pragma once

#include <cstddef>
#include <filesystem>
#include <string>
#include <string_view>

#include "core/journal.h"

namespace matchbox::core {

class LockedFile {
 public:
  // Opens an existing regular file for writing, takes its write lock, finishes or discards a
  // journal left by a writer that stopped, and reads it (at most `max_bytes`; `what` names
  // the kind of file in errors). Throws core::Error "FILE: cannot open: REASON", "FILE: a FIFO,
  // not a regular file; expected WHAT", "FILE: N bytes, more than ...", "FILE: write-protected
  // ...", or "FILE: another matchbox is writing it (...)" (kind ErrorKind::kBusy) if another
  // process holds the lock.
  static LockedFile open(const std::filesystem::path& path, std::size_t max_bytes,
                         const std::string& what);
  // Creates `path` with `contents` (whole, as above) and holds its lock. Throws core::Error if
  // `path` exists ("FILE: exists already") or cannot be written.
  static LockedFile create(const std::filesystem::path& path, std::string_view contents);

  LockedFile(LockedFile&& other) noexcept;
  LockedFile& operator=(LockedFile&& other) noexcept;
  LockedFile(const LockedFile&) = delete;
  LockedFile& operator=(const LockedFile&) = delete;
  ~LockedFile();  // Releases the lock.

  const std::filesystem::path& path() const { return path_; }
  // The contents as read by open() or last written.
  const std::string& contents() const { return contents_; }
  // Replaces the contents from byte `offset` (at most contents().size()) on by `tail`, through
  // the journal (see above), and keeps the lock. Throws core::Error "cannot write FILE: REASON";
  // the file then keeps its previous contents.
  void replace_tail(std::size_t offset, std::string_view tail);

  // Lets go of the lock (other processes may write the file now) and keeps the contents, for a
  // process that writes now and then (`track serve`) and would otherwise read the whole file
  // again before each change.
  void release();
  // Takes the lock again after release(). Returns true if the file is still as this process
  // left it (the same file at `path`; its size, modification and change times and its last 4
  // KiB as after open() or the last write; no journal beside it): contents() may then be
  // written on.
  // Returns false, holding no lock, if anyone else changed or replaced it: open it again.
  // Throws core::Error "FILE: another matchbox is writing it (...)" as open() does.
  bool reacquire();

 private:
  LockedFile(std::filesystem::path path, std::filesystem::path target, int fd,
             std::string contents);
  // Records what reacquire() compares: the file as this process left it.
  void stamp();
  std::filesystem::path path_;
  std::filesystem::path target_;  // The file itself: `path` with symbolic links followed.
  int fd_ = -1;
  std::string contents_;
  struct Stamp {
    unsigned long long device = 0, inode = 0, size = 0;
    long long mtime_ns = 0, ctime_ns = 0;
    friend bool operator==(const Stamp&, const Stamp&) = default;
  } stamp_;
  PrefixHasher hasher_;  // The journal's prefix hash, kept up to date write by write.
};

// Reads a whole file without locking it: only a regular file (a symbolic link is followed to
// one), refused before anything is read if it is a FIFO, a device or a folder, or larger than
// `max_bytes` (checked before reading and again while reading, for a file that grows). A journal
// left beside it (see above) is applied to what is read, and a file that changes while being
// read is read again, so the text is always one the writer wrote. Throws core::Error
// "FILE: cannot read: REASON", "FILE: a FIFO, not a regular file; expected WHAT" or
// "FILE: N bytes, more than the M bytes WHAT may have".
std::string read_whole_file(const std::filesystem::path& path, std::size_t max_bytes,
                            const std::string& what);

// Writes `contents` as the whole of `path`, an unlocked file only this process writes (the
// waiting file of `track serve`, web/waiting_games.h): to a temporary name (.NAME.tmp-PID-N),
// synced, renamed over `path` and the folder synced, so a crash leaves the old contents or the
// new. Throws core::Error "cannot write FILE: REASON"; `path` then keeps its old contents.
void replace_whole_file(const std::filesystem::path& path, std::string_view contents);

// Removes temporary files (.NAME.tmp-PID-N) that a process no longer running left beside
// `path`. Never touches any other file.
void remove_stale_temporaries(const std::filesystem::path& path);

// Removes every temporary file or folder (.NAME.tmp-PID-N) in `folder` that a process no
// longer running left (a killed `kit`). Never touches any other entry.
void remove_stale_temporaries_in(const std::filesystem::path& folder);

}  // namespace matchbox::core
