// SPDX-FileCopyrightText: 2026 The matchbox authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "kit/turned_box.h"

#include <unordered_set>
#include <utility>
#include <vector>

namespace matchbox::kit {
namespace {

using games::Move;
using games::Position;

// The example at `real` (matched by `match`, a transform other than the identity): the first
// slot holding beads whose move is written otherwise on the real board, if any.
std::optional<TurnedBox> example_at(const Kit& kit, const BoxFinder& finder, const Position& real,
                                    int ply, const BoxMatch& match) {
  const Box& box = kit.boxes.at(static_cast<std::size_t>(match.box));
  for (std::size_t s = 0; s < box.slots.size(); ++s) {
    const int slot = static_cast<int>(s);
    const Move move = finder.real_move(real, match, slot);
    if (box.slots[s].beads > 0 && kit.game->move_notation(real, move) != box.slots[s].notation)
      return TurnedBox{real, ply, match, slot, move};
  }
  return std::nullopt;
}

// The moves played from `p` in the walk: the real moves of the box's slots where the machine
// has a box, else every legal move.
std::vector<Move> walk_moves(const Kit& kit, const BoxFinder& finder, const Position& p,
                             const std::optional<BoxMatch>& match) {
  if (!match) return kit.game->legal_moves(p);
  std::vector<Move> out;
  const Box& box = kit.boxes.at(static_cast<std::size_t>(match->box));
  for (std::size_t s = 0; s < box.slots.size(); ++s)
    out.push_back(finder.real_move(p, *match, static_cast<int>(s)));
  return out;
}

// The walk with the machine playing `machine`: the first example it meets, as turned_box says.
std::optional<TurnedBox> walk(const Kit& kit, const BoxFinder& finder, games::Player machine) {
  const games::Game& game = *kit.game;
  std::vector<Position> level{game.initial_position()};
  std::unordered_set<Position, core::PositionHash> seen(level.begin(), level.end());
  for (int ply = 1; !level.empty(); ++ply) {
    std::optional<TurnedBox> best;
    std::vector<Position> next;
    for (const Position& p : level) {
      if (game.outcome(p)) continue;
      const std::optional<BoxMatch> match = p.to_move == machine ? finder.find(p) : std::nullopt;
      if (match && match->transform != 0 && (!best || match->transform < best->match.transform))
        if (auto example = example_at(kit, finder, p, ply, *match)) best = std::move(example);
      for (const Move& m : walk_moves(kit, finder, p, match)) {
        Position q = game.apply(p, m);
        if (seen.insert(q).second) next.push_back(std::move(q));
      }
    }
    if (best) return best;
    level = std::move(next);
  }
  return std::nullopt;
}

}  // namespace

std::optional<TurnedBox> turned_box(const Kit& kit) {
  if (!boxes_turn(kit)) return std::nullopt;
  const BoxFinder finder(kit);
  // A machine that plays both sides plays one of them in a game, against any opponent.
  std::optional<TurnedBox> best;
  for (const games::Player machine : {games::Player::kFirst, games::Player::kSecond}) {
    const bool first = machine == games::Player::kFirst;
    if (kit.spec.plays != spec::Plays::kBoth && first != (kit.spec.plays == spec::Plays::kFirst))
      continue;
    std::optional<TurnedBox> found = walk(kit, finder, machine);
    if (found && (!best || std::pair(found->ply, found->match.transform) <
                               std::pair(best->ply, best->match.transform)))
      best = std::move(found);
  }
  return best;
}

}  // namespace matchbox::kit
