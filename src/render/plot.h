// SPDX-FileCopyrightText: 2026 The matchbox authors
// SPDX-License-Identifier: GPL-3.0-or-later

// Line plots for learning curves (docs/tournaments.md; README.md, "Solving and simulating"): x =
// game number, y = a rate or a count; each series a mean line with an optional band between two
// quantiles; labelled axes with readable ticks and a legend. Drawn through PageSink, so PDF, SVG
// and PNG come out alike.
#pragma once

#include <cairo.h>

#include <filesystem>
#include <string>
#include <vector>

#include "render/format.h"

namespace matchbox::render {

struct Series {
  std::string label;  // Legend text.
  // One value per x, or per leading x: a curve that ends before the plot's last game number
  // (the shorter of several tournaments on one plot), at least one value.
  std::vector<double> y;
  std::vector<double> low;   // Band lower edge, same length as y, or empty for no band.
  std::vector<double> high;  // Band upper edge, same length as y, or empty.
  // The line's colour and dash (render/plot.cpp's order: win, draw, loss, ...), or -1 for the
  // series' place in the plot; so a loss line stays vermillion in a plot without draws.
  int style = -1;
};

// A range shaded light grey under every series and band, with no line of its own: where a
// curve is expected to stay (`track plot --expect`: the 10–90 % band of simulated tournaments).
// In the legend as a grey swatch with its label.
struct Range {
  std::string label;
  std::vector<double> low;   // Lower edge at the leading x, as Series::y, at least one value.
  std::vector<double> high;  // Upper edge, same length as low.
};

// A point of a series ringed in black (`track plot A B C`: where the machine that stopped losing
// first did so): plot.series[series], at x[point].
struct Mark {
  std::size_t series = 0;
  std::size_t point = 0;
};

struct Plot {
  std::string title;
  std::string note;  // One line under the title in smaller italics, or "".
  std::string x_label;
  std::string y_label;
  std::vector<double> x;  // Shared by every series, ascending.
  std::vector<Series> series;
  std::vector<Range> ranges;   // Drawn first, listed in the legend after the series.
  std::vector<Mark> marks;     // Drawn last, over the lines.
  bool y_is_fraction = false;  // Axis 0..1 shown as 0 %..100 %.
  bool y_is_count = false;     // Whole-number ticks (scores, beads); a darker line at 0.
};

// A printed plot page's size in points (A5 landscape, 210 x 148 mm).
inline constexpr double kPlotWidthPt = 595.276;
inline constexpr double kPlotHeightPt = 419.528;

// A plot page's size and its text sizes and line width, all in points.
struct PlotLook {
  double width_pt = kPlotWidthPt;
  double height_pt = kPlotHeightPt;
  double title_pt = 16;
  double note_pt = 11.5;
  double axis_label_pt = 12.5;
  double tick_pt = 11.5;
  double legend_pt = 11.5;
  double line_width = 2.2;
};

// The printed page (`track plot`, `simulate --plot`): it is also projected whole as a slide, so
// its smallest text is 11.5 pt of a 420-pt-high page (about 15 pt on a 540-pt slide).
inline constexpr PlotLook kPrintLook{};
// The festival screen's curve (`track serve`): a 600 x 504 pt page filling its 1060 x 890 px
// part of a 1920 x 1080 projector (1.77 px a point), so ticks and legend of 17 pt are 30 px
// tall, readable from 3 m on a 2.5 m wide picture.
inline constexpr PlotLook kScreenLook{.width_pt = 600,
                                      .height_pt = 504,
                                      .title_pt = 22,
                                      .note_pt = 15,
                                      .axis_label_pt = 18,
                                      .tick_pt = 17,
                                      .legend_pt = 17,
                                      .line_width = 4};

// Draws `plot` (checked by validate_plot, render/plot_input.h) on a white page of `look`'s size
// whose top-left corner is the origin of `cr`.
void draw_plot(cairo_t* cr, const Plot& plot, const PlotLook& look);

// Writes `plot` to `file` (format from its extension: .pdf, .svg or .png; one page, A5
// landscape). Written atomically. Throws core::Error for an unknown extension, empty or
// mismatched data, or an unwritable folder.
void write_plot(const Plot& plot, const std::filesystem::path& file);

}  // namespace matchbox::render
