// SPDX-FileCopyrightText: 2026 The matchbox authors
// SPDX-License-Identifier: GPL-3.0-or-later

// Board pictures for every BoardShape kind, drawn on an image surface, and the geometry of
// arrows (jump chains) and Nim marks checked without Cairo.
#include "render/board_painter.h"

#include <catch2/catch.hpp>
#include <cmath>

#include "games/registry.h"
#include "render/cairo_handles.h"
#include "render/painters/piles_painter.h"
#include "render/painters/squares.h"

using namespace matchbox;

namespace {

using Kind = games::BoardShape::Kind;

kit::Palette palette() {
  return {"p",
          "p",
          "",
          {{"black", 0x000000, "K"},
           {"yellow", 0xF0E442, "Y"},
           {"white", 0xFFFFFF, "W"},
           {"blue", 0x0072B2, "B"},
           {"orange", 0xE69F00, "O"},
           {"purple", 0xCC79A7, "P"}}};
}

kit::BeadSlot slot(std::vector<std::int8_t> path, int colour) {
  kit::BeadSlot s;
  s.move.path = std::move(path);
  s.colour = colour;
  s.beads = 1;
  return s;
}

// Checkers on width x height: the dark squares of a1's colour, numbered from White's back row
// (the bottom of the picture), left to right (docs/machine-files.md).
games::BoardShape checkers_shape(int width, int height) {
  games::BoardShape shape{Kind::kCheckers, height, width, {}, {}};
  for (int rank = 0; rank < height; ++rank)
    for (int file = 0; file < width; ++file)
      if ((rank + file) % 2 == 0) {
        shape.cell_row.push_back(height - 1 - rank);
        shape.cell_col.push_back(file);
      }
  return shape;
}

games::BoardShape square_shape(Kind kind, int rows, int cols) {
  games::BoardShape shape{kind, rows, cols, {}, {}};
  for (int i = 0; i < rows * cols; ++i)
    shape.cell_row.push_back(i / cols), shape.cell_col.push_back(i % cols);
  return shape;
}

struct Ink {
  double inside = 0;  // Share of the area's pixels that are not white.
  int outside = 0;    // Non-white pixels outside the area.
};

// Draws board and slots in `area` of a 160 x 140 image and counts inked pixels.
Ink paint(const games::BoardShape& shape, const games::Position& p,
          const std::vector<kit::BeadSlot>& slots, const layout::Rect& area = {20, 20, 120, 100}) {
  render::SurfacePtr surface(cairo_image_surface_create(CAIRO_FORMAT_RGB24, 160, 140));
  render::CairoPtr cr(cairo_create(surface.get()));
  cairo_set_source_rgb(cr.get(), 1, 1, 1);
  cairo_paint(cr.get());
  render::paint_board(cr.get(), shape, p, area);
  render::paint_slots(cr.get(), shape, p, slots, palette(), area);
  REQUIRE(cairo_status(cr.get()) == CAIRO_STATUS_SUCCESS);
  cairo_surface_flush(surface.get());
  const unsigned char* data = cairo_image_surface_get_data(surface.get());
  const int stride = cairo_image_surface_get_stride(surface.get());
  Ink ink;
  int in = 0;
  for (int y = 0; y < 140; ++y)
    for (int x = 0; x < 160; ++x) {
      const bool inked =
          (reinterpret_cast<const std::uint32_t*>(data + y * stride)[x] & 0xFFFFFF) != 0xFFFFFF;
      // One pixel of antialiasing round the area is allowed.
      const bool within =
          x >= area.x - 1 && x < area.right() + 1 && y >= area.y - 1 && y < area.bottom() + 1;
      if (within && inked) ++in;
      if (!within && inked) ++ink.outside;
    }
  ink.inside = in / (area.w * area.h);
  return ink;
}

layout::Point centre_of_square(const games::BoardShape& shape, const layout::Rect& board,
                               int cell) {
  const double side = board.w / shape.cols;
  return {board.x + (shape.cell_col[static_cast<std::size_t>(cell)] + 0.5) * side,
          board.y + (shape.cell_row[static_cast<std::size_t>(cell)] + 0.5) * side};
}

bool near(layout::Point a, layout::Point b) { return std::hypot(a.x - b.x, a.y - b.y) < 1e-6; }

}  // namespace

