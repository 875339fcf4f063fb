// SPDX-FileCopyrightText: 2026 The matchbox authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "spec/learning_rules.h"

#include <charconv>
#include <cmath>
#include <string>

#include "core/error.h"

namespace matchbox::spec {
namespace {

// An outcome rule's number of beads: an integer from -kMaxRuleBeads to kMaxRuleBeads.
int decode_rule_beads(const YamlField& beads) {
  const std::string limit = std::to_string(kMaxRuleBeads);
  const std::string expected = "an integer from -" + limit + " to " + limit +
                               " (+n adds n beads of the drawn colour, -n confiscates n) or "
                               "\"all\" (remove every bead of the drawn colour)";
  int value = 0;
  try {
    value = beads.as_int();
  } catch (const core::Error&) {
    beads.fail_expected(expected);
  }
  if (value < -kMaxRuleBeads || value > kMaxRuleBeads) beads.fail_expected(expected);
  return value;
}

// {beads: int | "all", boxes: all|last, keep_last: bool, scale: fixed|length}; absent keys
// keep `rule`'s values.
OutcomeRule decode_outcome(const YamlField& field, OutcomeRule rule) {
  if (!field.present()) return rule;
  field.check_keys({"beads", "boxes", "keep_last", "scale"});
  const YamlField beads = field["beads"];
  if (beads.present()) {
    if (beads.is_scalar() && beads.as_string() == "all") {
      rule.beads = 0;
      rule.all_of_colour = true;
    } else {
      rule.beads = decode_rule_beads(beads);
      rule.all_of_colour = false;
    }
  }
  read_enum(field["boxes"], kUpdatedBoxes, rule.boxes);
  if (field["keep_last"].present()) rule.keep_last = field["keep_last"].as_bool();
  read_enum(field["scale"], kScales, rule.scale);
  if (rule.scale == Scale::kLength && (rule.all_of_colour || rule.beads == 0))
    field["scale"].fail(
        "scale: length multiplies a number of beads; expected beads: 1 (add) or -1 (take away) "
        "with it");
  if (rule.keep_last && rule.beads >= 0 && !rule.all_of_colour)
    field["keep_last"].fail(
        "keep_last only applies to a rule that takes beads away; expected beads below 0 or "
        "\"all\" with it");
  return rule;
}

// A probability: a number from 0 to 1.
double decode_probability(const YamlField& field) {
  const std::string text = field.as_string();
  double value = -1;
  const char* end = text.data() + text.size();
  const auto [ptr, ec] = std::from_chars(text.data(), end, value);
  if (ec != std::errc() || ptr != end || !(value >= 0 && value <= 1))
    field.fail_expected("a probability from 0 to 1 (0.3 for 30 %)");
  return value;
}

Phase decode_phase(const YamlField& field) {
  field.check_keys({"share", "epsilon"});
  Phase phase;
  const YamlField share = field["share"];
  share.require("the share of the run's games this phase lasts, above 0 and at most 1");
  phase.share = decode_probability(share);
  if (phase.share <= 0) share.fail_expected("a share above 0 and at most 1");
  const YamlField epsilon = field["epsilon"];
  epsilon.require("epsilon: one probability, or [first, second] for the two sides");
  if (epsilon.is_scalar()) {
    phase.epsilon[0] = phase.epsilon[1] = decode_probability(epsilon);
  } else {
    const std::vector<YamlField> sides = epsilon.items();
    if (sides.size() != 2)
      epsilon.fail_expected("one probability, or a list [first, second] of two");
    for (int s = 0; s < 2; ++s)
      phase.epsilon[s] = decode_probability(sides[static_cast<std::size_t>(s)]);
  }
  return phase;
}

}  // namespace

void decode_reinforcement(const YamlField& field, Reinforcement& r) {
  if (!field.present()) return;
  field.check_keys(
      {"win", "draw", "loss", "empty_box", "refill", "floor", "propagation", "compartments"});
  r.win = decode_outcome(field["win"], r.win);
  r.draw = decode_outcome(field["draw"], r.draw);
  r.loss = decode_outcome(field["loss"], r.loss);
  read_enum(field["empty_box"], kEmptyBoxes, r.empty_box);
  read_enum(field["refill"], kRefills, r.refill);
  read_enum(field["propagation"], kPropagations, r.propagation);
  read_enum(field["compartments"], kCompartmentRules, r.compartments);
  if (const YamlField floor = field["floor"]; floor.present()) {
    r.floor = floor.as_int();
    if (r.floor < 0 || r.floor > kMaxInitialBeads)
      floor.fail_expected("a whole number of beads from 0 to " + std::to_string(kMaxInitialBeads));
  }
}

void decode_compartments(const YamlField& field, const YamlField& reinforcement,
                         MachineSpec& spec) {
  if (field.present()) {
    spec.compartments = field.as_int();
    if (spec.compartments < 1 || spec.compartments > kMaxCompartments)
      field.fail_expected("1 or 2 (compartments A and B in every box)");
  }
  if (spec.compartments == 1 && spec.reinforcement.compartments != CompartmentRules::kSeparate)
    reinforcement["compartments"].fail_expected(
        "separate, or compartments: 2 with builder (it reads the rules of boxes with compartments "
        "A and B)");
}

void decode_selection(const YamlField& field, MachineSpec& spec) {
  if (!field.present()) return;
  Selection& select = spec.select;
  bool has_epsilon = false;
  if (field.is_scalar()) {
    select.rule = field.as_enum(kSelects);
  } else {
    field.check_keys({"rule", "epsilon", "schedule"});
    field["rule"].require(kSelects.choices());
    select.rule = field["rule"].as_enum(kSelects);
    if (const YamlField epsilon = field["epsilon"]; epsilon.present()) {
      if (select.rule != Select::kEpsilon) epsilon.fail("epsilon only applies to rule: epsilon");
      select.epsilon = decode_probability(epsilon);
      has_epsilon = true;
    }
    if (const YamlField schedule = field["schedule"]; schedule.present()) {
      if (select.rule != Select::kEpsilon)
        schedule.fail("a schedule only applies to rule: epsilon");
      double total = 0;
      for (const YamlField& item : schedule.items()) {
        select.schedule.push_back(decode_phase(item));
        total += select.schedule.back().share;
      }
      if (select.schedule.empty() || std::abs(total - 1) > 1e-9)
        schedule.fail_expected("a list of phases whose shares add up to 1");
    }
  }
  if (select.rule == Select::kEpsilon && !has_epsilon && select.schedule.empty())
    field.fail_expected(
        "{rule: epsilon, epsilon: P} with P from 0 to 1, or a schedule, for the epsilon rule");
}

}  // namespace matchbox::spec
