#include "tracker/reinforcement.h"

#include <algorithm>
#include <cstdlib>

namespace matchbox::tracker {
namespace {

void record(std::vector<BeadChange>* changes, int box, int slot, int delta,
            BeadChange::Kind kind) {
  if (changes != nullptr && delta != 0) changes->push_back({box, slot, delta, kind});
}

int compartment_of(const BeadLayout& layout, const Draw& d) { return d.slot / layout.moves(d.box); }

// Takes up to `take` beads from slot `slot` of box `box`, never below `floor` (or the count
// there is, if that is lower).
void confiscate(const BeadLayout& layout, std::span<int> beads, int box, int slot, int take,
                int floor, std::vector<BeadChange>* changes) {
  int& count = beads[static_cast<std::size_t>(layout.index(box, slot))];
  const int delta = std::max(-take, std::min(count, floor) - count);
  count += delta;
  record(changes, box, slot, delta, BeadChange::Kind::kConfiscate);
}

// One draw under one outcome rule, moving `amount` beads (the rule's own, or its length-scaled
// one); confiscations stop at the rules' floor, or at 1 with keep_last. A win's beads go to
// compartment A.
void apply_rule(const spec::OutcomeRule& rule, int amount, int rules_floor,
                const BeadLayout& layout, std::span<int> beads, const Draw& d,
                std::vector<BeadChange>* changes) {
  const int floor = std::max(rule.keep_last ? 1 : 0, rules_floor);
  if (rule.all_of_colour) {
    confiscate(layout, beads, d.box, d.slot, spec::kMaxBoxBeads, floor, changes);
  } else if (amount > 0) {
    const int slot = layout.compartments == 1 ? d.slot : d.slot % layout.moves(d.box);
    const int delta =
        std::clamp(spec::kMaxBoxBeads - box_beads(layout, beads, d.box), 0, amount);
    beads[static_cast<std::size_t>(layout.index(d.box, slot))] += delta;
    record(changes, d.box, slot, delta, BeadChange::Kind::kAdd);
  } else if (amount < 0) {
    confiscate(layout, beads, d.box, d.slot, -amount, floor, changes);
  }
}

// Draw propagation: the previous draw loses a bead wherever the next box had no duplicate.
void propagate(const BeadLayout& layout, std::span<int> beads, std::span<const Draw> draws,
               int rules_floor, std::vector<BeadChange>* changes) {
  std::vector<bool> lone(draws.size(), false);
  for (std::size_t i = 1; i < draws.size(); ++i) {
    const int box = draws[i].box;
    bool duplicate = false;
    for (int m = 0; m < layout.moves(box) && !duplicate; ++m) {
      int colour = 0;
      for (int c = 0; c < layout.compartments; ++c)
        colour += beads[static_cast<std::size_t>(layout.index(box, m + c * layout.moves(box)))];
      duplicate = colour >= 2;
    }
    lone[i] = !duplicate;
  }
  for (std::size_t i = 1; i < draws.size(); ++i)
    if (lone[i])
      confiscate(layout, beads, draws[i - 1].box, draws[i - 1].slot, 1, std::max(1, rules_floor),
                 changes);
}

void refill(const BeadLayout& layout, std::span<int> beads, int box,
            std::vector<BeadChange>* changes) {
  if (box_beads(layout, beads, box) != 0) return;
  for (int s = 0; s < layout.slot_count(box); ++s) {
    const auto i = static_cast<std::size_t>(layout.index(box, s));
    beads[i] = layout.initial[i];
    record(changes, box, s, layout.initial[i], BeadChange::Kind::kRefill);
  }
}

}  // namespace

BeadLayout bead_layout(const kit::Kit& kit) {
  BeadLayout layout;
  layout.compartments = kit.spec.compartments;
  layout.first_slot.reserve(kit.boxes.size() + 1);
  layout.first_slot.push_back(0);
  for (const kit::Box& box : kit.boxes) {
    for (int c = 0; c < layout.compartments; ++c)
      for (const kit::BeadSlot& slot : box.slots) {
        layout.initial.push_back(slot.beads);
        layout.colour.push_back(slot.colour);
      }
    layout.first_slot.push_back(static_cast<int>(layout.initial.size()));
  }
  return layout;
}

int box_beads(const BeadLayout& layout, std::span<const int> beads, int box) {
  int total = 0;
  for (int i = layout.first_slot[box]; i < layout.first_slot[box + 1]; ++i)
    total += beads[static_cast<std::size_t>(i)];
  return total;
}

int active_compartment(const BeadLayout& layout, std::span<const int> beads, int box) {
  const int moves = layout.moves(box);
  for (int c = 0; c < layout.compartments; ++c)
    for (int m = 0; m < moves; ++m)
      if (beads[static_cast<std::size_t>(layout.index(box, c * moves + m))] > 0) return c;
  return 0;
}

int length_amount(const GameLength& length, int ply) {
  if (length.plies <= 0) return 0;
  const int boards = length.plies + 1;
  return std::max(0, (length.max_plies + 1 - boards) / 2) +
         std::max(0, (length.max_plies - (boards - ply - 2)) / 2);
}

const spec::OutcomeRule& rule_for(const spec::Reinforcement& rules, core::Outcome outcome) {
  switch (outcome) {
    case core::Outcome::kWin:
      return rules.win;
    case core::Outcome::kDraw:
      return rules.draw;
    case core::Outcome::kLoss:
      break;
  }
  return rules.loss;
}

void reinforce(const spec::Reinforcement& rules, const BeadLayout& layout, std::span<int> beads,
               std::span<const Draw> draws, core::Outcome outcome,
               std::vector<BeadChange>* changes, GameLength length) {
  if (draws.empty()) return;
  if (rules.propagation == spec::Propagation::kPreviousBox)
    propagate(layout, beads, draws, rules.floor, changes);
  const spec::OutcomeRule& rule = rule_for(rules, outcome);
  const auto apply = [&](const Draw& d) {
    // A draw's rule punishes only beads drawn from compartment A.
    if (outcome == core::Outcome::kDraw && layout.compartments > 1 &&
        compartment_of(layout, d) > 0)
      return;
    const int amount =
        rule.scale == spec::Scale::kLength
            ? (rule.beads < 0 ? -1 : 1) * std::abs(rule.beads) * length_amount(length, d.ply)
            : rule.beads;
    apply_rule(rule, amount, rules.floor, layout, beads, d, changes);
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
      refill(layout, beads, draws.front().box, changes);
      break;
    case spec::Refill::kAny:
      for (const Draw& d : draws) refill(layout, beads, d.box, changes);
      break;
  }
}

bool adds_beads(const spec::Reinforcement& rules) {
  const auto adds = [](const spec::OutcomeRule& r) { return !r.all_of_colour && r.beads > 0; };
  return adds(rules.win) || adds(rules.draw) || adds(rules.loss);
}

}  // namespace matchbox::tracker
