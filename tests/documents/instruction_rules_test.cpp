// SPDX-FileCopyrightText: 2026 The matchbox authors
// SPDX-License-Identifier: GPL-3.0-or-later

// The game's rules and "Reading the moves" on every instruction sheet: every registered game has
// its rules texts, for every rule option; every machine file's printed sheet (read back with
// pdftotext) carries its game's rules, its own rules, the notation panel's words and the name
// of every cell on the panel's board, on one page.
#include <algorithm>
#include <catch2/catch.hpp>
#include <cctype>
#include <set>
#include <sstream>

#include "cli/run_command.h"
#include "documents/game_rules.h"
#include "documents/instructions.h"
#include "documents/notation_panel.h"
#include "games/registry.h"
#include "render/render_test_util.h"

using namespace matchbox;
using Catch::Matchers::Contains;
using matchbox::test::texts;

namespace {

// All the rules of `game` with `params`, one string.
std::string rules_of(const std::string& game, const games::GameParams& params = {}) {
  std::string out;
  for (const std::string& rule : documents::game_rules(*games::make_game(game, params), texts()))
    out += rule + "\n";
  return out;
}

// `text` without its white space and hyphens: pdftotext breaks lines where the sheet does, and
// drops a hyphen the sheet breaks a line after ("a4-" "a3" reads "a4a3").
std::string squeezed(const std::string& text) {
  std::string out;
  for (char c : text)
    if (!std::isspace(static_cast<unsigned char>(c)) && c != '-') out += c;
  return out;
}

// The words of `text`, split at white space.
std::set<std::string> words(const std::string& text) {
  std::istringstream in(text);
  std::set<std::string> out;
  for (std::string word; in >> word;) out.insert(word);
  return out;
}

// The words of `kit`'s instruction sheet as printed to a PDF in `dir`, read back by pdftotext.
std::string printed_sheet(const kit::Kit& kit, const std::filesystem::path& dir) {
  const auto files = documents::write_instructions(kit, texts(), render::Format::kPdf, dir);
  return testing::shell_output("pdftotext " + files.at(0).string() + " -");
}

}  // namespace

TEST_CASE("every registered game has its rules, filled, for every rule option", "[pages]") {
  for (const std::string& name : games::game_names()) {
    INFO(name);
    const std::vector<std::string> rules = documents::game_rules(*games::make_game(name), texts());
    CHECK(rules.size() >= 2);
    for (const std::string& rule : rules) CHECK_THAT(rule, !Contains("{") && !Contains("}"));
  }
  // Checkers: every option of src/games/checkers.h picks its own sentence.
  for (const char* king : {"standard", "flying", "slide"})
    for (const char* captures : {"on", "off"})
      for (const char* capture : {"compulsory", "optional"})
        for (const char* draw : {"on", "off"}) {
          INFO(king << " " << captures << " " << capture << " " << draw);
          const std::string rules = rules_of("checkers", {{"king", king},
                                                          {"king_captures", captures},
                                                          {"capture", capture},
                                                          {"both_kings_draw", draw}});
          CHECK(Contains("A king never captures").match(rules) == (std::string(captures) == "off"));
          CHECK(Contains("slides to the furthest").match(rules) == (std::string(king) == "slide"));
          CHECK(Contains("any number of empty squares").match(rules) ==
                (std::string(king) == "flying"));
          CHECK(Contains("Capturing is compulsory").match(rules) ==
                (std::string(capture) == "compulsory"));
          CHECK(Contains("both players have a king").match(rules) == (std::string(draw) == "on"));
          CHECK(Contains("after 100 plies").match(rules) == (std::string(draw) == "off"));
        }
  CHECK_THAT(rules_of("checkers", {{"first", "black"}, {"width", "5"}, {"height", "5"}}),
             Contains("13 dark squares of the 5 × 5 board") && Contains("3 men") &&
                 Contains("Black moves first"));
  CHECK_THAT(rules_of("nim"),
             Contains("piles of 3, 3 and 3 counters") && Contains("takes the last counter loses"));
  CHECK_THAT(rules_of("nim", {{"play", "normal"}, {"piles", "1-2"}}),
             Contains("piles of 1 and 2 counters") && Contains("takes the last counter wins"));
  CHECK_THAT(rules_of("nim", {{"piles", "5"}}), Contains("piles of 5 counters"));
  CHECK_THAT(rules_of("pawns", {{"width", "4"}, {"height", "5"}}),
             Contains("4 × 5 squares") && Contains("moves up the page") &&
                 Contains("White starts with 4 pawns on the bottom row"));
  CHECK_THAT(rules_of("go"), Contains("9 points") && Contains("Black (solid stones) moves first") &&
                                 Contains("Two passes in a row") && !Contains("komi"));
  CHECK_THAT(rules_of("go", {{"komi", "6.5"}}), Contains("White adds 6.5 points"));
  CHECK_THAT(rules_of("tic-tac-toe"), Contains("X moves first, then O"));
}

