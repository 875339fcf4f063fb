#include "analysis/position_table.h"

#include <algorithm>
#include <cstring>
#include <limits>

#include "core/error.h"

namespace matchbox::analysis {
namespace {

constexpr PositionTable::Index kEmpty = std::numeric_limits<PositionTable::Index>::max();
constexpr std::uint64_t kEmptySlot = std::numeric_limits<std::uint64_t>::max();

// A slot holds the index in its low half and the hash's high half as a tag, so most probes
// that miss never touch the stored positions.
std::uint64_t slot_of(PositionTable::Index index, std::uint64_t h) {
  return (h & 0xffffffff00000000ULL) | index;
}
PositionTable::Index index_of(std::uint64_t slot) {
  return static_cast<PositionTable::Index>(slot & 0xffffffffULL);
}

// The splitmix64 finaliser: every input bit affects every output bit.
std::uint64_t mix(std::uint64_t x) {
  x ^= x >> 30;
  x *= 0xbf58476d1ce4e5b9ULL;
  x ^= x >> 27;
  x *= 0x94d049bb133111ebULL;
  return x ^ (x >> 31);
}

std::uint64_t hash_of(const core::Position& p) {
  const std::size_t n = p.cells.size();
  std::uint64_t h = mix(n + 0x9e3779b97f4a7c15ULL);
  for (std::size_t i = 0; i < n; i += 8) {
    std::uint64_t word = 0;
    std::memcpy(&word, p.cells.data() + i, std::min<std::size_t>(8, n - i));
    h = mix(h ^ word);
  }
  return mix(h ^ (static_cast<std::uint64_t>(p.to_move) + 1));
}

}  // namespace

PositionTable::PositionTable(std::size_t cells) : stride_(cells + 1), slots_(1024, kEmptySlot) {}

std::size_t PositionTable::probe(const core::Position& p, std::uint64_t h) const {
  const std::size_t mask = slots_.size() - 1;
  const std::size_t n = stride_ - 1;
  for (std::size_t s = h & mask;; s = (s + 1) & mask) {
    const std::uint64_t slot = slots_[s];
    if (slot == kEmptySlot) return s;
    if ((slot ^ h) >> 32 != 0) continue;
    const Index i = index_of(slot);
    const std::int8_t* stored = arena_.data() + static_cast<std::size_t>(i) * stride_;
    if (std::memcmp(stored, p.cells.data(), n) == 0 &&
        stored[n] == static_cast<std::int8_t>(p.to_move))
      return s;
  }
}

void PositionTable::grow() {
  std::vector<std::uint64_t> slots(slots_.size() * 2, kEmptySlot);
  const std::size_t mask = slots.size() - 1;
  for (Index i = 0; i < hashes_.size(); ++i) {
    std::size_t s = hashes_[i] & mask;
    while (slots[s] != kEmptySlot) s = (s + 1) & mask;
    slots[s] = slot_of(i, hashes_[i]);
  }
  slots_ = std::move(slots);
}

std::pair<PositionTable::Index, bool> PositionTable::insert(const core::Position& p) {
  MATCHBOX_CHECK_EQ(p.cells.size() + 1, stride_);
  const std::uint64_t h = hash_of(p);
  std::size_t s = probe(p, h);
  if (slots_[s] != kEmptySlot) return {index_of(slots_[s]), false};
  MATCHBOX_CHECK(hashes_.size() < kEmpty - 1);
  // Keep the load at most one half, so probes stay short.
  if (2 * (hashes_.size() + 1) > slots_.size()) {
    grow();
    s = probe(p, h);
  }
  const auto index = static_cast<Index>(hashes_.size());
  arena_.insert(arena_.end(), p.cells.begin(), p.cells.end());
  arena_.push_back(static_cast<std::int8_t>(p.to_move));
  hashes_.push_back(h);
  slots_[s] = slot_of(index, h);
  return {index, true};
}

std::optional<PositionTable::Index> PositionTable::find(const core::Position& p) const {
  if (p.cells.size() + 1 != stride_) return std::nullopt;
  const std::uint64_t slot = slots_[probe(p, hash_of(p))];
  if (slot == kEmptySlot) return std::nullopt;
  return index_of(slot);
}

core::Position PositionTable::at(Index index) const {
  MATCHBOX_CHECK(index < hashes_.size());
  const std::int8_t* stored = arena_.data() + static_cast<std::size_t>(index) * stride_;
  core::Position p;
  p.cells.assign(stored, stored + stride_ - 1);
  p.to_move = static_cast<core::Player>(stored[stride_ - 1]);
  return p;
}

}  // namespace matchbox::analysis
