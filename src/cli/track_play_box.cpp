// SPDX-FileCopyrightText: 2026 The matchbox authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "cli/track_play_box.h"

#include <fmt/format.h>

#include <ostream>

#include "core/translation.h"
#include "terminal/board_text.h"

namespace matchbox::cli {

void print_box_turn(std::ostream& out, const TrackSession& session, const tracker::Referee& referee,
                    const tracker::BoxTurn& turn) {
  const games::Game& game = referee.game();
  const auto real = terminal::board_lines(game, referee.position(), terminal::Labels::kNotation);
  const auto printed = terminal::board_lines(game, turn.box->position, terminal::Labels::kNone);
  out << "\n"
      << fmt::format(
             fmt::runtime(session.machine_count() == 1
                              // xgettext:python-brace-format
                              ? core::tr("track", "Open box {box} (ply {ply}).")
                              // xgettext:python-brace-format
                              : core::tr("track", "{machine}: open box {box} (ply {ply}).")),
             fmt::arg("machine", session.machine(turn.machine).name()),
             fmt::arg("box", turn.box->id), fmt::arg("ply", referee.ply()))
      << "\n";
  const std::string title =
      // xgettext:python-brace-format
      fmt::format(fmt::runtime(core::tr("track", "Box {box} as printed")),
                  fmt::arg("box", turn.box->id));
  for (const std::string& line :
       terminal::side_by_side(core::tr("track", "Real board"), real, title, printed))
    out << "  " << line << "\n";
  out << "  " << terminal::picture_words(turn.transform) << ".\n";
  if (turn.empty) return;
  std::vector<terminal::BeadMark> marks;
  for (const tracker::BeadOption& o : turn.options)
    if (o.beads > 0) marks.push_back({o.code, o.real_move});
  if (const std::string& c = turn.options.front().compartment; !c.empty())
    out << "\n  "
        << fmt::format(fmt::runtime(c == "A"
                                        // xgettext:python-brace-format
                                        ? core::tr("track", "Draw from compartment {compartment}.")
                                        : core::tr("track",
                                                   // xgettext:python-brace-format
                                                   "Draw from compartment {compartment} "
                                                   "(compartment A is empty).")),
                       fmt::arg("compartment", c))
        << "\n";
  out << "\n  " << core::tr("track", "Where each bead's move lands on the real board:") << "\n";
  for (const std::string& line :
       terminal::board_lines(game, referee.position(), terminal::Labels::kNotation, marks))
    out << "  " << line << "\n";
  for (const tracker::BeadOption& o : turn.options)
    if (o.beads > 0)
      out << "  "
          << fmt::format(fmt::runtime(core::translate_plural(
                             // TRANSLATORS: a bead of a box, the move it stands for, its colour
                             // and how many beads of it the box holds: "O = move 5  (orange, 3
                             // beads)".
                             // xgettext:python-brace-format
                             "track", "{code} = move {move}  ({colour}, {n} bead)",
                             "{code} = move {move}  ({colour}, {n} beads)", o.beads)),
                         fmt::arg("code", o.code), fmt::arg("move", o.notation),
                         fmt::arg("colour", core::tr("colour", o.colour)), fmt::arg("n", o.beads))
          << "\n";
}

}  // namespace matchbox::cli
