// SPDX-FileCopyrightText: 2026 The matchbox authors
// SPDX-License-Identifier: GPL-3.0-or-later

// The legibility rules for box labels on a sheet template (docs/sheet-templates.md), computed
// from the layout and the painters' geometry, not from pixels:
// 1. Nothing under 6 pt: codes, pile sizes, the lines under the id (the id 12 pt or more), and
//    every code fits inside its disc.
// 2. No code disc covers a piece, an arrow head or another disc.
// 3. Arrows never cross unreadably: two shafts that cross do so at 30 degrees or more, no two
//    run along each other, and no two heads overlap.
// Uniform sizes across a sheet hold by construction (render/label.h, plan_sheet_labels()).
#pragma once

#include <string>
#include <vector>

#include "kit/kit.h"
#include "layout/sheet_template.h"
#include "render/board_painter.h"
#include "render/label.h"

namespace matchbox::render {

inline constexpr double kMinReadablePt = 6;
inline constexpr double kMinCrossingDegrees = 30;

// What breaks the rules in one board's slot geometry, one phrase each ("the disc of slot 2
// covers a piece"); empty if nothing does.
std::vector<std::string> slot_problems(const SlotGeometry& geometry);

// A box whose label breaks a rule, and the first rule it breaks.
struct LabelProblem {
  int box_id = 0;
  std::string what;
};

// The layout the labels of `kit` are printed with on `sheet` (a cell at the origin): the one of
// plan_sheet_labels() with its legend, unless leaving the legend out (and the board the room
// it took) makes fewer labels break a rule. `cr` is only used to measure text. Precondition:
// the kit has boxes.
LabelLayout plan_legible_labels(cairo_t* cr, const kit::Kit& kit,
                                const layout::SheetTemplate& sheet, const LabelWords& words);

// plan_legible_labels()' layout for `kit` on `sheet`, measured on its own small image
// surface, and every box whose label breaks a rule with it, in id order. Precondition: the kit
// has boxes.
struct LegibleLabels {
  LabelLayout layout;
  std::vector<LabelProblem> problems;
};
LegibleLabels legible_labels(const kit::Kit& kit, const layout::SheetTemplate& sheet,
                             const LabelWords& words);

// legible_labels().problems (none for a kit without boxes), or when there are more than
// `limit` of them, `limit` problems: it stops looking once it has found enough to tell that a
// sheet does no better than one with `limit` problems.
std::vector<LabelProblem> label_problems(const kit::Kit& kit, const layout::SheetTemplate& sheet,
                                         const LabelWords& words,
                                         std::size_t limit = static_cast<std::size_t>(-1));

}  // namespace matchbox::render
