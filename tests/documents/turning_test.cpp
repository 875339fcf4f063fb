// SPDX-FileCopyrightText: 2026 The matchbox authors
// SPDX-License-Identifier: GPL-3.0-or-later

// Turned and mirrored boxes, for every machine in games/: an exact picture always wins in the
// box finder, mirror twins are the boxes whose pictures are images of each other (marked on
// the finder and the labels), the worked example of a turned box plays the square
// BoxFinder::real_move gives, and the turning card comes exactly with boxes that turn.
#include <algorithm>
#include <catch2/catch.hpp>
#include <map>
#include <set>

#include "cli/run_command.h"
#include "documents/finder_document.h"
#include "documents/instructions.h"
#include "documents/labels_document.h"
#include "documents/score_sheet.h"
#include "documents/turning_card.h"
#include "documents/turning_example.h"
#include "kit/box_finder.h"
#include "kit/turned_box.h"
#include "render/label.h"
#include "render/legibility.h"
#include "render/render_test_util.h"
#include "spec/machine_file.h"
#include "spec/sheet_file.h"
#include "spec/texts.h"

using namespace matchbox;
using Catch::Matchers::Contains;

namespace {

const spec::Texts& turning_texts() { return test::texts(); }

std::string turning_pdf_text(const std::filesystem::path& pdf) {
  return testing::shell_output("pdftotext -layout " + pdf.string() + " -");
}

int twin_count(const std::vector<std::vector<int>>& twins) {
  return static_cast<int>(
      std::count_if(twins.begin(), twins.end(), [](const auto& t) { return !t.empty(); }));
}

// The ids of the boxes whose pictures are images of each other, compared pair by pair.
std::map<int, std::set<int>> twins_by_brute_force(const kit::Kit& kit) {
  std::map<int, std::set<int>> out;
  const auto& group = kit.game->symmetries();
  for (const kit::Box& a : kit.boxes)
    for (const kit::Box& b : kit.boxes)
      for (std::size_t t = 1; t < group.size() && a.id != b.id; ++t)
        if (kit.game->transform(a.position, group[t]) == b.position) out[a.id].insert(b.id);
  return out;
}

}  // namespace

TEST_CASE("every machine: an exact picture always wins over a turned one", "[turning]") {
  for (const std::string& name : spec::machine_names()) {
    INFO(name);
    const kit::Kit kit = test::machine_kit(name);
    const kit::BoxFinder finder(kit);
    for (std::size_t b = 0; b < kit.boxes.size(); ++b) {
      const std::optional<kit::BoxMatch> match = finder.find(kit.boxes[b].position);
      REQUIRE(match);
      CHECK(match->box == static_cast<int>(b));
      CHECK(match->transform == 0);
    }
  }
}

TEST_CASE("every machine: mirror twins are the boxes whose pictures are images", "[turning]") {
  for (const std::string& name : spec::machine_names()) {
    INFO(name);
    const kit::Kit kit = test::machine_kit(name);
    const std::vector<std::vector<int>> twins = kit::mirror_twins(kit);
    REQUIRE(twins.size() == kit.boxes.size());
    if (!kit::boxes_turn(kit)) CHECK(twin_count(twins) == 0);
    // `symmetry: moves` keeps both images of a position where `positions` keeps one: each
    // pair of twins is one box more.
    if (kit.spec.symmetry == spec::SymmetryMode::kMoves) {
      const spec::MachineSpec merged = spec::load_machine(name, {"symmetry=positions"});
      const kit::Kit fewer = kit::build(merged, kit.palette);
      CHECK(twin_count(twins) == 2 * static_cast<int>(kit.boxes.size() - fewer.boxes.size()));
    }
    if (kit.boxes.size() > 600 || !kit::boxes_turn(kit)) continue;  // Pairwise is slow.
    const std::map<int, std::set<int>> expected = twins_by_brute_force(kit);
    for (std::size_t b = 0; b < kit.boxes.size(); ++b) {
      const auto it = expected.find(kit.boxes[b].id);
      CHECK(std::set<int>(twins[b].begin(), twins[b].end()) ==
            (it == expected.end() ? std::set<int>{} : it->second));
    }
  }
  CHECK(twin_count(kit::mirror_twins(test::machine_kit("menace"))) == 0);
  CHECK(twin_count(kit::mirror_twins(test::machine_kit("her"))) == 10);
}

