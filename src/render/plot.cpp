// SPDX-FileCopyrightText: 2026 The matchbox authors
// SPDX-License-Identifier: GPL-3.0-or-later

// Learning-curve plots (render/plot.h): axes, ticks, bands, lines and legend drawn with Cairo
// and Pango on a PageSink page.
//
// Why the axes are our own and not a plotting library's: render/plot_axes.h.
//
// Look: a page of PlotLook's size (A5 landscape for print, larger text for the festival
// screen); title on top, then the legend in rows above the plot area (it never covers a
// curve), grid lines at the ticks, bands under all lines. Series i gets colour i of
// the Okabe & Ito (2008) palette in the order bluish green, sky blue, vermillion, reddish
// purple, orange, blue, black (so win, draw, loss, resign series in that order get their
// usual colours) and dash pattern i mod 4 (solid, dashed, dotted, dash-dot) so the lines stay
// apart in black and white; a band is its line's colour at 25 % opacity. A range (an expected
// region, no line of its own) is light grey under everything; a mark rings a point in black.
#include "render/plot.h"

#include <algorithm>
#include <cmath>
#include <string>
#include <vector>

#include "render/plot_axes.h"
#include "render/plot_legend.h"
#include "render/plot_style.h"
#include "render/text.h"

namespace matchbox::render {

namespace {

constexpr double kMargin = 28;
constexpr double kTickLength = 4;

// The page geometry: the plot area [left, right] x [top, bottom] in points and its ticks.
struct PlotFrame {
  double left = 0, right = 0, top = 0, bottom = 0;
  AxisTicks x, y;
  double legend_top = 0;
  double title_height = 0;

