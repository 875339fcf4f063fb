// SPDX-FileCopyrightText: 2026 The matchbox authors
// SPDX-License-Identifier: GPL-3.0-or-later

// A score sheet row that does not add up is refused with its counts worded as the language words
// them (tracker::game_from_moves): "1 more move follows", "2 more moves follow", "1 box given,
// but the moves open 3 boxes", never "move(s)" or "box(es)". Every machine of games/ with its
// score sheet's worked example (kit/example_game.h), in English, and MENACE's in German.
#include <catch2/catch.hpp>
#include <string>
#include <vector>

#include "core/error.h"
#include "core/translation.h"
#include "fixtures.h"
#include "kit/example_game.h"
#include "machine_cases.h"
#include "spec/languages.h"
#include "tracker/ledger.h"
#include "tracker/session.h"

namespace matchbox::tracker {
namespace score_sheet_counts {

core::Player usual_side(const kit::Kit& kit) {
  return kit.spec.plays == spec::Plays::kSecond ? core::Player::kSecond : core::Player::kFirst;
}

// The message game_from_moves refuses the example game with, changed by `change`.
template <typename Change>
std::string refusal(const TrackedMachine& machine, const Change& change) {
  kit::ExampleGame example = kit::example_game(machine.kit());
  change(example);
  const Ledger ledger({&machine});
  const core::Player side = usual_side(machine.kit());
  try {
    game_from_moves(ledger.seating(side), side, example.moves, example.boxes, example.beads);
  } catch (const core::Error& e) {
    return e.what();
  }
  return "(accepted)";
}

std::string counted(std::size_t n, const std::string& one, const std::string& other) {
  return std::to_string(n) + " " + (n == 1 ? one : other);
}

void check_counts(const std::string& name) {
  if (!trackable(name)) return;
  const auto machine = load_tracked_machine(name, {});
  const core::LanguageScope english("en");
  const kit::ExampleGame example = kit::example_game(machine->kit());
  const std::size_t n = example.moves.size();
  CHECK(refusal(*machine, [](kit::ExampleGame& e) { e.moves.push_back("zz"); }) ==
        "the game is over after move " + std::to_string(n) + ", yet 1 more move follows: zz");
  CHECK(refusal(*machine, [](kit::ExampleGame& e) {
          e.moves.insert(e.moves.end(), {"zz", "yy"});
        }) == "the game is over after move " + std::to_string(n) + ", yet 2 more moves follow: zz");
  const std::size_t open = example.boxes.size();
  REQUIRE(open >= 1);
  // One box given where several are open (two where one is), the beads as written; one bead
  // too many, the boxes as written (a bead left out may leave a move ambiguous).
  const std::size_t boxes = open == 1 ? 2 : 1;
  const std::string opened = ", but the moves open " + counted(open, "box", "boxes");
  CHECK(refusal(*machine, [boxes](kit::ExampleGame& e) {
          e.boxes.resize(boxes, e.boxes.front());
        }) == counted(boxes, "box given", "boxes given") + opened);
  CHECK(refusal(*machine, [](kit::ExampleGame& e) { e.beads.push_back(e.beads.front()); }) ==
        counted(open + 1, "bead given", "beads given") + opened);
}

const bool kCountCases = testing::register_machine_cases(
    "A score sheet row that does not add up is refused with its counts worded", "[tracker][record]",
    check_counts);

TEST_CASE("A score sheet row that does not add up is refused in German with German plurals",
          "[tracker][record][languages]") {
  core::use_catalogues(spec::catalogue_dir());
  // MENACE: its example game (the shortest, kit/example_game.h) opens three boxes; HER's one.
  const auto machine = load_tracked_machine("menace", {});
  const core::LanguageScope german("de");
  const kit::ExampleGame example = kit::example_game(machine->kit());
  REQUIRE(example.boxes.size() >= 2);
  const std::string one_more =
      refusal(*machine, [](kit::ExampleGame& e) { e.moves.push_back("zz"); });
  INFO(one_more);
  CHECK(one_more.find("1 weiterer Zug") != std::string::npos);
  const std::string one_box = refusal(*machine, [](kit::ExampleGame& e) { e.boxes.resize(1); });
  CHECK(one_box.find("1 Schachtel angegeben") != std::string::npos);
  CHECK(one_box.find(std::to_string(example.boxes.size()) + " Schachteln") != std::string::npos);
}

}  // namespace score_sheet_counts
}  // namespace matchbox::tracker
