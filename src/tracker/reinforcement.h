// SPDX-FileCopyrightText: 2026 The matchbox authors
// SPDX-License-Identifier: GPL-3.0-or-later

// Reinforcement (docs/machine-files.md): what a machine's learning rule does to its boxes after one
// game.
//
// Pure functions on plain numbers, shared by the tracker (which prints the changes for the
// operator) and the simulator (which applies them millions of times a second):
// - the bead contents of every box are one flat vector of per-slot bead counts, laid out by a
//   BeadLayout built from the kit (box b's slots are [first_slot[b], first_slot[b + 1]));
// - a game is the list of Draws the machine made, in play order: (box index, slot index).
//
// Conventions, as the machine files and instruction sheets state them:
// - A drawn bead stays the machine's until the game ends (it waits beside its box), so the
//   counts do not change during a game; a box used twice in one game (checkers kings going
//   back and forth) is drawn from its whole contents both times, and the rule applies to both
//   draws.
// - The rule of the outcome applies to every draw (`boxes: all`, Michie 1961: win +3, draw +1,
//   loss -1) or only to the last one (`boxes: last`, Gardner 1962: HER's loss).
//   `beads` > 0 adds that many beads of the drawn colour, < 0 confiscates that many (never
//   below zero), `all_of_colour` removes every bead of it; with `keep_last` a confiscation
//   never takes the last bead of that colour in the box (mini-checkers' draw), and no
//   confiscation takes a slot below the rules' `floor` (a bead floor per move). A box is full
//   at spec::kMaxBoxBeads: additions stop there, so no count or total can overflow.
// - Two compartments (`compartments: 2`, the mini-checkers blog, 2012): every box's slots are
//   laid out twice, compartment A's then B's (slot s of B is slot s + moves(box)). A draw
//   comes from A unless A is empty (active_compartment()). A loss's rule applies to the drawn
//   bead wherever it came from; a draw's rule only to beads drawn from A; a win's beads go to
//   compartment A (the reader's comment leaves wins open: we put rewarded moves where they are
//   drawn first, so a won line is preferred to a drawn one). `keep_last` and `floor` count the
//   colour in the bead's own compartment (`reinforcement.compartments: separate`, the default).
//   Under the builder's reading (`reinforcement.compartments: builder`) a loss's rule acts on
//   the drawn colour in each compartment, A first (-1 takes one bead of it from A and one from
//   B; `all` empties both), a win's and a draw's on compartment A whichever compartment the
//   bead came from, and `keep_last` and `floor` count the colour over the box: with one bead a
//   move in each compartment, A + B is then the count of a one-compartment box of 2 beads a
//   move under draw propagation, the equivalence the builder claims.
// - Draw propagation (`propagation: previous-box`, a comment on the same blog): for each draw
//   after the first, if its box held no two beads of one colour when the machine reached it,
//   one bead of the previous draw is confiscated from the previous box unless it is the last
//   of its colour there (in its compartment, separate; over the box, builder). Under the
//   builder's reading a box has no duplicate when its compartment A is empty, and the bead
//   comes out of the previous box's A. Applied before the outcome's rule, on the counts the
//   game started with (drawn beads wait beside their boxes, so a game does not change them).
// - Length-scaled amounts (`scale: length`, a software MENACE trained by self-play): with L
//   the boards in the game counting the empty start (plies + 1), M the game's max plies (9 for
//   tic-tac-toe) and i the 0-based ply of the draw, the draw's amount is
//   (M + 1 - L) / 2 + (M - (L - i - 2)) / 2 (integer division, each term at least 0), times
//   |beads|: a 5-ply tic-tac-toe game gives 4 5 5 6 6 for plies 0..4, a 9-ply game
//   0 1 1 2 2 3 3 4 4 for plies 0..8 (each side's draws take the amounts of their plies).
// - "Colour" here is the slot: a kit gives the slots of one box different colours, so the
//   beads of the drawn colour in a box are the beads of the drawn slot.
// - Resigning (the machine opened an empty box) is a loss: call reinforce() with the draws
//   made before the empty box and Outcome::kLoss. With HER's `loss: {boxes: last}` that
//   confiscates the bead of its previous move, as Gardner says.
// - Refill (after the rule): `first-box` refills the box of the game's first draw if it is now
//   empty, `any` every box used in the game that is now empty; each slot gets its initial
//   beads back.
#pragma once

