// SPDX-FileCopyrightText: 2026 The matchbox authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "web/board_words.h"

#include <map>
#include <vector>

#include "core/error.h"
#include "render/page_flow.h"
#include "web/page_texts.h"

namespace matchbox::web {
namespace {

using Kind = games::BoardShape::Kind;

// The squares (points for go) of the board: the cells that are drawn (go's ko point and passes
// are not).
int board_squares(const games::BoardShape& shape, const games::Position& p) {
  return shape.kind == Kind::kGo ? shape.rows * shape.cols : static_cast<int>(p.cells.size());
}

// The key under web.board.piece of what cell code `code` is on a board of `kind` (the codes of
// games/tic_tac_toe.h, pawns.h, checkers.h, go.h), or "" for an empty cell.
std::string piece_key(Kind kind, int code) {
  if (code == 0) return "";
  static const std::map<Kind, std::vector<std::string>> kPieces = {
      {Kind::kGrid, {"x", "o"}},
      {Kind::kPawns, {"white_pawn", "black_pawn"}},
      {Kind::kCheckers, {"white_man", "black_man", "white_king", "black_king"}},
      {Kind::kGo, {"black_stone", "white_stone"}},
  };
  const auto it = kPieces.find(kind);
  if (it == kPieces.end() || code < 1 || code > static_cast<int>(it->second.size()))
    throw core::Error("no words for cell code " + std::to_string(code) + " on this board");
  return it->second[static_cast<std::size_t>(code - 1)];
}

std::string piece_words(Kind kind, int code) {
  const std::string key = piece_key(kind, code);
  return page_texts().at(key.empty() ? "web.board.empty" : "web.board.piece." + key);
}

}  // namespace

std::string cell_words(const games::Game& game, const games::Position& p, int cell) {
  const games::BoardShape shape = game.shape();
  return render::fill(
      page_texts(), shape.kind == Kind::kGo ? "web.board.point" : "web.board.square",
      {{"name", game.cell_name(cell)},
       {"what", piece_words(shape.kind, p.cells.at(static_cast<std::size_t>(cell)))}});
}

std::string position_words(const games::Game& game, const games::Position& p) {
  const games::BoardShape shape = game.shape();
  const spec::Texts& texts = page_texts();
  if (shape.kind == Kind::kPiles) {
    std::string piles;
    for (const auto size : p.cells) piles += (piles.empty() ? "" : ", ") + std::to_string(size);
    return render::fill(texts, "web.board.piles", {{"piles", piles}});
  }
  // Cell codes with the names of their squares; empty (0) last.
  std::map<int, std::string> where;
  for (int c = 0; c < board_squares(shape, p); ++c) {
    const int code = p.cells[static_cast<std::size_t>(c)];
    std::string& names = where[code == 0 ? 1000 : code];
    names += (names.empty() ? "" : ", ") + game.cell_name(c);
  }
  std::string cells;
  for (const auto& [code, names] : where)
    cells += (cells.empty() ? "" : "; ") +
             render::fill(
                 texts, "web.board.where",
                 {{"what", piece_words(shape.kind, code == 1000 ? 0 : code)}, {"names", names}});
  return render::fill(texts, "web.board.position", {{"cells", cells}});
}

}  // namespace matchbox::web
