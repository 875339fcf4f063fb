// SPDX-FileCopyrightText: 2026 The matchbox authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "analysis/solve.h"

#include <algorithm>
#include <cstdint>
#include <deque>
#include <optional>
#include <string>

#include "analysis/position_limit.h"
#include "analysis/position_table.h"
#include "core/error.h"

namespace matchbox::analysis {
namespace {

using games::Game;
using games::Move;
using games::Outcome;
using games::Position;
using Index = PositionTable::Index;

// values[i] of a position not solved yet.
constexpr Value kUnsolved{Outcome::kDraw, -2};

// The value of a move for the side making it, from the value of the position it leads to.
Value after_move(const Value& next) {
  return {core::reverse(next.outcome),
          next.plies == Value::kEndless ? Value::kEndless : next.plies + 1};
}

// Larger is better for the side the value is for (the ranking in solve.h).
std::int64_t rank(const Value& v) {
  constexpr std::int64_t kBig = std::int64_t{1} << 40;
  switch (v.outcome) {
    case Outcome::kWin:
      return kBig - v.plies;
    case Outcome::kDraw:
      return v.plies == Value::kEndless ? kBig / 2 : v.plies;
    case Outcome::kLoss:
      return -kBig + v.plies;
  }
  return 0;
}

std::string side_name(games::Player side) {
  return side == games::Player::kFirst ? "first player" : "second player";
}

// A Value in 4 bytes: plies (at least kUnsolved's -2) above two bits of outcome.
class PackedValue {
 public:
  PackedValue(const Value& v)  // NOLINT: implicit, a Value stored.
      : bits_(static_cast<std::uint32_t>(v.plies + 2) << 2 |
              static_cast<std::uint32_t>(v.outcome)) {}
  operator Value() const {  // NOLINT: implicit, a Value read back.
    return {static_cast<Outcome>(bits_ & 3), static_cast<int>(bits_ >> 2) - 2};
  }

 private:
  std::uint32_t bits_;
};

// The moves out of every position: position i leads to count[i] distinct positions (counting
// moves that lead to one position once gives the same values), listed in order in `next`.
struct Successors {
  std::vector<std::uint16_t> count;
  std::deque<Index> next;  // In blocks: growing it never holds two copies.
};

// The moves into every position, in compressed rows: the positions with a move to c are
// prev[first[c]] .. prev[first[c + 1] - 1]; moves[p] counts p's successors.
struct Graph {
  std::vector<std::uint32_t> first;
  std::vector<Index> prev;
  std::vector<std::uint16_t> moves;
};

// The predecessors from the successors, which it consumes (so both are not held for long).
Graph predecessors(Successors out) {
  const std::size_t n = out.count.size();
  Graph g;
  g.first.assign(n + 1, 0);
  for (Index c : out.next) ++g.first[c];
  // Inclusive sums, then each row filled from its end: first[c] ends as the start of c's row.
  for (std::size_t c = 0, sum = 0; c <= n; ++c) sum = (g.first[c] += sum);
  g.prev.resize(out.next.size());
  for (std::size_t p = n, e = out.next.size(); p-- > 0;)
    for (std::uint16_t k = 0; k < out.count[p]; ++k)
      g.prev[--g.first[out.next[--e]]] = static_cast<Index>(p);
  g.moves = std::move(out.count);
  return g;
}

}  // namespace

bool better(const Value& a, const Value& b) { return rank(a) > rank(b); }

struct Solver::Impl {
  const Game& game;
  const SizeGuard guard;
  PositionTable table;              // Memo keys: one member of each symmetry orbit.
  std::vector<PackedValue> values;  // Indexed like `table`.
  std::int64_t walked = 0;          // Legal moves generated, for the size guard.
  bool solved = false;

  // Per symmetry but the identity, where they permute cells: the cell each cell of an image
  // comes from. Empty otherwise.
  std::vector<std::vector<int>> inverses;

  Impl(const Game& g, std::int64_t limit)
      : game(g), guard(g, Walk::kSolve, limit), table(g.initial_position().cells.size()) {
    const auto& transforms = game.symmetries();
    for (std::size_t t = 1; t < transforms.size() && game.transform_permutes_cells(); ++t) {
      std::vector<int> inverse(transforms[t].image.size());
      for (std::size_t i = 0; i < inverse.size(); ++i)
        inverse[static_cast<std::size_t>(transforms[t].image[i])] = static_cast<int>(i);
      inverses.push_back(std::move(inverse));
    }
  }

