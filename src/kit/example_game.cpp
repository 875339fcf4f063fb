#include "kit/example_game.h"

#include <algorithm>

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

}  // namespace

ExampleGame example_game(const Kit& kit) {
  const games::Game& game = *kit.game;
  const games::Player machine =
      kit.spec.plays == spec::Plays::kSecond ? games::Player::kSecond : games::Player::kFirst;
  const BoxFinder finder(kit);
  ExampleGame out;
  games::Position p = game.initial_position();
  for (int ply = 0; ply < game.max_plies() && !game.outcome(p); ++ply) {
    const std::vector<games::Move> legal = game.legal_moves(p);
    games::Move move = legal.front();
    const std::optional<BoxMatch> match = p.to_move == machine ? finder.find(p) : std::nullopt;
    if (match) {
      const Box& box = kit.boxes.at(static_cast<std::size_t>(match->box));
      const auto slot = std::find_if(box.slots.begin(), box.slots.end(), [&](const BeadSlot& s) {
        const int index = static_cast<int>(&s - box.slots.data());
        return s.beads > 0 && typeable(game, p, legal, finder.real_move(p, *match, index));
      });
      MATCHBOX_CHECK(slot != box.slots.end());
      move = finder.real_move(p, *match, static_cast<int>(slot - box.slots.begin()));
      out.boxes.push_back(box.id);
      out.slots.push_back(static_cast<int>(slot - box.slots.begin()));
      out.plies.push_back(ply);
      out.beads.push_back(
          local_code(kit.palette.colours.at(static_cast<std::size_t>(slot->colour))));
    }
    out.moves.push_back(game.move_notation(p, move));
    p = game.apply(p, move);
  }
  const std::optional<games::Outcome> end = game.outcome(p);
  out.outcome =
      !end || p.to_move == machine ? end.value_or(games::Outcome::kDraw) : core::reverse(*end);
  return out;
}

}  // namespace matchbox::kit
