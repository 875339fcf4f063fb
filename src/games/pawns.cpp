// SPDX-FileCopyrightText: 2026 The matchbox authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "games/pawns.h"

#include <fmt/format.h>

#include <algorithm>

#include "core/error.h"
#include "core/translation.h"
#include "games/params.h"
#include "games/typed_move.h"

namespace matchbox::games {
namespace {

std::int8_t pawn_of(Player player) { return player == Player::kFirst ? 1 : 2; }

}  // namespace

Pawns::Pawns(const GameParams& params)
    : rows_(param_int("pawns", params, "height", 3, 3, 8)),
      cols_(param_int("pawns", params, "width", 3, 2, 8)) {
  check_param_keys("pawns", params, {"height", "width"});
  Transform identity{core::tr_noop("transform", "as printed"), {}},
      mirror{core::tr_noop("transform", "mirror left-right"), {}};
  for (int r = 0; r < rows_; ++r)
    for (int c = 0; c < cols_; ++c) {
      identity.image.push_back(r * cols_ + c);
      mirror.image.push_back(r * cols_ + (cols_ - 1 - c));
    }
  symmetries_ = {identity, mirror};
}

std::string Pawns::title() const {
  if (rows_ == 3 && cols_ == 3) return core::tr("game", "Hexapawn");
  if (rows_ == 4 && cols_ == 4) return core::tr("game", "Octapawn");
  return core::tr("game", "Pawn game") + " " + std::to_string(rows_) + "×" + std::to_string(cols_);
}

BoardShape Pawns::shape() const {
  BoardShape s{BoardShape::Kind::kPawns, rows_, cols_, {}, {}};
  for (int i = 0; i < rows_ * cols_; ++i) {
    s.cell_row.push_back(i / cols_);
    s.cell_col.push_back(i % cols_);
  }
  return s;
}

Position Pawns::initial_position() const {
  Position p{std::vector<std::int8_t>(rows_ * cols_, 0), Player::kFirst};
  for (int c = 0; c < cols_; ++c) {
    p.cells[c] = pawn_of(Player::kSecond);
    p.cells[(rows_ - 1) * cols_ + c] = pawn_of(Player::kFirst);
  }
  return p;
}

template <typename Visit>
bool Pawns::visit_moves(const Position& p, Visit&& visit) const {
  const std::int8_t own = pawn_of(p.to_move);
  const std::int8_t enemy = pawn_of(core::opponent(p.to_move));
  const int forward = p.to_move == Player::kFirst ? -1 : 1;
  for (int r = 0; r < rows_; ++r)
    for (int c = 0; c < cols_; ++c) {
      if (p.cells[r * cols_ + c] != own) continue;
      const int r2 = r + forward;
      if (r2 < 0 || r2 >= rows_) continue;
      for (int c2 = c - 1; c2 <= c + 1; ++c2) {
        if (c2 < 0 || c2 >= cols_) continue;
        const std::int8_t target = p.cells[r2 * cols_ + c2];
        if ((c2 == c ? target == 0 : target == enemy) && !visit(r * cols_ + c, r2 * cols_ + c2))
          return true;
      }
    }
  return false;
}

std::vector<Move> Pawns::moves_ignoring_outcome(const Position& p) const {
  std::vector<Move> moves;
  visit_moves(p, [&](int from, int to) {
    moves.push_back(Move{{static_cast<std::int8_t>(from), static_cast<std::int8_t>(to)}});
    return true;
  });
  std::sort(moves.begin(), moves.end());
  return moves;
}

std::vector<Move> Pawns::legal_moves(const Position& p) const {
  // Over when the last move reached the far row; else over exactly when there is no move.
  if (reached_far_row(p)) return {};
  return moves_ignoring_outcome(p);
}

bool Pawns::reached_far_row(const Position& p) const {
  const Player mover = core::opponent(p.to_move);  // The side that made the last move.
  const int mover_far_row = mover == Player::kFirst ? 0 : rows_ - 1;
  for (int c = 0; c < cols_; ++c)
    if (p.cells[mover_far_row * cols_ + c] == pawn_of(mover)) return true;
  return false;
}

Position Pawns::apply(const Position& p, const Move& m) const {
  MATCHBOX_CHECK(m.path.size() == 2 && p.cells[m.path[0]] == pawn_of(p.to_move));
  Position next = p;
  next.cells[m.path[1]] = next.cells[m.path[0]];
  next.cells[m.path[0]] = 0;
  next.to_move = core::opponent(p.to_move);
  return next;
}

std::optional<Outcome> Pawns::outcome(const Position& p) const {
  if (reached_far_row(p)) return Outcome::kLoss;
  const bool has_pawn = std::count(p.cells.begin(), p.cells.end(), pawn_of(p.to_move)) > 0;
  if (!has_pawn || !visit_moves(p, [](int, int) { return false; })) return Outcome::kLoss;
  return std::nullopt;
}

std::string Pawns::to_string(const Position& p) const {
  std::string s;
  for (int r = 0; r < rows_; ++r) {
    if (r > 0) s += '/';
    for (int c = 0; c < cols_; ++c) {
      std::int8_t v = p.cells[r * cols_ + c];
      s += v == 1 ? 'W' : v == 2 ? 'B' : '.';
    }
  }
  return s;
}

Position Pawns::parse(std::string_view text, std::optional<Player> to_move) const {
  const std::string quoted = "pawn position '" + std::string(text) + "'";
  const std::string expected = "expected " + std::to_string(rows_) + " rows of " +
                               std::to_string(cols_) + " characters W, B or . joined by '/'";
  if (static_cast<int>(text.size()) != rows_ * (cols_ + 1) - 1)
    throw core::Error(quoted + ": " + expected);
  Position p{std::vector<std::int8_t>(rows_ * cols_, 0), Player::kFirst};
  for (int r = 0; r < rows_; ++r) {
    for (int c = 0; c < cols_; ++c) {
      char ch = text[r * (cols_ + 1) + c];
      if (ch != 'W' && ch != 'B' && ch != '.') throw core::Error(quoted + ": " + expected);
      p.cells[r * cols_ + c] = ch == 'W' ? 1 : ch == 'B' ? 2 : 0;
    }
    if (r + 1 < rows_ && text[r * (cols_ + 1) + cols_] != '/')
      throw core::Error(quoted + ": " + expected);
  }
  if (!to_move)
    throw core::Error(quoted + ": the side to move is not part of a pawn position; give it");
  p.to_move = *to_move;
  return p;
}

std::string Pawns::square_name(int cell) const {
  const int r = cell / cols_, c = cell % cols_;
  std::string name(1, static_cast<char>('a' + c));
  name += std::to_string(rows_ - r);
  return name;
}

std::string Pawns::move_notation(const Position& p, const Move& m) const {
  const bool capture = p.cells.at(m.path.at(1)) != 0;
  return square_name(m.path[0]) + (capture ? "x" : "-") + square_name(m.path[1]);
}

std::string Pawns::explain_illegal(const Position& p, std::string_view typed) const {
  const auto path = split_typed_path(typed);
  if (!path || path->squares.size() != 2)
    return fmt::format(
        fmt::runtime(core::tr("error",
                              // TRANSLATORS: {move} is the move typed, in quotes; - and x are signs
                              // typed: keep them.
                              // xgettext:python-brace-format
                              "{move} is not a pawn move: write the square a pawn "
                              "leaves, - for a step or x for a capture, and the square "
                              "it reaches (a1-a2, b2xc3)")),
        fmt::arg("move", quoted(typed)));
  const int from = cell_named(*this, rows_ * cols_, path->squares[0]);
  const int to = cell_named(*this, rows_ * cols_, path->squares[1]);
  for (const auto& [cell, name] : {std::pair{from, path->squares[0]}, {to, path->squares[1]}})
    if (cell < 0)
      return fmt::format(
          fmt::runtime(core::tr("error",
                                // TRANSLATORS: {last_file} is a letter (c), {last_rank} a number
                                // (3).
                                // xgettext:python-brace-format
                                "there is no square {square} on this board: files a to "
                                "{last_file}, ranks 1 to {last_rank}")),
          fmt::arg("square", name), fmt::arg("last_file", static_cast<char>('a' + cols_ - 1)),
          fmt::arg("last_rank", rows_));
  const std::int8_t own = pawn_of(p.to_move);
  if (p.cells[from] != own)
    return fmt::format(
        fmt::runtime(p.to_move == Player::kFirst
                         // xgettext:python-brace-format
                         ? core::tr("error", "White (to move) has no pawn on {square}")
                         // xgettext:python-brace-format
                         : core::tr("error", "Black (to move) has no pawn on {square}")),
        fmt::arg("square", square_name(from)));
  const int forward = p.to_move == Player::kFirst ? -1 : 1;
  const int dc = to % cols_ - from % cols_;
  std::string why;
  if (to / cols_ - from / cols_ != forward || dc < -1 || dc > 1)
    why = core::tr("error",
                   // xgettext:python-brace-format
                   "the pawn on {from} cannot move to {to}: a pawn steps one square straight "
                   "forward, or captures one square diagonally forward");
  else if (dc == 0 && p.cells[to] != 0)
    why = core::tr("error",
                   // xgettext:python-brace-format
                   "the pawn on {from} cannot move to {to}: {to} is occupied, and a pawn "
                   "captures only diagonally");
  else if (dc != 0 && p.cells[to] == 0)
    why = core::tr("error",
                   // xgettext:python-brace-format
                   "the pawn on {from} cannot move to {to}: a pawn moves diagonally only to "
                   "capture, and {to} is empty");
  else if (dc != 0 && p.cells[to] == own)
    why = core::tr("error",
                   // xgettext:python-brace-format
                   "the pawn on {from} cannot move to {to}: a pawn of its own side stands there");
  if (!why.empty())
    return fmt::format(fmt::runtime(why), fmt::arg("from", square_name(from)),
                       fmt::arg("to", square_name(to)));
  // The move is legal but written with the wrong sign.
  const Move move{{static_cast<std::int8_t>(from), static_cast<std::int8_t>(to)}};
  return fmt::format(
      // TRANSLATORS: {move} is the move as it is written; '-' and 'x' are signs typed: keep
      // them.
      // xgettext:python-brace-format
      fmt::runtime(core::tr("error", "write it {move}: '-' is a step, 'x' a capture")),
      fmt::arg("move", move_notation(p, move)));
}

}  // namespace matchbox::games
