// SPDX-FileCopyrightText: 2026 The matchbox authors
// SPDX-License-Identifier: GPL-3.0-or-later

// The steps of reinforce() (tracker/reinforcement.h, which states the rules) on any books of
// bead counts, so that a caller that keeps more than the counts (the simulator keeps each box's
// total and each colour's most beads) books every change as it is made, without a list of
// changes, and the compiler can inline the rule into its loop.
//
// A Books type provides, for box indices and slot indices within the box:
//   const BeadLayout& layout() const;
//   int count(int box, int slot) const;   // Beads in the slot.
//   int total(int box) const;             // Beads in the box.
//   void change(int box, int slot, int delta, BeadChange::Kind kind);  // delta != 0.
#pragma once

#include <algorithm>
#include <cstdlib>
#include <span>
#include <vector>

#include "tracker/reinforcement.h"

namespace matchbox::tracker::steps {

// Changes `delta` beads unless it is 0.
template <typename Books>
void change(Books& books, int box, int slot, int delta, BeadChange::Kind kind) {
  if (delta != 0) books.change(box, slot, delta, kind);
}

// Takes up to `take` beads from slot `slot` of box `box`, never below `floor` (or the count
// there is, if that is lower).
template <typename Books>
void confiscate(Books& books, int box, int slot, int take, int floor) {
  const int count = books.count(box, slot);
  change(books, box, slot, std::max(-take, std::min(count, floor) - count),
         BeadChange::Kind::kConfiscate);
}

// The beads of move `move` (a colour) of box `box` over all its compartments.
template <typename Books>
int colour_beads(const Books& books, int box, int move) {
  const BeadLayout& layout = books.layout();
  int beads = 0;
  for (int c = 0; c < layout.compartments; ++c)
    beads += books.count(box, move + c * layout.moves(box));
  return beads;
}

// The builder's reading of two compartments: takes up to `take` beads of move `move` of box
// `box` from each of compartments A .. `last` (0: A alone, 1: A then B), never leaving fewer
// than `floor` beads of the colour over the box.
template <typename Books>
void confiscate_colour(Books& books, int box, int move, int take, int floor, int last) {
  const int moves = books.layout().moves(box);
  int left = colour_beads(books, box, move);
  for (int c = 0; c <= last; ++c) {
    const int slot = move + c * moves;
    const int n = std::min({take, books.count(box, slot), std::max(0, left - floor)});
    change(books, box, slot, -n, BeadChange::Kind::kConfiscate);
    left -= n;
  }
}

// One draw under one outcome rule, moving `amount` beads (the rule's own, or its length-scaled
// one); confiscations stop at `floor` (the rules' floor, or 1 with keep_last). A win's beads go
// to compartment A; additions stop at a full box. `reach` is -1 for the separate reading of
// compartments (and for boxes of one): a confiscation takes from the drawn bead's slot, its
// floor counted there; else the builder's: from compartments A .. `reach` (confiscate_colour).
template <typename Books>
void apply_rule(Books& books, const spec::OutcomeRule& rule, int amount, int floor, const Draw& d,
                int reach) {
  const BeadLayout& layout = books.layout();
  const int move = d.slot % layout.moves(d.box);
  const int take = rule.all_of_colour ? spec::kMaxBoxBeads : -amount;
  if (take > 0) {
    if (reach < 0)
      confiscate(books, d.box, d.slot, take, floor);
    else
      confiscate_colour(books, d.box, move, take, floor, reach);
  } else if (amount > 0) {
    change(books, d.box, move, std::clamp(spec::kMaxBoxBeads - books.total(d.box), 0, amount),
           BeadChange::Kind::kAdd);
  }
}

// Draw propagation: the previous draw loses a bead wherever the next box had no duplicate.
// Under the builder's reading (`builder`) a box has none when its compartment A is empty, and
// the bead comes out of the previous box's A, never the last of its colour over the box.
template <typename Books>
void propagate(Books& books, std::span<const Draw> draws, int rules_floor, bool builder) {
  const BeadLayout& layout = books.layout();
  std::vector<bool> lone(draws.size(), false);
  for (std::size_t i = 1; i < draws.size(); ++i) {
    const int box = draws[i].box;
    bool duplicate = false;
    for (int m = 0; m < layout.moves(box) && !duplicate; ++m)
      duplicate = builder ? books.count(box, m) > 0 : colour_beads(books, box, m) >= 2;
    lone[i] = !duplicate;
  }
  const int floor = std::max(1, rules_floor);
  for (std::size_t i = 1; i < draws.size(); ++i) {
    if (!lone[i]) continue;
    const Draw& previous = draws[i - 1];
    if (builder)
      confiscate_colour(books, previous.box, previous.slot % layout.moves(previous.box), 1, floor,
                        0);
    else
      confiscate(books, previous.box, previous.slot, 1, floor);
  }
}

// Gives an empty box its initial beads back.
template <typename Books>
void refill(Books& books, int box) {
  if (books.total(box) != 0) return;
  const BeadLayout& layout = books.layout();
  for (int s = 0; s < layout.slot_count(box); ++s)
    change(books, box, s, layout.initial[static_cast<std::size_t>(layout.index(box, s))],
           BeadChange::Kind::kRefill);
}

// reinforce() on `books`.
template <typename Books>
void reinforce(const spec::Reinforcement& rules, Books& books, std::span<const Draw> draws,
               core::Outcome outcome, GameLength length) {
  if (draws.empty()) return;
  const BeadLayout& layout = books.layout();
  const bool builder =
      layout.compartments > 1 && rules.compartments == spec::CompartmentRules::kBuilder;
  if (rules.propagation == spec::Propagation::kPreviousBox)
    propagate(books, draws, rules.floor, builder);
  const spec::OutcomeRule& rule = rule_for(rules, outcome);
  const int floor = std::max(rule.keep_last ? 1 : 0, rules.floor);
  // Separate compartments: a draw's rule punishes only beads drawn from compartment A. The
  // builder's: a loss's rule acts on both compartments, the others' on A.
  const bool a_only = !builder && outcome == core::Outcome::kDraw && layout.compartments > 1;
  const int reach = !builder ? -1 : outcome == core::Outcome::kLoss ? 1 : 0;
  const bool scaled = rule.scale == spec::Scale::kLength;
  const auto apply = [&](const Draw& d) {
    if (a_only && d.slot / layout.moves(d.box) > 0) return;
    const int amount =
        scaled ? (rule.beads < 0 ? -1 : 1) * std::abs(rule.beads) * length_amount(length, d.ply)
               : rule.beads;
    apply_rule(books, rule, amount, floor, d, reach);
  };
  if (rule.beads != 0 || rule.all_of_colour) {
    if (rule.boxes == spec::UpdatedBoxes::kLast)
      apply(draws.back());
    else
      for (const Draw& d : draws) apply(d);
  }
  switch (rules.refill) {
    case spec::Refill::kNone:
      break;
    case spec::Refill::kFirstBox:
      refill(books, draws.front().box);
      break;
    case spec::Refill::kAny:
      for (const Draw& d : draws) refill(books, d.box);
      break;
  }
}

}  // namespace matchbox::tracker::steps
