// Finding a real position's box: which printed box serves a position met on the
// real board, how the real board maps onto the printed picture, and which real move each bead
// slot stands for. Shared by the simulator (simulate/graph.h) and the tracker.
#pragma once

#include <memory>
#include <optional>
#include <span>

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
  // The real legal move of `position` that slot `slot` of the matched box stands for.
  // Throws core::InternalError if there is none (a kit inconsistent with its game).
  games::Move real_move(const games::Position& position, const BoxMatch& match, int slot) const;

 private:
  struct Impl;
  std::unique_ptr<Impl> impl_;
};

// The move among `moves` (a position's legal moves) that transform `t` maps onto `printed`, or
// nullptr if there is none.
const games::Move* find_real_move(const games::Game& game, std::span<const games::Move> moves,
                                  int t, const games::Move& printed);

}  // namespace matchbox::kit
