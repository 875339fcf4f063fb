// SPDX-FileCopyrightText: 2026 The matchbox authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include <catch2/catch.hpp>

#include "layout/cell_flow.h"
#include "layout/crop_marks.h"
#include "layout/label_grid.h"
#include "layout/page_plan.h"

using namespace matchbox;
using core::Length;
using layout::Rect;

namespace {

// Avery L7654 (label_sheets.csv): 45.7 x 25.4 mm, 4 x 10, origin 10 / 22 mm, pitch 48.5 / 25.4.
layout::SheetTemplate l7654() {
  layout::SheetTemplate s;
  s.id = "avery-l7654";
  s.paper = "A4";
  s.paper_width = Length::mm(210);
  s.paper_height = Length::mm(297);
  s.label_width = Length::mm(45.7);
  s.label_height = Length::mm(25.4);
  s.nx = 4;
  s.ny = 10;
  s.x0 = Length::mm(10);
  s.y0 = Length::mm(22);
  s.dx = Length::mm(48.5);
  s.dy = Length::mm(25.4);
  return s;
}

}  // namespace

TEST_CASE("label cells follow the grid in reading order, offset applied", "[layout]") {
  auto cells = layout::label_cells(l7654(), {Length::mm(1), Length::mm(-2)});
  REQUIRE(cells.size() == 40);
  CHECK(cells[0].x == Approx(Length::mm(11).pt()));
  CHECK(cells[0].y == Approx(Length::mm(20).pt()));
  CHECK(cells[1].x == Approx(Length::mm(59.5).pt()));  // Next column first.
  CHECK(cells[4].y == Approx(Length::mm(45.4).pt()));  // Then the next row.
  CHECK(cells[39].right() == Approx(Length::mm(10 + 3 * 48.5 + 45.7 + 1).pt()));
  CHECK(cells[0].w == Approx(Length::mm(45.7).pt()));
}

TEST_CASE("check_grid accepts real sheets and names what is wrong", "[layout]") {
  CHECK(layout::check_grid(l7654()).empty());
  auto wide = l7654();
  wide.nx = 5;
  CHECK_THAT(layout::check_grid(wide), Catch::Contains("paper is only 210.0 mm wide"));
  auto tall = l7654();
  tall.y0 = Length::mm(50);
  CHECK_THAT(layout::check_grid(tall), Catch::Contains("tall"));
  auto overlap = l7654();
  overlap.dx = Length::mm(40);
  CHECK_THAT(layout::check_grid(overlap), Catch::Contains("labels overlap"));
  auto empty = l7654();
  empty.ny = 0;
  CHECK_FALSE(layout::check_grid(empty).empty());
}

TEST_CASE("page plan fills sheets in order and keeps labels on the page", "[layout]") {
  auto sheet = l7654();
  auto plan = layout::plan_labels(304, sheet);
  CHECK(plan.pages == 8);  // 304 / 40 = 7.6.
  REQUIRE(plan.placements.size() == 304);
  CHECK(plan.placements[39].page == 0);
  CHECK(plan.placements[40].page == 1);
  CHECK(plan.placements[40].cell == 0);
  CHECK(plan.on_page(7).size() == 24);
  const auto cells = layout::label_cells(sheet);
  for (const auto& p : plan.placements) {
    CHECK(layout::page_rect(sheet).contains(p.rect));
    CHECK(p.rect.x == cells[static_cast<std::size_t>(p.cell)].x);
  }
  CHECK(layout::plan_labels(0, sheet).pages == 0);
  CHECK(layout::plan_labels(40, sheet).pages == 1);
  CHECK(layout::plan_labels(41, sheet).pages == 2);
}

TEST_CASE("crop marks: every corner of separate labels, outer edges only of touching ones",
          "[layout]") {
  layout::CropMarkStyle style{3, 10, 3};
  // One label: 4 corners x 2 marks.
  auto one = layout::crop_marks({Rect{100, 100, 50, 30}}, style);
  CHECK(one.size() == 8);
  for (const auto& m : one) {  // Every mark outside the label.
    bool outside = m.a.x <= 100 - 3 || m.a.x >= 150 + 3 || m.a.y <= 100 - 3 || m.a.y >= 130 + 3;
    CHECK(outside);
  }
  // Two labels side by side, touching: the shared edge gets one mark above and one below, and
  // no mark runs into the neighbour.
  std::vector<Rect> pair{{100, 100, 50, 30}, {150, 100, 50, 30}};
  auto marks = layout::crop_marks(pair, style);
  CHECK(marks.size() == 10);  // 16, less 4 into the neighbour, less 2 shared.
  for (const auto& m : marks)
    for (const auto& r : pair) {
      layout::Point mid{(m.a.x + m.b.x) / 2, (m.a.y + m.b.y) / 2};
      CHECK_FALSE((mid.x > r.x && mid.x < r.right() && mid.y > r.y && mid.y < r.bottom()));
    }
}

TEST_CASE("flow: groups start under a heading, pages break between rows", "[layout]") {
  layout::FlowGrid grid{{0, 100, 100, 200}, {0, 0, 100, 300}, 25, 50, 20};
  auto plan = layout::flow_groups({1, 9, 2}, grid);
  // First page: heading 0 (100..120), row (120..170), heading 1 (170..190), rows 190..290.
  REQUIRE(plan.items.size() == 12);
  CHECK(plan.items[0].rect.y == Approx(120));
  CHECK(plan.items[1].rect.y == Approx(190));
  CHECK(plan.items[1].page == 0);
  CHECK(plan.items[5].rect.y == Approx(240));  // Second row of group 1.
  CHECK(plan.items[9].page == 1);              // Third row does not fit: next page.
  CHECK(plan.items[9].rect.y == Approx(20));   // Under the repeated heading.
  REQUIRE(plan.headings.size() == 4);
  CHECK(plan.headings[2].continued);
  CHECK(plan.headings[3].group == 2);
  CHECK(plan.pages == 2);
  for (const auto& item : plan.items)
    CHECK((item.page == 0 ? grid.first_area : grid.area).contains(item.rect));
}
