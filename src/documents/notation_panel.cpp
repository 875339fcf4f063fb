// SPDX-FileCopyrightText: 2026 The matchbox authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "documents/notation_panel.h"

#include <algorithm>
#include <cctype>
#include <unordered_set>

#include "core/error.h"
#include "core/length.h"
#include "core/translation.h"
#include "kit/codes.h"
#include "kit/example_game.h"
#include "render/board_painter.h"
#include "render/text.h"

namespace matchbox::documents {

// The drawing machinery every document is made with.
using namespace render;
namespace {

using core::kMm;
constexpr double kPicture = 22 * kMm;  // Side of each picture.
constexpr double kPanelGap = 4 * kMm;
// Positions the walk for sample moves visits at most (checkers 5×5 meets its first multi-jump
// after a few thousand).
constexpr std::size_t kSampleWalk = 200000;

// The board as printed on a box's label, with only the drawn bead's slot.
void paint_example(cairo_t* cr, const kit::Kit& kit, const ExampleTurn& turn,
                   const layout::Rect& area) {
  const games::BoardShape shape = kit.game->shape();
  paint_board(cr, shape, turn.box->position, area);
  paint_slots(cr, shape, turn.box->position,
              {turn.box->slots.at(static_cast<std::size_t>(turn.slot))}, kit.palette, area);
}

// "an" before a word that starts with a vowel letter ("an orange bead"), else "a" (texts
// "instructions.notation.article.*"): the first letter stands for the first sound in every
// colour name of the shipped palettes.
std::string article(const std::string& word, const spec::Texts& texts) {
  const std::string& vowels = texts.at("instructions.notation.article.vowels");
  const bool vowel = !word.empty() && vowels.find(word.front()) != std::string::npos;
  return fill(texts, std::string("instructions.notation.article.") + (vowel ? "an" : "a"));
}

// The board with no pieces and every cell named, and the name of each move from the start
// that goes on no cell (go's pass) where its bead sits on a label (go: the strip under the
// board).
void paint_named_board(cairo_t* cr, const games::Game& game, const std::vector<std::string>& names,
                       const layout::Rect& area) {
  const games::BoardShape shape = game.shape();
  const games::Position start = game.initial_position();
  games::Position empty = start;  // No pieces: every name shows.
  std::fill(empty.cells.begin(), empty.cells.end(), std::int8_t{0});
  paint_board(cr, shape, empty, area);
  paint_cell_names(cr, shape, empty, names, area);
  for (const games::Move& move : game.legal_moves(start)) {
    if (move.path.size() != 1 || static_cast<std::size_t>(move.path[0]) < names.size()) continue;
    kit::BeadSlot slot;
    slot.move = move;
    const SlotGeometry where = slot_geometry(shape, empty, {slot}, area);
    if (where.discs.empty()) continue;
    const std::string name = game.move_notation(start, move);
    const TextStyle style{.size_pt = where.discs[0].code_pt, .align = Align::kCenter};
    const layout::Point c = where.discs[0].centre;
    cairo_set_source_rgb(cr, 0.15, 0.15, 0.15);
    draw_text(cr, name, c.x, c.y - measure_text(cr, name, style).height / 2, style);
  }
}

// `text` with a word joiner (U+2060, not drawn) after every hyphen between two letters or
// digits, so a move such as "a1-a2" never breaks across lines.
std::string unbroken_moves(const std::string& text) {
  const auto alnum = [](char c) { return std::isalnum(static_cast<unsigned char>(c)) != 0; };
  std::string out;
  for (std::size_t i = 0; i < text.size(); ++i) {
    out += text[i];
    if (text[i] == '-' && i > 0 && i + 1 < text.size() && alnum(text[i - 1]) && alnum(text[i + 1]))
      out += "\u2060";
  }
  return out;
}

}  // namespace

ExampleTurn example_turn(const kit::Kit& kit) {
  const kit::ExampleGame example = kit::example_game(kit);
  MATCHBOX_CHECK(!example.boxes.empty());
  const kit::Box& box = kit.boxes.at(static_cast<std::size_t>(example.boxes.front() - 1));
  for (std::size_t s = 0; s < box.slots.size(); ++s)
    if (kit::local_code(kit.palette.colours.at(static_cast<std::size_t>(box.slots[s].colour))) ==
        example.beads.front())
      return {&box, static_cast<int>(s),
              example.moves.at(static_cast<std::size_t>(example.plies.front()))};
  throw core::InternalError("the example's first bead is in no slot of box " +
                            std::to_string(box.id));
}

std::vector<std::string> cell_names(const games::Game& game) {
  const games::Position start = game.initial_position();
  std::vector<std::string> names(game.shape().cell_row.size());
  for (std::size_t c = 0; c < names.size(); ++c) names[c] = game.cell_name(static_cast<int>(c));
  for (const games::Move& move : game.legal_moves(start)) {
    if (move.path.size() != 1 || move.path[0] < 0) continue;
    const auto cell = static_cast<std::size_t>(move.path[0]);
    if (cell < names.size() && names[cell].empty()) names[cell] = game.move_notation(start, move);
  }
  return names;
}

NotationSamples notation_samples(const kit::Kit& kit) {
  const games::Game& game = *kit.game;
  const auto pieces = [](const games::Position& p) {
    return std::count_if(p.cells.begin(), p.cells.end(), [](std::int8_t c) { return c != 0; });
  };
  NotationSamples out;
  std::vector<games::Position> level = {game.initial_position()};
  std::unordered_set<games::Position, core::PositionHash> seen(level.begin(), level.end());
  while (!level.empty() && seen.size() < kSampleWalk &&
         (out.step.empty() || out.capture.empty() || out.multi.empty())) {
    std::vector<games::Position> next;
    for (const games::Position& p : level) {
      if (game.outcome(p)) continue;
      for (const games::Move& move : game.legal_moves(p)) {
        games::Position q = game.apply(p, move);
        if (move.path.size() >= 2) {  // Not a placement (tic-tac-toe, go) nor a pass.
          const bool captures = pieces(q) < pieces(p);
          std::string& sample = !captures               ? out.step
                                : move.path.size() == 2 ? out.capture
                                                        : out.multi;
          if (sample.empty()) sample = game.move_notation(p, move);
        }
        if (seen.insert(q).second) next.push_back(std::move(q));
      }
    }
    level = std::move(next);
  }
  return out;
}

std::string notation_text(const kit::Kit& kit, const spec::Texts& texts) {
  const ExampleTurn turn = example_turn(kit);
  const kit::BeadSlot& slot = turn.box->slots.at(static_cast<std::size_t>(turn.slot));
  const kit::Colour& colour = kit.palette.colours.at(static_cast<std::size_t>(slot.colour));
  const std::string game_key = "instructions.notation." + kit.game->name();
  const NotationSamples samples = notation_samples(kit);
  std::string out =
      texts.entries.count(game_key)
          ? fill(texts, game_key, {{"step", samples.step}, {"capture", samples.capture}}) + " "
          : "";
  if (!samples.multi.empty())
    out += fill(texts, "instructions.notation.multi", {{"multi", samples.multi}}) + " ";
  return out + fill(texts, "instructions.notation.example",
                    {{"ply", turn.box->ply},
                     {"box", turn.box->id},
                     {"colour", core::tr("colour", colour.name)},
                     {"article", article(core::tr("colour", colour.name), texts)},
                     {"code", kit::local_code(colour)},
                     {"move", slot.notation},
                     {"real", turn.real_move}});
}

void draw_notation_panel(PageFlow& flow, const kit::Kit& kit, const std::string& text,
                         double body_pt) {
  const std::string joined = unbroken_moves(text);
  const std::vector<std::string> names = cell_names(*kit.game);
  const bool named =
      std::any_of(names.begin(), names.end(), [](const std::string& n) { return !n.empty(); });
  const int pictures = named ? 2 : 1;
  const double text_x = flow.left() + pictures * (kPicture + kPanelGap);
  const TextStyle style{.size_pt = body_pt, .width_pt = flow.left() + flow.width() - text_x};
  const double text_h = measure_text(flow.cr(), joined, style).height;
  const double h = std::max(kPicture, text_h);
  flow.need(h + 4);
  cairo_t* cr = flow.cr();
  double x = flow.left();
  if (named) {
    paint_named_board(cr, *kit.game, names, {x, flow.y(), kPicture, kPicture});
    x += kPicture + kPanelGap;
  }
  paint_example(cr, kit, example_turn(kit), {x, flow.y(), kPicture, kPicture});
  cairo_set_source_rgb(cr, 0, 0, 0);
  draw_text(cr, joined, text_x, flow.y(), style);
  flow.skip(h + 6);
}

}  // namespace matchbox::documents
