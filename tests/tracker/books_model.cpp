// SPDX-FileCopyrightText: 2026 The matchbox authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "tracker/books_model.h"

#include <sstream>

#include "tracker/reinforcement.h"

namespace matchbox::testing::books {
namespace {

// The learning rule of machine `m` after `game`, on `beads` (tracker/reinforcement.h).
void reinforce_game(const tracker::TrackedMachine& machine, int m, const tracker::GameRecord& game,
                    std::vector<int>& beads) {
  std::vector<tracker::Draw> draws;
  for (const tracker::Turn& turn : game.turns) {
    if (turn.machine != m || turn.bead.empty()) continue;
    const auto slot = machine.slot_of(turn.box - 1, turn.bead, turn.compartment);
    if (!slot) throw std::logic_error("the model's game names a bead its box does not have");
    draws.push_back({turn.box - 1, *slot, turn.ply - 1});
  }
  const core::Outcome outcome = m == 0 ? *game.outcome : core::reverse(*game.outcome);
  tracker::reinforce(machine.kit().spec.reinforcement, machine.layout(), beads, draws, outcome,
                     nullptr, {static_cast<int>(game.moves.size()), machine.game().max_plies()});
}

template <typename T>
std::string listed(const std::vector<T>& v) {
  std::ostringstream out;
  for (std::size_t i = 0; i < v.size() && i < 40; ++i) out << (i ? " " : "") << v[i];
  if (v.size() > 40) out << " ... (" << v.size() << ")";
  return out.str();
}

std::string tally_words(const tracker::Tally& t) {
  return std::to_string(t.win) + "/" + std::to_string(t.draw) + "/" + std::to_string(t.loss) +
         " (" + std::to_string(t.resign) + " resigned)";
}

}  // namespace

void Model::finish(tracker::GameRecord game) {
  int event = in_play_event;
  if (!in_play) event = ++events;
  in_play.reset();
  in_force.push_back({event, std::move(game)});
}

void Model::play(tracker::GameRecord game) {
  if (!in_play) in_play_event = ++events;
  in_play = std::move(game);
}

void Model::drop_in_play() {
  in_play.reset();
  --events;
}

void Model::visitor(tracker::GameRecord game) {
  ++events;
  if (in_play) ++in_play_event;
  visitors.push_back(std::move(game));
}

void Model::adjust(tracker::Adjust adjust) { in_force.push_back({++events, std::move(adjust)}); }

void Model::undo() {
  ++events;
  if (in_play)
    in_play.reset();
  else
    in_force.pop_back();
}

void Model::start_session(const std::string& name) {
  ++events;
  session = name;
}

int Model::undoable() const {
  if (in_play) return in_play_event;
  return in_force.empty() ? 0 : in_force.back().event;
}

Books books_of(const Model& model, const std::vector<const tracker::TrackedMachine*>& machines) {
  Books b;
  for (const tracker::TrackedMachine* m : machines) b.beads.push_back(m->layout().initial);
  b.twin = b.beads.front();
  for (const Model::Entry& entry : model.in_force) {
    b.in_force.push_back(entry.event);
    if (const auto* game = std::get_if<tracker::GameRecord>(&entry.what)) {
      for (std::size_t m = 0; m < machines.size(); ++m)
        reinforce_game(*machines[m], static_cast<int>(m), *game, b.beads[m]);
      b.tally.add(*game->outcome, game->resigned);
      continue;
    }
    const auto& adjust = std::get<tracker::Adjust>(entry.what);
    const tracker::TrackedMachine& m = *machines.at(static_cast<std::size_t>(adjust.machine));
    for (const auto& [label, count] : adjust.beads) {
      const int slot = m.counted_slot(adjust.box - 1, label, tracker::BeadReading::kStored);
      b.beads[static_cast<std::size_t>(adjust.machine)]
             [static_cast<std::size_t>(m.layout().index(adjust.box - 1, slot))] = count;
    }
  }
  if (model.in_play) b.in_force.push_back(model.in_play_event);
  for (const tracker::GameRecord& game : model.visitors) {
    reinforce_game(*machines.front(), 0, game, b.twin);
    b.twin_tally.add(*game.outcome, game.resigned);
  }
  return b;
}

std::string differences(const Model& model, const tracker::Ledger& ledger, int events) {
  const Books b = books_of(model, ledger.machines());
  std::string out;
  const auto differ = [&](const std::string& what, const std::string& books,
                          const std::string& expected) {
    if (books != expected) out += what + ": the books " + books + ", the model " + expected + "\n";
  };
  differ("events in the file", std::to_string(events), std::to_string(model.events));
  for (std::size_t m = 0; m < b.beads.size(); ++m)
    differ("beads of machine " + std::to_string(m), listed(ledger.beads(static_cast<int>(m))),
           listed(b.beads[m]));
  differ("the twin's beads", listed(ledger.twin().beads), listed(b.twin));
  differ("tally", tally_words(ledger.tally()), tally_words(b.tally));
  differ("the twin's tally", tally_words(ledger.twin().tally), tally_words(b.twin_tally));
  differ("events in force", listed(ledger.in_force()), listed(b.in_force));
  differ("undoable", std::to_string(ledger.undoable()), std::to_string(model.undoable()));
  differ("the game in play",
         ledger.unfinished() ? "[" + listed(ledger.unfinished()->moves) + "]" : "none",
         model.in_play ? "[" + listed(model.in_play->moves) + "]" : "none");
  differ("the session", ledger.session(), model.session);
  return out;
}

}  // namespace matchbox::testing::books
