// Box enumeration (docs/machine-files.md): the decision positions a machine faces, by the box rules
// of its machine file. Game-agnostic: it only uses the Game interface and symmetry/.
#pragma once

#include <vector>

#include "games/game.h"
#include "spec/machine_spec.h"

namespace matchbox::analysis {

// The rules of docs/machine-files.md that decide which positions get a box and how moves share
// slots.
struct BoxRules {
  spec::Plays plays = spec::Plays::kFirst;
  spec::SymmetryMode symmetry = spec::SymmetryMode::kPositions;
  spec::EquivalentMoves equivalent_moves = spec::EquivalentMoves::kMerge;
  spec::Forced forced = spec::Forced::kSkip;
};

BoxRules box_rules(const spec::MachineSpec& spec);

// A position the machine must move from: ply is 1-based (the ply of the machine's move);
// `position` is the printed representative (the canonical form with symmetry: positions, the
// position as reached otherwise); `slots` are classes of legal moves sharing one bead
// (each sorted, ordered by their lowest move; one move per slot with symmetry: none or
// equivalent_moves: separate).
struct DecisionPosition {
  int ply = 0;
  games::Position position;
  std::vector<std::vector<games::Move>> slots;
};

// Walks the game from its initial position ply by ply and returns the decision positions
// that get a box, ordered by ply, then by position string. A position reachable at several
// plies gets one box, at the smallest ply; in an impartial game (Game::impartial) the same
// board with either side to move shares one box.
std::vector<DecisionPosition> enumerate_boxes(const games::Game& game, const BoxRules& rules);

}  // namespace matchbox::analysis
