// SPDX-FileCopyrightText: 2026 The matchbox authors
// SPDX-License-Identifier: GPL-3.0-or-later

// Which item (box) goes on which page and where: labels fill each sheet in reading order, the
// next sheet starts when one is full. Pure geometry: points, origin at the page's top-left.
#pragma once

#include <vector>

#include "layout/geometry.h"
#include "layout/sheet_template.h"

namespace matchbox::layout {

struct Placement {
  int item = 0;  // 0-based index into the caller's list (boxes in id order).
  int page = 0;  // 0-based page.
  int cell = 0;  // 0-based label cell on the sheet, reading order.
  Rect rect;     // The label's rectangle on its page, offset applied.
};

struct PagePlan {
  int pages = 0;
  std::vector<Placement> placements;  // In item order.
  // The placements on `page`, in cell order.
  std::vector<Placement> on_page(int page) const;
};

// Plans `items` labels on sheets of `sheet`, moved by `offset`. 0 items give 0 pages.
PagePlan plan_labels(int items, const SheetTemplate& sheet, const Offset& offset = {});

}  // namespace matchbox::layout
