// SPDX-FileCopyrightText: 2026 The matchbox authors
// SPDX-License-Identifier: GPL-3.0-or-later

// The learning rules beyond Michie's and Gardner's (docs/machine-files.md) on hand-worked games:
// two compartments per box, draw propagation, length-scaled amounts and the bead floor.
#include <catch2/catch.hpp>

#include "tracker/reinforcement.h"

namespace matchbox::tracker {
namespace {

using core::Outcome;
using spec::OutcomeRule;
using spec::UpdatedBoxes;
using Kind = BeadChange::Kind;

// Two boxes of two moves each, in two compartments: box b's slots are A0 A1 B0 B1.
BeadLayout two_compartments() {
  BeadLayout layout;
  layout.compartments = 2;
  layout.first_slot = {0, 4, 8};
  layout.initial = {1, 1, 1, 1, 1, 1, 1, 1};
  layout.colour = {0, 1, 0, 1, 0, 1, 0, 1};
  return layout;
}

// games/menace-two-compartments.yaml: a draw or a loss takes the last move's bead.
spec::Reinforcement compartment_rules() {
  spec::Reinforcement r;
  r.draw = {-1, false, UpdatedBoxes::kLast, false};
  r.loss = {-1, false, UpdatedBoxes::kLast, false};
  r.refill = spec::Refill::kNone;
  return r;
}

// A draw from box `box` as the simulator and the tracker make it: from the active compartment.
Draw draw_from(const BeadLayout& layout, const std::vector<int>& beads, int box, int move,
               int ply) {
  return {box, active_compartment(layout, beads, box) * layout.moves(box) + move, ply};
}

TEST_CASE("Two compartments: draws empty A first, then the machine draws from B", "[tracker]") {
  const BeadLayout layout = two_compartments();
  const spec::Reinforcement rules = compartment_rules();
  std::vector<int> beads = layout.initial;
  REQUIRE(layout.moves(1) == 2);
  // Game 1: box 0 move 0, box 1 move 1; a draw takes box 1's A bead of move 1.
  std::vector<Draw> game = {draw_from(layout, beads, 0, 0, 0), draw_from(layout, beads, 1, 1, 2)};
  CHECK(game[1].slot == 1);
  reinforce(rules, layout, beads, game, Outcome::kDraw);
  CHECK(beads == std::vector<int>{1, 1, 1, 1, 1, 0, 1, 1});
  CHECK(active_compartment(layout, beads, 1) == 0);
  // Game 2: box 1 move 0 is A's last bead; the draw empties A.
  game = {draw_from(layout, beads, 0, 0, 0), draw_from(layout, beads, 1, 0, 2)};
  reinforce(rules, layout, beads, game, Outcome::kDraw);
  CHECK(beads == std::vector<int>{1, 1, 1, 1, 0, 0, 1, 1});
  CHECK(active_compartment(layout, beads, 1) == 1);
  // Game 3: box 1 now draws from B (slot 2 + move); a draw does not punish B.
  game = {draw_from(layout, beads, 0, 0, 0), draw_from(layout, beads, 1, 1, 2)};
  CHECK(game[1].slot == 3);
  std::vector<BeadChange> changes;
  reinforce(rules, layout, beads, game, Outcome::kDraw, &changes);
  CHECK(beads == std::vector<int>{1, 1, 1, 1, 0, 0, 1, 1});
  CHECK(changes.empty());
  // Game 4: the same line lost: a loss takes the bead wherever it came from.
  reinforce(rules, layout, beads, game, Outcome::kLoss, &changes);
  CHECK(beads == std::vector<int>{1, 1, 1, 1, 0, 0, 1, 0});
  CHECK(changes == std::vector<BeadChange>{{1, 3, -1, Kind::kConfiscate}});
}

TEST_CASE("Two compartments: a win's beads go to compartment A", "[tracker]") {
  const BeadLayout layout = two_compartments();
  spec::Reinforcement rules = compartment_rules();
  rules.win = {2, false, UpdatedBoxes::kAll, false};
  std::vector<int> beads = {1, 1, 1, 1, 0, 0, 1, 1};  // Box 1's A is empty.
  const std::vector<Draw> game = {draw_from(layout, beads, 0, 1, 0),
                                  draw_from(layout, beads, 1, 1, 2)};
  std::vector<BeadChange> changes;
  reinforce(rules, layout, beads, game, Outcome::kWin, &changes);
  CHECK(beads == std::vector<int>{1, 3, 1, 1, 0, 2, 1, 1});
  CHECK(changes == std::vector<BeadChange>{{0, 1, 2, Kind::kAdd}, {1, 1, 2, Kind::kAdd}});
}

TEST_CASE("Two compartments, the builder's reading: a loss empties both, a draw only A",
          "[tracker]") {
  const BeadLayout layout = two_compartments();
  spec::Reinforcement rules = compartment_rules();
  rules.compartments = spec::CompartmentRules::kBuilder;
  std::vector<int> beads = layout.initial;
  std::vector<BeadChange> changes;
  // A loss after box 1's move 1, drawn from A: its colour leaves A and B.
  std::vector<Draw> game = {draw_from(layout, beads, 0, 0, 0), draw_from(layout, beads, 1, 1, 2)};
  reinforce(rules, layout, beads, game, Outcome::kLoss, &changes);
  CHECK(beads == std::vector<int>{1, 1, 1, 1, 1, 0, 1, 0});
  CHECK(changes ==
        std::vector<BeadChange>{{1, 1, -1, Kind::kConfiscate}, {1, 3, -1, Kind::kConfiscate}});
  // A draw after box 1's move 0 takes A's bead; B's stays.
  game = {draw_from(layout, beads, 0, 0, 0), draw_from(layout, beads, 1, 0, 2)};
  reinforce(rules, layout, beads, game, Outcome::kDraw);
  CHECK(beads == std::vector<int>{1, 1, 1, 1, 0, 0, 1, 0});
  // Box 1's A is empty: a draw from B takes nothing, a loss from B takes B's bead.
  game = {draw_from(layout, beads, 0, 1, 0), draw_from(layout, beads, 1, 0, 2)};
  CHECK(game[1].slot == 2);
  changes.clear();
  reinforce(rules, layout, beads, game, Outcome::kDraw, &changes);
  CHECK(changes.empty());
  // keep_last counts the colour over the box: A's bead goes, B's last stays.
  rules.loss = {0, true, UpdatedBoxes::kLast, true};
  beads = layout.initial;
  game = {draw_from(layout, beads, 0, 0, 0)};
  reinforce(rules, layout, beads, game, Outcome::kLoss, &changes);
  CHECK(beads == std::vector<int>{0, 1, 1, 1, 1, 1, 1, 1});
}

TEST_CASE("Two compartments, the builder's reading: propagation from a box whose A is empty",
          "[tracker]") {
  const BeadLayout layout = two_compartments();
  spec::Reinforcement rules = compartment_rules();
  rules.compartments = spec::CompartmentRules::kBuilder;
  rules.propagation = spec::Propagation::kPreviousBox;
  // Box 1's A is empty (each colour counts 1 over the box: no duplicate). A win through it
  // costs box 0's move 1 its bead in A; B's, the colour's last, stays.
  std::vector<int> beads = {1, 1, 1, 1, 0, 0, 1, 1};
  std::vector<Draw> game = {draw_from(layout, beads, 0, 1, 0), draw_from(layout, beads, 1, 0, 2)};
  std::vector<BeadChange> changes;
  reinforce(rules, layout, beads, game, Outcome::kWin, &changes);
  CHECK(beads == std::vector<int>{1, 0, 1, 1, 0, 0, 1, 1});
  CHECK(changes == std::vector<BeadChange>{{0, 1, -1, Kind::kConfiscate}});
  // Through box 0's move 0: A's last bead goes too, so box 0 draws from B now, where a line
  // through box 1 costs nothing more (every colour of box 0 is down to its last bead).
  game = {draw_from(layout, beads, 0, 0, 0), draw_from(layout, beads, 1, 1, 2)};
  reinforce(rules, layout, beads, game, Outcome::kWin);
  CHECK(beads == std::vector<int>{0, 0, 1, 1, 0, 0, 1, 1});
  game = {draw_from(layout, beads, 0, 0, 0), draw_from(layout, beads, 1, 1, 2)};
  CHECK(game[0].slot == 2);
  changes.clear();
  reinforce(rules, layout, beads, game, Outcome::kWin, &changes);
  CHECK(changes.empty());
  // Under the separate reading the same box counts as having no duplicate too, but the bead
  // asked for is the last of its colour in its own compartment: nothing is ever taken.
  rules.compartments = spec::CompartmentRules::kSeparate;
  beads = {1, 1, 1, 1, 0, 0, 1, 1};
  game = {draw_from(layout, beads, 0, 1, 0), draw_from(layout, beads, 1, 0, 2)};
  reinforce(rules, layout, beads, game, Outcome::kWin, &changes);
  CHECK(changes.empty());
}

// Box 0: moves of 2 2 2 beads; box 1: 2 1; box 2: 1 1 1 (no duplicates).
BeadLayout three_boxes() {
  BeadLayout layout;
  layout.first_slot = {0, 3, 5, 8};
  layout.initial = {2, 2, 2, 2, 1, 1, 1, 1};
  layout.colour = {0, 1, 2, 0, 1, 0, 1, 2};
  return layout;
}

// games/menace-draw-propagation.yaml: mini-checkers' rules and draw propagation.
spec::Reinforcement propagation_rules() {
  spec::Reinforcement r;
  r.draw = {-1, false, UpdatedBoxes::kLast, true};
  r.loss = {0, true, UpdatedBoxes::kLast, false};
  r.refill = spec::Refill::kNone;
  r.propagation = spec::Propagation::kPreviousBox;
  return r;
}

TEST_CASE("Draw propagation over three games", "[tracker]") {
  const BeadLayout layout = three_boxes();
  const spec::Reinforcement rules = propagation_rules();
  std::vector<int> beads = layout.initial;
  std::vector<BeadChange> changes;
  // Game 1, won: box 2 has no duplicate, so box 1's move 0 (2 beads) loses one. Box 1 still
  // had a duplicate when it was reached, so box 0 keeps its beads. A win changes nothing else.
  const std::vector<Draw> line = {{0, 0, 0}, {1, 0, 2}, {2, 1, 4}};
  reinforce(rules, layout, beads, line, Outcome::kWin, &changes);
  CHECK(beads == std::vector<int>{2, 2, 2, 1, 1, 1, 1, 1});
  CHECK(changes == std::vector<BeadChange>{{1, 0, -1, Kind::kConfiscate}});
  // Game 2, the same line drawn: box 1 (now 1 1) passes the blame to box 0's move 0; box 2
  // would take box 1's move 0, but that is its last bead; the draw keeps box 2's last bead too.
  changes.clear();
  reinforce(rules, layout, beads, line, Outcome::kDraw, &changes);
  CHECK(beads == std::vector<int>{1, 2, 2, 1, 1, 1, 1, 1});
  CHECK(changes == std::vector<BeadChange>{{0, 0, -1, Kind::kConfiscate}});
  // Game 3, lost after box 1's move 1: box 0's move 0 is down to its last bead and stays; the
  // loss takes every bead of box 1's move 1.
  changes.clear();
  reinforce(rules, layout, beads, std::vector<Draw>{{0, 0, 0}, {1, 1, 2}}, Outcome::kLoss,
            &changes);
  CHECK(beads == std::vector<int>{1, 2, 2, 1, 0, 1, 1, 1});
  CHECK(changes == std::vector<BeadChange>{{1, 1, -1, Kind::kConfiscate}});
}

TEST_CASE("Length-scaled amounts for a 5-ply and a 9-ply tic-tac-toe game", "[tracker]") {
  const auto amounts = [](int plies) {
    std::vector<int> out;
    for (int i = 0; i < plies; ++i) out.push_back(length_amount({plies, 9}, i));
    return out;
  };
  // L = 6 boards: int(4/2) + int((5 + i)/2).
  CHECK(amounts(5) == std::vector<int>{4, 5, 5, 6, 6});
  // L = 10 boards: int(0/2) + int((1 + i)/2).
  CHECK(amounts(9) == std::vector<int>{0, 1, 1, 2, 2, 3, 3, 4, 4});
  CHECK(length_amount({0, 9}, 0) == 0);
}

TEST_CASE("Length-scaled rewards with a floor of one bead per move", "[tracker]") {
  // games/menace-selfplay-tutorial.yaml: the winner gains, the loser loses while more than one
  // bead remains. One box per ply here: box p holds moves of 2 and 9 beads.
  BeadLayout layout;
  for (int p = 0; p <= 5; ++p) layout.first_slot.push_back(2 * p);
  layout.initial = {2, 9, 2, 9, 2, 9, 2, 9, 2, 9};
  layout.colour = {0, 1, 0, 1, 0, 1, 0, 1, 0, 1};
  spec::Reinforcement rules;
  rules.win = {1, false, UpdatedBoxes::kAll, false, spec::Scale::kLength};
  rules.loss = {-1, false, UpdatedBoxes::kAll, false, spec::Scale::kLength};
  rules.floor = 1;
  rules.refill = spec::Refill::kNone;
  // A 5-ply game won by the first player: X drew at plies 0, 2, 4; O at plies 1 and 3.
  std::vector<int> beads = layout.initial;
  reinforce(rules, layout, beads, std::vector<Draw>{{0, 0, 0}, {2, 0, 2}, {4, 0, 4}}, Outcome::kWin,
            nullptr, {5, 9});
  CHECK(beads == std::vector<int>{6, 9, 2, 9, 7, 9, 2, 9, 8, 9});
  reinforce(rules, layout, beads, std::vector<Draw>{{1, 1, 1}, {3, 0, 3}}, Outcome::kLoss, nullptr,
            {5, 9});
  // O's ply-1 move loses 5 of its 9; its ply-3 move keeps its floor of 1 (6 asked, 1 taken).
  CHECK(beads == std::vector<int>{6, 9, 2, 4, 7, 9, 1, 9, 8, 9});
}

}  // namespace
}  // namespace matchbox::tracker
