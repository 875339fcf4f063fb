// SPDX-FileCopyrightText: 2026 The matchbox authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "games/registry.h"

#include <functional>

#include "core/error.h"
#include "games/checkers.h"
#include "games/go.h"
#include "games/nim.h"
#include "games/params.h"
#include "games/pawns.h"
#include "games/tic_tac_toe.h"

namespace matchbox::games {
namespace {

struct Entry {
  const char* name;
  std::function<std::unique_ptr<Game>(const GameParams&)> make;
};

const std::vector<Entry>& table() {
  static const std::vector<Entry> entries = {
      {"tic-tac-toe",
       [](const GameParams& params) -> std::unique_ptr<Game> {
         check_param_keys("tic-tac-toe", params, {});
         return std::make_unique<TicTacToe>();
       }},
      {"pawns", [](const GameParams& params) { return std::make_unique<Pawns>(params); }},
      {"checkers", [](const GameParams& params) { return std::make_unique<Checkers>(params); }},
      {"nim", [](const GameParams& params) { return std::make_unique<Nim>(params); }},
      {"go", [](const GameParams& params) { return std::make_unique<Go>(params); }},
  };
  return entries;
}

}  // namespace

std::unique_ptr<Game> make_game(const std::string& name, const GameParams& params) {
  for (const Entry& e : table())
    if (name == e.name) return e.make(params);
  std::string known;
  for (const std::string& n : game_names()) known += (known.empty() ? "" : ", ") + n;
  throw core::Error("unknown game '" + name + "', expected one of: " + known);
}

std::vector<std::string> game_names() {
  std::vector<std::string> names;
  for (const Entry& e : table()) names.push_back(e.name);
  return names;
}

}  // namespace matchbox::games
