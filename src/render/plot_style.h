// SPDX-FileCopyrightText: 2026 The matchbox authors
// SPDX-License-Identifier: GPL-3.0-or-later

// The plots' line styles (render/plot.h's top comment): series i gets colour i of the Okabe &
// Ito (2008) palette and dash pattern i mod 4; a band is its line's colour at 25 % opacity; a
// range is light grey. Shared by the plot's lines (render/plot.cpp) and its legend
// (render/plot_legend.cpp); not for other folders.
#pragma once

#include <cairo.h>

#include <cstddef>

#include "render/plot.h"

namespace matchbox::render {

// Sets the line width, dash, caps and colour of series style slot `series` in `look`.
void set_line_style(cairo_t* cr, std::size_t series, const PlotLook& look);
// The colour and dash slot of plot.series[i] (its own `style`, or i).
std::size_t style_of(const Plot& plot, std::size_t i);
// The solid colour of slot `series`.
void set_series_colour(cairo_t* cr, std::size_t series);
// The see-through colour of slot `series`'s band.
void set_band_style(cairo_t* cr, std::size_t series);
// The light grey of a range.
void set_range_style(cairo_t* cr);

}  // namespace matchbox::render
