// SPDX-FileCopyrightText: 2026 The matchbox authors
// SPDX-License-Identifier: GPL-3.0-or-later

// What the operator types at the prompts of `matchbox track play` (cli/track_play_table.cpp):
// the words read at every prompt, and between two games another game? and who moves first.
#pragma once

#include <optional>
#include <string>

#include "cli/track_session.h"

namespace matchbox::cli {

// `s` without the spaces, tabs and carriage returns around it.
std::string trim_answer(const std::string& s);
// `s` in lower case (ASCII letters only).
std::string lower_answer(std::string s);
// What `help` (or `?`) prints at a bead or move prompt, in the language in force.
std::string prompt_help();
// What `undo` typed at a bead or move prompt prints, in the language in force: it is not a move.
std::string undo_here();

// The operator's answer to "Play another game? (y/n)": true for yes, false for no, nullopt for
// neither. Reads y, yes, n, no in English always and the language's own, in any case.
std::optional<bool> yes_or_no(const std::string& typed);

// The --first of game number `game` (1-based, the tournament's count): `first` itself, or for
// "alternate" machine in odd-numbered games and opponent in even ones (as `matchbox simulate
// --plays alternate`: first in odd games). Returns "", "machine" or "opponent" (or `first`
// unread, for tracker::seated_side to refuse).
std::string first_of_game(const std::string& first, int game);

// True if who moves first may change from game to game: machine 0 plays either side, and so
// does machine 1 in a tournament of two (Gardner 1962: HER and HIM took turns).
bool sides_change(const TrackSession& session);

// The side the operator names for "who moves first?": "machine" for m or machine, "opponent"
// for o or opponent (any case, as --first reads them), `fallback` for an empty answer, nullopt
// for anything else.
std::optional<std::string> first_named(const std::string& typed, const std::string& fallback);

}  // namespace matchbox::cli
