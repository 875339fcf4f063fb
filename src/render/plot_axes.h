// SPDX-FileCopyrightText: 2026 The matchbox authors
// SPDX-License-Identifier: GPL-3.0-or-later

// Axis ticks for the learning-curve plots: "nice numbers" after Heckbert, "Nice Numbers for
// Graph Labels", Graphics Gems (1990). Pure arithmetic, no Cairo, so it is tested on its own.
//
// Why not a plotting library: the house rule prefers one, and PLplot 5.15 (Debian
// libplplot-dev + plplot-driver-cairo, "extcairo" device drawing on our cairo_t) was tried
// first. It draws correctly and its PDFs are byte-identical, but it does not fit:
// - errors end the process: plexit() prints "PLPLOT ERROR, IMMEDIATE EXIT" and calls exit(1);
//   a missing or unloadable driver (drivers are dlopen'ed from a system folder at run time)
//   first prompts on stdin for a device, then exits. Nothing reaches our core::Error funnel,
//   and a C++ exception cannot be thrown through its C frames.
// - global state: one current stream and options (plsetopt, font families from environment
//   variables) shared by the process; not safe next to `simulate`'s threads.
// - it leaves our cairo_t with its own y-flipped transform, and lays text out at Pango's
//   96 dpi on a context it creates (text a third larger than our 72-dpi convention, metrics
//   hinted differently on PNG and PDF), in a family it picks from fontconfig ("Sans").
// - libplplot-dev hard-depends on its Qt5 and wxWidgets bindings and gfortran (71 packages
//   here). So the axes are ours: Heckbert's nice numbers (here) and Cairo + Pango (plot.cpp).
#pragma once

#include <string>
#include <vector>

namespace matchbox::render {

// Ticks on one axis. The axis runs from lo to hi, both multiples of step; values are lo,
// lo + step, ..., hi (at least 3 of them).
struct AxisTicks {
  double lo = 0;
  double hi = 1;
  double step = 1;
  std::vector<double> values;
};

// Ticks covering [min, max] ("loose" labelling: lo <= min, hi >= max) with a step of 1, 2 or 5
// times a power of ten. Among those steps it picks the one whose axis wastes least room beyond
// the data while giving about `target` ticks (at most target + 3). With integer_steps the step
// is at least 1 (game numbers). min > max is swapped; min == max is widened to a unit-sized
// range around the value. Requires finite inputs and target >= 2.
AxisTicks nice_ticks(double min, double max, int target, bool integer_steps = false);

// Heckbert's nicenum: a 1, 2, 5 or 10 times a power of ten near x > 0; with round the nearest
// such number, without the smallest one >= x.
double nice_number(double x, bool round);

// A tick label for `value` on an axis with ticks `step` apart: just enough decimals to tell
// neighbouring ticks apart (none for steps >= 1). With percent, value and step are fractions of
// 1 shown as percentages ("40%"). Uses the minus sign U+2212 and never prints "-0"; the decimal
// separator and the percentage's form ("40 %") are the language in force's (core/translation.h).
std::string tick_label(double value, double step, bool percent);

}  // namespace matchbox::render
