// SPDX-FileCopyrightText: 2026 The matchbox authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "simulate/fill.h"

#include "tracker/reinforcement_steps.h"

namespace matchbox::simulate {

Fill::Fill(const Boxes& boxes, std::size_t colours, const std::vector<int>& start)
    : bead_layout(&boxes.layout),
      rules(&boxes.kit->spec.reinforcement),
      beads(start.empty() ? boxes.layout.initial : start),
      above(colours, 0),
      extra(colours, 0) {
  if (beads.size() != boxes.layout.initial.size())
    throw core::Error("a starting fill of " + std::to_string(beads.size()) + " bead slots for " +
                      boxes.kit->spec.name + ", which has " +
                      std::to_string(boxes.layout.initial.size()));
  if (start.empty()) {
    box_total = boxes.initial_totals;
  } else {
    for (int b = 0; b < boxes.layout.boxes(); ++b)
      box_total.push_back(tracker::box_beads(boxes.layout, beads, b));
  }
  const bool michie =
      rules->propagation == spec::Propagation::kNone && boxes.layout.compartments == 1;
  for (const core::Outcome o : {core::Outcome::kWin, core::Outcome::kDraw, core::Outcome::kLoss}) {
    const spec::OutcomeRule& rule = tracker::rule_for(*rules, o);
    FixedRule& f = fixed_[static_cast<std::size_t>(o)];
    f.general = !michie || rule.all_of_colour || rule.scale != spec::Scale::kFixed;
    f.amount = rule.beads;
    f.floor = std::max(rule.keep_last ? 1 : 0, rules->floor);
    f.last_only = rule.boxes == spec::UpdatedBoxes::kLast;
  }
}

void Fill::reinforce(std::span<const tracker::Draw> draws, core::Outcome outcome,
                     tracker::GameLength length) {
  const FixedRule& f = fixed_[static_cast<std::size_t>(outcome)];
  if (draws.empty() || f.general)
    return tracker::steps::reinforce(*rules, *this, draws, outcome, length);
  // As tracker::steps::apply_rule() for each draw: an addition stops at a full box, a
  // confiscation at the floor.
  const std::span<const tracker::Draw> used = f.last_only ? draws.last(1) : draws;
  if (f.amount > 0) add(used, f.amount);
  if (f.amount < 0) take(used, f.amount, f.floor);
  const auto refill = [&](int box) {
    if (box_total[static_cast<std::size_t>(box)] == 0) tracker::steps::refill(*this, box);
  };
  if (rules->refill == spec::Refill::kFirstBox) refill(draws.front().box);
  if (rules->refill == spec::Refill::kAny)
    for (const tracker::Draw& d : draws) refill(d.box);
}

void Fill::add(std::span<const tracker::Draw> used, int amount) {
  const tracker::BeadLayout& layout = *bead_layout;
  for (const tracker::Draw& d : used) {
    const auto box = static_cast<std::size_t>(d.box);
    const int delta = std::clamp(spec::kMaxBoxBeads - box_total[box], 0, amount);
    const auto i = static_cast<std::size_t>(layout.first_slot[box] + d.slot);
    beads[i] += delta;
    box_total[box] += delta;
    const auto colour = static_cast<std::size_t>(layout.colour[i]);
    const long long now = above[colour] += delta;
    extra[colour] = static_cast<int>(std::max<long long>(extra[colour], now));
  }
}

// Beads taken never raise a colour's count, so its most so far (`extra`) stands.
void Fill::take(std::span<const tracker::Draw> used, int amount, int floor) {
  const tracker::BeadLayout& layout = *bead_layout;
  for (const tracker::Draw& d : used) {
    const auto box = static_cast<std::size_t>(d.box);
    const auto i = static_cast<std::size_t>(layout.first_slot[box] + d.slot);
    const int count = beads[i];
    const int delta = std::max(amount, std::min(count, floor) - count);
    beads[i] = count + delta;
    box_total[box] += delta;
    above[static_cast<std::size_t>(layout.colour[i])] += delta;
  }
}

}  // namespace matchbox::simulate
