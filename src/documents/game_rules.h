// SPDX-FileCopyrightText: 2026 The matchbox authors
// SPDX-License-Identifier: GPL-3.0-or-later

// The rules of a game as the instruction sheet prints them under "The game": how pieces move,
// capture and promote, how a game is won, lost or drawn, who moves first and which way each
// side moves on the printed pictures. The sentences are data (templates/texts/rules.yaml, keys
// "rules.<game registry name>.*"), chosen and filled by the game's rule parameters, so every
// machine of a game prints the rules of its own board size, men, king kind or misère play.
// Sources of the rules: Michie 1961 (tic-tac-toe), Gardner 1962 (hexapawn), the mini-checkers
// matchbox machine (2012) and English draughts (checkers), Hight's NIMBLE (Nim), Tromp and
// Farnebäck 2006 (small-board go).
#pragma once

#include <string>
#include <vector>

#include "games/game.h"
#include "spec/texts.h"

namespace matchbox::documents {

// The rules of `game`, one sentence group per item of "rules.<game>.items", in that order.
// An item "rules.<game>.<item>" is a text, or has a "by" naming parameters whose values, joined
// by '-', pick the text ("slide-off"), else its "other"; an empty text is left out.
// Placeholders: every parameter of the game, and as {KEY_list} read as a list at its dashes
// ("3-3-3": "3, 3 and 3"; "5": "5"), {first_side}, {second_side}, {cells} and {max_plies}.
// Throws core::Error naming the key if a text is missing (a game without rules texts, or a
// parameter value with neither its own text nor "other").
std::vector<std::string> game_rules(const games::Game& game, const spec::Texts& texts);

// How a game of `game` ends, in one item of its rules, filled as game_rules() fills it: the
// first of the items named "win", "end" and "lose" in "rules.<game>.items" (the one line of
// rules the visitors' page shows). Throws core::Error naming "rules.<game>.items" if it lists
// none of them, or as game_rules() does.
std::string game_end_rule(const games::Game& game, const spec::Texts& texts);

}  // namespace matchbox::documents
