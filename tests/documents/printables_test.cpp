// SPDX-FileCopyrightText: 2026 The matchbox authors
// SPDX-License-Identifier: GPL-3.0-or-later

// The printables of `kit --with poster,worksheet`, for every machine in games/: the poster on
// one A3 and one A2 page with the machine's own numbers, and the worksheet with its answer sheet,
// whose answers are checked against the solver, the box finder, the learning rule and the
// simulator called here (documents/worksheet_answers.h).
#include <algorithm>
#include <catch2/catch.hpp>
#include <cmath>
#include <limits>
#include <sstream>

#include "analysis/solve.h"
#include "cli/run_command.h"
#include "documents/poster.h"
#include "documents/worksheet.h"
#include "kit/box_finder.h"
#include "render/render_test_util.h"
#include "simulate/intervals.h"
#include "simulate/training.h"
#include "spec/machine_file.h"

using namespace matchbox;
using Catch::Matchers::Contains;

namespace {

std::string pdf_text(const std::filesystem::path& pdf) {
  return testing::shell_output("pdftotext " + pdf.string() + " -");
}

// Every page of a Cairo PDF has the MediaBox of `width` x `height` mm.
void check_pages(const std::filesystem::path& pdf, double width, double height) {
  INFO(pdf.filename().string());
  const std::string bytes = testing::read_bytes(pdf);
  int pages = 0;
  for (std::size_t at = bytes.find("/MediaBox ["); at != std::string::npos;
       at = bytes.find("/MediaBox [", at + 1), ++pages) {
    double x0 = -1, y0 = -1, w = 0, h = 0;
    std::istringstream(bytes.substr(at + 11, 80)) >> x0 >> y0 >> w >> h;
    CHECK(x0 == 0);
    CHECK(y0 == 0);
    CHECK(w * 25.4 / 72 == Approx(width).margin(0.05));
    CHECK(h * 25.4 / 72 == Approx(height).margin(0.05));
  }
  CHECK(pages == test::pdf_pages(pdf));
}

// The tracker's draws of the example game, found from its box ids and bead codes.
std::vector<tracker::Draw> draws_by_code(const kit::Kit& kit, const kit::ExampleGame& game) {
  std::vector<tracker::Draw> out;
  const games::Game& g = *kit.game;
  games::Position p = g.initial_position();
  std::size_t next = 0;
  const kit::BoxFinder finder(kit);
  for (std::size_t ply = 0; ply < game.moves.size(); ++ply) {
    const std::optional<kit::BoxMatch> match = finder.find(p);
    if (next < game.boxes.size() && match && match->box + 1 == game.boxes[next]) {
      const kit::Box& box = kit.boxes.at(static_cast<std::size_t>(match->box));
      for (std::size_t s = 0; s < box.slots.size(); ++s)
        if (kit.palette.colours.at(static_cast<std::size_t>(box.slots[s].colour)).code ==
            game.beads[next])
          out.push_back({match->box, static_cast<int>(s), static_cast<int>(ply)});
      ++next;
    }
    const std::vector<games::Move> legal = g.legal_moves(p);
    const auto move = std::find_if(legal.begin(), legal.end(), [&](const games::Move& m) {
      return g.move_notation(p, m) == game.moves[ply];
    });
    REQUIRE(move != legal.end());
    p = g.apply(p, *move);
  }
  return out;
}

}  // namespace

TEST_CASE("every machine: the poster is one A3 and one A2 page with the kit's numbers",
          "[printables]") {
  const test::ScratchDir dir("poster");
  for (const std::string& name : spec::machine_names()) {
    INFO(name);
    const kit::Kit kit = test::machine_kit(name);
    const auto files =
        documents::write_poster(kit, test::texts(), render::Format::kPdf, dir.path());
    REQUIRE(files.size() == 2);
    CHECK(files[0].filename() == "poster-a3.pdf");
    CHECK(files[1].filename() == "poster-a2.pdf");
    CHECK(test::pdf_pages(files[0]) == 1);
    CHECK(test::pdf_pages(files[1]) == 1);
    check_pages(files[0], 297, 420);
    check_pages(files[1], 420, 594);
    const std::string text = pdf_text(files[0]);
    CHECK_THAT(text, Contains(std::to_string(kit.boxes.size()) + " matchboxes"));
    CHECK_THAT(text, Contains(std::to_string(kit.bead_count()) + " beads"));
    CHECK_THAT(text, Contains("How " + kit.spec.title.substr(0, kit.spec.title.find(' '))));
  }
}

