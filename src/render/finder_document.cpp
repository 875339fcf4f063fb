#include "render/finder_document.h"

#include <algorithm>
#include <map>

#include "core/error.h"
#include "layout/flow.h"
#include "render/board_painter.h"
#include "render/flow.h"
#include "render/instructions.h"
#include "render/key_sheet.h"
#include "render/page_sink.h"
#include "render/text.h"

namespace matchbox::render {

namespace {

constexpr double kMargin = 42;
constexpr double kMm = 72.0 / 25.4;
// Side of a board picture: small for large kits (MENACE: 4 pages), larger for small ones.
constexpr double kBoardPt = 15 * kMm;
constexpr double kLargeBoardPt = 22 * kMm;
constexpr std::size_t kLargeUpTo = 40;  // Boxes.
constexpr double kIdPt = 9;
constexpr double kCellGap = 4 * kMm;  // Beside a board; below it, room for the id.
constexpr double kIdRoom = 6.5 * kMm;
constexpr double kHeadingH = 8.5 * kMm;
// The teacher's key under the id: W/D/L marks per slot code, wrapped to the cell's width.
constexpr double kKeyPt = 6;
constexpr double kKeyGap = 1.5 * kMm;

TextStyle key_style(double width) {
  return TextStyle{.size_pt = kKeyPt, .align = Align::kCenter, .width_pt = width};
}

struct Group {
  int ply = 0;
  std::vector<const kit::Box*> boxes;
};

std::vector<Group> groups_by_ply(const kit::Kit& kit) {
  std::map<int, std::vector<const kit::Box*>> by_ply;
  for (const kit::Box& box : kit.boxes) by_ply[box.ply].push_back(&box);
  std::vector<Group> groups;
  for (auto& [ply, boxes] : by_ply) groups.push_back({ply, std::move(boxes)});
  return groups;
}

// The height of a picture `board` points wide: boards wider than tall (Nim's piles) get
// shorter rows, so their pictures do not float in square cells.
double board_height(const kit::Kit& kit, double board) {
  const double aspect = board_aspect(kit.game->shape(), kit.game->initial_position());
  return board / std::max(1.0, aspect);
}

void paint_item(cairo_t* cr, const kit::Kit& kit, const kit::Box& box, const layout::Rect& r,
                double board, const std::string* key_line) {
  const double height = board_height(kit, board);
  const layout::Rect area{r.x + (r.w - board) / 2, r.y, board, height};
  paint_board(cr, kit.game->shape(), box.position, area);
  set_rgb(cr, 0x000000);
  TextStyle id{.size_pt = kIdPt, .weight = Weight::kBold, .align = Align::kCenter};
  draw_text(cr, std::to_string(box.id), r.x + r.w / 2, r.y + height + 1.2 * kMm, id);
  if (key_line) draw_text(cr, *key_line, r.x, r.y + height + kIdRoom - kMm, key_style(r.w));
}

void paint_heading(cairo_t* cr, const spec::Texts& texts, const Group& group,
                   const layout::FlowHeading& h) {
  const int n = static_cast<int>(group.boxes.size());
  const std::string text = h.continued
                               ? fill(texts, "labels.finder.continued", {{"ply", group.ply}})
                               : fill_count(texts, "labels.finder.ply", n, {{"ply", group.ply}});
  TextStyle style{.size_pt = kHeadingPt, .weight = Weight::kBold};
  const double y = h.rect.bottom() - 2.2 * kMm;
  draw_text(cr, text, h.rect.x, y - measure_text(cr, text, style).height, style);
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

FinderKey key_legend_and_lines(Flow& flow, const kit::Kit& kit,
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

}  // namespace

std::vector<std::filesystem::path> write_box_finder(const kit::Kit& kit, const spec::Texts& texts,
                                                    Format format,
                                                    const std::filesystem::path& dir,
                                                    const std::vector<kit::BoxKey>* key) {
  MATCHBOX_CHECK(kit.game != nullptr);
  const std::vector<Group> groups = groups_by_ply(kit);
  PageSink sink(dir, "finder", format, core::Length::points(kA4ShortPt),
                core::Length::points(kA4LongPt),
                fill(texts, "labels.finder.title", {{"title", kit.spec.title}}));
  Flow flow(sink, kMargin, [&](int page) {
    return fill(texts, "labels.finder.footer", {{"title", kit.spec.title}, {"page", page}});
  });
  flow.title(
      fill(texts, "labels.finder.title", {{"title", kit.spec.title}}),
      fill(texts, "labels.finder.subtitle", {{"boxes", static_cast<int>(kit.boxes.size())}}));
  flow.paragraph(fill(texts, "labels.finder.intro"));
  const double board = kit.boxes.size() <= kLargeUpTo ? kLargeBoardPt : kBoardPt;
  const FinderKey finder_key = key ? key_legend_and_lines(flow, kit, *key, texts, board + kCellGap)
                                   : FinderKey{};
  layout::FlowGrid grid;
  grid.first_area = {flow.left(), flow.y(), flow.width(), flow.bottom() - flow.y()};
  grid.area = {flow.left(), kMargin, flow.width(), flow.bottom() - kMargin};
  grid.cell_w = board + kCellGap;
  grid.cell_h = board_height(kit, board) + kIdRoom + (key ? finder_key.height + kKeyGap : 0);
  grid.heading_h = kHeadingH;
  std::vector<int> sizes;
  for (const Group& g : groups) sizes.push_back(static_cast<int>(g.boxes.size()));
  const layout::FlowPlan plan = layout::flow_groups(sizes, grid);
  std::size_t h = 0, i = 0;
  for (int page = 0; page < plan.pages; ++page) {
    if (page > 0) flow.new_page();
    cairo_t* cr = flow.cr();
    for (; h < plan.headings.size() && plan.headings[h].page == page; ++h)
      paint_heading(cr, texts, groups[static_cast<std::size_t>(plan.headings[h].group)],
                    plan.headings[h]);
    for (; i < plan.items.size() && plan.items[i].page == page; ++i) {
      const layout::FlowItem& item = plan.items[i];
      const Group& g = groups[static_cast<std::size_t>(item.group)];
      const kit::Box& box = *g.boxes[static_cast<std::size_t>(item.index)];
      const std::size_t b = static_cast<std::size_t>(&box - kit.boxes.data());
      paint_item(cr, kit, box, item.rect, board, key ? &finder_key.lines.at(b) : nullptr);
    }
  }
  return sink.finish();
}

}  // namespace matchbox::render
