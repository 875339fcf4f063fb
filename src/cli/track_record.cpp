// SPDX-FileCopyrightText: 2026 The matchbox authors
// SPDX-License-Identifier: GPL-3.0-or-later

// matchbox track record FILE --moves "5 1 9 ..." [--first machine|opponent]
//                            [--boxes "1 12 ..."] [--beads "O K ..."] [--session S] [--player P]
// Records a finished game typed from a score sheet: every move of both sides on the real board.
// The boxes and beads are inferred from the moves (and checked against --boxes / --beads when
// given); prints the bead changes to carry out, as `track play` does.
#include "cli/track_record.h"

#include <fmt/format.h>

#include <charconv>
#include <iostream>
#include <memory>
#include <sstream>

#include "cli/tag_options.h"
#include "cli/track_commands.h"
#include "cli/track_session.h"
#include "core/error.h"
#include "core/translation.h"

namespace matchbox::cli {
namespace {

struct RecordOptions {
  std::string file;
  std::string moves;
  std::string first;
  std::string boxes;
  std::string beads;
  TagOptions tags;
};

std::vector<std::string> words(const std::string& text) {
  std::istringstream in(text);
  std::vector<std::string> out;
  for (std::string w; in >> w;) out.push_back(w);
  return out;
}

}  // namespace

tracker::GameRecord scored_game(const TrackSession& session, const ScoreRow& row) {
  std::vector<int> boxes;
  for (const std::string& w : words(row.boxes)) {
    int id = 0;
    const auto [end, err] = std::from_chars(w.data(), w.data() + w.size(), id);
    if (err != std::errc() || end != w.data() + w.size() || id < 1)
      throw core::Error("box '" + w + "': expected a box id (a number from 1)");
    boxes.push_back(id);
  }
  const std::vector<std::string> moves = words(row.moves);
  if (moves.empty())
    throw core::Error("no moves given: expected every move of both sides in order");
  const core::Player side = seated_side(session, row.first);
  return tracker::game_from_moves(session.ledger().seating(side), side, moves, boxes,
                                  words(row.beads));
}

void check_no_game_in_play(const TrackSession& session) {
  if (session.ledger().unfinished())
    throw core::Error(session.file().string() +
                      ": a game is in play; finish it with `matchbox track play`, or take it "
                      "back with `matchbox track undo`");
}

namespace {

void run(const RecordOptions& o) {
  check_tag_options(o.tags);
  TrackSession session(tournament_path(o.file), TrackSession::Mode::kWrite);
  check_no_game_in_play(session);
  const tracker::GameRecord game =
      tagged(scored_game(session, {o.first, o.moves, o.boxes, o.beads}), o.tags);
  const auto& stored = std::get<tracker::GameRecord>(session.commit({game, ""}).what);
  std::string tags = stored.session;
  if (!stored.player.empty()) tags += (tags.empty() ? "" : ", ") + stored.player;
  std::cout << fmt::format(fmt::runtime(tags.empty()
                                            // xgettext:python-brace-format
                                            ? core::tr("track", "Game {game} recorded.")
                                            // TRANSLATORS: {tags} is the game's session and
                                            // player, as typed ("Saturday, Ann").
                                            // xgettext:python-brace-format
                                            : core::tr("track", "Game {game} recorded ({tags}).")),
                           fmt::arg("game", session.ledger().tally().games()),
                           fmt::arg("tags", tags))
            << "\n";
  print_game_end(std::cout, session, stored);
}

}  // namespace

void add_track_record(CLI::App& track) {
  auto o = std::make_shared<RecordOptions>();
  CLI::App* cmd = track.add_subcommand(
      "record", "Record a finished game from a score sheet and print the bead changes");
  add_tournament_file(*cmd, o->file);
  cmd->add_option("--moves", o->moves,
                  "Every move of both sides on the real board, in order, space-separated "
                  "(e.g. \"5 1 9 3 7\")")
      ->required();
  cmd->add_option("--first", o->first,
                  "Who moved first: machine or opponent (default: the machine, unless it plays "
                  "only the second side)");
  cmd->add_option("--boxes", o->boxes, "The box ids written on the sheet, checked");
  cmd->add_option("--beads", o->beads, "The bead codes written on the sheet, checked");
  add_tag_options(*cmd, o->tags);
  cmd->callback([o] { run(*o); });
}

}  // namespace matchbox::cli
