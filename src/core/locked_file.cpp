#include "core/locked_file.h"

#include <fcntl.h>
#include <sys/file.h>
#include <sys/stat.h>
#include <unistd.h>

#include <atomic>
#include <cerrno>
#include <cstdint>
#include <csignal>
#include <cstring>
#include <fstream>
#include <sstream>
#include <utility>

#include "core/error.h"

namespace matchbox::core {
namespace fs = std::filesystem;

namespace {

std::string reason() { return std::strerror(errno); }

fs::path folder_of(const fs::path& path) {
  return path.parent_path().empty() ? fs::path(".") : path.parent_path();
}

// (Built by appending: g++ 12 warns falsely, -Wrestrict, about "." + std::string&&.)
std::string temp_prefix(const fs::path& path) {
  std::string prefix = ".";
  prefix += path.filename().string();
  prefix += ".tmp-";
  return prefix;
}

// Closes a descriptor when it goes out of scope, unless released.
class Fd {
 public:
  explicit Fd(int fd) : fd_(fd) {}
  ~Fd() {
    if (fd_ >= 0) ::close(fd_);
  }
  Fd(const Fd&) = delete;
  Fd& operator=(const Fd&) = delete;
  int get() const { return fd_; }
  int release() { return std::exchange(fd_, -1); }

