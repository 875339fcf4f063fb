// SPDX-FileCopyrightText: 2026 The matchbox authors
// SPDX-License-Identifier: GPL-3.0-or-later

// The operator's side of `track serve`: the game in play as the operator page shows it, and the
// answers it sends (the opponent's move, the bead drawn, a resignation at an empty box, undo).
// Every answer goes through tracker/session.h exactly as `track play` does: the file locked
// (web/desk.h), the answer checked by the referee, and the game written back through the journal.
#pragma once

#include <filesystem>
#include <string>

#include "core/error.h"
#include "render/svg_pictures.h"
#include "tracker/referee.h"
#include "web/snapshot.h"

namespace matchbox::web {

class JsonWriter;

// The real board as the pages draw it: this wide, with the names of its cells, so a move can be
// read off it and typed.
inline constexpr double kPictureWidthPt = 360;
inline constexpr render::BoardFrame kRealBoard = render::BoardFrame::kCoordinates;

// The legal moves of the game `referee` follows, the cells of its real board's picture and the
// position in words (web/board_words.h), as the members `legal`, `cells` and `position` of an
// object (see play_json).
void write_moves(JsonWriter& w, const tracker::Referee& referee);

// The game in play, or the next one if none is: `first` ("machine", "opponent" or "" for the
// machine's usual side) says who moves first in a game not begun yet. JSON: version,
// game_number, resumed (a game in play was found in the file), first (the side that moved or
// moves first), first_choices (["machine", "opponent"] when the machine plays both sides, else
// []), moves, over, to_move ("machine", "opponent" or "nobody"), mover (a machine's name or
// "the opponent"), legal ([{notation, words, path: [cell, ...]}]; words as a button says the
// move: "take 2 from a pile of 3" for Nim, the notation otherwise), cells ([{cell, x, y, w, h}]
// as fractions of the board picture, render::cell_boxes, and words: web/board_words.h's
// cell_words; [] for Nim), position (position_words), forced (the machine
// to move has no box: one move only, the one in legal, or a hopeless position), hopeless (it
// resigns there, by its machine file's `hopeless: resign`) and box (null, or {id, ply,
// machine, transform, words, empty, compartment, beads: [{code, colour, rgb, beads, count,
// move}]}, count the beads in words ("3 beads"); the words in the language in force;
// compartment is "A" or "B" when a box with two compartments is drawn from now, its beads that
// compartment's, else ""). {version, error} if the file cannot be read or `first` is refused.
std::string play_json(const Snapshot& snapshot, const std::string& first);

// The real board of the game in play as SVG, with the names of its cells: at a machine's box,
// with each bead's code on the square where its move lands (as `track play` draws it in the
// terminal). Throws core::Error if
// the file cannot be read or `first` is refused.
std::string play_board_svg(const Snapshot& snapshot, const std::string& first);
// The open box's printed picture as SVG, drawn as its label is. Throws core::Error if no box is
// open.
std::string play_box_svg(const Snapshot& snapshot, const std::string& first);

// What undo would take back, before the operator confirms it: {version, undo} with undo as
// tracker::undoable_words says it ("the game 5 1 9 (win)"), or {version, error} if there is
// nothing to undo or the file cannot be read.
std::string undo_json(const Snapshot& snapshot);

// An answer from the operator page.
struct Answer {
  enum class Kind { kMove, kBead, kResign, kContinue, kUndo, kBack };
  Kind kind = Kind::kMove;
  std::string first;    // Who moves first if the answer begins a game.
  std::string value;    // The move's notation (kMove) or the bead's code or colour (kBead).
  std::string version;  // The file's version (file_version) the page showed when answering.
};

// Applies `answer` to the tournament of `session` (locked for writing, at the version the
// answer was made against: web/desk.h checks that) and writes it. A move or bead that leaves a
// machine with no box stops there; Continue plays its forced moves (or its resignation).
// Returns JSON: {messages: [...], finished: null or {result, changes}} for a move, bead,
// resignation or continue; {took_back, changes} for undo; {lines} for back (take back the last
// move typed in the game in play: tracker::take_back_move's lines, the beads to put back).
// Throws core::Error for an answer that does not fit the game, before anything is written: a
// move when a machine is to draw, an illegal move (listing the legal ones), a bead the box does
// not hold (listing the colours it holds), a resignation at a box with beads, nothing to undo,
// no move to take back; and core::Error if the file cannot be written (it keeps its previous
// contents; `session` is then no longer the file's and must be dropped).
std::string apply_answer(tracker::TrackSession& session, const Answer& answer);

}  // namespace matchbox::web
