// SPDX-FileCopyrightText: 2026 The matchbox authors
// SPDX-License-Identifier: GPL-3.0-or-later

// Flowing groups of equal cells over pages (the box finder: one group per ply, a heading above
// each). Each group starts on a fresh row under its heading; a heading is never left alone at
// the foot of a page. Pure geometry: points, origin at the page's top-left.
#pragma once

#include <vector>

#include "layout/geometry.h"

namespace matchbox::layout {

struct FlowItem {
  int group = 0;
  int index = 0;  // Within its group.
  int page = 0;   // 0-based.
  Rect rect;      // cell_w x cell_h.
};

struct FlowHeading {
  int group = 0;
  int page = 0;
  bool continued = false;  // Repeated at the top of a page the group runs onto.
  Rect rect;               // The full width of the area x heading_h.
};

struct FlowPlan {
  int pages = 0;
  std::vector<FlowHeading> headings;
  std::vector<FlowItem> items;  // Group by group, in index order.
};

struct FlowGrid {
  Rect first_area;  // Usable area of the first page (below a title).
  Rect area;        // Usable area of every following page.
  double cell_w = 0, cell_h = 0, heading_h = 0;
};

// Lays out groups of `group_sizes[g]` cells. Requires a heading plus one row of cells to fit
// in each area and a cell to fit the width (else core::InternalError).
FlowPlan flow_groups(const std::vector<int>& group_sizes, const FlowGrid& grid);

}  // namespace matchbox::layout
