// SPDX-FileCopyrightText: 2026 The matchbox authors
// SPDX-License-Identifier: GPL-3.0-or-later

// The `matchbox boxes --format yaml` document (docs/notation.md), a public interface scripts read:
//   machine: menace
//   game: {name: tic-tac-toe, params: {}}
//   counts: {total: 304, by_ply: {1: 1, 3: 12, 5: 108, 7: 183}, slots: 1087, beads: 1720}
//   boxes:
//     - {id: 1, ply: 1, position: ".........", moves: [{move: "1", result: "X........",
//        colour: orange, code: O, beads: 4}, ...]}
// Positions and results are position strings in the printed orientation. Output is
// deterministic (same kit => same bytes).
#pragma once

#include <string>

#include "kit/kit.h"

namespace matchbox::documents {

std::string kit_to_yaml(const kit::Kit& kit);

}  // namespace matchbox::documents
