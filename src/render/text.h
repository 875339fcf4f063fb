// SPDX-FileCopyrightText: 2026 The matchbox authors
// SPDX-License-Identifier: GPL-3.0-or-later

// Text on a cairo_t through Pango, shared by every document. Sizes are in points and
// positions in the context's user space (points, origin top-left on a PageSink page). The
// Pango context is set to 72 dpi, so a 12 pt font is 12 user units tall on every surface
// (Pango's default of 96 dpi would make it a third too large). Font: "DejaVu Sans".
#pragma once

#include <cairo.h>

#include <string>
#include <string_view>

namespace matchbox::render {

enum class Weight { kRegular, kBold };
enum class Align { kLeft, kCenter, kRight };

struct TextStyle {
  double size_pt = 10;
  Weight weight = Weight::kRegular;
  // With width_pt > 0 the text wraps at that width and is aligned inside [x, x + width_pt];
  // with width_pt == 0 it does not wrap and x is its left edge, centre or right edge.
  Align align = Align::kLeft;
  double width_pt = 0;
  bool italic = false;
  bool markup = false;      // Text is Pango markup (<b>, <i>, &amp; ...).
  double line_spacing = 0;  // Factor of the font's line height; 0 = the font's own.
  std::string family = "DejaVu Sans";
};

// Size of laid-out text in points. `baseline` is the first line's baseline below the top.
struct TextExtent {
  double width = 0;
  double height = 0;
  double baseline = 0;
};

// Draws `text` (UTF-8) with the top of its first line at y, in the context's current source
// colour. Returns its extent (the same as measure_text).
TextExtent draw_text(cairo_t* cr, std::string_view text, double x, double y,
                     const TextStyle& style);

// The extent `text` would have if drawn with `style`. Draws nothing.
TextExtent measure_text(cairo_t* cr, std::string_view text, const TextStyle& style);

// The largest size in [min_pt, max_pt] (in steps of 0.5 pt) at which `text` fits within
// width_pt x height_pt on one line (style.width_pt is ignored); 0 if it does not fit at min_pt.
double fit_text_size(cairo_t* cr, std::string_view text, TextStyle style, double width_pt,
                     double height_pt, double min_pt, double max_pt);

// `s` with "&", "<" and ">" written as "&amp;", "&lt;" and "&gt;": text for Pango markup
// (TextStyle::markup), and for the text of an HTML or SVG element.
std::string escape_markup(const std::string& s);

}  // namespace matchbox::render
