// SPDX-FileCopyrightText: 2026 The matchbox authors
// SPDX-License-Identifier: GPL-3.0-or-later

// The class worksheet's answers (documents/worksheet.h), each computed for the machine, none
// typed in: (a) how many games it needs to stop losing against a random player, and (d) a
// typical run's learning curve, both from a fixed-seed simulation (simulate/learning_time.h);
// (b) which box serves a position and how to turn the board (kit/box_quiz.h); (c) what the
// learning rule does to the boxes after a game (the score sheet's example game, kit/example_game.h,
// put through tracker/reinforcement.h); (e) who wins with perfect play (analysis/solve.h).
#pragma once

#include <vector>

#include "analysis/solve.h"
#include "kit/box_quiz.h"
#include "kit/example_game.h"
#include "kit/kit.h"
#include "simulate/learning_time.h"
#include "tracker/reinforcement.h"

namespace matchbox::documents {

// (c) for one outcome: what the machine's rule does after the example game had it ended so.
struct RuleAnswer {
  games::Outcome outcome = games::Outcome::kDraw;
  std::vector<tracker::BeadChange> changes;  // In the order tracker::reinforce() makes them.
};

// (d): the typical run's games 1 .. shown, read as the worksheet asks.
struct CurveAnswer {
  int shown = 0;        // Games drawn on the curve.
  int stretch = 0;      // The first and the last `stretch` games shown are compared.
  int lost_first = 0;   // Games lost among games 1 .. stretch.
  int lost_last = 0;    // Among games shown - stretch + 1 .. shown.
  int lost = 0;         // Among all games shown.
  int learned_by = -1;  // The run's RunResult::learned_by (-1: never), within the games shown.
};

struct WorksheetAnswers {
  games::Player side = games::Player::kFirst;  // The side the machine plays in (a) and (d).
  simulate::LearningTime learning;             // (a), and the run (d) draws.
  CurveAnswer curve;                           // (d)
  kit::BoxQuiz box;                            // (b)
  kit::ExampleGame game;                       // (c): the game, and the beads drawn in it,
  std::vector<tracker::Draw> draws;            //      as the learning rule takes them;
  std::vector<RuleAnswer> rules;  // its own outcome first, then the others the game allows.
  analysis::Value start;          // (e): the start's value for the side that moves first.
};

// The side a simulated class game gives the machine: its own, or for `plays: both` the first
// side unless that side loses with perfect play (hexapawn's White), then the second.
games::Player worksheet_side(const kit::Kit& kit, analysis::Solver& solver);

// The draws of `game` (from kit::example_game(kit)) as tracker::reinforce() takes them.
std::vector<tracker::Draw> example_draws(const kit::Kit& kit, const kit::ExampleGame& game);

// (d) read off `run` (one game per block) for a window of `window` games: the games shown are
// learned_by + 2 × window rounded up to ten, at least 30 and at most the run's games (all of them
// if it never learns); the stretch is a fifth of them rounded to 5, at least 5.
CurveAnswer read_curve(const simulate::RunResult& run, int window);

// Every answer. Throws core::Error if the game is too large to solve (analysis/solve.h).
// Precondition: the kit has boxes.
WorksheetAnswers worksheet_answers(const kit::Kit& kit);

}  // namespace matchbox::documents
