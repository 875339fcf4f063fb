// SPDX-FileCopyrightText: 2026 The matchbox authors
// SPDX-License-Identifier: GPL-3.0-or-later

// Text boards for the terminal: every BoardShape kind, square names as the notation uses them,
// and bead codes on the squares where their moves land.
#include "terminal/board_text.h"

#include <catch2/catch.hpp>

#include "games/registry.h"

namespace matchbox::terminal {
namespace {

std::string text(const std::vector<std::string>& lines) {
  std::string out;
  for (const std::string& l : lines) out += l + "\n";
  return out;
}

TEST_CASE("Tic-tac-toe: numbered empty squares, bead codes where the moves land", "[track-play]") {
  const auto game = games::make_game("tic-tac-toe");
  // X . .
  // . O .
  // . . .
  const games::Position p = game->parse("X...O....", std::nullopt);
  CHECK(text(board_lines(*game, p, Labels::kNotation)) ==
        "+---+---+---+\n"
        "| X | 2 | 3 |\n"
        "+---+---+---+\n"
        "| 4 | O | 6 |\n"
        "+---+---+---+\n"
        "| 7 | 8 | 9 |\n"
        "+---+---+---+\n");
  CHECK(text(board_lines(*game, p, Labels::kNone)) ==
        "+---+---+---+\n| X |   |   |\n+---+---+---+\n|   | O |   |\n"
        "+---+---+---+\n|   |   |   |\n+---+---+---+\n");
  const std::vector<BeadMark> marks = {{"S", {{2}}}, {"P", {{7}}}};
  const std::string marked = text(board_lines(*game, p, Labels::kNotation, marks));
  CHECK_THAT(marked,
             Catch::Contains("|  X  |  2  | [S] |") && Catch::Contains("|  7  | [P] |  9  |"));
}

TEST_CASE("Hexapawn: files and ranks, two beads landing on one square share it", "[track-play]") {
  const auto game = games::make_game("pawns");
  const games::Position p = game->initial_position();
  const std::string real = text(board_lines(*game, p, Labels::kNotation));
  CHECK_THAT(real, Catch::StartsWith("   +---+---+---+\n 3 | B | B | B |\n") &&
                       Catch::EndsWith(" 1 | W | W | W |\n   +---+---+---+\n     a   b   c  \n"));
  // a1-a2 and b1-b2 as beads K and O, and (pretend) a second bead on b2.
  const std::vector<BeadMark> marks = {{"K", {{6, 3}}}, {"O", {{7, 4}}}, {"S", {{8, 4}}}};
  CHECK_THAT(text(board_lines(*game, p, Labels::kNotation, marks)),
             Catch::Contains(" 2 |  [K] | [OS] |      |"));
}

TEST_CASE("Checkers: dark squares numbered, light squares shaded", "[track-play]") {
  const auto game = games::make_game("checkers");
  const std::string board = text(board_lines(*game, game->initial_position(), Labels::kNotation));
  // Square 1 = a1 (bottom left), 8 = d4; White's men on 1 and 2, Black's on 7 and 8.
  CHECK(board ==
        "+---+---+---+---+\n"
        "|:::| b |:::| b |\n"
        "+---+---+---+---+\n"
        "| 5 |:::| 6 |:::|\n"
        "+---+---+---+---+\n"
        "|:::| 3 |:::| 4 |\n"
        "+---+---+---+---+\n"
        "| w |:::| w |:::|\n"
        "+---+---+---+---+\n"
        "w = white man, b = black man\n");
  // A black king among the men: the legend names it (on the real board only).
  const games::Position king = game->parse("w......B", core::Player::kFirst);
  CHECK_THAT(text(board_lines(*game, king, Labels::kNotation)),
             Catch::EndsWith("w = white man, B = black king\n"));
  CHECK_THAT(text(board_lines(*game, king, Labels::kNone)), !Catch::Contains("king"));
}

TEST_CASE("Nim: one line per pile, beads beside the pile with the amount", "[track-play]") {
  const auto game = games::make_game("nim");
  const games::Position p = game->parse("1-3-3", games::Player::kFirst);
  const std::vector<BeadMark> marks = {{"K", {{1, 1}}}, {"O", {{1, 3}}}, {"S", {{0, 1}}}};
  CHECK(text(board_lines(*game, p, Labels::kNotation, marks)) ==
        "pile 1  |    (1)  S takes 1\n"
        "pile 2  |||  (3)  K takes 1, O takes 3\n"
        "pile 3  |||  (3)\n");
}

TEST_CASE("Side by side, and the transform in words", "[track-play]") {
  CHECK(side_by_side("Real", {"ab", "c"}, "Box", {"x", "y", "z"}, 2) ==
        std::vector<std::string>{"Real  Box", "ab    x", "c     y", "      z"});
  CHECK(picture_words("as printed") == "The picture shows the real board as it stands");
  CHECK(picture_words("rotate 90° clockwise") ==
        "The picture is the real board turned 90° clockwise");
  CHECK(picture_words("mirror left-right") == "The picture is the real board mirrored left-right");
}

}  // namespace
}  // namespace matchbox::terminal
