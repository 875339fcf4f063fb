// SPDX-FileCopyrightText: 2026 The matchbox authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "tracker/move_words.h"

#include <fmt/format.h>

#include "core/error.h"
#include "core/translation.h"
#include "tracker/session.h"

namespace matchbox::tracker {

std::string taken_words(const games::Game& game, const games::Position& before,
                        std::string_view notation) {
  for (const games::Move& m : game.legal_moves(before)) {
    if (game.move_notation(before, m) != notation) continue;
    const std::vector<int> cells = games::taken_cells(game, before, m);
    if (cells.empty()) return "";
    std::string names;
    for (const int c : cells) names += (names.empty() ? "" : ", ") + game.cell_name(c);
    const auto n = static_cast<long>(cells.size());
    const std::string text =
        game.shape().kind == games::BoardShape::Kind::kGo
            // TRANSLATORS: after a machine's move in go: the stones it captured, "a1, b1".
            // xgettext:python-brace-format
            ? core::translate_plural("track", "Take the stone on {cells} off the board.",
                                     "Take the stones on {cells} off the board.", n)
            // TRANSLATORS: after a move that takes pieces (a checkers jump, a pawn's capture).
            // xgettext:python-brace-format
            : core::translate_plural("track", "Take the piece on {cells} off the board.",
                                     "Take the pieces on {cells} off the board.", n);
    return fmt::format(fmt::runtime(text), fmt::arg("cells", names));
  }
  return "";
}

games::Position final_position(const games::Game& game, const std::vector<std::string>& moves) {
  games::Position p = game.initial_position();
  for (const std::string& notation : moves) {
    bool found = false;
    for (const games::Move& m : game.legal_moves(p))
      if (game.move_notation(p, m) == notation) {
        p = game.apply(p, m);
        found = true;
        break;
      }
    MATCHBOX_CHECK(found);
  }
  return p;
}

std::string scored_result_words(const games::Game& rules, const GameRecord& game) {
  const std::string result = result_words(game);
  if (!game.outcome || game.resigned) return result;
  const std::string score = rules.score_words(final_position(rules, game.moves));
  if (score.empty()) return result;
  // TRANSLATORS: a game's result and its score: "win (Black 6, White 3)".
  // xgettext:python-brace-format
  return fmt::format(fmt::runtime(core::tr("track", "{result} ({score})")),
                     fmt::arg("result", result), fmt::arg("score", score));
}

}  // namespace matchbox::tracker
