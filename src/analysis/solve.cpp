#include "analysis/solve.h"

#include <algorithm>
#include <cstdint>
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
    case Outcome::kWin: return kBig - v.plies;
    case Outcome::kDraw: return v.plies == Value::kEndless ? kBig / 2 : v.plies;
    case Outcome::kLoss: return -kBig + v.plies;
  }
  return 0;
}

std::string side_name(games::Player side) {
  return side == games::Player::kFirst ? "first player" : "second player";
}

// The graph of reachable positions for retrograde analysis, in compressed rows: the moves of
// position i lead to next[first[i]] .. next[first[i + 1] - 1] (one entry per legal move, so a
// position reached by two moves appears twice); likewise prev lists the position of every move
// into i.
struct Graph {
  std::vector<std::uint32_t> first{0};
  std::vector<Index> next;
  std::vector<std::uint32_t> prev_first;
  std::vector<Index> prev;
};

void add_predecessors(Graph& g) {
  const std::size_t n = g.first.size() - 1;
  g.prev_first.assign(n + 1, 0);
  for (Index c : g.next) ++g.prev_first[c + 1];
  for (std::size_t i = 0; i < n; ++i) g.prev_first[i + 1] += g.prev_first[i];
  g.prev.resize(g.next.size());
  std::vector<std::uint32_t> fill(g.prev_first.begin(), g.prev_first.end() - 1);
  for (Index p = 0; p < n; ++p)
    for (std::uint32_t e = g.first[p]; e < g.first[p + 1]; ++e) g.prev[fill[g.next[e]]++] = p;
}

}  // namespace

bool better(const Value& a, const Value& b) { return rank(a) > rank(b); }

struct Solver::Impl {
  const Game& game;
  const std::int64_t max_positions;
  PositionTable table;        // Memo keys: one member of each symmetry orbit.
  std::vector<Value> values;  // Indexed like `table`.
  bool solved = false;

  Impl(const Game& g, std::int64_t limit)
      : game(g), max_positions(limit), table(g.initial_position().cells.size()) {}

  // Inserts the key of p; throws core::Error past the size guard.
  std::pair<Index, bool> insert(const Position& p) {
    const auto inserted = table.insert(key(p));
    if (inserted.second)
      check_position_count(game, static_cast<std::int64_t>(table.size()), max_positions);
    return inserted;
  }

  // The memo key of p: the smallest image of p under the game's symmetries (any fixed member
  // of the orbit would do; this one needs no position strings).
  Position key(const Position& p) const {
    const auto& transforms = game.symmetries();
    if (transforms.size() <= 1) return p;
    Position best = p;
    for (std::size_t t = 1; t < transforms.size(); ++t) {
      Position image = game.transform(p, transforms[t]);
      if (image.cells < best.cells) best = std::move(image);
    }
    return best;
  }

  void solve() {
    if (solved) return;
    if (game.positions_repeat())
      retrograde();
    else
      negamax(game.initial_position());
    solved = true;
  }

  // Depth-first: the recursion is at most max_plies() deep, as positions do not repeat.
  Value negamax(const Position& p) {
    const auto [index, fresh] = insert(p);
    if (!fresh) {
      // Unsolved here would mean p repeats on the current line of play.
      MATCHBOX_CHECK(!(values[index] == kUnsolved));
      return values[index];
    }
    values.push_back(kUnsolved);
    Value best;
    if (const auto outcome = game.outcome(p)) {
      best = {*outcome, 0};
    } else {
      best = {Outcome::kLoss, -1};  // Worse than any move.
      for (const Move& m : game.legal_moves(p)) {
        const Value v = after_move(negamax(game.apply(p, m)));
        if (better(v, best)) best = v;
      }
    }
    values[index] = best;
    return best;
  }

  // Breadth-first from the initial position: numbers every reachable position and records
  // its moves. Finished positions get their value (plies 0); the rest stay unsolved.
  Graph explore() {
    Graph g;
    table.insert(key(game.initial_position()));
    for (Index i = 0; i < table.size(); ++i) {
      const Position p = table.at(i);
      if (const auto outcome = game.outcome(p)) {
        values.push_back({*outcome, 0});
      } else {
        values.push_back(kUnsolved);
        for (const Move& m : game.legal_moves(p)) g.next.push_back(insert(game.apply(p, m)).first);
      }
      g.first.push_back(static_cast<std::uint32_t>(g.next.size()));
    }
    add_predecessors(g);
    return g;
  }

  // Wins and losses, from the finished positions backwards in order of plies (a queue), so the
  // first losing successor found gives the fastest win, and the last winning successor of a
  // lost position its slowest loss.
  void resolve_wins(const Graph& g) {
    std::vector<Index> queue;
    std::vector<std::uint32_t> unresolved(values.size());
    for (Index i = 0; i < values.size(); ++i) {
      unresolved[i] = g.first[i + 1] - g.first[i];
      if (!(values[i] == kUnsolved) && values[i].outcome != Outcome::kDraw) queue.push_back(i);
    }
    for (std::size_t q = 0; q < queue.size(); ++q) {
      const Index c = queue[q];
      const Value v = after_move(values[c]);
      for (std::uint32_t e = g.prev_first[c]; e < g.prev_first[c + 1]; ++e) {
        const Index p = g.prev[e];
        if (!(values[p] == kUnsolved)) continue;
        if (v.outcome == Outcome::kWin || --unresolved[p] == 0) {
          values[p] = v;
          queue.push_back(p);
        }
      }
    }
  }

  // What is left is drawn. A draw's plies are those of its longest drawing move: resolved
  // from the finished draws backwards once every drawing move of a position is known; a
  // position never resolved this way can reach a cycle of draws, and is endless.
  void resolve_draws(const Graph& g) {
    std::vector<Index> queue;
    std::vector<std::uint32_t> open(values.size(), 0);
    std::vector<int> longest(values.size(), 0);
    for (Index i = 0; i < values.size(); ++i) {
      if (values[i] == kUnsolved) {
        for (std::uint32_t e = g.first[i]; e < g.first[i + 1]; ++e)
          open[i] += values[g.next[e]].outcome == Outcome::kDraw;  // Unsolved counts as draw.
      } else if (values[i].outcome == Outcome::kDraw) {
        queue.push_back(i);
      }
    }
    for (Index i = 0; i < values.size(); ++i)
      if (values[i] == kUnsolved) values[i] = {Outcome::kDraw, Value::kEndless};
    for (std::size_t q = 0; q < queue.size(); ++q) {
      const Index c = queue[q];
      for (std::uint32_t e = g.prev_first[c]; e < g.prev_first[c + 1]; ++e) {
        const Index p = g.prev[e];
        if (values[p].plies != Value::kEndless || open[p] == 0) continue;
        longest[p] = std::max(longest[p], values[c].plies + 1);
        if (--open[p] == 0) {
          values[p].plies = longest[p];
          queue.push_back(p);
        }
      }
    }
  }

  void retrograde() {
    const Graph g = explore();
    resolve_wins(g);
    resolve_draws(g);
  }

  Value lookup(const Position& p) {
    solve();
    const auto index = table.find(key(p));
    if (index) return values[*index];
    std::string message = "position " + game.to_string(p) + " with the " +
                          side_name(p.to_move) + " to move cannot be reached from the start of " +
                          game.title();
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
