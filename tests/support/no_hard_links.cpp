// A preloaded library (LD_PRELOAD) for tests: the calls of a file system with neither
// renameat2(RENAME_NOREPLACE) nor hard links, as FAT and exFAT USB sticks on older kernels
// answer them. Every other call goes through unchanged. Each call refused is noted, one line
// ("renameat2", "link"), in the file NO_HARD_LINKS_LOG names if it is set, so a test can tell
// that the fallback was taken.
#include <errno.h>
#include <fcntl.h>
#include <stdlib.h>
#include <string.h>
#include <sys/syscall.h>
#include <unistd.h>

namespace {

int refused(const char* call, int error) {
  if (const char* log = getenv("NO_HARD_LINKS_LOG")) {
    const int fd = open(log, O_WRONLY | O_CREAT | O_APPEND | O_CLOEXEC, 0644);
    if (fd >= 0) {
      (void)!write(fd, call, strlen(call));
      (void)!write(fd, "\n", 1);
      close(fd);
    }
  }
  errno = error;
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

}  // extern "C"
