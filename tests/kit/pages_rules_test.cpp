// SPDX-FileCopyrightText: 2026 The matchbox authors
// SPDX-License-Identifier: GPL-3.0-or-later

// Every machine file's kit pages follow its own rules: outcomes the game cannot reach are not
// printed, the key's wording follows the reinforcement rule, and bead codes clash with no
// letter printed beside them.
#include <catch2/catch.hpp>
#include <cctype>
#include <map>
#include <set>

#include "documents/bead_list.h"
#include "documents/instructions.h"
#include "documents/key_sheet.h"
#include "kit/build.h"
#include "kit/codes.h"
#include "kit/finder_index.h"
#include "kit/outcomes.h"
#include "spec/machine_file.h"
#include "spec/palette_file.h"
#include "spec/texts.h"

namespace matchbox::kit {
namespace {

using Catch::Matchers::Contains;

Kit machine_kit(const std::string& name) {
  const spec::MachineSpec s = spec::load_machine(name);
  return build(s, spec::load_palette(s.palette));
}

const spec::Texts& texts() {
  static const spec::Texts t = spec::load_texts();
  return t;
}

// The outcome column of the instruction sheet's reinforcement table (its first rule table; a
// length-scaled rule's table of amounts follows it).
std::vector<std::string> outcome_rows(const Kit& kit) {
  std::vector<std::string> out;
  for (const documents::Block& b : documents::instruction_blocks(kit, texts()))
    if (b.kind == documents::Block::Kind::kRuleTable) {
      for (std::size_t i = 1; i < b.rows.size(); ++i) out.push_back(b.rows[i].first);
      break;
    }
  return out;
}

TEST_CASE("possible outcomes come from walking the game", "[kit][pages]") {
  const PossibleOutcomes menace = possible_outcomes(machine_kit("menace"));
  CHECK((menace.win && menace.draw && menace.loss));
  for (const char* no_draws : {"her", "him", "hexapawn-3xn", "octapawn", "nimble"}) {
    INFO(no_draws);
    const PossibleOutcomes o = possible_outcomes(machine_kit(no_draws));
    CHECK((o.win && o.loss && !o.draw));
  }
  const PossibleOutcomes checkers = possible_outcomes(machine_kit("checkers5"));
  CHECK((checkers.win && checkers.draw && checkers.loss));  // Kings: adjudicated draws.
}

TEST_CASE("every machine prints only the outcomes its game allows", "[kit][pages]") {
  for (const std::string& name : spec::machine_names()) {
    INFO(name);
    const Kit kit = machine_kit(name);
    const PossibleOutcomes o = possible_outcomes(kit);
    const std::vector<std::string> rows = outcome_rows(kit);
    CHECK(rows.size() == static_cast<std::size_t>(o.win + o.draw + o.loss));
    CHECK((std::find(rows.begin(), rows.end(), "draws") != rows.end()) == o.draw);
    const std::string intro = documents::key_intro(kit, texts());
    CHECK(Contains("D9 means").match(intro) == o.draw);
    const std::string results =
        documents::outcome_list(kit, texts(), "scoresheet.result", "scoresheet.list");
    CHECK(Contains("D draw").match(results) == o.draw);
  }
}

TEST_CASE("the key says beads grow only where a rule adds beads", "[kit][pages]") {
  const std::string her = documents::key_intro(machine_kit("her"), texts());
  CHECK_THAT(her, Contains("never adds beads") && !Contains("should grow"));
  const std::string menace = documents::key_intro(machine_kit("menace"), texts());
  CHECK_THAT(menace, Contains("should grow") && !Contains("never adds beads"));
}

TEST_CASE("bead codes clash with no letter printed beside them, per game", "[kit][pages]") {
  for (const std::string& name : spec::machine_names()) {
    INFO(name);
    const Kit kit = machine_kit(name);
    const std::string reserved = reserved_letters(kit);
    CHECK_THAT(reserved, Contains("W") && Contains("D") && Contains("L"));
    std::set<std::string> codes;
    for (const Colour& c : kit.palette.colours) {
      INFO(c.name << " " << c.code);
      for (char ch : c.code)
        CHECK(reserved.find(static_cast<char>(std::toupper(ch))) == std::string::npos);
      CHECK(codes.insert(c.code).second);
      CHECK_FALSE(c.palette_code.empty());
    }
  }
  const Kit menace = machine_kit("menace");
  CHECK_THAT(reserved_letters(menace), Contains("O") && Contains("X"));
  CHECK(menace.palette.colours.at(1).name == "orange");
  CHECK(menace.palette.colours.at(1).code == "R");  // O is a nought; R is orange's next letter.
  CHECK(menace.palette.colours.at(1).palette_code == "O");
  CHECK(menace.palette.colours.at(0).code == "K");  // Black clashes with nothing: unchanged.
  // HER's board holds W and B pieces; it plays one side, so M and O are free.
  CHECK(reserved_letters(machine_kit("her")) == "BDLW");
  // The bead list says which colours changed, and why.
  CHECK_THAT(documents::recoded_note(menace, texts()), Contains("D, L, O, W and X") &&
                                                           Contains("orange is R, not O") &&
                                                           Contains("white is H, not W"));
  // HER's boxes use black, orange, sky blue and bluish green only: no code changed there.
  CHECK(documents::recoded_note(machine_kit("her"), texts()).empty());
  // NIMBLE plays both sides (M and O in the First column) and uses all nine colours.
  CHECK_THAT(documents::recoded_note(machine_kit("nimble"), texts()),
             Contains("D, L, M, O and W") && Contains("orange is R, not O") &&
                 Contains("white is H, not W"));
}

}  // namespace
}  // namespace matchbox::kit

