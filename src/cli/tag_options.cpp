// SPDX-FileCopyrightText: 2026 The matchbox authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "cli/tag_options.h"

#include "spec/game_tags.h"

namespace matchbox::cli {

void add_tag_options(CLI::App& cmd, TagOptions& tags) {
  cmd.add_option("--session", tags.session,
                 "The session (a day or an event) the game belongs to (default: the one "
                 "`track session` started last, if any)");
  cmd.add_option("--player", tags.player,
                 "A word for who played, to split the standings by (child, adult, staff, ...)");
}

void check_tag_options(const TagOptions& tags) {
  if (!tags.session.empty())
    spec::check_typed_tag(spec::GameTag::kSession, "--session", tags.session);
  if (!tags.player.empty()) spec::check_typed_tag(spec::GameTag::kPlayer, "--player", tags.player);
}

tracker::GameRecord tagged(tracker::GameRecord game, const TagOptions& tags) {
  if (!tags.session.empty()) game.session = tags.session;
  if (!tags.player.empty()) game.player = tags.player;
  return game;
}

}  // namespace matchbox::cli
