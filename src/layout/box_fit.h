// Which part of a box a sheet template's labels are for, by their size alone (either way
// round): the front of a standard household matchbox's drawer (35 × 15 mm), its top
// (52 × 36 mm), or neither: larger boxes or cups.
#pragma once

#include "core/length.h"
#include "layout/sheet_template.h"

namespace matchbox::layout {

enum class BoxFit { kDrawerFront, kMatchboxTop, kLarger };

// The standard matchbox the fit is measured against.
inline constexpr core::Length kMatchboxTopWidth = core::Length::mm(52);
inline constexpr core::Length kMatchboxTopHeight = core::Length::mm(36);
inline constexpr core::Length kDrawerFrontWidth = core::Length::mm(35);
inline constexpr core::Length kDrawerFrontHeight = core::Length::mm(15);

// The smallest of the three the label fits on (0.1 mm of tolerance).
BoxFit box_fit(const SheetTemplate& sheet);

}  // namespace matchbox::layout
