// SPDX-FileCopyrightText: 2026 The matchbox authors
// SPDX-License-Identifier: GPL-3.0-or-later

// Shared by the tracker's tests (tests/tracker/fixtures.cpp).
#pragma once

#include <filesystem>
#include <string>

#include "tracker/session.h"

namespace matchbox::tracker {

// A tournament file for `machine` as `track new` writes it, in a temporary folder (one per
// test process; a file of that machine there is replaced).
std::filesystem::path new_tournament(const std::string& machine);

// Plays machine 0's usual side against a person who always plays the legal move `seed` picks,
// drawing the first bead each box holds, and keeps the longest unfinished game in which a bead
// was drawn. Returns it (no moves if there is none).
GameRecord unfinished_game(const TrackSession& session, std::size_t seed);

// A whole game of machine 0's usual side against a person who plays the legal move `seed`
// picks, the machine drawing the first bead each box holds and resigning at an empty box or a
// hopeless position.
GameRecord finished_game(const TrackSession& session, std::size_t seed);

// True if the tracker can keep `machine`'s books: false only for a kit whose boxes have two
// compartments that the tracker refuses (checked with REQUIRE).
bool trackable(const std::string& machine);

}  // namespace matchbox::tracker
