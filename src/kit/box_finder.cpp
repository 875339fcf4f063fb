// SPDX-FileCopyrightText: 2026 The matchbox authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "kit/box_finder.h"

#include <algorithm>
#include <unordered_map>
#include <utility>

#include "core/error.h"

namespace matchbox::kit {
namespace {

using games::Move;
using games::Position;

// The box key of a position: in an impartial game one box serves both sides.
Position box_key(const games::Game& game, Position p) {
  if (game.impartial()) p.to_move = games::Player::kFirst;
  return p;
}

}  // namespace

const Move* find_real_move(const games::Game& game, std::span<const Move> moves, int t,
                           const Move& printed) {
  const games::Transform& transform = game.symmetries().at(static_cast<std::size_t>(t));
  for (const Move& m : moves)
    if ((t == 0 ? m : game.transform(m, transform)) == printed) return &m;
  return nullptr;
}

struct BoxFinder::Impl {
  const Kit* kit;
  std::unordered_map<Position, int, core::PositionHash> boxes;

  const games::Game& game() const { return *kit->game; }
};

BoxFinder::BoxFinder(const Kit& kit) : impl_(std::make_unique<Impl>()) {
  impl_->kit = &kit;
  for (std::size_t b = 0; b < kit.boxes.size(); ++b) {
    const bool fresh =
        impl_->boxes.emplace(box_key(*kit.game, kit.boxes[b].position), static_cast<int>(b)).second;
    MATCHBOX_CHECK(fresh);
  }
}

BoxFinder::~BoxFinder() = default;
BoxFinder::BoxFinder(BoxFinder&&) noexcept = default;

std::optional<BoxMatch> BoxFinder::find(const Position& position) const {
  const games::Game& game = impl_->game();
  const auto& transforms = game.symmetries();
  // The position itself is looked up without a copy when it is its own key.
  const bool own_key = !game.impartial() || position.to_move == games::Player::kFirst;
  Position image;  // Each image's key in turn, in storage made once.
  for (std::size_t t = 0; t < transforms.size(); ++t) {
    const Position* key = &position;
    if (t > 0 || !own_key) {
      if (t > 0) game.transform_into(position, transforms[t], image);
      if (t == 0) image = position;
      if (game.impartial()) image.to_move = games::Player::kFirst;
      key = &image;
    }
    const auto it = impl_->boxes.find(*key);
    if (it != impl_->boxes.end()) return BoxMatch{it->second, static_cast<int>(t)};
  }
  return std::nullopt;
}

std::optional<int> BoxFinder::printed(const Position& position) const {
  const auto it = impl_->boxes.find(box_key(impl_->game(), position));
  if (it == impl_->boxes.end()) return std::nullopt;
  return it->second;
}

Move BoxFinder::real_move(const Position& position, const BoxMatch& match, int slot) const {
  const games::Game& game = impl_->game();
  const Move& printed = impl_->kit->boxes.at(static_cast<std::size_t>(match.box))
                            .slots.at(static_cast<std::size_t>(slot))
                            .move;
  const std::vector<Move> moves = game.legal_moves(position);
  if (const Move* m = find_real_move(game, moves, match.transform, printed)) return *m;
  throw core::InternalError("box " + std::to_string(match.box + 1) + " slot " +
                            std::to_string(slot + 1) + " stands for no legal move of " +
                            game.to_string(position));
}

bool boxes_turn(const Kit& kit) {
  return kit.spec.symmetry != spec::SymmetryMode::kNone && kit.game->symmetries().size() > 1;
}

std::vector<std::vector<int>> mirror_twins(const Kit& kit) {
  std::vector<std::vector<int>> out(kit.boxes.size());
  // With `symmetry: positions` one box stands for every image of its picture: no box's picture
  // is an image of another's, and none is looked for.
  if (!boxes_turn(kit) || kit.spec.symmetry == spec::SymmetryMode::kPositions) return out;
  const BoxFinder finder(kit);
  const auto& transforms = kit.game->symmetries();
  for (std::size_t b = 0; b < kit.boxes.size(); ++b) {
    std::vector<int>& twins = out[b];
    for (std::size_t t = 1; t < transforms.size(); ++t) {
      // The image is a twin's picture exactly when the finder matches it as printed (its first
      // try): the other transforms, which find() would go on to, are not asked.
      const std::optional<int> m =
          finder.printed(kit.game->transform(kit.boxes[b].position, transforms[t]));
      if (m && *m != static_cast<int>(b))
        twins.push_back(kit.boxes[static_cast<std::size_t>(*m)].id);
    }
    std::sort(twins.begin(), twins.end());
    twins.erase(std::unique(twins.begin(), twins.end()), twins.end());
  }
  return out;
}

bool has_mirror_twins(const Kit& kit) {
  const std::vector<std::vector<int>> twins = mirror_twins(kit);
  return std::any_of(twins.begin(), twins.end(), [](const auto& t) { return !t.empty(); });
}

}  // namespace matchbox::kit
