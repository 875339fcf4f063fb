// SPDX-FileCopyrightText: 2026 The matchbox authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "layout/box_fit.h"

#include <algorithm>

namespace matchbox::layout {

namespace {

// True if a w × h label fits a W × H face, either way round.
bool fits(const SheetTemplate& s, const core::Length& width, const core::Length& height) {
  const double tolerance = core::Length::mm(0.1).pt();
  const double w = std::max(s.label_width.pt(), s.label_height.pt());
  const double h = std::min(s.label_width.pt(), s.label_height.pt());
  return w <= std::max(width.pt(), height.pt()) + tolerance &&
         h <= std::min(width.pt(), height.pt()) + tolerance;
}

}  // namespace

BoxFit box_fit(const SheetTemplate& sheet) {
  if (fits(sheet, kDrawerFrontWidth, kDrawerFrontHeight)) return BoxFit::kDrawerFront;
  if (fits(sheet, kPocketTopWidth, kPocketTopHeight)) return BoxFit::kPocketTop;
  if (fits(sheet, kMatchboxTopWidth, kMatchboxTopHeight)) return BoxFit::kMatchboxTop;
  return BoxFit::kLarger;
}

}  // namespace matchbox::layout