#include <cstdint>
#include <span>
#include <vector>

#include "core/position.h"
#include "kit/kit.h"
#include "spec/machine_spec.h"

namespace matchbox::tracker {

// Where each box's slots sit in the flat vector of bead counts.
struct BeadLayout {
  std::vector<int> first_slot;  // Size boxes() + 1; box b owns [first_slot[b], first_slot[b+1]).
  std::vector<int> initial;     // Initial beads of each flat slot (BeadSlot::beads).
  std::vector<int> colour;      // Palette colour of each flat slot (BeadSlot::colour).
  int compartments = 1;         // MachineSpec::compartments: each box's slots laid out this often.

  int boxes() const { return static_cast<int>(first_slot.size()) - 1; }
  // The moves (bead colours) of box `box`: its slots per compartment.
  int moves(int box) const { return slot_count(box) / compartments; }
  int slots() const { return static_cast<int>(initial.size()); }
  int index(int box, int slot) const { return first_slot[box] + slot; }
  int slot_count(int box) const { return first_slot[box + 1] - first_slot[box]; }
};

// The layout of a kit: box b is kit.boxes[b] (box id b + 1), slots in the box's order, once per
// compartment.
BeadLayout bead_layout(const kit::Kit& kit);

// One bead drawn in a game: box index (box id - 1) and slot index within the box.
struct Draw {
  int box = 0;
  int slot = 0;  // In [0, moves(box) * compartments): compartment slot / moves(box).
  int ply = 0;   // 0-based ply of the game at which it was drawn (length-scaled rules).
  friend bool operator==(const Draw&, const Draw&) = default;
};

// One change to a box as the learning rule makes it: box and slot indices. The tournament file
// records it by box id and colour code (spec::RecordedChange, "box 137: add 3 orange").
struct BeadChange {
  enum class Kind : std::uint8_t { kAdd, kConfiscate, kRefill };
  int box = 0;    // Box index.
  int slot = 0;   // Slot index within the box.
  int delta = 0;  // Beads added (> 0) or taken away (< 0); never 0.
  Kind kind = Kind::kAdd;
  friend bool operator==(const BeadChange&, const BeadChange&) = default;
};

// The total beads in box `box`.
int box_beads(const BeadLayout& layout, std::span<const int> beads, int box);
// The beads of each move of box `box` (both compartments added): entry m for move m.
std::vector<int> beads_by_move(const BeadLayout& layout, std::span<const int> beads, int box);

// The compartment a draw from `box` takes its bead from: the first that holds a bead (0 for A);
// 0 if the box is empty.
int active_compartment(const BeadLayout& layout, std::span<const int> beads, int box);

// What a length-scaled rule needs to know of the game: its plies and the game's max_plies().
struct GameLength {
  int plies = 0;
  int max_plies = 0;
};

// The length-scaled amount of the draw at 0-based ply `ply` (see above); 0 for a game of no
// plies.
int length_amount(const GameLength& length, int ply);

// Applies `rules` after one game whose outcome for the machine is `outcome` (kLoss for a
// resignation) to `beads` (laid out by `layout`), in place: draw propagation, then the
// outcome's rule on the draws it touches, in play order, then the refill rule. Appends every
// change actually made (none for a zero delta) to `changes` if it is not null, in that order.
// `length` is read by length-scaled rules only. Preconditions: the draws name existing boxes
// and slots. (tracker/reinforcement_steps.h applies the same steps to a caller's own books.)
void reinforce(const spec::Reinforcement& rules, const BeadLayout& layout, std::span<int> beads,
               std::span<const Draw> draws, core::Outcome outcome,
               std::vector<BeadChange>* changes = nullptr, GameLength length = {});

// The rule reinforce() applies for `outcome`.
inline const spec::OutcomeRule& rule_for(const spec::Reinforcement& rules, core::Outcome outcome) {
  return outcome == core::Outcome::kWin    ? rules.win
         : outcome == core::Outcome::kDraw ? rules.draw
                                           : rules.loss;
}

// True if some outcome's rule can add beads (a positive `beads`): then boxes can grow beyond
// their initial fill and a kit needs spare beads.
bool adds_beads(const spec::Reinforcement& rules);

}  // namespace matchbox::tracker
