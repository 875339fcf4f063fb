// SPDX-FileCopyrightText: 2026 The matchbox authors
// SPDX-License-Identifier: GPL-3.0-or-later

// The scales of the printer calibration page (written by write_calibration,
// documents/labels_document.h): millimetre scales across the edges of the first and the last label,
// planned apart from drawing so that tests can check where every tick and number lands.
#pragma once

#include <cairo.h>

#include <string>
#include <vector>

#include "layout/geometry.h"
#include "layout/sheet_template.h"

namespace matchbox::documents {

// Numbers are kept at least this far from the paper's edges, where every printer prints.
inline constexpr double kCalibrationSafeMm = 5;

// One tick: its position along the scale and half its length across it (points).
struct CalibrationTick {
  double at = 0;
  double half = 0;
};

// One number ("−2", "0", "+4") and the box it is set in (points, page coordinates).
struct CalibrationNumber {
  std::string text;
  layout::Rect box;
};

// A scale across a label edge: horizontal (along x, crossing a vertical edge) or vertical.
// Ticks every millimetre from −4 to +4 mm (longer every 2 mm and at 0, the edge itself); a
// number every 2 mm, left out where it would come within kCalibrationSafeMm of the paper's edge.
struct CalibrationScale {
  bool horizontal = true;
  double across = 0;  // The scale line's position across it (y of a horizontal one).
  std::vector<CalibrationTick> ticks;
  std::vector<CalibrationNumber> numbers;
};

// The scale across the edge at `edge` (x if horizontal, else y), drawn at `across`. `cr` only
// measures text.
CalibrationScale calibration_scale(cairo_t* cr, const layout::SheetTemplate& sheet, double edge,
                                   double across, bool horizontal);

// The four scales of the page: across the left and top edges of the first label and the right
// and bottom edges of the last one, with `offset` applied.
std::vector<CalibrationScale> calibration_scales(cairo_t* cr, const layout::SheetTemplate& sheet,
                                                 const layout::Offset& offset);

}  // namespace matchbox::documents
