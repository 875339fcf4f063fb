// SPDX-FileCopyrightText: 2026 The matchbox authors
// SPDX-License-Identifier: GPL-3.0-or-later

// The board in words for a visitor who cannot see it (web/board_words.h): every square of every
// machine's board named by the game's notation and what stands on it, the position described
// square by square, and /play's one line of rules (web/page_texts.h, rules_line).
#include "web/board_words.h"

#include <catch2/catch.hpp>
#include <regex>
#include <string>

#include "core/translation.h"
#include "documents/game_rules.h"
#include "games/registry.h"
#include "spec/machine_file.h"
#include "spec/texts.h"
#include "web/page_texts.h"

namespace matchbox::testing {
namespace {

// A game of `machine` as its machine file sets it up.
std::unique_ptr<games::Game> machine_game(const std::string& machine) {
  const spec::MachineSpec spec = spec::load_machine(machine);
  return games::make_game(spec.game, spec.params);
}

TEST_CASE("Every square of every machine's board is named by its notation and what is on it",
          "[web][accessibility]") {
  const core::LanguageScope english("en");
  for (const std::string& machine : spec::machine_names()) {
    INFO(machine);
    const auto game = machine_game(machine);
    const games::Position start = game->initial_position();
    const std::string position = web::position_words(*game, start);
    if (game->shape().kind == games::BoardShape::Kind::kPiles) {
      CHECK(std::regex_match(position, std::regex("The piles: \\d+(, \\d+)*\\.")));
      continue;
    }
    const int squares = static_cast<int>(game->shape().cell_row.size());
    REQUIRE(squares > 0);
    for (int c = 0; c < squares; ++c) {
      const std::string words = web::cell_words(*game, start, c);
      INFO(words);
      // The name the notation gives the square: go's points are named by their moves.
      std::string name = game->cell_name(c);
      if (name.empty())
        name = game->move_notation(start, games::Move{{static_cast<std::int8_t>(c)}});
      REQUIRE(!name.empty());
      CHECK(std::regex_match(words, std::regex("(square|point) " + name + ", .+")));
      CHECK((start.cells[static_cast<std::size_t>(c)] == 0) == words.ends_with(", empty"));
      // The position names each square once.
      CHECK(std::regex_search(position, std::regex("[:,] " + name + "[,;.]")));
    }
  }
}

TEST_CASE("The position in words, after a move of tic-tac-toe and at hexapawn's start",
          "[web][accessibility]") {
  const core::LanguageScope english("en");
  const auto ttt = games::make_game("tic-tac-toe");
  const games::Position after = ttt->apply(ttt->initial_position(), games::Move{{4}});
  CHECK(web::position_words(*ttt, after) == "The board: X: 5; empty: 1, 2, 3, 4, 6, 7, 8, 9.");
  CHECK(web::cell_words(*ttt, after, 4) == "square 5, X");
  const auto pawns = games::make_game("pawns");
  CHECK(web::position_words(*pawns, pawns->initial_position()) ==
        "The board: white pawn: a1, b1, c1; black pawn: a3, b3, c3; empty: a2, b2, c2.");
}

TEST_CASE("/play's one line of rules says how a game of every machine ends",
          "[web][accessibility][translation]") {
  for (const std::string& machine : spec::machine_names()) {
    INFO(machine);
    const auto game = machine_game(machine);
    const core::LanguageScope english("en");
    const std::string line = web::rules_line(*game);
    const auto rules = documents::game_rules(*game, spec::load_texts({"rules", "instructions"}));
    CHECK(std::find(rules.begin(), rules.end(), line) != rules.end());
    CHECK(std::regex_search(line, std::regex("wins|loses|draw")));
  }
}

}  // namespace
}  // namespace matchbox::testing
