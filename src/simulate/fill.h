// SPDX-FileCopyrightText: 2026 The matchbox authors
// SPDX-License-Identifier: GPL-3.0-or-later

// A simulated machine's boxes during a run (simulate/training.h): its bead counts, kept with
// each box's total and each colour's most beads beyond the start as reinforcement changes them.
#pragma once

#include <algorithm>
#include <span>
#include <string>
#include <utility>
#include <vector>

#include "core/error.h"
#include "kit/kit.h"
#include "simulate/graph.h"
#include "tracker/reinforcement.h"

namespace matchbox::simulate {

// A set of boxes with its learning rule, as laid out on the graph.
struct Boxes {
  const kit::Kit* kit = nullptr;
  MachineView view;
  tracker::BeadLayout layout;
  std::vector<int> initial_totals;  // Beads in each box at the initial fill.

  void set_layout(tracker::BeadLayout bead_layout) {
    layout = std::move(bead_layout);
    initial_totals.clear();
    for (int b = 0; b < layout.boxes(); ++b)
      initial_totals.push_back(tracker::box_beads(layout, layout.initial, b));
  }
};

// The bead counts of one set of boxes during a run, with per-colour bookkeeping; the books
// tracker::steps::reinforce() changes (tracker/reinforcement_steps.h): every change also moves
// its box's total and its colour's, and the most beads of the colour.
struct Fill {
  const tracker::BeadLayout* bead_layout;
  const spec::Reinforcement* rules;  // The boxes' learning rule.
  std::vector<int> beads;
  std::vector<int> box_total;    // Beads in each box.
  std::vector<long long> above;  // Per colour: beads now less at the start of the run.
  std::vector<int> extra;        // Per colour: the most of `above` so far, at least 0.

  // Starts from `start`, or from the initial fill if it is empty. Throws core::Error if `start`
  // is not one count per bead slot of the layout.
  Fill(const Boxes& boxes, std::size_t colours, const std::vector<int>& start = {});

  const tracker::BeadLayout& layout() const { return *bead_layout; }
  int count(int box, int slot) const {
    return beads[static_cast<std::size_t>(bead_layout->index(box, slot))];
  }
  int total(int box) const { return box_total[static_cast<std::size_t>(box)]; }
  void change(int box, int slot, int delta, tracker::BeadChange::Kind) {
    const auto i = static_cast<std::size_t>(bead_layout->index(box, slot));
    beads[i] += delta;
    box_total[static_cast<std::size_t>(box)] += delta;
    const auto colour = static_cast<std::size_t>(bead_layout->colour[i]);
    const long long now = above[colour] += delta;
    extra[colour] = static_cast<int>(std::max<long long>(extra[colour], now));  // No branch.
  }

  // tracker::steps::reinforce() with the boxes' rule on these books after a game the machine's
  // side ended with `outcome`, its beads drawn `draws`. Michie's kind of rule (a fixed number of
  // beads added or taken in the boxes used, one compartment, no propagation), read once when the
  // books are made, takes loops of its own that keep the counts they read in registers
  // (simulate/fill.cpp); the others, the general steps.
  void reinforce(std::span<const tracker::Draw> draws, core::Outcome outcome,
                 tracker::GameLength length);

 private:
  // Michie's kind of rule for one outcome: `amount` beads (at most kMaxBoxBeads in a box, at
  // least `floor` left) in the last box used or in all of them; `general` if not that kind.
  struct FixedRule {
    bool general = true;
    int amount = 0;
    int floor = 0;
    bool last_only = false;
  };
  FixedRule fixed_[3];  // By core::Outcome.

  void add(std::span<const tracker::Draw> used, int amount);
  void take(std::span<const tracker::Draw> used, int amount, int floor);
};

}  // namespace matchbox::simulate
