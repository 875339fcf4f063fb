// SPDX-FileCopyrightText: 2026 The matchbox authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "simulate/training.h"

#include <set>
#include <string>

#include "core/error.h"
#include "simulate/fill.h"
#include "simulate/graph.h"
#include "simulate/plain_run.h"
#include "simulate/plain_walk.h"
#include "simulate/rng.h"
#include "simulate/selection.h"
#include "tracker/reinforcement.h"

namespace matchbox::simulate {
namespace {

using tracker::Draw;

// Who moves for one side in a game.
struct Mover {
  OpponentKind kind = OpponentKind::kRandom;  // kMachine and kSelf: drawn from `boxes`.
  const Boxes* boxes = nullptr;
  Fill* fill = nullptr;
  double epsilon = 0;  // The selection's epsilon for this game (simulate/selection.h).
  GameDraws draws;
};

constexpr int kResigned = -1;  // Training::Impl::move(): the mover resigned.

std::set<int> sides_of(spec::Plays plays) {
  if (plays == spec::Plays::kFirst) return {0};
  if (plays == spec::Plays::kSecond) return {1};
  return {0, 1};
}

std::string side_word(int side) { return side == 0 ? "first" : "second"; }

// A built-in opponent's index in Training::Impl::plain.
std::size_t index_of(OpponentKind kind) { return static_cast<std::size_t>(kind); }

}  // namespace

struct Training::Impl {
  Boxes machine;
  Boxes rival;  // The opponent machine (kMachine).
  Opponent opponent;
  Seat seat = Seat::kFirst;
  GameGraph graph;
  OptimalMoves optimal[2];          // perfect's moves (Optimal::kOutcome), strict's (kPlies).
  std::vector<std::int8_t> values;  // node_values(), for a judging tournament; else empty.
  std::size_t colours = 0;
  // The fast walks, where they play the same games (simulate/plain_walk.h): a machine that draws
  // from one compartment, against random, perfect or strict (or a schedule of them), not
  // judged. Entry [s][k]: the machine on side s against built-in opponent k (index_of), for the
  // sides it sits on and the opponents it meets; none if they do not apply.
  std::optional<PlainWalk> plain[2][3];
  bool fast = false;

  const OptimalMoves& optimal_for(OpponentKind kind) const {
    return optimal[kind == OpponentKind::kStrict ? 1 : 0];
  }
  // The opponent's kind in game `game` (0-based): a schedule's, a mix's drawn from `rng`.
  OpponentKind opponent_in(int game, Rng& rng) const {
    if (!opponent.stages.empty()) return stage_opponent(opponent.stages, game);
    if (!opponent.mix.empty()) return drawn_opponent(opponent.mix, rng);
    return opponent.kind;
  }