TEST_CASE("the machine file's own rules print after the game's", "[pages]") {
  spec::MachineSpec spec = spec::load_machine("her");
  spec.rules = {"Play on the classroom floor."};
  const kit::Kit kit = kit::build(spec, spec::load_palette(spec.palette));
  std::vector<std::string> items;
  for (const documents::Block& b : documents::instruction_blocks(kit, texts()))
    if (b.kind == documents::Block::Kind::kItem) items.push_back(b.text);
  const std::vector<std::string> rules = documents::game_rules(*kit.game, texts());
  REQUIRE(items.size() > rules.size());
  CHECK(std::equal(rules.begin(), rules.end(), items.begin()));
  CHECK(items.at(rules.size()) == "Play on the classroom floor.");
}

TEST_CASE("every machine's printed sheet carries its rules and how to read its moves", "[pages]") {
  test::ScratchDir dir("sheet-rules");
  for (const std::string& name : spec::machine_names()) {
    INFO(name);
    const kit::Kit kit = test::machine_kit(name);
    // One page (operator_pages_test.cpp), every word of it read back.
    const std::string page = printed_sheet(kit, dir.path());
    const std::string flat = squeezed(page);
    CHECK_THAT(flat, Contains("1.Thegame") && Contains("Readingthemoves"));
    for (const std::string& rule : documents::game_rules(*kit.game, texts()))
      CHECK_THAT(flat, Contains(squeezed(rule)));
    for (const std::string& rule : kit.spec.rules) CHECK_THAT(flat, Contains(squeezed(rule)));
    CHECK_THAT(flat, Contains(squeezed(documents::notation_text(kit, texts()))));
    // The example's moves stay whole on their line ("a1-a2", not "a1-" and "a2").
    const documents::ExampleTurn turn = documents::example_turn(kit);
    CHECK_THAT(page,
               Contains(turn.real_move) &&
                   Contains(turn.box->slots.at(static_cast<std::size_t>(turn.slot)).notation));
    // Every cell the panel's board names is a word of the page.
    const std::set<std::string> on_page = words(page);
    for (const std::string& cell : documents::cell_names(*kit.game))
      if (!cell.empty()) CHECK(on_page.count(cell) == 1);
  }
}

TEST_CASE("reading the moves names go's points, its pass and the bead's article", "[pages]") {
  const kit::Kit go = test::machine_kit("go3");
  const std::vector<std::string> points = documents::cell_names(*go.game);
  CHECK(points == std::vector<std::string>{"a3", "b3", "c3", "a2", "b2", "c2", "a1", "b1", "c1"});
  CHECK_THAT(documents::notation_text(go, texts()),
             Contains("files a, b, c") && Contains("from the bottom") && Contains("written pass"));
  // "an orange bead", "a black bead": the article goes by the colour's first sound.
  for (const std::string& name : spec::machine_names()) {
    INFO(name);
    const kit::Kit kit = test::machine_kit(name);
    const documents::ExampleTurn turn = documents::example_turn(kit);
    const std::string colour =
        kit.palette.colours.at(static_cast<std::size_t>(turn.box->slots.at(turn.slot).colour)).name;
    const bool vowel = std::string("aeiou").find(colour.front()) != std::string::npos;
    CHECK_THAT(documents::notation_text(kit, texts()),
               Contains(std::string(vowel ? "draws an " : "draws a ") + colour + " bead"));
  }
  CHECK(documents::cell_names(*games::make_game("nim")) == std::vector<std::string>(3));
}
