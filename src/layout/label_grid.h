// SPDX-FileCopyrightText: 2026 The matchbox authors
// SPDX-License-Identifier: GPL-3.0-or-later

// Where the labels of a sheet template sit on its page (gLabels' grid model: nx x ny labels,
// first origin x0 y0, pitch dx dy). Pure geometry: points, origin at the page's top-left.
#pragma once

#include <string>
#include <vector>

#include "layout/geometry.h"
#include "layout/sheet_template.h"

namespace matchbox::layout {

// nx * ny.
int labels_per_sheet(const SheetTemplate& sheet);

// The label cells of one sheet in reading order (top row first, left to right), each moved by
// the printer offset. Size nx * ny.
std::vector<Rect> label_cells(const SheetTemplate& sheet, const Offset& offset = {});

// The page as a rectangle at the origin.
Rect page_rect(const SheetTemplate& sheet);

// Empty if the template is usable; otherwise why not, in one phrase ("labels overlap: dx
// 40.0 mm is less than the label width 45.7 mm", "the grid is 212.0 mm wide but the paper only
// 210.0 mm"). Checks positive sizes, nx, ny >= 1, no overlap, every label on the paper.
std::string check_grid(const SheetTemplate& sheet);

}  // namespace matchbox::layout
