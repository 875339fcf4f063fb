// SPDX-FileCopyrightText: 2026 The matchbox authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "documents/game_rules.h"

#include <algorithm>

#include "core/error.h"
#include "documents/instructions.h"
#include "render/page_flow.h"

namespace matchbox::documents {

// The drawing machinery every document is made with.
using namespace render;
namespace {

// The parts of `text` between `sep`s, empty parts dropped ("board  move" -> board, move).
std::vector<std::string> split(const std::string& text, char sep) {
  std::vector<std::string> out;
  std::size_t start = 0;
  while (start <= text.size()) {
    const std::size_t end = std::min(text.find(sep, start), text.size());
    if (end > start) out.push_back(text.substr(start, end - start));
    start = end + 1;
  }
  return out;
}

// The placeholders of the game's rules texts (game_rules()).
TextArgs rule_args(const games::Game& game, const spec::Texts& texts) {
  TextArgs args = {{"first_side", side_name(game, texts, games::Player::kFirst)},
                   {"second_side", side_name(game, texts, games::Player::kSecond)},
                   {"cells", static_cast<int>(game.shape().cell_row.size())},
                   {"max_plies", game.max_plies()}};
  for (const auto& [key, value] : game.params()) {
    args.emplace_back(key, value);
    args.emplace_back(key + "_list", join_list(texts, "instructions.list", split(value, '-')));
  }
  return args;
}

// The key of one item's text: the item itself, or its variant by the game's parameters.
std::string item_key(const games::Game& game, const spec::Texts& texts, const std::string& item) {
  const auto by = texts.entries.find(item + ".by");
  if (by == texts.entries.end()) return item;
  const games::GameParams params = game.params();
  std::string values;
  for (const std::string& param : split(by->second, ' ')) {
    const auto it = params.find(param);
    values += (values.empty() ? "" : "-") + (it == params.end() ? std::string() : it->second);
  }
  const std::string variant = item + "." + values;
  return texts.entries.count(variant) ? variant : item + ".other";
}

}  // namespace

std::vector<std::string> game_rules(const games::Game& game, const spec::Texts& texts) {
  const std::string prefix = "rules." + game.name() + ".";
  const TextArgs args = rule_args(game, texts);
  std::vector<std::string> out;
  for (const std::string& item : split(texts.at(prefix + "items"), ' ')) {
    std::string rule = fill(texts, item_key(game, texts, prefix + item), args);
    if (!rule.empty()) out.push_back(std::move(rule));
  }
  return out;
}

std::string game_end_rule(const games::Game& game, const spec::Texts& texts) {
  const std::string prefix = "rules." + game.name() + ".";
  const std::vector<std::string> items = split(texts.at(prefix + "items"), ' ');
  for (const char* item : {"win", "end", "lose"})
    if (std::find(items.begin(), items.end(), item) != items.end())
      return fill(texts, item_key(game, texts, prefix + item), rule_args(game, texts));
  throw core::Error("'" + prefix + "items' lists no item named win, end or lose");
}

}  // namespace matchbox::documents
