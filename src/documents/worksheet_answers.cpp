// SPDX-FileCopyrightText: 2026 The matchbox authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "documents/worksheet_answers.h"

#include <algorithm>

#include "core/error.h"
#include "documents/instructions.h"
#include "kit/outcomes.h"

namespace matchbox::documents {
namespace {

int round_up(int n, int step) { return (n + step - 1) / step * step; }

}  // namespace

games::Player worksheet_side(const kit::Kit& kit, analysis::Solver& solver) {
  if (kit.spec.plays != spec::Plays::kBoth) return machine_side(kit.spec);
  const analysis::Value start = solver.value(kit.game->initial_position());
  return start.outcome == games::Outcome::kLoss ? games::Player::kSecond : games::Player::kFirst;
}

std::vector<tracker::Draw> example_draws(const kit::Kit& kit, const kit::ExampleGame& game) {
  MATCHBOX_CHECK_EQ(game.boxes.size(), game.slots.size());
  MATCHBOX_CHECK_EQ(game.boxes.size(), game.plies.size());
  std::vector<tracker::Draw> out;
  for (std::size_t i = 0; i < game.boxes.size(); ++i) {
    MATCHBOX_CHECK(game.boxes[i] >= 1 && game.boxes[i] <= std::ssize(kit.boxes));
    out.push_back({game.boxes[i] - 1, game.slots[i], game.plies[i]});
  }
  return out;
}

CurveAnswer read_curve(const simulate::RunResult& run, int window) {
  const std::vector<int> lost = simulate::games_lost(run);
  const int games = static_cast<int>(run.blocks.size());
  CurveAnswer out;
  out.learned_by = run.learned_by;
  out.shown = run.learned_by < 0 ? games
                                 : std::clamp(round_up(run.learned_by + 2 * window, 10),
                                              std::min(30, games), games);
  out.stretch = std::max(5, (out.shown / 5 + 2) / 5 * 5);
  out.stretch = std::min(out.stretch, out.shown);
  for (int g : lost) {
    if (g > out.shown) break;
    ++out.lost;
    out.lost_first += g <= out.stretch;
    out.lost_last += g > out.shown - out.stretch;
  }
  return out;
}

WorksheetAnswers worksheet_answers(const kit::Kit& kit) {
  MATCHBOX_CHECK(!kit.boxes.empty());
  analysis::Solver solver(*kit.game, kit.spec.max_positions);
  WorksheetAnswers out;
  out.start = solver.value(kit.game->initial_position());
  out.side = worksheet_side(kit, solver);
  simulate::LearningTimeOptions options;
  options.seat =
      out.side == games::Player::kFirst ? simulate::Seat::kFirst : simulate::Seat::kSecond;
  out.learning = simulate::learning_time(kit, options);
  out.curve = read_curve(out.learning.typical_run, options.window);
  out.box = kit::box_quiz(kit);
  out.game = kit::example_game(kit);
  out.draws = example_draws(kit, out.game);
  const tracker::BeadLayout layout = tracker::bead_layout(kit);
  const tracker::GameLength length{static_cast<int>(out.game.moves.size()), kit.game->max_plies()};
  const kit::PossibleOutcomes possible = kit::possible_outcomes(kit);
  std::vector<games::Outcome> outcomes = {out.game.outcome};
  for (games::Outcome o : {games::Outcome::kWin, games::Outcome::kDraw, games::Outcome::kLoss})
    if (o != out.game.outcome && possible.can(o)) outcomes.push_back(o);
  for (games::Outcome o : outcomes) {
    std::vector<int> beads = layout.initial;
    RuleAnswer answer{o, {}};
    tracker::reinforce(kit.spec.reinforcement, layout, beads, out.draws, o, &answer.changes,
                       length);
    out.rules.push_back(std::move(answer));
  }
  return out;
}

}  // namespace matchbox::documents