TEST_CASE("every board kind paints inside its rectangle without Cairo errors", "[render]") {
  const games::BoardShape grid = square_shape(Kind::kGrid, 3, 3);
  const games::Position ttt{{1, 0, 0, 0, 2, 0, 0, 0, 0}, core::Player::kFirst};
  CHECK(paint(grid, ttt, {}).inside > 0.02);
  const Ink placed = paint(grid, ttt, {slot({1}, 0), slot({2}, 1), slot({8}, 2)});
  CHECK(placed.inside > paint(grid, ttt, {}).inside + 0.02);
  CHECK(placed.outside == 0);

  const games::BoardShape pawns = square_shape(Kind::kPawns, 3, 3);
  const games::Position hex{{2, 2, 2, 0, 1, 0, 1, 0, 1}, core::Player::kSecond};
  const Ink moves = paint(pawns, hex, {slot({0, 3}, 0), slot({0, 4}, 1), slot({2, 4}, 2)});
  CHECK(moves.inside > 0.2);
  CHECK(moves.outside == 0);

  // 4x4: white men on 1, 2, a white king on 6, a black man on 7, a black king on 8.
  const games::Position checkers{{1, 1, 0, 0, 0, 3, 2, 4}, core::Player::kSecond};
  const Ink mini = paint(checkers_shape(4, 4), checkers, {slot({6, 4}, 0), slot({7, 4}, 1)});
  CHECK(mini.inside > 0.2);
  CHECK(mini.outside == 0);

  // 5x5: a black man on 13 (e5) jumps d4 and b2, landing on c3 and then a1; a black king on
  // 12 (c5) steps to b4; a white king on 6 (a3).
  games::Position five{std::vector<std::int8_t>(13, 0), core::Player::kSecond};
  five.cells[12] = 2, five.cells[9] = 1, five.cells[3] = 1, five.cells[11] = 4, five.cells[5] = 3;
  const Ink chain = paint(checkers_shape(5, 5), five, {slot({12, 6, 0}, 3), slot({11, 8}, 4)});
  CHECK(chain.inside > 0.2);
  CHECK(chain.outside == 0);

  games::BoardShape piles{Kind::kPiles, 3, 3, {}, {}};
  const games::Position nim{{1, 2, 3}, core::Player::kFirst};
  const Ink taken = paint(piles, nim,
                          {slot({0, 1}, 0), slot({1, 1}, 1), slot({1, 2}, 2), slot({2, 1}, 3),
                           slot({2, 2}, 4), slot({2, 3}, 5)});
  CHECK(taken.inside > 0.05);
  CHECK(taken.outside == 0);
  CHECK(render::board_aspect(piles, nim) > 1);
  // Every position of one game is drawn at the same scale.
  CHECK(render::board_aspect(piles, {{0, 0, 1}, core::Player::kFirst}) ==
        Approx(render::board_aspect(piles, nim)));
}

TEST_CASE("a jump chain's arrow passes through every landing square", "[render]") {
  const games::BoardShape shape = checkers_shape(5, 5);
  const games::Position p{std::vector<std::int8_t>(13, 0), core::Player::kFirst};
  const layout::Rect board = render::board_rect(shape, p, {7, 11, 130, 100});
  const auto grid = render::painters::square_grid(shape, board);
  // c1 (2) jumps to e3 (8), then to c5 (12): cells 1, 7, 11.
  const games::Move chain{{1, 7, 11}};
  const auto pts = render::painters::arrow_polyline(shape, grid, chain);
  REQUIRE(pts.size() == 3);
  CHECK(near(pts[1], centre_of_square(shape, board, 7)));
  CHECK(near(pts[2], centre_of_square(shape, board, 11)));  // The arrow's tip.
  // The shaft starts on the first leg, clear of the moving piece's centre but in its square.
  const layout::Point from = centre_of_square(shape, board, 1);
  const double side = board.w / 5;
  CHECK(std::hypot(pts[0].x - from.x, pts[0].y - from.y) > 0.2 * side);
  CHECK(std::abs(pts[0].x - from.x) < side / 2);
  CHECK(std::abs(pts[0].y - from.y) < side / 2);
  CHECK((pts[0].x - from.x) * (pts[1].x - from.x) > 0);  // Heading for the first landing.

  // Every chain the checkers engine generates, drawn the same way.
  const auto game = games::make_game("checkers", {{"width", "5"}, {"height", "5"}});
  const games::Position start = game->parse(".ww.b....b..b", core::Player::kFirst);
  int chains = 0;
  for (const games::Move& m : game->legal_moves(start)) {
    const auto line = render::painters::arrow_polyline(game->shape(), grid, m);
    REQUIRE(line.size() == m.path.size());
    for (std::size_t i = 1; i < m.path.size(); ++i)
      CHECK(near(line[i], centre_of_square(game->shape(), board, m.path[i])));
    chains += m.path.size() > 2;
  }
  CHECK(chains >= 1);
}

