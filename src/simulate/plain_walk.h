// SPDX-FileCopyrightText: 2026 The matchbox authors
// SPDX-License-Identifier: GPL-3.0-or-later

// The simulator's fast walk of one game (README.md, "Solving and simulating"), for the common
// case: a machine that draws its beads (`select: draw`, one compartment) against the random,
// perfect or strict opponent. Every position the game can reach where it goes on is one record of
// a single packed array: who moves there, then where each choice leads, so a ply reads one
// record (mostly one cache line), draws one random number and walks along the box's beads. It plays
// exactly the games Training's general walk plays with the same random numbers
// (tests/simulate/plain_walk_test.cpp holds the two side by side).
#pragma once

#include <cstdint>
#include <span>
#include <vector>

#include "core/position.h"
#include "simulate/graph.h"
#include "simulate/rng.h"
#include "tracker/reinforcement.h"

namespace matchbox::simulate {

// How one game ended.
struct GameEnd {
  core::Outcome first = core::Outcome::kDraw;  // For the first player.
  int plies = 0;                               // Moves made.
  int resigned = -1;                           // The side that resigned (an empty or hopeless
                                               // box), else -1.
};

// One side's draws in one game, in play order, in room made once for the longest game (one draw
// a ply at most): writing one is a store, with no test for room.
class GameDraws {
 public:
  explicit GameDraws(int max_plies = 0) : room_(static_cast<std::size_t>(max_plies)) {}
  void clear() { size_ = 0; }
  void push_back(const tracker::Draw& d) { room_[size_++] = d; }
  std::span<const tracker::Draw> used() const { return {room_.data(), size_}; }
  // The room, to write draws into; then resize() to the number written.
  tracker::Draw* room() { return room_.data(); }
  void resize(std::size_t size) { size_ = size; }

 private:
  std::vector<tracker::Draw> room_;
  std::size_t size_ = 0;
};

class PlainWalk {
 public:
  // The machine (its `view` and bead `layout` on `graph`) moves for `machine_side` (0 first, 1
  // second); the opponent moves for the other side, uniformly among `optimal`'s successors
  // (perfect or strict), or among all legal moves if `optimal` is null (random). The arguments
  // are read only while constructing.
  PlainWalk(const GameGraph& graph, const MachineView& view, const tracker::BeadLayout& layout,
            int machine_side, const OptimalMoves* optimal);

  // Plays one game from the initial position with the bead counts `beads` (laid out by the
  // layout) and the boxes' totals `box_totals`, which it does not change. `draws` (with room for
  // the game's max plies) receives the machine's draws in play order. A game longer than the
  // game's max plies is a draw.
  GameEnd play(Rng& rng, std::span<const int> beads, std::span<const int> box_totals,
               GameDraws& draws) const;

 private:
  // A record: the mover, then the choices' entries. The mover is the machine's box index (>= 0;
  // then the box's first slot in the layout, and its slots in order), kForced (one entry),
  // kHopeless (none), or the opponent with n choices as kOpponent - (n - 1). An entry >= 0 is
  // the offset of the next position's record; below 0 the game is over, and the entry is
  // kOver - its Outcome for the first player.
  static constexpr std::int32_t kForced = -1;
  static constexpr std::int32_t kHopeless = -2;
  static constexpr std::int32_t kOpponent = -3;
  static constexpr std::int32_t kOver = -1;

  std::vector<std::int32_t> records_;  // The initial position's record first.
  int max_plies_ = 0;
  int machine_side_ = 0;
};

}  // namespace matchbox::simulate
