// SPDX-FileCopyrightText: 2026 The matchbox authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "documents/bead_list.h"

#include <algorithm>
#include <functional>

#include "core/error.h"
#include "core/translation.h"
#include "kit/codes.h"
#include "layout/cell_flow.h"
#include "render/page_flow.h"
#include "render/page_sink.h"
#include "simulate/spares.h"
#include "tracker/reinforcement.h"

namespace matchbox::documents {

// The drawing machinery every document is made with.
using namespace render;
namespace {

constexpr double kListMargin = 42;
constexpr double kChecklistPt = 8.5;
constexpr double kCellH = 13;
constexpr double kListHeadingH = 18;
constexpr double kTickSide = 8;

TextArgs list_args(const kit::Kit& kit) {
  return {{"title", kit.spec.title},
          {"boxes", static_cast<int>(kit.boxes.size())},
          {"beads", kit.bead_count()},
          {"colours", colours_used(kit)},
          {"palette",
           kit.palette.title.empty() ? kit.palette.id : core::tr("palette", kit.palette.title)}};
}

// The bead table; a Spares column when `with_spares`. A machine with many plies (5×5 checkers
// has 12) gets narrower columns in small type, with "Ply" once over the ply numbers.
Table bead_table(const kit::Kit& kit, const BeadTotals& totals, bool with_spares,
                 const spec::Texts& texts, double width) {
  Table table;
  const auto plies = static_cast<double>(totals.plies.size());
  const double numbers = 1 + plies + (with_spares ? 1 : 0);
  const bool crowded = 44 + 100 + 52 * numbers > width;
  // Crowded: total and spares keep room for 5 digits and their headers, ply columns share the
  // rest beside a colour column of at least 80 pt.
  const double code_w = crowded ? 30 : 44;
  const double total_w = crowded ? 36 : 52;
  const double spares_w = with_spares ? (crowded ? 40 : 52) : 0;
  const double ply_w =
      crowded ? std::max(24.0, (width - code_w - 80 - total_w - spares_w) / std::max(1.0, plies))
              : 52;
  // Four bold digits need about 30 pt at 8 pt type; below that, 7 pt (still above 6 pt).
  if (crowded) table.text_pt = ply_w >= 30 ? kSmallPt : 7;
  table.header = {fill(texts, "beads.column.colour"), fill(texts, "beads.column.code"),
                  fill(texts, "beads.column.total")};
  table.columns = {{0, Align::kLeft}, {code_w, Align::kCenter}, {total_w, Align::kRight}};
  if (crowded && !totals.plies.empty())
    table.groups.push_back(
        {3, static_cast<int>(totals.plies.size()), fill(texts, "beads.column.plies")});
  for (int ply : totals.plies) {
    table.header.push_back(crowded ? std::to_string(ply)
                                   : fill(texts, "beads.column.ply", {{"ply", ply}}));
    table.columns.push_back({ply_w, Align::kRight});
  }
  if (with_spares) {
    table.header.push_back(fill(texts, "beads.column.spares"));
    table.columns.push_back({spares_w, Align::kRight});
  }
  table.columns[0].width_pt =
      std::clamp(width - code_w - total_w - ply_w * plies - spares_w, 60.0, 170.0);
  for (const BeadRow& row : totals.rows) {
    const kit::Colour& colour = kit.palette.colours.at(row.colour);
    std::vector<Cell> cells = {Cell{.text = core::tr("colour", colour.name),
                                    .kind = Cell::Kind::kSwatch,
                                    .rgb = colour.rgb},
                               Cell{.text = kit::local_code(colour), .bold = true},
                               Cell{.text = std::to_string(row.total), .bold = true}};
    for (int n : row.per_ply) cells.push_back(Cell{.text = std::to_string(n)});
    if (with_spares) cells.push_back(Cell{.text = std::to_string(row.spares), .bold = true});
    table.rows.push_back(std::move(cells));
  }
  std::vector<Cell> sum = {Cell{.text = fill(texts, "beads.all_colours")}, Cell{},
                           Cell{.text = std::to_string(totals.total)}};
  for (int n : totals.ply_totals) sum.push_back(Cell{.text = std::to_string(n)});
  if (with_spares) sum.push_back(Cell{.text = std::to_string(totals.spares)});
  table.rows.push_back(std::move(sum));
  table.bold_last_rows = 1;
  return table;
}

// The sentence under the table: how the spares were estimated (for the event `plan`ned, if
// any), or why there are none.
std::string spares_text(const kit::Kit& kit, const BeadTotals& totals, const spec::Texts& texts,
                        const std::optional<simulate::SparePlan>& plan) {
  if (!tracker::adds_beads(kit.spec.reinforcement)) return fill(texts, "beads.no_spares");
  const bool both = kit.spec.plays == spec::Plays::kBoth;
  TextArgs args = {{"spares", totals.spares},
                   {"games", plan ? plan->games : simulate::kSpareGames},
                   {"runs", simulate::kSpareRuns},
                   {"seed", static_cast<int>(simulate::kSpareSeed)},
                   {"percent", static_cast<int>(simulate::kSpareQuantile * 100 + 0.5)}};
  if (!plan) return fill(texts, both ? "beads.spares_both_sides" : "beads.spares", args);
  args.insert(
      args.end(),
      {{"opponent", fill(texts, "beads.opponents." +
                                    std::string(simulate::kBuiltInOpponents.name(plan->opponent)))},
       {"sides", both ? fill(texts, "beads.spares_for_sides") : std::string()}});
  return fill(texts, "beads.spares_for", args);
}

struct ChecklistCell {
  double id_w = 0;  // Room for the widest box id.
  double w = 0;     // Whole cell.
};

ChecklistCell checklist_cell(cairo_t* cr, const std::vector<std::string>& lines,
                             const kit::Kit& kit) {
  const TextStyle bold{.size_pt = kChecklistPt, .weight = Weight::kBold};
  const TextStyle plain{.size_pt = kChecklistPt};
  ChecklistCell cell;
  cell.id_w = measure_text(cr, std::to_string(kit.boxes.size()), bold).width;
  double line_w = 0;
  for (const std::string& line : lines)
    line_w = std::max(line_w, measure_text(cr, line, plain).width);
  cell.w = kTickSide + 4 + cell.id_w + 6 + line_w + 8;
  return cell;
}

void draw_checklist_item(cairo_t* cr, const layout::Rect& r, const ChecklistCell& cell, int id,
                         const std::string& line) {
  const double top = r.y + (r.h - kChecklistPt * 1.17) / 2;
  draw_tick_box(cr, r.x, r.y + (r.h - kTickSide) / 2, kTickSide);
  const double id_right = r.x + kTickSide + 4 + cell.id_w;
  draw_text(cr, std::to_string(id), id_right, top,
            TextStyle{.size_pt = kChecklistPt, .weight = Weight::kBold, .align = Align::kRight});
  draw_text(cr, line, id_right + 6, top, TextStyle{.size_pt = kChecklistPt});
}

// The checklist of one ply's boxes, kit.boxes[first, first + count), from the cursor on; the
// cell width fits this ply's longest line.
void draw_checklist_ply(PageFlow& flow, const kit::Kit& kit, const std::vector<std::string>& all,
                        const spec::Texts& texts, int ply, std::size_t first, int count) {
  const std::vector<std::string> lines(all.begin() + static_cast<std::ptrdiff_t>(first),
                                       all.begin() + static_cast<std::ptrdiff_t>(first) + count);
  ChecklistCell cell = checklist_cell(flow.cr(), lines, kit);
  cell.w = flow.width() / std::max(1, static_cast<int>(flow.width() / cell.w));

  flow.need(kListHeadingH + 2 * kCellH);
  const layout::Rect area{flow.left(), kListMargin, flow.width(), flow.bottom() - kListMargin};
  const layout::Rect here{flow.left(), flow.y(), flow.width(), flow.bottom() - flow.y()};
  const layout::FlowPlan plan =
      layout::flow_groups({count}, {here, area, cell.w, kCellH, kListHeadingH});
  const std::string heading = fill_count(texts, "beads.checklist.ply", count, {{"ply", ply}});
  const TextStyle heading_style{.size_pt = kBodyPt, .weight = Weight::kBold};
  double last_y = flow.y();
  for (int page = 0; page < plan.pages; ++page) {
    if (page > 0) flow.new_page();
    for (const layout::FlowHeading& h : plan.headings) {
      if (h.page != page) continue;
      const std::string text =
          h.continued ? fill(texts, "beads.checklist.continued", {{"heading", heading}}) : heading;
      draw_text(flow.cr(), text, h.rect.x, h.rect.y + 4, heading_style);
    }
    for (const layout::FlowItem& item : plan.items) {
      if (item.page != page) continue;
      const kit::Box& box = kit.boxes.at(first + item.index);
      draw_checklist_item(flow.cr(), item.rect, cell, box.id, lines.at(item.index));
      last_y = item.rect.bottom();
    }
  }
  flow.move_to(last_y + 2);
}

// The checklist: `lines` holds each box's line, in kit order.
void draw_checklist(PageFlow& flow, const kit::Kit& kit, const std::vector<std::string>& lines,
                    const spec::Texts& texts) {
  std::size_t first = 0;
  for (int ply : kit.plies()) {
    const auto count = std::count_if(kit.boxes.begin(), kit.boxes.end(),
                                     [&](const kit::Box& b) { return b.ply == ply; });
    draw_checklist_ply(flow, kit, lines, texts, ply, first, static_cast<int>(count));
    first += static_cast<std::size_t>(count);
  }
}

// What the list shows: a kit holding the beads it counts (for boxes with compartments, each
// slot's beads over all compartments, so its totals count every bead once) and the checklist
// line of every box (with two compartments and `contents`, each compartment's beads: texts
// "beads.contents.compartments_line", "A: K×1 R×0  |  B: K×1 R×1").
struct Shown {
  kit::Kit kit;
  std::vector<std::string> lines;
};

Shown shown_contents(const kit::Kit& kit, const std::vector<int>& beads, const spec::Texts& texts) {
  const int compartments = kit.spec.compartments;
  if (std::ssize(beads) != kit.slot_count() * compartments)
    throw core::Error("contents of " + kit.spec.name + ": " + std::to_string(beads.size()) +
                      " bead counts for " + std::to_string(kit.slot_count() * compartments) +
                      " slots");
  // Laid out as tracker::BeadLayout: each box's slots once per compartment.
  std::vector<std::vector<int>> parts(static_cast<std::size_t>(compartments));
  auto next = beads.begin();
  for (const kit::Box& box : kit.boxes)
    for (auto& part : parts) {
      const auto end = next + std::ssize(box.slots);
      part.insert(part.end(), next, end);
      next = end;
    }
  std::vector<kit::Kit> each;
  std::vector<int> sum(parts.front().size(), 0);
  for (const auto& part : parts) {
    each.push_back(kit::with_contents(kit, part));
    std::transform(sum.begin(), sum.end(), part.begin(), sum.begin(), std::plus<>());
  }
  Shown out{kit::with_contents(kit, sum), {}};
  out.kit.spec.compartments = 1;
  for (std::size_t b = 0; b < kit.boxes.size(); ++b) {
    const auto line = [&](std::size_t c) {
      return fill_line(each[c].boxes[b], kit.palette, texts);
    };
    out.lines.push_back(compartments == 1 ? line(0)
                                          : fill(texts, "beads.contents.compartments_line",
                                                 {{"a", line(0)}, {"b", line(1)}}));
  }
  return out;
}

Shown shown_fill(const kit::Kit& kit, const spec::Texts& texts) {
  Shown out{kit, {}};
  for (const kit::Box& box : kit.boxes) out.lines.push_back(fill_line(box, kit.palette, texts));
  return out;
}

// The bead list of the initial fill, or with `contents` of those counts.
std::vector<std::filesystem::path> write_list(const kit::Kit& kit, const spec::Texts& texts,
                                              Format format, const std::filesystem::path& dir,
                                              const Contents* contents,
                                              const std::optional<simulate::SparePlan>& plan) {
  const Shown view =
      contents ? shown_contents(kit, contents->beads, texts) : shown_fill(kit, texts);
  const kit::Kit& shown = view.kit;
  TextArgs args = list_args(shown);
  if (contents)
    args.insert(args.end(), {{"games", contents->games}, {"tournament", contents->tournament}});
  const std::string prefix = contents ? "beads.contents." : "beads.";
  const std::string title = fill(texts, prefix + "title", args);
  PageSink sink(dir, "beads", format, core::Length::points(kA4ShortPt),
                core::Length::points(kA4LongPt),
                {title, fill(texts, "beads.subject", {{"title", kit.spec.title}})});
  PageFlow flow(sink, kListMargin, [&](int page) {
    return fill(texts, "beads.footer", {{"title", kit.spec.title}, {"page", page}});
  });
  flow.title(title, fill(texts, "beads.subtitle", args));
  flow.paragraph(fill(texts, prefix + "intro", args));
  if (const std::string note = recoded_note(kit, texts); !note.empty()) flow.paragraph(note);
  const bool adds = tracker::adds_beads(kit.spec.reinforcement);
  const bool with_spares = adds && !contents;
  const BeadTotals totals = bead_totals(
      shown, with_spares ? simulate::spare_beads(kit, plan.value_or(simulate::SparePlan{}))
                         : std::vector<int>{});
  flow.table(bead_table(shown, totals, with_spares, texts, flow.width()));
  flow.paragraph(contents ? fill(texts, adds ? "beads.contents.spares" : "beads.no_spares")
                          : spares_text(kit, totals, texts, plan));
  std::string intro = fill(texts, "beads.checklist.intro");
  if (kit.spec.compartments > 1) {
    intro += ' ';
    intro += fill(texts, contents ? "beads.contents.compartments" : "beads.checklist.compartments");
  }
  flow.heading(fill(texts, "beads.checklist.heading"),
               flow.paragraph_height(intro) + kListHeadingH + 2 * kCellH);
  flow.paragraph(intro);
  draw_checklist(flow, shown, view.lines, texts);
  return sink.finish();
}

}  // namespace

BeadTotals bead_totals(const kit::Kit& kit, const std::vector<int>& spares) {
  BeadTotals out;
  out.plies = kit.plies();
  std::vector<std::vector<int>> by_ply;
  for (int ply : out.plies) by_ply.push_back(kit.beads_per_colour(ply));
  const std::vector<int> all = kit.beads_per_colour();
  out.ply_totals.assign(out.plies.size(), 0);
  for (std::size_t c = 0; c < all.size(); ++c) {
    if (all[c] == 0) continue;
    BeadRow row{static_cast<int>(c), all[c], {}, spares.empty() ? 0 : spares.at(c)};
    for (std::size_t p = 0; p < out.plies.size(); ++p) {
      row.per_ply.push_back(by_ply[p][c]);
      out.ply_totals[p] += by_ply[p][c];
    }
    out.total += all[c];
    out.spares += row.spares;
    out.rows.push_back(std::move(row));
  }
  return out;
}

std::string recoded_note(const kit::Kit& kit, const spec::Texts& texts) {
  std::vector<std::string> changes, letters;
  const std::vector<int> used = kit.beads_per_colour();
  for (std::size_t i = 0; i < kit.palette.colours.size(); ++i)
    if (const kit::Colour& c = kit.palette.colours[i];
        used[i] > 0 && kit::local_code(c) != kit::wanted_code(c))
      changes.push_back(fill(texts, "beads.recoded_entry",
                             {{"name", core::tr("colour", c.name)},
                              {"code", kit::local_code(c)},
                              {"old", kit::wanted_code(c)}}));
  if (changes.empty()) return {};
  for (char c : kit::reserved_letters(kit)) letters.push_back(std::string(1, c));
  return fill(texts, "beads.recoded",
              {{"letters", join_list(texts, "beads.list", letters)},
               {"changes", join_list(texts, "beads.list", changes)}});
}

int colours_used(const kit::Kit& kit) {
  const std::vector<int> all = kit.beads_per_colour();
  return static_cast<int>(std::count_if(all.begin(), all.end(), [](int n) { return n > 0; }));
}

std::string fill_line(const kit::Box& box, const kit::Palette& palette, const spec::Texts& texts) {
  std::vector<std::pair<int, int>> counts;  // (colour, beads) in slot order.
  for (const kit::BeadSlot& slot : box.slots) {
    auto it = std::find_if(counts.begin(), counts.end(),
                           [&](const auto& c) { return c.first == slot.colour; });
    if (it == counts.end())
      counts.emplace_back(slot.colour, slot.beads);
    else
      it->second += slot.beads;
  }
  std::string line;
  for (const auto& [colour, beads] : counts) {
    if (!line.empty()) line += ' ';
    line += fill(texts, "beads.checklist.entry",
                 {{"code", kit::local_code(palette.colours.at(colour))}, {"count", beads}});
  }
  return line;
}

std::vector<std::filesystem::path> write_bead_list(const kit::Kit& kit, const spec::Texts& texts,
                                                   Format format,
                                                   const std::filesystem::path& dir) {
  return write_list(kit, texts, format, dir, nullptr, std::nullopt);
}

std::vector<std::filesystem::path> write_planned_bead_list(const kit::Kit& kit,
                                                           const simulate::SparePlan& plan,
                                                           const spec::Texts& texts, Format format,
                                                           const std::filesystem::path& dir) {
  return write_list(kit, texts, format, dir, nullptr, plan);
}

std::vector<std::filesystem::path> write_contents_list(const kit::Kit& kit,
                                                       const Contents& contents,
                                                       const spec::Texts& texts, Format format,
                                                       const std::filesystem::path& dir) {
  return write_list(kit, texts, format, dir, &contents, std::nullopt);
}

}  // namespace matchbox::documents
