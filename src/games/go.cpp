// SPDX-FileCopyrightText: 2026 The matchbox authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "games/go.h"

#include <fmt/format.h>

#include <array>
#include <sstream>

#include "core/error.h"
#include "core/translation.h"
#include "games/params.h"
#include "games/square_symmetry.h"
#include "games/typed_move.h"

namespace matchbox::games {
namespace {

constexpr int kMaxCells = 16;  // 4×4.

std::int8_t stone_of(Player player) { return player == Player::kFirst ? 1 : 2; }

std::int8_t get(const Position& p, int cell) { return p.cells[static_cast<std::size_t>(cell)]; }
void set(Position& p, int cell, int value) {
  p.cells[static_cast<std::size_t>(cell)] = static_cast<std::int8_t>(value);
}
bool adjacent(int a, int b, int n) {
  return std::abs(a / n - b / n) + std::abs(a % n - b % n) == 1;
}

// Flood fill from `start` over cells holding the same value: the region's cells, and a bit per
// value met on its border (bit v for cell value v).
struct Region {
  std::array<bool, kMaxCells> in{};
  int size = 0;
  int border = 0;
};

Region region_at(const Position& p, int n, int start) {
  Region r;
  const std::int8_t value = get(p, start);
  std::array<int, kMaxCells> stack{};
  int top = 0;
  stack[top++] = start;
  r.in[static_cast<std::size_t>(start)] = true;
  while (top > 0) {
    const int cell = stack[--top];
    ++r.size;
    const int row = cell / n, col = cell % n;
    const std::array<std::pair<int, int>, 4> steps = {{{-1, 0}, {1, 0}, {0, -1}, {0, 1}}};
    for (const auto& [dr, dc] : steps) {
      const int r2 = row + dr, c2 = col + dc;
      if (r2 < 0 || r2 >= n || c2 < 0 || c2 >= n) continue;
      const int next = r2 * n + c2;
      const std::int8_t v = get(p, next);
      if (v != value) {
        r.border |= 1 << v;
      } else if (!r.in[static_cast<std::size_t>(next)]) {
        r.in[static_cast<std::size_t>(next)] = true;
        stack[top++] = next;
      }
    }
  }
  return r;
}

bool has_liberty(const Region& group) { return (group.border & 1) != 0; }

}  // namespace

Go::Go(const GameParams& params)
    : size_(param_int("go", params, "size", 3, 2, 4)),
      komi_half_(param_half_points("go", params, "komi", 0, -20, 20)) {
  ply_limit_ = param_int("go", params, "ply_limit", 4 * cells(), cells(), 1000);
  check_param_keys("go", params, {"size", "komi", "ply_limit"});
  symmetries_ = square_symmetries(size_);
}

std::string Go::title() const {
  return core::tr("game", "Go") + " " + std::to_string(size_) + "×" + std::to_string(size_);
}

GameParams Go::params() const {
  std::string komi = std::to_string(komi_half_ / 2);
  if (komi_half_ % 2 != 0) komi = (komi_half_ < 0 && komi_half_ > -2 ? "-" : "") + komi + ".5";
  return {
      {"size", std::to_string(size_)}, {"komi", komi}, {"ply_limit", std::to_string(ply_limit_)}};
}

BoardShape Go::shape() const {
  BoardShape s{BoardShape::Kind::kGo, size_, size_, {}, {}};
  for (int i = 0; i < cells(); ++i) {
    s.cell_row.push_back(i / size_);
    s.cell_col.push_back(i % size_);
  }
  return s;
}

Position Go::initial_position() const {
  return Position{std::vector<std::int8_t>(static_cast<std::size_t>(cells() + 2), 0),
                  Player::kFirst};
}

std::optional<Position> Go::place(const Position& p, int cell) const {
  if (get(p, cell) != 0 || get(p, cells()) == cell + 1) return std::nullopt;
  Position q = p;
  const std::int8_t enemy = stone_of(core::opponent(p.to_move));
  set(q, cell, stone_of(p.to_move));
  int captured = 0, captured_cell = -1;
  for (int other = 0; other < cells(); ++other) {
    if (get(q, other) != enemy || !adjacent(other, cell, size_)) continue;
    const Region group = region_at(q, size_, other);
    if (has_liberty(group)) continue;
    for (int c = 0; c < cells(); ++c)
      if (group.in[static_cast<std::size_t>(c)]) set(q, c, 0);
    captured += group.size;
    captured_cell = other;
  }
  const Region mine = region_at(q, size_, cell);
  if (!has_liberty(mine)) return std::nullopt;  // Suicide.
  int liberties = 0;
  for (int c = 0; c < cells(); ++c) liberties += get(q, c) == 0 && adjacent(c, cell, size_);
  const bool ko = captured == 1 && mine.size == 1 && liberties == 1;
  set(q, cells(), ko ? captured_cell + 1 : 0);
  set(q, cells() + 1, 0);
  q.to_move = core::opponent(p.to_move);
  return q;
}

std::vector<Move> Go::legal_moves(const Position& p) const {
  std::vector<Move> moves;
  if (outcome(p)) return moves;
  for (int c = 0; c < cells(); ++c)
    if (place(p, c)) moves.push_back(Move{{static_cast<std::int8_t>(c)}});
  moves.push_back(Move{{static_cast<std::int8_t>(cells())}});  // Pass.
  return moves;
}

Position Go::apply(const Position& p, const Move& m) const {
  MATCHBOX_CHECK(m.path.size() == 1 && m.path[0] >= 0 && m.path[0] <= cells());
  if (m.path[0] == cells()) {
    Position q = p;
    set(q, cells(), 0);
    set(q, cells() + 1, get(p, cells() + 1) + 1);
    q.to_move = core::opponent(p.to_move);
    return q;
  }
  const std::optional<Position> q = place(p, m.path[0]);
  MATCHBOX_CHECK(q.has_value());
  return *q;
}

int Go::score_half_points(const Position& p) const {
  const std::array<int, 3> points = area(p);
  return 2 * (points[1] - points[2]) - komi_half_;
}

std::string Go::score_words(const Position& p) const {
  if (get(p, cells() + 1) < 2) return {};
  const std::array<int, 3> points = area(p);
  const std::string komi = params().at("komi");
  if (komi_half_ == 0)
    // TRANSLATORS: go's score at the end: each side's area (stones and surrounded points).
    // xgettext:python-brace-format
    return fmt::format(fmt::runtime(core::tr("game", "Black {black}, White {white}")),
                       fmt::arg("black", points[1]), fmt::arg("white", points[2]));
  // TRANSLATORS: as "Black {black}, White {white}", with the komi White is given.
  // xgettext:python-brace-format
  return fmt::format(fmt::runtime(core::tr("game", "Black {black}, White {white} + komi {komi}")),
                     fmt::arg("black", points[1]), fmt::arg("white", points[2]),
                     fmt::arg("komi", komi));
}

std::array<int, 3> Go::area(const Position& p) const {
  std::array<int, 3> points{};
  std::array<bool, kMaxCells> seen{};
  for (int c = 0; c < cells(); ++c) {
    const std::int8_t v = get(p, c);
    if (v != 0) {
      ++points[static_cast<std::size_t>(v)];
    } else if (!seen[static_cast<std::size_t>(c)]) {
      const Region empty = region_at(p, size_, c);
      for (int e = 0; e < cells(); ++e) seen[static_cast<std::size_t>(e)] |= empty.in[e];
      if (empty.border == 1 << 1) points[1] += empty.size;
      if (empty.border == 1 << 2) points[2] += empty.size;
    }
  }
  return points;
}

std::optional<Outcome> Go::outcome(const Position& p) const {
  if (get(p, cells() + 1) < 2) return std::nullopt;
  const int black_lead = score_half_points(p);
  const int lead = p.to_move == Player::kFirst ? black_lead : -black_lead;
  return lead > 0 ? Outcome::kWin : lead < 0 ? Outcome::kLoss : Outcome::kDraw;
}

bool Go::legal_board(const Position& p) const {
  for (int c = 0; c < cells(); ++c)
    if (get(p, c) != 0 && !has_liberty(region_at(p, size_, c))) return false;
  return true;
}

Position Go::transform(const Position& p, const Transform& t) const {
  Position out = p;
  for (int c = 0; c < cells(); ++c) set(out, t.image[static_cast<std::size_t>(c)], get(p, c));
  if (const int ko = get(p, cells()); ko != 0)
    set(out, cells(), t.image[static_cast<std::size_t>(ko - 1)] + 1);
  return out;
}

Move Go::transform(const Move& m, const Transform& t) const {
  if (m.path.at(0) == cells()) return m;
  return Move{{static_cast<std::int8_t>(t.image[static_cast<std::size_t>(m.path[0])])}};
}

std::string Go::point_name(int cell) const {
  std::string name(1, static_cast<char>('a' + cell % size_));
  name += std::to_string(size_ - cell / size_);  // Appended: g++ 12 warns falsely (-Wrestrict).
  return name;
}

std::string Go::to_string(const Position& p) const {
  std::string s;
  for (int c = 0; c < cells(); ++c) {
    if (c > 0 && c % size_ == 0) s += '/';
    const std::int8_t v = get(p, c);
    s += v == 1 ? 'B' : v == 2 ? 'W' : '.';
  }
  if (const int ko = get(p, cells()); ko != 0) s += " ko " + point_name(ko - 1);
  for (int i = 0; i < get(p, cells() + 1); ++i) s += " pass";
  return s;
}

Position Go::parse(std::string_view text, std::optional<Player> to_move) const {
  const std::string quoted = "go position '" + std::string(text) + "'";
  const std::string expected =
      "expected " + std::to_string(size_) + " rows of " + std::to_string(size_) +
      " characters B, W or . joined by '/', then optionally 'ko' and a point, and 'pass' once "
      "or twice";
  std::istringstream in{std::string(text)};
  std::string board, word;
  in >> board;
  Position p = initial_position();
  if (static_cast<int>(board.size()) != size_ * (size_ + 1) - 1)
    throw core::Error(quoted + ": " + expected);
  for (int c = 0; c < cells(); ++c) {
    const char ch = board[static_cast<std::size_t>(c / size_ * (size_ + 1) + c % size_)];
    if (ch != 'B' && ch != 'W' && ch != '.') throw core::Error(quoted + ": " + expected);
    set(p, c, ch == 'B' ? 1 : ch == 'W' ? 2 : 0);
  }
  for (int r = 0; r + 1 < size_; ++r)
    if (board[static_cast<std::size_t>(r * (size_ + 1) + size_)] != '/')
      throw core::Error(quoted + ": " + expected);
  while (in >> word) {
    if (word == "pass" && get(p, cells()) == 0 && get(p, cells() + 1) < 2) {
      set(p, cells() + 1, get(p, cells() + 1) + 1);
      continue;
    }
    std::string point;
    int cell = -1;
    if (word == "ko" && get(p, cells()) == 0 && get(p, cells() + 1) == 0 && in >> point)
      for (int c = 0; c < cells(); ++c)
        if (point_name(c) == point && get(p, c) == 0) cell = c;
    if (cell < 0) throw core::Error(quoted + ": " + expected + " (a ko point is empty)");
    set(p, cells(), cell + 1);
  }
  if (!legal_board(p)) throw core::Error(quoted + ": a group there has no liberty");
  if (!to_move)
    throw core::Error(quoted + ": the side to move is not part of a go position; give it");
  p.to_move = *to_move;
  return p;
}

std::string Go::move_notation(const Position&, const Move& m) const {
  return m.path.at(0) == cells() ? "pass" : point_name(m.path[0]);
}

std::string Go::explain_illegal(const Position& p, std::string_view typed) const {
  int cell = -1;
  for (int c = 0; c < cells(); ++c)
    if (point_name(c) == typed) cell = c;
  if (cell < 0)
    return fmt::format(
        fmt::runtime(core::tr("error",
                              // TRANSLATORS: {move} is the move typed, in quotes; {last_file} a
                              // letter (e), {last_rank} a number (5); pass is a word typed: keep
                              // it.
                              // xgettext:python-brace-format
                              "{move} is not a point: write a file a to {last_file} "
                              "and a rank 1 to {last_rank} (a1 is the bottom left), or "
                              "pass")),
        fmt::arg("move", quoted(typed)), fmt::arg("last_file", static_cast<char>('a' + size_ - 1)),
        fmt::arg("last_rank", size_));
  std::string why;
  if (get(p, cell) != 0)
    why = get(p, cell) == 1
              // xgettext:python-brace-format
              ? core::tr("error", "point {point} is occupied by a black stone")
              // xgettext:python-brace-format
              : core::tr("error", "point {point} is occupied by a white stone");
  else if (get(p, cells()) == cell + 1)
    why = core::tr("error",
                   // xgettext:python-brace-format
                   "point {point} is forbidden by ko: the stone just played took a single stone "
                   "there, and taking back at once would repeat the position; play elsewhere "
                   "first");
  else
    why = core::tr("error",
                   // xgettext:python-brace-format
                   "a stone on {point} would leave its group without a liberty (suicide), which "
                   "the rules forbid");
  return fmt::format(fmt::runtime(why), fmt::arg("point", point_name(cell)));
}

}  // namespace matchbox::games
