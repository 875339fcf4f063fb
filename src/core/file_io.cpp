// SPDX-FileCopyrightText: 2026 The matchbox authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "core/file_io.h"

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <atomic>
#include <cerrno>
#include <csignal>
#include <cstring>

#include "core/error.h"

namespace matchbox::core {
namespace fs = std::filesystem;

std::string reason() { return std::strerror(errno); }

Fd::~Fd() {
  if (fd_ >= 0) ::close(fd_);
}

fs::path folder_of(const fs::path& path) {
  return path.parent_path().empty() ? fs::path(".") : path.parent_path();
}

namespace {

std::atomic<WriteFault> injected_fault{WriteFault::kNone};
std::atomic<long> writes_before_fault{0};

// pwrite(2), or the injected fault once its time has come: SIGKILL after the first half of
// `size` bytes is written (a killed process); or, from then on, every write that would make a
// file longer writes half its bytes and fails with ENOSPC (a full disk: bytes already allocated
// can still be written over).
ssize_t faulty_pwrite(int fd, const char* data, std::size_t size, off_t offset) {
  const WriteFault fault = injected_fault;
  if (fault == WriteFault::kNone || writes_before_fault-- > 0)
    return ::pwrite(fd, data, size, offset);
  struct stat st {};
  if (fault == WriteFault::kFullDisk && ::fstat(fd, &st) == 0 &&
      offset + static_cast<off_t>(size) <= st.st_size)
    return ::pwrite(fd, data, size, offset);
  if (size > 1) (void)!::pwrite(fd, data, size / 2, offset);
  if (fault == WriteFault::kKill) ::kill(::getpid(), SIGKILL);
  errno = ENOSPC;
  return -1;
}

}  // namespace

void inject_write_fault(WriteFault fault, long after) {
  writes_before_fault = after;
  injected_fault = fault;
}

void write_all_at(int fd, std::string_view data, off_t offset, const fs::path& path) {
  while (!data.empty()) {
    const ssize_t n = faulty_pwrite(fd, data.data(), data.size(), offset);
    if (n < 0 && errno == EINTR) continue;
    if (n < 0) throw Error("cannot write " + path.string() + ": " + reason());
    if (n == 0) throw Error("cannot write " + path.string() + ": nothing was written");
    data.remove_prefix(static_cast<std::size_t>(n));
    offset += n;
  }
}

std::string read_fd(int fd, const fs::path& path, std::size_t max_bytes) {
  std::string out;
  struct stat st {};
  if (::fstat(fd, &st) == 0 && S_ISREG(st.st_mode) &&
      static_cast<std::size_t>(st.st_size) <= max_bytes)
    // One allocation, not a doubling series, with room for a writer's new tail
    // (LockedFile::replace_tail appends a game without copying the whole file again).
    out.reserve(static_cast<std::size_t>(st.st_size) + (1u << 16));
  char buf[1 << 16];
  off_t at = 0;
  for (;;) {
    if (out.size() > max_bytes) return out;
    const ssize_t n = ::pread(fd, buf, sizeof buf, at);
    if (n < 0 && errno == EINTR) continue;
    if (n < 0) throw Error(path.string() + ": cannot read: " + reason());
    if (n == 0) return out;
    out.append(buf, static_cast<std::size_t>(n));
    at += n;
  }
}

void sync_file(int fd, const fs::path& path, bool folder) {
  if (::fsync(fd) != 0) throw Error("cannot write " + path.string() + ": " + reason());
  if (!folder) return;
  Fd dir(::open(folder_of(path).c_str(), O_RDONLY | O_DIRECTORY | O_CLOEXEC));
  if (dir.get() < 0 || ::fsync(dir.get()) != 0)
    throw Error("cannot write " + path.string() + ": syncing its folder: " + reason());
}

namespace {

std::string kind_of(mode_t mode) {
  if (S_ISFIFO(mode)) return "a FIFO";
  if (S_ISDIR(mode)) return "a folder";
  if (S_ISCHR(mode) || S_ISBLK(mode)) return "a device";
  if (S_ISSOCK(mode)) return "a socket";
  return "a special file";
}

}  // namespace

void check_regular(mode_t mode, std::size_t size, const fs::path& path, std::size_t max_bytes,
                   const std::string& what) {
  if (!S_ISREG(mode))
    throw Error(path.string() + ": " + kind_of(mode) + ", not a regular file; expected " + what);
  if (size > max_bytes)
    throw Error(path.string() + ": " + std::to_string(size) + " bytes, more than the " +
                std::to_string(max_bytes) + " bytes " + what + " may have");
}

}  // namespace matchbox::core
