// SPDX-FileCopyrightText: 2026 The matchbox authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "games/nim.h"

#include <fmt/format.h>

#include <algorithm>
#include <charconv>
#include <numeric>

#include "core/error.h"
#include "core/translation.h"
#include "games/params.h"
#include "games/typed_move.h"

namespace matchbox::games {
namespace {

constexpr int kMaxPiles = 8;
constexpr int kMaxPile = 15;

// {3, 3, 3} -> "3-3-3". (Built by appending: g++ 12 warns falsely, -Wrestrict, about
// "-" + std::string&&.)
template <typename Number>
std::string dashed(const std::vector<Number>& piles) {
  std::string out;
  for (const Number n : piles) {
    if (!out.empty()) out += '-';
    out += std::to_string(n);
  }
  return out;
}

// "3-3-3" -> {3, 3, 3}; nullopt unless every part is an integer in [lo, kMaxPile].
std::optional<std::vector<int>> split_piles(std::string_view text, int lo) {
  std::vector<int> piles;
  for (std::size_t start = 0; start <= text.size();) {
    std::size_t end = text.find('-', start);
    if (end == std::string_view::npos) end = text.size();
    int value = -1;
    auto [ptr, ec] = std::from_chars(text.data() + start, text.data() + end, value);
    if (ec != std::errc() || ptr != text.data() + end || value < lo || value > kMaxPile)
      return std::nullopt;
    piles.push_back(value);
    start = end + 1;
  }
  return piles;
}

}  // namespace

Nim::Nim(const GameParams& params) {
  check_param_keys("nim", params, {"piles", "play"});
  const std::string text = params.count("piles") ? params.at("piles") : "3-3-3";
  auto piles = split_piles(text, 1);
  if (!piles || piles->empty() || piles->size() > kMaxPiles)
    throw core::Error("nim: parameter piles is " + text + ", expected 1 to " +
                      std::to_string(kMaxPiles) + " pile sizes from 1 to " +
                      std::to_string(kMaxPile) + " joined by '-' (e.g. 3-3-3)");
  piles_ = *piles;
  std::sort(piles_.begin(), piles_.end());
  misere_ = param_choice("nim", params, "play", "misere", {"misere", "normal"}) == "misere";
  Transform identity{core::tr_noop("transform", "as printed"), std::vector<int>(piles_.size())};
  std::iota(identity.image.begin(), identity.image.end(), 0);
  symmetries_ = {identity};
}

std::string Nim::title() const {
  const std::string piles = dashed(piles_);
  return core::tr("game", "Nim") + " " + piles + " (" +
         (misere_ ? core::tr("game", "misère") : core::tr("game", "normal play")) + ")";
}

GameParams Nim::params() const {
  const std::string piles = dashed(piles_);
  return {{"piles", piles}, {"play", misere_ ? "misere" : "normal"}};
}

BoardShape Nim::shape() const {
  BoardShape s{BoardShape::Kind::kPiles, static_cast<int>(piles_.size()), piles_.back(), {}, {}};
  for (int i = 0; i < static_cast<int>(piles_.size()); ++i) {
    s.cell_row.push_back(i);
    s.cell_col.push_back(0);
  }
  return s;
}

Position Nim::initial_position() const {
  return Position{std::vector<std::int8_t>(piles_.begin(), piles_.end()), Player::kFirst};
}

std::vector<Move> Nim::legal_moves(const Position& p) const {
  std::vector<Move> moves;
  for (int i = 0; i < static_cast<int>(p.cells.size()); ++i)
    for (int k = 1; k <= p.cells[i]; ++k)
      moves.push_back(Move{{static_cast<std::int8_t>(i), static_cast<std::int8_t>(k)}});
  return moves;  // Already ascending: by pile, then amount.
}

Position Nim::apply(const Position& p, const Move& m) const {
  MATCHBOX_CHECK(m.path.size() == 2 && m.path[1] >= 1 && m.path[1] <= p.cells.at(m.path[0]));
  Position next = p;
  next.cells[m.path[0]] = static_cast<std::int8_t>(next.cells[m.path[0]] - m.path[1]);
  std::sort(next.cells.begin(), next.cells.end());
  next.to_move = core::opponent(p.to_move);
  return next;
}

std::optional<Outcome> Nim::outcome(const Position& p) const {
  for (std::int8_t n : p.cells)
    if (n > 0) return std::nullopt;
  // No counters left: the previous player took the last one.
  return misere_ ? Outcome::kWin : Outcome::kLoss;
}

Move Nim::transform(const Move& m, const Transform& t) const {
  Move out = m;
  out.path.at(0) = static_cast<std::int8_t>(t.image.at(m.path.at(0)));
  return out;
}

int Nim::max_plies() const { return std::accumulate(piles_.begin(), piles_.end(), 0); }

std::string Nim::to_string(const Position& p) const { return dashed(p.cells); }

Position Nim::parse(std::string_view text, std::optional<Player> to_move) const {
  const std::string quoted = "nim position '" + std::string(text) + "'";
  auto piles = split_piles(text, 0);
  if (!piles || piles->size() != piles_.size() || !std::is_sorted(piles->begin(), piles->end()))
    throw core::Error(quoted + ": expected " + std::to_string(piles_.size()) +
                      " pile sizes in ascending order joined by '-' (e.g. " +
                      to_string(initial_position()) + ")");
  if (!to_move)
    throw core::Error(quoted + ": the side to move is not part of a Nim position; give it");
  return Position{std::vector<std::int8_t>(piles->begin(), piles->end()), *to_move};
}

std::string Nim::move_notation(const Position& p, const Move& m) const {
  return std::to_string(m.path.at(1)) + "from" + std::to_string(p.cells.at(m.path.at(0)));
}

std::string Nim::normalise_notation(std::string_view typed) const {
  const std::size_t slash = typed.find('/');
  if (slash == std::string_view::npos) return std::string(typed);
  return std::string(typed.substr(0, slash)) + "from" + std::string(typed.substr(slash + 1));
}

std::string Nim::move_place(const Position& p, const Move& m) const {
  return "pile " + std::to_string(m.path.at(0) + 1) + " of " + std::to_string(p.cells.size()) +
         " from the left";
}

std::string Nim::explain_illegal(const Position& p, std::string_view typed) const {
  const std::size_t from = typed.find("from");
  int take = -1, pile = -1;
  if (from != std::string_view::npos) {
    const auto [t_end, t_ec] = std::from_chars(typed.data(), typed.data() + from, take);
    const auto [p_end, p_ec] =
        std::from_chars(typed.data() + from + 4, typed.data() + typed.size(), pile);
    if (t_ec != std::errc() || t_end != typed.data() + from || p_ec != std::errc() ||
        p_end != typed.data() + typed.size())
      take = -1;
  }
  if (take < 0)
    return fmt::format(
        fmt::runtime(core::tr("error",
                              // TRANSLATORS: {move} is the move typed, in quotes; 1from3 is a move
                              // as typed: keep it.
                              // xgettext:python-brace-format
                              "{move} is not a Nim move: write how many counters to "
                              "take and the size of the pile they come from, as 1from3 "
                              "(one counter from a pile of 3)")),
        fmt::arg("move", quoted(typed)));
  if (take == 0) return core::tr("error", "a move takes at least one counter");
  if (pile == 0) return core::tr("error", "an empty pile has no counters to take");
  if (std::find(p.cells.begin(), p.cells.end(), pile) == p.cells.end()) {
    std::vector<std::string> sizes;
    for (const std::int8_t n : p.cells)
      if (n > 0) sizes.push_back(std::to_string(n));
    return fmt::format(fmt::runtime(core::tr("error",
                                             // TRANSLATORS: {sizes} are the piles' sizes, joined by
                                             // "and": "1, 3 and 5".
                                             // xgettext:python-brace-format
                                             "there is no pile of {pile} (the piles hold {sizes} "
                                             "counters)")),
                       fmt::arg("pile", pile),
                       fmt::arg("sizes", listed(sizes, core::tr("error", "and"))));
  }
  return fmt::format(
      // xgettext:python-brace-format
      fmt::runtime(core::tr("error", "a pile of {pile} has no {take} counters to take")),
      fmt::arg("pile", pile), fmt::arg("take", take));
}

}  // namespace matchbox::games
