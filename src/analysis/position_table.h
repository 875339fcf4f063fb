// SPDX-FileCopyrightText: 2026 The matchbox authors
// SPDX-License-Identifier: GPL-3.0-or-later

// A compact hash set of positions that numbers them 0, 1, 2, … in insertion order, for the
// solver's graphs of hundreds of thousands of positions (5×5 checkers under standard rules
// reaches 411,501 up to symmetry). Positions are stored flat in one array, half a byte a cell
// while every cell code is 0..15 (every built-in game but Nim with piles over 15) and a byte a
// cell from the first position that needs it on; the side to move takes one more cell. They
// are found by open addressing with linear probing over 4-byte slots at most half full (28
// bits of index and 4 of hash), so a 13-cell checkers position costs 7 bytes plus 8 to 16
// bytes of slots, and no allocation of its own.
#pragma once

#include <cstddef>
#include <cstdint>
#include <optional>
#include <utility>
#include <vector>

#include "core/position.h"

namespace matchbox::analysis {

class PositionTable {
 public:
  using Index = std::uint32_t;

  // Every position stored has exactly `cells` cells (a game's positions all have the same
  // number of cells).
  explicit PositionTable(std::size_t cells);

  // The most positions a table holds (indices take 28 bits of a slot).
  static constexpr std::size_t kMaxSize = (std::size_t{1} << 28) - 1;

  // The index of p, inserting it with the next index if it is new; `second` is true if it was.
  // Throws core::Error past kMaxSize positions, core::InternalError if p has the wrong number
  // of cells.
  std::pair<Index, bool> insert(const core::Position& p);
  std::optional<Index> find(const core::Position& p) const;
  // Sets `out` to the position stored at `index` (< size()), reusing out's storage.
  void at(Index index, core::Position& out) const;
  std::size_t size() const { return size_; }
  // Frees the hash index (a third of the table's memory, at most half) while only at() is
  // needed; insert() and find() must not be called until rebuild_index().
  void drop_index();
  void rebuild_index();

 private:
  // Writes p's stored form (stride_ bytes) to out; false if a cell does not fit bits_.
  bool pack(const core::Position& p, std::uint8_t* out) const;
  // The slot holding the stored form `key`, or the empty slot where it would go.
  std::size_t probe(const std::uint8_t* key, std::uint64_t h) const;
  std::uint64_t hash_at(Index index) const;
  // Re-places every stored position into `slot_count` slots.
  void rehash(std::size_t slot_count);
  // From half a byte a cell to a byte a cell, for a cell code outside 0..15.
  void widen();

  std::size_t cells_;
  int bits_ = 4;                     // Bits per cell: 4 or 8.
  std::size_t stride_;               // Bytes per stored position.
  std::vector<std::uint8_t> arena_;  // Position i at [i * stride_, (i + 1) * stride_).
  std::vector<Index> slots_;         // An index, or kEmpty; a power of two.
  std::size_t size_ = 0;
};

}  // namespace matchbox::analysis
