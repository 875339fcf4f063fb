// matchbox track session FILE NAME
// Starts a new session (a day or an event) in the tournament: the games booked from now on
// belong to it, and the boxes go on as they are. (The verb's file is not cli/track_session.cpp:
// that one holds what every verb shares.)
#include <iostream>
#include <memory>

#include "cli/track_commands.h"
#include "cli/track_session.h"
#include "spec/game_tags.h"

namespace matchbox::cli {
namespace {

void start_session(const std::string& file, const std::string& name) {
  spec::check_typed_tag(spec::GameTag::kSession, "NAME", name);
  TrackSession session(tournament_path(file), TrackSession::Mode::kWrite);
  const std::string before = session.ledger().session();
  session.commit({tracker::SessionStart{name, ""}, ""});
  std::cout << "Session " << name << " starts"
            << (before.empty() ? std::string() : " (after " + before + ")") << " with "
            << session.ledger().tally().games()
            << " games played so far; the boxes go on as they are.\n"
            << "Games booked from now on belong to " << name << "; `matchbox track show " << file
            << " --by session` shows each session's results.\n";
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
