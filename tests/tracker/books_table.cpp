// SPDX-FileCopyrightText: 2026 The matchbox authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "tracker/books_table.h"

#include <algorithm>
#include <memory>
#include <stdexcept>

#include "core/error.h"
#include "tracker/referee.h"
#include "web/play.h"

namespace matchbox::testing::books {
namespace {

using tracker::GameRecord;
using tracker::Referee;
using tracker::TrackSession;

// One action at the table: a person's legal move, a bead drawn from the open box as its beads
// weigh (a resignation at an empty box), or a machine's move without a box (a resignation in a
// hopeless position); with `forced`, then the moves a machine plays without opening a box.
void act(Referee& r, Rand& rand, bool forced) {
  if (r.over()) return;
  if (r.mover() < 0) {
    const std::vector<std::string> legal = r.legal_notations();
    r.play(legal[rand.pick(legal.size())]);
  } else if (const auto turn = r.box_turn()) {
    if (turn->empty) {
      r.resign();
      return;
    }
    int total = 0;
    for (const tracker::BeadOption& o : turn->options) total += o.beads;
    int pick = static_cast<int>(rand.pick(static_cast<std::size_t>(total)));
    for (const tracker::BeadOption& o : turn->options) {
      if (pick < o.beads) {
        r.draw(o.code);
        break;
      }
      pick -= o.beads;
    }
  } else if (r.hopeless()) {
    r.resign();
    return;
  } else {
    r.play_forced();
  }
  while (forced && !r.over() && r.mover() >= 0 && !r.box_turn()) {
    if (r.hopeless())
      r.resign();
    else
      r.play_forced();
  }
}

// Who moves first in a new game: the machine's usual side, or either if it plays both.
std::string first_of(const TrackSession& s, Rand& rand) {
  const bool both =
      s.machine().plays(core::Player::kFirst) && s.machine().plays(core::Player::kSecond) &&
      (s.machine_count() == 1 ||
       (s.machine(1).plays(core::Player::kFirst) && s.machine(1).plays(core::Player::kSecond)));
  if (!both) return "";
  return rand.pick(2) == 0 ? "machine" : "opponent";
}

// A game's referee with the seating it refers to.
struct Game {
  std::unique_ptr<tracker::Seating> seating;
  std::unique_ptr<Referee> referee;
};

// The game in play's referee, or a new game's in which `first` moves first (first_of).
Game game_in_play(const TrackSession& s, const Model& model, const std::string& first) {
  Game g;
  if (model.in_play) {
    g.seating = std::make_unique<tracker::Seating>(s.ledger().seating(model.in_play->machine_side));
    g.referee = std::make_unique<Referee>(tracker::replay_game(*g.seating, *model.in_play));
    return g;
  }
  const core::Player side = tracker::seated_side(s, first);
  g.seating = std::make_unique<tracker::Seating>(s.ledger().seating(side));
  g.referee = std::make_unique<Referee>(*g.seating, side);
  return g;
}

Change game_change(const GameRecord& game) {
  if (game.outcome) return {{game, ""}, [game](Model& m) { m.finish(game); }};
  return {{game, ""}, [game](Model& m) { m.play(game); }};
}

// The game in play as the file holds it after an answer: the last event, finished or not.
GameRecord last_game(const TrackSession& s) {
  const auto* game = std::get_if<GameRecord>(&s.tournament().events.back().what);
  if (game == nullptr) throw std::runtime_error("the last event is no game");
  return *game;
}

// For each move of `game`, true if a machine played it without opening a box: the model's own
// reading of the rules, kept apart from the tracker's (tracker/take_back.cpp) that it checks.
std::vector<bool> forced_moves(const TrackSession& s, const GameRecord& game) {
  const tracker::Seating seating = s.ledger().seating(game.machine_side);
  Referee r(seating, game.machine_side);
  std::vector<bool> forced;
  for (const std::string& move : game.moves) {
    forced.push_back(r.mover() >= 0 && !r.box_turn());
    const std::size_t turn = r.record().turns.size();
    r.play(move, turn < game.turns.size() ? game.turns[turn].bead : "");
  }
  return forced;
}

}  // namespace

Table::Table(std::string machine, std::string opponent)
    : machine_(std::move(machine)), opponent_(std::move(opponent)) {}

tracker::Tournament Table::tournament() const {
  tracker::Tournament t;
  t.machine = {machine_, {}, tracker::shared_tracked_machine(machine_, {})->fingerprint()};
  if (!opponent_.empty())
    t.opponent_machine = {
        opponent_, {}, tracker::shared_tracked_machine(opponent_, {})->fingerprint()};
  t.created = tracker::now_utc();
  return t;
}

Change Table::record(const TrackSession& s, const Model& model, Rand& rand) const {
  const Game g = game_in_play(s, model, first_of(s, rand));
  Referee& r = *g.referee;
  while (!r.over()) act(r, rand, true);
  return game_change(r.record());
}

Change Table::move(const TrackSession& s, const Model& model, Rand& rand) const {
  const Game g = game_in_play(s, model, first_of(s, rand));
  Referee& r = *g.referee;
  act(r, rand, true);
  return game_change(r.record());
}

Change Table::visitor(const TrackSession& s, Rand& rand) const {
  const core::Player side = tracker::machine_side_for(s.machine(), first_of(s, rand));
  const tracker::Seating seating = s.ledger().twin_seating(side);
  Referee r(seating, side);
  while (!r.over()) act(r, rand, true);
  GameRecord game = r.record();
  game.visitor = true;
  return {{game, ""}, [game](Model& m) { m.visitor(game); }};
}

Change Table::undo(const Model& model) const {
  return {{tracker::Undo{model.undoable()}, ""}, [](Model& m) { m.undo(); }, model.undoable() == 0};
}

Change Table::adjust(const TrackSession& s, const Model& model, Rand& rand) const {
  tracker::Adjust a;
  a.machine = static_cast<int>(rand.pick(static_cast<std::size_t>(s.machine_count())));
  const tracker::TrackedMachine& m = s.machine(a.machine);
  a.box = static_cast<int>(rand.pick(static_cast<std::size_t>(m.boxes()))) + 1;
  const int slot =
      static_cast<int>(rand.pick(static_cast<std::size_t>(m.layout().slot_count(a.box - 1))));
  a.beads[m.slot_label(a.box - 1, slot)] = static_cast<int>(rand.pick(7));
  a.note = "counted";
  return {{a, ""}, [a](Model& model) { model.adjust(a); }, model.in_play.has_value()};
}

Change Table::session(const Model& model, Rand& rand) const {
  tracker::SessionStart start;
  start.name = "day " + std::to_string(rand.pick(3) + 1);
  return {{start, ""},
          [name = start.name](Model& m) { m.start_session(name); },
          model.in_play.has_value()};
}

void Table::answer(TrackSession& s, Model& model, Rand& rand) const {
  web::Answer a;
  a.first = model.in_play ? "" : first_of(s, rand);
  const Game g = game_in_play(s, model, a.first);
  const Referee& r = *g.referee;
  if (r.mover() < 0) {
    const std::vector<std::string> legal = r.legal_notations();
    a.kind = web::Answer::Kind::kMove;
    a.value = legal[rand.pick(legal.size())];
  } else if (const auto turn = r.box_turn()) {
    a.kind = turn->empty ? web::Answer::Kind::kResign : web::Answer::Kind::kBead;
    std::vector<std::string> held;
    for (const tracker::BeadOption& o : turn->options)
      if (o.beads > 0) held.push_back(o.code);
    if (!held.empty()) a.value = held[rand.pick(held.size())];
  } else {
    a.kind = web::Answer::Kind::kContinue;
  }
  const std::vector<std::string> before = r.record().moves;
  web::apply_answer(s, a);
  const GameRecord game = last_game(s);
  if (game.moves.size() <= before.size() ||
      !std::equal(before.begin(), before.end(), game.moves.begin()))
    throw std::runtime_error("the answer did not add a move to the game in play");
  if (game.outcome)
    model.finish(game);
  else
    model.play(game);
}

void Table::back(TrackSession& s, Model& model) const {
  // `back` takes back the last move typed (not forced) and the forced moves after it.
  const std::vector<bool> forced =
      model.in_play ? forced_moves(s, *model.in_play) : std::vector<bool>{};
  const auto last_typed = std::find(forced.rbegin(), forced.rend(), false);
  bool taken = true;
  try {
    tracker::take_back_move(s);
  } catch (const core::Error&) {
    taken = false;
  }
  if (taken != (last_typed != forced.rend()))
    throw std::runtime_error(taken ? "back took a move the model has not"
                                   : "back refused, but the game in play has a typed move");
  if (!taken) return;
  const auto typed = static_cast<std::size_t>(forced.rend() - last_typed - 1);
  GameRecord kept = *model.in_play;
  kept.moves.resize(typed);
  std::erase_if(kept.turns,
                [&](const tracker::Turn& t) { return t.ply > static_cast<int>(typed); });
  // A game left with forced moves alone is no game yet: it leaves no trace.
  if (std::find(forced.begin(), forced.begin() + static_cast<long>(typed), false) ==
      forced.begin() + static_cast<long>(typed))
    model.drop_in_play();
  else
    model.play(kept);
}

}  // namespace matchbox::testing::books
