// SPDX-FileCopyrightText: 2026 The matchbox authors
// SPDX-License-Identifier: GPL-3.0-or-later

// The instruction sheet's notation panel: how moves are written, shown on the board itself
// (every cell named as the labels and the score sheet write it: 1–9 for tic-tac-toe, a1… for
// pawns and go, the dark squares' numbers for checkers) beside the first turn of the score
// sheet's worked example (kit/example_game.h): the box the machine opens, the bead it draws and
// how that move is written.
#pragma once

#include <string>
#include <vector>

#include "kit/kit.h"
#include "render/page_flow.h"
#include "spec/texts.h"

namespace matchbox::documents {

// The worked example turn: the machine's first box of the example game, the slot of the bead
// it draws there, and that move on the real board in notation (the label's move, unless the
// real board is a turned or mirrored copy of the picture).
struct ExampleTurn {
  const kit::Box* box = nullptr;
  int slot = 0;
  std::string real_move;
};

ExampleTurn example_turn(const kit::Kit& kit);

// The name of every cell the board picture draws (BoardShape's cells, in order), as a move onto
// it is written: the game's cell_name, else the notation of a placement on it from the start
// (go's points: "a1" … "c3"); empty where neither names it (Nim's piles).
std::vector<std::string> cell_names(const games::Game& game);

// Sample moves for the notation texts, each a legal move of the game in notation, the first
// met in a breadth-first walk of the positions reachable from the start (both sides playing
// every legal move, at most a bounded number of positions): a move that moves a piece without
// capturing ({step}), one that captures (the board holds fewer pieces after it) with one hop
// ({capture}), and one that hops on and captures again ({multi}, a checkers multi-jump). Empty
// where the walk meets no such move (tic-tac-toe and go only place stones).
struct NotationSamples {
  std::string step;
  std::string capture;
  std::string multi;
};
NotationSamples notation_samples(const kit::Kit& kit);

// The panel's text: "instructions.notation.<game>" (if the texts have one, filled with the
// {step} and {capture} of notation_samples), "instructions.notation.multi" (with {multi}, only
// if the kit has a multi-jump) and "instructions.notation.example" filled with the example
// turn's {ply}, {box}, {colour}, {code}, {move} (as its label writes it) and {real} (as the
// score sheet does: the same, since the example's first box is met as printed).
std::string notation_text(const kit::Kit& kit, const spec::Texts& texts);

// Draws the panel at the flow's cursor (a new page if it does not fit) and moves the cursor
// below it: the named board and the example box on the left, `text` at `body_pt` on the right
// (a move such as "a1-a2" kept on one line).
void draw_notation_panel(render::PageFlow& flow, const kit::Kit& kit, const std::string& text,
                         double body_pt);

}  // namespace matchbox::documents
