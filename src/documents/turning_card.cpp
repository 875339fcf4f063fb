// SPDX-FileCopyrightText: 2026 The matchbox authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "documents/turning_card.h"

#include <algorithm>

#include "core/length.h"
#include "documents/notation_panel.h"
#include "documents/turning_example.h"
#include "kit/box_finder.h"
#include "render/board_painter.h"
#include "render/legibility.h"
#include "render/page_flow.h"
#include "render/page_sink.h"
#include "render/text.h"

namespace matchbox::documents {

// The drawing machinery every document is made with.
using namespace render;
namespace {

constexpr double kCardMargin = 36;
using core::kMm;
constexpr double kTabH = 4.5 * kMm;   // The strip under a card that says which card it is.
constexpr double kCardGap = 6 * kMm;  // Between two cards.
constexpr double kTabPt = 6.5;
constexpr int kMaxRows = 3;  // Rows of cards: enough for a class.
const std::string kCardKey = "labels.card.";

// The index of the game's transform that keeps every cell's row and counts its column from the
// other side, or -1 if there is none.
int left_right_mirror(const games::Game& game) {
  const games::BoardShape shape = game.shape();
  const auto& group = game.symmetries();
  for (std::size_t t = 1; t < group.size(); ++t) {
    bool mirror = true;
    for (std::size_t c = 0; c < shape.cell_row.size() && mirror; ++c) {
      const auto to = static_cast<std::size_t>(group[t].image.at(c));
      mirror = shape.cell_row.at(to) == shape.cell_row[c] &&
               shape.cell_col.at(to) == shape.cols - 1 - shape.cell_col[c];
    }
    if (mirror) return static_cast<int>(t);
  }
  return -1;
}

// The board with no pieces, as the cards show it.
games::Position empty_board(const games::Game& game) {
  games::Position empty = game.initial_position();
  std::fill(empty.cells.begin(), empty.cells.end(), std::int8_t{0});
  return empty;
}

// One card: the empty board in `area` (the label's board area) with `names` on its cells, the
// word `tab` on a strip under it, and a cut line round both.
void paint_card(cairo_t* cr, const kit::Kit& kit, const std::vector<std::string>& names,
                const layout::Rect& area, const std::string& tab) {
  const games::BoardShape shape = kit.game->shape();
  const games::Position empty = empty_board(*kit.game);
  paint_board(cr, shape, empty, area);
  paint_cell_names(cr, shape, empty, names, area);
  const layout::Rect r = board_rect(shape, empty, area);
  set_rgb(cr, 0x000000);
  const TextStyle style{.size_pt = kTabPt, .align = Align::kCenter};
  draw_text(cr, tab, r.x + r.w / 2, r.bottom() + (kTabH - measure_text(cr, tab, style).height) / 2,
            style);
  set_rgb(cr, 0x808080);
  cairo_set_line_width(cr, 0.4);
  cairo_rectangle(cr, r.x, r.y, r.w, r.h + kTabH);
  cairo_stroke(cr);
}

// True if the game's boxes turn as well as mirror: more symmetries than "as printed" and a
// mirror image (tic-tac-toe and go have eight; pawns and checkers two).
bool turns(const games::Game& game) { return game.symmetries().size() > 2; }

// The steps of the card's instructions: reading a box that matches exactly; a turned box
// (only where boxes turn); a mirrored one; cutting out.
std::vector<std::string> steps(const kit::Kit& kit, const spec::Texts& texts) {
  const bool turn = turns(*kit.game);
  std::vector<std::string> out = {fill(texts, kCardKey + "steps.exact")};
  if (turn) out.push_back(fill(texts, kCardKey + "steps.turn"));
  out.push_back(fill(texts, kCardKey + (turn ? "steps.mirror" : "steps.mirror_only")));
  out.push_back(fill(texts, kCardKey + (turn ? "steps.cut" : "steps.cut_mirror_only")));
  return out;
}

// Cards in rows from the flow's cursor, the size of `board`: plain and mirrored in turn, or
// where boxes only mirror, every card mirrored (a plain card would name the picture's own
// squares).
void paint_cards(PageFlow& flow, const kit::Kit& kit, const spec::Texts& texts,
                 const layout::Rect& board) {
  std::vector<std::vector<std::string>> names;
  std::vector<std::string> tabs;
  const std::vector<std::string> mirrored = mirrored_cell_names(*kit.game);
  if (turns(*kit.game) || mirrored.empty()) {
    names.push_back(cell_names(*kit.game));
    tabs.push_back(fill(texts, kCardKey + "tab.plain"));
  }
  if (!mirrored.empty()) {
    names.push_back(mirrored);
    tabs.push_back(fill(texts, kCardKey + "tab.mirrored"));
  }
  const std::size_t kinds = names.size();
  const layout::Rect r = board_rect(kit.game->shape(), empty_board(*kit.game), board);
  const int columns = std::max(1, static_cast<int>((flow.width() + kCardGap) / (r.w + kCardGap)));
  const double pitch_y = r.h + kTabH + kCardGap;
  const int rows = std::clamp(static_cast<int>((flow.bottom() - flow.y()) / pitch_y), 1, kMaxRows);
  flow.need(pitch_y);
  for (int row = 0; row < rows; ++row)
    for (int col = 0; col < columns; ++col) {
      const std::size_t kind = static_cast<std::size_t>(col) % kinds;
      const layout::Rect at{flow.left() + col * (r.w + kCardGap) + (board.x - r.x),
                            flow.y() + row * pitch_y + (board.y - r.y), board.w, board.h};
      paint_card(flow.cr(), kit, names[kind], at, tabs[kind]);
    }
  flow.skip(rows * pitch_y);
}

}  // namespace

std::vector<std::string> mirrored_cell_names(const games::Game& game) {
  const int mirror = left_right_mirror(game);
  if (mirror < 0) return {};
  const games::Transform& t = game.symmetries().at(static_cast<std::size_t>(mirror));
  const std::vector<std::string> names = cell_names(game);
  std::vector<std::string> out;
  for (std::size_t c = 0; c < names.size(); ++c)
    out.push_back(names.at(static_cast<std::size_t>(t.image.at(c))));
  return out;
}

std::vector<std::filesystem::path> write_turning_card(const kit::Kit& kit, const spec::Texts& texts,
                                                      const layout::SheetTemplate& sheet,
                                                      const LabelWords& words,
                                                      const LabelLayout* layout, Format format,
                                                      const std::filesystem::path& dir) {
  const std::vector<std::string> names = cell_names(*kit.game);
  const bool named =
      std::any_of(names.begin(), names.end(), [](const std::string& n) { return !n.empty(); });
  if (!kit::boxes_turn(kit) || !named || kit.boxes.empty()) return {};
  const TextArgs args = {{"title", kit.spec.title}};
  PageSink sink(dir, "turning-card", format, core::Length::points(kA4ShortPt),
                core::Length::points(kA4LongPt),
                {fill(texts, kCardKey + "title", args), fill(texts, kCardKey + "subject")});
  PageFlow flow(sink, kCardMargin, [&](int page) {
    return fill(texts, kCardKey + "footer", {{"title", kit.spec.title}, {"page", page}});
  });
  const LabelLayout shared = layout ? *layout : plan_legible_labels(flow.cr(), kit, sheet, words);
  flow.title(fill(texts, kCardKey + "title", args), fill(texts, kCardKey + "subtitle", args));
  const std::vector<std::string> items = steps(kit, texts);
  for (std::size_t i = 0; i < items.size(); ++i) flow.item(std::to_string(i + 1) + ".", items[i]);
  if (const std::optional<kit::TurnedBox> example = kit::turned_box(kit))
    draw_turning_panel(flow, kit, texts, *example, fill(texts, kCardKey + "example"), kSmallPt,
                       false);
  flow.skip(kCardGap / 2);
  paint_cards(flow, kit, texts, {0, 0, shared.board.w, shared.board.h});
  return sink.finish();
}

}  // namespace matchbox::documents
