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
  std::string label;          // Legend text.
  std::vector<double> y;      // One value per x.
  std::vector<double> low;    // Band lower edge, same length as y, or empty for no band.
  std::vector<double> high;   // Band upper edge, same length as y, or empty.
};

struct Plot {
  std::string title;
  std::string note;            // One line under the title in smaller italics, or "".
  std::string x_label;
  std::string y_label;
  std::vector<double> x;      // Shared by every series, ascending.
  std::vector<Series> series;
  bool y_is_fraction = false;  // Axis 0..1 shown as 0 %..100 %.
  bool y_is_count = false;     // Whole-number ticks (scores, beads); a darker line at 0.
};

// A plot page's size in points (A5 landscape, 210 x 148 mm).
inline constexpr double kPlotWidthPt = 595.276;
inline constexpr double kPlotHeightPt = 419.528;

// Draws `plot` (checked by validate_plot, render/plot_input.h) on a white page of page_w x
// page_h points whose top-left corner is the origin of `cr`.
void draw_plot(cairo_t* cr, const Plot& plot, double page_w, double page_h);

// Writes `plot` to `file` (format from its extension: .pdf, .svg or .png; one page, A5
// landscape). Written atomically. Throws core::Error for an unknown extension, empty or
// mismatched data, or an unwritable folder.
void write_plot(const Plot& plot, const std::filesystem::path& file);

}  // namespace matchbox::render
