// SPDX-FileCopyrightText: 2026 The matchbox authors
// SPDX-License-Identifier: GPL-3.0-or-later

// A score sheet filled in at a kit in any language records the same game as one filled in at the
// English kit (tracker/bead_words.h, kit/codes.h): the worked example of every machine of games/,
// with the bead codes the kit itself prints in each language matchbox speaks, and with made-up
// codes that are all other colours' English letters (so that the test needs no catalogue); what
// the record holds is the English kit's code. An ambiguous code is refused naming the colours and
// --lang.
#include <catch2/catch.hpp>

#include "core/error.h"
#include "core/translation.h"
#include "fixtures.h"
#include "kit/codes.h"
#include "kit/example_game.h"
#include "spec/languages.h"
#include "spec/machine_file.h"
#include "tracker/ledger.h"
#include "tracker/session.h"

namespace matchbox::tracker {
namespace {

core::Player usual_side(const kit::Kit& kit) {
  return kit.spec.plays == spec::Plays::kSecond ? core::Player::kSecond : core::Player::kFirst;
}

// The example game of `machine`'s score sheet as the language in force writes it, recorded.
GameRecord sheet_game(const TrackedMachine& machine) {
  const kit::ExampleGame example = kit::example_game(machine.kit());
  const Ledger ledger({&machine});
  const core::Player side = usual_side(machine.kit());
  return game_from_moves(ledger.seating(side), side, example.moves, example.boxes, example.beads);
}

// `kit` with every colour's code in "de" its next colour's English code.
kit::Kit shifted(kit::Kit kit) {
  std::vector<kit::Colour>& colours = kit.palette.colours;
  for (std::size_t i = 0; i < colours.size(); ++i)
    colours[i].codes["de"] = colours[(i + 1) % colours.size()].code;
  return kit;
}

TEST_CASE("A score sheet in any language's codes records the English game",
          "[tracker][beads][languages]") {
  for (const std::string& name : spec::machine_names()) {
    if (!trackable(name)) continue;
    INFO(name);
    const auto machine = load_tracked_machine(name, {});
    const TrackedMachine confusing(shifted(machine->kit()));
    GameRecord english;
    {
      const core::LanguageScope scope("en");
      english = sheet_game(*machine);
      CHECK(sheet_game(confusing) == english);
    }
    for (const Turn& turn : english.turns) {
      if (turn.bead.empty()) continue;
      const auto slot = machine->slot_of(turn.box - 1, turn.bead);
      REQUIRE(slot);
      CHECK(turn.bead == machine->colour(turn.box - 1, *slot).code);
    }
    for (const std::string& language : spec::languages()) {
      INFO(language);
      const core::LanguageScope scope(language);
      CHECK(sheet_game(*machine) == english);
    }
    const core::LanguageScope german("de");
    CHECK(sheet_game(confusing) == english);
  }
}

TEST_CASE("Another language's code is refused, naming its colour and --lang",
          "[tracker][beads][languages]") {
  kit::Kit kit = load_tracked_machine("menace", {})->kit();
  const kit::Box& box = kit.boxes.front();
  REQUIRE(box.slots.size() >= 2);
  kit::Colour& first = kit.palette.colours.at(static_cast<std::size_t>(box.slots[0].colour));
  first.codes["de"] = "Q";
  const TrackedMachine machine(kit);
  const core::LanguageScope english("en");
  try {
    (void)machine.typed_slot(0, "q");
    FAIL("no error");
  } catch (const core::Error& e) {
    const std::string what = e.what();
    CHECK_THAT(what, Catch::Contains("box 1 has no colour 'q'") &&
                         Catch::Contains("in de it is " + first.name) &&
                         Catch::Contains("--lang de reads the codes"));
  }
  const core::LanguageScope german("de");
  CHECK(machine.typed_slot(0, "q") == 0);
  CHECK_FALSE(machine.slot_of(0, "q"));
}

}  // namespace
}  // namespace matchbox::tracker
