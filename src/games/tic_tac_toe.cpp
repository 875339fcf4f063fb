// SPDX-FileCopyrightText: 2026 The matchbox authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "games/tic_tac_toe.h"

#include <fmt/format.h>

#include <algorithm>
#include <array>

#include "core/error.h"
#include "core/translation.h"
#include "games/square_symmetry.h"
#include "games/typed_move.h"

namespace matchbox::games {
namespace {

constexpr int kSize = 3;
constexpr int kCells = 9;
constexpr std::array<std::array<int, 3>, 8> kLines = {
    {{0, 1, 2}, {3, 4, 5}, {6, 7, 8}, {0, 3, 6}, {1, 4, 7}, {2, 5, 8}, {0, 4, 8}, {2, 4, 6}}};

bool has_line(const Position& p, std::int8_t mark) {
  for (const auto& line : kLines)
    if (p.cells[line[0]] == mark && p.cells[line[1]] == mark && p.cells[line[2]] == mark)
      return true;
  return false;
}

std::int8_t mark_of(Player player) { return player == Player::kFirst ? 1 : 2; }

}  // namespace

TicTacToe::TicTacToe() : symmetries_(square_symmetries(kSize)) {}

BoardShape TicTacToe::shape() const {
  BoardShape s{BoardShape::Kind::kGrid, kSize, kSize, {}, {}};
  for (int i = 0; i < kCells; ++i) {
    s.cell_row.push_back(i / kSize);
    s.cell_col.push_back(i % kSize);
  }
  return s;
}

Position TicTacToe::initial_position() const {
  return Position{std::vector<std::int8_t>(kCells, 0), Player::kFirst};
}

std::vector<Move> TicTacToe::legal_moves(const Position& p) const {
  std::vector<Move> moves;
  if (outcome(p)) return moves;
  moves.reserve(static_cast<std::size_t>(std::count(p.cells.begin(), p.cells.end(), 0)));
  for (int i = 0; i < kCells; ++i)
    if (p.cells[i] == 0) moves.push_back(Move{{static_cast<std::int8_t>(i)}});
  return moves;
}

Position TicTacToe::apply(const Position& p, const Move& m) const {
  MATCHBOX_CHECK(m.path.size() == 1 && p.cells[m.path[0]] == 0);
  Position next = p;
  next.cells[m.path[0]] = mark_of(p.to_move);
  next.to_move = core::opponent(p.to_move);
  return next;
}

std::optional<Outcome> TicTacToe::outcome(const Position& p) const {
  if (has_line(p, mark_of(core::opponent(p.to_move)))) return Outcome::kLoss;
  if (has_line(p, mark_of(p.to_move))) return Outcome::kWin;  // Only in unreachable positions.
  for (std::int8_t c : p.cells)
    if (c == 0) return std::nullopt;
  return Outcome::kDraw;
}

std::string TicTacToe::to_string(const Position& p) const {
  std::string s(p.cells.size(), '.');
  for (std::size_t i = 0; i < p.cells.size(); ++i)
    if (p.cells[i] != 0) s[i] = p.cells[i] == 1 ? 'X' : 'O';
  return s;
}

Position TicTacToe::parse(std::string_view text, std::optional<Player> to_move) const {
  const std::string quoted = "tic-tac-toe position '" + std::string(text) + "'";
  if (text.size() != kCells)
    throw core::Error(quoted + ": expected 9 characters of X, O or . (rows top to bottom)");
  Position p{std::vector<std::int8_t>(kCells, 0), Player::kFirst};
  int xs = 0, os = 0;
  for (int i = 0; i < kCells; ++i) {
    switch (text[i]) {
      case 'X':
        p.cells[i] = 1;
        ++xs;
        break;
      case 'O':
        p.cells[i] = 2;
        ++os;
        break;
      case '.':
        break;
      default:
        throw core::Error(quoted + ": character " + std::to_string(i + 1) + " is '" + text[i] +
                          "', expected X, O or .");
    }
  }
  if (xs != os && xs != os + 1)
    throw core::Error(quoted + ": has " + std::to_string(xs) + " X and " + std::to_string(os) +
                      " O; X moves first, so expected as many X as O or one more");
  p.to_move = xs == os ? Player::kFirst : Player::kSecond;
  if (to_move && *to_move != p.to_move)
    throw core::Error(quoted + ": the counts of X and O say " +
                      (p.to_move == Player::kFirst ? "X" : "O") + " is to move");
  return p;
}

std::string TicTacToe::move_notation(const Position&, const Move& m) const {
  return std::to_string(m.path.at(0) + 1);
}

std::string TicTacToe::explain_illegal(const Position& p, std::string_view typed) const {
  const int cell = cell_named(*this, kCells, typed);
  if (cell >= 0)
    // TRANSLATORS: {mark} is X or O.
    // xgettext:python-brace-format
    return fmt::format(fmt::runtime(core::tr("error", "square {square} is taken by {mark}")),
                       fmt::arg("square", cell_name(cell)),
                       fmt::arg("mark", p.cells[cell] == mark_of(Player::kFirst) ? "X" : "O"));
  return fmt::format(
      fmt::runtime(core::tr("error",
                            // TRANSLATORS: {move} is the move typed, in quotes.
                            // xgettext:python-brace-format
                            "{move} is not a square: a move is the number of an empty "
                            "square, 1 to 9, counted row by row from the top left")),
      fmt::arg("move", quoted(typed)));
}

}  // namespace matchbox::games
