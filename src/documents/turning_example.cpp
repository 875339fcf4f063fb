// SPDX-FileCopyrightText: 2026 The matchbox authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "documents/turning_example.h"

#include <algorithm>

#include "core/length.h"
#include "core/translation.h"
#include "kit/codes.h"
#include "render/board_painter.h"
#include "render/text.h"

namespace matchbox::documents {

// The drawing machinery every document is made with.
using namespace render;
namespace {

using core::kMm;
constexpr double kBoard = 16 * kMm;     // Side of each of the three pictures.
constexpr double kArrowGap = 17 * kMm;  // Between two pictures: the arrow and its words.
constexpr double kCaptionPt = 6.5;      // Captions and the words over the arrows.
constexpr double kCaptionW = kBoard + kArrowGap - 2 * kMm;  // Centred under its picture.
const std::string kExampleKey = "instructions.turning.";

// One of the three pictures: a board, the one bead slot marked on it, and a caption under it.
struct Picture {
  const games::Position* position;
  kit::BeadSlot slot;
  std::string caption;
};

TextStyle small_style(double width) {
  return TextStyle{.size_pt = kCaptionPt, .align = Align::kCenter, .width_pt = width};
}

// Height of the row of pictures with their captions.
double row_height(cairo_t* cr, const std::vector<Picture>& pictures) {
  double caption = 0;
  for (const Picture& p : pictures)
    caption = std::max(caption, measure_text(cr, p.caption, small_style(kCaptionW)).height);
  return kBoard + 1.5 * kMm + caption;
}

// An arrow from x0 to x1 at height y, with `words` centred above it.
void paint_arrow(cairo_t* cr, double x0, double x1, double y, const std::string& words) {
  set_rgb(cr, 0x000000);
  cairo_set_line_width(cr, 0.8);
  cairo_move_to(cr, x0, y);
  cairo_line_to(cr, x1 - 2 * kMm, y);
  cairo_stroke(cr);
  cairo_move_to(cr, x1, y);
  cairo_line_to(cr, x1 - 2.2 * kMm, y - 1.1 * kMm);
  cairo_line_to(cr, x1 - 2.2 * kMm, y + 1.1 * kMm);
  cairo_close_path(cr);
  cairo_fill(cr);
  const TextStyle style = small_style(x1 - x0);
  draw_text(cr, words, x0, y - 1 * kMm - measure_text(cr, words, style).height, style);
}

// The pictures from x = `left` at height `top`, with arrows between them worded `arrows`.
void paint_row(cairo_t* cr, const kit::Kit& kit, const std::vector<Picture>& pictures,
               const std::vector<std::string>& arrows, double left, double top) {
  const games::BoardShape shape = kit.game->shape();
  for (std::size_t i = 0; i < pictures.size(); ++i) {
    const double x = left + static_cast<double>(i) * (kBoard + kArrowGap);
    const layout::Rect area{x, top, kBoard, kBoard};
    paint_board(cr, shape, *pictures[i].position, area);
    if (!pictures[i].slot.equivalents.empty())
      paint_slots(cr, shape, *pictures[i].position, {pictures[i].slot}, kit.palette, area);
    set_rgb(cr, 0x000000);
    draw_text(cr, pictures[i].caption, x + kBoard / 2 - kCaptionW / 2, top + kBoard + 1.5 * kMm,
              small_style(kCaptionW));
    if (i < arrows.size())
      paint_arrow(cr, x + kBoard + 1.5 * kMm, x + kBoard + kArrowGap - 1.5 * kMm, top + kBoard / 2,
                  arrows[i]);
  }
}

}  // namespace

TextArgs turning_args(const kit::Kit& kit, const kit::TurnedBox& example) {
  const kit::Box& box = kit.boxes.at(static_cast<std::size_t>(example.match.box));
  const kit::BeadSlot& slot = box.slots.at(static_cast<std::size_t>(example.slot));
  const kit::Colour& colour = kit.palette.colours.at(static_cast<std::size_t>(slot.colour));
  const games::Transform& t =
      kit.game->symmetries().at(static_cast<std::size_t>(example.match.transform));
  return {{"ply", example.ply},
          {"box", box.id},
          {"transform", core::tr("transform", t.name)},
          {"colour", core::tr("colour", colour.name)},
          {"code", kit::local_code(colour)},
          {"move", slot.notation},
          {"real", kit.game->move_notation(example.real, example.real_move)}};
}

bool draw_turning_panel(PageFlow& flow, const kit::Kit& kit, const spec::Texts& texts,
                        const kit::TurnedBox& example, const std::string& heading, double body_pt,
                        bool only_if_fits) {
  const TextArgs args = turning_args(kit, example);
  const auto say = [&](const std::string& key) { return fill(texts, kExampleKey + key, args); };
  const kit::Box& box = kit.boxes.at(static_cast<std::size_t>(example.match.box));
  const kit::BeadSlot& drawn = box.slots.at(static_cast<std::size_t>(example.slot));
  kit::BeadSlot played = drawn;
  played.move = example.real_move;
  played.equivalents = {example.real_move};
  const std::vector<Picture> pictures = {{&example.real, {}, say("real")},
                                         {&box.position, drawn, say("picture")},
                                         {&example.real, played, say("played")}};
  const double row_w = 3 * kBoard + 2.5 * kArrowGap;
  const TextStyle body{.size_pt = body_pt, .width_pt = flow.width() - row_w};
  const std::string text =
      kit::has_mirror_twins(kit) ? say("text") + " " + say("twins") : say("text");
  const double h = std::max(row_height(flow.cr(), pictures), flow.paragraph_height(text, body));
  const TextStyle heading_style{.size_pt = kHeadingPt, .weight = Weight::kBold};
  const double heading_h = measure_text(flow.cr(), heading, heading_style).height + 8;
  if (only_if_fits && flow.y() + heading_h + h > flow.bottom()) return false;
  flow.heading(heading, h);
  cairo_t* cr = flow.cr();
  paint_row(cr, kit, pictures, {say("to_picture"), say("to_real")}, flow.left(), flow.y() + 1);
  set_rgb(cr, 0x000000);
  draw_text(cr, text, flow.left() + row_w, flow.y(), body);
  flow.skip(h + 4);
  return true;
}

void draw_turning_example(PageFlow& flow, const kit::Kit& kit, const spec::Texts& texts,
                          const std::vector<Block>& blocks, double body_pt, bool last_try) {
  const std::optional<kit::TurnedBox> example = kit::turned_box(kit);
  if (!example) return;
  const auto headings = std::count_if(
      blocks.begin(), blocks.end(), [](const Block& b) { return b.kind == Block::Kind::kHeading; });
  const std::string heading = fill(
      texts, "instructions.heading",
      {{"n", static_cast<int>(headings) + 1}, {"heading", fill(texts, kExampleKey + "heading")}});
  if (draw_turning_panel(flow, kit, texts, *example, heading, body_pt, !last_try)) return;
  flow.new_page();  // The sheet then tries a smaller size.
}

}  // namespace matchbox::documents
