// SPDX-FileCopyrightText: 2026 The matchbox authors
// SPDX-License-Identifier: GPL-3.0-or-later

// The corners of a label's cell (render/label.h): the ply cue in the top-left corner and the
// rounded outline of a sticker.
#include <fmt/format.h>

#include <algorithm>
#include <string>

#include "render/board_painter.h"
#include "render/label.h"
#include "render/stamp.h"

namespace matchbox::render {

namespace {

constexpr double kPi = 3.14159265358979323846;

}  // namespace

std::uint32_t ply_tint(const std::vector<int>& plies, int ply) {
  constexpr std::uint32_t kTints[] = {0xC6DBEF, 0xFDD0A2, 0xC7E9C0, 0xDADAEB};
  const auto at = std::find(plies.begin(), plies.end(), ply) - plies.begin();
  return kTints[static_cast<std::size_t>(at) % std::size(kTints)];
}

void paint_ply_corner(cairo_t* cr, const layout::Rect& rect, double leg, std::uint32_t tint) {
  // Rounded: insets measured from each label's position differ in their last bits.
  const std::string key = fmt::format("ply corner {:.3f} {:06X}", leg, tint);
  stamp(cr, key, {-1, -1, leg + 2, leg + 2}, rect.x, rect.y, [&](cairo_t* c, double x, double y) {
    cairo_save(c);
    cairo_move_to(c, x, y);
    cairo_line_to(c, x + leg, y);
    cairo_line_to(c, x, y + leg);
    cairo_close_path(c);
    set_rgb(c, tint);
    cairo_fill(c);
    cairo_move_to(c, x + leg, y);
    cairo_line_to(c, x, y + leg);
    cairo_set_source_rgb(c, 0.4, 0.4, 0.4);
    cairo_set_line_width(c, 0.4);
    cairo_stroke(c);
    cairo_restore(c);
  });
}

void rounded_rect_path(cairo_t* cr, const layout::Rect& r, double radius) {
  const double rad = std::clamp(radius, 0.0, std::min(r.w, r.h) / 2);
  cairo_new_path(cr);
  if (rad <= 0) {
    cairo_rectangle(cr, r.x, r.y, r.w, r.h);
    return;
  }
  cairo_arc(cr, r.right() - rad, r.y + rad, rad, -kPi / 2, 0);
  cairo_arc(cr, r.right() - rad, r.bottom() - rad, rad, 0, kPi / 2);
  cairo_arc(cr, r.x + rad, r.bottom() - rad, rad, kPi / 2, kPi);
  cairo_arc(cr, r.x + rad, r.y + rad, rad, kPi, 3 * kPi / 2);
  cairo_close_path(cr);
}

}  // namespace matchbox::render
