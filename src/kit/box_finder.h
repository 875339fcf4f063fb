// SPDX-FileCopyrightText: 2026 The matchbox authors
// SPDX-License-Identifier: GPL-3.0-or-later

// Finding a real position's box: which printed box serves a position met on the
// real board, how the real board maps onto the printed picture, and which real move each bead
// slot stands for. Shared by the simulator (simulate/graph.h) and the tracker.
#pragma once

#include <memory>
#include <optional>
#include <span>
#include <vector>

#include "games/game.h"
#include "kit/kit.h"

namespace matchbox::kit {

// Where a position meets its box: the box index (box id - 1) and the index of the transform T
// (into game.symmetries()) with T(position) == the box's printed position. A bead slot's move m
// is played on the real board as the legal move m' with T(m') == m. The transform's name
// ("rotate 90° clockwise") says how to turn the real board so that it looks like the picture.
struct BoxMatch {
  int box = 0;
  int transform = 0;
};

// Finds boxes for real positions: the first transform (in the game's order, identity first)
// whose image of the position is some box's printed position. In an impartial game the side to
// move is ignored (one box per board). Holds a reference to `kit`, which must outlive it.
class BoxFinder {
 public:
  explicit BoxFinder(const Kit& kit);
  ~BoxFinder();
  BoxFinder(BoxFinder&&) noexcept;
  std::optional<BoxMatch> find(const games::Position& position) const;
  // The index of the box whose printed position is `position` itself (the identity only), if
  // any: find()'s first try.
  std::optional<int> printed(const games::Position& position) const;
  // The real legal move of `position` that slot `slot` of the matched box stands for.
  // Throws core::InternalError if there is none (a kit inconsistent with its game).
  games::Move real_move(const games::Position& position, const BoxMatch& match, int slot) const;

 private:
  struct Impl;
  std::unique_ptr<Impl> impl_;
};

// True if a box can serve a turned or mirrored image of its picture: the game has a symmetry
// besides "as printed" and the machine file does not say `symmetry: none` (where every position
// has a box of its own, drawn as it stands).
bool boxes_turn(const Kit& kit);

// Mirror twins: for each box (indexed like kit.boxes), the ids of the other boxes whose printed
// positions are images of its own under the game's symmetries, ascending; empty for most boxes,
// and for every box where boxes do not turn (boxes_turn). They come only with `symmetry: moves`
// (Gardner 1962: HER keeps both mirror images of five positions). BoxFinder tries the identity
// first, so a board that is exactly a twin's picture is that twin's, never its partner's.
std::vector<std::vector<int>> mirror_twins(const Kit& kit);

// True if some box of the kit has a mirror twin.
bool has_mirror_twins(const Kit& kit);

// The move among `moves` (a position's legal moves) that transform `t` maps onto `printed`, or
// nullptr if there is none.
const games::Move* find_real_move(const games::Game& game, std::span<const games::Move> moves,
                                  int t, const games::Move& printed);

}  // namespace matchbox::kit
