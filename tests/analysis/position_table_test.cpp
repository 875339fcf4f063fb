// SPDX-FileCopyrightText: 2026 The matchbox authors
// SPDX-License-Identifier: GPL-3.0-or-later

// PositionTable (analysis/position_table.h): numbering in insertion order, finding, reading back,
// growing past its first index, codes that do not fit half a byte, and the index dropped and
// rebuilt.
#include "analysis/position_table.h"

#include <catch2/catch.hpp>

namespace matchbox::analysis {
namespace {

using core::Player;
using core::Position;

// Distinct positions of `cells` cells: i written in base `base`, digits offset by `low`.
Position numbered(int i, std::size_t cells, int base, int low) {
  Position p{std::vector<std::int8_t>(cells), i % 2 == 0 ? Player::kFirst : Player::kSecond};
  int rest = i / 2;
  for (auto& c : p.cells) {
    c = static_cast<std::int8_t>(low + rest % base);
    rest /= base;
  }
  return p;
}

TEST_CASE("a position table numbers positions in order and reads them back", "[analysis]") {
  PositionTable table(13);
  constexpr int kCount = 5000;  // Past the first 1024 slots: the index grows several times.
  for (int i = 0; i < kCount; ++i) {
    const auto [index, fresh] = table.insert(numbered(i, 13, 5, 0));
    CHECK(index == static_cast<PositionTable::Index>(i));
    CHECK(fresh);
  }
  CHECK(table.size() == kCount);
  Position read;
  for (int i = 0; i < kCount; i += 7) {
    CHECK(table.insert(numbered(i, 13, 5, 0)) == std::pair<PositionTable::Index, bool>(i, false));
    CHECK(table.find(numbered(i, 13, 5, 0)) == PositionTable::Index(i));
    table.at(static_cast<PositionTable::Index>(i), read);
    CHECK(read == numbered(i, 13, 5, 0));
  }
  CHECK_FALSE(table.find(numbered(kCount, 13, 5, 0)));
  CHECK_FALSE(table.find(numbered(1, 12, 5, 0)));  // Another board size.
  Position other_side = numbered(2, 13, 5, 0);
  other_side.to_move = Player::kSecond;
  CHECK(table.find(other_side) != table.find(numbered(2, 13, 5, 0)));
}

TEST_CASE("a position table keeps codes that do not fit half a byte", "[analysis]") {
  PositionTable table(4);
  for (int i = 0; i < 100; ++i) table.insert(numbered(i, 4, 3, 0));
  // A pile of 20 and a negative code: the table widens to a byte a cell and keeps the rest.
  const Position big{{20, 0, 1, 2}, Player::kFirst};
  const Position negative{{-3, 1, 0, 0}, Player::kSecond};
  CHECK_FALSE(table.find(big));
  CHECK(table.insert(big) == std::pair<PositionTable::Index, bool>(100, true));
  CHECK(table.insert(negative) == std::pair<PositionTable::Index, bool>(101, true));
  Position read;
  table.at(100, read);
  CHECK(read == big);
  table.at(101, read);
  CHECK(read == negative);
  for (int i = 0; i < 100; ++i) {
    CHECK(table.find(numbered(i, 4, 3, 0)) == PositionTable::Index(i));
    table.at(static_cast<PositionTable::Index>(i), read);
    CHECK(read == numbered(i, 4, 3, 0));
  }
}

TEST_CASE("a position table finds every position again after its index is rebuilt", "[analysis]") {
  PositionTable table(9);
  for (int i = 0; i < 3000; ++i) table.insert(numbered(i, 9, 3, 0));
  table.drop_index();
  Position read;
  table.at(2999, read);  // Reading needs no index.
  CHECK(read == numbered(2999, 9, 3, 0));
  table.rebuild_index();
  for (int i = 0; i < 3000; i += 3)
    CHECK(table.find(numbered(i, 9, 3, 0)) == PositionTable::Index(i));
  CHECK(table.insert(numbered(3000, 9, 3, 0)) == std::pair<PositionTable::Index, bool>(3000, true));
}

}  // namespace
}  // namespace matchbox::analysis
