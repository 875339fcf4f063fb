// SPDX-FileCopyrightText: 2026 The matchbox authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "analysis/enumerate.h"

#include <algorithm>
#include <string>
#include <utility>

#include "analysis/position_table.h"
#include "symmetry/canonical.h"

namespace matchbox::analysis {
namespace {

using games::Game;
using games::Move;
using games::Position;
using spec::SymmetryMode;

bool machine_to_move(spec::Plays plays, games::Player side) {
  switch (plays) {
    case spec::Plays::kFirst:
      return side == games::Player::kFirst;
    case spec::Plays::kSecond:
      return side == games::Player::kSecond;
    case spec::Plays::kBoth:
      return true;
  }
  return false;
}

// The moves the walk follows from p: every legal move, except that with symmetry: moves a
// position that is its own image follows only the lowest move of each equivalence class.
std::vector<Move> followed_moves(const Game& game, const Position& p, SymmetryMode mode) {
  if (mode != SymmetryMode::kMoves) return game.legal_moves(p);
  std::vector<Move> out;
  for (const auto& cls : symmetry::equivalent_move_classes(game, p)) out.push_back(cls.front());
  return out;
}

std::vector<std::vector<Move>> bead_slots(const Game& game, const Position& p,
                                          const BoxRules& rules) {
  if (rules.symmetry == SymmetryMode::kNone ||
      rules.equivalent_moves == spec::EquivalentMoves::kSeparate) {
    std::vector<std::vector<Move>> out;
    for (const Move& m : game.legal_moves(p)) out.push_back({m});
    return out;
  }
  return symmetry::equivalent_move_classes(game, p);
}

// docs/machine-files.md "forced": a forced move is a position with exactly one legal move (counted
// before equivalent moves merge: a position whose two moves are mirror images still gets a box,
// which is what gives menace-second its 95 boxes at ply 8 rather than 86).
bool keeps_box(const Game& game, const Position& p, spec::Forced forced) {
  const std::vector<Move> moves = game.legal_moves(p);
  if (moves.size() != 1) return true;
  switch (forced) {
    case spec::Forced::kKeep:
      return true;
    case spec::Forced::kSkip:
      return false;
    case spec::Forced::kSkipFinal:
      return !game.outcome(game.apply(p, moves.front()));
  }
  return true;
}

}  // namespace

bool hopeless(const Game& game, const Position& p) {
  const std::vector<Move> moves = game.legal_moves(p);
  if (moves.empty()) return false;
  for (const Move& m : moves) {
    const Position q = game.apply(p, m);
    if (game.outcome(q) == games::Outcome::kLoss) return false;  // The mover wins at once.
    bool answered = false;
    for (const Move& reply : game.legal_moves(q))
      if (game.outcome(game.apply(q, reply)) == games::Outcome::kLoss) answered = true;
    if (!answered) return false;
  }
  return true;
}

BoxRules box_rules(const spec::MachineSpec& spec) {
  return BoxRules{spec.plays,  spec.symmetry, spec.equivalent_moves,
                  spec.forced, spec.hopeless, spec.max_positions};
}

std::vector<DecisionPosition> enumerate_boxes(const Game& game, const BoxRules& rules) {
  std::vector<DecisionPosition> boxes;
  Position start = game.initial_position();
  if (rules.symmetry == SymmetryMode::kPositions) start = symmetry::canonical(game, start).position;
  // Breadth-first, so every position is met first at the smallest ply it can occur at; a
  // position met again later (a king's cycle, Nim piles reached by other paths) is not
  // walked or boxed twice.
  const SizeGuard guard(game, Walk::kBoxes, rules.max_positions);
  PositionTable visited(start.cells.size());
  visited.insert(start);
  PositionTable boxed(start.cells.size());  // Box keys (side to move cleared for impartial games).
  // With symmetry: positions, the positions reached as they stand: one met again has had its
  // canonical form worked out and visited already.
  PositionTable reached(start.cells.size());
  std::vector<Position> level{start};
  std::int64_t walked = 0;  // Moves followed, for the size guard.
  for (int ply = 1; !level.empty(); ++ply) {
    std::vector<DecisionPosition> at_ply;
    std::vector<Position> next;
    for (const Position& p : level) {
      if (game.outcome(p)) continue;
      Position key = p;
      if (game.impartial()) key.to_move = games::Player::kFirst;
      if (machine_to_move(rules.plays, p.to_move) && keeps_box(game, p, rules.forced) &&
          !(rules.hopeless == spec::Hopeless::kResign && hopeless(game, p)) &&
          boxed.insert(key).second)
        at_ply.push_back(DecisionPosition{ply, p, bead_slots(game, p, rules)});
      for (const Move& m : followed_moves(game, p, rules.symmetry)) {
        Position q = game.apply(p, m);
        ++walked;
        if (rules.symmetry == SymmetryMode::kPositions) {
          if (!reached.insert(q).second) continue;
          q = symmetry::canonical(game, q).position;
        }
        if (!visited.insert(q).second) continue;
        guard.check(static_cast<std::int64_t>(visited.size()), walked);
        next.push_back(std::move(q));
      }
    }
    // In order of their position strings, each worked out once.
    std::vector<std::pair<std::string, std::size_t>> order;
    order.reserve(at_ply.size());
    for (std::size_t i = 0; i < at_ply.size(); ++i)
      order.emplace_back(game.to_string(at_ply[i].position), i);
    std::sort(order.begin(), order.end());
    for (const auto& [text, i] : order) boxes.push_back(std::move(at_ply[i]));
    level = std::move(next);
  }
  return boxes;
}

}  // namespace matchbox::analysis
