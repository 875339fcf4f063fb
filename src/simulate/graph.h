// SPDX-FileCopyrightText: 2026 The matchbox authors
// SPDX-License-Identifier: GPL-3.0-or-later

// The simulator's precomputed game (README.md, "Solving and simulating"): every position reachable
// from the initial position as an integer node with its successors, and, per machine, which box
// serves each position and where each of the box's beads leads. Built once per (kit, opponent), so
// a simulated game is a walk over integers.
#pragma once

#include <cstdint>
#include <memory>
#include <optional>
#include <vector>

#include "analysis/solve.h"
#include "games/game.h"
#include "kit/box_finder.h"
#include "kit/kit.h"

namespace matchbox::simulate {

// The reachable positions of a game. Node 0 is the initial position; nodes are numbered in
// breadth-first order and successors kept in legal_moves order.
struct GameGraph {
  std::vector<games::Position> positions;  // Node -> position.
  std::vector<std::int32_t> first_succ;    // Size nodes() + 1.
  std::vector<std::int32_t> succ;          // Node n's successors: [first_succ[n], first_succ[n+1]).
  std::vector<games::Move> moves;          // The legal move leading to each entry of `succ`.
  std::vector<std::int8_t> outcome;        // Per node: -1 if not over, else the Outcome for the
                                           // side to move.
  std::vector<std::uint8_t> to_move;       // Per node: the Player to move.
  int max_plies = 0;                       // Game::max_plies(): a longer game is a draw.

  int nodes() const { return static_cast<int>(positions.size()); }
  int successor_count(int node) const { return first_succ[node + 1] - first_succ[node]; }
  // The successor reached by `move` from `node`; -1 if it is not a legal move there.
  int successor(int node, const games::Move& move) const;
};

// Walks every legal move from the initial position. Throws core::Error if the game has more
// reachable positions than its size guard allows (analysis/position_limit.h: `max_nodes` if
// positive, else the default budget).
GameGraph build_graph(const games::Game& game, std::int64_t max_nodes = spec::kDefaultMaxPositions);

// How one machine plays on a graph: for every node where it is to move (a side it plays,
// the game not over), the box serving it and the node each of the box's bead slots leads to.
struct MachineView {
  static constexpr std::int32_t kNotMine = -2;   // Not the machine's turn (or the game is over).
  static constexpr std::int32_t kForced = -1;    // No box: one slot only; slot_succ holds its move.
  static constexpr std::int32_t kHopeless = -3;  // No box: hopeless (hopeless: resign); resigns.
  std::vector<std::int32_t> box;                 // Per node: box index, kForced or kNotMine.
  std::vector<std::int32_t> first_slot;          // Per node: index of its first entry in slot_succ.
  std::vector<std::int32_t> slot_succ;           // Successor node of each slot of the node's box.
  bool plays[2] = {false, false};                // Which Player sides the machine plays.
};

// Throws core::InternalError if a position the machine faces has no box yet more than one bead
// slot (a kit that disagrees with its machine file's box rules).
MachineView view_machine(const GameGraph& graph, const kit::Kit& kit);

// The successors of each node through its optimal moves (a perfect opponent's choices), for
// every node not over: node n's are opt_succ[first_opt[n] .. first_opt[n+1]).
struct OptimalMoves {
  std::vector<std::int32_t> first_opt;
  std::vector<std::int32_t> opt_succ;
};
// Which moves count as optimal.
enum class Optimal {
  kOutcome,  // Every move that keeps the position's game value (win, draw or loss).
  kPlies,    // Solver::optimal_moves: also the quickest win, the slowest loss, the longest draw.
};
OptimalMoves optimal_moves(const GameGraph& graph, const games::Game& game, Optimal optimal);

// The game value of every node for the side to move there (a core::Outcome as a number), by
// analysis::Solver; a finished node's is its outcome.
std::vector<std::int8_t> node_values(const GameGraph& graph, const games::Game& game);

}  // namespace matchbox::simulate