TEST_CASE("every machine: the worked example plays BoxFinder's real move", "[turning]") {
  for (const std::string& name : spec::machine_names()) {
    INFO(name);
    const kit::Kit kit = test::machine_kit(name);
    const std::optional<kit::TurnedBox> example = kit::turned_box(kit);
    if (!kit::boxes_turn(kit)) {
      CHECK_FALSE(example);
      continue;
    }
    REQUIRE(example);
    const kit::BoxFinder finder(kit);
    const std::optional<kit::BoxMatch> match = finder.find(example->real);
    REQUIRE(match);
    CHECK(match->box == example->match.box);
    CHECK(match->transform == example->match.transform);
    CHECK(match->transform != 0);
    const games::Move real = finder.real_move(example->real, *match, example->slot);
    CHECK(real == example->real_move);
    // The printed slot is the real move seen through the transform, written otherwise.
    const kit::BeadSlot& slot = kit.boxes[static_cast<std::size_t>(match->box)]
                                    .slots[static_cast<std::size_t>(example->slot)];
    const games::Transform& t = kit.game->symmetries()[static_cast<std::size_t>(match->transform)];
    CHECK(std::count(slot.equivalents.begin(), slot.equivalents.end(),
                     kit.game->transform(real, t)) == 1);
    const std::string written = kit.game->move_notation(example->real, real);
    CHECK(written != slot.notation);
    const render::TextArgs args = documents::turning_args(kit, *example);
    CHECK(std::get<std::string>(args.back().second) == written);
  }
}

TEST_CASE("MENACE's and HER's sheets show the worked example and the real numbering", "[turning]") {
  test::ScratchDir dir("turning-sheets");
  for (const char* name : {"menace", "her"}) {
    INFO(name);
    const kit::Kit kit = test::machine_kit(name);
    const kit::TurnedBox example = kit::turned_box(kit).value();
    const kit::BoxFinder finder(kit);
    const std::string real = kit.game->move_notation(
        example.real, finder.real_move(example.real, example.match, example.slot));
    const std::string box = std::to_string(kit.boxes[example.match.box].id);
    const auto sheet =
        documents::write_instructions(kit, turning_texts(), render::Format::kPdf, dir.path());
    CHECK(test::pdf_pages(sheet.at(0)) == 1);
    const std::string instructions = turning_pdf_text(sheet.at(0));
    CHECK_THAT(instructions, Contains("box " + box) && Contains("lands on " + real));
    const auto score =
        documents::write_score_sheet(kit, turning_texts(), render::Format::kPdf, dir.path());
    CHECK_THAT(turning_pdf_text(score.at(0)),
               Contains("never as a box's picture") && Contains("so write " + real));
  }
}

TEST_CASE("every machine: a turning card exactly where boxes turn", "[turning]") {
  const layout::SheetTemplate sheet = spec::load_sheet("a4-cut");
  const render::LabelWords words = render::label_words(turning_texts());
  for (const std::string& name : spec::machine_names()) {
    INFO(name);
    test::ScratchDir dir("turning-card");
    const kit::Kit kit = test::machine_kit(name);
    const auto files = documents::write_turning_card(kit, turning_texts(), sheet, words, nullptr,
                                                     render::Format::kPdf, dir.path());
    REQUIRE(files.size() == (kit::boxes_turn(kit) ? 1u : 0u));
    if (files.empty()) continue;
    CHECK(test::pdf_pages(files[0]) == 1);
    const std::string text = turning_pdf_text(files[0]);
    CHECK_THAT(text, Contains("mirrored") && Contains("transparent sheet"));
    // The mirrored card's names are the real board's, mirrored left-right.
    const std::vector<std::string> mirrored = documents::mirrored_cell_names(*kit.game);
    REQUIRE_FALSE(mirrored.empty());
    CHECK(std::set<std::string>(mirrored.begin(), mirrored.end()).size() == mirrored.size());
  }
}

TEST_CASE("mirror twins are marked on the finder and on their labels", "[turning]") {
  const layout::SheetTemplate sheet = spec::load_sheet("a4-cut");
  const render::LabelWords words = render::label_words(turning_texts());
  for (const std::string& name : spec::machine_names()) {
    const kit::Kit kit = test::machine_kit(name);
    const std::vector<std::vector<int>> twins = kit::mirror_twins(kit);
    if (twin_count(twins) == 0 || kit.boxes.size() > 600) continue;
    INFO(name);
    test::ScratchDir dir("twins");
    const std::string finder = turning_pdf_text(
        documents::write_box_finder(kit, turning_texts(), render::Format::kPdf, dir.path()).at(0));
    CHECK_THAT(finder, Contains("A box marked “mirror twin”"));
    const render::LegibleLabels labels = render::legible_labels(kit, sheet, words);
    CHECK(labels.layout.show_twin);
    for (const render::LabelProblem& problem : labels.problems)
      CHECK_THAT(problem.what, !Contains("twin"));
    const std::string printed = turning_pdf_text(
        documents::write_labels(kit, sheet, {}, render::Format::kPdf, dir.path(), words).at(0));
    for (std::size_t b = 0; b < kit.boxes.size(); ++b)
      if (!twins[b].empty()) {
        const std::string other = std::to_string(twins[b].front());
        CHECK_THAT(finder, Contains("mirror twin of " + other));
        CHECK_THAT(printed, Contains("twin of " + other + ":"));
      }
  }
}
