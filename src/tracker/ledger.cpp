// SPDX-FileCopyrightText: 2026 The matchbox authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "tracker/ledger.h"

#include <algorithm>
#include <iterator>
#include <map>

#include "core/error.h"

namespace matchbox::tracker {
namespace {

// Largest count an adjust may give one colour of one box.
constexpr int kMaxCountedBeads = 100000;

RecordedChange::Kind kind_of(BeadChange::Kind k) {
  switch (k) {
    case BeadChange::Kind::kAdd:
      return RecordedChange::Kind::kAdd;
    case BeadChange::Kind::kConfiscate:
      return RecordedChange::Kind::kConfiscate;
    case BeadChange::Kind::kRefill:
      break;
  }
  return RecordedChange::Kind::kRefill;
}

std::string where_of(const Event& e, int n) {
  return (e.where.empty() ? std::string() : e.where + ": ") + "event " + std::to_string(n);
}

// The same bead changes: a bead written under its palette's own code (a file from before the
// kit re-coded the colour, kit/codes.h) is the same bead.
bool same_changes(const std::vector<const TrackedMachine*>& machines,
                  const std::vector<RecordedChange>& a, const std::vector<RecordedChange>& b) {
  if (a.size() != b.size()) return false;
  for (std::size_t i = 0; i < a.size(); ++i) {
    if (a[i].machine != b[i].machine || a[i].box != b[i].box || a[i].delta != b[i].delta ||
        a[i].kind != b[i].kind || a[i].compartment != b[i].compartment || a[i].machine < 0 ||
        a[i].machine >= static_cast<int>(machines.size()))
      return false;
    const TrackedMachine& tm = *machines[static_cast<std::size_t>(a[i].machine)];
    const auto slot = tm.slot_of(a[i].box - 1, a[i].bead);
    if (a[i].bead != b[i].bead && (!slot || slot != tm.slot_of(b[i].box - 1, b[i].bead)))
      return false;
  }
  return true;
}

}  // namespace

void Tally::add(core::Outcome outcome, bool resigned) {
  if (outcome == core::Outcome::kWin) ++win;
  if (outcome == core::Outcome::kDraw) ++draw;
  if (outcome == core::Outcome::kLoss) ++loss;
  if (resigned && outcome == core::Outcome::kLoss) ++resign;
}

Ledger::Ledger(std::vector<const TrackedMachine*> machines) : machines_(std::move(machines)) {
  for (const TrackedMachine* m : machines_) beads_.push_back(m->layout().initial);
  twin_.beads = beads_.at(0);
}

int Ledger::undoable() const { return effective_.empty() ? 0 : effective_.back(); }

Seating Ledger::seating(core::Player machine_side) const {
  Seating s;
  s.machine_of_side[static_cast<std::size_t>(machine_side)] = 0;
  s.machine_of_side[static_cast<std::size_t>(core::opponent(machine_side))] =
      machines_.size() > 1 ? 1 : -1;
  s.machines = machines_;
  for (const auto& b : beads_) s.beads.push_back(&b);
  return s;
}

Seating Ledger::twin_seating(core::Player machine_side) const {
  Seating s;
  s.machine_of_side[static_cast<std::size_t>(machine_side)] = 0;
  s.machines = {machines_[0]};
  s.beads = {&twin_.beads};
  s.drawn_in_software = true;
  return s;
}

void Ledger::replay(const std::vector<Event>& events, int before) {
  const auto at = [&](int n) -> const Event& {
    return events[static_cast<std::size_t>(n - before - 1)];
  };
  // Pass 1: which events are in force (undo takes back the latest one still in force).
  std::vector<int> stack = effective_;
  std::vector<int> visitors;  // Visitor games: always in force.
  for (std::size_t i = 0; i < events.size(); ++i) {
    const int n = before + static_cast<int>(i) + 1;
    const Event& e = events[i];
    if (const auto* undo = std::get_if<Undo>(&e.what)) {
      if (stack.empty() || stack.back() != undo->event)
        throw core::Error(where_of(e, n) + ": undo of event " + std::to_string(undo->event) +
                          ", but the latest event in force is " +
                          (stack.empty() ? std::string("none") : std::to_string(stack.back())));
      if (undo->event <= before) throw ReplayFromStart{n};
      stack.pop_back();
      continue;
    }
    if (!stack.empty() && stack.back() > before) {
      const auto* previous = std::get_if<GameRecord>(&at(stack.back()).what);
      if (previous != nullptr && !previous->outcome)
        throw core::Error(where_of(e, n) + ": follows an unfinished game (event " +
                          std::to_string(stack.back()) + ")");
    }
    if (const auto* start = std::get_if<SessionStart>(&e.what)) {
      session_ = start->name;  // Never in force: nothing to take back.
    } else {
      const auto* game = std::get_if<GameRecord>(&e.what);
      (game && game->visitor ? visitors : stack).push_back(n);
    }
  }
  // Pass 2: replay the events in force that the books do not hold yet, in file order.
  std::vector<int> replayed;
  std::merge(stack.begin(), stack.end(), visitors.begin(), visitors.end(),
             std::back_inserter(replayed));
  for (int n : replayed) {
    if (n <= before) continue;
    const Event& e = at(n);
    try {
      if (const auto* adjust = std::get_if<Adjust>(&e.what)) {
        this->adjust(*adjust, n);
        continue;
      }
      const GameRecord& game = std::get<GameRecord>(e.what);
      const Referee referee = replay_game(
          game.visitor ? twin_seating(game.machine_side) : seating(game.machine_side), game);
      GameRecord replayed = referee.record();
      replayed.session = game.session;
      replayed.player = game.player;
      replayed.visitor = game.visitor;
      replayed.visit = game.visit;
      if (!game.outcome) {
        unfinished_ = std::move(replayed);
        unfinished_->played = game.played;
        effective_.push_back(n);
        continue;
      }
      settle(replayed, n);
      if (!same_changes(machines_, replayed.changes, game.changes))
        throw core::Error(
            "the bead changes recorded are not what the machine's learning rule gives for this "
            "game (the machine file's rules changed?)");
    } catch (const core::Error& error) {
      throw core::Error(where_of(e, n) + ": " + error.what());
    }
  }
}

LedgerState Ledger::state() const {
  MATCHBOX_CHECK(!unfinished_.has_value());
  return {beads_, tally_, games_, effective_, twin_, tags_, session_};
}

void Ledger::restore(LedgerState state) {
  bool fits = state.beads.size() == beads_.size();
  for (std::size_t m = 0; fits && m < beads_.size(); ++m)
    fits = state.beads[m].size() == beads_[m].size();
  fits = fits && state.twin.beads.size() == beads_[0].size();
  if (!fits) throw core::Error("the books saved do not fit this tournament's machines");
  beads_ = std::move(state.beads);
  tally_ = state.tally;
  games_ = std::move(state.games);
  effective_ = std::move(state.in_force);
  twin_ = std::move(state.twin);
  tags_ = std::move(state.tags);
  tag_numbers_.clear();
  for (std::size_t i = 0; i < tags_.size(); ++i)
    tag_numbers_.emplace(tags_[i], static_cast<int>(i) + 1);
  session_ = std::move(state.session);
  unfinished_.reset();
}

int Ledger::tag_index(const std::string& tag) {
  if (tag.empty()) return 0;
  const auto [it, fresh] = tag_numbers_.emplace(tag, static_cast<int>(tags_.size()) + 1);
  if (fresh) tags_.push_back(tag);
  return it->second;
}

void Ledger::settle(GameRecord& game, int event) {
  MATCHBOX_CHECK(game.outcome.has_value());
  game.changes.clear();
  if (game.visitor) return settle_visitor(game, event);
  for (std::size_t m = 0; m < machines_.size(); ++m) {
    const TrackedMachine& tm = *machines_[m];
    const int mi = static_cast<int>(m);
    std::vector<Draw> draws;
    for (const Turn& turn : game.turns) {
      if (turn.machine != mi || turn.bead.empty()) continue;
      const auto slot = tm.slot_of(turn.box - 1, turn.bead, turn.compartment);
      MATCHBOX_CHECK(slot.has_value());
      draws.push_back({turn.box - 1, *slot, turn.ply - 1});
    }
    const core::Outcome o = m == 0 ? *game.outcome : core::reverse(*game.outcome);
    std::vector<BeadChange> changes;
    reinforce(tm.kit().spec.reinforcement, tm.layout(), beads_[m], draws, o, &changes,
              {static_cast<int>(game.moves.size()), tm.game().max_plies()});
    for (const BeadChange& c : changes)
      game.changes.push_back({mi, c.box + 1, tm.colour(c.box, c.slot).code, c.delta,
                              kind_of(c.kind), tm.compartment_name(c.box, c.slot)});
  }
  book(game, event);
}

void Ledger::settle_visitor(GameRecord& game, int event) {
  const TrackedMachine& tm = *machines_[0];
  std::vector<Draw> draws;
  for (const Turn& turn : game.turns) {
    if (turn.bead.empty()) continue;
    const auto slot = tm.slot_of(turn.box - 1, turn.bead, turn.compartment);
    MATCHBOX_CHECK(turn.machine == 0 && slot.has_value());
    draws.push_back({turn.box - 1, *slot, turn.ply - 1});
  }
  std::vector<BeadChange> changes;
  reinforce(tm.kit().spec.reinforcement, tm.layout(), twin_.beads, draws, *game.outcome, &changes,
            {static_cast<int>(game.moves.size()), tm.game().max_plies()});
  for (const BeadChange& c : changes)
    game.changes.push_back({0, c.box + 1, tm.colour(c.box, c.slot).code, c.delta, kind_of(c.kind),
                            tm.compartment_name(c.box, c.slot)});
  twin_.games.push_back(tally_entry(twin_.tally, game, event, twin_.beads));
  // Written before the game in play (event `event` until now), which moves one event on.
  if (unfinished_ && !effective_.empty() && effective_.back() == event) ++effective_.back();
}

GameEntry Ledger::tally_entry(Tally& tally, const GameRecord& game, int event,
                              const std::vector<int>& beads) {
  tally.add(*game.outcome, game.resigned);
  GameEntry entry{event, *game.outcome,           game.resigned,         game.machine_side,
                  0,     tag_index(game.session), tag_index(game.player)};
  if (machines_[0]->boxes() > 0)
    entry.first_box_beads = box_beads(machines_[0]->layout(), beads, 0);
  return entry;
}

void Ledger::book(const GameRecord& game, int event) {
  games_.push_back(tally_entry(tally_, game, event, beads_[0]));
  if (unfinished_) effective_.pop_back();  // The game in play, in force as event `event`.
  effective_.push_back(event);
  unfinished_.reset();
}

void Ledger::set_unfinished(const GameRecord& game, int event) {
  MATCHBOX_CHECK(!game.outcome.has_value());
  if (unfinished_)
    MATCHBOX_CHECK(!effective_.empty() && effective_.back() == event);
  else
    effective_.push_back(event);
  unfinished_ = game;
}

void Ledger::adjust(const Adjust& a, int event) {
  if (a.machine < 0 || a.machine >= static_cast<int>(machines_.size()))
    throw core::Error("adjust names machine " + std::to_string(a.machine + 1) +
                      ", which this tournament does not have");
  const TrackedMachine& tm = *machines_[static_cast<std::size_t>(a.machine)];
  if (a.box < 1 || a.box > tm.boxes())
    throw core::Error("box " + std::to_string(a.box) + ": " + tm.name() + " has boxes 1 to " +
                      std::to_string(tm.boxes()));
  if (a.beads.empty())
    throw core::Error("adjust of box " + std::to_string(a.box) + " names no colour");
  std::vector<int> beads = beads_[static_cast<std::size_t>(a.machine)];
  std::map<int, std::string> named;  // Slot -> how the adjust names it.
  for (const auto& [bead, count] : a.beads) {
    const int slot = tm.counted_slot(a.box - 1, bead, BeadReading::kStored);
    if (const auto [it, fresh] = named.emplace(slot, bead); !fresh)
      throw core::Error("box " + std::to_string(a.box) + ": colour " +
                        tm.slot_label(a.box - 1, slot) + " given twice ('" + it->second +
                        "' and '" + bead + "'); give each colour once");
    if (count < 0 || count > kMaxCountedBeads)
      throw core::Error("box " + std::to_string(a.box) + " " + bead + "=" + std::to_string(count) +
                        ": expected a count from 0 to " + std::to_string(kMaxCountedBeads));
    beads[static_cast<std::size_t>(tm.layout().index(a.box - 1, slot))] = count;
  }
  beads_[static_cast<std::size_t>(a.machine)] = std::move(beads);
  effective_.push_back(event);
}

}  // namespace matchbox::tracker
