// SPDX-FileCopyrightText: 2026 The matchbox authors
// SPDX-License-Identifier: GPL-3.0-or-later

// The --session and --player options of the verbs that book games (`track record`, `track
// play`): the tags a game is booked with (spec/game_tags.h, docs/tournaments.md, "Sessions and
// players").
#pragma once

#include <CLI/CLI.hpp>
#include <string>

#include "tracker/tournament.h"

namespace matchbox::cli {

struct TagOptions {
  std::string session;  // "" for the tournament's session now (tracker::Ledger::session).
  std::string player;   // "" for none.
};

// Adds --session and --player to `cmd`, read into `tags`.
void add_tag_options(CLI::App& cmd, TagOptions& tags);

// Checks the tags typed, before anything is read or written. Throws core::Error
// "--player: 'big kid': expected one word ..." (spec::check_typed_tag).
void check_tag_options(const TagOptions& tags);

// `game` with the tags typed (those not typed left as they are).
tracker::GameRecord tagged(tracker::GameRecord game, const TagOptions& tags);

}  // namespace matchbox::cli