 private:
  int fd_;
};

void write_all(int fd, std::string_view data, const fs::path& path) {
  while (!data.empty()) {
    const ssize_t n = ::write(fd, data.data(), data.size());
    if (n < 0 && errno == EINTR) continue;
    if (n <= 0) throw Error("cannot write " + path.string() + ": " + reason());
    data.remove_prefix(static_cast<std::size_t>(n));
  }
}

// Reads to the end, or to one byte past `max_bytes` (the caller refuses the file then).
std::string read_fd(int fd, const fs::path& path, std::size_t max_bytes) {
  std::string out;
  char buf[65536];
  for (;;) {
    if (out.size() > max_bytes) return out;
    const ssize_t n = ::read(fd, buf, sizeof buf);
    if (n < 0 && errno == EINTR) continue;
    if (n < 0) throw Error(path.string() + ": cannot read: " + reason());
    if (n == 0) return out;
    out.append(buf, static_cast<std::size_t>(n));
  }
}

bool same_file(int fd, const fs::path& path) {
  struct stat a {}, b {};
  return ::fstat(fd, &a) == 0 && ::stat(path.c_str(), &b) == 0 && a.st_dev == b.st_dev &&
         a.st_ino == b.st_ino;
}

void sync_folder(const fs::path& folder, const fs::path& path) {
  Fd dir(::open(folder.c_str(), O_RDONLY | O_DIRECTORY | O_CLOEXEC));
  if (dir.get() < 0 || ::fsync(dir.get()) != 0)
    throw Error("cannot write " + path.string() + ": syncing its folder: " + reason());
}

// Writes `contents` to a new locked file in `path`'s folder and gives it a temporary name.
// Returns the descriptor (locked) and the temporary name.
std::pair<int, fs::path> write_locked_temporary(const fs::path& path, std::string_view contents) {
  static std::atomic<unsigned> counter{0};
  const fs::path folder = folder_of(path);
  const fs::path temp = folder / (temp_prefix(path) + std::to_string(::getpid()) + "-" +
                                  std::to_string(counter++));
  int raw = ::open(folder.c_str(), O_TMPFILE | O_RDWR | O_CLOEXEC, 0644);
  const bool named = raw < 0;  // A file system without O_TMPFILE: name the file from the start.
  if (named) raw = ::open(temp.c_str(), O_CREAT | O_EXCL | O_RDWR | O_CLOEXEC, 0644);
  if (raw < 0) throw Error("cannot write " + path.string() + ": " + reason());
  Fd fd(raw);
  try {
    write_all(fd.get(), contents, path);
    if (::fsync(fd.get()) != 0) throw Error("cannot write " + path.string() + ": " + reason());
    if (::flock(fd.get(), LOCK_EX | LOCK_NB) != 0)
      throw Error("cannot lock " + path.string() + ": " + reason());
    if (!named) {
      const std::string proc = "/proc/self/fd/" + std::to_string(fd.get());
      if (::linkat(AT_FDCWD, proc.c_str(), AT_FDCWD, temp.c_str(), AT_SYMLINK_FOLLOW) != 0)
        throw Error("cannot write " + path.string() + ": " + reason());
    }
  } catch (...) {
    if (named) ::unlink(temp.c_str());
    throw;
  }
  return {fd.release(), temp};
}

}  // namespace

LockedFile::LockedFile(fs::path path, int fd, std::string contents)
    : path_(std::move(path)), fd_(fd), contents_(std::move(contents)) {}

LockedFile::LockedFile(LockedFile&& other) noexcept
    : path_(std::move(other.path_)),
      fd_(std::exchange(other.fd_, -1)),
      contents_(std::move(other.contents_)) {}

LockedFile& LockedFile::operator=(LockedFile&& other) noexcept {
  if (this != &other) {
    if (fd_ >= 0) ::close(fd_);
    path_ = std::move(other.path_);
    fd_ = std::exchange(other.fd_, -1);
    contents_ = std::move(other.contents_);
  }
  return *this;
}

LockedFile::~LockedFile() {
  if (fd_ >= 0) ::close(fd_);
}

LockedFile LockedFile::open(const fs::path& path) {
  for (int attempt = 0; attempt < 100; ++attempt) {
    Fd fd(::open(path.c_str(), O_RDONLY | O_CLOEXEC));
    if (fd.get() < 0) throw Error(path.string() + ": cannot open: " + reason());
    if (::flock(fd.get(), LOCK_EX | LOCK_NB) != 0) {
      if (errno == EWOULDBLOCK)
        throw Error(path.string() +
                    ": another matchbox is writing it (a `track play` or `track serve` still "
                    "running?); try again when it has finished");
      throw Error("cannot lock " + path.string() + ": " + reason());
    }
    // The file may have been replaced between open and flock: lock the one NAME names now.
    if (!same_file(fd.get(), path)) continue;
    remove_stale_temporaries(path);
    std::string contents = read_fd(fd.get(), path, SIZE_MAX - 1);
    return LockedFile(path, fd.release(), std::move(contents));
  }
  throw Error(path.string() + ": cannot lock: it keeps being replaced");
}

LockedFile LockedFile::create(const fs::path& path, std::string_view contents) {
  std::error_code ec;
  if (fs::exists(path, ec))
    throw Error(path.string() + ": exists already (choose another name, or remove it first)");
  if (!fs::is_directory(folder_of(path), ec))
    throw Error("cannot write " + path.string() + ": " + folder_of(path).string() +
                " is not an existing folder");
  auto [fd, temp] = write_locked_temporary(path, contents);
  Fd owner(fd);
  // link() refuses to replace an existing file, unlike rename(): two `new` never clobber.
  if (::link(temp.c_str(), path.c_str()) != 0) {
    const std::string why = errno == EEXIST ? "exists already" : reason();
    ::unlink(temp.c_str());
    throw Error("cannot write " + path.string() + ": " + why);
  }
  ::unlink(temp.c_str());
  sync_folder(folder_of(path), path);
  return LockedFile(path, owner.release(), std::string(contents));
}

void LockedFile::replace(std::string_view contents) {
  auto [fd, temp] = write_locked_temporary(path_, contents);
  Fd owner(fd);
  if (::rename(temp.c_str(), path_.c_str()) != 0) {
    const std::string why = reason();
    ::unlink(temp.c_str());
    throw Error("cannot write " + path_.string() + ": " + why);
  }
  sync_folder(folder_of(path_), path_);
  ::close(fd_);  // Releases the lock on the replaced file; the new one is locked already.
  fd_ = owner.release();
  contents_ = std::string(contents);
}

namespace {

std::string kind_of(mode_t mode) {
  if (S_ISFIFO(mode)) return "a FIFO";
  if (S_ISDIR(mode)) return "a folder";
  if (S_ISCHR(mode) || S_ISBLK(mode)) return "a device";
  if (S_ISSOCK(mode)) return "a socket";
  return "not a regular file";
}

std::string too_big(const fs::path& path, std::size_t size, std::size_t max_bytes,
                    const std::string& what) {
  return path.string() + ": " + std::to_string(size) + " bytes, more than the " +
         std::to_string(max_bytes) + " bytes " + what + " may have";
}

}  // namespace

std::string read_whole_file(const fs::path& path, std::size_t max_bytes,
                            const std::string& what) {
  // O_NONBLOCK: opening a FIFO must not wait for a writer before fstat can refuse it.
  Fd fd(::open(path.c_str(), O_RDONLY | O_CLOEXEC | O_NONBLOCK));
  if (fd.get() < 0) throw Error(path.string() + ": cannot read: " + reason());
  struct stat st {};
  if (::fstat(fd.get(), &st) != 0) throw Error(path.string() + ": cannot read: " + reason());
  if (!S_ISREG(st.st_mode))
    throw Error(path.string() + ": " + kind_of(st.st_mode) + ", not a regular file; expected " +
                what);
  if (static_cast<std::uintmax_t>(st.st_size) > max_bytes)
    throw Error(too_big(path, static_cast<std::size_t>(st.st_size), max_bytes, what));
  std::string out = read_fd(fd.get(), path, max_bytes);
  if (out.size() > max_bytes) throw Error(too_big(path, out.size(), max_bytes, what));
  return out;
}

namespace {

// True if `name` is "PREFIX<pid>-<n>" (a temporary name) and process <pid> is gone.
bool is_stale(const std::string& name, const std::string& prefix) {
  if (name.rfind(prefix, 0) != 0) return false;
  const std::string rest = name.substr(prefix.size());
  const std::size_t dash = rest.find('-');
  if (dash == std::string::npos || dash == 0 || dash + 1 == rest.size()) return false;
  if (dash > 9 || rest.find_first_not_of("0123456789-") != std::string::npos) return false;
  const pid_t pid = static_cast<pid_t>(std::stol(rest.substr(0, dash)));
  return pid != ::getpid() && ::kill(pid, 0) != 0 && errno == ESRCH;
}

}  // namespace

void remove_stale_temporaries(const fs::path& path) {
  const std::string prefix = temp_prefix(path);
  std::error_code ec;
  for (const fs::directory_entry& entry : fs::directory_iterator(folder_of(path), ec))
    if (is_stale(entry.path().filename().string(), prefix)) fs::remove(entry.path(), ec);
}

void remove_stale_temporaries_in(const fs::path& folder) {
  std::error_code ec;
  for (const fs::directory_entry& entry : fs::directory_iterator(folder, ec)) {
    const std::string name = entry.path().filename().string();
    const std::size_t tmp = name.rfind(".tmp-");
    if (name.size() < 2 || name[0] != '.' || tmp == std::string::npos || tmp == 0) continue;
    if (is_stale(name, name.substr(0, tmp + 5))) fs::remove_all(entry.path(), ec);
  }
}

}  // namespace matchbox::core
