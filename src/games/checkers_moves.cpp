// SPDX-FileCopyrightText: 2026 The matchbox authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "games/checkers_moves.h"

#include <algorithm>
#include <cstdlib>
#include <optional>
#include <span>
#include <utility>

#include "core/error.h"

namespace matchbox::games {
namespace {

constexpr std::array<std::pair<int, int>, 4> kDirections = {std::pair{1, -1}, std::pair{1, 1},
                                                            std::pair{-1, -1}, std::pair{-1, 1}};

// The directions a piece may move in: a man only forward (up for White, down for Black).
std::span<const int> directions(CheckersColour c, bool king) {
  static constexpr std::array<int, 4> kAll = {0, 1, 2, 3};
  if (king) return kAll;
  return std::span<const int>(kAll).subspan(c == CheckersColour::kWhite ? 0 : 2, 2);
}

bool is_king(std::int8_t code) { return code == kWhiteKing || code == kBlackKing; }

int far_rank(const CheckersBoard& board, CheckersColour c) {
  return c == CheckersColour::kWhite ? board.height - 1 : 0;
}

// The cells strictly between two cells on one diagonal.
std::vector<int> cells_between(const CheckersBoard& board, int a, int b) {
  const int dr = board.rank[b] - board.rank[a], df = board.file[b] - board.file[a];
  MATCHBOX_CHECK(std::abs(dr) == std::abs(df) && dr != 0);
  const int sr = dr > 0 ? 1 : -1, sf = df > 0 ? 1 : -1;
  std::vector<int> out;
  for (int i = 1; i < std::abs(dr); ++i)
    out.push_back(board.cell_at(board.rank[a] + i * sr, board.file[a] + i * sf));
  return out;
}

// Depth-first search for jump chains of one piece. The piece is lifted off its square;
// jumped pieces stay on the board (they block, and cannot be jumped twice) until the move
// ends.
class ChainSearch {
 public:
  ChainSearch(const CheckersBoard& board, const CheckersRules& rules,
              std::vector<std::int8_t> cells, CheckersColour mover)
      : board_(board),
        rules_(rules),
        cells_(std::move(cells)),
        mover_(mover),
        captured_(cells_.size(), false) {}

  void run(int from, std::vector<Move>& out) {
    const bool king = is_king(cells_[from]);
    const std::int8_t piece = cells_[from];
    cells_[from] = kCheckersEmpty;
    path_.assign(1, static_cast<std::int8_t>(from));
    extend(path_, king, out);
    cells_[from] = piece;
  }

 private:
  bool jumpable(int cell) const {
    const std::int8_t code = cells_[cell];
    return code != kCheckersEmpty && colour_of_piece(code) != mover_ && !captured_[cell];
  }

  // The (jumped, landing) pairs open to the piece on `at`.
  std::vector<std::pair<int, int>> jumps(int at, bool king) const {
    std::vector<std::pair<int, int>> out;
    if (king && !rules_.king_captures) return out;
    for (int dir : directions(mover_, king)) {
      const std::vector<int>& ray = board_.rays[at][dir];
      std::size_t k = 0;
      if (king && rules_.king == KingKind::kFlying)
        while (k < ray.size() && cells_[ray[k]] == kCheckersEmpty) ++k;
      if (k + 1 >= ray.size() || !jumpable(ray[k])) continue;
      for (std::size_t j = k + 1; j < ray.size() && cells_[ray[j]] == kCheckersEmpty; ++j) {
        out.emplace_back(ray[k], ray[j]);
        if (!(king && rules_.king == KingKind::kFlying)) break;  // Short jump: next square only.
      }
    }
    return out;
  }

  void extend(std::vector<std::int8_t>& path, bool king, std::vector<Move>& out) {
    const auto options = jumps(path.back(), king);
    if (options.empty()) {
      if (path.size() > 1) out.push_back(Move{path});
      return;
    }
    for (const auto& [over, landing] : options) {
      captured_[over] = true;
      path.push_back(static_cast<std::int8_t>(landing));
      if (!king && board_.rank[landing] == far_rank(board_, mover_))
        out.push_back(Move{path});  // Crowned: the move ends here.
      else
        extend(path, king, out);
      path.pop_back();
      captured_[over] = false;
    }
  }