  void check_and_seat(const Opponent& opponent, std::optional<Seat> wanted);
  int machine_side(int game) const {
    if (seat == Seat::kAlternate) return game % 2;
    return seat == Seat::kFirst ? 0 : 1;
  }
  int move(Mover& mover, int node, int ply, Rng& rng) const;
  // Plays game `game` (0-based) move by move, each side's draws in its mover; judges the
  // machine's moves into `out` if the tournament judges.
  GameEnd walk(int game, Rng& rng, Mover (&movers)[2], RunResult& out, std::vector<int>* path,
               const RunHooks& hooks) const;
  // Reinforces both sides' boxes after a game that ended so (if they `learn`) and returns the
  // machine's result.
  GameResult finish(int game, const GameEnd& end, const Mover (&movers)[2], bool learn) const;
  // The value of `node` for `side` (values only); a resignation is a loss.
  core::Outcome value_for(int node, int side) const {
    if (node == kResigned) return core::Outcome::kLoss;
    const auto o = static_cast<core::Outcome>(values[static_cast<std::size_t>(node)]);
    return graph.to_move[static_cast<std::size_t>(node)] == side ? o : core::reverse(o);
  }
  void judge(int game, int node, int next, int side, const RunHooks& hooks, RunResult& out) const;
  std::vector<games::Move> moves_along(const std::vector<int>& path) const;
};

void Training::Impl::check_and_seat(const Opponent& opp, std::optional<Seat> wanted) {
  const kit::Kit& kit = *machine.kit;
  const std::set<int> mine = sides_of(kit.spec.plays);
  const auto plays = [&](int side) { return mine.count(side) > 0; };
  std::set<int> theirs = {0, 1};
  if (opp.kind == OpponentKind::kSelf && mine.size() != 2)
    throw core::Error("--opponent self: " + kit.spec.name + " plays only the " +
                      side_word(*mine.begin()) +
                      " side; self-play needs a machine that plays both (plays: both), which "
                      "plays both sides with its one set of boxes");
  if (opp.kind == OpponentKind::kMachine) {
    const kit::Kit& other = *opp.machine;
    if (other.game->name() != kit.game->name() || other.game->params() != kit.game->params())
      throw core::Error("opponent machine " + other.spec.name + " plays " +
                        games::describe_game(*other.game) + ", not " +
                        games::describe_game(*kit.game));
    theirs = sides_of(other.spec.plays);
  }
  const auto free_for_them = [&](int side) {
    return opp.kind == OpponentKind::kSelf || theirs.count(1 - side) > 0;
  };
  if (!wanted) {
    if (mine.size() == 1)
      wanted = *mine.begin() == 0 ? Seat::kFirst : Seat::kSecond;
    else if (opp.kind == OpponentKind::kMachine && theirs.size() == 1)
      wanted = *theirs.begin() == 0 ? Seat::kSecond : Seat::kFirst;
    else if (opp.kind == OpponentKind::kMachine)
      wanted = Seat::kAlternate;
    else
      wanted = Seat::kFirst;
  }
  std::vector<int> sides;
  if (*wanted != Seat::kSecond) sides.push_back(0);
  if (*wanted != Seat::kFirst) sides.push_back(1);
  for (int side : sides) {
    if (!plays(side))
      throw core::Error("--plays " + std::string(kSeats.name(*wanted)) + ": " + kit.spec.name +
                        " plays only the " + side_word(*mine.begin()) + " side");
    if (!free_for_them(side)) {
      const int their_side = *theirs.begin();
      const std::string clash = "opponent machine " + opp.machine->spec.name + " plays only the " +
                                side_word(their_side) + " side";
      if (mine.size() == 1) throw core::Error(clash + ", the side " + kit.spec.name + " plays");
      throw core::Error("--plays " + std::string(kSeats.name(*wanted)) + ": " + clash + ", so " +
                        kit.spec.name + " can only play the " + side_word(1 - their_side) +
                        " side (--plays " + (their_side == 0 ? "second" : "first") + ")");
    }
  }
  seat = *wanted;
}

Training::Training(const kit::Kit& machine, const Opponent& opponent, std::optional<Seat> seat,
                   bool judge)
    : impl_(std::make_unique<Impl>()) {
  Impl& s = *impl_;
  s.machine.kit = &machine;
  s.opponent = opponent;
  if (opponent.scheduled()) {
    MATCHBOX_CHECK(opponent.stages.empty() || opponent.mix.empty());
    s.opponent.kind = OpponentKind::kRandom;  // Not read, but never self or a machine.
    for (const Stage& stage : opponent.stages)
      MATCHBOX_CHECK(built_in(stage.kind) && stage.games >= 1);
    for (const Share& share : opponent.mix)
      MATCHBOX_CHECK(built_in(share.kind) && share.weight > 0);
  }
  if (s.opponent.kind == OpponentKind::kMachine) MATCHBOX_CHECK(opponent.machine != nullptr);
  s.check_and_seat(s.opponent, seat);
  s.graph = build_graph(*machine.game, machine.spec.max_positions);
  s.machine.view = view_machine(s.graph, machine);
  s.machine.set_layout(tracker::bead_layout(machine));
  s.colours = machine.palette.colours.size();
  if (s.opponent.kind == OpponentKind::kMachine) {
    s.rival.kit = opponent.machine;
    s.rival.view = view_machine(s.graph, *opponent.machine);
    s.rival.set_layout(tracker::bead_layout(*opponent.machine));
  }
  const std::vector<OpponentKind> kinds = kinds_played(s.opponent);
  for (OpponentKind kind : kinds)
    if (kind == OpponentKind::kPerfect || kind == OpponentKind::kStrict)
      s.optimal[kind == OpponentKind::kStrict ? 1 : 0] =
          optimal_moves(s.graph, *machine.game,
                        kind == OpponentKind::kPerfect ? Optimal::kOutcome : Optimal::kPlies);
  if (judge) s.values = node_values(s.graph, *machine.game);
  s.fast = built_in(s.opponent.kind) && !judge && machine.spec.compartments == 1 &&
           machine.spec.select.rule == spec::Select::kDraw;
  for (int game = 0; s.fast && game < (s.seat == Seat::kAlternate ? 2 : 1); ++game)
    for (OpponentKind kind : kinds)
      s.plain[s.machine_side(game)][index_of(kind)].emplace(
          s.graph, s.machine.view, s.machine.layout, s.machine_side(game),
          kind == OpponentKind::kRandom ? nullptr : &s.optimal_for(kind));
}

Training::~Training() = default;

Seat Training::seat() const { return impl_->seat; }
int Training::positions() const { return impl_->graph.nodes(); }
bool Training::fast() const { return impl_->fast; }

// The node after `mover`'s move from `node` at 0-based ply `ply`, or kResigned.
int Training::Impl::move(Mover& mover, int node, int ply, Rng& rng) const {
  const auto un = static_cast<std::size_t>(node);
  switch (mover.kind) {
    case OpponentKind::kRandom: {
      const int first = graph.first_succ[un];
      const auto n = static_cast<std::uint32_t>(graph.first_succ[un + 1] - first);
      return graph.succ[static_cast<std::size_t>(first) + rng.below(n)];
    }
    case OpponentKind::kPerfect:
    case OpponentKind::kStrict: {
      const OptimalMoves& optimal = optimal_for(mover.kind);
      const int first = optimal.first_opt[un];
      const auto n = static_cast<std::uint32_t>(optimal.first_opt[un + 1] - first);
      return optimal.opt_succ[static_cast<std::size_t>(first) + rng.below(n)];
    }
    case OpponentKind::kSelf:
    case OpponentKind::kMachine:
      break;
  }
  const MachineView& view = mover.boxes->view;
  const std::int32_t box = view.box[un];
  const auto slots = static_cast<std::size_t>(view.first_slot[un]);
  if (box == MachineView::kForced) return view.slot_succ[slots];
  if (box == MachineView::kHopeless) return kResigned;
  MATCHBOX_CHECK(box >= 0);
  const tracker::BeadLayout& layout = mover.boxes->layout;
  const spec::Select rule = mover.boxes->kit->spec.select.rule;
  int compartment = 0, slot = 0;
  if (layout.compartments == 1 && rule == spec::Select::kDraw) {
    // Michie's draw, the common case: the box's total is kept, so one random number and a walk.
    const int total = mover.fill->box_total[static_cast<std::size_t>(box)];
    if (total == 0) return kResigned;
    const int* beads = mover.fill->beads.data() + layout.first_slot[box];
    auto r = static_cast<int>(rng.below(static_cast<std::uint32_t>(total)));
    while (r >= beads[slot]) r -= beads[slot++];
  } else {
    const int moves = layout.moves(box);
    if (layout.compartments > 1)
      compartment = tracker::active_compartment(layout, mover.fill->beads, box);
    slot = pick_slot(rule, mover.epsilon,
                     mover.fill->beads.data() + layout.first_slot[box] + compartment * moves, moves,
                     rng);
  }
  const int moves = layout.compartments == 1 ? 0 : layout.moves(box);
  if (slot < 0) return kResigned;
  mover.draws.push_back({box, compartment * moves + slot, ply});
  return view.slot_succ[slots + static_cast<std::size_t>(slot)];
}

// A move of the machine's boxes from `node` to `next` (or kResigned), judged by the values.
void Training::Impl::judge(int game, int node, int next, int side, const RunHooks& hooks,
                           RunResult& out) const {
  const core::Outcome before = value_for(node, side), after = value_for(next, side);
  if (static_cast<int>(after) > static_cast<int>(before)) out.last_mistake = game + 1;
  if (before == core::Outcome::kWin && game >= hooks.final_from) {
    ++out.win_chances;
    if (after == core::Outcome::kWin) ++out.wins_kept;
  }
}

// `path`, if not null, receives the nodes the game passes through, node 0 first.
GameEnd Training::Impl::walk(int game, Rng& rng, Mover (&movers)[2], RunResult& out,
                             std::vector<int>* path, const RunHooks& hooks) const {
  movers[0].draws.clear();
  movers[1].draws.clear();
  int node = 0;
  if (path != nullptr) path->assign(1, node);
  GameEnd end;
  for (int ply = 0;; ++ply) {
    const auto un = static_cast<std::size_t>(node);
    const int side = graph.to_move[un];
    if (graph.outcome[un] >= 0) {
      const auto o = static_cast<core::Outcome>(graph.outcome[un]);
      end.first = side == 0 ? o : core::reverse(o);
      break;
    }
    if (ply >= graph.max_plies) break;  // Adjudicated a draw.
    const int next = move(movers[side], node, ply, rng);
    if (!values.empty() && movers[side].boxes == &machine)
      judge(game, node, next, side, hooks, out);
    if (next == kResigned) {
      end.resigned = side;
      end.first = side == 0 ? core::Outcome::kLoss : core::Outcome::kWin;
      break;
    }
    node = next;
    end.plies = ply + 1;
    if (path != nullptr) path->push_back(node);
  }
  return end;
}

GameResult Training::Impl::finish(int game, const GameEnd& end, const Mover (&movers)[2],
                                  bool learn) const {
  const int me = machine_side(game);
  for (int side = 0; side < 2 && learn; ++side) {
    const Mover& mover = movers[side];
    if (mover.boxes == nullptr) continue;
    const core::Outcome o = side == 0 ? end.first : core::reverse(end.first);
    mover.fill->reinforce(mover.draws.used(), o, {end.plies, graph.max_plies});
  }
  return result_for(end, me);
}

// The moves from each node of `path` to the next.
std::vector<games::Move> Training::Impl::moves_along(const std::vector<int>& path) const {
  std::vector<games::Move> moves;
  for (std::size_t i = 1; i < path.size(); ++i) {
    const auto from = static_cast<std::size_t>(path[i - 1]);
    auto k = static_cast<std::size_t>(graph.first_succ[from]);
    while (graph.succ[k] != path[i]) ++k;
    moves.push_back(graph.moves[k]);
  }
  return moves;
}

RunResult Training::run_one(int games, std::uint64_t seed, int run, const RunHooks& hooks) const {
  const Impl& s = *impl_;
  Rng rng(seed, static_cast<std::uint64_t>(run));
  Fill fill(s.machine, s.colours, hooks.start);
  std::vector<int> path;
  std::optional<Fill> rival_fill;
  if (s.opponent.kind == OpponentKind::kMachine)
    rival_fill.emplace(s.rival, s.rival.kit->palette.colours.size());
  RunResult out;
  out.block = hooks.block > 0 ? hooks.block : block_size(games);
  out.blocks.resize(static_cast<std::size_t>((games + out.block - 1) / out.block));
  Tally tally(out, hooks.final_from, hooks.learn_window);
  // The hooks read in every game, as values the loop can keep in registers.
  const bool learn = hooks.learn, openings = hooks.openings, observed = bool(hooks.observer);
  Mover movers[2];
  for (Mover& m : movers) m.draws = GameDraws(s.graph.max_plies);
  // The fast walk knows nothing of paths: a run whose games are watched takes the general one.
  const bool plain = fast() && !observed;
  const bool scheduled = s.opponent.scheduled();
  const PlainWalk* walk = nullptr;  // The fast walk of this game, if it takes one.
  // One walk for the whole run, and nothing to do between games: the fast loop plays them all.
  const bool one_walk = plain && !scheduled && s.seat != Seat::kAlternate && !openings;
  if (one_walk) {
    const int me = s.machine_side(0);
    play_plain_run(*s.plain[me][index_of(s.opponent.kind)], games, me, s.graph.max_plies, learn,
                   rng, fill, movers[me].draws, tally);
  }
  for (int game = 0; game < games && !one_walk; ++game) {
    const int me = s.machine_side(game);
    if (game == 0 || s.seat == Seat::kAlternate) {
      for (Mover& m : movers) {
        m.kind = s.opponent.kind;
        m.boxes = nullptr;
        m.fill = nullptr;
      }
      movers[me].kind = OpponentKind::kMachine;
      movers[me].boxes = &s.machine;
      movers[me].fill = &fill;
      Mover& them = movers[1 - me];
      if (s.opponent.kind == OpponentKind::kSelf) {
        them.boxes = &s.machine;
        them.fill = &fill;
      } else if (s.opponent.kind == OpponentKind::kMachine) {
        them.boxes = &s.rival;
        them.fill = &*rival_fill;
      }
    }
    // A schedule's opponent for this game, drawn (for a mix) before the game's moves.
    if (scheduled) movers[1 - me].kind = s.opponent_in(game, rng);
    if (plain && (walk == nullptr || scheduled || s.seat == Seat::kAlternate))
      walk = &*s.plain[me][index_of(movers[1 - me].kind)];
    GameEnd end;
    if (plain) {
      end = walk->play(rng, fill.beads, fill.box_total, movers[me].draws);
    } else {
      for (int side = 0; side < 2; ++side)
        if (movers[side].boxes != nullptr)
          movers[side].epsilon =
              hooks.explore ? epsilon_for(movers[side].boxes->kit->spec.select, game, games, side)
                            : 0;
      end = s.walk(game, rng, movers, out, observed ? &path : nullptr, hooks);
    }
    const GameResult result = s.finish(game, end, movers, learn);
    tally.add(game, result);
    if (openings && (tally.block_done() || game + 1 == games))
      for (int n : tracker::beads_by_move(s.machine.layout, fill.beads, 0))
        out.openings.push_back(n);
    if (observed) {
      const std::span<const Draw> drawn = movers[me].draws.used();
      hooks.observer(game, s.moves_along(path), {drawn.begin(), drawn.end()}, result);
    }
  }
  tally.close(out);
  for (int b : fill.beads) out.end_beads += b;
  out.extra_beads = fill.extra;
  if (hooks.keep_fill) out.fill = fill.beads;
  return out;
}

}  // namespace matchbox::simulate
