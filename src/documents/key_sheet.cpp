// SPDX-FileCopyrightText: 2026 The matchbox authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "documents/key_sheet.h"

#include <algorithm>

#include "core/error.h"
#include "kit/codes.h"
#include "kit/outcomes.h"
#include "render/page_flow.h"
#include "render/page_sink.h"
#include "tracker/reinforcement.h"

namespace matchbox::documents {

// The drawing machinery every document is made with.
using namespace render;
namespace {

constexpr double kKeySheetMargin = 42;
constexpr double kKeySheetPt = 8;
constexpr double kBoxColumnPt = 34;

TextArgs key_args(const kit::Kit& kit) {
  return {{"title", kit.spec.title},
          {"boxes", static_cast<int>(kit.boxes.size())},
          {"slots", kit.slot_count()}};
}

// The boxes of one ply: kit.boxes[first, first + count).
struct PlyGroup {
  int ply = 0;
  std::size_t first = 0;
  int count = 0;
};

std::vector<PlyGroup> ply_groups(const kit::Kit& kit) {
  std::vector<PlyGroup> groups;
  for (std::size_t i = 0; i < kit.boxes.size(); ++i) {
    if (groups.empty() || groups.back().ply != kit.boxes[i].ply)
      groups.push_back({kit.boxes[i].ply, i, 0});
    ++groups.back().count;
  }
  return groups;
}

Table ply_table(const kit::Kit& kit, const std::vector<kit::BoxKey>& key, const spec::Texts& texts,
                const PlyGroup& group, cairo_t* cr, double width) {
  Table table;
  table.text_pt = kKeySheetPt;
  table.header = {fill(texts, "key.column.box"), fill(texts, "key.column.position"),
                  fill(texts, "key.column.value"), fill(texts, "key.column.slots")};
  const TextStyle style{.size_pt = kKeySheetPt, .weight = Weight::kBold};
  double position_w = measure_text(cr, table.header[1], style).width;
  double value_w = measure_text(cr, table.header[2], style).width;
  for (int i = 0; i < group.count; ++i) {
    const kit::Box& box = kit.boxes.at(group.first + static_cast<std::size_t>(i));
    const kit::BoxKey& k = key.at(group.first + static_cast<std::size_t>(i));
    const std::string position = kit.game->to_string(box.position);
    const std::string value = key_value_text(texts, k.value);
    position_w = std::max(position_w, measure_text(cr, position, style).width);
    value_w = std::max(value_w, measure_text(cr, value, style).width);
    table.rows.push_back({Cell{.text = std::to_string(box.id), .bold = true},
                          Cell{.text = position}, Cell{.text = value},
                          Cell{.text = key_slots_text(kit, box, k, texts)}});
  }
  position_w += 12;
  value_w += 12;
  table.columns = {{kBoxColumnPt, Align::kRight},
                   {position_w, Align::kLeft},
                   {value_w, Align::kCenter},
                   {std::max(120.0, width - kBoxColumnPt - position_w - value_w), Align::kLeft}};
  return table;
}

}  // namespace

std::string key_value_text(const spec::Texts& texts, const analysis::Value& value) {
  if (value.plies == analysis::Value::kEndless) return fill(texts, "key.value.endless");
  return fill(texts, "key.value." + std::string(analysis::kOutcomes.name(value.outcome)),
              {{"plies", value.plies}});
}

std::string key_slots_text(const kit::Kit& kit, const kit::Box& box, const kit::BoxKey& key,
                           const spec::Texts& texts) {
  MATCHBOX_CHECK_EQ(box.slots.size(), key.slots.size());
  std::string out;
  for (std::size_t s = 0; s < box.slots.size(); ++s) {
    if (s > 0) out += texts.at("key.sep");
    out += fill(texts, "key.slot",
                {{"code", kit::local_code(kit.palette.colours.at(box.slots[s].colour))},
                 {"move", box.slots[s].notation},
                 {"value", key_value_text(texts, key.slots[s].value)},
                 {"best", key.slots[s].best ? texts.at("key.best") : std::string()}});
  }
  return out;
}

std::string finder_key_text(const kit::Kit& kit, const kit::Box& box, const kit::BoxKey& key,
                            const spec::Texts& texts) {
  MATCHBOX_CHECK_EQ(box.slots.size(), key.slots.size());
  std::string out;
  for (std::size_t s = 0; s < box.slots.size(); ++s) {
    if (s > 0) out += texts.at("key.finder.sep");
    const std::string outcome(analysis::kOutcomes.name(key.slots[s].value.outcome));
    out += fill(texts, "key.finder.entry",
                {{"code", kit::local_code(kit.palette.colours.at(box.slots[s].colour))},
                 {"mark", texts.at("key.finder.mark." + outcome)}});
  }
  return out;
}

std::string key_intro(const kit::Kit& kit, const spec::Texts& texts) {
  const kit::PossibleOutcomes possible = kit::possible_outcomes(kit);
  std::string out = texts.at("key.intro.head");
  for (games::Outcome o : {games::Outcome::kWin, games::Outcome::kDraw, games::Outcome::kLoss})
    if (possible.can(o))
      out += " " + texts.at("key.intro." + std::string(analysis::kOutcomes.name(o)));
  return out + " " + texts.at("key.intro.best") + " " +
         texts.at(tracker::adds_beads(kit.spec.reinforcement) ? "key.intro.watch.grow"
                                                              : "key.intro.watch.shrink");
}

std::vector<std::filesystem::path> write_key_sheet(const kit::Kit& kit,
                                                   const std::vector<kit::BoxKey>& key,
                                                   const spec::Texts& texts, Format format,
                                                   const std::filesystem::path& dir) {
  MATCHBOX_CHECK(kit.game != nullptr);
  MATCHBOX_CHECK_EQ(key.size(), kit.boxes.size());
  const TextArgs args = key_args(kit);
  PageSink sink(dir, "key", format, core::Length::points(kA4ShortPt),
                core::Length::points(kA4LongPt),
                {fill(texts, "key.title", args), fill(texts, "key.subject", args)});
  PageFlow flow(sink, kKeySheetMargin, [&](int page) {
    return fill(texts, "key.footer", {{"title", kit.spec.title}, {"page", page}});
  });
  flow.title(fill(texts, "key.title", args), fill(texts, "key.subtitle", args));
  flow.paragraph(key_intro(kit, texts));
  for (const PlyGroup& group : ply_groups(kit)) {
    const Table table = ply_table(kit, key, texts, group, flow.cr(), flow.width());
    flow.heading(fill_count(texts, "key.ply", group.count, {{"ply", group.ply}}),
                 flow.table_header_height(table) + 3 * kKeySheetPt);
    flow.table(table);
  }
  return sink.finish();
}

}  // namespace matchbox::documents