TEST_CASE("Nim marks: one counter and one bracket lane per slot of a pile", "[render]") {
  namespace pt = render::painters;
  const games::BoardShape shape{Kind::kPiles, 3, 3, {}, {}};
  const games::Position p{{1, 3, 3}, core::Player::kFirst};
  std::vector<kit::BeadSlot> slots;
  for (int pile = 0; pile < 3; ++pile)
    for (int k = 1; k <= p.cells[static_cast<std::size_t>(pile)]; ++k)
      slots.push_back(slot({static_cast<std::int8_t>(pile), static_cast<std::int8_t>(k)}, 0));
  const layout::Rect board = render::board_rect(shape, p, {0, 0, 200, 100});
  const pt::PileLayout l = pt::pile_layout(shape, p, board);
  const auto marks = pt::pile_marks(l, p, slots);
  REQUIRE(marks.size() == 7);
  const double r = pt::counter_radius(l);
  for (std::size_t i = 0; i < slots.size(); ++i) {
    const int pile = slots[i].move.path[0], k = slots[i].move.path[1];
    const int size = p.cells[static_cast<std::size_t>(pile)];
    INFO("take " << k << " from pile " << pile);
    CHECK(near(marks[i].disc, pt::counter_centre(l, pile, size - k)));  // Lowest counter taken.
    CHECK(marks[i].lane == k - 1);
    CHECK(marks[i].bracket.a.y == Approx(pt::counter_centre(l, pile, size - 1).y - r));
    CHECK(marks[i].bracket.b.y == Approx(pt::counter_centre(l, pile, size - k).y + r));
    CHECK(marks[i].bracket.a.x > pt::counter_centre(l, pile, 0).x + r);  // Beside the tower,
    if (pile + 1 < 3)                                                    // not the next one.
      CHECK(marks[i].bracket.a.x < pt::counter_centre(l, pile + 1, 0).x - r);
    CHECK(board.contains({marks[i].bracket.a.x, marks[i].bracket.a.y, 0,
                          marks[i].bracket.b.y - marks[i].bracket.a.y}));
  }
  // Take 1 and take 2 from the same pile: different counters, different lanes.
  CHECK(marks[1].disc.y != Approx(marks[2].disc.y));
  CHECK(marks[1].bracket.a.x != Approx(marks[2].bracket.a.x));
  // Lanes follow the pile's own slots: a lone "take 3" stands nearest its tower.
  const auto lone = pt::pile_marks(l, p, {slot({2, 3}, 1)});
  CHECK(lone.front().lane == 0);
}

TEST_CASE("board rectangles keep the board's aspect inside the area", "[render]") {
  games::BoardShape wide{Kind::kPawns, 3, 5, {}, {}};
  const games::Position p{std::vector<std::int8_t>(15, 0), core::Player::kFirst};
  const auto r = render::board_rect(wide, p, {0, 0, 100, 100});
  CHECK(r.w == Approx(100));
  CHECK(r.h == Approx(60));
  CHECK(r.y == Approx(20));
}

TEST_CASE("code text contrasts with its colour", "[render]") {
  CHECK(render::contrast_rgb(0x000000) == 0xFFFFFF);
  CHECK(render::contrast_rgb(0xFFFFFF) == 0x000000);
  CHECK(render::contrast_rgb(0xF0E442) == 0x000000);  // Yellow.
  CHECK(render::contrast_rgb(0x0072B2) == 0xFFFFFF);  // Blue.
}