TEST_CASE("every machine: the worksheet's learning answers are the simulator's", "[printables]") {
  for (const std::string& name : spec::machine_names()) {
    INFO(name);
    const kit::Kit kit = test::machine_kit(name);
    analysis::Solver solver(*kit.game);
    const games::Player side = documents::worksheet_side(kit, solver);
    // Its own side, or for a machine that plays both the side that does not lose perfect play.
    const bool first_loses =
        solver.value(kit.game->initial_position()).outcome == games::Outcome::kLoss;
    CHECK((side == games::Player::kSecond) == (kit.spec.plays == spec::Plays::kBoth
                                                   ? first_loses
                                                   : kit.spec.plays == spec::Plays::kSecond));
    const simulate::Training training(
        kit, {}, side == games::Player::kFirst ? simulate::Seat::kFirst : simulate::Seat::kSecond);
    const simulate::LearningTimeOptions o;
    const simulate::LearningTime answer = simulate::learning_time(training, o);
    // The same runs, made here.
    const auto runs = training.run(o.games, o.runs, o.seed, 2, [&](int) {
      simulate::RunHooks hooks;
      hooks.block = 1;
      hooks.learn_window = o.window;
      return hooks;
    });
    std::vector<double> times;
    for (const auto& run : runs) times.push_back(run.learned_by);
    const simulate::CensoredQuantiles q = simulate::censored_quantiles(times);
    CHECK(answer.learned_by.median == q.median);
    CHECK(answer.learned_by.p90 == q.p90);
    CHECK(answer.learned_by.censored == q.censored);
    // The typical run is a run whose time is nearest the median.
    const auto& typical = runs.at(static_cast<std::size_t>(answer.typical));
    CHECK(answer.typical_run.learned_by == typical.learned_by);
    const auto distance = [&](int t) {
      if (q.median < 0) return t < 0 ? 0.0 : 1.0;
      return t < 0 ? std::numeric_limits<double>::infinity() : std::abs(t - q.median);
    };
    for (const auto& run : runs) CHECK(distance(typical.learned_by) <= distance(run.learned_by));
    // (4)'s counts, game by game from the run's blocks.
    const documents::CurveAnswer curve = documents::read_curve(typical, o.window);
    REQUIRE(curve.shown <= o.games);
    int lost = 0, first = 0, last = 0;
    for (int g = 1; g <= curve.shown; ++g) {
      const bool l = typical.blocks.at(static_cast<std::size_t>(g - 1)).loss > 0;
      lost += l;
      first += l && g <= curve.stretch;
      last += l && g > curve.shown - curve.stretch;
    }
    CHECK(curve.lost == lost);
    CHECK(curve.lost_first == first);
    CHECK(curve.lost_last == last);
    CHECK(curve.learned_by == typical.learned_by);
    if (typical.learned_by >= 0) CHECK(curve.learned_by + o.window <= curve.shown);
  }
}

TEST_CASE("every machine: the worksheet's other answers, and both sheets", "[printables]") {
  const test::ScratchDir dir("worksheet");
  for (const std::string& name : spec::machine_names()) {
    INFO(name);
    const kit::Kit kit = test::machine_kit(name);
    const documents::WorksheetAnswers a = documents::worksheet_answers(kit);
    // (2): the box finder's box and turn for the position drawn.
    const std::optional<kit::BoxMatch> match = kit::BoxFinder(kit).find(a.box.real);
    REQUIRE(match);
    CHECK(match->box == a.box.match.box);
    CHECK(match->transform == a.box.match.transform);
    // (3): the learning rule on the example game's beads, for every outcome the game allows.
    const tracker::BeadLayout layout = tracker::bead_layout(kit);
    const auto draws = draws_by_code(kit, a.game);
    CHECK(draws == a.draws);
    REQUIRE(!a.rules.empty());
    CHECK(a.rules.front().outcome == a.game.outcome);
    for (const documents::RuleAnswer& rule : a.rules) {
      std::vector<int> beads = layout.initial;
      std::vector<tracker::BeadChange> changes;
      tracker::reinforce(kit.spec.reinforcement, layout, beads, draws, rule.outcome, &changes,
                         {static_cast<int>(a.game.moves.size()), kit.game->max_plies()});
      CHECK(changes == rule.changes);
    }
    // (5): the solver's value of the start.
    analysis::Solver solver(*kit.game);
    CHECK(a.start == solver.value(kit.game->initial_position()));
    // Both sheets, on A4; the answers only on the answer sheet.
    const auto files =
        documents::write_worksheet(kit, a, test::texts(), render::Format::kPdf, dir.path());
    REQUIRE(files.size() == 2);
    REQUIRE(files[0].filename() == "worksheet.pdf");
    REQUIRE(files[1].filename() == "worksheet-answers.pdf");
    CHECK(test::pdf_pages(files[0]) <= 3);
    check_pages(files[0], 210, 297);
    check_pages(files[1], 210, 297);
    const std::string pupils = pdf_text(files[0]);
    const std::string answers = pdf_text(files[1]);
    CHECK_THAT(pupils, !Contains("Answer:"));
    CHECK_THAT(answers, Contains("Answer: Box " + std::to_string(match->box + 1) + "."));
    if (kit::boxes_turn(kit) && match->transform != 0)
      CHECK_THAT(
          answers,
          Contains(kit.game->symmetries().at(static_cast<std::size_t>(match->transform)).name));
    if (a.learning.learned_by.median >= 0)
      CHECK_THAT(answers,
                 Contains("About " + std::to_string(std::lround(a.learning.learned_by.median)) +
                          " games"));
    if (a.curve.learned_by >= 0)
      CHECK_THAT(answers, Contains("After game " + std::to_string(a.curve.learned_by) + "."));
  }
}
