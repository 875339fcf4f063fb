// SPDX-FileCopyrightText: 2026 The matchbox authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "layout/label_grid.h"

#include <cstdio>

namespace matchbox::layout {

namespace {

constexpr double kToleranceMm = 0.05;  // Rounding in vendor data (gLabels converts from pt).

std::string mm(core::Length l) {
  char buf[32];
  std::snprintf(buf, sizeof buf, "%.1f mm", l.to_mm());
  return buf;
}

}  // namespace

int labels_per_sheet(const SheetTemplate& sheet) { return sheet.nx * sheet.ny; }

std::vector<Rect> label_cells(const SheetTemplate& sheet, const Offset& offset) {
  std::vector<Rect> cells;
  cells.reserve(static_cast<std::size_t>(labels_per_sheet(sheet)));
  for (int row = 0; row < sheet.ny; ++row) {
    for (int col = 0; col < sheet.nx; ++col) {
      cells.push_back({sheet.x0.pt() + col * sheet.dx.pt() + offset.x.pt(),
                       sheet.y0.pt() + row * sheet.dy.pt() + offset.y.pt(), sheet.label_width.pt(),
                       sheet.label_height.pt()});
    }
  }
  return cells;
}

Rect page_rect(const SheetTemplate& sheet) {
  return {0, 0, sheet.paper_width.pt(), sheet.paper_height.pt()};
}

std::string check_grid(const SheetTemplate& s) {
  if (s.paper_width.pt() <= 0 || s.paper_height.pt() <= 0) return "the paper has no size";
  if (s.label_width.pt() <= 0 || s.label_height.pt() <= 0) return "the label has no size";
  if (s.nx < 1 || s.ny < 1) return "the grid needs at least one column and one row";
  if (s.corner_radius.pt() < 0 ||
      2 * s.corner_radius.pt() > std::min(s.label_width.pt(), s.label_height.pt()))
    return "corner radius " + mm(s.corner_radius) + " does not fit the label";
  if (s.x0.pt() < 0 || s.y0.pt() < 0) return "the first label starts off the paper";
  const double tol = core::Length::mm(kToleranceMm).pt();
  if (s.nx > 1 && s.dx.pt() < s.label_width.pt() - tol)
    return "labels overlap: dx " + mm(s.dx) + " is less than the label width " + mm(s.label_width);
  if (s.ny > 1 && s.dy.pt() < s.label_height.pt() - tol)
    return "labels overlap: dy " + mm(s.dy) + " is less than the label height " +
           mm(s.label_height);
  core::Length right = s.x0 + s.dx * (s.nx - 1) + s.label_width;
  core::Length bottom = s.y0 + s.dy * (s.ny - 1) + s.label_height;
  if (right.pt() > s.paper_width.pt() + tol)
    return "the grid reaches " + mm(right) + " from the left edge but the paper is only " +
           mm(s.paper_width) + " wide";
  if (bottom.pt() > s.paper_height.pt() + tol)
    return "the grid reaches " + mm(bottom) + " from the top edge but the paper is only " +
           mm(s.paper_height) + " tall";
  return {};
}

}  // namespace matchbox::layout
