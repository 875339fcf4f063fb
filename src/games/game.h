// SPDX-FileCopyrightText: 2026 The matchbox authors
// SPDX-License-Identifier: GPL-3.0-or-later

// The rules interface every game implements (after OpenSpiel's Game/State split, but
// stateless: a Game is a rules object, positions are values passed in and out).
//
// Contracts every implementation keeps (checked for every registered game by
// tests/games/conformance_test.cpp):
// - legal_moves(p) is sorted ascending and has no duplicates; it is empty iff outcome(p) has
//   a value (the game is over);
// - apply(p, m) returns a new position with the other side to move and never changes p;
// - parse(to_string(p), p.to_move) == p for every reachable position;
// - every game from the initial position ends within max_plies() plies, unless
//   positions_repeat() (kings can go back and forth), where max_plies() is the referee's limit
//   after which the tracker and simulator call the game a draw;
// - for every declared symmetry T: legal_moves(T p) == sorted T(legal_moves(p)),
//   apply(T p, T m) == T apply(p, m) and outcome(T p) == outcome(p)
//   (tests/symmetry/soundness_test.cpp).
#pragma once

#include <map>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/position.h"

namespace matchbox::games {

using core::Move;
using core::Outcome;
using core::Player;
using core::Position;

// A symmetry of the board: a permutation of cells. image[i] is the cell that cell i moves to,
// so (T p).cells[image[i]] == p.cells[i]. `name` tells an operator how to turn the real board
// to match the picture ("rotate 90° clockwise", "mirror left-right"); the identity comes first
// in every game's list and is named "as printed".
struct Transform {
  std::string name;
  std::vector<int> image;
};

// How a painter draws a game's board. Cells sit on a rows x cols grid; cell i is drawn at
// (cell_row[i], cell_col[i]), row 0 at the top of the picture. For kPiles, cell i is pile i
// and the grid is unused.
struct BoardShape {
  enum class Kind { kGrid, kPawns, kCheckers, kPiles, kGo };
  Kind kind = Kind::kGrid;
  int rows = 0;
  int cols = 0;
  std::vector<int> cell_row;
  std::vector<int> cell_col;
};

// Rule parameters as written in a machine file (e.g. {"height": "3", "king": "slide"}); every
// game documents its own keys and defaults, reads them with games/params.h, and refuses unknown
// keys or impossible values with core::Error.
using GameParams = std::map<std::string, std::string>;

class Game {
 public:
  virtual ~Game() = default;

  // Registry name ("tic-tac-toe", "pawns") and a human title ("Hexapawn (3×3)").
  virtual std::string name() const = 0;
  virtual std::string title() const = 0;
  // The parameters in force, defaults filled in.
  virtual GameParams params() const = 0;
  virtual BoardShape shape() const = 0;

  virtual Position initial_position() const = 0;
  // Sorted ascending, no duplicates; empty iff the game is over.
  virtual std::vector<Move> legal_moves(const Position& p) const = 0;
  // Precondition: m is in legal_moves(p). Returns the position after m.
  virtual Position apply(const Position& p, const Move& m) const = 0;
  // The result for the side to move in p (p.to_move) if the game is over, else nullopt.
  virtual std::optional<Outcome> outcome(const Position& p) const = 0;
  // Upper bound on the number of plies of any game from the initial position; for games whose
  // positions can repeat, the ply after which a game is adjudicated a draw.
  virtual int max_plies() const = 0;
  // True if a position can occur twice in one game (checkers kings moving back and forth).
  virtual bool positions_repeat() const { return false; }

  // True if both sides have the same moves from the same board (Nim): a machine that plays
  // both sides then needs one box per board, whoever is to move.
  virtual bool impartial() const { return false; }

  // The board's symmetry group, identity first. A single identity means "no symmetry".
  virtual const std::vector<Transform>& symmetries() const = 0;
  // Default: permute cells by t.image. Games whose cells are not all squares (go's ko point)
  // override, and say so below.
  virtual Position transform(const Position& p, const Transform& t) const;
  // True if transform(p, t) is the default, cell i of p going to cell t.image[i], so that a
  // caller may compare images without building them (the solver's memo keys).
  virtual bool transform_permutes_cells() const { return true; }
  // Default: map every cell of the path by t.image.
  virtual Move transform(const Move& m, const Transform& t) const;
  // Sets `out` to transform(p, t), reusing out's storage where the transform permutes cells
  // (no allocation once `out` has held a position of this game): for loops over the symmetries.
  void transform_into(const Position& p, const Transform& t, Position& out) const;

  // Position strings as docs/notation.md (side to move not included).
  virtual std::string to_string(const Position& p) const = 0;
  // Parses a position string. `to_move` is required where the board does not determine the
  // side to move (pawn games, checkers); where it does (tic-tac-toe), a contradicting value is
  // an error. Throws core::Error naming the text and what was expected.
  virtual Position parse(std::string_view text, std::optional<Player> to_move) const = 0;
  // Move notation as docs/notation.md ("5", "a1-a2", "b2xc3", "7-5"; Nim "2from3"; go "b2").
  virtual std::string move_notation(const Position& p, const Move& m) const = 0;
  // A typed move in the game's current notation: older spellings still accepted on input
  // (Nim's "2/3") are rewritten; the default returns `typed` unchanged.
  virtual std::string normalise_notation(std::string_view typed) const {
    return std::string(typed);
  }
  // The name of cell `cell` in move notation ("5"; "b2"; "7"), as the instruction sheet prints
  // it on the board; empty where cells have no names (Nim's piles).
  virtual std::string cell_name(int) const { return {}; }
  // Where on the board a move is played, when its notation does not say ("pile 2 of 3 from the
  // left" for Nim, whose notation names the pile by its size); empty by default.
  virtual std::string move_place(const Position&, const Move&) const { return {}; }
  // Why `typed` is not a legal move in p, in the game's own terms, for an operator who typed
  // it: "square 1 is taken", "a pile of 2 has no 3 counters to take". `typed` is as the tracker
  // compares moves (lower case, no spaces, normalise_notation applied). One clause, without the
  // legal moves, which the caller lists after it. Precondition: outcome(p) is nullopt and no
  // legal move of p is written `typed`. The default says only that it is not a legal move.
  virtual std::string explain_illegal(const Position& p, std::string_view typed) const;
  // The score of the finished position `p` in words, in the language in force, for a game won
  // on points ("Black 5, White 4 + komi 0.5" in go, by area scoring); empty by default and
  // wherever the game did not end by counting.
  virtual std::string score_words(const Position&) const { return {}; }
};

// The cells whose pieces `m` takes off the board when played in `p`: cells that held a piece
// before and hold another or none after, the moving piece's own start (a step's or jump
// chain's first cell) left out. Go's captured stones, checkers' jumped men, a pawn taken where
// the capturing pawn lands; none in tic-tac-toe and Nim (piles are not cells of a board).
std::vector<int> taken_cells(const Game& game, const Position& p, const Move& m);

// "Pawns (height=3, width=3)": a game and its parameters, for messages.
std::string describe_game(const Game& game);

}  // namespace matchbox::games
