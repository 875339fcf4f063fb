// SPDX-FileCopyrightText: 2026 The matchbox authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "render/board_painter.h"

#include <fmt/format.h>

#include <algorithm>

#include "core/error.h"
#include "render/painters/painter.h"
#include "render/painters/squares.h"
#include "render/stamp.h"
#include "render/text.h"

namespace matchbox::render {

namespace {

using Kind = games::BoardShape::Kind;

const painters::KindPainter& painter_for(Kind kind) {
  switch (kind) {
    case Kind::kGrid:
      return painters::grid_painter();
    case Kind::kPawns:
      return painters::pawns_painter();
    case Kind::kCheckers:
      return painters::checkers_painter();
    case Kind::kPiles:
      return painters::piles_painter();
    case Kind::kGo:
      return painters::go_painter();
  }
  MATCHBOX_CHECK(false);
  return painters::grid_painter();
}

}  // namespace

void set_rgb(cairo_t* cr, std::uint32_t rgb) {
  cairo_set_source_rgb(cr, ((rgb >> 16) & 0xFF) / 255.0, ((rgb >> 8) & 0xFF) / 255.0,
                       (rgb & 0xFF) / 255.0);
}

std::uint32_t contrast_rgb(std::uint32_t rgb) {
  const double r = ((rgb >> 16) & 0xFF) / 255.0, g = ((rgb >> 8) & 0xFF) / 255.0,
               b = (rgb & 0xFF) / 255.0;
  return 0.2126 * r + 0.7152 * g + 0.0722 * b > 0.5 ? 0x000000 : 0xFFFFFF;
}

void paint_code_disc(cairo_t* cr, double cx, double cy, double r, std::uint32_t rgb,
                     const std::string& code, double code_pt) {
  TextStyle style;
  style.size_pt = code_pt;
  style.weight = Weight::kBold;
  style.align = Align::kCenter;
  const TextExtent e = measure_text(cr, code, style);
  const double outline = std::max(0.4, r * 0.09);
  const double half_w = std::max(r + outline, e.width / 2) + 1;
  const double half_h = std::max(r + outline, e.height / 2) + 1;
  const std::string key = fmt::format("disc {} {:06X} {} {}", r, rgb, code_pt, code);
  stamp(cr, key, {-half_w, -half_h, 2 * half_w, 2 * half_h}, cx, cy,
        [&](cairo_t* c, double x, double y) {
          cairo_new_path(c);
          cairo_arc(c, x, y, r, 0, 2 * painters::kPi);
          set_rgb(c, rgb);
          cairo_fill(c);
          painters::ring_path(c, x, y, r, outline);
          set_rgb(c, painters::kOutline);
          cairo_fill(c);
          set_rgb(c, contrast_rgb(rgb));
          draw_text(c, code, x, y - e.height / 2, style);
        });
}

double board_aspect(const games::BoardShape& shape, const games::Position& position) {
  return painter_for(shape.kind).aspect(shape, position);
}

layout::Rect board_rect(const games::BoardShape& shape, const games::Position& position,
                        const layout::Rect& area) {
  const double aspect = board_aspect(shape, position);
  const double w = std::min(area.w, area.h * aspect), h = w / aspect;
  return {area.x + (area.w - w) / 2, area.y + (area.h - h) / 2, w, h};
}

void paint_board(cairo_t* cr, const games::BoardShape& shape, const games::Position& position,
                 const layout::Rect& area) {
  cairo_save(cr);
  painter_for(shape.kind).board(cr, shape, position, board_rect(shape, position, area));
  cairo_restore(cr);
}

SlotGeometry slot_geometry(const games::BoardShape& shape, const games::Position& position,
                           const std::vector<kit::BeadSlot>& slots, const layout::Rect& area) {
  return painter_for(shape.kind)
      .geometry(shape, position, slots, board_rect(shape, position, area));
}

void paint_slots(cairo_t* cr, const games::BoardShape& shape, const games::Position& position,
                 const std::vector<kit::BeadSlot>& slots, const kit::Palette& palette,
                 const layout::Rect& area) {
  for (const kit::BeadSlot& s : slots)
    MATCHBOX_CHECK(s.colour >= 0 && s.colour < static_cast<int>(palette.colours.size()));
  cairo_save(cr);
  painter_for(shape.kind)
      .slots(cr, shape, position, slots, palette, board_rect(shape, position, area));
  cairo_restore(cr);
}

void paint_cell_names(cairo_t* cr, const games::BoardShape& shape, const games::Position& position,
                      const std::vector<std::string>& names, const layout::Rect& area) {
  if (shape.kind == Kind::kPiles) return;
  const painters::SquareGrid g = painters::square_grid(shape, board_rect(shape, position, area));
  TextStyle style{.size_pt = std::clamp(g.cell * 0.32, 6.0, 11.0), .align = Align::kCenter};
  cairo_save(cr);
  for (std::size_t i = 0; i < names.size(); ++i) {
    const layout::Point c = painters::cell_centre(shape, g, static_cast<int>(i));
    const TextExtent size = measure_text(cr, names[i], style);
    if (shape.kind == Kind::kGo && !names[i].empty()) {
      // A go point's name sits where two lines cross: paper behind it keeps it readable.
      set_rgb(cr, painters::kPaper);
      cairo_rectangle(cr, c.x - size.width / 2 - 1, c.y - size.height / 2, size.width + 2,
                      size.height);
      cairo_fill(cr);
    }
    cairo_set_source_rgb(cr, 0.15, 0.15, 0.15);
    draw_text(cr, names[i], c.x, c.y - size.height / 2, style);
  }
  cairo_restore(cr);
}

}  // namespace matchbox::render
