// SPDX-FileCopyrightText: 2026 The matchbox authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "games/game.h"

#include <fmt/format.h>

#include "core/translation.h"
#include "games/typed_move.h"

namespace matchbox::games {

Position Game::transform(const Position& p, const Transform& t) const {
  Position out = p;
  for (std::size_t i = 0; i < p.cells.size(); ++i) out.cells[t.image[i]] = p.cells[i];
  return out;
}

void Game::transform_into(const Position& p, const Transform& t, Position& out) const {
  if (!transform_permutes_cells()) {
    out = transform(p, t);
    return;
  }
  out.cells.resize(p.cells.size());
  for (std::size_t i = 0; i < p.cells.size(); ++i) out.cells[t.image[i]] = p.cells[i];
  out.to_move = p.to_move;
}

Move Game::transform(const Move& m, const Transform& t) const {
  Move out = m;
  for (auto& cell : out.path) cell = static_cast<std::int8_t>(t.image[cell]);
  return out;
}

std::string Game::explain_illegal(const Position&, std::string_view typed) const {
  // TRANSLATORS: {move} is the move typed, in quotes.
  // xgettext:python-brace-format
  return fmt::format(fmt::runtime(core::tr("error", "{move} is not a legal move here")),
                     fmt::arg("move", quoted(typed)));
}

std::string describe_game(const Game& game) {
  std::string params;
  for (const auto& [key, value] : game.params())
    params += (params.empty() ? "" : ", ") + key + "=" + value;
  return game.title() + (params.empty() ? "" : " (" + params + ")");
}

std::vector<int> taken_cells(const Game& game, const Position& p, const Move& m) {
  if (game.shape().kind == BoardShape::Kind::kPiles) return {};
  const Position after = game.apply(p, m);
  const std::size_t board = game.shape().cell_row.size();
  std::vector<int> out;
  for (std::size_t c = 0; c < board && c < p.cells.size(); ++c)
    if (p.cells[c] != 0 && after.cells[c] != p.cells[c] &&
        !(m.path.size() > 1 && static_cast<std::size_t>(m.path.front()) == c))
      out.push_back(static_cast<int>(c));
  return out;
}

}  // namespace matchbox::games
