// SPDX-FileCopyrightText: 2026 The matchbox authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "kit/example_game.h"

#include <algorithm>
#include <unordered_set>

#include "core/error.h"
#include "kit/box_finder.h"
#include "kit/codes.h"

namespace matchbox::kit {

namespace {

// Does typing the notation of `move` play it? The tracker (tracker/referee.h) reads a notation
// as the last legal move written so; where several moves share one (NIMBLE's equal heaps), only
// that one can be typed.
bool typeable(const games::Game& game, const games::Position& p,
              const std::vector<games::Move>& legal, const games::Move& move) {
  const std::string notation = game.move_notation(p, move);
  const auto last = std::find_if(legal.rbegin(), legal.rend(), [&](const games::Move& m) {
    return game.move_notation(p, m) == notation;
  });
  return last != legal.rend() && *last == move;
}

// A game of the search, up to its position: its last move and, if the machine opened a box
// for it, that box and slot.
struct ExampleNode {
  games::Position position;
  int parent = -1;
  games::Move move = {};
  int box = -1;  // Index into kit.boxes, or -1.
  int slot = -1;
  bool opened = false;  // The machine has opened a box in this game.
};

// How the search ranks the games that end at one ply: a loss for the machine first.
int outcome_rank(games::Outcome o) {
  return o == games::Outcome::kLoss ? 0 : o == games::Outcome::kDraw ? 1 : 2;
}

// The game from the start to `nodes[last]`, as a score-sheet row with result `outcome`.
ExampleGame example_row(const Kit& kit, const std::vector<ExampleNode>& nodes, int last,
                        games::Outcome outcome) {
  std::vector<int> path;
  for (int i = last; nodes[static_cast<std::size_t>(i)].parent >= 0;
       i = nodes[static_cast<std::size_t>(i)].parent)
    path.push_back(i);
  std::reverse(path.begin(), path.end());
  ExampleGame out;
  out.outcome = outcome;
  for (int i : path) {
    const ExampleNode& n = nodes[static_cast<std::size_t>(i)];
    const ExampleNode& before = nodes[static_cast<std::size_t>(n.parent)];
    if (n.box >= 0) {
      const Box& box = kit.boxes.at(static_cast<std::size_t>(n.box));
      out.boxes.push_back(box.id);
      out.slots.push_back(n.slot);
      out.plies.push_back(static_cast<int>(out.moves.size()));
      out.beads.push_back(local_code(kit.palette.colours.at(
          static_cast<std::size_t>(box.slots.at(static_cast<std::size_t>(n.slot)).colour))));
    }
    out.moves.push_back(kit.game->move_notation(before.position, n.move));
  }
  return out;
}

}  // namespace

ExampleGame example_game(const Kit& kit) {
  const games::Game& game = *kit.game;
  const games::Player machine =
      kit.spec.plays == spec::Plays::kSecond ? games::Player::kSecond : games::Player::kFirst;
  const BoxFinder finder(kit);
  std::vector<ExampleNode> nodes = {{game.initial_position()}};
  std::vector<int> level = {0};
  std::unordered_set<games::Position, core::PositionHash> seen = {nodes[0].position};
  for (int ply = 0;; ++ply) {
    // The games that end here, the best of them first.
    int best = -1;
    games::Outcome best_outcome = games::Outcome::kDraw;
    for (int i : level) {
      const games::Position& p = nodes[static_cast<std::size_t>(i)].position;
      const std::optional<games::Outcome> end = game.outcome(p);
      if (!end && ply < game.max_plies()) continue;
      const games::Outcome o =
          !end || p.to_move == machine ? end.value_or(games::Outcome::kDraw) : core::reverse(*end);
      if (best < 0 || outcome_rank(o) < outcome_rank(best_outcome)) {
        best = i;
        best_outcome = o;
      }
    }
    if (best >= 0) return example_row(kit, nodes, best, best_outcome);
    std::vector<int> next;
    const auto add = [&](int parent, const games::Move& move, int box, int slot, bool opened) {
      games::Position q = game.apply(nodes[static_cast<std::size_t>(parent)].position, move);
      if (!seen.insert(q).second) return;
      next.push_back(static_cast<int>(nodes.size()));
      nodes.push_back({std::move(q), parent, move, box, slot, opened});
    };
    for (int i : level) {
      const ExampleNode node = nodes[static_cast<std::size_t>(i)];
      const games::Position& p = node.position;
      const std::vector<games::Move> legal = game.legal_moves(p);
      const std::optional<BoxMatch> match = p.to_move == machine ? finder.find(p) : std::nullopt;
      if (match) {
        const Box& box = kit.boxes.at(static_cast<std::size_t>(match->box));
        const auto slot = std::find_if(box.slots.begin(), box.slots.end(), [&](const BeadSlot& s) {
          const int index = static_cast<int>(&s - box.slots.data());
          return s.beads > 0 && typeable(game, p, legal, finder.real_move(p, *match, index));
        });
        MATCHBOX_CHECK(slot != box.slots.end());
        const int s = static_cast<int>(slot - box.slots.begin());
        add(i, finder.real_move(p, *match, s), match->box, s, true);
      } else if (p.to_move == machine) {
        add(i, legal.front(), -1, -1, node.opened);  // A forced move: no box.
      } else {
        // Before the machine's first box: the replies that leave its picture as it stands.
        std::vector<games::Move> replies;
        if (!node.opened)
          for (const games::Move& m : legal) {
            const games::Position q = game.apply(p, m);
            if (q.to_move == machine && !game.outcome(q) && finder.printed(q)) replies.push_back(m);
          }
        if (replies.empty()) replies = legal;
        for (const games::Move& m : replies) add(i, m, -1, -1, node.opened);
      }
    }
    MATCHBOX_CHECK(!next.empty());
    level = std::move(next);
  }
}

}  // namespace matchbox::kit
