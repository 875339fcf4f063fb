// SPDX-FileCopyrightText: 2026 The matchbox authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "documents/score_sheet.h"

#include <algorithm>
#include <cmath>

#include "core/translation.h"
#include "documents/instructions.h"
#include "documents/turning_example.h"
#include "kit/example_game.h"
#include "kit/turned_box.h"
#include "render/page_flow.h"
#include "render/page_sink.h"
#include "spec/score_rows.h"

namespace matchbox::documents {

// The drawing machinery every document is made with.
using namespace render;
namespace {

constexpr double kScoreMargin = 36;
constexpr double kRowPt = 22;  // Room for handwriting.
constexpr double kTablePt = 9;
constexpr double kMinMovesPt = 220;
constexpr double kCellAir = 8;  // Both paddings of a header cell and a little air.
// Handwriting room (points) for a game number, M/O, a 4-digit box id, a bead code, W/D/L and
// a tick; a column is widened to fit its heading on one line, so no word is ever broken.
constexpr double kGameW = 34, kFirstW = 30, kBoxW = 32, kBeadW = 24, kResultW = 36, kTickW = 30;

std::string score_text(const spec::Texts& texts, const std::string& key,
                       const TextArgs& args = {}) {
  return fill(texts, "scoresheet." + key, args);
}

std::string side_text(const kit::Kit& kit, const spec::Texts& texts) {
  if (kit.spec.plays != spec::Plays::kBoth) return side_name(kit, texts, machine_side(kit.spec));
  return score_text(texts, "either",
                    {{"first", side_name(kit, texts, games::Player::kFirst)},
                     {"second", side_name(kit, texts, games::Player::kSecond)}});
}

// The table's shape: which columns, how wide, and how many lines a game takes.
struct SheetShape {
  bool first = false;  // A First (M/O) column.
  int turns = 0;
  int per_line = 0;  // Box/Bead pairs on one line.
  int lines = 1;     // Lines per game.
  double game = 0, first_w = 0, box = 0, bead = 0, moves = 0, result = 0, tick = 0;
};

double heading_width(cairo_t* cr, const std::string& heading) {
  return measure_text(cr, heading, TextStyle{.size_pt = kTablePt, .weight = Weight::kBold}).width +
         kCellAir;
}

// The heading over Box/Bead pair `pair`: the turns it holds, one per line ("Turn 1 / 7").
std::string turn_heading(const spec::Texts& texts, const SheetShape& s, int pair) {
  std::string turns;
  for (int t = pair + 1; t <= s.turns; t += s.per_line)
    turns += (turns.empty() ? "" : " / ") + std::to_string(t);
  return score_text(texts, "column.turn", {{"n", turns}});
}

SheetShape sheet_shape(cairo_t* cr, const kit::Kit& kit, const spec::Texts& texts, double width) {
  SheetShape s;
  s.first = kit.spec.plays == spec::Plays::kBoth;
  s.turns = machine_turns(kit);
  const auto at_least = [&](double hand, const char* key) {
    return std::max(hand, heading_width(cr, score_text(texts, key)));
  };
  s.game = at_least(kGameW, "column.game");
  s.first_w = s.first ? at_least(kFirstW, "column.first") : 0;
  s.box = at_least(kBoxW, "column.box");
  s.bead = at_least(kBeadW, "column.bead");
  s.result = at_least(kResultW, "column.result");
  s.tick = at_least(kTickW, "column.changed");
  const double fixed = s.game + s.first_w + s.result + s.tick;
  const int fit = std::max(1, static_cast<int>((width - fixed - kMinMovesPt) / (s.box + s.bead)));
  s.lines = std::max(1, (s.turns + fit - 1) / fit);
  s.per_line = (s.turns + s.lines - 1) / s.lines;
  double pair = s.box + s.bead;
  for (int p = 0; p < s.per_line; ++p)
    pair = std::max(pair, heading_width(cr, turn_heading(texts, s, p)));
  s.box += (pair - s.box - s.bead) / 2;
  s.bead = pair - s.box;
  s.moves = width - fixed - s.per_line * pair;
  return s;
}

Table score_table(const SheetShape& s, const spec::Texts& texts) {
  Table table;
  table.text_pt = kTablePt;
  table.min_row_pt = kRowPt;
  const auto add = [&](double w, Align align, const char* key) {
    table.columns.push_back({w, align});
    table.header.push_back(score_text(texts, key));
  };
  add(s.game, Align::kCenter, "column.game");
  if (s.first) add(s.first_w, Align::kCenter, "column.first");
  add(s.moves, Align::kLeft, "column.moves");
  for (int p = 0; p < s.per_line; ++p) {
    table.groups.push_back({static_cast<int>(table.columns.size()), 2, turn_heading(texts, s, p)});
    add(s.box, Align::kCenter, "column.box");
    add(s.bead, Align::kCenter, "column.bead");
  }
  add(s.result, Align::kCenter, "column.result");
  add(s.tick, Align::kCenter, "column.changed");
  return table;
}

// One game's lines: the tick box on its first line only, "↳" in the Game column of the others.
std::vector<std::vector<Cell>> game_lines(const Table& table, int lines) {
  std::vector<std::vector<Cell>> out(static_cast<std::size_t>(lines),
                                     std::vector<Cell>(table.columns.size()));
  out.front().back().kind = Cell::Kind::kTickBox;
  for (std::size_t line = 1; line < out.size(); ++line) out[line].front().text = "↳";
  return out;
}

std::string joined(const std::vector<std::string>& words) {
  std::string out;
  for (const std::string& w : words) out += (out.empty() ? "" : " ") + w;
  return out;
}

// The arguments of the how-to texts, with a worked example game.
TextArgs sheet_args(const kit::Kit& kit, const spec::Texts& texts, const SheetShape& s) {
  const kit::ExampleGame example = kit::example_game(kit);
  std::vector<std::string> boxes;
  for (int id : example.boxes) boxes.push_back(std::to_string(id));
  const char* result = example.outcome == games::Outcome::kWin    ? "W"
                       : example.outcome == games::Outcome::kDraw ? "D"
                                                                  : "L";
  return {{"title", kit.spec.title},
          {"game", kit.game->title()},
          {"side", side_text(kit, texts)},
          {"turns", s.turns},
          {"lines", s.lines},
          {"next", s.per_line + 1},
          {"first_help", s.first ? score_text(texts, "first_help") : std::string()},
          {"first_option", s.first ? std::string(" --first M") : std::string()},
          // The codes on the labels are the language's: the command reads them so.
          {"matchbox", core::language() == "en" ? std::string("matchbox")
                                                : "matchbox --lang " + core::language()},
          {"moves", joined(example.moves)},
          {"boxes", joined(boxes)},
          {"beads", joined(example.beads)},
          {"result", std::string(result)},
          {"results", outcome_list(kit, texts, "scoresheet.result", "scoresheet.list")}};
}

}  // namespace

int machine_turns(const kit::Kit& kit) {
  // Boxes are per board, at their earliest ply, so a box can serve a later turn too (an
  // impartial game's either side, a repeating game's return): count every turn of the longest
  // game.
  if (kit.game->impartial() || kit.game->positions_repeat()) {
    const int plies = kit.game->max_plies();
    return kit.spec.plays == spec::Plays::kSecond ? plies / 2 : (plies + 1) / 2;
  }
  const std::vector<int> plies = kit.plies();
  if (kit.spec.plays != spec::Plays::kBoth) return static_cast<int>(plies.size());
  const auto odd = std::count_if(plies.begin(), plies.end(), [](int p) { return p % 2 == 1; });
  return static_cast<int>(std::max<std::ptrdiff_t>(odd, std::ssize(plies) - odd));
}

std::string score_csv_header(const kit::Kit& kit) {
  return spec::score_sheet_header(kit.spec.plays == spec::Plays::kBoth, machine_turns(kit));
}

std::vector<std::filesystem::path> write_score_sheet(const kit::Kit& kit, const spec::Texts& texts,
                                                     Format format,
                                                     const std::filesystem::path& dir) {
  const std::string title = score_text(texts, "title", {{"title", kit.spec.title}});
  PageSink sink(dir, "scoresheet", format, core::Length::points(kA4LongPt),
                core::Length::points(kA4ShortPt),
                {title, score_text(texts, "subject", {{"title", kit.spec.title}})});
  PageFlow flow(sink, kScoreMargin, [&](int page) {
    return score_text(texts, "footer", {{"title", kit.spec.title}, {"page", page}});
  });
  const SheetShape shape = sheet_shape(flow.cr(), kit, texts, flow.width());
  const TextArgs args = sheet_args(kit, texts, shape);
  flow.title(title, score_text(texts, "subtitle", args));
  const TextStyle small{.size_pt = kTablePt};
  flow.paragraph(score_text(texts, "howto", args), small);
  // Moves are written as squares of the real board, which a turned box's picture is not.
  if (const std::optional<kit::TurnedBox> turned = kit::turned_box(kit))
    flow.paragraph(score_text(texts, "real", turning_args(kit, *turned)), small);
  if (shape.lines > 1) flow.paragraph(score_text(texts, "lines", args), small);
  const TextStyle code{.size_pt = kTablePt, .family = "DejaVu Sans Mono"};
  flow.paragraph(score_text(texts, "tracker", args), small);
  flow.paragraph(score_text(texts, "record", args), code);
  flow.paragraph(score_text(texts, "import", args), small);
  flow.paragraph(score_csv_header(kit), code);
  Table table = score_table(shape, texts);
  const double room = flow.bottom() - flow.y() - flow.table_header_height(table) - 8;
  const int games = std::max(1, static_cast<int>(room / (kRowPt * shape.lines)));
  const std::vector<std::vector<Cell>> lines = game_lines(table, shape.lines);
  for (int g = 0; g < games; ++g) table.rows.insert(table.rows.end(), lines.begin(), lines.end());
  flow.table(table);
  return sink.finish();
}

}  // namespace matchbox::documents
