// SPDX-FileCopyrightText: 2026 The matchbox authors
// SPDX-License-Identifier: GPL-3.0-or-later

// MachineSpec: everything a machine file (games/*.yaml) says, decoded and validated.
// Plain data; yaml-cpp is used only in spec/*.cpp. Rules of the keys are docs/machine-files.md.
#pragma once

#include <cstdint>
#include <map>
#include <string>
#include <vector>

#include "core/enum_table.h"
#include "games/game.h"

namespace matchbox::spec {

// docs/machine-files.md: which positions share a box.
enum class SymmetryMode { kPositions, kMoves, kNone };
// docs/machine-files.md: whether moves mapped onto each other by the position's stabiliser share a
// slot.
enum class EquivalentMoves { kMerge, kSeparate };
// docs/machine-files.md: boxes for forced moves (positions with exactly one legal move).
enum class Forced { kSkip, kSkipFinal, kKeep };
// docs/machine-files.md: which side(s) the machine plays.
enum class Plays { kFirst, kSecond, kBoth };
// Boxes for hopeless positions: the machine cannot win at once and every move lets the
// opponent win at once (two or more threats). `resign` leaves them out and the machine resigns
// there, as Michie's own 1963 machine did (287 boxes instead of 304).
enum class Hopeless { kKeep, kResign };
// docs/palettes.md: how bead colours are chosen.
enum class ColourScheme { kBySquare, kPerBox };
// docs/palettes.md: which member of a box's orbit is printed: the canonical form, or the one that
// keeps the per-colour bead totals even (with colours: by-square).
enum class Orientation { kCanonical, kBalanced };
// docs/machine-files.md: which boxes a reinforcement rule touches.
enum class UpdatedBoxes { kAll, kLast };
// docs/machine-files.md: what happens when the machine opens an empty box.
enum class EmptyBox { kResign };
// docs/machine-files.md: which empty boxes are refilled with their initial beads.
enum class Refill { kNone, kFirstBox, kAny };
// docs/machine-files.md: how many beads an outcome rule moves: `beads` as written, or `beads`
// times an amount that grows with the move's place in the game and shrinks with the game's
// length (a software MENACE trained by self-play; the formula is tracker/reinforcement.h's).
enum class Scale { kFixed, kLength };
// docs/machine-files.md: draw propagation (a reader's rule on the mini-checkers blog, 2012):
// reaching a box that holds no two beads of one colour takes one bead of the previous move
// from the previous box, unless it is the last of its colour there.
enum class Propagation { kNone, kPreviousBox };
// docs/machine-files.md, "Two compartments": how the rules read boxes with compartments A and B
// (the mini-checkers blog, 2012).
// - separate: each compartment's counts stand alone: a rule acts on the drawn bead's own
//   compartment (a draw's only on beads drawn from A), and keep_last, floor and propagation's
//   last bead count that compartment.
// - builder: the builder's reply read so that it equals the reader's draw propagation (one
//   compartment of 2 beads a move, A + B being the reader's count): a loss's rule acts on the
//   drawn colour in both compartments, a draw's rule and propagation on compartment A, and a
//   box counts as having no duplicate when its A is empty; keep_last and floor count the colour
//   over the box.
enum class CompartmentRules { kSeparate, kBuilder };
// docs/machine-files.md: how the machine picks a bead from a box.
// - draw: shake and draw one at random (Michie 1961; every machine in the sources).
// - greedy: take a bead of the colour with the most beads (ties: draw among them).
// - epsilon: with probability epsilon a move at random among the colours the box holds,
//   otherwise greedy (a software MENACE trained by self-play).
// - duplicates: set aside the beads that have no duplicate of their colour, unless that would
//   empty the box, then draw (the optional half of draw propagation).
enum class Select { kDraw, kGreedy, kEpsilon, kDuplicates };

inline constexpr auto kSymmetryModes = core::make_enum_table<SymmetryMode>(
    std::pair{SymmetryMode::kPositions, "positions"}, std::pair{SymmetryMode::kMoves, "moves"},
    std::pair{SymmetryMode::kNone, "none"});
inline constexpr auto kEquivalentMoves = core::make_enum_table<EquivalentMoves>(
    std::pair{EquivalentMoves::kMerge, "merge"}, std::pair{EquivalentMoves::kSeparate, "separate"});
inline constexpr auto kForced = core::make_enum_table<Forced>(
    std::pair{Forced::kSkip, "skip"}, std::pair{Forced::kSkipFinal, "skip-final"},
    std::pair{Forced::kKeep, "keep"});
inline constexpr auto kPlays = core::make_enum_table<Plays>(std::pair{Plays::kFirst, "first"},
                                                            std::pair{Plays::kSecond, "second"},
                                                            std::pair{Plays::kBoth, "both"});
inline constexpr auto kHopeless = core::make_enum_table<Hopeless>(
    std::pair{Hopeless::kKeep, "keep"}, std::pair{Hopeless::kResign, "resign"});
inline constexpr auto kColourSchemes = core::make_enum_table<ColourScheme>(
    std::pair{ColourScheme::kBySquare, "by-square"}, std::pair{ColourScheme::kPerBox, "per-box"});
inline constexpr auto kOrientations = core::make_enum_table<Orientation>(
    std::pair{Orientation::kCanonical, "canonical"}, std::pair{Orientation::kBalanced, "balanced"});
inline constexpr auto kUpdatedBoxes = core::make_enum_table<UpdatedBoxes>(
    std::pair{UpdatedBoxes::kAll, "all"}, std::pair{UpdatedBoxes::kLast, "last"});
inline constexpr auto kEmptyBoxes =
    core::make_enum_table<EmptyBox>(std::pair{EmptyBox::kResign, "resign"});
inline constexpr auto kRefills = core::make_enum_table<Refill>(
    std::pair{Refill::kNone, "none"}, std::pair{Refill::kFirstBox, "first-box"},
    std::pair{Refill::kAny, "any"});
inline constexpr auto kScales = core::make_enum_table<Scale>(std::pair{Scale::kFixed, "fixed"},
                                                             std::pair{Scale::kLength, "length"});
inline constexpr auto kPropagations = core::make_enum_table<Propagation>(
    std::pair{Propagation::kNone, "none"}, std::pair{Propagation::kPreviousBox, "previous-box"});
inline constexpr auto kCompartmentRules =
    core::make_enum_table<CompartmentRules>(std::pair{CompartmentRules::kSeparate, "separate"},
                                            std::pair{CompartmentRules::kBuilder, "builder"});
inline constexpr auto kSelects = core::make_enum_table<Select>(
    std::pair{Select::kDraw, "draw"}, std::pair{Select::kGreedy, "greedy"},
    std::pair{Select::kEpsilon, "epsilon"}, std::pair{Select::kDuplicates, "duplicates"});

// Bounds on bead counts, checked when a machine file is read (so `validate` reports them). A
// real matchbox holds a few dozen beads; the bounds keep every total matchbox sums (a box, a
// colour, a kit) far inside a 32-bit int.
inline constexpr int kMaxInitialBeads = 1000;  // Initial beads of one slot (initial_beads).
inline constexpr int kMaxRuleBeads = 1000;     // Beads one rule adds or takes (|beads|).
// A box never holds more than this: reinforcement stops adding beads to a full box (tracker/).
inline constexpr int kMaxBoxBeads = 1'000'000;

// No count of positions set (--max-positions not given): the walks of a game keep as many
// positions as their budget of memory and time allows (analysis/position_limit.h).
inline constexpr std::int64_t kDefaultMaxPositions = 0;

// What happens to the drawn bead(s) after one outcome. `beads` > 0 adds that many beads of the
// drawn colour, < 0 confiscates that many (never below zero), 0 changes nothing; `all_of_colour`
// removes every bead of the drawn colour instead. With `keep_last` a confiscation never takes
// the last bead of that colour in the box (mini-checkers' draw rule).
// With `scale: length`, |beads| multiplies the length-scaled amount and its sign says add or
// take away.
struct OutcomeRule {
  int beads = 0;
  bool all_of_colour = false;
  UpdatedBoxes boxes = UpdatedBoxes::kAll;
  bool keep_last = false;
  Scale scale = Scale::kFixed;
};

// docs/machine-files.md: Michie 1961 (win +3, draw +1, loss -1 in every box used), Gardner 1962
// (HER: loss confiscates the last move's bead only), and the variants a teacher writes.
struct Reinforcement {
  OutcomeRule win;
  OutcomeRule draw;
  OutcomeRule loss;
  EmptyBox empty_box = EmptyBox::kResign;
  Refill refill = Refill::kFirstBox;
  // A bead floor per move: no confiscation leaves a slot with fewer than `floor` beads (one
  // web MENACE trained by self-play keeps one bead of every move). 0: no floor.
  int floor = 0;
  Propagation propagation = Propagation::kNone;
  // With compartments: 2 only (the decoder refuses builder for boxes of one compartment).
  CompartmentRules compartments = CompartmentRules::kSeparate;
};

// One phase of a simulated training schedule: the share of the run's games it lasts (the
// phases' shares add up to 1) and epsilon for the machine when it moves first and second (a
// machine that plays itself uses both in one game).
struct Phase {
  double share = 1;
  double epsilon[2] = {0, 0};
};

// How the machine picks a bead (docs/machine-files.md, "Move selection").
struct Selection {
  Select rule = Select::kDraw;
  double epsilon = 0;           // kEpsilon: the probability of a move at random, 0..1.
  std::vector<Phase> schedule;  // kEpsilon, simulations only; empty: `epsilon` throughout.
};

// The most compartments a box may have (docs/machine-files.md, "Two compartments").
inline constexpr int kMaxCompartments = 2;

struct MachineSpec {
  std::string file;                // Path the spec was read from ("<built-in>" if none).
  std::string name;                // Short name, also the default output folder ("menace").
  std::string title;               // "MENACE"
  std::string description;         // One paragraph for the instruction sheet.
  std::string source;              // Citation, e.g. "Michie, D. (1961) ...".
  std::vector<std::string> rules;  // The game's rules as the instruction sheet prints them.
  std::string game;                // Registry name ("tic-tac-toe", "pawns").
  games::GameParams params;
  Plays plays = Plays::kFirst;
  SymmetryMode symmetry = SymmetryMode::kPositions;
  EquivalentMoves equivalent_moves = EquivalentMoves::kMerge;
  Forced forced = Forced::kSkip;
  Hopeless hopeless = Hopeless::kKeep;
  ColourScheme colours = ColourScheme::kBySquare;
  Orientation orientation = Orientation::kCanonical;
  std::string palette = "okabe-ito";  // Id of a file templates/palettes/<id>.yaml.
  std::map<int, int> initial_beads;   // Ply (1-based) -> beads per slot; key 0 = any ply.
  Reinforcement reinforcement;
  // Bead compartments per box (the mini-checkers blog, 2012): with 2, a box holds its beads
  // twice, in compartments A and B; the machine draws from A unless it is empty, then from B.
  int compartments = 1;
  Selection select;
  // The size guard of the command that loads the machine (`--max-positions`), not a key of
  // the file: how many positions the walks of its game may visit (analysis/position_limit.h).
  std::int64_t max_positions = kDefaultMaxPositions;
  // Where each top-level key was given: "FILE:LINE:COLUMN" or "--set key=value".
  std::map<std::string, std::string> locations;

  // The location of `key` for an error about it; the file alone if the key was not given.
  std::string where(const std::string& key) const {
    auto it = locations.find(key);
    return it == locations.end() ? file : it->second;
  }
};

}  // namespace matchbox::spec
