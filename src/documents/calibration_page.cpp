// SPDX-FileCopyrightText: 2026 The matchbox authors
// SPDX-License-Identifier: GPL-3.0-or-later

// The printer calibration page (docs/sheet-templates.md), declared in documents/labels_document.h.
#include "documents/calibration_page.h"

#include <fmt/format.h>

#include <cstdlib>

#include "core/error.h"
#include "core/length.h"
#include "core/translation.h"
#include "documents/labels_document.h"
#include "layout/label_grid.h"
#include "render/label.h"
#include "render/page_flow.h"
#include "render/page_sink.h"
#include "render/text.h"

namespace matchbox::documents {

// The drawing machinery every document is made with.
using namespace render;

namespace {

using core::kMm;
constexpr int kScaleMm = 4;  // Scales run from -4 to +4 mm across an edge.
constexpr double kNumberPt = 6.5;

void line(cairo_t* cr, double x0, double y0, double x1, double y1) {
  cairo_move_to(cr, x0, y0);
  cairo_line_to(cr, x1, y1);
}

// Paints `scale` as calibration_scale() planned it.
void paint_scale(cairo_t* cr, const CalibrationScale& scale) {
  cairo_set_line_width(cr, 0.4);
  for (const CalibrationTick& t : scale.ticks) {
    if (scale.horizontal)
      line(cr, t.at, scale.across - t.half, t.at, scale.across + t.half);
    else
      line(cr, scale.across - t.half, t.at, scale.across + t.half, t.at);
  }
  const CalibrationTick& first = scale.ticks.front();
  const CalibrationTick& last = scale.ticks.back();
  if (scale.horizontal)
    line(cr, first.at, scale.across, last.at, scale.across);
  else
    line(cr, scale.across, first.at, scale.across, last.at);
  cairo_stroke(cr);
  for (const CalibrationNumber& n : scale.numbers)
    draw_text(cr, n.text, n.box.x, n.box.y, TextStyle{.size_pt = kNumberPt});
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
      {fill(texts, "labels.calibration.sheet", {{"sheet", core::tr("sheet", sheet.title)}}), body},
      {sheet.crop_marks
           ? fill(texts, "labels.calibration.steps_cut",
                  {{"w", core::localise_number(fmt::format("{:g}", sheet.label_width.to_mm()))},
                   {"h", core::localise_number(fmt::format("{:g}", sheet.label_height.to_mm()))}})
           : fill(texts, "labels.calibration.steps"),
       body},
      {fill(texts, "labels.calibration.offset",
            {{"x", core::localise_number(fmt::format("{:.1f}", offset.x.to_mm()))},
             {"y", core::localise_number(fmt::format("{:.1f}", offset.y.to_mm()))}}),
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

CalibrationScale calibration_scale(cairo_t* cr, const layout::SheetTemplate& sheet, double edge,
                                   double across, bool horizontal) {
  const double paper_along = horizontal ? sheet.paper_width.pt() : sheet.paper_height.pt();
  const double paper_across = horizontal ? sheet.paper_height.pt() : sheet.paper_width.pt();
  const double safe = kCalibrationSafeMm * kMm;
  CalibrationScale out{horizontal, across, {}, {}};
  for (int k = -kScaleMm; k <= kScaleMm; ++k) {
    const double half = (k == 0 ? 2.5 : k % 2 == 0 ? 1.6 : 1.0) * kMm;
    out.ticks.push_back({edge + k * kMm, half});
    if (k % 2 != 0) continue;
    // Numbers every 2 mm beyond the tick's end, on alternate sides so neighbours never touch
    // (−4, 0, +4 below a horizontal scale or right of a vertical one, −2 and +2 across),
    // flipped where the paper ends, and only where the printer surely prints.
    const std::string text = k == 0 ? "0" : (k < 0 ? "−" : "+") + std::to_string(std::abs(k));
    const TextExtent size = measure_text(cr, text, TextStyle{.size_pt = kNumberPt});
    const double w = horizontal ? size.width : size.height;  // Along the scale.
    const double h = horizontal ? size.height : size.width;  // Across it.
    const double after = across + 2.5 * kMm + 0.5, before = across - 2.5 * kMm - 0.5 - h;
    double off = (k / 2) % 2 == 0 ? after : before;
    if (off + h > paper_across - safe) off = before;
    if (off < safe) off = after;
    const double at = edge + k * kMm - w / 2;
    if (at < safe || at + w > paper_along - safe || off < safe) continue;
    out.numbers.push_back(
        {text, horizontal ? layout::Rect{at, off, w, h} : layout::Rect{off, at, h, w}});
  }
  return out;
}

std::vector<CalibrationScale> calibration_scales(cairo_t* cr, const layout::SheetTemplate& sheet,
                                                 const layout::Offset& offset) {
  const std::vector<layout::Rect> cells = layout::label_cells(sheet, offset);
  const layout::Rect& first = cells.front();
  const layout::Rect& last = cells.back();
  return {calibration_scale(cr, sheet, first.x, first.y + first.h / 2, true),
          calibration_scale(cr, sheet, first.y, first.x + first.w / 2, false),
          calibration_scale(cr, sheet, last.right(), last.y + last.h / 2, true),
          calibration_scale(cr, sheet, last.bottom(), last.x + last.w / 2, false)};
}

std::vector<std::filesystem::path> write_calibration(const layout::SheetTemplate& sheet,
                                                     const layout::Offset& offset,
                                                     const spec::Texts& texts, Format format,
                                                     const std::filesystem::path& dir) {
  if (std::string why = layout::check_grid(sheet); !why.empty())
    throw core::Error("sheet template " + sheet.id + ": " + why);
  PageSink sink(
      dir, "calibration", format, sheet.paper_width, sheet.paper_height,
      {fill(texts, "labels.calibration.title"), fill(texts, "labels.calibration.subject")});
  cairo_t* cr = sink.new_page();
  const std::vector<layout::Rect> cells = layout::label_cells(sheet, offset);
  cairo_set_source_rgb(cr, 0, 0, 0);
  cairo_set_line_width(cr, 0.5);
  for (const layout::Rect& r : cells) {
    rounded_rect_path(cr, r, sheet.corner_radius.pt());
    cairo_stroke(cr);
  }
  for (const CalibrationScale& scale : calibration_scales(cr, sheet, offset))
    paint_scale(cr, scale);
  paint_instructions(cr, sheet, offset, texts);
  return sink.finish();
}

}  // namespace matchbox::documents
