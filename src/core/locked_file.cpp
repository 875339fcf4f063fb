// SPDX-FileCopyrightText: 2026 The matchbox authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "core/locked_file.h"

#include <fcntl.h>
#include <stdio.h>
#include <sys/file.h>
#include <sys/stat.h>
#include <unistd.h>

#include <algorithm>
#include <atomic>
#include <cerrno>
#include <csignal>
#include <utility>

#include "core/error.h"
#include "core/file_io.h"
#include "core/journal.h"

namespace matchbox::core {
namespace fs = std::filesystem;

namespace {

// (Built by appending: g++ 12 warns falsely, -Wrestrict, about "." + std::string&&.)
std::string temp_prefix(const fs::path& path) {
  std::string prefix = ".";
  prefix += path.filename().string();
  prefix += ".tmp-";
  return prefix;
}

fs::path temp_name(const fs::path& path) {
  static std::atomic<unsigned> counter{0};
  return folder_of(path) /
         (temp_prefix(path) + std::to_string(::getpid()) + "-" + std::to_string(counter++));
}

// `path` with symbolic links followed (the file a link names), or `path` if that fails.
fs::path target_of(const fs::path& path) {
  std::error_code ec;
  fs::path target = fs::canonical(path, ec);
  return ec ? path : target;
}

// Gives the written, synced temporary file `temp` the name `path` unless `path` exists.
// Returns false (and sets errno) if no way of doing that atomically exists here.
bool link_new(const fs::path& temp, const fs::path& path) {
  if (::renameat2(AT_FDCWD, temp.c_str(), AT_FDCWD, path.c_str(), RENAME_NOREPLACE) == 0)
    return true;
  if (errno != EINVAL && errno != ENOSYS) return false;
  if (::link(temp.c_str(), path.c_str()) != 0) return false;
  ::unlink(temp.c_str());
  return true;
}

bool unsupported(int error) {
  return error == EINVAL || error == ENOSYS || error == EPERM || error == EOPNOTSUPP;
}

// Gives the written, synced temporary file `temp` the name `path` where neither renameat2 nor
// link(2) exists: `path` is first reserved, created empty and exclusively (so an existing file is
// never replaced), then the temporary is renamed over the reservation. Throws core::Error
// "FILE: exists already" if `path` appeared meanwhile, "cannot write FILE: REASON" otherwise,
// having removed its reservation; the caller removes `temp`.
void rename_over_reservation(const fs::path& temp, const fs::path& path) {
  Fd reserved(::open(path.c_str(), O_CREAT | O_EXCL | O_WRONLY | O_CLOEXEC, 0644));
  if (reserved.get() < 0) {
    if (errno == EEXIST)
      throw Error(path.string() + ": exists already (choose another name, or remove it first)");
    throw Error("cannot write " + path.string() + ": " + reason());
  }
  if (::rename(temp.c_str(), path.c_str()) == 0) return;
  const std::string why = reason();
  // Removes the reservation only if `path` is still the empty file this process made.
  struct stat mine {
  }, named{};
  if (::fstat(reserved.get(), &mine) == 0 && ::lstat(path.c_str(), &named) == 0 &&
      mine.st_dev == named.st_dev && mine.st_ino == named.st_ino && named.st_size == 0)
    ::unlink(path.c_str());
  throw Error("cannot write " + path.string() + ": " + why);
}

// Writes `contents` to a new file `path` that must not exist: a synced temporary renamed into
// place (as link_new, or rename_over_reservation where the file system has neither way), so that
// `path` is never seen cut short; on a failure nothing this process made is left. Returns its
// descriptor, locked.
int write_new(const fs::path& path, std::string_view contents) {
  const fs::path temp = temp_name(path);
  Fd fd(::open(temp.c_str(), O_CREAT | O_EXCL | O_RDWR | O_CLOEXEC, 0644));
  if (fd.get() < 0) throw Error("cannot write " + path.string() + ": " + reason());
  try {
    write_all_at(fd.get(), contents, 0, path);
    sync_file(fd.get(), path, false);
    if (::flock(fd.get(), LOCK_EX | LOCK_NB) != 0)
      throw Error("cannot lock " + path.string() + ": " + reason());
    if (!link_new(temp, path)) {
      if (errno == EEXIST) throw Error("cannot write " + path.string() + ": exists already");
      if (!unsupported(errno)) throw Error("cannot write " + path.string() + ": " + reason());
      rename_over_reservation(temp, path);
    }
  } catch (...) {
    ::unlink(temp.c_str());
    throw;
  }
  sync_file(fd.get(), path, true);
  return fd.release();
}

// Refuses a file its permissions do not let anyone write, as cp(1) refuses to overwrite one:
// root could write it regardless, but a write-protected tournament was protected on purpose.
void check_writable(const struct stat& st, const fs::path& path) {
  if ((st.st_mode & (S_IWUSR | S_IWGRP | S_IWOTH)) == 0)
    throw Error(path.string() +
                ": write-protected (its permissions allow no writing); make it "
                "writable (chmod u+w) to change it, or work on a copy");
}

// The bytes at the file's end that LockedFile::reacquire reads back and compares.
constexpr std::size_t kCheckedEndBytes = 4096;

// Takes the write lock on `fd` (the file `path`) without waiting. Throws core::Error of kind
// kBusy if another process holds it.
void take_lock(int fd, const fs::path& path) {
  if (::flock(fd, LOCK_EX | LOCK_NB) == 0) return;
  if (errno == EWOULDBLOCK)
    throw Error(path.string() +
                    ": another matchbox is writing it (a `track play` or `track serve` still "
                    "running?); try again when it has finished",
                ErrorKind::kBusy);
  throw Error("cannot lock " + path.string() + ": " + reason());
}

// What LockedFile::reacquire compares of a file: its identity, size and times.
template <typename Stamp>
Stamp stamp_of(const struct stat& st) {
  Stamp s;
  s.device = st.st_dev;
  s.inode = st.st_ino;
  s.size = static_cast<unsigned long long>(st.st_size);
  s.mtime_ns = static_cast<long long>(st.st_mtim.tv_sec) * 1000000000LL + st.st_mtim.tv_nsec;
  s.ctime_ns = static_cast<long long>(st.st_ctim.tv_sec) * 1000000000LL + st.st_ctim.tv_nsec;
  return s;
}

}  // namespace

LockedFile::LockedFile(fs::path path, fs::path target, int fd, std::string contents)
    : path_(std::move(path)), target_(std::move(target)), fd_(fd), contents_(std::move(contents)) {
  stamp();
}

void LockedFile::stamp() {
  struct stat st {};
  stamp_ = ::fstat(fd_, &st) == 0 ? stamp_of<Stamp>(st) : Stamp{};
}

void LockedFile::release() { ::flock(fd_, LOCK_UN); }

bool LockedFile::reacquire() {
  take_lock(fd_, path_);
  struct stat held {};
  struct stat named {};
  std::error_code ec;
  bool same = ::fstat(fd_, &held) == 0 && ::stat(path_.c_str(), &named) == 0 &&
              named.st_dev == held.st_dev && named.st_ino == held.st_ino && stamp_.inode != 0 &&
              stamp_of<Stamp>(held) == stamp_ && !fs::exists(journal_path(target_), ec);
  if (same) {
    // Times change in steps of a few milliseconds: a change of the same size made within one
    // step would show in the file's last bytes, where every change of a tail lands.
    const std::size_t n = std::min(kCheckedEndBytes, contents_.size());
    std::string end(n, '\0');
    same = ::pread(fd_, end.data(), n, static_cast<off_t>(contents_.size() - n)) ==
               static_cast<ssize_t>(n) &&
           std::string_view(contents_).substr(contents_.size() - n) == end;
  }
  if (!same) ::flock(fd_, LOCK_UN);
  return same;
}

LockedFile::LockedFile(LockedFile&& other) noexcept
    : path_(std::move(other.path_)),
      target_(std::move(other.target_)),
      fd_(std::exchange(other.fd_, -1)),
      contents_(std::move(other.contents_)),
      stamp_(other.stamp_),
      hasher_(std::move(other.hasher_)) {}

LockedFile& LockedFile::operator=(LockedFile&& other) noexcept {
  if (this != &other) {
    if (fd_ >= 0) ::close(fd_);
    path_ = std::move(other.path_);
    target_ = std::move(other.target_);
    fd_ = std::exchange(other.fd_, -1);
    contents_ = std::move(other.contents_);
    stamp_ = other.stamp_;
    hasher_ = std::move(other.hasher_);
  }
  return *this;
}

LockedFile::~LockedFile() {
  if (fd_ >= 0) ::close(fd_);
}

LockedFile LockedFile::open(const fs::path& path, std::size_t max_bytes, const std::string& what) {
  Fd fd(::open(path.c_str(), O_RDWR | O_CLOEXEC | O_NONBLOCK));
  if (fd.get() < 0) {
    if (errno == EACCES || errno == EROFS)
      throw Error(path.string() + ": cannot open it for writing: " + reason());
    throw Error(path.string() + ": cannot open: " + reason());
  }
  struct stat st {};
  if (::fstat(fd.get(), &st) != 0) throw Error(path.string() + ": cannot open: " + reason());
  check_regular(st.st_mode, static_cast<std::size_t>(st.st_size), path, max_bytes, what);
  check_writable(st, path);
  take_lock(fd.get(), path);
  const fs::path target = target_of(path);
  remove_stale_temporaries(target);
  std::string contents = read_fd(fd.get(), path, max_bytes);
  if (const auto journal = read_journal(target)) {
    if (belongs_to(*journal, contents)) {  // A writer stopped part-way: finish its change.
      apply_journal(fd.get(), target, *journal);
      contents = applied(contents, *journal);
    }
  }
  remove_journal(target);
  check_regular(st.st_mode, contents.size(), path, max_bytes, what);
  return LockedFile(path, target, fd.release(), std::move(contents));
}

LockedFile LockedFile::create(const fs::path& path, std::string_view contents) {
  std::error_code ec;
  if (fs::exists(fs::symlink_status(path, ec)))
    throw Error(path.string() + ": exists already (choose another name, or remove it first)");
  if (!fs::is_directory(folder_of(path), ec))
    throw Error("cannot write " + path.string() + ": " + folder_of(path).string() +
                " is not an existing folder");
  const int fd = write_new(path, contents);
  return LockedFile(path, target_of(path), fd, std::string(contents));
}

void LockedFile::replace_tail(std::size_t offset, std::string_view tail) {
  MATCHBOX_CHECK(offset <= contents_.size());
  Journal journal;
  journal.offset = offset;
  journal.old_size = contents_.size();
  journal.prefix_hash = hasher_.hash(contents_, offset);
  journal.old_tail = contents_.substr(offset);
  journal.new_tail = std::string(tail);
  write_journal(target_, journal);
  apply_journal(fd_, target_, journal);
  remove_journal(target_);
  contents_.resize(offset);
  contents_ += tail;
  stamp();
}

void replace_whole_file(const fs::path& path, std::string_view contents) {
  const fs::path temp = temp_name(path);
  Fd fd(::open(temp.c_str(), O_CREAT | O_EXCL | O_WRONLY | O_CLOEXEC, 0644));
  if (fd.get() < 0) throw Error("cannot write " + path.string() + ": " + reason());
  try {
    write_all_at(fd.get(), contents, 0, path);
    sync_file(fd.get(), path, false);
    if (::rename(temp.c_str(), path.c_str()) != 0)
      throw Error("cannot write " + path.string() + ": " + reason());
  } catch (...) {
    ::unlink(temp.c_str());
    throw;
  }
  sync_file(fd.get(), path, true);
}

std::string read_whole_file(const fs::path& path, std::size_t max_bytes, const std::string& what) {
  // O_NONBLOCK: opening a FIFO must not wait for a writer before fstat can refuse it.
  Fd fd(::open(path.c_str(), O_RDONLY | O_CLOEXEC | O_NONBLOCK));
  if (fd.get() < 0) throw Error(path.string() + ": cannot read: " + reason());
  const fs::path target = target_of(path);
  for (int attempt = 0;; ++attempt) {
    struct stat before {
    }, after{};
    if (::fstat(fd.get(), &before) != 0) throw Error(path.string() + ": cannot read: " + reason());
    check_regular(before.st_mode, static_cast<std::size_t>(before.st_size), path, max_bytes, what);
    const auto journal = read_journal(target);
    std::string text = read_fd(fd.get(), path, max_bytes);
    check_regular(before.st_mode, text.size(), path, max_bytes, what);
    if (::fstat(fd.get(), &after) != 0) throw Error(path.string() + ": cannot read: " + reason());
    const bool changed = before.st_size != after.st_size ||
                         before.st_mtim.tv_sec != after.st_mtim.tv_sec ||
                         before.st_mtim.tv_nsec != after.st_mtim.tv_nsec;
    const auto journal_after = read_journal(target);
    const bool journal_changed = journal.has_value() != journal_after.has_value() ||
                                 (journal && journal->new_tail != journal_after->new_tail);
    if ((changed || journal_changed) && attempt < 100) {
      ::usleep(2000);  // A writer is at work; its change takes milliseconds.
      continue;
    }
    if (journal && belongs_to(*journal, text)) return applied(text, *journal);
    return text;
  }
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
