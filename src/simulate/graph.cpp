// SPDX-FileCopyrightText: 2026 The matchbox authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "simulate/graph.h"

#include <algorithm>
#include <span>

#include "analysis/enumerate.h"
#include "analysis/position_limit.h"
#include "analysis/position_table.h"
#include "core/error.h"
#include "symmetry/canonical.h"

namespace matchbox::simulate {
namespace {

using games::Move;
using games::Position;

// The legal moves of a position without a box grouped as the machine's slots would group them.
std::vector<std::vector<Move>> slot_classes(const kit::Kit& kit, const Position& p,
                                            std::span<const Move> moves) {
  if (moves.size() == 1 || kit.spec.symmetry == spec::SymmetryMode::kNone ||
      kit.spec.equivalent_moves == spec::EquivalentMoves::kSeparate) {
    std::vector<std::vector<Move>> classes;
    for (const Move& m : moves) classes.push_back({m});
    return classes;
  }
  return symmetry::equivalent_move_classes(*kit.game, p);
}

}  // namespace

int GameGraph::successor(int node, const games::Move& move) const {
  for (int i = first_succ[node]; i < first_succ[node + 1]; ++i)
    if (moves[static_cast<std::size_t>(i)] == move) return succ[static_cast<std::size_t>(i)];
  return -1;
}

GameGraph build_graph(const games::Game& game, std::int64_t max_nodes) {
  GameGraph g;
  g.max_plies = game.max_plies();
  // Nodes by position: the table numbers positions in the order they are inserted, as nodes are.
  const analysis::SizeGuard guard(game, analysis::Walk::kGraph, max_nodes);
  Position p = game.initial_position();
  analysis::PositionTable index(p.cells.size());
  const auto node_of = [&](Position&& q) {
    const auto [n, fresh] = index.insert(q);
    if (fresh) {
      g.positions.push_back(std::move(q));
      guard.check(g.nodes(), std::ssize(g.succ));
    }
    return static_cast<std::int32_t>(n);
  };
  node_of(Position(p));
  g.first_succ.push_back(0);
  // Positions are appended as they are found, so walking the list in order is breadth-first.
  for (std::size_t n = 0; n < g.positions.size(); ++n) {
    index.at(static_cast<analysis::PositionTable::Index>(n), p);  // node_of() may move the list.
    const auto outcome = game.outcome(p);
    g.outcome.push_back(outcome ? static_cast<std::int8_t>(*outcome) : std::int8_t{-1});
    g.to_move.push_back(static_cast<std::uint8_t>(p.to_move));
    if (!outcome) {  // A finished game has no legal moves (games/game.h).
      for (Move& m : game.legal_moves(p)) {
        g.succ.push_back(node_of(game.apply(p, m)));
        g.moves.push_back(std::move(m));
      }
    }
    g.first_succ.push_back(static_cast<std::int32_t>(g.succ.size()));
  }
  return g;
}

MachineView view_machine(const GameGraph& graph, const kit::Kit& kit) {
  const games::Game& game = *kit.game;
  MachineView view;
  const spec::Plays plays = kit.spec.plays;
  view.plays[0] = plays != spec::Plays::kSecond;
  view.plays[1] = plays != spec::Plays::kFirst;
  const kit::BoxFinder finder(kit);
  view.box.assign(static_cast<std::size_t>(graph.nodes()), MachineView::kNotMine);
  view.first_slot.assign(static_cast<std::size_t>(graph.nodes()), 0);
  std::vector<Move> images;  // A node's legal moves under its box's transform.
  for (int n = 0; n < graph.nodes(); ++n) {
    const auto un = static_cast<std::size_t>(n);
    if (graph.outcome[un] >= 0 || !view.plays[graph.to_move[un]]) continue;
    const Position& p = graph.positions[un];
    const std::span<const Move> moves(graph.moves.data() + graph.first_succ[un],
                                      graph.moves.data() + graph.first_succ[un + 1]);
    view.first_slot[un] = static_cast<std::int32_t>(view.slot_succ.size());
    if (const auto match = finder.find(p)) {
      view.box[un] = match->box;
      // As kit::find_real_move() for each slot, each legal move's image made once per node.
      const games::Transform& t = game.symmetries().at(static_cast<std::size_t>(match->transform));
      images.clear();
      if (match->transform != 0)
        for (const Move& m : moves) images.push_back(game.transform(m, t));
      const std::span<const Move> seen = match->transform == 0 ? moves : std::span(images);
      for (const kit::BeadSlot& slot : kit.boxes[static_cast<std::size_t>(match->box)].slots) {
        const auto real = std::find(seen.begin(), seen.end(), slot.move);
        if (real == seen.end())
          throw core::InternalError(kit.spec.name + ": box " + std::to_string(match->box + 1) +
                                    " move " + slot.notation + " is not legal in " +
                                    game.to_string(p));
        view.slot_succ.push_back(
            graph.succ[static_cast<std::size_t>(graph.first_succ[un] + (real - seen.begin()))]);
      }
      continue;
    }
    if (kit.spec.hopeless == spec::Hopeless::kResign && analysis::hopeless(game, p)) {
      view.box[un] = MachineView::kHopeless;
      continue;
    }
    const auto classes = slot_classes(kit, p, moves);
    if (classes.size() != 1)
      throw core::InternalError(kit.spec.name + ": position " + game.to_string(p) + " has " +
                                std::to_string(classes.size()) +
                                " bead slots but no box (the kit disagrees with its box rules)");
    view.box[un] = MachineView::kForced;
    view.slot_succ.push_back(graph.successor(n, classes.front().front()));
  }
  return view;
}

OptimalMoves optimal_moves(const GameGraph& graph, const games::Game& game, Optimal optimal) {
  analysis::Solver solver(game);
  OptimalMoves out;
  out.first_opt.reserve(static_cast<std::size_t>(graph.nodes()) + 1);
  const auto add = [&](int node, const Move& m) {
    const int next = graph.successor(node, m);
    MATCHBOX_CHECK(next >= 0);
    out.opt_succ.push_back(next);
  };
  for (int n = 0; n < graph.nodes(); ++n) {
    out.first_opt.push_back(static_cast<std::int32_t>(out.opt_succ.size()));
    if (graph.outcome[static_cast<std::size_t>(n)] >= 0) continue;
    const Position& p = graph.positions[static_cast<std::size_t>(n)];
    if (optimal == Optimal::kPlies) {
      for (const Move& m : solver.optimal_moves(p)) add(n, m);
    } else {
      const games::Outcome value = solver.value(p).outcome;
      for (const analysis::MoveValue& mv : solver.moves(p))
        if (mv.value.outcome == value) add(n, mv.move);
    }
    MATCHBOX_CHECK(out.opt_succ.size() > static_cast<std::size_t>(out.first_opt.back()));
  }
  out.first_opt.push_back(static_cast<std::int32_t>(out.opt_succ.size()));
  return out;
}

std::vector<std::int8_t> node_values(const GameGraph& graph, const games::Game& game) {
  analysis::Solver solver(game);
  std::vector<std::int8_t> values(graph.outcome);
  for (std::size_t n = 0; n < values.size(); ++n)
    if (values[n] < 0)
      values[n] = static_cast<std::int8_t>(solver.value(graph.positions[n]).outcome);
  return values;
}

}  // namespace matchbox::simulate
