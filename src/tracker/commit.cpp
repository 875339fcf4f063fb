// SPDX-FileCopyrightText: 2026 The matchbox authors
// SPDX-License-Identifier: GPL-3.0-or-later

// TrackSession::commit, the one way a tournament changes, and the adjust an operator types.
#include <fmt/format.h>

#include <algorithm>
#include <charconv>
#include <map>

#include "core/error.h"
#include "core/translation.h"
#include "spec/game_tags.h"
#include "tracker/session.h"

namespace matchbox::tracker {
namespace {

// True if the tournament's last event is the game in play.
bool last_is_unfinished(const Tournament& t) {
  if (t.events.empty()) return false;
  const auto* game = std::get_if<GameRecord>(&t.events.back().what);
  return game && !game->outcome;
}

// COLOUR=N as typed: the colour (a code or name, "A:O" for a compartment) and the count.
std::pair<std::string, int> parse_count(const std::string& text) {
  const auto eq = text.find('=');
  int n = -1;
  const char* first = text.data() + (eq == std::string::npos ? 0 : eq + 1);
  const char* last = text.data() + text.size();
  const auto [end, err] = std::from_chars(first, last, n);
  if (eq == std::string::npos || eq == 0 || err != std::errc() || end != last || n < 0)
    throw core::Error(fmt::format(
        fmt::runtime(core::tr("error",
                              // TRANSLATORS: {text} is what the operator typed; COLOUR=N is the
                              // form a count takes, with a colour's code or name (O, orange) before
                              // "=".
                              // xgettext:python-brace-format
                              "'{text}': expected COLOUR=N, e.g. O=3 or orange=3 (A:O=3 "
                              "for compartment A of a box with two)")),
        fmt::arg("text", text)));
  return {text.substr(0, eq), n};
}

}  // namespace

const Event& TrackSession::commit(Event event, Write write) {
  MATCHBOX_CHECK(lock_.has_value());
  if (auto* game = std::get_if<GameRecord>(&event.what)) {
    commit_game(std::move(*game));
  } else if (const auto* adjust = std::get_if<Adjust>(&event.what)) {
    commit_adjust(*adjust);
  } else if (auto* start = std::get_if<SessionStart>(&event.what)) {
    if (ledger_->unfinished())
      throw core::Error(file_.string() +
                        ": a game is in play; finish it (or undo it) before a new session");
    spec::check_typed_tag(spec::GameTag::kSession, "session", start->name);
    start->started = now_utc();
    ledger_->replay({event}, event_count());
    tournament_.events.push_back(std::move(event));
  } else {
    const int undoable = ledger_->undoable();
    if (undoable == 0) throw core::Error(file_.string() + ": nothing to undo");
    const int named = std::get<Undo>(event.what).event;
    if (named != undoable)
      throw core::Error(file_.string() + ": event " + std::to_string(named) +
                        " cannot be taken back now; the one to undo is event " +
                        std::to_string(undoable));
    tournament_.events.push_back({Undo{named}, ""});
    replay();
  }
  if (write == Write::kNow) save();
  return tournament_.events.back();
}

void TrackSession::commit_game(GameRecord game) {
  const bool stored = last_is_unfinished(tournament_);
  // A game goes on with the tags it started with, and belongs to the session now by default.
  if (stored && !game.visitor) {
    const auto& playing = std::get<GameRecord>(tournament_.events.back().what);
    if (game.session.empty()) game.session = playing.session;
    if (game.player.empty()) game.player = playing.player;
  }
  if (game.session.empty()) game.session = ledger_->session();
  if (!game.session.empty())
    spec::check_typed_tag(spec::GameTag::kSession, "session", game.session);
  if (!game.player.empty()) spec::check_typed_tag(spec::GameTag::kPlayer, "player", game.player);
  const int event = event_count() + (stored ? 0 : 1);
  if (game.visitor) {  // Booked once finished, before the game in play if there is one.
    if (!game.outcome) throw core::Error(file_.string() + ": a visitor game is booked finished");
    ledger_->settle(game, event);
    game.played = now_utc();
    tournament_.events.push_back({std::move(game), ""});
    if (stored) std::iter_swap(tournament_.events.end() - 2, tournament_.events.end() - 1);
  } else if (game.outcome) {
    ledger_->settle(game, event);
    game.played = now_utc();
    if (stored) tournament_.events.pop_back();
    tournament_.events.push_back({std::move(game), ""});
  } else if (!game.moves.empty()) {
    ledger_->set_unfinished(game, event);
    if (stored) tournament_.events.pop_back();
    tournament_.events.push_back({std::move(game), ""});
  } else if (stored) {  // No move left: the game in play leaves no trace.
    tournament_.events.pop_back();
    replay();
  }
}

void TrackSession::commit_adjust(const Adjust& adjust) {
  if (ledger_->unfinished())
    throw core::Error(file_.string() +
                      ": a game is in play; finish it (or undo it) before counting boxes");
  ledger_->adjust(adjust, event_count() + 1);
  tournament_.events.push_back({adjust, ""});
}

int machine_named(const TrackSession& session, const std::string& name) {
  if (name.empty()) return 0;
  for (int m = 0; m < session.machine_count(); ++m)
    if (session.machine(m).name() == name) return m;
  std::string known = session.machine(0).name();
  if (session.machine_count() > 1) known += " or " + session.machine(1).name();
  throw core::Error("--machine " + name + ": this tournament's machines are " + known);
}

Adjust typed_adjust(const TrackSession& session, int machine, int box,
                    const std::vector<std::string>& counts, std::string note) {
  const TrackedMachine& tm = session.machine(machine);
  if (box < 1 || box > tm.boxes())
    throw core::Error(fmt::format(
        // xgettext:python-brace-format
        fmt::runtime(core::tr("error", "box {box}: {machine} has boxes 1 to {last}")),
        fmt::arg("box", box), fmt::arg("machine", tm.name()), fmt::arg("last", tm.boxes())));
  Adjust adjust;
  adjust.machine = machine;
  adjust.box = box;
  adjust.note = std::move(note);
  std::map<std::string, std::string> typed;  // Code -> COLOUR=N as typed.
  for (const std::string& text : counts) {
    const auto [bead, n] = parse_count(text);
    const std::string code =
        tm.slot_label(box - 1, tm.counted_slot(box - 1, bead, BeadReading::kTyped));
    if (const auto it = typed.find(code); it != typed.end())
      throw core::Error(fmt::format(
          fmt::runtime(core::tr("error",
                                // TRANSLATORS: {first} and {second} are the two counts typed for
                                // the colour {code}.
                                // xgettext:python-brace-format
                                "colour {code} given twice ({first} and {second}); give "
                                "each colour once")),
          fmt::arg("code", code), fmt::arg("first", it->second), fmt::arg("second", text)));
    typed[code] = text;
    adjust.beads[code] = n;
  }
  return adjust;
}

}  // namespace matchbox::tracker
