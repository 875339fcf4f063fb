// SPDX-FileCopyrightText: 2026 The matchbox authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "documents/instructions.h"

#include <algorithm>
#include <cmath>
#include <utility>

#include "analysis/solve.h"
#include "core/translation.h"
#include "documents/bead_list.h"
#include "documents/game_rules.h"
#include "documents/notation_panel.h"
#include "documents/rule_notes.h"
#include "documents/turning_example.h"
#include "kit/outcomes.h"
#include "render/page_flow.h"
#include "render/page_sink.h"

namespace matchbox::documents {

// The drawing machinery every document is made with.
using namespace render;
namespace {

using Kind = Block::Kind;
constexpr double kInstructionsMargin = 36;
// Body sizes, largest first: the sheet is set at the largest that fits one page.
constexpr double kBodySizes[] = {10, 9.5, 9, 8.5, 8, 7.5, 7, 6.5};
// The source note is set 2 pt below the body, and never under 6 pt (nothing printed is smaller).
constexpr double kNoteBelowBodyPt = 2;
constexpr double kSmallestNotePt = 6;
const std::string kInstructionsKey = "instructions.";

std::string instructions_text(const spec::Texts& texts, const std::string& key,
                              const TextArgs& args = {}) {
  return fill(texts, kInstructionsKey + key, args);
}

TextArgs kit_args(const kit::Kit& kit, const spec::Texts& texts) {
  const games::Player side = machine_side(kit.spec);
  return {{"title", kit.spec.title},
          {"game", kit.game->title()},
          {"boxes", static_cast<int>(kit.boxes.size())},
          {"beads", kit.bead_count()},
          {"colours", colours_used(kit)},
          {"side", side_name(kit, texts, side)},
          {"other", side_name(kit, texts, core::opponent(side))}};
}

// How the real board relates to the pictures: exactly, or up to the game's symmetries.
std::string symmetry_sentence(const kit::Kit& kit, const spec::Texts& texts) {
  const auto& group = kit.game->symmetries();
  if (kit.spec.symmetry == spec::SymmetryMode::kNone || group.size() < 2)
    return instructions_text(texts, "turn.find_exact");
  std::vector<std::string> names;
  for (std::size_t i = 1; i < group.size(); ++i)
    names.push_back(core::tr("transform", group[i].name));
  return fill_count(texts, kInstructionsKey + "turn.find_symmetric", static_cast<int>(names.size()),
                    {{"transforms", join_list(texts, kInstructionsKey + "list", names)}});
}

// The rules of the game (documents/game_rules.h), then the machine file's own, if it has any.
void add_game(std::vector<Block>& out, const kit::Kit& kit, const spec::Texts& texts) {
  out.push_back({Kind::kHeading, instructions_text(texts, "game.heading")});
  for (const std::string& rule : game_rules(*kit.game, texts))
    out.push_back({Kind::kItem, rule, "•"});
  for (const std::string& rule : kit.spec.rules) out.push_back({Kind::kItem, rule, "•"});
}

void add_setup(std::vector<Block>& out, const kit::Kit& kit, const spec::Texts& texts,
               const TextArgs& args) {
  out.push_back({Kind::kHeading, instructions_text(texts, "setup.heading")});
  std::vector<std::string> items = {instructions_text(texts, "setup.boxes", args),
                                    instructions_text(texts, "setup.labels")};
  for (std::string& item : setup_items(kit, texts)) items.push_back(std::move(item));
  items.push_back(fill_sentence(kit, texts, kInstructionsKey + "setup."));
  items.push_back(instructions_text(texts, "setup.order"));
  for (const std::string& item : items) out.push_back({Kind::kItem, item, "•"});
}

void add_notation(std::vector<Block>& out, const kit::Kit& kit, const spec::Texts& texts) {
  out.push_back({Kind::kHeading, instructions_text(texts, "notation.heading")});
  out.push_back({Kind::kNotation, notation_text(kit, texts)});
}

void add_turn(std::vector<Block>& out, const kit::Kit& kit, const spec::Texts& texts,
              const TextArgs& args) {
  out.push_back({Kind::kHeading, instructions_text(texts, "turn.heading")});
  TextArgs intro_args = args;
  intro_args.emplace_back(
      "plays",
      instructions_text(texts, "plays." + std::string(spec::kPlays.name(kit.spec.plays)), args));
  out.push_back({Kind::kParagraph, instructions_text(texts, "turn.intro", intro_args)});
  // Where a position can come up at several plies, its box carries only the earliest.
  const bool any_ply = kit.game->impartial() || kit.game->positions_repeat();
  const std::string read_key = kInstructionsKey + "turn.read." + kit.game->name();
  std::string play = instructions_text(texts, "turn.play");
  if (texts.entries.count(read_key)) {
    play += ' ';
    play += fill(texts, read_key);
  }
  const std::string find = instructions_text(texts, any_ply ? "turn.find_any_ply" : "turn.find") +
                           " " + symmetry_sentence(kit, texts);
  const std::vector<std::string> steps = {find, draw_step(kit, texts), play,
                                          instructions_text(texts, "turn.keep"),
                                          instructions_text(texts, "turn.opponent")};
  for (std::size_t i = 0; i < steps.size(); ++i)
    out.push_back({Kind::kItem, steps[i], std::to_string(i + 1) + "."});
  if (kit.spec.forced != spec::Forced::kKeep)
    out.push_back({Kind::kParagraph,
                   instructions_text(
                       texts, "turn.forced." + std::string(spec::kForced.name(kit.spec.forced)))});
}

// The reinforcement table: one row per outcome the game allows (no draw row for hexapawn).
void add_reinforcement(std::vector<Block>& out, const kit::Kit& kit, const spec::Texts& texts) {
  const spec::Reinforcement& r = kit.spec.reinforcement;
  out.push_back({Kind::kHeading, instructions_text(texts, "reinforce.heading")});
  out.push_back({Kind::kParagraph, instructions_text(texts, "reinforce.intro")});
  Block table{Kind::kRuleTable, "", "", {}};
  table.rows = {{instructions_text(texts, "reinforce.column.outcome"),
                 instructions_text(texts, "reinforce.column.action")}};
  const kit::PossibleOutcomes possible = kit::possible_outcomes(kit);
  for (const auto& [outcome, rule] :
       {std::pair{games::Outcome::kWin, &r.win}, std::pair{games::Outcome::kDraw, &r.draw},
        std::pair{games::Outcome::kLoss, &r.loss}})
    if (possible.can(outcome))
      table.rows.push_back(
          {instructions_text(texts,
                             "reinforce.outcome." + std::string(analysis::kOutcomes.name(outcome))),
           rule_sentence(*rule, texts)});
  out.push_back(std::move(table));
  for (Block& note : rule_notes(kit, texts)) out.push_back(std::move(note));
}

bool changes_nothing(const spec::OutcomeRule& rule) {
  return !rule.all_of_colour && rule.beads == 0;
}

// The refill sentence: for a machine that plays either side its first box is at ply 1 or 2.
std::string refill_sentence(const kit::Kit& kit, const spec::Texts& texts) {
  const spec::Refill refill = kit.spec.reinforcement.refill;
  const int ply = kit.plies().empty() ? 1 : kit.plies().front();
  const std::string beads = kInstructionsKey + "empty.beads";
  std::string fill_text = fill_count(texts, beads, initial_beads(kit, ply));
  std::string key = "empty.refill." + std::string(spec::kRefills.name(refill));
  if (refill == spec::Refill::kFirstBox && kit.spec.plays == spec::Plays::kBoth) {
    key += "-both";
    const int first = initial_beads(kit, 1), second = initial_beads(kit, 2);
    if (second != 0 && second != first)
      fill_text = instructions_text(
          texts, "empty.either",
          {{"a", fill_count(texts, beads, first)}, {"b", fill_count(texts, beads, second)}});
  }
  return instructions_text(texts, key, {{"ply", ply}, {"fill", fill_text}});
}

// True if some rule can take a bead away, so a box can run empty.
bool takes_beads(const spec::Reinforcement& r) {
  const auto takes = [](const spec::OutcomeRule& rule) {
    return rule.all_of_colour || rule.beads < 0;
  };
  return takes(r.win) || takes(r.draw) || takes(r.loss) ||
         r.propagation != spec::Propagation::kNone;
}

void add_empty_box(std::vector<Block>& out, const kit::Kit& kit, const spec::Texts& texts) {
  const spec::OutcomeRule& loss = kit.spec.reinforcement.loss;
  out.push_back({Kind::kHeading, instructions_text(texts, "empty.heading")});
  if (!takes_beads(kit.spec.reinforcement)) {
    out.push_back({Kind::kParagraph, instructions_text(texts, "empty.never")});
    return;
  }
  out.push_back(
      {Kind::kParagraph,
       changes_nothing(loss)
           ? instructions_text(texts, "empty.resign_nothing")
           : instructions_text(texts, "empty.resign", {{"loss", rule_sentence(loss, texts)}})});
  out.push_back({Kind::kParagraph, refill_sentence(kit, texts)});
  if (kit.spec.hopeless == spec::Hopeless::kResign)
    out.push_back({Kind::kParagraph, instructions_text(texts, "empty.hopeless")});
}

// Numbers the section headings in reading order ("1. The game").
void number_headings(std::vector<Block>& blocks, const spec::Texts& texts) {
  int n = 0;
  for (Block& b : blocks)
    if (b.kind == Kind::kHeading)
      b.text = instructions_text(texts, "heading", {{"n", ++n}, {"heading", b.text}});
}

// `next` is the block after `block`, if any: a heading stays on the page of its first block.
// Body text is set at `body` points.
void draw_block(PageFlow& flow, const kit::Kit& kit, const Block& block, const Block* next,
                double body) {
  const TextStyle style{.size_pt = body};
  switch (block.kind) {
    case Kind::kTitle:
      flow.title(block.text, block.extra);
      break;
    case Kind::kHeading:
      flow.heading(block.text, next ? flow.paragraph_height(next->text, style) : 0);
      break;
    case Kind::kParagraph:
      flow.paragraph(block.text, style);
      break;
    case Kind::kItem:
      flow.item(block.extra, block.text, body);
      break;
    case Kind::kNote: {
      const double note_pt = std::max(body - kNoteBelowBodyPt, kSmallestNotePt);
      flow.paragraph(block.text, TextStyle{.size_pt = note_pt, .italic = true});
      break;
    }
    case Kind::kNotation:
      draw_notation_panel(flow, kit, block.text, body);
      break;
    case Kind::kRuleTable: {
      Table table;
      table.text_pt = body;
      const double first = 110;
      table.columns = {{first, Align::kLeft}, {flow.width() - first, Align::kLeft}};
      table.header = {block.rows.at(0).first, block.rows.at(0).second};
      for (std::size_t i = 1; i < block.rows.size(); ++i)
        table.rows.push_back(
            {Cell{.text = block.rows[i].first, .bold = true}, Cell{.text = block.rows[i].second}});
      flow.table(table);
      break;
    }
  }
}

}  // namespace

int initial_beads(const kit::Kit& kit, int ply) {
  for (const kit::Box& box : kit.boxes)
    if (box.ply == ply && !box.slots.empty()) return box.slots.front().beads;
  return 0;
}

std::string fill_sentence(const kit::Kit& kit, const spec::Texts& texts,
                          const std::string& prefix) {
  std::vector<int> counts;
  std::vector<std::string> items;
  for (int ply : kit.plies()) {
    counts.push_back(initial_beads(kit, ply));
    items.push_back(fill_count(texts, prefix + "per_ply", counts.back(), {{"ply", ply}}));
  }
  if (!counts.empty() &&
      std::all_of(counts.begin(), counts.end(), [&](int n) { return n == counts.front(); }))
    return fill_count(texts, prefix + "fill_same", counts.front());
  return fill(texts, prefix + "fill_by_ply",
              {{"per_ply", join_list(texts, kInstructionsKey + "list", items)}});
}

games::Player machine_side(const spec::MachineSpec& spec) {
  return spec.plays == spec::Plays::kSecond ? games::Player::kSecond : games::Player::kFirst;
}

std::string side_name(const kit::Kit& kit, const spec::Texts& texts, games::Player side) {
  return side_name(*kit.game, texts, side);
}

std::string side_name(const games::Game& game, const spec::Texts& texts, games::Player side) {
  const std::string which = side == games::Player::kFirst ? ".first" : ".second";
  const std::string key = kInstructionsKey + "sides." + game.name();
  const games::GameParams params = game.params();
  const auto first = params.find("first");  // The colour that moves first, where a game has one.
  if (first != params.end() && texts.entries.count(key + "." + first->second + which))
    return fill(texts, key + "." + first->second + which);
  if (texts.entries.count(key + which)) return fill(texts, key + which);
  return fill(texts, kInstructionsKey + "sides.default" + which);
}

std::string outcome_list(const kit::Kit& kit, const spec::Texts& texts, const std::string& prefix,
                         const std::string& list_key) {
  const kit::PossibleOutcomes possible = kit::possible_outcomes(kit);
  std::vector<std::string> items;
  for (games::Outcome o : {games::Outcome::kWin, games::Outcome::kDraw, games::Outcome::kLoss})
    if (possible.can(o))
      items.push_back(fill(texts, prefix + "." + std::string(analysis::kOutcomes.name(o))));
  return join_list(texts, list_key, items);
}

std::string rule_sentence(const spec::OutcomeRule& rule, const spec::Texts& texts) {
  if (rule.scale == spec::Scale::kLength) return length_sentence(rule, texts);
  const std::string boxes(spec::kUpdatedBoxes.name(rule.boxes));
  const bool takes = rule.all_of_colour || rule.beads < 0;
  if (!takes && rule.beads == 0) return instructions_text(texts, "reinforce.nothing");
  const std::string scope =
      instructions_text(texts, "reinforce.scope." + std::string(takes ? "take." : "add.") + boxes);
  if (!takes)
    return fill_count(texts, kInstructionsKey + "reinforce.add", rule.beads, {{"scope", scope}});
  std::string proviso;
  if (rule.keep_last)
    proviso = instructions_text(
        texts, rule.all_of_colour ? "reinforce.keep_last_all" : "reinforce.keep_last");
  if (rule.all_of_colour)
    return instructions_text(texts, "reinforce.confiscate_all",
                             {{"scope", scope}, {"proviso", proviso}});
  return fill_count(texts, kInstructionsKey + "reinforce.confiscate", -rule.beads,
                    {{"scope", scope}, {"m", -rule.beads - 1}, {"proviso", proviso}});
}

std::vector<Block> instruction_blocks(const kit::Kit& kit, const spec::Texts& texts) {
  const TextArgs args = kit_args(kit, texts);
  std::vector<Block> out;
  out.push_back({Kind::kTitle, instructions_text(texts, "title", args),
                 instructions_text(texts, "subtitle", args)});
  if (!kit.spec.description.empty()) out.push_back({Kind::kParagraph, kit.spec.description});
  if (!kit.spec.source.empty())
    out.push_back({Kind::kNote, instructions_text(texts, "source", {{"source", kit.spec.source}})});
  add_game(out, kit, texts);
  add_setup(out, kit, texts, args);
  add_notation(out, kit, texts);
  add_turn(out, kit, texts, args);
  add_reinforcement(out, kit, texts);
  add_empty_box(out, kit, texts);
  out.push_back({Kind::kHeading, instructions_text(texts, "record.heading")});
  out.push_back({Kind::kParagraph, instructions_text(texts, "record.sheet")});
  number_headings(out, texts);
  return out;
}

std::vector<std::filesystem::path> write_instructions(const kit::Kit& kit, const spec::Texts& texts,
                                                      Format format,
                                                      const std::filesystem::path& dir) {
  const std::vector<Block> blocks = instruction_blocks(kit, texts);
  const auto footer = [&](int page) {
    return instructions_text(texts, "footer", {{"title", kit.spec.title}, {"page", page}});
  };
  // Draws the sheet; returns its pages and the share of the last one used. A trial (not `final`)
  // runs onto a second page where the turned box's example does not fit the first.
  const auto draw = [&](PageSink& sink, double body, bool final) {
    PageFlow flow(sink, kInstructionsMargin, footer);
    for (std::size_t i = 0; i < blocks.size(); ++i)
      draw_block(flow, kit, blocks[i], i + 1 < blocks.size() ? &blocks[i + 1] : nullptr, body);
    draw_turning_example(flow, kit, texts, blocks, body, final);
    return std::pair(flow.pages(),
                     (flow.y() - kInstructionsMargin) / (flow.bottom() - kInstructionsMargin));
  };
  const core::Length width = core::Length::points(kA4ShortPt);
  const core::Length height = core::Length::points(kA4LongPt);
  // The largest body size at which the sheet fits one page, tried on pages
  // that are not written (the texts measured at the size chosen are then drawn as measured). A
  // smaller size never makes the sheet longer, so each trial halves the sizes left, as in a
  // binary search; but the trial is at the size the last one predicts (text takes room as the
  // square of its size), which finds a sheet's size in two trials where the guess is good.
  // The first trial is at 7 pt, next to where most machines in games/ land (7.5, 7 or 6.5 pt).
  // Where even the smallest size takes two pages, the sheet is set at the size above it: the
  // smallest is only for a sheet it keeps on one page.
  const std::size_t smallest = std::size(kBodySizes) - 1;
  std::size_t lo = 0, hi = smallest, next = hi - 1;
  const auto one_page = [&](std::size_t at) {
    PageSink trial = PageSink::trial(width, height);
    return draw(trial, kBodySizes[at], false);
  };
  while (lo < hi) {
    const std::size_t at = std::clamp(next, lo, hi - 1);
    const auto [pages, last_share] = one_page(at);
    if (pages == 1)
      hi = at;
    else
      lo = at + 1;
    const double length = std::max(pages - 1 + last_share, 1e-3);
    const double guess = kBodySizes[at] / std::sqrt(length);
    next =
        static_cast<std::size_t>(std::find_if(std::begin(kBodySizes), std::end(kBodySizes),
                                              [&](double size) { return size <= guess + 1e-9; }) -
                                 std::begin(kBodySizes));
  }
  if (lo == smallest && one_page(smallest).first > 1) lo = smallest - 1;
  PageSink sink(
      dir, "instructions", format, width, height,
      {blocks.front().text, instructions_text(texts, "subject", {{"title", kit.spec.title}})});
  draw(sink, kBodySizes[lo], true);
  return sink.finish();
}

}  // namespace matchbox::documents
