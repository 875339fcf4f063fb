// SPDX-FileCopyrightText: 2026 The matchbox authors
// SPDX-License-Identifier: GPL-3.0-or-later

// Go boards (games/go.h): the lines of the board with stones on their intersections, Black's
// solid and White's hollow; a forbidden ko point is a small square. Under the board a strip
// says what the position string says beyond the stones ("after a pass") and holds the pass
// bead, so the pass is a slot like any other.
#include <algorithm>
#include <optional>
#include <string>

#include "core/translation.h"
#include "render/board_painter.h"
#include "render/painters/painter.h"
#include "render/painters/squares.h"
#include "render/text.h"

namespace matchbox::render::painters {

namespace {

constexpr double kStrip = 0.6;   // Height of the strip under the board, in cells.
constexpr double kStone = 0.42;  // A stone's radius, in cells.

int board_cells(const games::BoardShape& shape) { return shape.rows * shape.cols; }

// The grid of the board part of a picture filling `board` (the strip below excluded).
SquareGrid go_grid(const games::BoardShape& shape, const layout::Rect& board) {
  const double cell = board.w / shape.cols;
  return SquareGrid{board.x, board.y, cell, shape.rows, shape.cols};
}

// The strip under the board: "after a pass" at its left, the pass bead at its right.
double strip_mid_y(const SquareGrid& g) { return g.y + g.cell * (g.rows + kStrip / 2); }
double strip_text_pt(const SquareGrid& g) { return std::max(kMinCodePt, g.cell * 0.26); }
double pass_disc_radius(const SquareGrid& g) { return g.cell * 0.22; }

void paint_go_lines(cairo_t* cr, const SquareGrid& g) {
  set_rgb(cr, kInk);
  cairo_set_line_width(cr, std::max(0.5, g.cell * 0.04));
  cairo_set_line_cap(cr, CAIRO_LINE_CAP_SQUARE);
  const double half = g.cell / 2;
  for (int i = 0; i < g.cols; ++i) {
    cairo_move_to(cr, g.x + half + i * g.cell, g.y + half);
    cairo_line_to(cr, g.x + half + i * g.cell, g.y + g.rows * g.cell - half);
  }
  for (int i = 0; i < g.rows; ++i) {
    cairo_move_to(cr, g.x + half, g.y + half + i * g.cell);
    cairo_line_to(cr, g.x + g.cols * g.cell - half, g.y + half + i * g.cell);
  }
  cairo_stroke(cr);
}

void paint_stones(cairo_t* cr, const games::BoardShape& shape, const games::Position& p,
                  const SquareGrid& g) {
  for (int i = 0; i < board_cells(shape); ++i) {
    const int stone = p.cells[static_cast<std::size_t>(i)];
    if (stone == 0) continue;
    const layout::Point c = cell_centre(shape, g, i);
    cairo_new_path(cr);
    cairo_arc(cr, c.x, c.y, g.cell * kStone, 0, 2 * kPi);
    fill_piece(cr, stone == 2, g.cell);
  }
  if (const int ko = p.cells[static_cast<std::size_t>(board_cells(shape))]; ko != 0) {
    const layout::Point c = cell_centre(shape, g, ko - 1);
    const double s = g.cell * 0.16;
    set_rgb(cr, kInk);
    cairo_set_line_width(cr, std::max(0.5, g.cell * 0.05));
    cairo_rectangle(cr, c.x - s, c.y - s, 2 * s, 2 * s);
    cairo_stroke(cr);
  }
}

// "after a pass" at the strip's left when the last move was a pass.
void paint_strip(cairo_t* cr, const games::BoardShape& shape, const games::Position& p,
                 const SquareGrid& g) {
  if (p.cells[static_cast<std::size_t>(board_cells(shape) + 1)] == 0) return;
  TextStyle style;
  style.size_pt = strip_text_pt(g);
  style.italic = true;
  set_rgb(cr, kInk);
  const std::string words = core::tr("board", "after a pass");
  draw_text(cr, words, g.x, strip_mid_y(g) - measure_text(cr, words, style).height / 2, style);
}

// The word "pass" before the pass bead's disc.
void paint_pass_word(cairo_t* cr, const SquareGrid& g, const CodeDisc& disc) {
  TextStyle style;
  style.size_pt = strip_text_pt(g);
  style.align = Align::kRight;
  set_rgb(cr, kInk);
  draw_text(cr, "pass", disc.centre.x - disc.radius * 1.3,
            disc.centre.y - measure_text(cr, "pass", style).height / 2, style);
}

class GoPainter final : public KindPainter {
 public:
  double aspect(const games::BoardShape& shape, const games::Position&) const override {
    return shape.cols / (shape.rows + kStrip);
  }
  void board(cairo_t* cr, const games::BoardShape& shape, const games::Position& p,
             const layout::Rect& board) const override {
    const SquareGrid g = go_grid(shape, board);
    paint_go_lines(cr, g);
    paint_stones(cr, shape, p, g);
    paint_strip(cr, shape, p, g);
  }
  // Placements as code discs on their intersections (render/painters/squares.h), clear of the
  // stones; the pass as a code disc at the right of the strip.
  SlotGeometry geometry(const games::BoardShape& shape, const games::Position& p,
                        const std::vector<kit::BeadSlot>& slots,
                        const layout::Rect& board) const override {
    const SquareGrid g = go_grid(shape, board);
    std::vector<kit::BeadSlot> placements;
    std::vector<int> slot_of;  // Index in `placements` -> index in `slots`.
    std::optional<int> pass;
    for (int s = 0; s < static_cast<int>(slots.size()); ++s) {
      if (slots[static_cast<std::size_t>(s)].move.path.at(0) >= board_cells(shape)) {
        pass = s;
        continue;
      }
      placements.push_back(slots[static_cast<std::size_t>(s)]);
      slot_of.push_back(s);
    }
    SlotGeometry out = square_slot_geometry(shape, p, g, placements, kStone);
    for (CodeDisc& d : out.discs) d.slot = slot_of[static_cast<std::size_t>(d.slot)];
    if (pass) {
      const double r = pass_disc_radius(g);
      out.discs.push_back(
          {*pass, {g.x + g.cell * g.cols - r, strip_mid_y(g)}, r, strip_text_pt(g)});
      out.min_text_pt =
          std::min(out.min_text_pt == 0 ? strip_text_pt(g) : out.min_text_pt, strip_text_pt(g));
      std::sort(out.discs.begin(), out.discs.end(),
                [](const CodeDisc& a, const CodeDisc& b) { return a.slot < b.slot; });
    }
    return out;
  }
  void slots(cairo_t* cr, const games::BoardShape& shape, const games::Position& p,
             const std::vector<kit::BeadSlot>& slots, const kit::Palette& palette,
             const layout::Rect& board) const override {
    const SquareGrid g = go_grid(shape, board);
    const SlotGeometry geometry = this->geometry(shape, p, slots, board);
    for (const CodeDisc& d : geometry.discs)
      if (slots[static_cast<std::size_t>(d.slot)].move.path.at(0) >= board_cells(shape))
        paint_pass_word(cr, g, d);
    paint_square_slots(cr, g, geometry, slots, palette);
  }
};

}  // namespace

const KindPainter& go_painter() {
  static const GoPainter painter;
  return painter;
}

}  // namespace matchbox::render::painters
