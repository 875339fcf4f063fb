// SPDX-FileCopyrightText: 2026 The matchbox authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "cli/track_session.h"

#include <fmt/format.h>

#include <ostream>
#include <string_view>

#include "core/translation.h"
#include "tracker/move_words.h"

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
  // xgettext:python-brace-format
  out << fmt::format(
             fmt::runtime(core::tr("track", "Result for {machine}: {result}")),
             fmt::arg("machine", session.machine().name()),
             fmt::arg("result", tracker::scored_result_words(session.machine().game(), game)))
      << "\n";
  const auto lines = tracker::describe_changes(session.ledger().machines(), game);
  out << (lines.empty() ? core::tr("track", "No box was opened: no beads change.")
                        // TRANSLATORS: heads the lines "box 12: put back 1 blue (B); add 3 ..."
                        : core::tr("track", "At each box opened:"))
      << "\n";
  for (const std::string& line : lines) out << "  " << line << "\n";
}

}  // namespace matchbox::cli
