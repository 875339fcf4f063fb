// SPDX-FileCopyrightText: 2026 The matchbox authors
// SPDX-License-Identifier: GPL-3.0-or-later

// The legibility rules of render/legibility.h: each rule catches what it should on hand-made
// geometry, every label of every machine in games/ on every sheet template keeps them or is
// warned about by `matchbox kit` with the smallest template on which it reads, and text sizes
// are uniform across a sheet.
#include "render/legibility.h"

#include <unistd.h>

#include <algorithm>
#include <catch2/catch.hpp>
#include <filesystem>
#include <map>

#include "cli/run_command.h"
#include "layout/label_grid.h"
#include "render/cairo_handles.h"
#include "render_test_util.h"
#include "spec/sheet_file.h"
#include "spec/texts.h"

namespace matchbox::render {
namespace {

using layout::Point;

const LabelWords& words() {
  static const LabelWords w = label_words(spec::load_texts());
  return w;
}

// An arrow from `from` to `to` with a head 6 pt long and 7 pt wide.
Arrow arrow(int slot, Point from, Point to) {
  const double d = std::hypot(to.x - from.x, to.y - from.y);
  const double ux = (to.x - from.x) / d, uy = (to.y - from.y) / d;
  const Point base{to.x - 6 * ux, to.y - 6 * uy};
  return {slot,
          {from, base},
          {},
          to,
          {base.x - 3.5 * uy, base.y + 3.5 * ux},
          {base.x + 3.5 * uy, base.y - 3.5 * ux},
          2};
}

bool has(const std::vector<std::string>& problems, const std::string& part) {
  return std::any_of(problems.begin(), problems.end(),
                     [&](const std::string& p) { return p.find(part) != std::string::npos; });
}

TEST_CASE("legibility rules catch covered pieces, heads and discs, shallow crossings", "[render]") {
  SlotGeometry g;
  g.min_text_pt = 6;
  g.arrows = {arrow(0, {0, 0}, {40, 0}), arrow(1, {0, 30}, {40, 30})};
  g.discs = {{0, {20, 0}, 4, 6}, {1, {20, 30}, 4, 6}};
  g.pieces = {{-1, {0, 0}, 5, 0}, {-1, {40, 30}, 5, 0}};
  CHECK(slot_problems(g).empty());  // Clear of pieces, heads and each other.
  SlotGeometry on_piece = g;
  on_piece.discs[0].centre = {6, 0};
  CHECK(has(slot_problems(on_piece), "the disc of slot 1 covers a piece"));
  SlotGeometry on_head = g;
  on_head.discs[1].centre = {33, 30};
  CHECK(has(slot_problems(on_head), "the disc of slot 2 covers the arrow head of slot 2"));
  SlotGeometry touching = g;
  touching.discs[1].centre = {20, 7};
  CHECK(has(slot_problems(touching), "the discs of slots 1 and 2 overlap"));
  SlotGeometry tiny = g;
  tiny.discs[0].code_pt = 5.5;
  CHECK(has(slot_problems(tiny), "the code of slot 1 is under 6 pt"));
  tiny.discs[0] = {0, {20, 0}, 3, 6};
  CHECK(has(slot_problems(tiny), "the code of slot 1 does not fit its disc"));
  SlotGeometry shallow = g;  // Crossing at about 14 degrees.
  shallow.arrows[1] = arrow(1, {-10, -5}, {30, 5});
  shallow.discs.clear();
  CHECK(has(slot_problems(shallow), "cross at a shallow angle"));
  SlotGeometry square = g;  // Crossing at 90 degrees reads well.
  square.arrows[1] = arrow(1, {20, -20}, {20, 20});
  square.discs.clear();
  CHECK(slot_problems(square).empty());
  SlotGeometry along = g;
  along.arrows[1] = arrow(1, {10, 1}, {30, 1});
  along.discs.clear();
  CHECK(has(slot_problems(along), "run along each other"));
  SlotGeometry heads = g;
  heads.arrows[1] = arrow(1, {40, -40}, {41, 2});
  heads.discs.clear();
  CHECK(has(slot_problems(heads), "the arrow heads of slots 1 and 2 overlap"));
}

// For every machine in games/ and every sheet template: how many of its labels break a rule.
std::map<std::string, std::map<std::string, std::size_t>> problem_counts() {
  std::map<std::string, std::map<std::string, std::size_t>> out;
  for (const std::string& name : spec::machine_names()) {
    const kit::Kit kit = test::machine_kit(name);
    for (const std::string& id : spec::sheet_ids())
      out[name][id] = label_problems(kit, spec::load_sheet(id), words()).size();
  }
  return out;
}

TEST_CASE("which machines read on which sheet templates, for every machine and template",
          "[render]") {
  const auto counts = problem_counts();
  REQUIRE(counts.size() == spec::machine_names().size());
  for (const auto& [machine, by_sheet] : counts) {
    for (const auto& [sheet, n] : by_sheet) {
      INFO(machine << " on " << sheet << ": " << n << " labels break a rule");
      // Tic-tac-toe and Nim boards have no arrows: every label reads on every template.
      if (machine == "menace" || machine == "menace-second" || machine == "nimble") CHECK(n == 0);
      // Hexapawn and 4x4 checkers read on the default sheets and on matchbox-top stickers of
      // 44 x 25 mm and more (Avery 6570 without the legend); the smallest stickers and drawer
      // fronts are warned about.
      const bool roomy = sheet == "a4-cut" || sheet == "letter-cut" || sheet == "avery-l7654" ||
                         sheet == "avery-6570" || sheet == "avery-l7160" || sheet == "avery-5160";
      if (machine == "her" || machine == "him" || machine == "minicheckers")
        CHECK((n == 0) == roomy);
    }
  }
  // Big machines on the default sheet: a few crowded boxes (two jump chains that share their
  // last leg, four pawns aiming at one square), under 10 % of the labels.
  CHECK(counts.at("checkers5").at("a4-cut") < 1949 / 10);
  CHECK(counts.at("octapawn").at("a4-cut") < 2450 / 10);
}

TEST_CASE("every label of a sheet sets its text at one size and its board at one scale",
          "[render]") {
  const SurfacePtr surface(cairo_image_surface_create(CAIRO_FORMAT_RGB24, 1, 1));
  const CairoPtr cr(cairo_create(surface.get()));
  for (const char* name : {"menace", "her", "nimble", "checkers5"}) {
    const kit::Kit kit = test::machine_kit(name);
    for (const std::string& id : spec::sheet_ids()) {
      const auto sheet = spec::load_sheet(id);
      const layout::Rect cell = layout::label_cells(sheet, {}).front();
      const LabelLayout first = plan_label(cr.get(), kit, kit.boxes.front(), cell,
                                           sheet.corner_radius.pt(), sheet.content, words());
      for (std::size_t i = 0; i < kit.boxes.size(); i += 1 + kit.boxes.size() / 25) {
        INFO(name << " on " << id << ", box " << kit.boxes[i].id);
        const LabelLayout l = plan_label(cr.get(), kit, kit.boxes[i], cell,
                                         sheet.corner_radius.pt(), sheet.content, words());
        CHECK(l.id_pt == first.id_pt);
        CHECK(l.line_pt == first.line_pt);
        CHECK(l.legend_pt == first.legend_pt);
        CHECK(l.board.w == first.board.w);
        CHECK(l.board.h == first.board.h);
      }
    }
  }
}

TEST_CASE("kit warns about hard-to-read labels and names the smallest sheet that fits",
          "[render][cli]") {
  const std::string dir = "/tmp/matchbox-legible-" + std::to_string(getpid());
  const auto drawer = testing::run_matchbox("kit her --sheet a4-drawer -o " + dir);
  CHECK(drawer.exit_code == 0);  // Still written: the warning is advice.
  CHECK_THAT(drawer.err,
             Catch::StartsWith("matchbox: warning: 23 of 24 labels of her are hard to read on "
                               "sheet a4-drawer (box 1: ") &&
                 Catch::Contains("the smallest sheet on which every label reads is avery-l7654 "
                                 "(45.7 × 25.4 mm)"));
  const auto fits = testing::run_matchbox("kit her --sheet avery-l7654 -o " + dir);
  CHECK(fits.exit_code == 0);
  CHECK(fits.err.empty());
  std::filesystem::remove_all(dir);
}

}  // namespace
}  // namespace matchbox::render
