// SPDX-FileCopyrightText: 2026 The matchbox authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "web/play.h"

#include <cctype>
#include <cstdio>
#include <optional>

#include "core/error.h"
#include "core/translation.h"
#include "render/page_flow.h"
#include "render/svg_pictures.h"
#include "terminal/board_text.h"
#include "tracker/move_words.h"
#include "tracker/referee.h"
#include "web/board_words.h"
#include "web/json.h"
#include "web/page_texts.h"

namespace matchbox::web {
namespace {

// The game in play in a tournament, or a new one: a referee and the seating it points into.
struct GameInPlay {
  std::unique_ptr<tracker::Seating> seating;
  std::optional<tracker::Referee> referee;
  bool resumed = false;
};

GameInPlay game_in_play(const tracker::TrackSession& s, const std::string& first) {
  GameInPlay g;
  const auto& unfinished = s.ledger().unfinished();
  const core::Player side = unfinished ? unfinished->machine_side : tracker::seated_side(s, first);
  g.seating = std::make_unique<tracker::Seating>(s.ledger().seating(side));
  if (unfinished) {
    g.referee.emplace(tracker::replay_game(*g.seating, *unfinished));
    g.resumed = true;
  } else {
    g.referee.emplace(*g.seating, side);
  }
  return g;
}

std::string mover_name(const tracker::TrackSession& s, int machine) {
  if (machine < 0) return page_texts().at("web.the_opponent");
  return s.machine_count() > 1 ? s.machine(machine).name() : page_texts().at("web.the_machine");
}

std::string hex_colour(std::uint32_t rgb) {
  char text[8];
  std::snprintf(text, sizeof text, "#%06X", rgb & 0xFFFFFFu);
  return text;
}

void write_box(JsonWriter& w, const tracker::TrackSession& s, const tracker::Referee& r,
               const tracker::BoxTurn& turn) {
  const tracker::TrackedMachine& m = s.machine(turn.machine);
  const spec::Texts& texts = page_texts();
  w.begin_object();
  w.key("id").value(turn.box->id).key("ply").value(r.ply());
  w.key("machine").value(mover_name(s, turn.machine));
  w.key("transform").value(turn.transform);
  w.key("words").value(terminal::picture_words(turn.transform));
  w.key("empty").value(turn.empty);
  w.key("compartment").value(turn.options.empty() ? "" : turn.options.front().compartment);
  w.key("beads").begin_array();
  for (const tracker::BeadOption& o : turn.options) {
    w.begin_object().key("code").value(o.code).key("colour").value(core::tr("colour", o.colour));
    w.key("rgb").value(hex_colour(m.colour(turn.match.box, o.slot).rgb));
    w.key("beads").value(o.beads).key("count").value(
        render::fill_count(texts, "web.beads", o.beads));
    w.key("move").value(o.notation).end_object();
  }
  w.end_array().end_object();
}

// A move as a button on the operator page says it: Nim's "2from3" as "take 2 from a pile of
// 3", go's pass as "pass", any other move by its notation.
std::string move_words(const games::Game& game, const games::Position& p, const games::Move& m) {
  if (game.shape().kind != games::BoardShape::Kind::kPiles) return game.move_notation(p, m);
  return render::fill(page_texts(), "web.take_from_pile",
                      {{"n", m.path.at(1)}, {"pile", p.cells.at(m.path.at(0))}});
}

}  // namespace

void write_moves(JsonWriter& w, const tracker::Referee& r) {
  const games::Game& game = r.game();
  w.key("legal").begin_array();
  for (const games::Move& m : game.legal_moves(r.position())) {
    w.begin_object().key("notation").value(game.move_notation(r.position(), m));
    w.key("words").value(move_words(game, r.position(), m));
    w.key("path").begin_array();
    for (const auto cell : m.path) w.value(static_cast<int>(cell));
    w.end_array().end_object();
  }
  w.end_array();
  w.key("cells").begin_array();
  for (const render::CellBox& c : render::cell_boxes(game, r.position(), kRealBoard))
    w.begin_object()
        .key("cell")
        .value(c.cell)
        .key("x")
        .value(c.x)
        .key("y")
        .value(c.y)
        .key("w")
        .value(c.w)
        .key("h")
        .value(c.h)
        .key("words")
        .value(cell_words(game, r.position(), c.cell))
        .end_object();
  w.end_array();
  w.key("position").value(position_words(game, r.position()));
}

namespace {

// Plays the moves of a machine that has no box (one move only, or a hopeless position under
// `hopeless: resign`), as `track play` does. Returns what happened, one sentence each.
std::vector<std::string> advance(const tracker::TrackSession& s, tracker::Referee& r) {
  std::vector<std::string> said;
  while (!r.over() && r.mover() >= 0 && !r.box_turn()) {
    std::string who = mover_name(s, r.mover());
    who[0] = static_cast<char>(std::toupper(static_cast<unsigned char>(who[0])));
    said.push_back(tracker::advance_forced(r, who));
  }
  return said;
}

std::string undo(tracker::TrackSession& s) {
  const std::string words = tracker::undoable_words(s);
  const std::vector<std::string> lines = tracker::take_back(s);
  JsonWriter w;
  w.begin_object().key("took_back").value(words).key("changes").strings(lines).end_object();
  return w.str();
}

// Plays a move, bead, resignation or Continue on the game in play. A machine with no box waits
// for Continue, so the operator makes its move on the real board first. Returns what Continue
// did, one sentence each. Throws core::Error as apply_answer says.
std::vector<std::string> play_answer(const tracker::TrackSession& s, tracker::Referee& r,
                                     const Answer& answer) {
  switch (answer.kind) {
    case Answer::Kind::kMove:
      if (r.mover() >= 0) {
        const auto turn = r.box_turn();
        throw core::Error(
            "it is " + mover_name(s, r.mover()) + "'s turn" +
            (turn ? ": draw a bead from box " + std::to_string(turn->box->id) : std::string()));
      }
      r.play(answer.value);
      return {};
    case Answer::Kind::kBead: {
      const games::Position before = r.position();
      const std::string taken = tracker::taken_words(r.game(), before, r.draw(answer.value));
      return taken.empty() ? std::vector<std::string>{} : std::vector<std::string>{taken};
    }
    case Answer::Kind::kResign:
      r.resign();
      return {};
    case Answer::Kind::kContinue:
    case Answer::Kind::kUndo:
    case Answer::Kind::kBack:
      break;
  }
  std::vector<std::string> said = advance(s, r);
  if (said.empty())
    throw core::Error("nothing to continue: " + mover_name(s, r.mover()) + " is to move");
  return said;
}

}  // namespace

std::string play_json(const Snapshot& snapshot, const std::string& first) {
  JsonWriter w;
  w.begin_object().key("version").value(snapshot.version());
  try {
    const tracker::TrackSession& s = snapshot.readable();
    const GameInPlay g = game_in_play(s, first);
    const tracker::Referee& r = *g.referee;
    const tracker::TrackedMachine& m = s.machine();
    w.key("game_number").value(s.ledger().tally().games() + 1);
    w.key("resumed").value(g.resumed);
    w.key("first").value(r.record().machine_side == core::Player::kFirst ? "machine" : "opponent");
    w.key("first_choices");
    if (m.plays(core::Player::kFirst) && m.plays(core::Player::kSecond))
      w.strings({"machine", "opponent"});
    else
      w.strings({});
    w.key("moves").strings(r.record().moves);
    w.key("over").value(r.over());
    const int mover = r.mover();
    w.key("to_move").value(r.over() ? "nobody" : mover < 0 ? "opponent" : "machine");
    w.key("mover").value(mover_name(s, mover));
    write_moves(w, r);
    const auto turn = r.box_turn();
    const bool forced = !r.over() && mover >= 0 && !turn;
    w.key("forced").value(forced);
    w.key("hopeless").value(forced && r.hopeless());
    w.key("box");
    if (turn)
      write_box(w, s, r, *turn);
    else
      w.null();
  } catch (const core::Error& e) {
    w.key("error").value(e.what());
  }
  w.end_object();
  return w.str();
}

std::string play_board_svg(const Snapshot& snapshot, const std::string& first) {
  const tracker::TrackSession& s = snapshot.readable();
  const GameInPlay g = game_in_play(s, first);
  const tracker::Referee& r = *g.referee;
  std::vector<kit::BeadSlot> slots;
  const auto turn = r.box_turn();
  const tracker::TrackedMachine& m = s.machine(turn ? turn->machine : 0);
  if (turn)
    for (const tracker::BeadOption& o : turn->options) {
      if (o.beads == 0) continue;
      kit::BeadSlot slot = turn->box->slots.at(static_cast<std::size_t>(o.slot));
      slot.move = o.real_move;
      slot.equivalents.clear();
      slots.push_back(std::move(slot));
    }
  return render::board_svg(r.game(), r.position(), slots, m.kit().palette, kPictureWidthPt,
                           kRealBoard);
}

std::string play_box_svg(const Snapshot& snapshot, const std::string& first) {
  const tracker::TrackSession& s = snapshot.readable();
  const GameInPlay g = game_in_play(s, first);
  const auto turn = g.referee->box_turn();
  if (!turn) throw core::Error("no box is open now");
  return render::board_svg(g.referee->game(), turn->box->position, turn->box->slots,
                           s.machine(turn->machine).kit().palette, kPictureWidthPt);
}

std::string undo_json(const Snapshot& snapshot) {
  JsonWriter w;
  w.begin_object().key("version").value(snapshot.version());
  try {
    w.key("undo").value(tracker::undoable_words(snapshot.readable()));
  } catch (const core::Error& e) {
    w.key("error").value(e.what());
  }
  w.end_object();
  return w.str();
}

std::string apply_answer(tracker::TrackSession& s, const Answer& answer) {
  if (answer.kind == Answer::Kind::kUndo) return undo(s);
  if (answer.kind == Answer::Kind::kBack) {
    JsonWriter w;
    w.begin_object().key("lines").strings(tracker::take_back_move(s)).end_object();
    return w.str();
  }
  GameInPlay g = game_in_play(s, answer.first);
  tracker::Referee& r = *g.referee;
  const std::vector<std::string> said = play_answer(s, r, answer);
  const tracker::Event& event = s.commit({r.record(), ""});
  JsonWriter w;
  w.begin_object().key("messages").strings(said).key("finished");
  if (r.over()) {
    const auto& stored = std::get<tracker::GameRecord>(event.what);
    w.begin_object().key("result").value(tracker::scored_result_words(s.machine().game(), stored));
    w.key("changes").strings(tracker::describe_changes(s.ledger().machines(), stored));
    w.end_object();
  } else {
    w.null();
  }
  w.end_object();
  return w.str();
}

}  // namespace matchbox::web
