// SPDX-FileCopyrightText: 2026 The matchbox authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "layout/page_plan.h"

#include "core/error.h"
#include "layout/label_grid.h"

namespace matchbox::layout {

std::vector<Placement> PagePlan::on_page(int page) const {
  std::vector<Placement> out;
  for (const Placement& p : placements)
    if (p.page == page) out.push_back(p);
  return out;
}

PagePlan plan_labels(int items, const SheetTemplate& sheet, const Offset& offset) {
  MATCHBOX_CHECK(items >= 0);
  const std::vector<Rect> cells = label_cells(sheet, offset);
  const int per_page = static_cast<int>(cells.size());
  MATCHBOX_CHECK(per_page > 0);
  PagePlan plan;
  plan.pages = (items + per_page - 1) / per_page;
  plan.placements.reserve(static_cast<std::size_t>(items));
  for (int i = 0; i < items; ++i) {
    const int cell = i % per_page;
    plan.placements.push_back({i, i / per_page, cell, cells[static_cast<std::size_t>(cell)]});
  }
  return plan;
}

}  // namespace matchbox::layout
