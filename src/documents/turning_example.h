// SPDX-FileCopyrightText: 2026 The matchbox authors
// SPDX-License-Identifier: GPL-3.0-or-later

// The instruction sheet's worked example of a turned box (kit/turned_box.h), for a machine
// whose boxes serve turned or mirrored boards: three small boards with arrows between them
// (the real board; its box's picture with the drawn bead's mark; the real board with that move
// where it is really played) beside a paragraph that says which square to play and to write.
// Its words are texts "instructions.turning.*".
#pragma once

#include <string>
#include <vector>

#include "documents/instructions.h"
#include "kit/kit.h"
#include "kit/turned_box.h"
#include "render/page_flow.h"
#include "spec/texts.h"

namespace matchbox::documents {

// The example's words as text arguments: {ply}, {box}, {transform} (the game's words),
// {colour}, {code}, {move} (as the label writes it) and {real} (the same bead's move on the real
// board, as the score sheet writes it).
render::TextArgs turning_args(const kit::Kit& kit, const kit::TurnedBox& example);

// Draws the example at the flow's cursor under `heading` (a filled text): the three boards
// with arrows and captions on the left, beside them at `body_pt` the text
// "instructions.turning.text" (and ".twins" in a kit with mirror twins); moves the cursor below
// it. With `only_if_fits`, draws nothing and returns false if it does not fit below the cursor
// on the current page; returns true once drawn.
bool draw_turning_panel(render::PageFlow& flow, const kit::Kit& kit, const spec::Texts& texts,
                        const kit::TurnedBox& example, const std::string& heading, double body_pt,
                        bool only_if_fits);

// The instruction sheet's section: the panel headed "instructions.turning.heading", numbered
// after the headings among `blocks` (the sheet's sections before it), where the sheet has room.
// If it does not fit below the cursor, it starts a new page (so that a trial of the sheet, which
// should fit one page, shows two and the sheet is tried at a smaller body size); on the
// `last_try` (the sheet as written) it is drawn there, on the sheet's second page. Draws nothing
// for a machine without a turned box.
void draw_turning_example(render::PageFlow& flow, const kit::Kit& kit, const spec::Texts& texts,
                          const std::vector<Block>& blocks, double body_pt, bool last_try);

}  // namespace matchbox::documents
