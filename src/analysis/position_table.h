// A compact hash set of positions that numbers them 0, 1, 2, … in insertion order, for the
// solver's graphs of hundreds of thousands of positions (5×5 checkers under standard rules
// reaches 821,577). Positions are stored flat — the cells and the side to move, one byte each,
// in one array — and found by open addressing with linear probing, so a position costs about
// cells + 17 bytes and no allocation of its own.
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

  // The index of p, inserting it with the next index if it is new; `second` is true if it was.
  // Throws core::InternalError if p has the wrong number of cells.
  std::pair<Index, bool> insert(const core::Position& p);
  std::optional<Index> find(const core::Position& p) const;
  // The position stored at `index` (< size()).
  core::Position at(Index index) const;
  std::size_t size() const { return hashes_.size(); }

 private:
  // The slot holding p (whose hash is h), or the empty slot where it would go.
  std::size_t probe(const core::Position& p, std::uint64_t h) const;
  void grow();

  std::size_t stride_;               // Bytes per position: cells + side to move.
  std::vector<std::int8_t> arena_;   // Position i at [i * stride_, (i + 1) * stride_).
  std::vector<std::uint64_t> hashes_;  // Hash of position i.
  std::vector<std::uint64_t> slots_;   // Empty (all ones) or tag | index; a power of two.
};

}  // namespace matchbox::analysis
