// SPDX-FileCopyrightText: 2026 The matchbox authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "core/local_key.h"

#include <fcntl.h>
#include <pwd.h>
#include <sys/random.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cerrno>
#include <cstdlib>

#include "core/file_io.h"

namespace matchbox::core {
namespace fs = std::filesystem;
namespace {

// The key in the file at `path`, if it holds one whole.
std::optional<std::string> read_key(const fs::path& path) {
  Fd fd(::open(path.c_str(), O_RDONLY | O_CLOEXEC | O_NOFOLLOW));
  if (fd.get() < 0) return std::nullopt;
  try {
    std::string key = read_fd(fd.get(), path, kLocalKeyBytes);
    if (key.size() == kLocalKeyBytes) return key;
  } catch (const std::exception&) {
  }
  return std::nullopt;
}

// Random bytes from the kernel, or nullopt.
std::optional<std::string> random_key() {
  std::string key(kLocalKeyBytes, '\0');
  std::size_t got = 0;
  while (got < key.size()) {
    const ssize_t n = ::getrandom(key.data() + got, key.size() - got, 0);
    if (n < 0 && errno == EINTR) continue;
    if (n <= 0) return std::nullopt;
    got += static_cast<std::size_t>(n);
  }
  return key;
}

// Makes the key file at `path` (see local_key) and returns the key it then holds.
std::optional<std::string> make_key(const fs::path& path) {
  std::error_code ec;
  fs::create_directories(path.parent_path(), ec);
  ::chmod(path.parent_path().c_str(), 0700);
  const std::optional<std::string> key = random_key();
  if (!key) return std::nullopt;
  fs::path temp = path;
  temp += ".tmp-" + std::to_string(::getpid());
  Fd fd(::open(temp.c_str(), O_CREAT | O_EXCL | O_WRONLY | O_CLOEXEC | O_NOFOLLOW, 0600));
  if (fd.get() < 0) return std::nullopt;
  try {
    write_all_at(fd.get(), *key, 0, temp);
    sync_file(fd.get(), temp, false);
    // link(2) refuses to replace: a key another process made first is kept, and read below;
    // any other failure leaves no key, which read_key says. So its result is not needed.
    [[maybe_unused]] const int linked = ::link(temp.c_str(), path.c_str());
  } catch (const std::exception&) {
  }
  ::unlink(temp.c_str());
  return read_key(path);
}

}  // namespace

std::optional<fs::path> local_key_path() {
  const char* state = std::getenv("XDG_STATE_HOME");
  if (state != nullptr && state[0] == '/') return fs::path(state) / "matchbox" / "books.key";
  const char* home = std::getenv("HOME");
  if (home == nullptr || home[0] != '/') {  // No HOME: the account's home folder.
    const passwd* account = ::getpwuid(::getuid());
    home = account != nullptr ? account->pw_dir : nullptr;
  }
  if (home != nullptr && home[0] == '/')
    return fs::path(home) / ".local" / "state" / "matchbox" / "books.key";
  return std::nullopt;
}

const std::optional<std::string>& local_key() {
  static const std::optional<std::string> key = []() -> std::optional<std::string> {
    const std::optional<fs::path> path = local_key_path();
    if (!path) return std::nullopt;
    if (std::optional<std::string> key = read_key(*path)) return key;
    return make_key(*path);
  }();
  return key;
}

}  // namespace matchbox::core
