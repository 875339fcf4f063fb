// matchbox track undo FILE
// Takes back the latest game or adjust still in force (or abandons the game in play): appends
// an undo event, replays, and prints what to change in the real boxes to match.
#include <iostream>
#include <memory>

#include "cli/track_commands.h"
#include "cli/track_session.h"
#include "core/error.h"

namespace matchbox::cli {
namespace {

std::string describe_event(const tracker::Event& e) {
  if (const auto* game = std::get_if<tracker::GameRecord>(&e.what)) {
    std::string moves;
    for (const std::string& m : game->moves) moves += (moves.empty() ? "" : " ") + m;
    return (game->outcome ? "the game " : "the unfinished game ") + moves +
           (game->outcome ? " (" + result_words(*game) + ")" : "");
  }
  const auto& adjust = std::get<tracker::Adjust>(e.what);
  return "the count of box " + std::to_string(adjust.box);
}

void run(const std::string& file) {
  TrackSession session(tournament_path(file), TrackSession::Mode::kWrite);
  const int event = session.ledger().undoable();
  if (event == 0) throw core::Error(session.file().string() + ": nothing to undo");
  std::vector<std::vector<int>> before;
  for (int m = 0; m < session.machine_count(); ++m) before.push_back(session.ledger().beads(m));
  const std::string what =
      describe_event(session.tournament().events[static_cast<std::size_t>(event - 1)]);
  session.tournament().events.push_back({tracker::Undo{event}, ""});
  session.ledger() = tracker::Ledger(session.ledger().machines());
  session.ledger().replay(session.tournament());
  session.save();
  std::cout << "Took back " << what << " (event " << event << ").\n";
  const auto lines = contents_changes(session, before);
  if (lines.empty()) std::cout << "The boxes need no change.\n";
  else std::cout << "To put the boxes back:\n";
  for (const std::string& line : lines) std::cout << "  " << line << "\n";
}

}  // namespace

void add_track_undo(CLI::App& track) {
  auto file = std::make_shared<std::string>();
  CLI::App* cmd = track.add_subcommand(
      "undo", "Take back the last game or count (or abandon the game in play)");
  add_tournament_file(*cmd, *file);
  cmd->callback([file] { run(*file); });
}

}  // namespace matchbox::cli
