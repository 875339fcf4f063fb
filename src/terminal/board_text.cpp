// SPDX-FileCopyrightText: 2026 The matchbox authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "terminal/board_text.h"

#include <fmt/format.h>

#include <algorithm>
#include <map>
#include <optional>

#include "core/error.h"
#include "core/translation.h"

namespace matchbox::terminal {
namespace {

using Kind = games::BoardShape::Kind;

// Characters, counting a UTF-8 sequence as one.
std::size_t text_width(std::string_view s) {
  return static_cast<std::size_t>(
      std::count_if(s.begin(), s.end(), [](char c) { return (c & 0xC0) != 0x80; }));
}

std::string centred(const std::string& text, std::size_t width) {
  const std::size_t pad = width - std::min(width, text_width(text));
  return std::string(pad - pad / 2, ' ') + text + std::string(pad / 2, ' ');
}

// The square (or pile) where `move` lands: a placement's square, a step's or jump chain's last
// square, a Nim move's pile.
int landing(Kind kind, const games::Move& move) {
  return kind == Kind::kPiles ? move.path.at(0) : move.path.back();
}

// Per cell, the codes of the beads whose moves land there ("OK").
std::map<int, std::string> codes_by_cell(Kind kind, std::span<const BeadMark> marks) {
  std::map<int, std::string> out;
  for (const BeadMark& m : marks) out[landing(kind, m.move)] += m.code;
  return out;
}

// Games whose squares are named by file letter and rank number (pawns, go), not numbered.
bool algebraic(Kind kind) { return kind == Kind::kPawns || kind == Kind::kGo; }

// One piece character per board cell, from the position string's first word (rows joined by
// '/' in pawn games and go).
std::string piece_chars(const games::Game& game, const games::Position& p) {
  std::string chars = game.to_string(p);
  chars = chars.substr(0, chars.find(' '));
  std::erase(chars, '/');
  MATCHBOX_CHECK(chars.size() == game.shape().cell_row.size());
  return chars;
}

// What the position string says after the board (go: "ko b2", "pass"), or "".
std::string state_words(const games::Game& game, const games::Position& p) {
  const std::string text = game.to_string(p);
  const std::size_t space = text.find(' ');
  return space == std::string::npos ? "" : text.substr(space + 1);
}

// The text of each grid square: a piece, a square number, bead codes, or nothing; squares that
// are not cells (a checkerboard's light squares) are ":", drawn filled with ':'.
std::vector<std::vector<std::string>> square_texts(const games::Game& game,
                                                   const games::BoardShape& shape,
                                                   const games::Position& p, Labels labels,
                                                   std::span<const BeadMark> marks) {
  const auto rows = static_cast<std::size_t>(shape.rows),
             cols = static_cast<std::size_t>(shape.cols);
  std::vector<std::vector<std::string>> texts(rows, std::vector<std::string>(cols));
  std::vector<std::vector<bool>> is_cell(rows, std::vector<bool>(cols, false));
  const std::string pieces = piece_chars(game, p);
  const auto codes = codes_by_cell(shape.kind, marks);
  for (std::size_t i = 0; i < pieces.size(); ++i) {
    const auto r = static_cast<std::size_t>(shape.cell_row[i]);
    const auto c = static_cast<std::size_t>(shape.cell_col[i]);
    is_cell[r][c] = true;
    std::string& text = texts[r][c];
    if (pieces[i] != '.')
      text = std::string(1, pieces[i]);
    else if (labels == Labels::kNotation && !algebraic(shape.kind))
      text = std::to_string(i + 1);
    if (const auto it = codes.find(static_cast<int>(i)); it != codes.end())
      text = "[" + it->second + "]";
  }
  for (std::size_t r = 0; r < rows; ++r)
    for (std::size_t c = 0; c < cols; ++c)
      if (!is_cell[r][c]) texts[r][c].assign(1, ':');  // Not = ":": g++ 12 -Wrestrict.
  return texts;
}

// What the checkers pieces on the board are ("w = white man, B = black king"), those in `pieces`
// only, in the language in force; "" if there are none.
std::string checkers_legend(const std::string& pieces) {
  static constexpr std::pair<char, const char*> kPieces[] = {
      // TRANSLATORS: the legend of a checkers board in the terminal: w, b, W, B stay as they are.
      {'w', core::tr_noop("track", "w = white man")},
      {'W', core::tr_noop("track", "W = white king")},
      {'b', core::tr_noop("track", "b = black man")},
      {'B', core::tr_noop("track", "B = black king")}};
  std::string out;
  for (const auto& [piece, words] : kPieces)
    if (pieces.find(piece) != std::string::npos)
      out += (out.empty() ? "" : ", ") + core::tr("track", words);
  return out;
}

std::vector<std::string> grid_lines(const games::Game& game, const games::Position& p,
                                    Labels labels, std::span<const BeadMark> marks) {
  const games::BoardShape shape = game.shape();
  const auto texts = square_texts(game, shape, p, labels, marks);
  std::size_t width = 1;
  for (const auto& row : texts)
    for (const std::string& t : row) width = std::max(width, text_width(t));
  width += 2;
  const bool ranks = labels == Labels::kNotation && algebraic(shape.kind);
  const std::string margin = ranks ? "   " : "";
  std::string rule = margin + "+";
  for (int c = 0; c < shape.cols; ++c) rule += std::string(width, '-') + "+";
  std::vector<std::string> lines{rule};
  for (std::size_t r = 0; r < texts.size(); ++r) {
    std::string line;
    if (ranks) {  // Appended, not " " + std::string&&: g++ 12 warns falsely (-Wrestrict).
      line += ' ';
      line += std::to_string(shape.rows - static_cast<int>(r));
      line += ' ';
    }
    line += "|";
    for (const std::string& t : texts[r])
      line += (t == ":" ? std::string(width, ':') : centred(t, width)) + "|";
    lines.push_back(line);
    lines.push_back(rule);
  }
  if (ranks) {
    std::string files = margin + " ";
    for (int c = 0; c < shape.cols; ++c)
      files += centred(std::string(1, static_cast<char>('a' + c)), width) + " ";
    lines.push_back(files);
  }
  if (labels == Labels::kNotation && shape.kind == Kind::kCheckers)
    if (const std::string legend = checkers_legend(piece_chars(game, p)); !legend.empty())
      lines.push_back(legend);
  if (const std::string state = state_words(game, p); !state.empty())
    lines.push_back(margin + "(" + state + ")");
  return lines;
}

std::vector<std::string> pile_lines(const games::Position& p, std::span<const BeadMark> marks) {
  std::map<int, std::string> takes;
  for (const BeadMark& m : marks) {
    std::string& t = takes[m.move.path.at(0)];
    // TRANSLATORS: a bead's move in Nim: bead {code} takes {n} matches from the pile.
    // xgettext:python-brace-format
    t += (t.empty() ? "" : ", ") + fmt::format(fmt::runtime(core::tr("track", "{code} takes {n}")),
                                               fmt::arg("code", m.code),
                                               fmt::arg("n", m.move.path.at(1)));
  }
  int most = 1;
  for (const auto size : p.cells) most = std::max<int>(most, size);
  std::vector<std::string> lines;
  for (std::size_t i = 0; i < p.cells.size(); ++i) {
    const int size = p.cells[i];
    std::string line =
        // xgettext:python-brace-format
        fmt::format(fmt::runtime(core::tr("track", "pile {pile}")), fmt::arg("pile", i + 1)) +
        "  " + std::string(static_cast<std::size_t>(size), '|') +
        std::string(static_cast<std::size_t>(most - size), ' ') + "  (" + std::to_string(size) +
        ")";
    if (const auto it = takes.find(static_cast<int>(i)); it != takes.end())
      line += "  " + it->second;
    lines.push_back(line);
  }
  return lines;
}

}  // namespace

std::vector<std::string> board_lines(const games::Game& game, const games::Position& p,
                                     Labels labels, std::span<const BeadMark> marks) {
  if (game.shape().kind == Kind::kPiles) return pile_lines(p, marks);
  return grid_lines(game, p, labels, marks);
}

std::vector<std::string> side_by_side(std::string_view left_title,
                                      const std::vector<std::string>& left,
                                      std::string_view right_title,
                                      const std::vector<std::string>& right, int gap) {
  std::vector<std::string> a{std::string(left_title)}, b{std::string(right_title)};
  a.insert(a.end(), left.begin(), left.end());
  b.insert(b.end(), right.begin(), right.end());
  std::size_t width = 0;
  for (const std::string& line : a) width = std::max(width, text_width(line));
  width += static_cast<std::size_t>(gap);
  std::vector<std::string> out;
  for (std::size_t i = 0; i < std::max(a.size(), b.size()); ++i) {
    const std::string l = i < a.size() ? a[i] : "";
    const std::string r = i < b.size() ? b[i] : "";
    out.push_back(r.empty() ? l : l + std::string(width - text_width(l), ' ') + r);
  }
  return out;
}

std::string picture_words(std::string_view transform) {
  // Each transform's sentence (whole, so that a translator words each as the language wants);
  // the names are those of games/square_symmetry.cpp, checkers, pawns and Nim.
  static constexpr std::pair<std::string_view, const char*> kSentences[] = {
      {"as printed", core::tr_noop("track", "The picture shows the real board as it stands")},
      {"rotate 90° clockwise",
       core::tr_noop("track", "The picture is the real board turned 90° clockwise")},
      {"rotate 180°", core::tr_noop("track", "The picture is the real board turned 180°")},
      {"rotate 90° anticlockwise",
       core::tr_noop("track", "The picture is the real board turned 90° anticlockwise")},
      {"mirror left-right",
       core::tr_noop("track", "The picture is the real board mirrored left-right")},
      {"mirror top-bottom",
       core::tr_noop("track", "The picture is the real board mirrored top-bottom")},
      {"mirror in the diagonal from top left",
       core::tr_noop("track",
                     "The picture is the real board mirrored in the diagonal from top left")},
      {"mirror in the diagonal from top right",
       core::tr_noop("track",
                     "The picture is the real board mirrored in the diagonal from top right")},
  };
  for (const auto& [name, sentence] : kSentences)
    if (transform == name) return core::tr("track", sentence);
  // TRANSLATORS: {transform} is the name of a turn or mirror of the board.
  return fmt::format(
      // xgettext:python-brace-format
      fmt::runtime(core::tr("track", "The picture is the real board after: {transform}")),
      fmt::arg("transform", core::tr("transform", transform)));
}

}  // namespace matchbox::terminal
