// SPDX-FileCopyrightText: 2026 The matchbox authors
// SPDX-License-Identifier: GPL-3.0-or-later

// The legend of a plot (render/plot.h): one entry per series, then per range, flowed into rows
// above the plot area (it never covers a curve), each a swatch of its line, band or range and
// its label; an entry wider than a row has a row of its own, its label wrapped. Shared by the
// plot's layout and drawing (render/plot.cpp); not for other folders.
#pragma once

#include <cairo.h>

#include "render/plot.h"

namespace matchbox::render {

// The height of one legend row in `look`, in points.
double legend_row_height(cairo_t* cr, const PlotLook& look);
// Where the legend of `plot` ends (its last row's bottom), flowed into rows `width` points wide
// from (left, top).
double legend_bottom(cairo_t* cr, const Plot& plot, const PlotLook& look, double left, double top,
                     double width);
// Draws the legend as legend_bottom() places it.
void draw_legend(cairo_t* cr, const Plot& plot, const PlotLook& look, double left, double top,
                 double width);

}  // namespace matchbox::render
