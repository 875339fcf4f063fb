// SPDX-FileCopyrightText: 2026 The matchbox authors
// SPDX-License-Identifier: GPL-3.0-or-later

// Checked POSIX file I/O for the files matchbox must not lose (core/locked_file.h,
// core/journal.h): every call's failure becomes a core::Error naming the file and the reason.
#pragma once

#include <sys/types.h>

#include <cstddef>
#include <filesystem>
#include <string>
#include <string_view>
#include <utility>

namespace matchbox::core {

// strerror(errno).
std::string reason();

// Closes a descriptor when it goes out of scope, unless released.
class Fd {
 public:
  explicit Fd(int fd) : fd_(fd) {}
  ~Fd();
  Fd(const Fd&) = delete;
  Fd& operator=(const Fd&) = delete;
  int get() const { return fd_; }
  int release() { return std::exchange(fd_, -1); }

 private:
  int fd_;
};

// The folder `path` lies in ("." for a bare name).
std::filesystem::path folder_of(const std::filesystem::path& path);

// Faults for tests of what a full disk or a killed process leaves behind (SQLite injects its
// faults in the same place, its file layer): tests/tracker/books_model.h. Not for use otherwise.
enum class WriteFault { kNone, kFullDisk, kKill };
// From the write `after` writes from now on (0: the next): the process kills itself with
// SIGKILL after writing half of that write's bytes; or the disk is full, and every write_all_at
// that would make a file longer writes half its bytes and fails with ENOSPC (bytes a file already
// has can be written over, as on a real full disk). kNone: writes work again.
void inject_write_fault(WriteFault fault, long after);

// Writes all of `data` at byte `offset` (pwrite, retried on EINTR and short writes). Throws
// core::Error "cannot write FILE: REASON".
void write_all_at(int fd, std::string_view data, off_t offset, const std::filesystem::path& path);

// Reads to the end, or to one byte past `max_bytes` (the caller refuses the file then). Throws
// core::Error "FILE: cannot read: REASON".
std::string read_fd(int fd, const std::filesystem::path& path, std::size_t max_bytes);

// fsync(2) of `fd`, then of `path`'s folder if `folder` is set. Throws core::Error "cannot
// write FILE: REASON".
void sync_file(int fd, const std::filesystem::path& path, bool folder);

// Throws core::Error "FILE: a FIFO, not a regular file; expected WHAT" unless `mode` (st_mode)
// is a regular file's, and "FILE: N bytes, more than the M bytes WHAT may have" if `size` is
// larger than `max_bytes`.
void check_regular(mode_t mode, std::size_t size, const std::filesystem::path& path,
                   std::size_t max_bytes, const std::string& what);

}  // namespace matchbox::core
