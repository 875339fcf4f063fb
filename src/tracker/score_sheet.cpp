// SPDX-FileCopyrightText: 2026 The matchbox authors
// SPDX-License-Identifier: GPL-3.0-or-later

// Games typed from a score sheet (`matchbox track record --moves`): every move of both sides,
// the boxes and beads checked against what the moves open.
#include <fmt/format.h>

#include "core/error.h"
#include "core/translation.h"
#include "kit/codes.h"
#include "tracker/referee.h"

namespace matchbox::tracker {
namespace {

// The bead `typed` on a score sheet for the box the machine to move opens, as tournament files
// write it (its English code), so that Referee::play reads it whatever the sheet's language;
// `typed` itself if it names no bead of that box (game_from_moves refuses it then); "" if no
// machine opens a box. Throws core::Error if `typed` could be several beads of the box.
std::string stored_bead(const Referee& referee, const std::string& typed,
                        const std::vector<const TrackedMachine*>& machines) {
  const auto turn = referee.box_turn();
  if (!turn) return {};
  const TrackedMachine& tm = *machines.at(static_cast<std::size_t>(turn->machine));
  const auto slot = tm.typed_slot(turn->match.box, typed);
  return slot ? tm.colour(turn->match.box, *slot).code : typed;
}

}  // namespace

GameRecord game_from_moves(const Seating& seating, core::Player machine_side,
                           const std::vector<std::string>& moves, const std::vector<int>& boxes,
                           const std::vector<std::string>& beads) {
  GameRecord wanted;
  wanted.machine_side = machine_side;
  wanted.moves = moves;
  Referee referee(seating, machine_side);
  for (std::size_t i = 0; i < moves.size(); ++i) {
    if (referee.over())
      throw core::Error(fmt::format(
          fmt::runtime(core::translate_plural(
              // TRANSLATORS: {more} is a count of moves; {move} the first of them.
              // xgettext:python-brace-format
              "error", "the game is over after move {n}, yet {more} more move follows: {move}",
              "the game is over after move {n}, yet {more} more moves follow: {move}",
              static_cast<long>(moves.size() - i))),
          fmt::arg("n", i), fmt::arg("more", moves.size() - i), fmt::arg("move", moves[i])));
    const std::size_t turn = referee.record().turns.size();
    try {
      referee.play(moves[i],
                   turn < beads.size() ? stored_bead(referee, beads[turn], seating.machines) : "");
    } catch (const core::Error& e) {
      // TRANSLATORS: {move} is the move typed as move number {n}; {why} why it is refused.
      // xgettext:python-brace-format
      throw core::Error(fmt::format(fmt::runtime(core::tr("error", "move {n} ({move}): {why}")),
                                    fmt::arg("n", i + 1), fmt::arg("move", moves[i]),
                                    fmt::arg("why", e.what())));
    }
  }
  if (!referee.over()) {
    const auto turn = referee.box_turn();
    if (!referee.hopeless() && (!turn || !turn->empty)) {
      std::string legal;
      for (const std::string& n : referee.legal_notations())
        legal += (legal.empty() ? "" : " ") + n;
      throw core::Error(fmt::format(
          fmt::runtime(core::tr("error",
                                // xgettext:python-brace-format
                                "the game is not over after {n} moves; the next move would be "
                                "one of: {moves}")),
          fmt::arg("n", moves.size()), fmt::arg("moves", legal)));
    }
    referee.resign();
  }
  const std::vector<Turn>& turns = referee.record().turns;
  const auto refuse_count = [&](const std::string& given) {
    throw core::Error(fmt::format(
        fmt::runtime(core::translate_plural(
            // TRANSLATORS: {given} is "3 boxes given" or "3 beads given" (messages of their own).
            // xgettext:python-brace-format
            "error", "{given}, but the moves open {open} box",
            "{given}, but the moves open {open} boxes", static_cast<long>(turns.size()))),
        fmt::arg("given", given), fmt::arg("open", turns.size())));
  };
  if (!boxes.empty() && boxes.size() != turns.size())
    refuse_count(fmt::format(
        // xgettext:python-brace-format
        fmt::runtime(core::translate_plural("error", "{n} box given", "{n} boxes given",
                                            static_cast<long>(boxes.size()))),
        fmt::arg("n", boxes.size())));
  if (!beads.empty() && beads.size() != turns.size())
    refuse_count(fmt::format(
        // xgettext:python-brace-format
        fmt::runtime(core::translate_plural("error", "{n} bead given", "{n} beads given",
                                            static_cast<long>(beads.size()))),
        fmt::arg("n", beads.size())));
  for (std::size_t i = 0; i < turns.size(); ++i) {
    if (!boxes.empty() && boxes[i] != turns[i].box)
      throw core::Error(fmt::format(
          // TRANSLATORS: {given} is the box id given with --boxes for turn {n}.
          // xgettext:python-brace-format
          fmt::runtime(core::tr("error", "turn {n}: the board is box {box}, not box {given}")),
          fmt::arg("n", i + 1), fmt::arg("box", turns[i].box), fmt::arg("given", boxes[i])));
    if (beads.empty()) continue;
    const TrackedMachine& tm = *seating.machines.at(static_cast<std::size_t>(turns[i].machine));
    const bool empty_given = beads[i] == "-" || squeezed(beads[i]) == "empty";
    if (turns[i].bead.empty() ? !empty_given
                              : tm.typed_slot(turns[i].box - 1, beads[i]) !=
                                    tm.slot_of(turns[i].box - 1, turns[i].bead))
      throw core::Error(
          turns[i].bead.empty()
              ? fmt::format(fmt::runtime(core::tr("error",
                                                  // TRANSLATORS: {given} is the bead given with
                                                  // --beads for turn {n}.
                                                  // xgettext:python-brace-format
                                                  "turn {n}: the move played from box {box} is "
                                                  "none (the box is empty), not {given}")),
                            fmt::arg("n", i + 1), fmt::arg("box", turns[i].box),
                            fmt::arg("given", beads[i]))
              : fmt::format(
                    fmt::runtime(core::tr(
                        "error",
                        // TRANSLATORS: {code} is the bead's code; {given} the bead given with
                        // --beads for turn {n}.
                        // xgettext:python-brace-format
                        "turn {n}: the move played from box {box} is "
                        "the {code} bead, not {given}")),
                    fmt::arg("n", i + 1), fmt::arg("box", turns[i].box),
                    fmt::arg("code",
                             kit::local_code(tm.colour(
                                 turns[i].box - 1, *tm.slot_of(turns[i].box - 1, turns[i].bead)))),
                    fmt::arg("given", beads[i])));
  }
  return referee.record();
}

}  // namespace matchbox::tracker
