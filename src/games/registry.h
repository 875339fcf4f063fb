// SPDX-FileCopyrightText: 2026 The matchbox authors
// SPDX-License-Identifier: GPL-3.0-or-later

// The explicit table of games. Nothing downstream of games/ switches on a game's name: it asks
// the registry for a Game and uses the interface.
#pragma once

#include <memory>
#include <string>
#include <vector>

#include "games/game.h"

namespace matchbox::games {

// Builds the game called `name` with `params` (missing keys take the game's defaults).
// Throws core::Error for an unknown name (listing the known ones) or bad parameters.
std::unique_ptr<Game> make_game(const std::string& name, const GameParams& params = {});

// Registered names, in table order.
std::vector<std::string> game_names();

}  // namespace matchbox::games