  // Inserts the key of p; throws core::Error past the size guard.
  std::pair<Index, bool> insert(Position p) {
    const auto inserted = table.insert(key(std::move(p)));
    if (inserted.second) guard.check(static_cast<std::int64_t>(table.size()), walked);
    return inserted;
  }

  // The memo key of p: the smallest image of p under the game's symmetries (any fixed member
  // of the orbit would do; this one needs no position strings).
  Position key(Position p) const {
    if (!inverses.empty()) return smallest_permuted(std::move(p));
    const auto& transforms = game.symmetries();
    std::optional<Position> best;  // The smallest image so far, if smaller than p.
    for (std::size_t t = 1; t < transforms.size(); ++t) {
      Position image = game.transform(p, transforms[t]);
      if (image.cells < (best ? best->cells : p.cells)) best = std::move(image);
    }
    return best ? std::move(*best) : std::move(p);
  }

  // key() where the symmetries permute cells: images are compared cell by cell through the
  // inverse permutations, and only the smallest is built.
  Position smallest_permuted(Position p) const {
    const std::int8_t* cells = p.cells.data();
    const std::vector<int>* best = nullptr;  // Null: p itself.
    const auto best_at = [&](std::size_t j) { return best ? cells[(*best)[j]] : cells[j]; };
    const std::size_t n = p.cells.size();
    for (const std::vector<int>& inverse : inverses) {
      std::size_t j = 0;
      while (j < n && cells[inverse[j]] == best_at(j)) ++j;
      if (j < n && cells[inverse[j]] < best_at(j)) best = &inverse;
    }
    if (best == nullptr) return p;
    Position image = p;
    for (std::size_t j = 0; j < n; ++j) image.cells[j] = cells[(*best)[j]];
    return image;
  }

  void solve() {
    if (solved) return;
    if (game.positions_repeat())
      retrograde();
    else
      negamax(game.initial_position());
    solved = true;
  }

  // The legal moves of p, and its value if the game is over there (plies 0): one move
  // generation, as legal_moves is empty exactly where outcome has a value.
  std::vector<Move> moves_or_end(const Position& p, std::optional<Value>& end) {
    std::vector<Move> moves = game.legal_moves(p);
    walked += std::ssize(moves);
    if (moves.empty()) {
      const auto outcome = game.outcome(p);
      MATCHBOX_CHECK(outcome.has_value());
      end = Value{*outcome, 0};
    }
    return moves;
  }

  // Depth-first: the recursion is at most max_plies() deep, as positions do not repeat.
  Value negamax(const Position& p) {
    const auto [index, fresh] = insert(p);
    if (!fresh) {
      // Unsolved here would mean p repeats on the current line of play.
      MATCHBOX_CHECK(!(Value(values[index]) == kUnsolved));
      return values[index];
    }
    values.push_back(kUnsolved);
    std::optional<Value> end;
    Value best{Outcome::kLoss, -1};  // Worse than any move.
    for (const Move& m : moves_or_end(p, end)) {
      const Value v = after_move(negamax(game.apply(p, m)));
      if (better(v, best)) best = v;
    }
    values[index] = end.value_or(best);
    return end.value_or(best);
  }

  // Breadth-first from the initial position: numbers every reachable position and records
  // where its moves lead. Finished positions get their value (plies 0); the rest stay unsolved.
  Successors explore() {
    Successors out;
    insert(game.initial_position());
    std::vector<Index> next;
    Position p;
    for (Index i = 0; i < table.size(); ++i) {
      table.at(i, p);
      std::optional<Value> end;
      next.clear();
      for (const Move& m : moves_or_end(p, end)) next.push_back(insert(game.apply(p, m)).first);
      values.push_back(end.value_or(kUnsolved));
      std::sort(next.begin(), next.end());
      next.erase(std::unique(next.begin(), next.end()), next.end());
      MATCHBOX_CHECK(next.size() <= UINT16_MAX);
      out.count.push_back(static_cast<std::uint16_t>(next.size()));
      out.next.insert(out.next.end(), next.begin(), next.end());
    }
    values.shrink_to_fit();  // It grew by doubling.
    return out;
  }

  bool unsolved(Index i) const { return Value(values[i]) == kUnsolved; }

