// SPDX-FileCopyrightText: 2026 The matchbox authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "layout/cell_flow.h"

#include <algorithm>

#include "core/error.h"

namespace matchbox::layout {

namespace {

struct Cursor {
  int page = 0;
  double y = 0;
  Rect area;
};

void next_page(Cursor& c, const FlowGrid& grid) {
  ++c.page;
  c.area = grid.area;
  c.y = grid.area.y;
}

void add_heading(FlowPlan& plan, Cursor& c, int group, bool continued, const FlowGrid& grid) {
  if (c.y + grid.heading_h + grid.cell_h > c.area.bottom() + 1e-6) next_page(c, grid);
  plan.headings.push_back({group, c.page, continued, {c.area.x, c.y, c.area.w, grid.heading_h}});
  c.y += grid.heading_h;
}

}  // namespace

FlowPlan flow_groups(const std::vector<int>& group_sizes, const FlowGrid& grid) {
  MATCHBOX_CHECK(grid.cell_w > 0 && grid.cell_h > 0 && grid.heading_h >= 0);
  MATCHBOX_CHECK(grid.first_area.h >= grid.heading_h + grid.cell_h);
  MATCHBOX_CHECK(grid.area.h >= grid.heading_h + grid.cell_h);
  const double width = std::min(grid.first_area.w, grid.area.w);
  const int per_row = static_cast<int>((width + 1e-6) / grid.cell_w);
  MATCHBOX_CHECK(per_row >= 1);
  FlowPlan plan;
  Cursor c{0, grid.first_area.y, grid.first_area};
  for (int g = 0; g < static_cast<int>(group_sizes.size()); ++g) {
    add_heading(plan, c, g, false, grid);
    for (int i = 0; i < group_sizes[g]; ++i) {
      const int col = i % per_row;
      if (col == 0 && i > 0) c.y += grid.cell_h;
      if (col == 0 && c.y + grid.cell_h > c.area.bottom() + 1e-6) {
        next_page(c, grid);
        add_heading(plan, c, g, true, grid);
      }
      plan.items.push_back(
          {g, i, c.page, {c.area.x + col * grid.cell_w, c.y, grid.cell_w, grid.cell_h}});
    }
    if (group_sizes[g] > 0) c.y += grid.cell_h;
  }
  plan.pages = group_sizes.empty() ? 0 : c.page + 1;
  return plan;
}

}  // namespace matchbox::layout
