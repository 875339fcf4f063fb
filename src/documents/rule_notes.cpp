// SPDX-FileCopyrightText: 2026 The matchbox authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "documents/rule_notes.h"

#include <cmath>

#include "kit/outcomes.h"
#include "render/page_flow.h"
#include "tracker/reinforcement.h"

namespace matchbox::documents {

// The drawing machinery every document is made with.
using namespace render;
namespace {

const std::string kRulesKey = "instructions.rules.";

std::string rules_text(const spec::Texts& texts, const std::string& key,
                       const TextArgs& args = {}) {
  return fill(texts, kRulesKey + key, args);
}

bool length_scaled(const spec::Reinforcement& r) {
  return r.win.scale == spec::Scale::kLength || r.draw.scale == spec::Scale::kLength ||
         r.loss.scale == spec::Scale::kLength;
}

// The table of length-scaled amounts: one row per game length the game allows, the amount for
// each ply of it.
Block length_table(const kit::Kit& kit, const spec::Texts& texts) {
  Block table{Block::Kind::kRuleTable, "", "", {}};
  table.rows.push_back(
      {rules_text(texts, "length.column.game"), rules_text(texts, "length.column.beads")});
  const int most = kit.game->max_plies();
  for (int plies = kit::shortest_game(kit); plies <= most; ++plies) {
    std::vector<std::string> amounts;
    for (int ply = 0; ply < plies; ++ply)
      amounts.push_back(
          rules_text(texts, "length.entry",
                     {{"ply", ply + 1}, {"n", tracker::length_amount({plies, most}, ply)}}));
    std::string row;
    for (const std::string& a : amounts) {
      if (!row.empty()) row += rules_text(texts, "length.sep");
      row += a;
    }
    table.rows.push_back({rules_text(texts, "length.row", {{"plies", plies}}), row});
  }
  return table;
}

// "1 in 10" for epsilon 0.1, with the count k of a 1..d draw that picks at random.
TextArgs chance_args(double epsilon) {
  const int tenths = static_cast<int>(std::lround(epsilon * 10));
  const bool in_tenths = std::abs(epsilon * 10 - tenths) < 1e-9;
  const int d = in_tenths ? 10 : 100;
  return {{"k", in_tenths ? tenths : static_cast<int>(std::lround(epsilon * 100))},
          {"d", d},
          {"percent", static_cast<int>(std::lround(epsilon * 100))}};
}

}  // namespace

std::string draw_step(const kit::Kit& kit, const spec::Texts& texts) {
  const spec::Selection& select = kit.spec.select;
  std::string step;
  switch (select.rule) {
    case spec::Select::kDraw:
      step = fill(texts, "instructions.turn.shake");
      break;
    case spec::Select::kGreedy:
      step = rules_text(texts, "select.greedy");
      break;
    case spec::Select::kEpsilon:
      step = rules_text(texts, "select.epsilon", chance_args(select.epsilon));
      break;
    case spec::Select::kDuplicates:
      step = rules_text(texts, "select.duplicates");
      break;
  }
  if (kit.spec.compartments > 1) {
    step += ' ';
    step += rules_text(texts, "compartments.draw");
  }
  return step;
}

std::vector<std::string> setup_items(const kit::Kit& kit, const spec::Texts& texts) {
  if (kit.spec.compartments == 1) return {};
  return {rules_text(texts, "compartments.setup")};
}

std::vector<Block> rule_notes(const kit::Kit& kit, const spec::Texts& texts) {
  const spec::Reinforcement& r = kit.spec.reinforcement;
  const bool propagation = r.propagation == spec::Propagation::kPreviousBox;
  const bool builder =
      kit.spec.compartments > 1 && r.compartments == spec::CompartmentRules::kBuilder;
  std::vector<Block> out;
  if (kit.spec.compartments > 1) {
    out.push_back({Block::Kind::kParagraph, rules_text(texts, builder ? "compartments.after_builder"
                                                                      : "compartments.after")});
    // The sheet's "last bead of its colour" (keep_last, the floor, propagation) per reading.
    if (r.win.keep_last || r.draw.keep_last || r.loss.keep_last || r.floor > 0 || propagation)
      out.push_back(
          {Block::Kind::kParagraph,
           rules_text(texts, "compartments.last." +
                                 std::string(spec::kCompartmentRules.name(r.compartments)))});
  }
  if (propagation)
    out.push_back({Block::Kind::kParagraph,
                   rules_text(texts, builder ? "propagation_builder" : "propagation")});
  if (r.floor > 0)
    out.push_back({Block::Kind::kParagraph, fill_count(texts, kRulesKey + "floor", r.floor)});
  if (length_scaled(r)) out.push_back(length_table(kit, texts));
  return out;
}

std::string length_sentence(const spec::OutcomeRule& rule, const spec::Texts& texts) {
  const bool takes = rule.beads < 0;
  const std::string boxes(spec::kUpdatedBoxes.name(rule.boxes));
  const std::string scope =
      fill(texts, "instructions.reinforce.scope." + std::string(takes ? "take." : "add.") + boxes);
  return rules_text(texts, takes ? "length.take" : "length.add", {{"scope", scope}});
}

}  // namespace matchbox::documents
