// SPDX-FileCopyrightText: 2026 The matchbox authors
// SPDX-License-Identifier: GPL-3.0-or-later

// A preloaded library (LD_PRELOAD) for tests: the calls of a file system with neither
// renameat2(RENAME_NOREPLACE) nor hard links, as FAT and exFAT USB sticks on older kernels
// answer them. Every other call goes through unchanged. Each call refused is noted, one line
// ("renameat2", "link"), in the file NO_HARD_LINKS_LOG names if it is set, so a test can tell
// that the fallback was taken.
//
// NO_HARD_LINKS_FREE_BYTES=N makes the stick nearly full: the process may write N bytes in all
// to regular files through write(2) and pwrite(2) (how core/file_io.h writes), then such writes
// fail with ENOSPC, the one that crosses the limit cut short as the kernel cuts it. Removing a
// file gives no room back (a removed file still open keeps its space).
#include <errno.h>
#include <fcntl.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/syscall.h>
#include <unistd.h>

namespace {

int refused(const char* call, int error) {
  if (const char* log = getenv("NO_HARD_LINKS_LOG")) {
    const int fd = open(log, O_WRONLY | O_CREAT | O_APPEND | O_CLOEXEC, 0644);
    if (fd >= 0) {  // Not through write(), which counts the bytes against the free space.
      (void)!syscall(SYS_write, fd, call, strlen(call));
      (void)!syscall(SYS_write, fd, "\n", 1);
      close(fd);
    }
  }
  errno = error;
  return -1;
}

// How many of `n` bytes to `fd` fit on the stick: all of them for anything but a regular file
// or without NO_HARD_LINKS_FREE_BYTES; counts them as written.
size_t room_for(int fd, size_t n) {
  static long long used = 0;
  const char* free_bytes = getenv("NO_HARD_LINKS_FREE_BYTES");
  struct stat st {};
  if (free_bytes == nullptr || fstat(fd, &st) != 0 || !S_ISREG(st.st_mode)) return n;
  const long long left = atoll(free_bytes) - used;
  const size_t room = left <= 0 ? 0 : static_cast<size_t>(left) < n ? static_cast<size_t>(left) : n;
  used += static_cast<long long>(room);
  return room;
}

ssize_t full_stick() {
  errno = ENOSPC;
  return -1;
}

}  // namespace

extern "C" {

int renameat2(int old_dir, const char* old_path, int new_dir, const char* new_path,
              unsigned int flags) {
  if (flags != 0) return refused("renameat2", EINVAL);
  return static_cast<int>(syscall(SYS_renameat2, old_dir, old_path, new_dir, new_path, 0));
}

int link(const char*, const char*) { return refused("link", EPERM); }

int linkat(int, const char*, int, const char*, int) { return refused("linkat", EPERM); }

ssize_t write(int fd, const void* data, size_t n) {
  const size_t room = room_for(fd, n);
  if (room == 0 && n > 0) return full_stick();
  return syscall(SYS_write, fd, data, room);
}

ssize_t pwrite(int fd, const void* data, size_t n, off_t offset) {
  const size_t room = room_for(fd, n);
  if (room == 0 && n > 0) return full_stick();
  return syscall(SYS_pwrite64, fd, data, room, offset);
}

ssize_t pwrite64(int fd, const void* data, size_t n, off_t offset) {
  return pwrite(fd, data, n, offset);
}

}  // extern "C"
