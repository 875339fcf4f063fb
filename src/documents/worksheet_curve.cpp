// SPDX-FileCopyrightText: 2026 The matchbox authors
// SPDX-License-Identifier: GPL-3.0-or-later

// The worksheet's question (4), "Read the learning curve" (documents/worksheet_parts.h).
#include "documents/instructions.h"
#include "documents/worksheet_parts.h"
#include "render/plot.h"

namespace matchbox::documents {

// The drawing machinery every document is made with.
using namespace render;
namespace {

constexpr double kPlotHeightPt = 250;
// The curve's type: 10 pt ticks on a worksheet held in the hand.
constexpr PlotLook kLook{.width_pt = 0,
                         .height_pt = kPlotHeightPt,
                         .title_pt = 12,
                         .note_pt = 10,
                         .axis_label_pt = 11,
                         .tick_pt = 10,
                         .legend_pt = 10,
                         .line_width = 2};

// Games 0 .. shown of the typical run against the games it had lost by then.
Plot curve_plot(const Sheet& s) {
  const CurveAnswer& c = s.answers.curve;
  const std::vector<int> lost = simulate::games_lost(s.answers.learning.typical_run);
  Plot plot;
  plot.title = s.text("curve.title");
  plot.x_label = s.text("curve.x");
  plot.y_label = s.text("curve.y");
  plot.y_is_count = true;
  // Style 16: the loss lines' vermillion (16 mod 7 colours = 2) solid (16 mod 4 dashes = 0).
  Series series{s.text("curve.series"), {}, {}, {}, 16};
  std::size_t next = 0;
  for (int g = 0; g <= c.shown; ++g) {
    while (next < lost.size() && lost[next] <= g) ++next;
    plot.x.push_back(g);
    series.y.push_back(static_cast<double>(next));
  }
  plot.series.push_back(std::move(series));
  return plot;
}

}  // namespace

void draw_curve_question(Sheet& s) {
  const CurveAnswer& c = s.answers.curve;
  const int window = s.answers.learning.options.window;
  const TextArgs args = {{"shown", c.shown},
                         {"stretch", c.stretch},
                         {"from", c.shown - c.stretch + 1},
                         {"window", window},
                         {"side", side_name(s.kit, s.texts, s.answers.side)}};
  s.heading("curve.heading", kPlotHeightPt + 4 * kBodyPt);
  s.flow.paragraph(s.text("curve.intro", args));
  s.flow.need(kPlotHeightPt + 8);
  cairo_t* cr = s.flow.cr();
  cairo_save(cr);
  cairo_translate(cr, s.flow.left(), s.flow.y());
  PlotLook look = kLook;
  look.width_pt = s.flow.width();
  draw_plot(cr, curve_plot(s), look);
  cairo_restore(cr);
  s.flow.skip(kPlotHeightPt + 8);
  const std::string blank = s.text("curve.blank");
  const auto count = [&](int n) { return s.text("curve.count", {{"n", n}}); };
  s.flow.paragraph(s.text("curve.first", args));
  s.answer_line(blank, count(c.lost_first));
  s.flow.paragraph(s.text("curve.last", args));
  s.answer_line(blank, count(c.lost_last));
  s.flow.paragraph(s.text("curve.learned", args));
  s.answer_line(blank, c.learned_by < 0 ? s.text("curve.learned_never", args)
                                        : s.text("curve.learned_at", {{"game", c.learned_by}}));
  s.flow.paragraph(s.text("curve.total", args));
  s.answer_line(blank, count(c.lost));
}

}  // namespace matchbox::documents
