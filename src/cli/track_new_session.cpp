// SPDX-FileCopyrightText: 2026 The matchbox authors
// SPDX-License-Identifier: GPL-3.0-or-later

// matchbox track session FILE NAME
// Starts a new session (a day or an event) in the tournament: the games booked from now on
// belong to it, and the boxes go on as they are. (The verb's file is not cli/track_session.cpp:
// that one holds what every verb shares.)
#include <fmt/format.h>

#include <iostream>
#include <memory>

#include "cli/track_commands.h"
#include "cli/track_session.h"
#include "core/translation.h"
#include "spec/game_tags.h"

namespace matchbox::cli {
namespace {

void start_session(const std::string& file, const std::string& name) {
  spec::check_typed_tag(spec::GameTag::kSession, "NAME", name);
  TrackSession session(tournament_path(file), TrackSession::Mode::kWrite);
  const std::string before = session.ledger().session();
  session.commit({tracker::SessionStart{name, ""}, ""});
  const std::string starts =
      before.empty()
          ? core::translate_plural(
                "track",
                // xgettext:python-brace-format
                "Session {name} starts with {n} game played so far; the boxes go on as they are.",
                "Session {name} starts with {n} games played so far; the boxes go on as they are.",
                session.ledger().tally().games())
          : core::translate_plural(
                "track",
                // xgettext:python-brace-format
                "Session {name} starts (after {before}) with {n} game played so far; the boxes go "
                "on as they are.",
                "Session {name} starts (after {before}) with {n} games played so far; the boxes "
                "go on as they are.",
                session.ledger().tally().games());
  std::cout << fmt::format(fmt::runtime(starts), fmt::arg("name", name), fmt::arg("before", before),
                           fmt::arg("n", session.ledger().tally().games()))
            << "\n"
            << fmt::format(fmt::runtime(core::tr(
                               "track",
                               // xgettext:python-brace-format
                               "Games booked from now on belong to {name}; `{command}` shows each "
                               "session's results.")),
                           fmt::arg("name", name),
                           fmt::arg("command", "matchbox track show " + file + " --by session"))
            << "\n";
}

}  // namespace

void add_track_session(CLI::App& track) {
  auto file = std::make_shared<std::string>();
  auto name = std::make_shared<std::string>();
  CLI::App* cmd = track.add_subcommand(
      "session",
      "Start a new session (a day or an event): the games from now on belong to it, the boxes "
      "go on as they are");
  add_tournament_file(*cmd, *file);
  cmd->add_option("NAME", *name, "The session's name, e.g. Sunday (at most 40 characters)")
      ->required();
  cmd->callback([file, name] { start_session(*file, *name); });
}

}  // namespace matchbox::cli
