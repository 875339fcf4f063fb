// SPDX-FileCopyrightText: 2026 The matchbox authors
// SPDX-License-Identifier: GPL-3.0-or-later

// A simulated run's games on one fast walk (simulate/plain_walk.h): the machine on one side
// against one built-in opponent for the whole run, as most runs are. Its loop does per game only
// what such a game needs (the walk, the machine's reinforcement, the books), in a function of its
// own so that its counts stay in registers; Training::run_one takes it where it applies and plays
// exactly the games its general loop would.
#pragma once

#include "simulate/fill.h"
#include "simulate/plain_walk.h"
#include "simulate/rng.h"
#include "simulate/tally.h"

namespace matchbox::simulate {

// The machine's result in a game that ended so, the machine on `side` (0 first, 1 second).
GameResult result_for(const GameEnd& end, int side);

// Plays games 0 .. games - 1 on `walk` (the machine on `side`, of a game of at most `max_plies`
// plies) with the machine's books `fill`, reinforced after each game if it should `learn`, each
// game's draws in `draws`, and books each result in `tally`.
void play_plain_run(const PlainWalk& walk, int games, int side, int max_plies, bool learn, Rng& rng,
                    Fill& fill, GameDraws& draws, Tally& tally);

}  // namespace matchbox::simulate
