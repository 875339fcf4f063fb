// SPDX-FileCopyrightText: 2026 The matchbox authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "documents/finder_document.h"

#include <algorithm>
#include <map>

#include "core/error.h"
#include "core/length.h"
#include "core/translation.h"
#include "documents/instructions.h"
#include "documents/key_sheet.h"
#include "kit/box_finder.h"
#include "kit/finder_index.h"
#include "layout/cell_flow.h"
#include "render/board_painter.h"
#include "render/label.h"
#include "render/page_flow.h"
#include "render/page_sink.h"
#include "render/text.h"

namespace matchbox::documents {

// The drawing machinery every document is made with.
using namespace render;

namespace {

constexpr double kFinderMargin = 42;
using core::kMm;
// Side of a board picture: small for large kits (MENACE: 4 pages), larger for small ones.
constexpr double kBoardPt = 15 * kMm;
constexpr double kLargeBoardPt = 22 * kMm;
constexpr std::size_t kLargeUpTo = 40;       // Boxes.
constexpr std::size_t kIndexFrom = 40;       // Plies with more boxes are split by index key,
constexpr std::size_t kIndexGroupsMax = 40;  // unless that makes more groups than this.
constexpr double kIdPt = 9;
constexpr double kCellGap = 4 * kMm;  // Beside a board; below it, room for the id.
constexpr double kIdRoom = 6.5 * kMm;
constexpr double kFinderHeadingH = 8.5 * kMm;
constexpr double kIndexPt = 9.5;  // Headings of an indexed ply's groups.
// The teacher's key under the id: W/D/L marks per slot code, wrapped to the cell's width.
constexpr double kFinderKeyPt = 6;
constexpr double kKeyGap = 1.5 * kMm;

TextStyle key_style(double width) {
  return TextStyle{.size_pt = kFinderKeyPt, .align = Align::kCenter, .width_pt = width};
}

struct Group {
  int ply = 0;
  std::string key;  // The index key (kit/finder_index.h) of an indexed ply's group.
  std::vector<const kit::Box*> boxes;
};

// The boxes by ply in id order; a ply of more than kIndexFrom boxes is split by index key
// where that gives 2 to kIndexGroupsMax groups (more headings than that would slow the search:
// octapawn's and 5×5 checkers' keys are too fine).
std::vector<Group> finder_groups(const kit::Kit& kit) {
  std::map<int, std::vector<const kit::Box*>> by_ply;
  for (const kit::Box& box : kit.boxes) by_ply[box.ply].push_back(&box);
  std::vector<Group> groups;
  for (auto& [ply, boxes] : by_ply) {
    std::map<std::string, std::vector<const kit::Box*>> by_key;
    if (boxes.size() > kIndexFrom)
      for (const kit::Box* box : boxes) by_key[kit::index_key(kit, *box)].push_back(box);
    if (by_key.size() < 2 || by_key.size() > kIndexGroupsMax) {
      groups.push_back({ply, "", std::move(boxes)});
      continue;
    }
    for (auto& [key, keyed] : by_key) groups.push_back({ply, key, std::move(keyed)});
  }
  return groups;
}

// The height of a picture `board` points wide: boards wider than tall (Nim's piles) get
// shorter rows, so their pictures do not float in square cells.
double board_height(const kit::Kit& kit, double board) {
  const double aspect = board_aspect(kit.game->shape(), kit.game->initial_position());
  return board / std::max(1.0, aspect);
}

// The lines under a box's id: its mirror twins (kit/box_finder.h), then with a teacher's key
// its slots' W/D/L marks; each set at kFinderKeyPt, wrapped to the cell. `twin_h` is the room the
// twin line takes in every cell (0 in a kit without twins).
struct UnderId {
  const std::string* twin = nullptr;
  const std::string* key = nullptr;
  double twin_h = 0;
};

void paint_item(cairo_t* cr, const kit::Kit& kit, const kit::Box& box, const layout::Rect& r,
                double board, std::uint32_t tint, const UnderId& under) {
  const double height = board_height(kit, board);
  const layout::Rect area{r.x + (r.w - board) / 2, r.y, board, height};
  paint_board(cr, kit.game->shape(), box.position, area);
  paint_ply_corner(cr, {area.x - 1.5 * kMm, area.y - 1.5 * kMm, 0, 0}, 4 * kMm, tint);
  set_rgb(cr, 0x000000);
  TextStyle id{.size_pt = kIdPt, .weight = Weight::kBold, .align = Align::kCenter};
  draw_text(cr, std::to_string(box.id), r.x + r.w / 2, r.y + height + 1.2 * kMm, id);
  const double y = r.y + height + kIdRoom - kMm;
  if (under.twin) draw_text(cr, *under.twin, r.x, y, key_style(r.w));
  if (under.key) draw_text(cr, *under.key, r.x, y + under.twin_h, key_style(r.w));
}

// The twin line of every box (indexed like kit.boxes; empty for a box without twins), texts
// "labels.finder.twin" with {twins} its twins' ids as a list, and the tallest line's height in
// cells `cell_w` wide plus a gap (0 if no box has a twin).
struct TwinLines {
  std::vector<std::string> lines;
  double height = 0;
};

TwinLines finder_twin_lines(cairo_t* cr, const kit::Kit& kit, const spec::Texts& texts,
                            double cell_w) {
  TwinLines out;
  for (const std::vector<int>& twins : kit::mirror_twins(kit)) {
    out.lines.emplace_back();
    if (twins.empty()) continue;
    std::vector<std::string> ids;
    for (int id : twins) ids.push_back(std::to_string(id));
    out.lines.back() =
        fill(texts, "labels.finder.twin", {{"twins", join_list(texts, "instructions.list", ids)}});
    out.height = std::max(out.height,
                          measure_text(cr, out.lines.back(), key_style(cell_w)).height + kKeyGap);
  }
  return out;
}

void paint_heading(cairo_t* cr, const kit::Kit& kit, const spec::Texts& texts, const Group& group,
                   const layout::FlowHeading& h) {
  const int n = static_cast<int>(group.boxes.size());
  const TextArgs args{{"ply", group.ply}, {"key", group.key}};
  const std::string text =
      h.continued
          ? fill(texts, "labels.finder.continued", args)
          : fill_count(texts, group.key.empty() ? "labels.finder.ply" : "labels.finder.index", n,
                       args);
  TextStyle style{.size_pt = group.key.empty() ? kHeadingPt : kIndexPt, .weight = Weight::kBold};
  const double y = h.rect.bottom() - 2.2 * kMm;
  // The ply's tint behind the heading, as on the labels' corners.
  set_rgb(cr, ply_tint(kit.plies(), group.ply));
  cairo_rectangle(cr, h.rect.x, y - measure_text(cr, text, style).height - 0.8 * kMm, 3 * kMm,
                  measure_text(cr, text, style).height + 0.8 * kMm);
  cairo_fill(cr);
  set_rgb(cr, 0x000000);
  const double x = h.rect.x + 4 * kMm;
  draw_text(cr, text, x, y - measure_text(cr, text, style).height, style);
  cairo_set_line_width(cr, 0.5);
  cairo_move_to(cr, h.rect.x, y);
  cairo_line_to(cr, h.rect.right(), y);
  cairo_stroke(cr);
}

// The teacher's key on the finder: one line of W/D/L marks per box (indexed like kit.boxes) and
// the tallest line's height in cells `cell_w` wide; writes the legend at the cursor.
struct FinderKey {
  std::vector<std::string> lines;
  double height = 0;
};

FinderKey key_legend_and_lines(PageFlow& flow, const kit::Kit& kit,
                               const std::vector<kit::BoxKey>& key, const spec::Texts& texts,
                               double cell_w) {
  MATCHBOX_CHECK_EQ(key.size(), kit.boxes.size());
  const std::string marks = outcome_list(kit, texts, "key.finder.marks", "key.finder.list");
  flow.paragraph(fill(texts, "key.finder.legend", {{"marks", marks}}));
  FinderKey out;
  for (std::size_t b = 0; b < kit.boxes.size(); ++b) {
    out.lines.push_back(finder_key_text(kit, kit.boxes[b], key[b], texts));
    out.height =
        std::max(out.height, measure_text(flow.cr(), out.lines.back(), key_style(cell_w)).height);
  }
  return out;
}

// The game's transforms other than "as printed" under which a box serves a position; none
// where every position has its own box.
std::vector<std::string> box_transforms(const kit::Kit& kit) {
  std::vector<std::string> out;
  if (!kit::boxes_turn(kit)) return out;
  const auto& group = kit.game->symmetries();
  for (std::size_t t = 1; t < group.size(); ++t)
    out.push_back(core::tr("transform", group[t].name));
  return out;
}

// A box whose picture changes under the first transform and has no mirror twin (whose image
// would be the twin's box), that picture and its image side by side, captioned: the operator
// sees what "mirror left-right" means on this board.
void paint_symmetry_example(PageFlow& flow, const kit::Kit& kit, const spec::Texts& texts) {
  if (box_transforms(kit).empty()) return;
  const games::Transform& t = kit.game->symmetries().at(1);
  const std::vector<std::vector<int>> twins = kit::mirror_twins(kit);
  const auto box = std::find_if(kit.boxes.begin(), kit.boxes.end(), [&](const kit::Box& b) {
    return kit.game->transform(b.position, t) != b.position &&
           twins[static_cast<std::size_t>(&b - kit.boxes.data())].empty();
  });
  if (box == kit.boxes.end()) return;
  const double side = 16 * kMm, gap = 8 * kMm;
  flow.need(side + 6 * kMm);
  cairo_t* cr = flow.cr();
  const double x = flow.left(), y = flow.y();
  paint_board(cr, kit.game->shape(), box->position, {x, y, side, side});
  paint_board(cr, kit.game->shape(), kit.game->transform(box->position, t),
              {x + side + gap, y, side, side});
  set_rgb(cr, 0x000000);
  draw_text(cr, "→", x + side + gap / 2, y + side / 2 - 2 * kMm,
            TextStyle{.size_pt = 12, .align = Align::kCenter});
  draw_text(cr,
            fill(texts, "labels.finder.intro.example",
                 {{"transform", core::tr("transform", t.name)}, {"box", box->id}}),
            x + 2 * side + gap + 4 * kMm, y + side / 2 - 2 * kMm, TextStyle{.size_pt = kBodyPt});
  flow.skip(side + 4 * kMm);
}

}  // namespace

std::string finder_intro(const kit::Kit& kit, const spec::Texts& texts) {
  const std::vector<std::string> names = box_transforms(kit);
  std::string out =
      names.empty()
          ? fill(texts, "labels.finder.intro.exact")
          : fill_count(texts, "labels.finder.intro.symmetric", static_cast<int>(names.size()),
                       {{"transforms", join_list(texts, "instructions.list", names)}});
  if (kit::has_mirror_twins(kit)) out.append(" ").append(fill(texts, "labels.finder.intro.twins"));
  bool indexed = false;
  for (const Group& g : finder_groups(kit)) indexed = indexed || !g.key.empty();
  // Appended, not " " + ...: g++ 12 warns falsely (-Wrestrict).
  if (indexed) out.append(" ").append(fill(texts, "labels.finder.intro.index"));
  return out;
}

std::vector<std::filesystem::path> write_box_finder(const kit::Kit& kit, const spec::Texts& texts,
                                                    Format format, const std::filesystem::path& dir,
                                                    const std::vector<kit::BoxKey>* key) {
  MATCHBOX_CHECK(kit.game != nullptr);
  const std::vector<Group> groups = finder_groups(kit);
  PageSink sink(dir, "finder", format, core::Length::points(kA4ShortPt),
                core::Length::points(kA4LongPt),
                {fill(texts, "labels.finder.title", {{"title", kit.spec.title}}),
                 fill(texts, "labels.finder.subject", {{"title", kit.spec.title}})});
  PageFlow flow(sink, kFinderMargin, [&](int page) {
    return fill(texts, "labels.finder.footer", {{"title", kit.spec.title}, {"page", page}});
  });
  flow.title(
      fill(texts, "labels.finder.title", {{"title", kit.spec.title}}),
      fill(texts, "labels.finder.subtitle", {{"boxes", static_cast<int>(kit.boxes.size())}}));
  flow.paragraph(finder_intro(kit, texts));
  paint_symmetry_example(flow, kit, texts);
  const double board = kit.boxes.size() <= kLargeUpTo ? kLargeBoardPt : kBoardPt;
  const FinderKey finder_key =
      key ? key_legend_and_lines(flow, kit, *key, texts, board + kCellGap) : FinderKey{};
  const TwinLines twins = finder_twin_lines(flow.cr(), kit, texts, board + kCellGap);
  layout::FlowGrid grid;
  grid.first_area = {flow.left(), flow.y(), flow.width(), flow.bottom() - flow.y()};
  grid.area = {flow.left(), kFinderMargin, flow.width(), flow.bottom() - kFinderMargin};
  grid.cell_w = board + kCellGap;
  grid.cell_h =
      board_height(kit, board) + kIdRoom + twins.height + (key ? finder_key.height + kKeyGap : 0);
  grid.heading_h = kFinderHeadingH;
  std::vector<int> sizes;
  for (const Group& g : groups) sizes.push_back(static_cast<int>(g.boxes.size()));
  const layout::FlowPlan plan = layout::flow_groups(sizes, grid);
  const std::vector<int> plies = kit.plies();
  std::size_t h = 0, i = 0;
  for (int page = 0; page < plan.pages; ++page) {
    if (page > 0) flow.new_page();
    cairo_t* cr = flow.cr();
    for (; h < plan.headings.size() && plan.headings[h].page == page; ++h)
      paint_heading(cr, kit, texts, groups[static_cast<std::size_t>(plan.headings[h].group)],
                    plan.headings[h]);
    for (; i < plan.items.size() && plan.items[i].page == page; ++i) {
      const layout::FlowItem& item = plan.items[i];
      const Group& g = groups[static_cast<std::size_t>(item.group)];
      const kit::Box& box = *g.boxes[static_cast<std::size_t>(item.index)];
      const std::size_t b = static_cast<std::size_t>(&box - kit.boxes.data());
      const std::string& twin = twins.lines.at(b);
      paint_item(
          cr, kit, box, item.rect, board, ply_tint(plies, box.ply),
          {twin.empty() ? nullptr : &twin, key ? &finder_key.lines.at(b) : nullptr, twins.height});
    }
  }
  return sink.finish();
}

}  // namespace matchbox::documents
