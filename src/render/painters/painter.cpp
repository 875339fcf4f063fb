// SPDX-FileCopyrightText: 2026 The matchbox authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "render/painters/painter.h"

#include <algorithm>

#include "render/board_painter.h"

namespace matchbox::render::painters {

std::uint32_t halo_rgb(std::uint32_t rgb) {
  return contrast_rgb(rgb) == kPaper ? kPaper : kOutline;
}

namespace {

double piece_outline(double cell) { return std::max(0.5, cell * 0.04); }

}  // namespace

void fill_piece(cairo_t* cr, bool white, double cell) {
  set_rgb(cr, white ? kPaper : 0x111111);
  cairo_fill_preserve(cr);
  set_rgb(cr, kInk);
  cairo_set_line_width(cr, piece_outline(cell));
  cairo_set_line_join(cr, CAIRO_LINE_JOIN_ROUND);
  cairo_stroke(cr);
}

void paint_round_piece(cairo_t* cr, layout::Point c, double r, bool white, double cell) {
  cairo_new_path(cr);
  cairo_arc(cr, c.x, c.y, r, 0, 2 * kPi);
  set_rgb(cr, white ? kPaper : 0x111111);
  cairo_fill(cr);
  ring_path(cr, c.x, c.y, r, piece_outline(cell));
  set_rgb(cr, kInk);
  cairo_fill(cr);
}

void ring_path(cairo_t* cr, double cx, double cy, double r, double width) {
  cairo_new_sub_path(cr);
  cairo_arc(cr, cx, cy, r + width / 2, 0, 2 * kPi);
  cairo_new_sub_path(cr);
  cairo_arc_negative(cr, cx, cy, std::max(0.0, r - width / 2), 2 * kPi, 0);
}

void stroke_haloed(cairo_t* cr, const std::function<void()>& path, std::uint32_t rgb, double width,
                   double halo) {
  set_rgb(cr, halo_rgb(rgb));
  path();
  cairo_set_line_width(cr, width + 2 * halo);
  cairo_stroke(cr);
  set_rgb(cr, rgb);
  path();
  cairo_set_line_width(cr, width);
  cairo_stroke(cr);
}

}  // namespace matchbox::render::painters
