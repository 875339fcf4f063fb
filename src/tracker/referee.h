// SPDX-FileCopyrightText: 2026 The matchbox authors
// SPDX-License-Identifier: GPL-3.0-or-later

// The referee of one tracked game: follows the real board move by move, names the box
// each machine turn opens and how the real board maps onto its picture, turns a drawn bead into
// the real move it stands for, refuses illegal moves and beads a box does not hold, and ends
// the game by the game's own rules (a win, a draw, a loss, the referee's ply limit for games
// whose positions repeat, or a resignation at an empty box).
//
// The referee never changes bead counts: a drawn bead waits beside its box until the game is
// over (tracker/reinforcement.h), and tracker/ledger.h then applies the learning rules.
#pragma once

#include <array>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "tracker/machine.h"
#include "tracker/tournament.h"

namespace matchbox::tracker {

// Who plays a game: per side (index = core::Player), the machine index (0 or 1) or -1 for a
// person; and each machine with its current bead counts.
struct Seating {
  std::array<int, 2> machine_of_side = {-1, -1};
  std::vector<const TrackedMachine*> machines;
  std::vector<const std::vector<int>*> beads;
  // A visitor game replayed (spec::GameRecord::visitor): its beads were drawn in software from
  // the twin's boxes as they were at that moment, which other visitor games may have changed
  // since (their bead changes are booked one at a time, as each game ends). The referee then
  // takes a recorded bead, its compartment and an empty box as drawn, checking only that the box
  // has that colour, not that it still holds one.
  bool drawn_in_software = false;
};

// One bead the open box holds (or held: a colour with 0 beads is listed with beads == 0). In a
// box with two compartments, the bead of the compartment a draw takes from now
// (tracker::active_compartment).
struct BeadOption {
  int slot = 0;      // The move's index in the box (kit::Box::slots).
  std::string code;  // As printed in the language in force (kit::local_code).
  std::string colour;
  int beads = 0;            // In the tracked contents (of the compartment drawn from).
  std::string compartment;  // "A" or "B" the bead is drawn from; "" for boxes of one.
  games::Move real_move;    // The move it stands for on the real board.
  std::string notation;     // Of real_move.
};

// A machine's turn at a box.
struct BoxTurn {
  int machine = 0;
  kit::BoxMatch match;  // Box index and transform.
  const kit::Box* box = nullptr;
  std::string transform;  // The transform's name ("as printed", "rotate 90° clockwise").
  std::vector<BeadOption> options;
  bool empty = false;  // No beads at all: the machine resigns.
};

class Referee {
 public:
  // A new game in which machine 0 plays `machine_side`. `seating` must outlive the referee.
  Referee(const Seating& seating, core::Player machine_side);

  const games::Game& game() const;
  const games::Position& position() const { return position_; }
  int ply() const { return static_cast<int>(record_.moves.size()) + 1; }  // The next move's ply.
  bool over() const { return record_.outcome.has_value(); }
  // The machine (0 or 1) to move, or -1 for a person (or when the game is over).
  int mover() const;
  // The box the machine to move opens; nullopt if a person is to move, the game is over, or the
  // machine has no box here (one move only: play_forced()).
  std::optional<BoxTurn> box_turn() const;
  // The notations of the legal moves, sorted as the game sorts its moves.
  std::vector<std::string> legal_notations() const;

  // The machine to move drew `bead` (colour code or name, any case, as a person types it:
  // TrackedMachine::typed_slot) from its box and plays the move it stands for; the turn records
  // the bead's English code (kit/codes.h). Returns that move's notation. Throws core::Error if no
  // machine is to move at a box, or the box has no bead of that colour (listing the colours it
  // holds).
  std::string draw(std::string_view bead);
  // The machine to move has no box here (one move only) and plays it. Returns its notation.
  std::string play_forced();
  // True if the machine to move has no box here because the position is hopeless and its
  // machine file says `hopeless: resign` (analysis::hopeless; Michie 1963).
  bool hopeless() const;
  // The machine to move found its box empty, or faces a hopeless position, and resigns: a loss
  // for it. Throws core::Error if neither is the case (a box of a visitor game replayed,
  // Seating::drawn_in_software, counts as found empty).
  void resign();
  // Whoever is to move plays `notation` (any case, spaces ignored). For a machine, the box and
  // bead are inferred from the move and recorded; `bead` (a colour code as tournament files hold it
  // or a name, TrackedMachine::slot_of, or "") picks
  // the bead where one notation stands for several (NIMBLE: "1from3" from either of two piles of
  // 3 are two beads). Returns the move's notation. Throws core::Error for an illegal move
  // (why, in the game's own terms by Game::explain_illegal, then the legal moves), a machine
  // move whose bead the tracked box does not hold, or a notation that stands for several beads
  // when `bead` does not say which. With Seating::drawn_in_software, a machine's `bead` is taken
  // as drawn from compartment `compartment` ("" for boxes of one), whatever the counts.
  std::string play(std::string_view notation, std::string_view bead = "",
                   std::string_view compartment = "");

  // The record so far: moves, turns and, once over, the outcome for machine 0.
  const GameRecord& record() const { return record_; }
  // The beads machine `machine` drew, in play order, for tracker::reinforce().
  std::vector<Draw> draws(int machine) const;

 private:
  void apply(const games::Move& move);
  // The slot of the open box that `move` (a real legal move) stands for.
  int slot_of_move(const BoxTurn& turn, const games::Move& move) const;
  void finish_if_over();
  const TrackedMachine& machine(int m) const {
    return *seating_->machines[static_cast<std::size_t>(m)];
  }

  const Seating* seating_;
  games::Position position_;
  GameRecord record_;
};

// `s` in lower case without spaces ("B 2" -> "b2"): how typed moves and beads are compared.
// Never throws.
std::string squeezed(std::string_view s);

// Plays `record`'s moves through a new referee and checks its turns (boxes, beads, transforms)
// and its outcome against the replayed game. Returns the referee. Throws core::Error
// "turn N: ..." for the first disagreement. An unfinished record gives an unfinished game.
Referee replay_game(const Seating& seating, const GameRecord& record);

// The next move of a machine that has no box here (mover() >= 0, !box_turn(), not over), as the
// terminal and the operator page both play it: its one move, or in a hopeless position under
// `hopeless: resign` (Michie 1963) its resignation. `who` names the machine to start a sentence
// ("The machine", "HER"). Returns what happened, one sentence in the language in force.
std::string advance_forced(Referee& referee, const std::string& who);

// A finished game typed from a score sheet: every move of both sides in order; the
// boxes and beads are inferred. A game that stops at a machine turn whose box is empty by the
// tracked contents is a resignation. When `boxes` / `beads` are not empty they are the ids and
// colour codes written on the sheet for each box opened (read as a person typed them,
// TrackedMachine::typed_slot, so in the language in force or any other), and are checked; the
// record holds each bead's English code, whatever the sheet's language. Throws core::Error
// "move N (X): ..." for an illegal move, "turn N: the board is box 37, not box 36" for a
// mismatch, "the game is not over after N moves ..." for a row that stops too early, "the game
// is over after move N, yet 2 more moves follow: ..." for one that goes on, and "1 box given,
// but the moves open 3 boxes" (or beads) for lists of the wrong length, each count in
// the plural form the language in force gives it.
GameRecord game_from_moves(const Seating& seating, core::Player machine_side,
                           const std::vector<std::string>& moves, const std::vector<int>& boxes,
                           const std::vector<std::string>& beads);

}  // namespace matchbox::tracker
