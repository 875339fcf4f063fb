// SPDX-FileCopyrightText: 2026 The matchbox authors
// SPDX-License-Identifier: GPL-3.0-or-later

// Bead codes grow with the board they are drawn on (render/painters/): a box drawn large, as on
// the festival screen, the operator's tablet or a poster, keeps its codes, their discs and its
// smallest text in the proportions of a label, for every box of every machine in games/.
#include <catch2/catch.hpp>
#include <string>

#include "machine_cases.h"
#include "render/board_painter.h"
#include "render/render_test_util.h"

namespace matchbox::board_scale {

// Every box's slot geometry in a square of `small` points and in one five times as wide: the
// large one is the small one scaled. `small` is wide enough that no text is at its floor
// (render/painters/painter.h, kMinCodePt) even on the biggest board.
void check_scaling(const std::string& name) {
  const kit::Kit kit = test::machine_kit(name);
  const games::BoardShape shape = kit.game->shape();
  constexpr double kSmall = 240, kScale = 5;
  for (const kit::Box& box : kit.boxes) {
    INFO("box " << box.id);
    const render::SlotGeometry small =
        render::slot_geometry(shape, box.position, box.slots, {0, 0, kSmall, kSmall});
    const render::SlotGeometry large = render::slot_geometry(
        shape, box.position, box.slots, {0, 0, kScale * kSmall, kScale * kSmall});
    REQUIRE(large.discs.size() == small.discs.size());
    for (std::size_t i = 0; i < small.discs.size(); ++i) {
      REQUIRE(large.discs[i].code_pt == Approx(kScale * small.discs[i].code_pt));
      REQUIRE(large.discs[i].radius == Approx(kScale * small.discs[i].radius));
    }
    REQUIRE(large.min_text_pt == Approx(kScale * small.min_text_pt));
  }
}

const bool kScaleCases = testing::register_machine_cases(
    "A box drawn five times as large has its codes five times as large", "[render]", check_scaling);

}  // namespace matchbox::board_scale
