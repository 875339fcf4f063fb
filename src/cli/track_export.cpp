// SPDX-FileCopyrightText: 2026 The matchbox authors
// SPDX-License-Identifier: GPL-3.0-or-later

// matchbox track export FILE [--format csv|yaml] [--rows games|turns] [-o OUT]
// The games in force, one row per game (its moves, boxes and beads as on a score sheet, so
// `track import` reads it back) or one row per machine turn (its bead "A:O" where a box has two
// compartments). To standard output, or written atomically to OUT.
#include <fmt/format.h>

#include <iostream>
#include <memory>

#include "cli/machine_options.h"
#include "cli/track_commands.h"
#include "cli/track_session.h"
#include "core/enum_table.h"
#include "core/error.h"
#include "core/locked_file.h"
#include "core/translation.h"
#include "spec/csv_file.h"
#include "spec/score_rows.h"
#include "spec/text_limits.h"
#include "spec/yaml_writer.h"

namespace matchbox::cli {
namespace {

enum class ExportFormat { kCsv, kYaml };
constexpr auto kExportFormats = core::make_enum_table<ExportFormat>(
    std::pair{ExportFormat::kCsv, "csv"}, std::pair{ExportFormat::kYaml, "yaml"});
enum class ExportRows { kGames, kTurns };
constexpr auto kExportRows = core::make_enum_table<ExportRows>(
    std::pair{ExportRows::kGames, "games"}, std::pair{ExportRows::kTurns, "turns"});

struct ExportOptions {
  std::string file;
  ExportFormat format = ExportFormat::kCsv;
  ExportRows rows = ExportRows::kGames;
  std::string output;
};

// The finished games in force, numbered 1.. in play order.
std::vector<tracker::GameRecord> games_in_force(const TrackSession& s) {
  const std::vector<tracker::Event> events = s.all_events();
  std::vector<tracker::GameRecord> out;
  for (const tracker::GameEntry& g : s.ledger().games())
    out.push_back(
        std::get<tracker::GameRecord>(events[static_cast<std::size_t>(g.event - 1)].what));
  return out;
}

std::string machine_name(const TrackSession& s, int m) { return s.machine(m).name(); }

// A turn's bead as a turn row gives it: "O", "A:O" for a box with two compartments, "-" for an
// empty box.
std::string turn_bead(const tracker::Turn& t) {
  if (t.bead.empty()) return "-";
  return (t.compartment.empty() ? "" : t.compartment + ":") + t.bead;
}

std::string game_csv(const TrackSession& s) {
  std::string out = spec::csv_line(spec::kScoreExportColumns);
  int n = 0;
  for (const tracker::GameRecord& game : games_in_force(s)) {
    const tracker::GameRecord* g = &game;
    std::vector<std::string> boxes, beads;
    for (const tracker::Turn& t : g->turns) {
      boxes.push_back(std::to_string(t.box));
      beads.push_back(t.bead.empty() ? "-" : t.bead);
    }
    std::string changes;
    for (const std::string& line : tracker::describe_changes(s.ledger().machines(), *g))
      changes += (changes.empty() ? "" : "; ") + line;
    out += spec::csv_line(
        {std::to_string(++n), g->machine_side == core::Player::kFirst ? "machine" : "opponent",
         tracker::joined(g->moves), tracker::joined(boxes), tracker::joined(beads),
         outcome_word(*g), g->resigned ? "yes" : "no", changes, g->played, g->session, g->player});
  }
  return out;
}

std::string turn_csv(const TrackSession& s) {
  std::string out =
      spec::csv_line({"game", "turn", "ply", "machine", "box", "bead", "board", "move"});
  int n = 0;
  for (const tracker::GameRecord& game : games_in_force(s)) {
    const tracker::GameRecord* g = &game;
    ++n;
    int turn = 0;
    for (const tracker::Turn& t : g->turns) {
      const std::string move = t.ply <= static_cast<int>(g->moves.size())
                                   ? g->moves[static_cast<std::size_t>(t.ply - 1)]
                                   : "(resigned)";
      out += spec::csv_line({std::to_string(n), std::to_string(++turn), std::to_string(t.ply),
                             machine_name(s, t.machine), std::to_string(t.box), turn_bead(t),
                             t.transform, move});
    }
  }
  return out;
}

std::string export_yaml(const TrackSession& s, ExportRows rows) {
  spec::YamlWriter out;
  out << YAML::BeginSeq;
  int n = 0;
  for (const tracker::GameRecord& game : games_in_force(s)) {
    const tracker::GameRecord* g = &game;
    ++n;
    if (rows == ExportRows::kTurns) {
      int turn = 0;
      for (const tracker::Turn& t : g->turns)
        out << YAML::Flow << YAML::BeginMap << YAML::Key << "game" << YAML::Value << n << YAML::Key
            << "turn" << YAML::Value << ++turn << YAML::Key << "ply" << YAML::Value << t.ply
            << YAML::Key << "machine" << YAML::Value << spec::yaml_text(machine_name(s, t.machine))
            << YAML::Key << "box" << YAML::Value << t.box << YAML::Key << "bead" << YAML::Value
            << spec::yaml_text(turn_bead(t)) << YAML::Key << "board" << YAML::Value << t.transform
            << YAML::EndMap;
      continue;
    }
    out << YAML::BeginMap << YAML::Key << "game" << YAML::Value << n;
    out << YAML::Key << "first" << YAML::Value
        << (g->machine_side == core::Player::kFirst ? "machine" : "opponent");
    out << YAML::Key << "moves" << YAML::Value << YAML::Flow << g->moves;
    out << YAML::Key << "result" << YAML::Value << result_words(*g);
    out << YAML::Key << "changes" << YAML::Value << YAML::BeginSeq;
    for (const std::string& change : tracker::describe_changes(s.ledger().machines(), *g))
      out << spec::yaml_text(change);
    out << YAML::EndSeq;
    out << YAML::Key << "played" << YAML::Value << g->played;
    for (const auto& [key, tag] : {std::pair{"session", &g->session}, {"player", &g->player}})
      if (!tag->empty()) out << YAML::Key << key << YAML::Value << spec::yaml_quoted(*tag);
    out << YAML::EndMap;
  }
  out << YAML::EndSeq;
  return out.document();
}

// Largest file an export replaces (a larger one is not an earlier export).
constexpr std::size_t kMaxExportBytes = 256u << 20;

void run(const ExportOptions& o) {
  const TrackSession session(tournament_path(o.file), TrackSession::Mode::kRead);
  // An export is data for scripts and `track import`: its words (results, bead changes) are
  // English whatever the language. A hand-edited file may hold control characters: they are
  // written as visible escapes.
  const std::string text = [&] {
    const core::LanguageScope english("en");
    return spec::printable_lines(o.format == ExportFormat::kYaml ? export_yaml(session, o.rows)
                                 : o.rows == ExportRows::kGames  ? game_csv(session)
                                                                 : turn_csv(session));
  }();
  if (o.output.empty()) {
    std::cout << text;
    return;
  }
  if (std::filesystem::exists(o.output)) {
    core::LockedFile out = core::LockedFile::open(o.output, kMaxExportBytes, "an export file");
    out.replace_tail(0, text);
  } else {
    core::LockedFile::create(o.output, text);
  }
  // xgettext:python-brace-format
  std::cout << fmt::format(fmt::runtime(core::tr("track", "Wrote {file}")),
                           fmt::arg("file", o.output))
            << "\n";
}

}  // namespace

void add_track_export(CLI::App& track) {
  auto o = std::make_shared<ExportOptions>();
  CLI::App* cmd = track.add_subcommand(
      "export", "Export the games as CSV or YAML (one row per game, or per machine turn)");
  add_tournament_file(*cmd, o->file);
  cmd->add_option("--format", o->format, "csv or yaml")->transform(enum_words(kExportFormats));
  cmd->add_option("--rows", o->rows,
                  "games (one row per game, readable by `track import`) or "
                  "turns (one row per box opened)")
      ->transform(enum_words(kExportRows));
  cmd->add_option("-o,--output", o->output, "Write to this file instead of standard output");
  cmd->callback([o] { run(*o); });
}

}  // namespace matchbox::cli
