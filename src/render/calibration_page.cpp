// The printer calibration page (docs/sheet-templates.md), declared in render/labels_document.h.
#include <fmt/format.h>

#include "core/error.h"
#include "layout/label_grid.h"
#include "render/flow.h"
#include "render/label.h"
#include "render/labels_document.h"
#include "render/page_sink.h"
#include "render/text.h"

namespace matchbox::render {

namespace {

constexpr double kMm = 72.0 / 25.4;
constexpr int kScaleMm = 4;  // Scales run from -4 to +4 mm across an edge.

// A millimetre scale across the vertical line x = edge at height y = at (horizontal), or across
// the horizontal line y = edge at x = at (!horizontal): a tick every mm, longer every 2 mm and
// at 0 (on the edge), "−4" and "+4" beyond the ends. + is right / down.
void paint_scale(cairo_t* cr, double edge, double at, bool horizontal) {
  auto line = [&](double along0, double across0, double along1, double across1) {
    if (horizontal) {
      cairo_move_to(cr, along0, across0);
      cairo_line_to(cr, along1, across1);
    } else {
      cairo_move_to(cr, across0, along0);
      cairo_line_to(cr, across1, along1);
    }
  };
  cairo_set_line_width(cr, 0.4);
  for (int k = -kScaleMm; k <= kScaleMm; ++k) {
    const double half = (k == 0 ? 2.5 : k % 2 == 0 ? 1.6 : 1.0) * kMm;
    line(edge + k * kMm, at - half, edge + k * kMm, at + half);
  }
  line(edge - kScaleMm * kMm, at, edge + kScaleMm * kMm, at);
  cairo_stroke(cr);
  TextStyle style{.size_pt = 6.5, .align = Align::kCenter};
  const double h = measure_text(cr, "+4", style).height;
  const double reach = kScaleMm * kMm + (horizontal ? 5.5 : 1 + h / 2);
  for (int sign : {-1, 1}) {
    const std::string text = sign < 0 ? "−4" : "+4";
    if (horizontal)
      draw_text(cr, text, edge + sign * reach, at - h / 2, style);
    else
      draw_text(cr, text, at, edge + sign * reach - h / 2, style);
  }
}

// The instructions in a white, ruled box centred on the page.
void paint_instructions(cairo_t* cr, const layout::SheetTemplate& sheet,
                        const layout::Offset& offset, const spec::Texts& texts) {
  const double page_w = sheet.paper_width.pt(), page_h = sheet.paper_height.pt();
  const double w = std::min(130 * kMm, page_w - 30 * kMm), pad = 4 * kMm;
  TextStyle title{.size_pt = 14, .weight = Weight::kBold, .width_pt = w - 2 * pad};
  TextStyle body{.size_pt = 9, .width_pt = w - 2 * pad};
  TextStyle bold = body;
  bold.weight = Weight::kBold;
  const std::vector<std::pair<std::string, TextStyle>> blocks{
      {fill(texts, "labels.calibration.title"), title},
      {fill(texts, "labels.calibration.sheet", {{"sheet", sheet.title}}), body},
      {fill(texts, "labels.calibration.steps"), body},
      {fill(texts, "labels.calibration.offset",
            {{"x", fmt::format("{:.1f}", offset.x.to_mm())},
             {"y", fmt::format("{:.1f}", offset.y.to_mm())}}),
       bold}};
  const double gap = 5;
  double h = 2 * pad - gap;
  for (const auto& [text, style] : blocks) h += measure_text(cr, text, style).height + gap;
  const double x = (page_w - w) / 2;
  double y = (page_h - h) / 2;
  cairo_rectangle(cr, x, y, w, h);
  cairo_set_source_rgb(cr, 1, 1, 1);
  cairo_fill_preserve(cr);
  cairo_set_source_rgb(cr, 0, 0, 0);
  cairo_set_line_width(cr, 0.8);
  cairo_stroke(cr);
  y += pad;
  for (const auto& [text, style] : blocks) y += draw_text(cr, text, x + pad, y, style).height + gap;
}

}  // namespace

std::vector<std::filesystem::path> write_calibration(const layout::SheetTemplate& sheet,
                                                     const layout::Offset& offset,
                                                     const spec::Texts& texts, Format format,
                                                     const std::filesystem::path& dir) {
  if (std::string why = layout::check_grid(sheet); !why.empty())
    throw core::Error("sheet template " + sheet.id + ": " + why);
  PageSink sink(dir, "calibration", format, sheet.paper_width, sheet.paper_height,
                fill(texts, "labels.calibration.title"));
  cairo_t* cr = sink.new_page();
  const std::vector<layout::Rect> cells = layout::label_cells(sheet, offset);
  cairo_set_source_rgb(cr, 0, 0, 0);
  cairo_set_line_width(cr, 0.5);
  for (const layout::Rect& r : cells) {
    rounded_rect_path(cr, r, sheet.corner_radius.pt());
    cairo_stroke(cr);
  }
  const layout::Rect& first = cells.front();
  const layout::Rect& last = cells.back();
  paint_scale(cr, first.x, first.y + first.h / 2, true);
  paint_scale(cr, first.y, first.x + first.w / 2, false);
  paint_scale(cr, last.right(), last.y + last.h / 2, true);
  paint_scale(cr, last.bottom(), last.x + last.w / 2, false);
  paint_instructions(cr, sheet, offset, texts);
  return sink.finish();
}

}  // namespace matchbox::render
