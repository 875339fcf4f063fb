// SPDX-FileCopyrightText: 2026 The matchbox authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "render/plot_legend.h"

#include <algorithm>
#include <string>
#include <vector>

#include "render/plot_style.h"
#include "render/text.h"

namespace matchbox::render {
namespace {

constexpr double kSwatchWidth = 26;

// One legend entry placed on the page: its swatch starts at (x, y) (top-left of the row).
// Entries are the series, then the ranges: `entry` counts them in that order.
struct LegendItem {
  std::size_t entry;
  double x, y;
  double wrap = 0;    // The label's width where it wraps (an entry wider than a row), or 0.
  double bottom = 0;  // Where the item's row ends.
};

std::string legend_label(const Plot& plot, std::size_t entry) {
  return entry < plot.series.size() ? plot.series[entry].label
                                    : plot.ranges[entry - plot.series.size()].label;
}

TextStyle legend_style(const PlotLook& look) { return {.size_pt = look.legend_pt}; }

double row_height_of(cairo_t* cr, const PlotLook& look) {
  return measure_text(cr, "Ag", legend_style(look)).height + 4;
}

TextStyle label_style(const PlotLook& look, double wrap) {
  TextStyle style = legend_style(look);
  style.width_pt = wrap;
  return style;
}

// Legend entries flowed into rows of `width` points from (left, top); an entry wider than a
// row has a row of its own, its label wrapped.
std::vector<LegendItem> place_legend(cairo_t* cr, const Plot& plot, const PlotLook& look,
                                     double left, double top, double width) {
  std::vector<LegendItem> items;
  double x = left, y = top, row = row_height_of(cr, look);
  auto end_row = [&] {
    for (LegendItem& item : items)
      if (item.y == y) item.bottom = y + row;
  };
  for (std::size_t i = 0; i < plot.series.size() + plot.ranges.size(); ++i) {
    const std::string label = legend_label(plot, i);
    double wrap = 0, w = kSwatchWidth + 5 + measure_text(cr, label, legend_style(look)).width;
    if (w > width) wrap = width - kSwatchWidth - 5, w = width;
    if (x > left && x + w > left + width) {
      end_row();
      x = left;
      y += row;
      row = row_height_of(cr, look);
    }
    if (wrap > 0) row = std::max(row, measure_text(cr, label, label_style(look, wrap)).height + 4);
    items.push_back({i, x, y, wrap});
    x += w + 18;
  }
  end_row();
  return items;
}

}  // namespace

double legend_row_height(cairo_t* cr, const PlotLook& look) { return row_height_of(cr, look); }

double legend_bottom(cairo_t* cr, const Plot& plot, const PlotLook& look, double left, double top,
                     double width) {
  return place_legend(cr, plot, look, left, top, width).back().bottom;
}

void draw_legend(cairo_t* cr, const Plot& plot, const PlotLook& look, double left, double top,
                 double width) {
  const double row = row_height_of(cr, look);
  for (const LegendItem& item : place_legend(cr, plot, look, left, top, width)) {
    const double mid = item.y + (row - 4) / 2;
    cairo_save(cr);
    if (item.entry >= plot.series.size()) {  // A range: a grey swatch as tall as the text.
      set_range_style(cr);
      cairo_rectangle(cr, item.x, item.y, kSwatchWidth, row - 4);
      cairo_fill(cr);
    } else {
      if (!plot.series[item.entry].low.empty()) {
        set_band_style(cr, style_of(plot, item.entry));
        cairo_rectangle(cr, item.x, mid - 4.5, kSwatchWidth, 9);
        cairo_fill(cr);
      }
      set_line_style(cr, style_of(plot, item.entry), look);
      cairo_move_to(cr, item.x + 1, mid);
      cairo_line_to(cr, item.x + kSwatchWidth - 1, mid);
      cairo_stroke(cr);
    }
    cairo_set_source_rgb(cr, 0, 0, 0);
    draw_text(cr, legend_label(plot, item.entry), item.x + kSwatchWidth + 5, item.y,
              label_style(look, item.wrap));
    cairo_restore(cr);
  }
}

}  // namespace matchbox::render