  // Wins and losses, from the finished positions backwards in order of plies (a queue), so the
  // first losing successor found gives the fastest win, and the last winning successor of a
  // lost position its slowest loss. Uses up g.moves as the count of unresolved successors.
  void resolve_wins(Graph& g) {
    std::vector<Index> queue;
    for (Index i = 0; i < values.size(); ++i)
      if (!unsolved(i) && Value(values[i]).outcome != Outcome::kDraw) queue.push_back(i);
    for (std::size_t q = 0; q < queue.size(); ++q) {
      const Index c = queue[q];
      const Value v = after_move(values[c]);
      for (std::uint32_t e = g.first[c]; e < g.first[c + 1]; ++e) {
        const Index p = g.prev[e];
        if (!unsolved(p)) continue;
        if (v.outcome == Outcome::kWin || --g.moves[p] == 0) {
          values[p] = v;
          queue.push_back(p);
        }
      }
    }
  }

  // What is left is drawn. A draw's plies are those of its longest drawing move: resolved
  // from the finished draws backwards once every drawing move of a position is known; a
  // position never resolved this way can reach a cycle of draws, and is endless. `open` (in
  // g.moves) counts the drawing moves not yet resolved; the plies found so far wait in values.
  void resolve_draws(Graph& g) {
    std::vector<std::uint16_t>& open = g.moves;
    std::fill(open.begin(), open.end(), 0);
    std::vector<Index> queue;
    for (Index c = 0; c < values.size(); ++c) {
      if (Value(values[c]).outcome != Outcome::kDraw) continue;  // Unsolved counts as a draw.
      if (!unsolved(c)) queue.push_back(c);
      for (std::uint32_t e = g.first[c]; e < g.first[c + 1]; ++e)
        open[g.prev[e]] += unsolved(g.prev[e]);
    }
    for (Index i = 0; i < values.size(); ++i)
      if (unsolved(i)) values[i] = Value{Outcome::kDraw, 0};
    for (std::size_t q = 0; q < queue.size(); ++q) {
      const Index c = queue[q];
      const int plies = Value(values[c]).plies + 1;
      for (std::uint32_t e = g.first[c]; e < g.first[c + 1]; ++e) {
        const Index p = g.prev[e];
        if (open[p] == 0) continue;
        if (plies > Value(values[p]).plies) values[p] = Value{Outcome::kDraw, plies};
        if (--open[p] == 0) queue.push_back(p);
      }
    }
    for (Index i = 0; i < values.size(); ++i)
      if (open[i] > 0) values[i] = Value{Outcome::kDraw, Value::kEndless};
  }

  void retrograde() {
    Successors out = explore();
    // The table's index is not needed until the next lookup: its memory goes to the graph.
    table.drop_index();
    Graph g = predecessors(std::move(out));
    resolve_wins(g);
    resolve_draws(g);
    g = Graph();
    table.rebuild_index();
  }

  Value lookup(const Position& p) {
    solve();
    const auto index = table.find(key(p));
    if (index) return values[*index];
    std::string message = "position " + game.to_string(p) + " with the " + side_name(p.to_move) +
                          " to move cannot be reached from the start of " + game.title();
    Position other = p;
    other.to_move = core::opponent(p.to_move);
    if (table.find(key(other)))
      message += " (with the " + side_name(other.to_move) + " to move it can)";
    throw core::Error(message);
  }
};

Solver::Solver(const Game& game, std::int64_t max_positions)
    : impl_(std::make_unique<Impl>(game, max_positions)) {}

Solver::~Solver() = default;

Value Solver::value(const Position& p) { return impl_->lookup(p); }

std::vector<MoveValue> Solver::moves(const Position& p) {
  impl_->lookup(p);
  std::vector<MoveValue> out;
  const Game& game = impl_->game;
  for (Move& m : game.legal_moves(p)) {
    Position next = game.apply(p, m);
    const Value v = after_move(impl_->lookup(next));
    out.push_back({std::move(m), std::move(next), v});
  }
  return out;
}

std::vector<Move> Solver::optimal_moves(const Position& p) {
  const Value best = value(p);
  std::vector<Move> out;
  for (MoveValue& mv : moves(p))
    if (mv.value == best) out.push_back(std::move(mv.move));
  return out;
}

std::size_t Solver::size() const { return impl_->table.size(); }

}  // namespace matchbox::analysis