namespace matchbox::kit {
namespace {

// The sizes of the index groups of `kit`'s boxes at `ply`.
std::vector<int> index_groups(const Kit& kit, int ply) {
  std::map<std::string, int> sizes;
  for (const Box& box : kit.boxes)
    if (box.ply == ply) ++sizes[index_key(kit, box)];
  std::vector<int> out;
  for (const auto& [key, n] : sizes) out.push_back(n);
  return out;
}

TEST_CASE("cell orbits follow the machine's symmetry group", "[kit][pages]") {
  using Orbits = std::vector<std::vector<int>>;
  CHECK(cell_orbits(*machine_kit("menace").game) == Orbits{{0, 2, 6, 8}, {1, 3, 5, 7}, {4}});
  CHECK(cell_orbits(*machine_kit("her").game) == Orbits{{0, 2}, {1}, {3, 5}, {4}, {6, 8}, {7}});
  CHECK(cell_orbits(*machine_kit("minicheckers").game).size() == 8);  // No symmetry.
  CHECK(index_key(machine_kit("nimble"), machine_kit("nimble").boxes.front()).empty());
}

TEST_CASE("the finder's index narrows MENACE's ply-7 search", "[kit][pages]") {
  const Kit menace = machine_kit("menace");
  const Box& box = menace.boxes.back();  // A ply-7 box: three X and three O.
  REQUIRE(box.ply == 7);
  CHECK_THAT(index_key(menace, box), Contains("O ×") && Contains(" · X ×"));
  const std::vector<int> groups = index_groups(menace, 7);
  int boxes = 0;
  for (int n : groups) boxes += n;
  CHECK(boxes == 183);
  // Before: one run of 183 pictures, searched from the start. After: one group's pictures.
  const SearchCost before = search_cost({183});
  const SearchCost after = search_cost(groups);
  CHECK(before.average == Approx(92));
  CHECK(before.worst == 183);
  INFO("ply 7: " << groups.size() << " groups; average " << after.average << ", worst "
                 << after.worst);
  CHECK(after.average < before.average / 5);
  CHECK(after.worst < before.worst / 4);
}

// The words of every block of a kit's instruction sheet, one string.
std::string sheet_text(const Kit& kit) {
  std::string out;
  for (const documents::Block& b : documents::instruction_blocks(kit, texts())) {
    out += b.text + "\n";
    for (const auto& [a, c] : b.rows) out += a + " | " + c + "\n";
  }
  return out;
}

TEST_CASE("the instruction sheet explains each learning rule in the operator's words",
          "[kit][pages]") {
  const std::string two = sheet_text(machine_kit("menace-two-compartments"));
  CHECK_THAT(two, Contains("The half under the box number on the label is compartment A") &&
                      Contains("only if A is empty, take it from B") &&
                      Contains("after a draw, the table's action applies only to beads that came "
                               "from compartment A"));
  CHECK_THAT(two, !Contains("in both compartments") && !Contains("counts apart"));
  const auto two_with = [](std::vector<std::string> sets) {
    return sheet_text(kit::build(spec::load_machine("menace-two-compartments", sets),
                                 spec::load_palette("okabe-ito")));
  };
  // Propagation keeps a colour's last bead: in its own compartment, or over the box.
  CHECK_THAT(two_with({"reinforcement.propagation=previous-box"}),
             Contains("count only the compartment the bead is in") &&
                 Contains("opens a box in which no colour has two beads"));
  const std::string builder =
      two_with({"reinforcement.compartments=builder", "reinforcement.propagation=previous-box"});
  CHECK_THAT(builder,
             Contains("applies to the drawn colour in both compartments") &&
                 Contains("count both compartments of the box together") &&
                 Contains("opens a box whose compartment A is empty") &&
                 !Contains("after a draw, the table's action applies only to beads that came"));
  const std::string propagation = sheet_text(machine_kit("menace-draw-propagation"));
  CHECK_THAT(propagation,
             Contains("Draw propagation: during the game") && !Contains("compartment"));
  const std::string web = sheet_text(machine_kit("menace-selfplay-web"));
  CHECK_THAT(web,
             Contains("every move keeps at least one bead") && Contains("draws | Nothing changes"));
  const std::string tutorial = sheet_text(machine_kit("menace-selfplay-tutorial"));
  // Epsilon 0.3: a number from 1 to 10, 3 or less explores. The amounts of a 5-ply game.
  CHECK_THAT(tutorial,
             Contains("Draw a number from 1 to 10") && Contains("3 or less (30 %") &&
                 Contains("5 plies | ply 1: 4 · ply 2: 5 · ply 3: 5 · ply 4: 6 · ply 5: 6") &&
                 Contains("9 plies | ply 1: 0 · ply 2: 1") && !Contains("4 plies |"));
  const std::string greedy = sheet_text(
      kit::build(spec::load_machine("menace", {"select=greedy"}), spec::load_palette("okabe-ito")));
  CHECK_THAT(greedy, Contains("take out a bead of the colour that has the most beads"));
  const std::string duplicates = sheet_text(kit::build(
      spec::load_machine("menace", {"select=duplicates"}), spec::load_palette("okabe-ito")));
  CHECK_THAT(duplicates, Contains("set aside, on the lid, every bead that has no second bead"));
  CHECK_THAT(sheet_text(machine_kit("her-carnival")),
             Contains("No rule ever takes a bead away") && !Contains("machine resigns:"));
  CHECK_THAT(sheet_text(machine_kit("her")), !Contains("No rule ever takes a bead away"));
  CHECK_THAT(sheet_text(machine_kit("menace")),
             !Contains("compartment") && !Contains("propagation") && !Contains("plies |"));
}

}  // namespace
}  // namespace matchbox::kit
