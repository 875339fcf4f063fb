// Board pictures for every BoardShape kind, drawn on an image surface.
#include "render/board_painter.h"

#include <catch2/catch.hpp>

#include "render/cairo_handles.h"

using namespace matchbox;

namespace {

kit::Palette palette() {
  return {"p",
          "p",
          "",
          {{"black", 0x000000, "K"}, {"yellow", 0xF0E442, "Y"}, {"white", 0xFFFFFF, "W"}}};
}

kit::BeadSlot slot(std::vector<std::int8_t> path, int colour) {
  kit::BeadSlot s;
  s.move.path = std::move(path);
  s.colour = colour;
  s.beads = 1;
  return s;
}

// 4x4 checkers: the 8 dark squares, numbered from White's back row (bottom) as SPEC §3.3.
games::BoardShape checkers_shape() {
  games::BoardShape shape{games::BoardShape::Kind::kCheckers, 4, 4, {}, {}};
  for (int i = 0; i < 8; ++i) {
    const int rank = i / 2;  // 0 = White's back row.
    shape.cell_row.push_back(3 - rank);
    shape.cell_col.push_back(2 * (i % 2) + (rank % 2));
  }
  return shape;
}

// Draws and returns the share of non-white pixels in the board's area.
double paint(const games::BoardShape& shape, const games::Position& p,
             const std::vector<kit::BeadSlot>& slots) {
  render::SurfacePtr surface(cairo_image_surface_create(CAIRO_FORMAT_RGB24, 120, 120));
  render::CairoPtr cr(cairo_create(surface.get()));
  cairo_set_source_rgb(cr.get(), 1, 1, 1);
  cairo_paint(cr.get());
  const layout::Rect area{10, 10, 100, 100};
  render::paint_board(cr.get(), shape, p, area);
  render::paint_slots(cr.get(), shape, p, slots, palette(), area);
  REQUIRE(cairo_status(cr.get()) == CAIRO_STATUS_SUCCESS);
  cairo_surface_flush(surface.get());
  const unsigned char* data = cairo_image_surface_get_data(surface.get());
  const int stride = cairo_image_surface_get_stride(surface.get());
  int inked = 0;
  for (int y = 0; y < 120; ++y)
    for (int x = 0; x < 120; ++x)
      if ((reinterpret_cast<const std::uint32_t*>(data + y * stride)[x] & 0xFFFFFF) != 0xFFFFFF)
        ++inked;
  return inked / (120.0 * 120.0);
}

}  // namespace

TEST_CASE("every board kind draws its pieces and slots", "[render]") {
  games::BoardShape grid{games::BoardShape::Kind::kGrid, 3, 3, {}, {}};
  for (int i = 0; i < 9; ++i) grid.cell_row.push_back(i / 3), grid.cell_col.push_back(i % 3);
  const games::Position ttt{{1, 0, 0, 0, 2, 0, 0, 0, 0}, core::Player::kFirst};
  CHECK(paint(grid, ttt, {}) > 0.02);
  CHECK(paint(grid, ttt, {slot({1}, 0), slot({2}, 1), slot({8}, 2)}) > paint(grid, ttt, {}) + 0.02);

  games::BoardShape pawns = grid;
  pawns.kind = games::BoardShape::Kind::kPawns;
  const games::Position hex{{2, 2, 2, 0, 1, 0, 1, 0, 1}, core::Player::kSecond};
  CHECK(paint(pawns, hex, {slot({0, 3}, 0), slot({0, 4}, 1), slot({2, 4}, 2)}) > 0.2);

  const games::Position checkers{{1, 1, 0, 0, 0, 3, 2, 4}, core::Player::kSecond};
  CHECK(paint(checkers_shape(), checkers, {slot({6, 4}, 0), slot({7, 5, 3}, 1)}) > 0.2);

  games::BoardShape piles{games::BoardShape::Kind::kPiles, 0, 0, {}, {}};
  const games::Position nim{{1, 2, 3}, core::Player::kFirst};
  CHECK(render::board_aspect(piles, nim) == Approx(1.0));
  CHECK(paint(piles, nim, {slot({2, 1}, 0), slot({2, 3}, 1), slot({0, 1}, 2)}) > 0.05);
}

TEST_CASE("board rectangles keep the board's aspect inside the area", "[render]") {
  games::BoardShape wide{games::BoardShape::Kind::kPawns, 3, 5, {}, {}};
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
