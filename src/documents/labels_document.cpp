// SPDX-FileCopyrightText: 2026 The matchbox authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "documents/labels_document.h"

#include <fmt/format.h>

#include <optional>

#include "core/error.h"
#include "core/length.h"
#include "layout/crop_marks.h"
#include "layout/label_grid.h"
#include "layout/page_plan.h"
#include "render/legibility.h"
#include "render/page_flow.h"
#include "render/page_sink.h"
#include "render/text.h"

namespace matchbox::documents {

// The drawing machinery every document is made with.
using namespace render;

namespace fs = std::filesystem;

namespace {

using core::kMm;
constexpr double kFooterPt = 6.5;

// Throws core::Error unless every label of `sheet` (moved by `offset`) lies on the paper.
void check_sheet(const layout::SheetTemplate& sheet, const layout::Offset& offset) {
  if (std::string why = layout::check_grid(sheet); !why.empty())
    throw core::Error("sheet template " + sheet.id + ": " + why);
  const layout::Rect page = layout::page_rect(sheet);
  for (const layout::Rect& cell : layout::label_cells(sheet, offset))
    if (!page.contains(cell, 0.01))
      throw core::Error(fmt::format(
          "sheet template {}: an offset of {:.1f} mm, {:.1f} mm moves labels off the page",
          sheet.id, offset.x.to_mm(), offset.y.to_mm()));
}

void stroke_segments(cairo_t* cr, const std::vector<layout::Segment>& segments, double width) {
  cairo_set_line_width(cr, width);
  for (const layout::Segment& s : segments) {
    cairo_move_to(cr, s.a.x, s.a.y);
    cairo_line_to(cr, s.b.x, s.b.y);
  }
  cairo_stroke(cr);
}

// Cut sheets: a faint outline on every cell in use, crop marks, and a footer line.
void paint_cut_guides(cairo_t* cr, const std::vector<layout::Rect>& used,
                      const layout::SheetTemplate& sheet, const std::string& footer) {
  cairo_save(cr);
  cairo_set_source_rgb(cr, 0.75, 0.75, 0.75);
  cairo_set_line_width(cr, 0.3);
  for (const layout::Rect& r : used) {
    rounded_rect_path(cr, r, sheet.corner_radius.pt());
    cairo_stroke(cr);
  }
  cairo_set_source_rgb(cr, 0, 0, 0);
  stroke_segments(cr, layout::crop_marks(used), 0.4);
  double bottom = 0;
  for (const layout::Rect& r : used) bottom = std::max(bottom, r.bottom());
  if (sheet.paper_height.pt() - bottom > 8 * kMm) {
    cairo_set_source_rgb(cr, 0.35, 0.35, 0.35);
    TextStyle style{.size_pt = kFooterPt, .align = Align::kCenter};
    draw_text(cr, footer, sheet.paper_width.pt() / 2, sheet.paper_height.pt() - 6 * kMm, style);
  }
  cairo_restore(cr);
}

}  // namespace

std::vector<fs::path> write_labels(const kit::Kit& kit, const layout::SheetTemplate& sheet,
                                   const layout::Offset& offset, Format format, const fs::path& dir,
                                   const LabelWords& words, const LabelLayout* planned) {
  check_sheet(sheet, offset);
  MATCHBOX_CHECK(kit.game != nullptr);
  const layout::PagePlan plan =
      layout::plan_labels(static_cast<int>(kit.boxes.size()), sheet, offset);
  PageSink sink(dir, "labels", format, sheet.paper_width, sheet.paper_height,
                {fmt::format(fmt::runtime(words.document), fmt::arg("title", kit.spec.title)),
                 fmt::format(fmt::runtime(words.subject), fmt::arg("title", kit.spec.title))});
  std::optional<LabelLayout> shared;
  if (planned) shared = *planned;
  for (int page = 0; page < plan.pages; ++page) {
    cairo_t* cr = sink.new_page();
    const std::vector<layout::Placement> placements = plan.on_page(page);
    for (const layout::Placement& p : placements) {
      if (!shared) shared = plan_legible_labels(cr, kit, sheet, words);
      const kit::Box& box = kit.boxes[static_cast<std::size_t>(p.item)];
      paint_label(cr, kit, box, p.rect, sheet.corner_radius.pt(),
                  box_label(cr, *shared, kit, box, p.rect, words), words);
    }
    if (sheet.crop_marks) {
      std::vector<layout::Rect> used;
      for (const layout::Placement& p : placements) used.push_back(p.rect);
      paint_cut_guides(
          cr, used, sheet,
          fmt::format("{} · {} · {}/{}", kit.spec.title, sheet.id, page + 1, plan.pages));
    }
  }
  return sink.finish();
}

}  // namespace matchbox::documents
