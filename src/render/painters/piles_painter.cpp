// SPDX-FileCopyrightText: 2026 The matchbox authors
// SPDX-License-Identifier: GPL-3.0-or-later

// Nim boards: towers of counters with their sizes; slots as code discs and brackets.
#include "render/painters/piles_painter.h"

#include <algorithm>
#include <string>

#include "core/error.h"
#include "kit/codes.h"
#include "render/board_painter.h"
#include "render/painters/painter.h"
#include "render/text.h"

namespace matchbox::render::painters {

namespace {

// Proportions in counter pitches.
constexpr double kTop = 0.08;        // Above the tallest tower.
constexpr double kLaneGap = 0.1;     // Between a tower and its first bracket lane.
constexpr double kLanePitch = 0.19;  // Between bracket lanes.
constexpr double kPileGap = 0.28;    // Between one pile's last lane and the next tower.
constexpr double kLabelRow = 0.85;   // Under the towers, for the sizes.
constexpr double kCounter = 0.42;    // Counter radius.

int tallest(const games::BoardShape& shape, const games::Position& p) {
  int h = std::max(1, shape.cols);
  for (auto c : p.cells) h = std::max(h, static_cast<int>(c));
  return h;
}

double pile_pitch(int height) { return 1 + kLaneGap + height * kLanePitch + kPileGap; }

double tower_left(const PileLayout& l, int pile) {
  return l.x + pile * pile_pitch(l.height) * l.unit;
}

// Width and height in counter pitches.
layout::Point extent(int piles, int height) {
  return {piles * pile_pitch(height) - kPileGap, kTop + height + kLabelRow};
}

int size_of(const games::Position& p, int pile) {
  MATCHBOX_CHECK(pile >= 0 && pile < static_cast<int>(p.cells.size()));
  return p.cells[static_cast<std::size_t>(pile)];
}

// The size of a pile's size under it, and of a slot's code, for counters `u` points apart: in
// proportion to the counters at any size, as on a label.
double size_pt(double u) { return std::max(0.55 * u, kMinCodePt); }
double code_pt(double u) { return std::max(0.5 * u, kMinCodePt); }

void paint_tower(cairo_t* cr, const PileLayout& l, int pile, int size) {
  const double u = l.unit, left = tower_left(l, pile);
  const double floor = counter_centre(l, pile, 0).y + (kCounter + 0.06) * u;
  set_rgb(cr, kInk);
  cairo_set_line_width(cr, std::max(0.5, 0.05 * u));
  cairo_new_path(cr);
  cairo_move_to(cr, left - 0.04 * u, floor);
  cairo_line_to(cr, left + 1.04 * u, floor);
  cairo_stroke(cr);
  for (int k = 0; k < size; ++k) {
    const layout::Point c = counter_centre(l, pile, k);
    cairo_new_path(cr);
    cairo_arc(cr, c.x, c.y, kCounter * u, 0, 2 * kPi);
    fill_piece(cr, true, u);
  }
  TextStyle style{.size_pt = size_pt(u), .weight = Weight::kBold, .align = Align::kCenter};
  const layout::Point at = pile_label_centre(l, pile);
  const std::string text = std::to_string(size);
  set_rgb(cr, kInk);
  draw_text(cr, text, at.x, at.y - measure_text(cr, text, style).height / 2, style);
}

class PilesPainter final : public KindPainter {
 public:
  double aspect(const games::BoardShape& shape, const games::Position& p) const override {
    return pile_aspect(shape, p);
  }
  void board(cairo_t* cr, const games::BoardShape& shape, const games::Position& p,
             const layout::Rect& board) const override {
    const PileLayout l = pile_layout(shape, p, board);
    for (int i = 0; i < static_cast<int>(p.cells.size()); ++i) paint_tower(cr, l, i, size_of(p, i));
  }
  SlotGeometry geometry(const games::BoardShape& shape, const games::Position& p,
                        const std::vector<kit::BeadSlot>& slots,
                        const layout::Rect& board) const override {
    const PileLayout l = pile_layout(shape, p, board);
    const std::vector<PileMark> marks = pile_marks(l, p, slots);
    SlotGeometry out;
    out.min_text_pt = std::min(size_pt(l.unit), code_pt(l.unit));
    for (std::size_t i = 0; i < marks.size(); ++i)
      out.discs.push_back(
          {static_cast<int>(i), marks[i].disc, (kCounter + 0.03) * l.unit, code_pt(l.unit)});
    return out;
  }
  void slots(cairo_t* cr, const games::BoardShape& shape, const games::Position& p,
             const std::vector<kit::BeadSlot>& slots, const kit::Palette& palette,
             const layout::Rect& board) const override {
    const PileLayout l = pile_layout(shape, p, board);
    const std::vector<PileMark> marks = pile_marks(l, p, slots);
    const double u = l.unit, width = std::max(0.7, 0.09 * u), halo = std::max(0.35, 0.03 * u);
    for (std::size_t i = 0; i < marks.size(); ++i) {
      const layout::Segment s = marks[i].bracket;
      const double tick_end = s.a.x - (kLaneGap + (marks[i].lane + 0.5) * kLanePitch) * u;
      const auto path = [&] {
        cairo_new_path(cr);
        cairo_move_to(cr, s.a.x, s.a.y);
        cairo_line_to(cr, s.b.x, s.b.y);
        cairo_line_to(cr, tick_end, s.b.y);
      };
      cairo_set_line_cap(cr, CAIRO_LINE_CAP_SQUARE);
      cairo_set_line_join(cr, CAIRO_LINE_JOIN_MITER);
      stroke_haloed(cr, path, palette.colours[static_cast<std::size_t>(slots[i].colour)].rgb, width,
                    halo);
    }
    for (const CodeDisc& d : geometry(shape, p, slots, board).discs) {
      const kit::Colour& c = palette.colours[static_cast<std::size_t>(slots[d.slot].colour)];
      paint_code_disc(cr, d.centre.x, d.centre.y, d.radius, c.rgb, kit::local_code(c), d.code_pt);
    }
  }
};

}  // namespace

double pile_aspect(const games::BoardShape& shape, const games::Position& position) {
  const layout::Point e =
      extent(std::max<int>(1, static_cast<int>(position.cells.size())), tallest(shape, position));
  return e.x / e.y;
}

PileLayout pile_layout(const games::BoardShape& shape, const games::Position& position,
                       const layout::Rect& board) {
  PileLayout l;
  l.piles = std::max<int>(1, static_cast<int>(position.cells.size()));
  l.height = tallest(shape, position);
  const layout::Point e = extent(l.piles, l.height);
  l.unit = std::min(board.w / e.x, board.h / e.y);
  l.x = board.x + (board.w - e.x * l.unit) / 2;
  l.y = board.y + (board.h - e.y * l.unit) / 2;
  return l;
}

layout::Point counter_centre(const PileLayout& l, int pile, int index) {
  return {tower_left(l, pile) + 0.5 * l.unit, l.y + (kTop + l.height - index - 0.5) * l.unit};
}

layout::Point pile_label_centre(const PileLayout& l, int pile) {
  return {tower_left(l, pile) + 0.5 * l.unit, l.y + (kTop + l.height + kLabelRow / 2) * l.unit};
}

double counter_radius(const PileLayout& l) { return kCounter * l.unit; }

std::vector<PileMark> pile_marks(const PileLayout& l, const games::Position& position,
                                 const std::vector<kit::BeadSlot>& slots) {
  std::vector<PileMark> marks;
  std::vector<std::vector<int>> amounts(position.cells.size());  // Per pile, for the lanes.
  for (const kit::BeadSlot& s : slots) {
    MATCHBOX_CHECK(s.move.path.size() == 2);
    const int pile = s.move.path[0], amount = s.move.path[1], size = size_of(position, pile);
    MATCHBOX_CHECK(amount >= 1 && amount <= size);
    amounts[static_cast<std::size_t>(pile)].push_back(amount);
  }
  for (auto& a : amounts) std::sort(a.begin(), a.end());
  for (const kit::BeadSlot& s : slots) {
    const int pile = s.move.path[0], amount = s.move.path[1], size = size_of(position, pile);
    const auto& lane_of = amounts[static_cast<std::size_t>(pile)];
    const int lane = static_cast<int>(std::lower_bound(lane_of.begin(), lane_of.end(), amount) -
                                      lane_of.begin());
    const double x = tower_left(l, pile) + (1 + kLaneGap + (lane + 0.5) * kLanePitch) * l.unit;
    const layout::Point lowest = counter_centre(l, pile, size - amount);
    const double top = counter_centre(l, pile, size - 1).y - kCounter * l.unit;
    marks.push_back({lowest, {{x, top}, {x, lowest.y + kCounter * l.unit}}, lane});
  }
  return marks;
}

const KindPainter& piles_painter() {
  static const PilesPainter painter;
  return painter;
}

}  // namespace matchbox::render::painters
