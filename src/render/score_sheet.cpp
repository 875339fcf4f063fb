#include "render/score_sheet.h"

#include <algorithm>
#include <set>

#include "render/flow.h"
#include "render/instructions.h"
#include "render/page_sink.h"

namespace matchbox::render {
namespace {

constexpr double kMargin = 36;
constexpr double kRowPt = 22;  // Room for handwriting.
constexpr double kTablePt = 9;
constexpr double kMinOpponentPt = 120;

std::string text(const spec::Texts& texts, const std::string& key, const TextArgs& args = {}) {
  return fill(texts, "scoresheet." + key, args);
}

std::string side_text(const kit::Kit& kit, const spec::Texts& texts) {
  if (kit.spec.plays != spec::Plays::kBoth) return side_name(kit, texts, machine_side(kit.spec));
  return text(texts, "either",
              {{"first", side_name(kit, texts, games::Player::kFirst)},
               {"second", side_name(kit, texts, games::Player::kSecond)}});
}

// Column widths: fixed columns, `turns` (box, bead) pairs and the opponent's moves taking the
// rest of `width` (turn columns shrink if the opponent would get less than kMinOpponentPt).
std::vector<Column> score_layout(int turns, double width) {
  const double fixed = 40 + 64 + 46 + 50;  // game, first | result, changed.
  const double turn_w =
      std::clamp((width - fixed - kMinOpponentPt) / std::max(1, turns), 44.0, 84.0);
  std::vector<Column> columns = {{40, Align::kCenter}, {64, Align::kCenter}};
  for (int t = 0; t < turns; ++t) {
    columns.push_back({turn_w * 0.55, Align::kCenter});
    columns.push_back({turn_w * 0.45, Align::kCenter});
  }
  const double opponent = std::max(60.0, width - fixed - turn_w * turns);
  columns.push_back({opponent, Align::kLeft});
  columns.push_back({46, Align::kCenter});
  columns.push_back({50, Align::kCenter});
  return columns;
}

Table score_table(const kit::Kit& kit, const spec::Texts& texts, double width) {
  const int turns = machine_turns(kit);
  Table table;
  table.text_pt = kTablePt;
  table.min_row_pt = kRowPt;
  table.columns = score_layout(turns, width);
  table.header = score_columns(kit, texts);
  for (int t = 0; t < turns; ++t)
    table.groups.push_back({2 + 2 * t, 2, text(texts, "column.turn", {{"n", t + 1}})});
  std::vector<Cell> empty(table.columns.size());
  empty.back().kind = Cell::Kind::kTickBox;
  table.rows.push_back(empty);
  return table;
}

// Example moves for the how-to text: up to three notations from the first box, space-separated.
std::string example_moves(const kit::Kit& kit) {
  std::string out;
  if (kit.boxes.empty()) return out;
  const auto& slots = kit.boxes.front().slots;
  for (std::size_t i = 0; i < slots.size() && i < 3; ++i)
    out += (i > 0 ? " " : "") + slots[i].notation;
  return out;
}

}  // namespace

int machine_turns(const kit::Kit& kit) {
  const std::vector<int> plies = kit.plies();
  if (kit.spec.plays != spec::Plays::kBoth) return static_cast<int>(plies.size());
  const auto odd = std::count_if(plies.begin(), plies.end(), [](int p) { return p % 2 == 1; });
  return static_cast<int>(std::max<std::ptrdiff_t>(odd, std::ssize(plies) - odd));
}

std::vector<std::string> score_columns(const kit::Kit& kit, const spec::Texts& texts) {
  std::vector<std::string> out = {text(texts, "column.game"), text(texts, "column.first")};
  for (int t = 0; t < machine_turns(kit); ++t) {
    out.push_back(text(texts, "column.box"));
    out.push_back(text(texts, "column.bead"));
  }
  for (const char* key : {"column.opponent", "column.result", "column.changed"})
    out.push_back(text(texts, key));
  return out;
}

std::vector<std::filesystem::path> write_score_sheet(const kit::Kit& kit, const spec::Texts& texts,
                                                     Format format,
                                                     const std::filesystem::path& dir) {
  const TextArgs args = {{"title", kit.spec.title},
                         {"game", kit.game->title()},
                         {"side", side_text(kit, texts)},
                         {"turns", machine_turns(kit)},
                         {"example", example_moves(kit)}};
  PageSink sink(dir, "scoresheet", format, core::Length::points(kA4LongPt),
                core::Length::points(kA4ShortPt), text(texts, "title", args));
  Flow flow(sink, kMargin, [&](int page) {
    return text(texts, "footer", {{"title", kit.spec.title}, {"page", page}});
  });
  flow.title(text(texts, "title", args), text(texts, "subtitle", args));
  const TextStyle small{.size_pt = kTablePt};
  flow.paragraph(text(texts, "howto", args), small);
  flow.paragraph(text(texts, "tracker"), TextStyle{.size_pt = kTablePt, .italic = true});
  Table table = score_table(kit, texts, flow.width());
  const double room = flow.bottom() - flow.y() - flow.table_header_height(table) - 8;
  const int rows = std::max(1, static_cast<int>(room / kRowPt));
  table.rows.resize(static_cast<std::size_t>(rows), table.rows.front());
  flow.table(table);
  return sink.finish();
}

}  // namespace matchbox::render
