// SPDX-FileCopyrightText: 2026 The matchbox authors
// SPDX-License-Identifier: GPL-3.0-or-later

// Crop marks for cut-and-glue sheets: short lines continuing each label edge outwards from
// every corner, leaving a gap at the corner. Marks never run into another label: where labels
// abut or the gutter is narrow, a mark is shortened or dropped, so only the outer edges of a
// block of touching labels carry marks (the cut then runs along the whole grid line).
// Pure geometry: points, origin at the page's top-left.
#pragma once

#include <vector>

#include "layout/geometry.h"

namespace matchbox::layout {

struct CropMarkStyle {
  double gap_pt = 3;      // From the corner to the start of the mark (about 1 mm).
  double length_pt = 10;  // Full length of a mark (about 3.5 mm).
  double min_pt = 3;      // Marks shortened below this are dropped.
};

// The marks for `labels`, without duplicates (touching labels share marks), in a
// deterministic order.
std::vector<Segment> crop_marks(const std::vector<Rect>& labels, const CropMarkStyle& style = {});

}  // namespace matchbox::layout
