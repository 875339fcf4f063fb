// SPDX-FileCopyrightText: 2026 The matchbox authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "render/plot_style.h"

#include <vector>

namespace matchbox::render {
namespace {

constexpr double kBandAlpha = 0.25;

struct Rgb {
  double r, g, b;
};

constexpr Rgb rgb(int hex) {
  return {((hex >> 16) & 0xff) / 255.0, ((hex >> 8) & 0xff) / 255.0, (hex & 0xff) / 255.0};
}

// Okabe & Ito, "Color Universal Design" (2008), in series order (see the top comment).
constexpr Rgb kColours[] = {rgb(0x009E73), rgb(0x56B4E9), rgb(0xD55E00), rgb(0xCC79A7),
                            rgb(0xE69F00), rgb(0x0072B2), rgb(0x000000)};
constexpr std::size_t kColourCount = sizeof kColours / sizeof kColours[0];

Rgb colour_of(std::size_t series) { return kColours[series % kColourCount]; }

}  // namespace

// Solid, dashed, dotted, dash-dot; dots are near-zero dashes drawn with round caps, a little
// wider so that the dotted line is not the faintest. Dashes are in points for the print look's
// line width and grow with a wider line.
void set_line_style(cairo_t* cr, std::size_t series, const PlotLook& look) {
  static const std::vector<double> kDashes[] = {{}, {6, 3}, {0.01, 3.2}, {7, 2.8, 0.01, 2.8}};
  std::vector<double> dashes = kDashes[series % 4];
  for (double& d : dashes) d *= look.line_width / kPrintLook.line_width;
  cairo_set_dash(cr, dashes.data(), static_cast<int>(dashes.size()), 0);
  cairo_set_line_width(cr, series % 4 == 2 ? look.line_width * 1.3 : look.line_width);
  cairo_set_line_cap(cr, dashes.empty() ? CAIRO_LINE_CAP_BUTT : CAIRO_LINE_CAP_ROUND);
  cairo_set_line_join(cr, CAIRO_LINE_JOIN_ROUND);
  const Rgb c = colour_of(series);
  cairo_set_source_rgb(cr, c.r, c.g, c.b);
}

// The colour and dash slot of plot.series[i].
std::size_t style_of(const Plot& plot, std::size_t i) {
  const int style = plot.series[i].style;
  return style >= 0 ? static_cast<std::size_t>(style) : i;
}

void set_band_style(cairo_t* cr, std::size_t series) {
  const Rgb c = colour_of(series);
  cairo_set_source_rgba(cr, c.r, c.g, c.b, kBandAlpha);
}

void set_series_colour(cairo_t* cr, std::size_t series) {
  const Rgb c = colour_of(series);
  cairo_set_source_rgb(cr, c.r, c.g, c.b);
}

void set_range_style(cairo_t* cr) { cairo_set_source_rgb(cr, 0.83, 0.83, 0.83); }

}  // namespace matchbox::render
