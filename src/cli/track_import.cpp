// matchbox track import FILE ROWS.csv
// Records many finished games at once from score-sheet rows typed into a spreadsheet: all of
// them or, if any row is wrong, none (the error names the row's line). Columns are found by
// their header, in any order, case-insensitively:
//   moves (required)  every move of both sides, space-separated
//   first             machine / M or opponent / O (default: the machine's usual side)
//   boxes, beads      the box ids and bead codes written for each box opened, space-separated;
//                     or one column per turn: "box 1", "bead 1", "box 2", ... (checked)
//   result            W/D/L or win/draw/loss (checked)
// Other columns (game, changed, played, ...) are ignored, so `track export` output reads back,
// and so does the header the score sheet prints (documents::score_csv_header: "game,first,moves,
// box 1,bead 1,...,result").
#include <algorithm>
#include <cctype>
#include <iostream>
#include <map>
#include <memory>

#include "cli/track_commands.h"
#include "cli/track_record.h"
#include "cli/track_session.h"
#include "core/error.h"
#include "core/locked_file.h"
#include "spec/csv_file.h"

namespace matchbox::cli {
namespace {

std::string lower(std::string s) {
  for (char& c : s) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  const auto b = s.find_first_not_of(' ');
  const auto e = s.find_last_not_of(' ');
  return b == std::string::npos ? "" : s.substr(b, e - b + 1);
}

// Where each column is; per-turn columns keyed by their turn number.
struct Columns {
  int moves = -1, first = -1, boxes = -1, beads = -1, result = -1;
  std::map<int, int> box_turn, bead_turn;
};

Columns find_columns(const spec::CsvRow& header, const std::string& file) {
  Columns c;
  for (std::size_t i = 0; i < header.fields.size(); ++i) {
    const std::string name = lower(header.fields[i]);
    const int col = static_cast<int>(i);
    if (name == "moves")
      c.moves = col;
    else if (name == "first" || name.rfind("first ", 0) == 0)
      c.first = col;
    else if (name == "boxes")
      c.boxes = col;
    else if (name == "beads")
      c.beads = col;
    else if (name == "result" || name == "w/d/l")
      c.result = col;
    else if (name.rfind("box ", 0) == 0 && std::isdigit(static_cast<unsigned char>(name[4])))
      c.box_turn[std::stoi(name.substr(4, 3))] = col;
    else if (name.rfind("bead ", 0) == 0 && std::isdigit(static_cast<unsigned char>(name[5])))
      c.bead_turn[std::stoi(name.substr(5, 3))] = col;
  }
  if (c.moves < 0)
    throw core::Error(file + ":" + std::to_string(header.line) +
                      ": no 'moves' column in the header (expected columns such as: game, first, "
                      "moves, boxes, beads, result)");
  return c;
}

std::string field(const spec::CsvRow& row, int col) {
  return col >= 0 && col < static_cast<int>(row.fields.size())
             ? row.fields[static_cast<std::size_t>(col)]
             : "";
}

// The per-turn columns joined into one space-separated list (empty cells end the list).
std::string per_turn(const spec::CsvRow& row, const std::map<int, int>& cols) {
  std::string out;
  for (const auto& [turn, col] : cols) {
    const std::string v = lower(field(row, col));
    if (v.empty()) break;
    out += (out.empty() ? "" : " ") + v;
  }
  return out;
}

void check_result(const std::string& typed, const tracker::GameRecord& game) {
  std::string want = lower(typed);
  if (want.empty()) return;
  const std::map<std::string, std::string> words = {{"w", "win"},     {"d", "draw"},
                                                    {"l", "loss"},    {"win", "win"},
                                                    {"draw", "draw"}, {"loss", "loss"}};
  const auto it = words.find(want);
  if (it == words.end()) throw core::Error("result '" + typed + "': expected W, D or L");
  if (it->second != outcome_word(game))
    throw core::Error("result " + typed + ", but the moves give a " + outcome_word(game) +
                      " for the machine");
}

void run(const std::string& file, const std::string& rows_file) {
  TrackSession session(tournament_path(file), TrackSession::Mode::kWrite);
  check_no_game_in_play(session);
  const std::vector<spec::CsvRow> rows = spec::parse_csv(
      core::read_whole_file(rows_file, spec::kMaxCsvBytes, "a CSV file of games"), rows_file);
  if (rows.size() < 2)
    throw core::Error(rows_file + ": expected a header row and at least one game");
  const Columns c = find_columns(rows.front(), rows_file);
  const int before = session.ledger().tally().games();
  for (std::size_t r = 1; r < rows.size(); ++r) {
    const spec::CsvRow& row = rows[r];
    try {
      ScoreRow score{field(row, c.first), field(row, c.moves),
                     c.boxes >= 0 ? field(row, c.boxes) : per_turn(row, c.box_turn),
                     c.beads >= 0 ? field(row, c.beads) : per_turn(row, c.bead_turn)};
      tracker::GameRecord game = scored_game(session, score);
      check_result(field(row, c.result), game);
      record_game(session, game);
    } catch (const core::Error& e) {
      throw core::Error(rows_file + ":" + std::to_string(row.line) + ": " + e.what() +
                        " (nothing was imported)");
    }
  }
  session.save();
  const tracker::Tally& t = session.ledger().tally();
  std::cout << "Imported " << t.games() - before << " games into " << session.file().string()
            << "; " << t.games() << " games in all (" << t.win << " won, " << t.draw << " drawn, "
            << t.loss << " lost).\n";
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
                  "moves, box 1, bead 1, ..., result), then one game per row")
      ->required();
  cmd->callback([file, rows] { run(*file, *rows); });
}

}  // namespace matchbox::cli
