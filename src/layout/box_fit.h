// SPDX-FileCopyrightText: 2026 The matchbox authors
// SPDX-License-Identifier: GPL-3.0-or-later

// Which part of a box a sheet template's labels are for, by their size alone (either way
// round): the front of a standard household matchbox's drawer (35 × 15 mm); the top of a small
// (pocket) matchbox or the drawer front of a large one (40 × 20 mm); a standard matchbox's top
// (52 × 36 mm); or none of these: larger boxes or cups.
#pragma once

#include "core/length.h"
#include "layout/sheet_template.h"

namespace matchbox::layout {

enum class BoxFit { kDrawerFront, kPocketTop, kMatchboxTop, kLarger };

// The standard matchbox the fit is measured against.
inline constexpr core::Length kMatchboxTopWidth = core::Length::mm(52);
inline constexpr core::Length kMatchboxTopHeight = core::Length::mm(36);
inline constexpr core::Length kDrawerFrontWidth = core::Length::mm(35);
inline constexpr core::Length kDrawerFrontHeight = core::Length::mm(15);
inline constexpr core::Length kPocketTopWidth = core::Length::mm(40);
inline constexpr core::Length kPocketTopHeight = core::Length::mm(20);

// The smallest of these the label fits on (0.1 mm of tolerance).
BoxFit box_fit(const SheetTemplate& sheet);

}  // namespace matchbox::layout
