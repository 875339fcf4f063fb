#include "simulate/fill.h"

#include "tracker/reinforcement_steps.h"

namespace matchbox::simulate {

void Fill::reinforce(const spec::Reinforcement& rules, std::span<const tracker::Draw> draws,
                     core::Outcome outcome, tracker::GameLength length) {
  const tracker::BeadLayout& layout = *bead_layout;
  const spec::OutcomeRule& rule = tracker::rule_for(rules, outcome);
  if (draws.empty() || rules.propagation != spec::Propagation::kNone || rule.all_of_colour ||
      rule.scale != spec::Scale::kFixed || layout.compartments != 1)
    return tracker::steps::reinforce(rules, *this, draws, outcome, length);
  // As tracker::steps::apply_rule() for each draw: an addition stops at a full box, a
  // confiscation at the floor.
  const int amount = rule.beads;
  const int floor = std::max(rule.keep_last ? 1 : 0, rules.floor);
  const std::span<const tracker::Draw> used = amount == 0 ? draws.first(0)
                                              : rule.boxes == spec::UpdatedBoxes::kLast
                                                  ? draws.last(1)
                                                  : draws;
  for (const tracker::Draw& d : used) {
    const auto box = static_cast<std::size_t>(d.box);
    const auto i = static_cast<std::size_t>(layout.first_slot[box] + d.slot);
    const int count = beads[i], total = box_total[box];
    const int delta = amount > 0 ? std::clamp(spec::kMaxBoxBeads - total, 0, amount)
                                 : std::max(amount, std::min(count, floor) - count);
    if (delta == 0) continue;
    beads[i] = count + delta;
    box_total[box] = total + delta;
    const auto colour = static_cast<std::size_t>(layout.colour[i]);
    const long long now = above[colour] += delta;
    extra[colour] = static_cast<int>(std::max<long long>(extra[colour], now));
  }
  if (rules.refill == spec::Refill::kFirstBox) tracker::steps::refill(*this, draws.front().box);
  if (rules.refill == spec::Refill::kAny)
    for (const tracker::Draw& d : draws) tracker::steps::refill(*this, d.box);
}

}  // namespace matchbox::simulate
