// SPDX-FileCopyrightText: 2026 The matchbox authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "spec/tournament_events.h"

#include <algorithm>
#include <cctype>

#include "core/enum_table.h"
#include "core/error.h"
#include "core/timestamp.h"
#include "spec/game_tags.h"
#include "spec/yaml_writer.h"

namespace matchbox::spec {
namespace {

constexpr auto kFirst =
    core::make_enum_table<bool>(std::pair{true, "machine"}, std::pair{false, "opponent"});
enum class Result { kWin, kDraw, kLoss, kUnfinished };
constexpr auto kResults = core::make_enum_table<Result>(
    std::pair{Result::kWin, "win"}, std::pair{Result::kDraw, "draw"},
    std::pair{Result::kLoss, "loss"}, std::pair{Result::kUnfinished, "unfinished"});
constexpr auto kChangeKinds = core::make_enum_table<RecordedChange::Kind>(
    std::pair{RecordedChange::Kind::kAdd, "add"},
    std::pair{RecordedChange::Kind::kConfiscate, "confiscate"},
    std::pair{RecordedChange::Kind::kRefill, "refill"});

int decode_machine_index(const YamlField& field, const Names& names) {
  if (!field.present()) return 0;
  const std::string name = field.as_string();
  if (name == names.machine0 && (names.machine1.empty() || name != names.machine1)) return 0;
  if (!names.machine1.empty() && name == names.machine1) return 1;
  field.fail_expected("the name of one of this tournament's machines (" + names.machine0 +
                      (names.machine1.empty() ? "" : " or " + names.machine1) + ")");
}

// A compartment (boxes with two, `compartments: 2`): "A" or "B"; "" when the key is absent.
std::string decode_compartment(const YamlField& field) {
  if (!field.present()) return {};
  const std::string name = field.as_string();
  if (name != "A" && name != "B") field.fail_expected("A or B");
  return name;
}

void emit_compartment(YAML::Emitter& out, const std::string& compartment) {
  if (!compartment.empty()) out << YAML::Key << "compartment" << YAML::Value << compartment;
}

int positive(const YamlField& field) {
  const int v = field.as_int();
  if (v < 1) field.fail_expected("a number of at least 1");
  return v;
}

// A timestamp as matchbox writes them (core::iso8601_utc, "2026-11-24T10:00:00Z"), or "".
std::string decode_timestamp(const YamlField& field) {
  const std::string text = field.as_string();
  if (!text.empty() && !core::is_iso8601_utc(text))
    field.fail_expected("a time in UTC such as 2026-11-24T10:00:00Z");
  return text;
}

// A session name or player tag (spec/game_tags.h), or "" when the key is absent.
std::string decode_tag(const YamlField& field, GameTag tag) {
  if (!field.present()) return {};
  const std::string text = field.as_text(max_tag_chars(tag));
  if (const std::string problem = tag_problem(tag, text); !problem.empty()) field.fail(problem);
  return text;
}

// Tags are written double-quoted, so that every YAML reader takes "no", "null" or "12" for text.
void emit_tag(YAML::Emitter& out, const char* key, const std::string& text) {
  if (!text.empty()) out << YAML::Key << key << YAML::Value << yaml_quoted(text);
}

// A visitor game's id (web/visitors.h): 1 to kMaxVisitChars letters, digits, '-' or '_'.
std::string decode_visit(const YamlField& field) {
  constexpr std::size_t kMaxVisitChars = 64;
  const std::string id = field.as_string();
  const bool plain = std::all_of(id.begin(), id.end(), [](char c) {
    return std::isalnum(static_cast<unsigned char>(c)) || c == '-' || c == '_';
  });
  if (id.empty() || id.size() > kMaxVisitChars || !plain)
    field.fail_expected("the visit's id: 1 to 64 letters, digits, - or _");
  return id;
}

Turn decode_turn(const YamlField& field, const Names& names) {
  field.check_keys({"machine", "ply", "box", "bead", "compartment", "empty", "board"});
  field["ply"].require("the ply of the move");
  field["box"].require("the box id");
  Turn turn;
  turn.machine = decode_machine_index(field["machine"], names);
  turn.ply = positive(field["ply"]);
  turn.box = positive(field["box"]);
  const bool empty = field["empty"].present() && field["empty"].as_bool();
  if (empty == field["bead"].present())
    field.fail("expected either a bead (its colour code) or empty: true");
  if (!empty) {
    turn.bead = field["bead"].as_string();
    if (turn.bead.empty()) field["bead"].fail_expected("a bead colour code");
  }
  turn.compartment = decode_compartment(field["compartment"]);
  turn.transform = field["board"].as_string();
  return turn;
}

RecordedChange decode_change(const YamlField& field, const Names& names) {
  field.check_keys({"machine", "box", "bead", "compartment", "add", "confiscate", "refill"});
  field["box"].require("the box id");
  field["bead"].require("the bead colour code");
  RecordedChange change;
  change.machine = decode_machine_index(field["machine"], names);
  change.box = positive(field["box"]);
  change.bead = field["bead"].as_string();
  change.compartment = decode_compartment(field["compartment"]);
  int kinds = 0;
  for (RecordedChange::Kind kind : {RecordedChange::Kind::kAdd, RecordedChange::Kind::kConfiscate,
                                    RecordedChange::Kind::kRefill}) {
    const YamlField amount = field[std::string(kChangeKinds.name(kind))];
    if (!amount.present()) continue;
    ++kinds;
    change.kind = kind;
    change.delta = kind == RecordedChange::Kind::kConfiscate ? -positive(amount) : positive(amount);
  }
  if (kinds != 1) field.fail("expected exactly one of add, confiscate or refill");
  return change;
}

GameRecord decode_game(const YamlField& field, const Names& names) {
  field.check_keys({"first", "moves", "turns", "result", "resigned", "changes", "played", "session",
                    "player", "visitor", "visit"});
  field["first"].require("machine or opponent");
  field["moves"].require("the list of moves");
  field["result"].require("win, draw, loss or unfinished");
  GameRecord game;
  const bool machine_first = field["first"].as_enum(kFirst);
  game.machine_side = machine_first ? core::Player::kFirst : core::Player::kSecond;
  for (const YamlField& m : field["moves"].items()) {
    if (!m.is_scalar() || m.as_string().empty()) m.fail_expected("a move in the game's notation");
    game.moves.push_back(m.as_string());
  }
  if (field["turns"].present())
    for (const YamlField& t : field["turns"].items()) game.turns.push_back(decode_turn(t, names));
  switch (field["result"].as_enum(kResults)) {
    case Result::kWin:
      game.outcome = core::Outcome::kWin;
      break;
    case Result::kDraw:
      game.outcome = core::Outcome::kDraw;
      break;
    case Result::kLoss:
      game.outcome = core::Outcome::kLoss;
      break;
    case Result::kUnfinished:
      break;
  }
  game.resigned = field["resigned"].present() && field["resigned"].as_bool();
  if (field["changes"].present())
    for (const YamlField& c : field["changes"].items())
      game.changes.push_back(decode_change(c, names));
  game.played = decode_timestamp(field["played"]);
  game.visitor = field["visitor"].present() && field["visitor"].as_bool();
  if (game.visitor && !game.outcome)
    field["result"].fail_expected("win, draw or loss: a visitor game is booked once finished");
  if (field["visit"].present()) {
    if (!game.visitor) field["visit"].fail("only a visitor game (visitor: true) has a visit id");
    game.visit = decode_visit(field["visit"]);
  }
  game.session = decode_tag(field["session"], GameTag::kSession);
  game.player = decode_tag(field["player"], GameTag::kPlayer);
  return game;
}

SessionStart decode_session(const YamlField& field) {
  field.check_keys({"name", "started"});
  field["name"].require("the session's name");
  return {decode_tag(field["name"], GameTag::kSession), decode_timestamp(field["started"])};
}

Adjust decode_adjust(const YamlField& field, const Names& names) {
  field.check_keys({"machine", "box", "beads", "note"});
  field["box"].require("the box id");
  field["beads"].require("the counted beads, {CODE: N, ...}");
  Adjust adjust;
  adjust.machine = decode_machine_index(field["machine"], names);
  adjust.box = positive(field["box"]);
  if (!field["beads"].is_map()) field["beads"].fail_expected("a map {CODE: N, ...}");
  for (const YamlField& entry : field["beads"].entries()) {
    const int n = entry.as_int();
    if (n < 0) entry.fail_expected("a count of 0 or more");
    adjust.beads[entry.key()] = n;
  }
  adjust.note = field["note"].as_string();
  return adjust;
}

void emit_machine(YAML::Emitter& out, int machine, const Names& names) {
  if (machine == 1) out << YAML::Key << "machine" << YAML::Value << yaml_text(names.machine1);
}

void emit_game(YAML::Emitter& out, const GameRecord& game, const Names& names) {
  out << YAML::Key << "game" << YAML::Value << YAML::BeginMap;
  out << YAML::Key << "first" << YAML::Value
      << std::string(kFirst.name(game.machine_side == core::Player::kFirst));
  out << YAML::Key << "moves" << YAML::Value << YAML::Flow << game.moves;
  out << YAML::Key << "turns" << YAML::Value << YAML::BeginSeq;
  for (const Turn& t : game.turns) {
    out << YAML::Flow << YAML::BeginMap;
    emit_machine(out, t.machine, names);
    out << YAML::Key << "ply" << YAML::Value << t.ply << YAML::Key << "box" << YAML::Value << t.box;
    if (t.bead.empty())
      out << YAML::Key << "empty" << YAML::Value << true;
    else
      out << YAML::Key << "bead" << YAML::Value << yaml_text(t.bead);
    emit_compartment(out, t.compartment);
    out << YAML::Key << "board" << YAML::Value << t.transform << YAML::EndMap;
  }
  out << YAML::EndSeq;
  const Result result = !game.outcome                           ? Result::kUnfinished
                        : *game.outcome == core::Outcome::kWin  ? Result::kWin
                        : *game.outcome == core::Outcome::kDraw ? Result::kDraw
                                                                : Result::kLoss;
  out << YAML::Key << "result" << YAML::Value << std::string(kResults.name(result));
  if (game.resigned) out << YAML::Key << "resigned" << YAML::Value << true;
  if (game.outcome) {
    out << YAML::Key << "changes" << YAML::Value << YAML::BeginSeq;
    for (const RecordedChange& c : game.changes) {
      out << YAML::Flow << YAML::BeginMap;
      emit_machine(out, c.machine, names);
      out << YAML::Key << "box" << YAML::Value << c.box << YAML::Key << "bead" << YAML::Value
          << yaml_text(c.bead);
      emit_compartment(out, c.compartment);
      out << YAML::Key << std::string(kChangeKinds.name(c.kind)) << YAML::Value
          << (c.delta < 0 ? -c.delta : c.delta) << YAML::EndMap;
    }
    out << YAML::EndSeq;
  }
  if (!game.played.empty()) out << YAML::Key << "played" << YAML::Value << game.played;
  if (game.visitor) out << YAML::Key << "visitor" << YAML::Value << true;
  if (game.visitor) emit_tag(out, "visit", game.visit);
  emit_tag(out, "session", game.session);
  emit_tag(out, "player", game.player);
  out << YAML::EndMap;
}

}  // namespace

std::string machine_name(const MachineRef& ref) {
  std::string name = ref.machine;
  const auto slash = name.find_last_of('/');
  if (slash != std::string::npos) name = name.substr(slash + 1);
  const auto dot = name.find_last_of('.');
  if (dot != std::string::npos && dot > 0) name = name.substr(0, dot);
  return name;
}

Names machine_names(const Tournament& t) {
  return {machine_name(t.machine),
          t.opponent_machine ? machine_name(*t.opponent_machine) : std::string()};
}

Event decode_event(const YamlField& field, const Names& names) {
  field.check_keys({"game", "adjust", "undo", "session"});
  const auto entries = field.entries();
  if (entries.size() != 1) field.fail_expected("one of game, adjust, undo or session");
  Event event;
  event.where = field.where();
  const YamlField& body = entries.front();
  if (body.key() == "game")
    event.what = decode_game(body, names);
  else if (body.key() == "adjust")
    event.what = decode_adjust(body, names);
  else if (body.key() == "session")
    event.what = decode_session(body);
  else
    event.what = Undo{positive(body)};
  return event;
}

void emit_event(YAML::Emitter& out, const Event& e, const Names& names) {
  out << YAML::BeginMap;
  if (const auto* game = std::get_if<GameRecord>(&e.what)) {
    emit_game(out, *game, names);
  } else if (const auto* adjust = std::get_if<Adjust>(&e.what)) {
    out << YAML::Key << "adjust" << YAML::Value << YAML::Flow << YAML::BeginMap;
    emit_machine(out, adjust->machine, names);
    out << YAML::Key << "box" << YAML::Value << adjust->box;
    // "A:K" (a compartment's count) comes out quoted, so that every YAML reader takes it for a key.
    out << YAML::Key << "beads" << YAML::Value << YAML::Flow << YAML::BeginMap;
    for (const auto& [bead, count] : adjust->beads)
      out << YAML::Key << yaml_text(bead) << YAML::Value << count;
    out << YAML::EndMap;
    if (!adjust->note.empty()) out << YAML::Key << "note" << YAML::Value << yaml_text(adjust->note);
    out << YAML::EndMap;
  } else if (const auto* session = std::get_if<SessionStart>(&e.what)) {
    out << YAML::Key << "session" << YAML::Value << YAML::Flow << YAML::BeginMap;
    emit_tag(out, "name", session->name);
    if (!session->started.empty()) out << YAML::Key << "started" << YAML::Value << session->started;
    out << YAML::EndMap;
  } else {
    out << YAML::Key << "undo" << YAML::Value << std::get<Undo>(e.what).event;
  }
  out << YAML::EndMap;
}

}  // namespace matchbox::spec
