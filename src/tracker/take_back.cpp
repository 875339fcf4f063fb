// SPDX-FileCopyrightText: 2026 The matchbox authors
// SPDX-License-Identifier: GPL-3.0-or-later

// Taking back: a whole game or adjust (`track undo`, the operator page's Undo) and the last move
// of the game in play (`back` at `track play`'s prompts). Both say which beads go back into
// which boxes: the referee never changes counts, so the beads drawn in a game not yet over lie
// beside their boxes (tracker/referee.h).
#include <fmt/format.h>

#include <algorithm>

#include "core/error.h"
#include "core/translation.h"
#include "kit/codes.h"
#include "tracker/session.h"

namespace matchbox::tracker {
namespace {

// For each move of `game` (unfinished), true if a machine played it without opening a box: a
// forced move (Referee::play_forced), which `track play` and the operator page play on their own.
std::vector<bool> forced_moves(const TrackSession& session, const GameRecord& game) {
  const Seating seating = session.ledger().seating(game.machine_side);
  Referee referee(seating, game.machine_side);
  std::vector<bool> forced;
  for (const std::string& move : game.moves) {
    forced.push_back(referee.mover() >= 0 && !referee.box_turn());
    const std::size_t turn = referee.record().turns.size();
    referee.play(move, turn < game.turns.size() ? game.turns[turn].bead : "");
  }
  return forced;
}

// "Took back move 4 (b2-b3) and the forced move 5 (a3-a2) after it; set the real board back to
// how it was before move 4." for the moves of `moves` from index `from` on.
std::string taken_back_words(const std::vector<std::string>& moves, std::size_t from) {
  const auto label = [&](std::size_t i) { return std::to_string(i + 1) + " (" + moves[i] + ")"; };
  const std::size_t forced = moves.size() - from - 1;
  if (forced == 0)
    return fmt::format(
        fmt::runtime(core::tr(
            "track",
            // xgettext:python-brace-format
            "Took back move {move}; set the real board back to how it was before move {n}.")),
        fmt::arg("move", label(from)), fmt::arg("n", from + 1));
  std::string list;
  for (std::size_t i = from + 1; i < moves.size(); ++i)
    list += (i > from + 1 ? ", " : "") + label(i);
  return fmt::format(
      fmt::runtime(core::translate_plural(
          // TRANSLATORS: {move} and {forced} are move numbers with their moves: "4 (b2-b3)".
          "track",
          // xgettext:python-brace-format
          "Took back move {move} and the forced move {forced} after it; set the real board back "
          "to how it was before move {n}.",
          "Took back move {move} and the forced moves {forced} after it; set the real board "
          "back to how it was before move {n}.",
          static_cast<long>(forced))),
      fmt::arg("move", label(from)), fmt::arg("forced", list), fmt::arg("n", from + 1));
}

}  // namespace

std::vector<std::string> drawn_bead_lines(const TrackSession& session,
                                          const std::vector<Turn>& turns) {
  std::vector<std::string> lines;
  for (const Turn& turn : turns) {
    if (turn.bead.empty()) continue;
    const TrackedMachine& tm = session.machine(turn.machine);
    const auto slot = tm.slot_of(turn.box - 1, turn.bead);
    MATCHBOX_CHECK(slot.has_value());
    const kit::Colour& c = tm.colour(turn.box - 1, *slot);
    lines.push_back(box_line(
        session.machine_count() > 1 ? tm.name() : "", turn.box,
        // xgettext:python-brace-format
        fmt::format(fmt::runtime(core::tr("track", "put the drawn {colour} ({code}) bead back")),
                    fmt::arg("colour", core::tr("colour", c.name)),
                    fmt::arg("code", kit::local_code(c)))));
  }
  return lines;
}

std::vector<std::string> take_back(TrackSession& session) {
  const int event = session.ledger().undoable();
  if (event == 0) throw core::Error(session.file().string() + ": nothing to undo");
  // An unfinished game is always the last event in force (Ledger::replay refuses anything after
  // one), so `event` is the game in play if there is one.
  std::vector<std::string> lines;
  if (const auto& game = session.ledger().unfinished())
    lines = drawn_bead_lines(session, game->turns);
  std::vector<std::vector<int>> before;
  for (int m = 0; m < session.machine_count(); ++m) before.push_back(session.ledger().beads(m));
  session.commit({Undo{event}, ""});
  for (std::string& line : contents_changes(session, before)) lines.push_back(std::move(line));
  return lines;
}

std::vector<std::string> take_back_move(TrackSession& session) {
  const std::string file = session.file().string();
  // The game in play is the last event (Ledger::replay refuses anything after one). It is read
  // from the events, which commit() keeps up to date move by move, not from the ledger.
  const std::vector<Event>& events = session.tournament().events;
  const auto* last = events.empty() ? nullptr : std::get_if<GameRecord>(&events.back().what);
  if (last == nullptr || last->outcome)
    throw core::Error(file + ": no game is in play, so there is no move to take back");
  const GameRecord game = *last;
  const std::vector<bool> forced = forced_moves(session, game);
  std::size_t typed = game.moves.size();
  while (typed > 0 && forced[typed - 1]) --typed;
  if (typed == 0) throw core::Error(file + ": the game in play has no move to take back yet");
  --typed;  // The index of the last move typed.
  std::vector<std::string> lines = {taken_back_words(game.moves, typed)};
  GameRecord kept = game;
  kept.moves.resize(typed);
  kept.turns.clear();
  std::vector<Turn> dropped;
  for (const Turn& turn : game.turns)
    (turn.ply <= static_cast<int>(typed) ? kept.turns : dropped).push_back(turn);
  for (std::string& line : drawn_bead_lines(session, dropped)) lines.push_back(std::move(line));
  // A game left with forced moves only is no game yet: it starts afresh with them.
  const bool any_typed = std::find(forced.begin(), forced.begin() + static_cast<long>(typed),
                                   false) != forced.begin() + static_cast<long>(typed);
  if (!any_typed) kept.moves.clear();  // Leaves no trace (TrackSession::commit).
  session.commit({kept, ""});
  return lines;
}

}  // namespace matchbox::tracker
