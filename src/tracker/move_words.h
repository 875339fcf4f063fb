// SPDX-FileCopyrightText: 2026 The matchbox authors
// SPDX-License-Identifier: GPL-3.0-or-later

// A move and a game's end as the operator is told them, beyond the notation: the pieces a move
// takes off the board (go's captured stones, checkers' jumped men, a taken pawn), and the
// score of a game won on points. Said on every surface that announces a machine's move or a
// game's end: `track play` and `track record`, the operator page, the festival screen, /play.
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "games/game.h"
#include "tracker/tournament.h"

namespace matchbox::tracker {

// "Take the stone on a1 off the board." (go) or "Take the pieces on 6, 7 off the board."
// (other boards), in the language in force, for the pieces the move written `notation` takes
// when played in `before` (games::taken_cells); "" if it takes none or is no legal move there.
std::string taken_words(const games::Game& game, const games::Position& before,
                        std::string_view notation);

// The position after `moves` (notations as the tracker writes them) from the start. Throws
// core::InternalError for a move that is not legal (the books replayed them already).
games::Position final_position(const games::Game& game, const std::vector<std::string>& moves);

// result_words(game), with the score where the game ended by counting (Game::score_words):
// "win (Black 6, White 3 + komi 0.5)".
std::string scored_result_words(const games::Game& rules, const GameRecord& game);

}  // namespace matchbox::tracker
