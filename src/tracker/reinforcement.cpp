#include "tracker/reinforcement.h"

#include <algorithm>

namespace matchbox::tracker {
namespace {

void record(std::vector<BeadChange>* changes, const Draw& d, int delta, BeadChange::Kind kind) {
  if (changes != nullptr && delta != 0) changes->push_back({d.box, d.slot, delta, kind});
}

// One draw under one outcome rule; confiscations stop at `floor` beads (or at the count there
// is, if that is lower).
void apply_rule(const spec::OutcomeRule& rule, int rules_floor, const BeadLayout& layout,
                std::span<int> beads, const Draw& d, std::vector<BeadChange>* changes) {
  int& count = beads[static_cast<std::size_t>(layout.index(d.box, d.slot))];
  const int floor = std::min(count, std::max(rule.keep_last ? 1 : 0, rules_floor));
  int delta = 0;
  if (rule.all_of_colour)
    delta = floor - count;
  else if (rule.beads > 0)
    delta = std::clamp(spec::kMaxBoxBeads - box_beads(layout, beads, d.box), 0, rule.beads);
  else if (rule.beads < 0)
    delta = std::max(rule.beads, floor - count);
  count += delta;
  record(changes, d, delta, delta > 0 ? BeadChange::Kind::kAdd : BeadChange::Kind::kConfiscate);
}

void refill(const BeadLayout& layout, std::span<int> beads, int box,
            std::vector<BeadChange>* changes) {
  if (box_beads(layout, beads, box) != 0) return;
  for (int s = 0; s < layout.slot_count(box); ++s) {
    const auto i = static_cast<std::size_t>(layout.index(box, s));
    beads[i] = layout.initial[i];
    record(changes, Draw{box, s}, layout.initial[i], BeadChange::Kind::kRefill);
  }
}

}  // namespace

BeadLayout bead_layout(const kit::Kit& kit) {
  BeadLayout layout;
  layout.first_slot.reserve(kit.boxes.size() + 1);
  layout.first_slot.push_back(0);
  for (const kit::Box& box : kit.boxes) {
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
               std::vector<BeadChange>* changes) {
  if (draws.empty()) return;
  const spec::OutcomeRule& rule = rule_for(rules, outcome);
  if (rule.beads != 0 || rule.all_of_colour) {
    if (rule.boxes == spec::UpdatedBoxes::kLast)
      apply_rule(rule, rules.floor, layout, beads, draws.back(), changes);
    else
      for (const Draw& d : draws) apply_rule(rule, rules.floor, layout, beads, d, changes);
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