  const CheckersBoard& board_;
  const CheckersRules& rules_;
  std::vector<std::int8_t> cells_;
  CheckersColour mover_;
  std::vector<bool> captured_;
  std::vector<std::int8_t> path_;
};

// True if the piece on `cell` can start a jump (ChainSearch::jumps on the board as it stands).
bool has_jump(const CheckersBoard& board, const CheckersRules& rules,
              const std::vector<std::int8_t>& cells, int cell) {
  const bool king = is_king(cells[cell]);
  if (king && !rules.king_captures) return false;
  const CheckersColour mover = colour_of_piece(cells[cell]);
  for (int dir : directions(mover, king)) {
    const std::vector<int>& ray = board.rays[cell][dir];
    std::size_t k = 0;
    if (king && rules.king == KingKind::kFlying)
      while (k < ray.size() && cells[ray[k]] == kCheckersEmpty) ++k;
    if (k + 1 < ray.size() && cells[ray[k]] != kCheckersEmpty &&
        colour_of_piece(cells[ray[k]]) != mover && cells[ray[k + 1]] == kCheckersEmpty)
      return true;
  }
  return false;
}

void add_steps(const CheckersBoard& board, const CheckersRules& rules,
               const std::vector<std::int8_t>& cells, int from, std::vector<Move>& out) {
  const bool king = is_king(cells[from]);
  for (int dir : directions(colour_of_piece(cells[from]), king)) {
    const std::vector<int>& ray = board.rays[from][dir];
    std::size_t reach = 0;  // Empty squares ahead in this direction.
    while (reach < ray.size() && cells[ray[reach]] == kCheckersEmpty) ++reach;
    if (reach == 0) continue;
    auto add = [&](std::size_t k) {
      out.push_back(Move{{static_cast<std::int8_t>(from), static_cast<std::int8_t>(ray[k])}});
    };
    if (!king || rules.king == KingKind::kStandard) {
      add(0);
    } else if (rules.king == KingKind::kSlide) {
      add(reach - 1);
    } else {
      for (std::size_t k = 0; k < reach; ++k) add(k);
    }
  }
}

}  // namespace

CheckersBoard::CheckersBoard(int width_, int height_) : width(width_), height(height_) {
  for (int r = 0; r < height; ++r)
    for (int f = 0; f < width; ++f)
      if ((r + f) % 2 == 0) {
        rank.push_back(r);
        file.push_back(f);
      }
  rays.resize(rank.size());
  for (int cell = 0; cell < cell_count(); ++cell)
    for (int dir = 0; dir < 4; ++dir)
      for (int r = rank[cell] + kDirections[dir].first, f = file[cell] + kDirections[dir].second;
           cell_at(r, f) >= 0; r += kDirections[dir].first, f += kDirections[dir].second)
        rays[cell][dir].push_back(cell_at(r, f));
}

int CheckersBoard::cell_at(int r, int f) const {
  if (r < 0 || r >= height || f < 0 || f >= width || (r + f) % 2 != 0) return -1;
  // Dark squares of rank r: files r % 2, r % 2 + 2, …; ranks below hold (width + 1) / 2 and
  // width / 2 squares in turn.
  const int below = (r / 2) * width + (r % 2) * ((width + 1) / 2);
  return below + f / 2;
}

std::int8_t man_of(CheckersColour c) { return c == CheckersColour::kWhite ? kWhiteMan : kBlackMan; }

std::int8_t king_of(CheckersColour c) {
  return c == CheckersColour::kWhite ? kWhiteKing : kBlackKing;
}

CheckersColour colour_of_piece(std::int8_t code) {
  return code == kWhiteMan || code == kWhiteKing ? CheckersColour::kWhite : CheckersColour::kBlack;
}

std::vector<Move> checkers_moves(const CheckersBoard& board, const CheckersRules& rules,
                                 const std::vector<std::int8_t>& cells, CheckersColour mover) {
  std::vector<Move> captures, steps;
  steps.reserve(8);
  std::optional<ChainSearch> search;  // Made for the first piece that can jump.
  for (int cell = 0; cell < board.cell_count(); ++cell) {
    if (cells[cell] == kCheckersEmpty || colour_of_piece(cells[cell]) != mover) continue;
    if (has_jump(board, rules, cells, cell)) {
      if (!search) search.emplace(board, rules, cells, mover);
      search->run(cell, captures);
    }
    add_steps(board, rules, cells, cell, steps);
  }
  if (captures.empty()) {
    std::sort(steps.begin(), steps.end());  // Distinct: one per piece and target.
    return steps;
  }
  if (!rules.compulsory) captures.insert(captures.end(), steps.begin(), steps.end());
  std::sort(captures.begin(), captures.end());
  captures.erase(std::unique(captures.begin(), captures.end()), captures.end());
  return captures;
}

bool checkers_can_move(const CheckersBoard& board, const CheckersRules& rules,
                       const std::vector<std::int8_t>& cells, CheckersColour mover) {
  for (int cell = 0; cell < board.cell_count(); ++cell) {
    if (cells[cell] == kCheckersEmpty || colour_of_piece(cells[cell]) != mover) continue;
    // An empty next square is a step (every king kind can at least step there).
    for (int dir : directions(mover, is_king(cells[cell])))
      if (!board.rays[cell][dir].empty() && cells[board.rays[cell][dir][0]] == kCheckersEmpty)
        return true;
    if (has_jump(board, rules, cells, cell)) return true;
  }
  return false;
}

std::vector<std::int8_t> play_checkers_move(const CheckersBoard& board,
                                            const std::vector<std::int8_t>& cells, const Move& m) {
  MATCHBOX_CHECK(m.path.size() >= 2 && cells[m.path[0]] != kCheckersEmpty);
  std::vector<std::int8_t> out = cells;
  std::int8_t piece = out[m.path[0]];
  out[m.path[0]] = kCheckersEmpty;
  for (std::size_t i = 1; i < m.path.size(); ++i)
    for (int over : cells_between(board, m.path[i - 1], m.path[i])) out[over] = kCheckersEmpty;
  const CheckersColour colour = colour_of_piece(piece);
  if (!is_king(piece) && board.rank[m.path.back()] == far_rank(board, colour))
    piece = king_of(colour);
  out[m.path.back()] = piece;
  return out;
}

bool is_checkers_capture(const CheckersBoard& board, const std::vector<std::int8_t>& cells,
                         const Move& m) {
  for (int over : cells_between(board, m.path.at(0), m.path.at(1)))
    if (cells[over] != kCheckersEmpty) return true;
  return false;
}

}  // namespace matchbox::games
