#include "render/notation_panel.h"

#include <algorithm>

#include "core/error.h"
#include "kit/example_game.h"
#include "render/board_painter.h"
#include "render/text.h"

namespace matchbox::render {
namespace {

constexpr double kMm = 72.0 / 25.4;
constexpr double kPicture = 22 * kMm;  // Side of each picture.
constexpr double kGap = 4 * kMm;

// The board as printed on a box's label, with only the drawn bead's slot.
void paint_example(cairo_t* cr, const kit::Kit& kit, const ExampleTurn& turn,
                   const layout::Rect& area) {
  const games::BoardShape shape = kit.game->shape();
  paint_board(cr, shape, turn.box->position, area);
  paint_slots(cr, shape, turn.box->position,
              {turn.box->slots.at(static_cast<std::size_t>(turn.slot))}, kit.palette, area);
}

}  // namespace

ExampleTurn example_turn(const kit::Kit& kit) {
  const kit::ExampleGame example = kit::example_game(kit);
  MATCHBOX_CHECK(!example.boxes.empty());
  const kit::Box& box = kit.boxes.at(static_cast<std::size_t>(example.boxes.front() - 1));
  for (std::size_t s = 0; s < box.slots.size(); ++s)
    if (kit.palette.colours.at(static_cast<std::size_t>(box.slots[s].colour)).code ==
        example.beads.front())
      return {&box, static_cast<int>(s),
              example.moves.at(static_cast<std::size_t>(box.ply - 1))};
  throw core::InternalError("the example's first bead is in no slot of box " +
                            std::to_string(box.id));
}

std::string notation_text(const kit::Kit& kit, const spec::Texts& texts) {
  const ExampleTurn turn = example_turn(kit);
  const kit::BeadSlot& slot = turn.box->slots.at(static_cast<std::size_t>(turn.slot));
  const kit::Colour& colour = kit.palette.colours.at(static_cast<std::size_t>(slot.colour));
  const std::string game_key = "instructions.notation." + kit.game->name();
  std::string out = texts.entries.count(game_key) ? fill(texts, game_key) + " " : "";
  return out + fill(texts, "instructions.notation.example",
                    {{"ply", turn.box->ply},
                     {"box", turn.box->id},
                     {"colour", colour.name},
                     {"code", colour.code},
                     {"move", slot.notation},
                     {"real", turn.real_move}});
}

void draw_notation_panel(Flow& flow, const kit::Kit& kit, const std::string& text,
                         double body_pt) {
  const games::BoardShape shape = kit.game->shape();
  const games::Position start = kit.game->initial_position();
  std::vector<std::string> names;
  for (std::size_t c = 0; c < start.cells.size(); ++c)
    names.push_back(kit.game->cell_name(static_cast<int>(c)));
  const bool named = std::any_of(names.begin(), names.end(),
                                 [](const std::string& n) { return !n.empty(); });
  const int pictures = named ? 2 : 1;
  const double text_x = flow.left() + pictures * (kPicture + kGap);
  const TextStyle style{.size_pt = body_pt, .width_pt = flow.left() + flow.width() - text_x};
  const double text_h = measure_text(flow.cr(), text, style).height;
  const double h = std::max(kPicture, text_h);
  flow.need(h + 4);
  cairo_t* cr = flow.cr();
  double x = flow.left();
  if (named) {
    const layout::Rect area{x, flow.y(), kPicture, kPicture};
    games::Position empty = start;  // No pieces: every name shows.
    std::fill(empty.cells.begin(), empty.cells.end(), std::int8_t{0});
    paint_board(cr, shape, empty, area);
    paint_cell_names(cr, shape, empty, names, area);
    x += kPicture + kGap;
  }
  paint_example(cr, kit, example_turn(kit), {x, flow.y(), kPicture, kPicture});
  cairo_set_source_rgb(cr, 0, 0, 0);
  draw_text(cr, text, text_x, flow.y(), style);
  flow.skip(h + 6);
}

}  // namespace matchbox::render
