// SPDX-FileCopyrightText: 2026 The matchbox authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "games/checkers.h"

#include <fmt/format.h>

#include <algorithm>

#include "core/error.h"
#include "core/translation.h"
#include "games/params.h"
#include "games/typed_move.h"

namespace matchbox::games {
namespace {

constexpr const char* kGame = "checkers";

std::string board_size(const CheckersBoard& board) {
  return std::to_string(board.width) + "×" + std::to_string(board.height);
}

// The dark squares on ranks lo..hi-1.
int dark_in_ranks(const CheckersBoard& board, int lo, int hi) {
  return static_cast<int>(std::count_if(board.rank.begin(), board.rank.end(),
                                        [&](int r) { return r >= lo && r < hi; }));
}

// Men per side: the parameter, or the dark squares of the shorter back row. Refuses more men
// than each side's own rows hold: the (height - 1) / 2 rows on its side, short of the middle.
int read_men(const CheckersBoard& board, const GameParams& params) {
  const int h = board.height;
  const int back = std::min(dark_in_ranks(board, 0, 1), dark_in_ranks(board, h - 1, h));
  const int men = param_int(kGame, params, "men", back, 1, board.cell_count());
  const int own_rows = (h - 1) / 2;
  const int fit =
      std::min(dark_in_ranks(board, 0, own_rows), dark_in_ranks(board, h - own_rows, h));
  if (men > fit)
    throw core::Error(std::string(kGame) + ": men is " + std::to_string(men) + ", a board too " +
                      "small for its men: on " + board_size(board) + " each side's " +
                      std::to_string(own_rows) + " row(s) short of the middle hold at most " +
                      std::to_string(fit) + " men");
  return men;
}

KingKind read_king(const GameParams& params) {
  const std::string k =
      param_choice(kGame, params, "king", "standard", {"standard", "flying", "slide"});
  return k == "flying" ? KingKind::kFlying : k == "slide" ? KingKind::kSlide : KingKind::kStandard;
}

const char* king_word(KingKind k) {
  return k == KingKind::kFlying ? "flying" : k == KingKind::kSlide ? "slide" : "standard";
}

// Position-string characters by cell code (docs/notation.md).
constexpr std::string_view kPieceChars = ".wbWB";

CheckersBoard read_board(const GameParams& params) {
  check_param_keys(
      kGame, params,
      {"width", "height", "first", "men", "capture", "king", "king_captures", "both_kings_draw"});
  return CheckersBoard(param_int(kGame, params, "width", 4, 2, 12),
                       param_int(kGame, params, "height", 4, 3, 12));
}

}  // namespace

Checkers::Checkers(const GameParams& params)
    : board_(read_board(params)),
      rules_{read_king(params), param_switch(kGame, params, "king_captures", true),
             param_choice(kGame, params, "capture", "compulsory", {"compulsory", "optional"}) ==
                 "compulsory"},
      first_(param_choice(kGame, params, "first", "white", {"white", "black"}) == "white"
                 ? CheckersColour::kWhite
                 : CheckersColour::kBlack),
      men_(read_men(board_, params)),
      both_kings_draw_(param_switch(kGame, params, "both_kings_draw", false)) {
  declare_symmetries();
}

void Checkers::declare_symmetries() {
  Transform identity{core::tr_noop("transform", "as printed"), {}},
      mirror{core::tr_noop("transform", "mirror left-right"), {}};
  bool mirror_ok = true;
  for (int cell = 0; cell < board_.cell_count(); ++cell) {
    identity.image.push_back(cell);
    const int image = board_.cell_at(board_.rank[cell], board_.width - 1 - board_.file[cell]);
    mirror_ok = mirror_ok && image >= 0;
    mirror.image.push_back(image);
  }
  symmetries_ = {identity};
  // The mirror keeps the rules (men still move up or down); it is a symmetry of the game only
  // if it keeps the dark squares and the start position.
  if (mirror_ok && transform(initial_position(), mirror) == initial_position())
    symmetries_.push_back(mirror);
}

std::string Checkers::title() const {
  if (board_.width == 4 && board_.height == 4) return core::tr("game", "Mini-checkers (4×4)");
  if (board_.width == 8 && board_.height == 8) return core::tr("game", "Checkers");
  return core::tr("game", "Checkers") + " " + board_size(board_);
}

GameParams Checkers::params() const {
  return {{"width", std::to_string(board_.width)},
          {"height", std::to_string(board_.height)},
          {"first", first_ == CheckersColour::kWhite ? "white" : "black"},
          {"men", std::to_string(men_)},
          {"capture", rules_.compulsory ? "compulsory" : "optional"},
          {"king", king_word(rules_.king)},
          {"king_captures", rules_.king_captures ? "on" : "off"},
          {"both_kings_draw", both_kings_draw_ ? "on" : "off"}};
}

BoardShape Checkers::shape() const {
  BoardShape s{BoardShape::Kind::kCheckers, board_.height, board_.width, {}, {}};
  for (int cell = 0; cell < board_.cell_count(); ++cell) {
    s.cell_row.push_back(board_.height - 1 - board_.rank[cell]);
    s.cell_col.push_back(board_.file[cell]);
  }
  return s;
}

Position Checkers::initial_position() const {
  const int n = board_.cell_count();
  Position p{std::vector<std::int8_t>(static_cast<std::size_t>(n), kCheckersEmpty), Player::kFirst};
  for (int i = 0; i < men_; ++i) {
    p.cells[i] = kWhiteMan;
    p.cells[n - 1 - i] = kBlackMan;
  }
  return p;
}

CheckersColour Checkers::colour(Player player) const {
  if (player == Player::kFirst) return first_;
  return first_ == CheckersColour::kWhite ? CheckersColour::kBlack : CheckersColour::kWhite;
}

std::vector<Move> Checkers::moves_ignoring_outcome(const Position& p) const {
  return checkers_moves(board_, rules_, p.cells, colour(p.to_move));
}

std::vector<Move> Checkers::legal_moves(const Position& p) const {
  // Over by a draw, or else over exactly when there is no move: no end-of-game test needed.
  if (drawn(p)) return {};
  return moves_ignoring_outcome(p);
}

bool Checkers::drawn(const Position& p) const {
  return both_kings_draw_ && std::count(p.cells.begin(), p.cells.end(), kWhiteKing) > 0 &&
         std::count(p.cells.begin(), p.cells.end(), kBlackKing) > 0;
}

Position Checkers::apply(const Position& p, const Move& m) const {
  MATCHBOX_CHECK(m.path.size() >= 2 && p.cells.at(m.path[0]) != kCheckersEmpty &&
                 colour_of_piece(p.cells[m.path[0]]) == colour(p.to_move));
  return Position{play_checkers_move(board_, p.cells, m), core::opponent(p.to_move)};
}

std::optional<Outcome> Checkers::outcome(const Position& p) const {
  if (drawn(p)) return Outcome::kDraw;
  if (!checkers_can_move(board_, rules_, p.cells, colour(p.to_move))) return Outcome::kLoss;
  return std::nullopt;
}

int Checkers::max_plies() const {
  return both_kings_draw_ ? 4 * men_ * (board_.height - 1) + 1 : kRefereePlies;
}

std::string Checkers::to_string(const Position& p) const {
  std::string s;
  for (std::int8_t code : p.cells) s += kPieceChars.at(static_cast<std::size_t>(code));
  return s;
}

Position Checkers::parse(std::string_view text, std::optional<Player> to_move) const {
  const std::string quoted = "checkers position '" + std::string(text) + "'";
  const std::string expected = "expected " + std::to_string(board_.cell_count()) +
                               " characters w, b, W, B or . (the dark squares of " +
                               board_size(board_) + " in numbering order)";
  if (static_cast<int>(text.size()) != board_.cell_count())
    throw core::Error(quoted + ": " + expected);
  Position p{{}, Player::kFirst};
  for (char ch : text) {
    const auto code = kPieceChars.find(ch);
    if (code == std::string_view::npos)
      throw core::Error(quoted + ": '" + std::string(1, ch) + "' is not a piece; " + expected);
    p.cells.push_back(static_cast<std::int8_t>(code));
  }
  if (!to_move)
    throw core::Error(quoted + ": the side to move is not part of a checkers position; give it");
  p.to_move = *to_move;
  return p;
}

std::string Checkers::move_notation(const Position& p, const Move& m) const {
  const std::string sep = is_checkers_capture(board_, p.cells, m) ? "x" : "-";
  std::string s;
  for (std::size_t i = 0; i < m.path.size(); ++i)
    s += (i == 0 ? "" : sep) + std::to_string(m.path[i] + 1);
  return s;
}

std::string Checkers::explain_illegal(const Position& p, std::string_view typed) const {
  const int n = board_.cell_count();
  const auto path = split_typed_path(typed);
  if (!path || path->signs.find_first_not_of(path->signs[0]) != std::string::npos)
    return fmt::format(
        fmt::runtime(core::tr("error",
                              // TRANSLATORS: {move} is the move typed, in quotes; - and x are signs
                              // typed: keep them.
                              // xgettext:python-brace-format
                              "{move} is not a checkers move: write the squares by "
                              "number, 7-5 for a step, 8x3 for a capture (8x3x10 for a "
                              "chain)")),
        fmt::arg("move", quoted(typed)));
  for (const std::string& name : path->squares)
    if (cell_named(*this, n, name) < 0)
      return fmt::format(
          fmt::runtime(core::tr("error",
                                // xgettext:python-brace-format
                                "there is no square {square}: the dark squares are numbered 1 "
                                "to {last}")),
          fmt::arg("square", name), fmt::arg("last", n));
  const std::string& from = path->squares[0];
  const int start = cell_named(*this, n, from);
  const std::int8_t piece = p.cells[static_cast<std::size_t>(start)];
  if (piece == kCheckersEmpty || colour_of_piece(piece) != colour(p.to_move))
    return fmt::format(
        fmt::runtime(colour(p.to_move) == CheckersColour::kWhite
                         // xgettext:python-brace-format
                         ? core::tr("error", "White (to move) has no piece on square {square}")
                         // xgettext:python-brace-format
                         : core::tr("error", "Black (to move) has no piece on square {square}")),
        fmt::arg("square", from));
  std::vector<std::string> captures, own, longer;
  for (const Move& m : legal_moves(p)) {
    const std::string notation = move_notation(p, m);
    if (notation == with_signs_swapped(typed))
      return fmt::format(
          // xgettext:python-brace-format
          fmt::runtime(core::tr("error", "write it {move}: '-' is a step, 'x' a capture")),
          fmt::arg("move", notation));
    if (is_checkers_capture(board_, p.cells, m)) captures.push_back(notation);
    if (m.path[0] == start) own.push_back(notation);
    if (notation.rfind(std::string(typed) + "x", 0) == 0) longer.push_back(notation);
  }
  const std::string or_word = core::tr("error", "or");
  if (!longer.empty())
    return fmt::format(fmt::runtime(core::tr("error",
                                             // TRANSLATORS: {moves} are captures in the game's
                                             // notation, joined by "or".
                                             // xgettext:python-brace-format
                                             "the capture goes on while the piece can jump again: "
                                             "{moves}")),
                       fmt::arg("moves", listed(longer, or_word)));
  if (rules_.compulsory && !captures.empty() && path->signs[0] == '-')
    // xgettext:python-brace-format
    return fmt::format(fmt::runtime(core::tr("error", "a capture is compulsory: {moves}")),
                       fmt::arg("moves", listed(captures, or_word)));
  const bool man = piece == kWhiteMan || piece == kBlackMan;
  std::string why;
  if (own.empty())
    why = man ? core::tr("error",
                         // xgettext:python-brace-format
                         "the man on square {square} cannot play {move}: it has no move")
              : core::tr("error",
                         // xgettext:python-brace-format
                         "the king on square {square} cannot play {move}: it has no move");
  else
    why = man ? core::tr("error",
                         // xgettext:python-brace-format
                         "the man on square {square} cannot play {move}; its moves are {moves}")
              : core::tr("error",
                         // xgettext:python-brace-format
                         "the king on square {square} cannot play {move}; its moves are {moves}");
  return fmt::format(fmt::runtime(why), fmt::arg("square", from), fmt::arg("move", typed),
                     fmt::arg("moves", listed(own, or_word)));
}

}  // namespace matchbox::games
