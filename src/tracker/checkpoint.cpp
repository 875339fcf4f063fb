// SPDX-FileCopyrightText: 2026 The matchbox authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "tracker/checkpoint.h"

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>
#include <xxhash.h>

#include <algorithm>
#include <cstring>
#include <set>
#include <type_traits>

#include "core/file_io.h"
#include "core/local_key.h"

namespace matchbox::tracker {
namespace fs = std::filesystem;
namespace {

// The layout's version: 2 added the games' tags (GameEntry::session, ::player), the tags, the
// session now and the twin's books; 3 seals it with the local key (core/local_key.h) in place of
// a plain checksum. A checkpoint of another layout is not read (the file is then replayed whole).
constexpr std::string_view kMagic = "MBXBOOK3";
constexpr std::size_t kSealBytes = sizeof(XXH128_hash_t);
constexpr std::size_t kMaxCheckpointBytes = 256u << 20;

class Writer {
 public:
  template <typename T>
  void put(T v) {
    static_assert(std::is_trivially_copyable_v<T>);
    out_.append(reinterpret_cast<const char*>(&v), sizeof v);
  }
  template <typename T>
  void put_all(const std::vector<T>& v) {
    put<std::uint64_t>(v.size());
    for (const T& x : v) put(x);
  }
  void put_text(const std::string& text) { put_all(std::vector<char>(text.begin(), text.end())); }
  std::string& text() { return out_; }

 private:
  std::string out_{kMagic};
};

// Reads what Writer wrote; any read past the end makes ok() false.
class Reader {
 public:
  explicit Reader(std::string_view in) : in_(in), at_(kMagic.size()) {}
  template <typename T>
  T get() {
    T v{};
    if (at_ + sizeof v > in_.size()) {
      ok_ = false;
      return v;
    }
    std::memcpy(&v, in_.data() + at_, sizeof v);
    at_ += sizeof v;
    return v;
  }
  template <typename T>
  std::vector<T> get_all() {
    const auto n = get<std::uint64_t>();
    if (n > (in_.size() - std::min(at_, in_.size())) / sizeof(T)) {
      ok_ = false;
      return {};
    }
    std::vector<T> v(static_cast<std::size_t>(n));
    for (T& x : v) x = get<T>();
    return v;
  }
  std::string get_text() {
    const std::vector<char> chars = get_all<char>();
    return {chars.begin(), chars.end()};
  }
  bool ok() const { return ok_; }
  bool at_end() const { return at_ == in_.size(); }

