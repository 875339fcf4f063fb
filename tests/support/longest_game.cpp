// SPDX-FileCopyrightText: 2026 The matchbox authors
// SPDX-License-Identifier: GPL-3.0-or-later

// matchbox_longest_game MACHINE: the game of MACHINE (a name from games/ or a machine file)
// against a person in which the machine opens the most boxes, for the browser test of the pages'
// room (tests/web/fit_test.py): its bead-change list is the longest a game can give, one line
// per box opened. Prints three lines: `FIRST BOXES`, who moves first (machine or opponent, as
// `track record --first` takes it) and the number of boxes the machine opens; every move of both
// sides in notation (as `track record --moves` takes them); the English code of the bead drawn
// at each box opened (as `track record --beads` takes them).
//
// A depth-first search from the initial position over (position, ply) up to the game's
// max_plies(), memoised: at each of the machine's turns a box is opened where kit::BoxFinder finds
// one (forced moves without a box, and Michie's resignation at a hopeless position without a box,
// `hopeless: resign`, open none). A machine that plays both sides is tried on each.
// Exit 1 with a message on a machine file that does not load.
#include <iostream>
#include <string>
#include <unordered_map>
#include <vector>

#include "analysis/enumerate.h"
#include "core/error.h"
#include "kit/box_finder.h"
#include "kit/build.h"
#include "spec/machine_file.h"
#include "spec/palette_file.h"

namespace {

using matchbox::core::Player;
using matchbox::core::Position;
namespace games = matchbox::games;
namespace kit = matchbox::kit;
namespace spec = matchbox::spec;

struct PlyKey {
  Position position;
  int ply = 0;
  friend bool operator==(const PlyKey&, const PlyKey&) = default;
};

struct PlyKeyHash {
  std::size_t operator()(const PlyKey& k) const noexcept {
    return matchbox::core::PositionHash{}(k.position) * 31 + static_cast<std::size_t>(k.ply);
  }
};

// The longest game (in boxes opened) of one kit with the machine on one side.
class LongestGame {
 public:
  LongestGame(const kit::Kit& k, Player side) : kit_(k), game_(*k.game), finder_(k), side_(side) {}

  // The boxes opened from `p`, `ply` plies played, at best; remembers the best move.
  int boxes(const Position& p, int ply) {
    if (ply >= game_.max_plies() || game_.outcome(p) || resigns(p)) return 0;
    PlyKey key{p, ply};
    if (const auto it = memo_.find(key); it != memo_.end()) return it->second.boxes;
    const int here = p.to_move == side_ && finder_.find(p) ? 1 : 0;
    Best best{-1, 0};
    const auto moves = game_.legal_moves(p);
    for (std::size_t i = 0; i < moves.size(); ++i) {
      const int after = boxes(game_.apply(p, moves[i]), ply + 1);
      if (after > best.boxes) best = {after, static_cast<int>(i)};
    }
    best.boxes += here;
    memo_.emplace(std::move(key), best);
    return best.boxes;
  }

  // The best game: every move in notation, finished by first legal moves, and the code of the
  // bead each box opened gives for its move (which tells apart moves written alike, Nim's
  // "1from3" from piles of one size).
  struct Game {
    std::vector<std::string> moves, beads;
  };
  Game best_game() const {
    Game out;
    Position p = game_.initial_position();
    for (int ply = 0; !game_.outcome(p) && !resigns(p) && ply < game_.max_plies(); ++ply) {
      const auto legal = game_.legal_moves(p);
      const auto it = memo_.find(PlyKey{p, ply});
      const auto& move =
          legal.at(it == memo_.end() ? 0 : static_cast<std::size_t>(it->second.move));
      out.moves.push_back(game_.move_notation(p, move));
      if (const auto match = finder_.find(p); match && p.to_move == side_)
        out.beads.push_back(bead(p, *match, move));
      p = game_.apply(p, move);
    }
    return out;
  }

 private:
  struct Best {
    int boxes = 0;
    int move = 0;
  };

  // Michie's resignation: the machine to move, no box, and the game lost whatever it plays.
  bool resigns(const Position& p) const {
    return kit_.spec.hopeless == spec::Hopeless::kResign && p.to_move == side_ &&
           !finder_.find(p) && matchbox::analysis::hopeless(game_, p);
  }

  // The code of the bead of box `match` that stands for `move`: its slot's move, or one of the
  // moves merged into that slot (`equivalent_moves: merge`), seen on the real board.
  std::string bead(const Position& p, const kit::BoxMatch& match, const games::Move& move) const {
    const auto& slots = kit_.boxes.at(static_cast<std::size_t>(match.box)).slots;
    const auto legal = game_.legal_moves(p);
    for (const kit::BeadSlot& slot : slots) {
      std::vector<games::Move> printed{slot.move};
      printed.insert(printed.end(), slot.equivalents.begin(), slot.equivalents.end());
      for (const games::Move& m : printed) {
        const games::Move* real = kit::find_real_move(game_, legal, match.transform, m);
        if (real && *real == move)
          return kit_.palette.colours.at(static_cast<std::size_t>(slot.colour)).code;
      }
    }
    throw matchbox::core::Error("no bead of box " + std::to_string(match.box + 1) + " stands for " +
                                game_.move_notation(p, move));
  }

  const kit::Kit& kit_;
  const games::Game& game_;
  kit::BoxFinder finder_;
  Player side_;
  std::unordered_map<PlyKey, Best, PlyKeyHash> memo_;
};

}  // namespace

int main(int argc, char** argv) {
  if (argc != 2) {
    std::cerr << "usage: matchbox_longest_game MACHINE\n";
    return 1;
  }
  try {
    const spec::MachineSpec machine = spec::load_machine(argv[1]);
    const kit::Kit k = kit::build(machine, spec::load_palette(machine.palette));
    std::vector<Player> sides;
    if (machine.plays != spec::Plays::kSecond) sides.push_back(Player::kFirst);
    if (machine.plays != spec::Plays::kFirst) sides.push_back(Player::kSecond);
    int most = -1;
    std::string line;
    for (const Player side : sides) {
      LongestGame search(k, side);
      const int boxes = search.boxes(k.game->initial_position(), 0);
      if (boxes <= most) continue;
      most = boxes;
      const auto game = search.best_game();
      const auto joined = [](const std::vector<std::string>& words) {
        std::string out;
        for (const std::string& w : words) out += (out.empty() ? "" : " ") + w;
        return out + "\n";
      };
      line = std::string(side == Player::kFirst ? "machine" : "opponent") + " " +
             std::to_string(boxes) + "\n" + joined(game.moves) + joined(game.beads);
    }
    std::cout << line;
  } catch (const matchbox::core::Error& e) {
    std::cerr << e.what() << "\n";
    return 1;
  }
  return 0;
}
