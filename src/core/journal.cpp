// SPDX-FileCopyrightText: 2026 The matchbox authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "core/journal.h"

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>
#include <xxhash.h>

#include <algorithm>
#include <cerrno>
#include <cstdint>
#include <cstring>
#include <new>

#include "core/error.h"
#include "core/file_io.h"

namespace matchbox::core {
namespace fs = std::filesystem;
namespace {

constexpr std::string_view kMagic = "MBXJRNL1";
constexpr std::size_t kHeaderBytes = kMagic.size() + 5 * sizeof(std::uint64_t);

void put_u64(std::string& out, std::uint64_t v) {
  out.append(reinterpret_cast<const char*>(&v), sizeof v);
}

std::uint64_t get_u64(std::string_view in, std::size_t at) {
  std::uint64_t v = 0;
  std::memcpy(&v, in.data() + at, sizeof v);
  return v;
}

std::string encode(const Journal& j) {
  std::string out(kMagic);
  for (std::uint64_t v : {std::uint64_t{j.offset}, std::uint64_t{j.old_size}, j.prefix_hash,
                          std::uint64_t{j.old_tail.size()}, std::uint64_t{j.new_tail.size()}})
    put_u64(out, v);
  out += j.old_tail;
  out += j.new_tail;
  put_u64(out, XXH3_64bits(out.data(), out.size()));
  return out;
}

std::optional<Journal> decode(std::string_view in) {
  if (in.size() < kHeaderBytes + sizeof(std::uint64_t) || in.substr(0, kMagic.size()) != kMagic)
    return std::nullopt;
  const std::size_t body = in.size() - sizeof(std::uint64_t);
  if (XXH3_64bits(in.data(), body) != get_u64(in, body)) return std::nullopt;
  Journal j;
  j.offset = get_u64(in, kMagic.size());
  j.old_size = get_u64(in, kMagic.size() + 8);
  j.prefix_hash = get_u64(in, kMagic.size() + 16);
  const std::uint64_t old_len = get_u64(in, kMagic.size() + 24);
  const std::uint64_t new_len = get_u64(in, kMagic.size() + 32);
  if (old_len > body || new_len > body || kHeaderBytes + old_len + new_len != body ||
      j.offset + old_len != j.old_size)
    return std::nullopt;
  j.old_tail = std::string(in.substr(kHeaderBytes, old_len));
  j.new_tail = std::string(in.substr(kHeaderBytes + old_len, new_len));
  return j;
}

}  // namespace

fs::path journal_path(const fs::path& file) {
  std::string name = ".";  // (Appended: g++ 12 warns falsely, -Wrestrict, about "." + string.)
  name += file.filename().string();
  name += ".journal";
  return folder_of(file) / name;
}

void write_journal(const fs::path& file, const Journal& journal) {
  const fs::path path = journal_path(file);
  Fd fd(::open(path.c_str(), O_CREAT | O_TRUNC | O_WRONLY | O_CLOEXEC | O_NOFOLLOW, 0600));
  if (fd.get() < 0) throw Error("cannot write " + file.string() + ": its journal: " + reason());
  try {
    write_all_at(fd.get(), encode(journal), 0, file);
    sync_file(fd.get(), path, true);
  } catch (const Error&) {
    ::unlink(path.c_str());
    throw;
  }
}

std::optional<Journal> read_journal(const fs::path& file) {
  const fs::path path = journal_path(file);
  Fd fd(::open(path.c_str(), O_RDONLY | O_CLOEXEC | O_NOFOLLOW | O_NONBLOCK));
  if (fd.get() < 0) {
    // None, or one this user may not read (another user's writer): read the file as it is.
    if (errno == ENOENT || errno == EACCES) return std::nullopt;
    throw Error(path.string() + ": cannot read: " + reason());
  }
  struct stat st {};
  if (::fstat(fd.get(), &st) != 0 || !S_ISREG(st.st_mode)) return std::nullopt;
  return decode(read_fd(fd.get(), path, static_cast<std::size_t>(st.st_size)));
}

void remove_journal(const fs::path& file) { ::unlink(journal_path(file).c_str()); }

void apply_journal(int fd, const fs::path& file, const Journal& journal) {
  const auto new_size = static_cast<off_t>(journal.offset + journal.new_tail.size());
  try {
    write_all_at(fd, journal.new_tail, static_cast<off_t>(journal.offset), file);
    if (::ftruncate(fd, new_size) != 0)
      throw Error("cannot write " + file.string() + ": " + reason());
    sync_file(fd, file, false);
  } catch (const Error&) {
    // The old tail fits in the blocks the file had before, so putting it back needs no space.
    const int saved = errno;
    if (::ftruncate(fd, static_cast<off_t>(journal.old_size)) == 0) {
      try {
        write_all_at(fd, journal.old_tail, static_cast<off_t>(journal.offset), file);
        sync_file(fd, file, false);
        remove_journal(file);
      } catch (const Error&) {
        // The journal stays: the next opener finishes the change.
      }
    }
    errno = saved;
    throw;
  }
}

std::uint64_t prefix_hash_of(std::string_view text, std::size_t offset) {
  return XXH3_64bits(text.data(), std::min(offset, text.size()));
}

struct PrefixHasher::State {
  State() : xxh(XXH3_createState()) {
    if (xxh == nullptr) throw std::bad_alloc();
    XXH3_64bits_reset(xxh);
  }
  ~State() { XXH3_freeState(xxh); }
  State(const State&) = delete;
  State& operator=(const State&) = delete;
  XXH3_state_t* xxh;
  std::size_t hashed = 0;  // The bytes the state has taken in.
};

PrefixHasher::PrefixHasher() : state_(std::make_unique<State>()) {}
PrefixHasher::~PrefixHasher() = default;
PrefixHasher::PrefixHasher(PrefixHasher&&) noexcept = default;
PrefixHasher& PrefixHasher::operator=(PrefixHasher&&) noexcept = default;

std::uint64_t PrefixHasher::hash(std::string_view text, std::size_t offset) {
  offset = std::min(offset, text.size());
  if (offset < state_->hashed) {
    XXH3_64bits_reset(state_->xxh);
    state_->hashed = 0;
  }
  XXH3_64bits_update(state_->xxh, text.data() + state_->hashed, offset - state_->hashed);
  state_->hashed = offset;
  return XXH3_64bits_digest(state_->xxh);
}

bool belongs_to(const Journal& journal, const std::string& text) {
  return text.size() >= journal.offset &&
         prefix_hash_of(text, journal.offset) == journal.prefix_hash;
}

std::string applied(const std::string& text, const Journal& journal) {
  return text.substr(0, journal.offset) + journal.new_tail;
}

}  // namespace matchbox::core
