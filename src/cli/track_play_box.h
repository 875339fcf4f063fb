// SPDX-FileCopyrightText: 2026 The matchbox authors
// SPDX-License-Identifier: GPL-3.0-or-later

// What `matchbox track play` shows at a machine's turn (cli/track_play_table.cpp).
#pragma once

#include <iosfwd>

#include "cli/track_session.h"

namespace matchbox::cli {

// Prints, in the language in force, which box to open; the real board and the box's picture
// side by side, and how one maps onto the other; and unless the box is empty, the real board
// again with each bead the box holds on the square where its move lands, and what each bead
// stands for. Never throws beyond the stream's own errors.
void print_box_turn(std::ostream& out, const TrackSession& session, const tracker::Referee& referee,
                    const tracker::BoxTurn& turn);

}  // namespace matchbox::cli
