// SPDX-FileCopyrightText: 2026 The matchbox authors
// SPDX-License-Identifier: GPL-3.0-or-later

// matchbox track import FILE ROWS.csv
// Records many finished games at once from score-sheet rows typed into a spreadsheet: all of
// them or, if any row is wrong, none (the error names the row's line). The columns are the
// score-row format (spec/score_rows.h), so `track export` output reads back, and so does the
// header the score sheet prints; boxes, beads and result are checked against the moves. Session
// and player columns tag the games (else they belong to the session now).
#include <fmt/format.h>

#include <algorithm>
#include <iostream>
#include <memory>

#include "cli/tag_options.h"
#include "cli/track_commands.h"
#include "cli/track_record.h"
#include "cli/track_session.h"
#include "core/error.h"
#include "core/locked_file.h"
#include "core/translation.h"
#include "spec/csv_file.h"
#include "spec/game_tags.h"
#include "spec/score_rows.h"

namespace matchbox::cli {
namespace {

void check_result(const std::string& typed, const tracker::GameRecord& game) {
  const std::string want = spec::result_word(typed);
  if (!want.empty() && want != outcome_word(game))
    throw core::Error("result " + typed + ", but the moves give a " + outcome_word(game) +
                      " for the machine");
}

void import_rows(const std::string& file, const std::string& rows_file) {
  TrackSession session(tournament_path(file), TrackSession::Mode::kWrite);
  check_no_game_in_play(session);
  const std::vector<spec::CsvRow> rows = spec::parse_csv(
      core::read_whole_file(rows_file, spec::kMaxCsvBytes, "a CSV file of games"), rows_file);
  if (rows.size() < 2)
    throw core::Error(rows_file + ": expected a header row and at least one game");
  const spec::ScoreColumns columns(rows.front(), rows_file);
  const int before = session.ledger().tally().games();
  for (std::size_t r = 1; r < rows.size(); ++r) {
    const spec::CsvRow& row = rows[r];
    try {
      const spec::ScoreFields typed = columns.fields(row);
      const TagOptions tags{typed.session, typed.player};
      if (!tags.session.empty())
        spec::check_typed_tag(spec::GameTag::kSession, "session", tags.session);
      if (!tags.player.empty())
        spec::check_typed_tag(spec::GameTag::kPlayer, "player", tags.player);
      const tracker::GameRecord game = tagged(
          scored_game(session, ScoreRow{typed.first, typed.moves, typed.boxes, typed.beads}), tags);
      check_result(typed.result, game);
      session.commit({game, ""}, TrackSession::Write::kLater);
    } catch (const core::Error& e) {
      throw core::Error(rows_file + ":" + std::to_string(row.line) + ": " + e.what() +
                        " (nothing was imported)");
    }
  }
  session.save();
  const tracker::Tally& t = session.ledger().tally();
  std::cout << fmt::format(fmt::runtime(core::translate_plural(
                               "track",
                               // xgettext:python-brace-format
                               "Imported {n} game into {file}; {games} games in all ({won} won, "
                               "{drawn} drawn, {lost} lost).",
                               "Imported {n} games into {file}; {games} games in all ({won} won, "
                               "{drawn} drawn, {lost} lost).",
                               t.games() - before)),
                           fmt::arg("n", t.games() - before),
                           fmt::arg("file", session.file().string()), fmt::arg("games", t.games()),
                           fmt::arg("won", t.win), fmt::arg("drawn", t.draw),
                           fmt::arg("lost", t.loss))
            << "\n";
}

}  // namespace

void add_track_import(CLI::App& track) {
  auto file = std::make_shared<std::string>();
  auto rows = std::make_shared<std::string>();
  CLI::App* cmd = track.add_subcommand(
      "import", "Record many games from score-sheet rows in a CSV file (all or nothing)");
  add_tournament_file(*cmd, *file);
  cmd->add_option("ROWS", *rows,
                  "CSV file: a header row as on the score sheet (game, first, "
                  "moves, box 1, bead 1, ..., result; session and player if wanted), then one "
                  "game per row")
      ->required();
  cmd->callback([file, rows] { import_rows(*file, *rows); });
}

}  // namespace matchbox::cli