  double px(double v) const { return left + (v - x.lo) / (x.hi - x.lo) * (right - left); }
  double py(double v) const { return bottom - (v - y.lo) / (y.hi - y.lo) * (bottom - top); }
};

TextStyle tick_style(const PlotLook& look) { return {.size_pt = look.tick_pt}; }
TextStyle axis_style(const PlotLook& look) { return {.size_pt = look.axis_label_pt}; }
// The title and the note under it, wrapped to the page's text width and centred.
TextStyle title_style(const PlotLook& look) {
  return {.size_pt = look.title_pt,
          .weight = Weight::kBold,
          .align = Align::kCenter,
          .width_pt = look.width_pt - 2 * kMargin};
}
TextStyle note_style(const PlotLook& look) {
  return {.size_pt = look.note_pt,
          .align = Align::kCenter,
          .width_pt = look.width_pt - 2 * kMargin,
          .italic = true};
}

// The data's y range: every value and band edge; 0 always, 1 too for fractions.
std::pair<double, double> y_range(const Plot& plot) {
  double lo = 0, hi = plot.y_is_fraction ? 1 : 0;
  auto take = [&](const std::vector<double>& v) {
    for (double d : v) lo = std::min(lo, d), hi = std::max(hi, d);
  };
  for (const Series& s : plot.series) take(s.y), take(s.low), take(s.high);
  for (const Range& r : plot.ranges) take(r.low), take(r.high);
  return {lo, hi};
}

double widest_label(cairo_t* cr, const AxisTicks& t, bool percent, const PlotLook& look) {
  double w = 0;
  for (double v : t.values)
    w = std::max(w, measure_text(cr, tick_label(v, t.step, percent), tick_style(look)).width);
  return w;
}

// x ticks for a plot area `width` wide: as many as fit without labels touching.
AxisTicks x_ticks(cairo_t* cr, const Plot& plot, const PlotLook& look, double width) {
  for (int target = std::clamp(static_cast<int>(width / (6.5 * look.tick_pt)), 3, 10);; --target) {
    AxisTicks t = nice_ticks(plot.x.front(), plot.x.back(), target, true);
    double spacing = width / static_cast<double>(t.values.size() - 1);
    if (target <= 2 || widest_label(cr, t, false, look) + 10 <= spacing) return t;
  }
}

// y ticks for a plot area `height` high: about one per 2.8 lines of tick text.
AxisTicks y_ticks(const Plot& plot, const PlotLook& look, double height) {
  auto [lo, hi] = y_range(plot);
  return nice_ticks(lo, hi, std::clamp(static_cast<int>(height / (2.8 * look.tick_pt)), 4, 11),
                    plot.y_is_count);
}

// Narrows the axis to [lo, hi] where that is inside it, dropping the ticks outside, as long as
// two ticks stay.
void tighten(AxisTicks& t, double lo, double hi) {
  std::vector<double> kept;
  for (double v : t.values)
    if (v >= lo - 1e-9 && v <= hi + 1e-9) kept.push_back(v);
  if (kept.size() < 2 || hi <= lo) return;
  t.lo = std::max(t.lo, lo);
  t.hi = std::min(t.hi, hi);
  t.values = kept;
}

PlotFrame layout(cairo_t* cr, const Plot& plot, const PlotLook& look) {
  PlotFrame f;
  const double tick_h = measure_text(cr, "0", tick_style(look)).height;
  const double axis_h = measure_text(cr, "Ag", axis_style(look)).height;
  if (!plot.title.empty())
    f.title_height = measure_text(cr, plot.title, title_style(look)).height + 6;
  if (!plot.note.empty())
    f.title_height += measure_text(cr, plot.note, note_style(look)).height + 4;
  f.legend_top = kMargin + f.title_height;
  f.bottom =
      look.height_pt - kMargin - (plot.x_label.empty() ? 0 : axis_h + 4) - tick_h - kTickLength - 3;
  f.top = f.legend_top + legend_row_height(cr, look) + 8;  // A first guess: one legend row.
  const double label_w = plot.y_label.empty() ? 0 : axis_h + 6;
  for (int pass = 0; pass < 2; ++pass) {
    f.y = y_ticks(plot, look, f.bottom - f.top);
    f.left = kMargin + label_w + widest_label(cr, f.y, plot.y_is_fraction, look) + 3 + kTickLength;
    // Room on the right for half of the last x tick label.
    f.right = look.width_pt - kMargin - 1.2 * look.tick_pt;
    f.top = legend_bottom(cr, plot, look, f.left, f.legend_top, f.right - f.left) + 8 + tick_h / 2;
  }
  f.y = y_ticks(plot, look, f.bottom - f.top);
  f.x = x_ticks(cr, plot, look, f.right - f.left);
  // The x axis ends at the last game; counts get a y axis just around their data.
  tighten(f.x, f.x.lo, plot.x.back());
  if (plot.y_is_count) {
    auto [lo, hi] = y_range(plot);
    const double margin = 0.03 * (hi - lo);
    tighten(f.y, lo - margin, hi + margin);
  }
  return f;
}

// Grid lines at the ticks; for counts that go below zero, a darker line at zero.
void draw_grid(cairo_t* cr, const Plot& plot, const PlotFrame& f) {
  cairo_save(cr);
  cairo_set_source_rgb(cr, 0.86, 0.86, 0.86);
  cairo_set_line_width(cr, 0.5);
  for (double v : f.y.values) {
    cairo_move_to(cr, f.left, f.py(v));
    cairo_line_to(cr, f.right, f.py(v));
  }
  for (double v : f.x.values) {
    cairo_move_to(cr, f.px(v), f.top);
    cairo_line_to(cr, f.px(v), f.bottom);
  }
  cairo_stroke(cr);
  if (plot.y_is_count && f.y.lo < 0) {
    cairo_set_source_rgb(cr, 0.45, 0.45, 0.45);
    cairo_set_line_width(cr, 0.8);
    cairo_move_to(cr, f.left, f.py(0));
    cairo_line_to(cr, f.right, f.py(0));
    cairo_stroke(cr);
  }
  cairo_restore(cr);
}

// The points of `y` (at plot.x) worth drawing, in order: in every column of kColumnPt across the
// frame (narrower than any line), the first, the lowest, the highest and the last. A line
// through them covers what the line through every point covers, to within a column: a curve of
// 100,000 games is drawn with a few thousand points (its SVG that much smaller and quicker).
constexpr double kColumnPt = 0.5;

std::vector<std::size_t> drawn_points(const std::vector<double>& x, const std::vector<double>& y,
                                      const PlotFrame& f) {
  std::vector<std::size_t> kept;
  std::size_t i = 0;
  while (i < y.size()) {
    const double column = std::floor(f.px(x[i]) / kColumnPt);
    std::size_t end = i, lowest = i, highest = i;
    for (; end < y.size() && std::floor(f.px(x[end]) / kColumnPt) == column; ++end) {
      if (y[end] < y[lowest]) lowest = end;
      if (y[end] > y[highest]) highest = end;
    }
    for (const std::size_t k : {i, std::min(lowest, highest), std::max(lowest, highest), end - 1})
      if (kept.empty() || k > kept.back()) kept.push_back(k);
    i = end;
  }
  return kept;
}

// Fills the area between `low` and `high` (at the leading x) in the current source.
void fill_between(cairo_t* cr, const Plot& plot, const PlotFrame& f, const std::vector<double>& low,
                  const std::vector<double>& high) {
  if (low.size() == 1) {  // A single game: the band is a bar.
    cairo_rectangle(cr, f.px(plot.x[0]) - 3, f.py(high[0]), 6, f.py(low[0]) - f.py(high[0]));
    cairo_fill(cr);
    return;
  }
  for (const std::size_t i : drawn_points(plot.x, high, f))
    cairo_line_to(cr, f.px(plot.x[i]), f.py(high[i]));
  const std::vector<std::size_t> lows = drawn_points(plot.x, low, f);
  for (auto i = lows.rbegin(); i != lows.rend(); ++i)
    cairo_line_to(cr, f.px(plot.x[*i]), f.py(low[*i]));
  cairo_close_path(cr);
  cairo_fill(cr);
}

// The marks: a disc in the series' colour, ringed in black, twice a line's width across.
void draw_marks(cairo_t* cr, const Plot& plot, const PlotLook& look, const PlotFrame& f) {
  const double radius = 2.2 * look.line_width;
  for (const Mark& m : plot.marks) {
    cairo_new_path(cr);
    cairo_arc(cr, f.px(plot.x[m.point]), f.py(plot.series[m.series].y[m.point]), radius, 0,
              2 * M_PI);
    set_series_colour(cr, style_of(plot, m.series));
    cairo_fill_preserve(cr);
    cairo_set_source_rgb(cr, 0, 0, 0);
    cairo_set_dash(cr, nullptr, 0, 0);
    cairo_set_line_width(cr, 0.45 * look.line_width);
    cairo_stroke(cr);
  }
}

void draw_data(cairo_t* cr, const Plot& plot, const PlotLook& look, const PlotFrame& f) {
  cairo_save(cr);
  cairo_rectangle(cr, f.left, f.top, f.right - f.left, f.bottom - f.top);
  cairo_clip(cr);
  set_range_style(cr);
  for (const Range& range : plot.ranges) fill_between(cr, plot, f, range.low, range.high);
  for (std::size_t s = 0; s < plot.series.size(); ++s) {
    const Series& series = plot.series[s];
    if (series.low.empty()) continue;
    set_band_style(cr, style_of(plot, s));
    fill_between(cr, plot, f, series.low, series.high);
  }
  for (std::size_t s = 0; s < plot.series.size(); ++s) {
    const Series& series = plot.series[s];
    set_line_style(cr, style_of(plot, s), look);
    if (series.y.size() == 1) {  // A single game: a dot, since a one-point line draws nothing.
      const double radius = 2.5 * look.line_width / kPrintLook.line_width;
      cairo_arc(cr, f.px(plot.x[0]), f.py(series.y[0]), radius, 0, 2 * M_PI);
      cairo_fill(cr);
      continue;
    }
    for (const std::size_t i : drawn_points(plot.x, series.y, f))
      cairo_line_to(cr, f.px(plot.x[i]), f.py(series.y[i]));
    cairo_stroke(cr);
  }
  draw_marks(cr, plot, look, f);
  cairo_restore(cr);
}

void draw_axes(cairo_t* cr, const Plot& plot, const PlotLook& look, const PlotFrame& f) {
  cairo_save(cr);
  cairo_set_source_rgb(cr, 0, 0, 0);
  cairo_set_line_width(cr, 0.8);
  cairo_set_line_cap(cr, CAIRO_LINE_CAP_SQUARE);
  cairo_move_to(cr, f.left, f.top);
  cairo_line_to(cr, f.left, f.bottom);
  cairo_line_to(cr, f.right, f.bottom);
  for (double v : f.y.values) {
    cairo_move_to(cr, f.left, f.py(v));
    cairo_rel_line_to(cr, -kTickLength, 0);
  }
  for (double v : f.x.values) {
    cairo_move_to(cr, f.px(v), f.bottom);
    cairo_rel_line_to(cr, 0, kTickLength);
  }
  cairo_stroke(cr);

  TextStyle right = tick_style(look);
  right.align = Align::kRight;
  for (double v : f.y.values) {
    std::string text = tick_label(v, f.y.step, plot.y_is_fraction);
    double h = measure_text(cr, text, right).height;
    draw_text(cr, text, f.left - kTickLength - 3, f.py(v) - h / 2, right);
  }
  TextStyle centre = tick_style(look);
  centre.align = Align::kCenter;
  const double tick_top = f.bottom + kTickLength + 2;
  double tick_h = 0;
  for (double v : f.x.values)
    tick_h = draw_text(cr, tick_label(v, f.x.step, false), f.px(v), tick_top, centre).height;

  TextStyle axis = axis_style(look);
  axis.align = Align::kCenter;
  if (!plot.x_label.empty())
    draw_text(cr, plot.x_label, (f.left + f.right) / 2, tick_top + tick_h + 3, axis);
  if (!plot.y_label.empty()) {
    cairo_translate(cr, kMargin, (f.top + f.bottom) / 2);
    cairo_rotate(cr, -M_PI / 2);  // Text runs upwards; its top faces the page's left edge.
    draw_text(cr, plot.y_label, 0, 0, axis);
  }
  cairo_restore(cr);
}

}  // namespace

void draw_plot(cairo_t* cr, const Plot& plot, const PlotLook& look) {
  const PlotFrame f = layout(cr, plot, look);
  draw_grid(cr, plot, f);
  draw_data(cr, plot, look, f);
  draw_axes(cr, plot, look, f);
  draw_legend(cr, plot, look, f.left, f.legend_top, f.right - f.left);
  if (!plot.title.empty()) {
    cairo_set_source_rgb(cr, 0, 0, 0);
    const double h = draw_text(cr, plot.title, kMargin, kMargin, title_style(look)).height;
    if (!plot.note.empty()) draw_text(cr, plot.note, kMargin, kMargin + h + 4, note_style(look));
  }
}

}  // namespace matchbox::render
