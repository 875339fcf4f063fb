// SPDX-FileCopyrightText: 2026 The matchbox authors
// SPDX-License-Identifier: GPL-3.0-or-later

// The operator's pages of every machine file on the default sheet: the instruction sheet fits one
// page (an operator card; the turned box's worked example alone may go on a second) and explains
// the notation on the board itself, with a worked example turn taken from the machine's own boxes.
#include <catch2/catch.hpp>

#include "documents/finder_document.h"
#include "documents/instruction_pages.h"
#include "documents/instructions.h"
#include "documents/notation_panel.h"
#include "documents/score_sheet.h"
#include "games/registry.h"
#include "kit/example_game.h"
#include "render/render_test_util.h"
#include "spec/texts.h"

using namespace matchbox;
using Catch::Matchers::Contains;

namespace {

const spec::Texts& operator_texts() {
  static const spec::Texts t = spec::load_texts();
  return t;
}

}  // namespace

TEST_CASE("every machine's instructions fit one page", "[pages]") {
  test::ScratchDir dir("operator-card");
  for (const std::string& name : spec::machine_names()) {
    INFO(name);
    const kit::Kit kit = test::machine_kit(name);
    const auto files =
        documents::write_instructions(kit, operator_texts(), render::Format::kPdf, dir.path());
    REQUIRE(files.size() == 1);
    test::check_instruction_pages(files[0], operator_texts());
  }
}

TEST_CASE("the notation panel's example turn is the machine's first box and bead", "[pages]") {
  for (const std::string& name : spec::machine_names()) {
    INFO(name);
    const kit::Kit kit = test::machine_kit(name);
    const documents::ExampleTurn turn = documents::example_turn(kit);
    REQUIRE(turn.box != nullptr);
    const kit::BeadSlot& slot = turn.box->slots.at(static_cast<std::size_t>(turn.slot));
    const std::string code = kit.palette.colours.at(static_cast<std::size_t>(slot.colour)).code;
    CHECK(turn.box->ply == (kit.spec.plays == spec::Plays::kSecond ? 2 : 1));
    CHECK_THAT(documents::notation_text(kit, operator_texts()),
               Contains("opens box " + std::to_string(turn.box->id)) && Contains("code " + code) &&
                   Contains("written " + slot.notation) &&
                   Contains("Turn 1 and " + turn.real_move + " among"));
    // The real move is the example game's move at the box's ply.
    CHECK(turn.real_move == kit::example_game(kit).moves.at(turn.box->ply - 1));
  }
  CHECK_THAT(documents::notation_text(test::machine_kit("menace"), operator_texts()),
             Contains("numbered 1 to 9"));
  CHECK_THAT(documents::notation_text(test::machine_kit("her"), operator_texts()),
             Contains("files a, b, c"));
  CHECK_THAT(documents::notation_text(test::machine_kit("minicheckers"), operator_texts()),
             Contains("dark squares are numbered"));
  CHECK_THAT(documents::notation_text(test::machine_kit("nimble"), operator_texts()),
             Contains("1from3 takes 1 counter from a pile of 3"));
}

TEST_CASE("cells are named as moves are written", "[pages]") {
  const auto ttt = games::make_game("tic-tac-toe", {});
  CHECK(ttt->cell_name(0) == "1");
  CHECK(ttt->cell_name(8) == "9");
  const auto pawns = games::make_game("pawns", {{"height", "3"}, {"width", "3"}});
  CHECK(pawns->cell_name(0) == "a3");  // Row 0 is the top, Black's side.
  CHECK(pawns->cell_name(8) == "c1");
  const auto nim = games::make_game("nim", {});
  CHECK(nim->cell_name(0).empty());
}

TEST_CASE("the box finder says what the machine's symmetry allows", "[pages]") {
  const std::string menace = documents::finder_intro(test::machine_kit("menace"), operator_texts());
  CHECK_THAT(menace, Contains("7 ways") && Contains("rotate 90° clockwise") &&
                         Contains("look only under that heading"));
  for (const char* pawns : {"her", "octapawn", "checkers5"}) {
    INFO(pawns);
    const std::string text = documents::finder_intro(test::machine_kit(pawns), operator_texts());
    CHECK_THAT(text, Contains("“mirror left-right”") && Contains("any other turn or flip") &&
                         !Contains("rotate"));
  }
  for (const char* exact : {"minicheckers", "nimble"}) {
    INFO(exact);
    CHECK_THAT(documents::finder_intro(test::machine_kit(exact), operator_texts()),
               Contains("exactly as it is") && !Contains("mirror"));
  }
}

TEST_CASE("every machine's score sheet: its turns, a First column only for either side",
          "[pages]") {
  test::ScratchDir dir("score-sheets");
  for (const std::string& name : spec::machine_names()) {
    INFO(name);
    const kit::Kit kit = test::machine_kit(name);
    const std::string header = documents::score_csv_header(kit);
    CHECK((header.find(",first,") != std::string::npos) == (kit.spec.plays == spec::Plays::kBoth));
    const int turns = documents::machine_turns(kit);
    CHECK(header.find("box " + std::to_string(turns) + ",") != std::string::npos);
    CHECK(header.find("box " + std::to_string(turns + 1) + ",") == std::string::npos);
    CHECK(turns >= static_cast<int>(kit::example_game(kit).boxes.size()));
    const auto files =
        documents::write_score_sheet(kit, operator_texts(), render::Format::kPdf, dir.path());
    REQUIRE(files.size() == 1);
    CHECK(test::pdf_pages(files[0]) == 1);
  }
  CHECK(documents::machine_turns(test::machine_kit("nimble")) >= 4);  // Moving first: 4 boxes.
}
