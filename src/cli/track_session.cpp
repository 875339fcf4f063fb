#include "cli/track_session.h"

#include <ostream>
#include <string_view>

namespace matchbox::cli {

namespace {
constexpr std::string_view kFileHelp =
    "The tournament file (YAML); a bare name such as festival means "
    "output/tournaments/festival.yaml";
}  // namespace

void add_tournament_file(CLI::App& cmd, std::string& file) {
  cmd.add_option("FILE", file, std::string(kFileHelp))->required();
}

void add_tournament_files(CLI::App& cmd, std::vector<std::string>& files,
                          const std::string& several) {
  cmd.add_option("FILE", files, std::string(kFileHelp) + ". " + several)->required();
}

void print_game_end(std::ostream& out, const TrackSession& session,
                    const tracker::GameRecord& game) {
  out << "Result for " << session.machine().name() << ": " << result_words(game) << "\n";
  const auto lines = tracker::describe_changes(session.ledger().machines(), game);
  if (lines.empty())
    out << "No beads change.\n";
  else
    out << "Bead changes:\n";
  for (const std::string& line : lines) out << "  " << line << "\n";
}

}  // namespace matchbox::cli