 private:
  std::string_view in_;
  std::size_t at_;
  bool ok_ = true;
};

std::string encode(const Checkpoint& c) {
  Writer w;
  w.put<std::uint64_t>(c.covered);
  w.put<std::uint64_t>(c.covered_hash);
  w.put<std::int32_t>(c.covered_line);
  w.put<std::int32_t>(c.events);
  w.put_all(c.offsets);
  w.put_all(c.lines);
  w.put<std::uint64_t>(c.state.beads.size());
  for (const auto& beads : c.state.beads) w.put_all(beads);
  w.put(c.state.tally);
  w.put_all(c.state.games);
  w.put_all(c.state.in_force);
  w.put_all(c.state.twin.beads);
  w.put(c.state.twin.tally);
  w.put_all(c.state.twin.games);
  w.put<std::uint64_t>(c.state.tags.size());
  for (const std::string& tag : c.state.tags) w.put_text(tag);
  w.put_text(c.state.session);
  return std::move(w.text());
}

// The seal of a checkpoint's bytes `body` under the local key.
XXH128_hash_t seal_of(std::string_view body, const std::string& key) {
  return XXH3_128bits_withSecret(body.data(), body.size(), key.data(), key.size());
}

// Every figure in range: a checkpoint is read from a file anyone who can write the folder may
// have written, and nothing in it may lead the books astray.
bool sane(const Checkpoint& c) {
  const auto number = [&](int n) { return n >= 1 && n <= c.events; };
  const auto tag = [&](int n) { return n >= 0 && n <= static_cast<int>(c.state.tags.size()); };
  for (const auto& beads : c.state.beads)
    for (int n : beads)
      if (n < 0) return false;
  for (const auto* games : {&c.state.games, &c.state.twin.games})
    for (const GameEntry& g : *games)
      if (!number(g.event) || static_cast<int>(g.outcome) > 2 ||
          static_cast<int>(g.machine_side) > 1 || !tag(g.session) || !tag(g.player))
        return false;
  for (int n : c.state.twin.beads)
    if (n < 0) return false;
  const std::set<std::string> distinct(c.state.tags.begin(), c.state.tags.end());
  if (distinct.size() != c.state.tags.size() || distinct.count("") > 0) return false;
  for (std::size_t i = 0; i < c.state.in_force.size(); ++i)
    if (!number(c.state.in_force[i]) || (i > 0 && c.state.in_force[i] <= c.state.in_force[i - 1]))
      return false;
  for (std::size_t i = 0; i < c.offsets.size(); ++i)
    if (c.offsets[i] >= c.covered || (i > 0 && c.offsets[i] <= c.offsets[i - 1])) return false;
  return c.events >= 0 && c.covered_line >= 0;
}

// The checkpoint in `in` if it is whole, sane and covers the first bytes of `text`, with
// `sealed` set if its seal is the local key's.
std::optional<ReadCheckpoint> decode(std::string_view in, const std::string& text) {
  if (in.size() < kMagic.size() + kSealBytes || in.substr(0, kMagic.size()) != kMagic)
    return std::nullopt;
  const std::size_t body = in.size() - kSealBytes;
  XXH128_hash_t seal{};
  std::memcpy(&seal, in.data() + body, kSealBytes);
  const std::optional<std::string>& key = core::local_key();
  const bool sealed = key && XXH128_isEqual(seal_of(in.substr(0, body), *key), seal);
  Reader r(in.substr(0, body));
  Checkpoint c;
  c.covered = r.get<std::uint64_t>();
  const auto hash = r.get<std::uint64_t>();
  if (!r.ok() || c.covered > text.size() || covered_hash_of(text, c.covered) != hash)
    return std::nullopt;
  c.covered_hash = hash;
  c.covered_line = r.get<std::int32_t>();
  c.events = r.get<std::int32_t>();
  c.offsets = r.get_all<std::size_t>();
  c.lines = r.get_all<int>();
  const auto machines = r.get<std::uint64_t>();
  for (std::uint64_t m = 0; r.ok() && m < machines && m < 2; ++m)
    c.state.beads.push_back(r.get_all<int>());
  c.state.tally = r.get<Tally>();
  c.state.games = r.get_all<GameEntry>();
  c.state.in_force = r.get_all<int>();
  c.state.twin.beads = r.get_all<int>();
  c.state.twin.tally = r.get<Tally>();
  c.state.twin.games = r.get_all<GameEntry>();
  const auto tags = r.get<std::uint64_t>();
  for (std::uint64_t i = 0; r.ok() && i < tags; ++i) c.state.tags.push_back(r.get_text());
  c.state.session = r.get_text();
  const bool shaped =
      r.ok() && r.at_end() && c.state.beads.size() == machines && c.state.tags.size() == tags &&
      c.offsets.size() == static_cast<std::size_t>(c.events) && c.lines.size() == c.offsets.size();
  if (!shaped || !sane(c)) return std::nullopt;
  return ReadCheckpoint{std::move(c), sealed};
}

}  // namespace

fs::path checkpoint_path(const fs::path& file) {
  std::string name = ".";  // (Appended: g++ 12 warns falsely, -Wrestrict, about "." + string.)
  name += file.filename().string();
  name += ".books";
  return core::folder_of(file) / name;
}

std::optional<ReadCheckpoint> read_checkpoint(const fs::path& file, const std::string& text) {
  const fs::path path = checkpoint_path(file);
  core::Fd fd(::open(path.c_str(), O_RDONLY | O_CLOEXEC | O_NOFOLLOW | O_NONBLOCK));
  struct stat st {};
  if (fd.get() < 0 || ::fstat(fd.get(), &st) != 0 || !S_ISREG(st.st_mode) ||
      static_cast<std::size_t>(st.st_size) > kMaxCheckpointBytes)
    return std::nullopt;
  try {
    return decode(core::read_fd(fd.get(), path, kMaxCheckpointBytes), text);
  } catch (const std::exception&) {
    return std::nullopt;
  }
}

std::uint64_t covered_hash_of(const std::string& text, std::size_t covered) {
  return XXH3_64bits(text.data(), std::min(covered, text.size()));
}

void write_checkpoint(const fs::path& file, const Checkpoint& c) {
  const std::optional<std::string>& key = core::local_key();
  if (!key) return;  // Nothing could be trusted next time.
  std::string bytes = encode(c);
  const XXH128_hash_t seal = seal_of(bytes, *key);
  bytes.append(reinterpret_cast<const char*>(&seal), kSealBytes);
  const fs::path path = checkpoint_path(file);
  fs::path temp = path;
  temp += ".tmp-" + std::to_string(::getpid());
  struct stat st {};
  const mode_t mode = ::stat(file.c_str(), &st) == 0 ? (st.st_mode & 0666) : 0644;
  core::Fd fd(::open(temp.c_str(), O_CREAT | O_TRUNC | O_WRONLY | O_CLOEXEC | O_NOFOLLOW, mode));
  if (fd.get() < 0) return;
  try {
    core::write_all_at(fd.get(), bytes, 0, temp);
    if (::rename(temp.c_str(), path.c_str()) == 0) return;
  } catch (const std::exception&) {
  }
  ::unlink(temp.c_str());
}

}  // namespace matchbox::tracker
