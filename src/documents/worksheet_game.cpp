// SPDX-FileCopyrightText: 2026 The matchbox authors
// SPDX-License-Identifier: GPL-3.0-or-later

// The worksheet's question (3), "After a game" (documents/worksheet_parts.h).
#include <algorithm>

#include "analysis/solve.h"
#include "core/translation.h"
#include "documents/worksheet_parts.h"
#include "kit/codes.h"

namespace matchbox::documents {

// The drawing machinery every document is made with.
using namespace render;
namespace {

const kit::Colour& drawn_colour(const kit::Kit& kit, const tracker::Draw& draw) {
  const kit::Box& box = kit.boxes.at(static_cast<std::size_t>(draw.box));
  const auto& slots = box.slots;
  const int slot = draw.slot % static_cast<int>(slots.size());  // Compartment B: slot + moves.
  return kit.palette.colours.at(static_cast<std::size_t>(slots.at(slot).colour));
}

// The boxes opened and the beads drawn, with the move each bead played.
Table game_table(const Sheet& s) {
  const WorksheetAnswers& a = s.answers;
  Table table;
  const double w = s.flow.width();
  table.columns = {{0.2 * w, Align::kLeft}, {0.45 * w, Align::kLeft}, {0.35 * w, Align::kLeft}};
  table.header = {s.text("rule.column.box"), s.text("rule.column.bead"),
                  s.text("rule.column.move")};
  for (std::size_t i = 0; i < a.draws.size(); ++i) {
    const tracker::Draw& d = a.draws[i];
    const kit::Colour& colour = drawn_colour(s.kit, d);
    table.rows.push_back(
        {Cell{.text = std::to_string(a.game.boxes[i]), .bold = true},
         Cell{.text = kit::local_code(colour) + "  " + core::tr("colour", colour.name),
              .kind = Cell::Kind::kSwatch,
              .rgb = colour.rgb},
         Cell{.text = a.game.moves.at(static_cast<std::size_t>(d.ply))}});
  }
  return table;
}

// What the rule does to box `box` (an index) after `rule`'s outcome, as the table writes it.
std::string box_changes(const Sheet& s, const RuleAnswer& rule, int box) {
  std::string out;
  for (const tracker::BeadChange& c : rule.changes) {
    if (c.box != box) continue;
    const kit::Colour& colour = drawn_colour(s.kit, {c.box, c.slot, 0});
    const std::string key = c.kind == tracker::BeadChange::Kind::kRefill ? "rule.refill"
                            : c.delta > 0                                ? "rule.add"
                                                                         : "rule.take";
    if (!out.empty()) out += s.text("list.sep");
    std::string change = s.text(key, {{"n", std::abs(c.delta)},
                                      {"colour", core::tr("colour", colour.name)},
                                      {"code", kit::local_code(colour)}});
    // Two compartments: which one (a loss under the builder's reading takes from A and B).
    const auto moves = static_cast<int>(s.kit.boxes.at(static_cast<std::size_t>(box)).slots.size());
    if (s.kit.spec.compartments > 1)
      change = s.text("rule.in_compartment",
                      {{"change", change}, {"compartment", std::string(1, 'A' + c.slot / moves)}});
    out += change;
  }
  return out.empty() ? s.text("rule.nothing") : out;
}

// One row per box opened (in the order of first use), one column per outcome.
Table answer_table(const Sheet& s) {
  const WorksheetAnswers& a = s.answers;
  Table table;
  const double w = s.flow.width();
  const double first = 0.22 * w;
  const double rest = (w - first) / static_cast<double>(a.rules.size());
  table.columns.push_back({first, Align::kLeft});
  table.header.push_back(s.text("rule.box_column"));
  for (const RuleAnswer& rule : a.rules) {
    table.columns.push_back({rest, Align::kLeft});
    table.header.push_back(
        s.text("rule.if." + std::string(analysis::kOutcomes.name(rule.outcome))));
  }
  table.min_row_pt = s.key ? 0 : 2.4 * kBodyPt;
  std::vector<int> seen;
  for (std::size_t i = 0; i < a.draws.size(); ++i) {
    const tracker::Draw& d = a.draws[i];
    if (std::find(seen.begin(), seen.end(), d.box) != seen.end()) continue;
    seen.push_back(d.box);
    std::vector<Cell> row = {Cell{
        .text = s.text("rule.box_cell", {{"box", a.game.boxes[i]}, {"code", a.game.beads[i]}})}};
    for (const RuleAnswer& rule : a.rules)
      row.push_back(Cell{.text = s.key ? box_changes(s, rule, d.box) : "", .bold = s.key});
    table.rows.push_back(std::move(row));
  }
  return table;
}

}  // namespace

void draw_rule_question(Sheet& s) {
  const WorksheetAnswers& a = s.answers;
  std::string moves;
  for (const std::string& m : a.game.moves)
    moves += (moves.empty() ? "" : s.text("rule.move_sep")) + m;
  s.heading("rule.heading", 8 * kBodyPt);
  s.flow.paragraph(s.text("rule.intro", {{"moves", moves}}));
  s.flow.table(game_table(s));
  const std::string outcome(analysis::kOutcomes.name(a.game.outcome));
  s.flow.paragraph(s.text("rule.result", {{"result", s.text("rule.result_word." + outcome)}}),
                   {.size_pt = kBodyPt, .weight = Weight::kBold});
  s.flow.paragraph(s.text("rule.question"));
  s.flow.table(answer_table(s));
}

}  // namespace matchbox::documents
