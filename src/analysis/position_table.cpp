// SPDX-FileCopyrightText: 2026 The matchbox authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "analysis/position_table.h"

#include <fmt/format.h>

#include <algorithm>
#include <array>
#include <cstring>
#include <limits>

#include "core/error.h"

namespace matchbox::analysis {
namespace {

// A slot holds an index in its low 28 bits and the top 4 bits of the position's hash above them,
// so 15 in 16 probes that miss never touch the stored positions. All ones is an empty slot.
constexpr std::uint32_t kEmpty = std::numeric_limits<std::uint32_t>::max();
constexpr std::uint32_t kIndexBits = 28;
constexpr std::uint32_t kIndexMask = (std::uint32_t{1} << kIndexBits) - 1;

std::uint32_t slot_of(PositionTable::Index index, std::uint64_t h) {
  return static_cast<std::uint32_t>(h >> 60) << kIndexBits | index;
}
PositionTable::Index index_of(std::uint32_t slot) { return slot & kIndexMask; }

// Bytes a position of `cells` cells takes at `bits` bits a cell, the side to move included.
std::size_t stride_of(std::size_t cells, int bits) {
  return bits == 4 ? (cells + 2) / 2 : cells + 1;
}

// The splitmix64 finaliser: every input bit affects every output bit.
std::uint64_t mix(std::uint64_t x) {
  x ^= x >> 30;
  x *= 0xbf58476d1ce4e5b9ULL;
  x ^= x >> 27;
  x *= 0x94d049bb133111ebULL;
  return x ^ (x >> 31);
}

std::uint64_t hash_bytes(const std::uint8_t* key, std::size_t n) {
  std::uint64_t h = mix(n + 0x9e3779b97f4a7c15ULL);
  for (std::size_t i = 0; i < n; i += 8) {
    std::uint64_t word = 0;
    std::memcpy(&word, key + i, std::min<std::size_t>(8, n - i));
    h = mix(h ^ word);
  }
  return h;
}

// A position's stored form, on the stack for boards of up to 127 cells.
class KeyBuffer {
 public:
  explicit KeyBuffer(std::size_t n) {
    if (n > small_.size()) large_.resize(n);
  }
  std::uint8_t* data() { return large_.empty() ? small_.data() : large_.data(); }

 private:
  std::array<std::uint8_t, 128> small_;
  std::vector<std::uint8_t> large_;
};

}  // namespace

PositionTable::PositionTable(std::size_t cells)
    : cells_(cells), stride_(stride_of(cells, 4)), slots_(1024, kEmpty) {}

bool PositionTable::pack(const core::Position& p, std::uint8_t* out) const {
  const auto side = static_cast<std::uint8_t>(p.to_move);
  const auto* cells = reinterpret_cast<const std::uint8_t*>(p.cells.data());
  if (bits_ == 8) {
    std::memcpy(out, cells, cells_);
    out[cells_] = side;
    return true;
  }
  std::uint8_t any = side;  // A negative code has its top bit set.
  for (std::size_t i = 0; i < cells_; ++i) any |= cells[i];
  if (any > 15) return false;
  std::size_t i = 0;
  for (; i + 1 < cells_; i += 2)
    out[i / 2] = static_cast<std::uint8_t>(cells[i] | cells[i + 1] << 4);
  out[i / 2] = static_cast<std::uint8_t>(i < cells_ ? cells[i] | side << 4 : side);
  return true;
}

std::size_t PositionTable::probe(const std::uint8_t* key, std::uint64_t h) const {
  const std::size_t mask = slots_.size() - 1;
  for (std::size_t s = h & mask;; s = (s + 1) & mask) {
    const std::uint32_t slot = slots_[s];
    if (slot == kEmpty) return s;
    if (slot >> kIndexBits == h >> 60 &&
        std::memcmp(arena_.data() + std::size_t{index_of(slot)} * stride_, key, stride_) == 0)
      return s;
  }
}

std::uint64_t PositionTable::hash_at(Index index) const {
  return hash_bytes(arena_.data() + std::size_t{index} * stride_, stride_);
}

void PositionTable::rehash(std::size_t slot_count) {
  slots_.assign(slot_count, kEmpty);
  const std::size_t mask = slot_count - 1;
  for (Index i = 0; i < size_; ++i) {
    const std::uint64_t h = hash_at(i);
    std::size_t s = h & mask;
    while (slots_[s] != kEmpty) s = (s + 1) & mask;
    slots_[s] = slot_of(i, h);
  }
}

void PositionTable::widen() {
  std::vector<core::Position> stored(size_);
  for (Index i = 0; i < size_; ++i) at(i, stored[i]);
  bits_ = 8;
  stride_ = stride_of(cells_, 8);
  arena_.assign(size_ * stride_, 0);
  for (Index i = 0; i < size_; ++i) pack(stored[i], arena_.data() + std::size_t{i} * stride_);
  rehash(slots_.size());
}

std::pair<PositionTable::Index, bool> PositionTable::insert(const core::Position& p) {
  MATCHBOX_CHECK_EQ(p.cells.size(), cells_);
  MATCHBOX_CHECK(!slots_.empty());
  KeyBuffer key(cells_ + 1);
  if (!pack(p, key.data())) {
    widen();
    pack(p, key.data());
  }
  const std::uint64_t h = hash_bytes(key.data(), stride_);
  std::size_t s = probe(key.data(), h);
  if (slots_[s] != kEmpty) return {index_of(slots_[s]), false};
  if (size_ == kMaxSize)
    throw core::Error(fmt::format("the solver holds at most {} positions", kMaxSize));
  // Keep the load at most one half, so probes stay short.
  if (2 * (size_ + 1) > slots_.size()) {
    rehash(slots_.size() * 2);
    s = probe(key.data(), h);
  }
  const auto index = static_cast<Index>(size_++);
  arena_.insert(arena_.end(), key.data(), key.data() + stride_);
  slots_[s] = slot_of(index, h);
  return {index, true};
}

std::optional<PositionTable::Index> PositionTable::find(const core::Position& p) const {
  MATCHBOX_CHECK(!slots_.empty());
  if (p.cells.size() != cells_) return std::nullopt;
  KeyBuffer key(cells_ + 1);
  if (!pack(p, key.data())) return std::nullopt;  // A code no stored position has.
  const std::uint32_t slot = slots_[probe(key.data(), hash_bytes(key.data(), stride_))];
  if (slot == kEmpty) return std::nullopt;
  return index_of(slot);
}

void PositionTable::at(Index index, core::Position& out) const {
  MATCHBOX_CHECK(index < size_);
  const std::uint8_t* stored = arena_.data() + std::size_t{index} * stride_;
  const auto code = [&](std::size_t i) {
    return static_cast<std::int8_t>(bits_ == 8 ? stored[i] : (stored[i / 2] >> (4 * (i % 2))) & 15);
  };
  out.cells.resize(cells_);
  for (std::size_t i = 0; i < cells_; ++i) out.cells[i] = code(i);
  out.to_move = static_cast<core::Player>(code(cells_));
}

void PositionTable::drop_index() { std::vector<Index>().swap(slots_); }

void PositionTable::rebuild_index() {
  std::size_t slot_count = 1024;
  while (slot_count < 2 * size_) slot_count *= 2;
  rehash(slot_count);
}

}  // namespace matchbox::analysis
