#include "core/file_io.h"

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cerrno>
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

void write_all_at(int fd, std::string_view data, off_t offset, const fs::path& path) {
  while (!data.empty()) {
    const ssize_t n = ::pwrite(fd, data.data(), data.size(), offset);
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
