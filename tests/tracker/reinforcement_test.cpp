// SPDX-FileCopyrightText: 2026 The matchbox authors
// SPDX-License-Identifier: GPL-3.0-or-later

// Each machine's learning rule (docs/machine-files.md) on tiny hand-made boxes: Michie's +3/+1/-1
// in every box used, HER's last move only, mini-checkers' draw and loss, HIM's reward, reward-only
// rules, resigning, and the refill rules.
#include "tracker/reinforcement.h"

#include <catch2/catch.hpp>

#include "kit/build.h"
#include "kit/test_kits.h"

namespace matchbox::tracker {
namespace {

using core::Outcome;
using spec::OutcomeRule;
using spec::UpdatedBoxes;
using Kind = BeadChange::Kind;

// Three boxes: box 0 with slots of 4 4 4 beads, box 1 with 3 3, box 2 with 2 2 2.
BeadLayout reinforced_boxes() {
  BeadLayout layout;
  layout.first_slot = {0, 3, 5, 8};
  layout.initial = {4, 4, 4, 3, 3, 2, 2, 2};
  layout.colour = {0, 1, 2, 0, 1, 0, 1, 2};
  return layout;
}

spec::Reinforcement michie() {
  spec::Reinforcement r;
  r.win = {3, false, UpdatedBoxes::kAll, false};
  r.draw = {1, false, UpdatedBoxes::kAll, false};
  r.loss = {-1, false, UpdatedBoxes::kAll, false};
  r.refill = spec::Refill::kFirstBox;
  return r;
}

spec::Reinforcement her() {
  spec::Reinforcement r;
  r.loss = {-1, false, UpdatedBoxes::kLast, false};
  r.refill = spec::Refill::kNone;
  return r;
}

spec::Reinforcement minicheckers() {
  spec::Reinforcement r;
  r.draw = {-1, false, UpdatedBoxes::kLast, true};
  r.loss = {0, true, UpdatedBoxes::kLast, false};
  r.refill = spec::Refill::kNone;
  return r;
}

struct Result {
  std::vector<int> beads;
  std::vector<BeadChange> changes;
};

Result after(const spec::Reinforcement& rules, std::vector<int> beads, std::vector<Draw> draws,
             Outcome outcome) {
  Result r{std::move(beads), {}};
  reinforce(rules, reinforced_boxes(), r.beads, draws, outcome, &r.changes);
  return r;
}

const std::vector<Draw> kGame = {{0, 1}, {1, 0}, {2, 2}};  // Slots 1, 3 and 7 in the flat vector.

TEST_CASE("Michie: win +3, draw +1, loss -1 in every box used", "[tracker]") {
  const std::vector<int> fill = reinforced_boxes().initial;
  CHECK(after(michie(), fill, kGame, Outcome::kWin).beads ==
        std::vector<int>{4, 7, 4, 6, 3, 2, 2, 5});
  CHECK(after(michie(), fill, kGame, Outcome::kDraw).beads ==
        std::vector<int>{4, 5, 4, 4, 3, 2, 2, 3});
  const Result loss = after(michie(), fill, kGame, Outcome::kLoss);
  CHECK(loss.beads == std::vector<int>{4, 3, 4, 2, 3, 2, 2, 1});
  CHECK(loss.changes == std::vector<BeadChange>{{0, 1, -1, Kind::kConfiscate},
                                                {1, 0, -1, Kind::kConfiscate},
                                                {2, 2, -1, Kind::kConfiscate}});
  // A drawn bead is confiscated, never more than the box holds.
  CHECK(after(michie(), {4, 4, 4, 3, 3, 2, 2, 1}, {{0, 0}, {2, 2}}, Outcome::kLoss).beads ==
        std::vector<int>{3, 4, 4, 3, 3, 2, 2, 0});
  // A box used twice in one game (repeating positions) is reinforced twice.
  CHECK(after(michie(), fill, {{1, 1}, {1, 1}}, Outcome::kWin).beads[4] == 9);
  CHECK(after(michie(), fill, {}, Outcome::kLoss).changes.empty());
}

TEST_CASE("HER: only the last move's bead is confiscated, wins change nothing", "[tracker]") {
  const std::vector<int> fill = reinforced_boxes().initial;
  const Result loss = after(her(), fill, kGame, Outcome::kLoss);
  CHECK(loss.beads == std::vector<int>{4, 4, 4, 3, 3, 2, 2, 1});
  CHECK(loss.changes == std::vector<BeadChange>{{2, 2, -1, Kind::kConfiscate}});
  const Result win = after(her(), fill, kGame, Outcome::kWin);
  CHECK(win.beads == fill);
  CHECK(win.changes.empty());
}

TEST_CASE("HIM: a win adds a bead in every box used, a loss takes the last", "[tracker]") {
  spec::Reinforcement him = her();
  him.win = {1, false, UpdatedBoxes::kAll, false};
  const std::vector<int> fill = reinforced_boxes().initial;
  CHECK(after(him, fill, kGame, Outcome::kWin).beads == std::vector<int>{4, 5, 4, 4, 3, 2, 2, 3});
  CHECK(after(him, fill, kGame, Outcome::kLoss).beads == std::vector<int>{4, 4, 4, 3, 3, 2, 2, 1});
  CHECK(adds_beads(him));
  CHECK_FALSE(adds_beads(her()));
  CHECK(adds_beads(michie()));
}

TEST_CASE("Mini-checkers: a draw takes one bead unless it is the colour's last", "[tracker]") {
  std::vector<int> beads = {4, 4, 4, 3, 3, 2, 2, 2};
  Result draw = after(minicheckers(), beads, kGame, Outcome::kDraw);
  CHECK(draw.beads == std::vector<int>{4, 4, 4, 3, 3, 2, 2, 1});  // Last box only.
  draw = after(minicheckers(), draw.beads, kGame, Outcome::kDraw);
  CHECK(draw.beads == std::vector<int>{4, 4, 4, 3, 3, 2, 2, 1});  // The last bead stays.
  CHECK(draw.changes.empty());
  CHECK(after(minicheckers(), beads, kGame, Outcome::kWin).beads == beads);
}

TEST_CASE("Mini-checkers: a loss removes every bead of that colour from the last box",
          "[tracker]") {
  const Result loss = after(minicheckers(), {4, 4, 4, 3, 3, 2, 2, 5}, kGame, Outcome::kLoss);
  CHECK(loss.beads == std::vector<int>{4, 4, 4, 3, 3, 2, 2, 0});
  CHECK(loss.changes == std::vector<BeadChange>{{2, 2, -5, Kind::kConfiscate}});
}

TEST_CASE("Reward-only rules never take beads away", "[tracker]") {
  spec::Reinforcement fair;  // A school-fair HER: +1 on a win, nothing on a loss.
  fair.win = {1, false, UpdatedBoxes::kAll, false};
  fair.refill = spec::Refill::kNone;
  const std::vector<int> fill = reinforced_boxes().initial;
  CHECK(after(fair, fill, kGame, Outcome::kLoss).beads == fill);
  CHECK(after(fair, fill, kGame, Outcome::kDraw).beads == fill);
  CHECK(after(fair, fill, kGame, Outcome::kWin).beads == std::vector<int>{4, 5, 4, 4, 3, 2, 2, 3});
}

TEST_CASE("Resigning is a loss for the boxes used before the empty one", "[tracker]") {
  // The machine drew from boxes 0 and 1, then found box 2 empty.
  const std::vector<int> beads = {4, 4, 4, 3, 3, 0, 0, 0};
  const std::vector<Draw> before = {{0, 1}, {1, 0}};
  CHECK(box_beads(reinforced_boxes(), beads, 2) == 0);
  // MENACE: the loss rule in every box used.
  CHECK(after(michie(), beads, before, Outcome::kLoss).beads ==
        std::vector<int>{4, 3, 4, 2, 3, 0, 0, 0});
  // HER: the bead of its previous move is confiscated.
  CHECK(after(her(), beads, before, Outcome::kLoss).beads ==
        std::vector<int>{4, 4, 4, 2, 3, 0, 0, 0});
}

TEST_CASE("Refill: first-box, any, none", "[tracker]") {
  const std::vector<int> beads = {1, 0, 0, 1, 0, 2, 2, 2};
  const std::vector<Draw> game = {{0, 0}, {1, 0}};
  const Result first = after(michie(), beads, game, Outcome::kLoss);
  CHECK(first.beads == std::vector<int>{4, 4, 4, 0, 0, 2, 2, 2});  // Box 1 stays empty.
  CHECK(first.changes == std::vector<BeadChange>{{0, 0, -1, Kind::kConfiscate},
                                                 {1, 0, -1, Kind::kConfiscate},
                                                 {0, 0, 4, Kind::kRefill},
                                                 {0, 1, 4, Kind::kRefill},
                                                 {0, 2, 4, Kind::kRefill}});
  spec::Reinforcement any = michie();
  any.refill = spec::Refill::kAny;
  CHECK(after(any, beads, game, Outcome::kLoss).beads == std::vector<int>{4, 4, 4, 3, 3, 2, 2, 2});
  spec::Reinforcement none = michie();
  none.refill = spec::Refill::kNone;
  CHECK(after(none, beads, game, Outcome::kLoss).beads == std::vector<int>{0, 0, 0, 0, 0, 2, 2, 2});
  // The first box is the box of the game's first draw, not box 0.
  CHECK(after(michie(), beads, {{1, 0}}, Outcome::kLoss).beads ==
        std::vector<int>{1, 0, 0, 3, 3, 2, 2, 2});
}

TEST_CASE("A full box takes no more beads: counts never overflow", "[tracker][harden]") {
  spec::Reinforcement big = michie();
  big.win.beads = spec::kMaxRuleBeads;
  std::vector<int> fill = reinforced_boxes().initial;
  fill[0] = spec::kMaxBoxBeads - 10;  // Box 0 holds kMaxBoxBeads - 10 + 4 + 4 beads.
  const Result r = after(big, fill, kGame, Outcome::kWin);
  // Box 0 (slot 1 drawn) was 2 short of full, so it gets 2 beads; the others get the full 1000.
  CHECK(r.beads[1] == 4 + 2);
  CHECK(box_beads(reinforced_boxes(), r.beads, 0) == spec::kMaxBoxBeads);
  CHECK(r.beads[3] == 3 + spec::kMaxRuleBeads);
  CHECK(r.changes.front() == BeadChange{0, 1, 2, Kind::kAdd});
  // Already full: nothing added, and no change reported.
  const Result again = after(big, r.beads, {{0, 1}}, Outcome::kWin);
  CHECK(again.beads == r.beads);
  CHECK(again.changes.empty());
  // A thousand wins in a row leave every box at most full.
  std::vector<int> beads = reinforced_boxes().initial;
  for (int game = 0; game < 1000; ++game) beads = after(big, beads, kGame, Outcome::kWin).beads;
  for (int b = 0; b < 3; ++b) CHECK(box_beads(reinforced_boxes(), beads, b) == spec::kMaxBoxBeads);
}

TEST_CASE("The layout of a kit follows its boxes and slots", "[tracker]") {
  const kit::Kit her = kit::build(testing::her_spec(), testing::okabe_ito());
  const BeadLayout layout = bead_layout(her);
  REQUIRE(layout.boxes() == 24);
  CHECK(layout.slots() == her.slot_count());
  int beads = 0;
  for (int b = 0; b < layout.boxes(); ++b) {
    CHECK(layout.slot_count(b) ==
          static_cast<int>(her.boxes[static_cast<std::size_t>(b)].slots.size()));
    beads += box_beads(layout, layout.initial, b);
  }
  CHECK(beads == her.bead_count());
  CHECK(beads == 55);
}

}  // namespace
}  // namespace matchbox::tracker
