// SPDX-FileCopyrightText: 2026 The matchbox authors
// SPDX-License-Identifier: GPL-3.0-or-later

// matchbox solve MACHINE-or-GAME [--set key=value]... [--position STR] [--to-move first|second]
//                                [--format text|yaml]
// The exact game value of a position and of each of its legal moves, with the plies to the end
// under best play (README.md, "Solving and simulating"; conventions in analysis/solve.h). MACHINE
// is a name from games/ or a path to a machine file (--set then overrides machine-file values, as
// for `boxes`); GAME is a registry name (tic-tac-toe, pawns, checkers, nim; --set then sets game
// parameters, e.g. `solve pawns --set height=4 --set width=4`). The position defaults to the game's
// start.
//
// yaml (a public interface, docs/notation.md):
//   machine: her                      # only when a machine was named
//   game: {name: pawns, params: {height: 3, width: 3}}
//   position: "BBB/.../WWW"
//   to_move: first
//   value: loss                       # win|draw|loss for the side to move
//   plies: 6                          # .inf for a draw that can last for ever
//   moves:
//     - {move: "a1-a2", result: ".BB/.../WWW", value: loss, plies: 4}   # for the mover
#include "analysis/solve.h"

#include <fmt/core.h>

#include <algorithm>
#include <iostream>
#include <limits>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "cli/commands.h"
#include "cli/machine_options.h"
#include "core/enum_table.h"
#include "core/error.h"
#include "games/registry.h"
#include "spec/machine_file.h"
#include "spec/yaml_writer.h"

namespace matchbox::cli {
namespace {

using analysis::Value;
using games::Player;

enum class SolveFormat { kText, kYaml };
constexpr auto kSolveFormats = core::make_enum_table<SolveFormat>(
    std::pair{SolveFormat::kText, "text"}, std::pair{SolveFormat::kYaml, "yaml"});
constexpr auto kSides = core::make_enum_table<Player>(std::pair{Player::kFirst, "first"},
                                                      std::pair{Player::kSecond, "second"});

struct SolveOptions {
  std::string target;
  std::vector<std::string> overrides;
  std::string position;
  Player to_move = Player::kFirst;
  bool to_move_given = false;
  bool position_given = false;
  SolveFormat format = SolveFormat::kText;
  std::int64_t max_positions = spec::kDefaultMaxPositions;
};

struct Target {
  std::string machine;  // Empty when a game was named.
  std::unique_ptr<games::Game> game;
};

bool contains(const std::vector<std::string>& names, const std::string& name) {
  return std::find(names.begin(), names.end(), name) != names.end();
}

std::string join(const std::vector<std::string>& names) {
  std::string out;
  for (const std::string& n : names) out += (out.empty() ? "" : ", ") + n;
  return out;
}

// A machine (name in games/ or a path) or a registry game with --set parameters.
Target load_target(const std::string& name, const std::vector<std::string>& overrides) {
  const bool path =
      name.find('/') != std::string::npos || name.ends_with(".yaml") || name.ends_with(".yml");
  if (path || contains(spec::machine_names(), name)) {
    const spec::MachineSpec machine = spec::load_machine(name, overrides);
    return {machine.name, games::make_game(machine.game, machine.params)};
  }
  if (!contains(games::game_names(), name))
    throw core::Error("unknown machine or game '" + name + "': machines are " +
                      join(spec::machine_names()) + "; games are " + join(games::game_names()));
  games::GameParams params;
  for (const std::string& o : overrides) {
    const auto eq = o.find('=');
    if (eq == std::string::npos || eq == 0)
      throw core::Error("--set " + o + ": expected key=value (a parameter of " + name + ")");
    params[o.substr(0, eq)] = o.substr(eq + 1);
  }
  return {"", games::make_game(name, params)};
}

// The position to solve. Without --to-move the board decides where it can (tic-tac-toe);
// elsewhere the first player is to move.
games::Position read_position(const games::Game& game, const SolveOptions& o) {
  if (o.position_given && o.position.empty())
    throw core::Error("--position \"\": expected a position string such as " +
                      game.to_string(game.initial_position()) +
                      " (leave the option out for the start)");
  const std::string text =
      o.position.empty() ? game.to_string(game.initial_position()) : o.position;
  if (o.to_move_given) return game.parse(text, o.to_move);
  if (o.position.empty()) return game.initial_position();
  try {
    return game.parse(text, std::nullopt);
  } catch (const core::Error&) {
    return game.parse(text, Player::kFirst);  // Throws again if the text itself is wrong.
  }
}

// The plies to the end, infinity (.inf) for a draw that can last for ever.
double plies_of(const Value& v) {
  return v.plies == Value::kEndless ? std::numeric_limits<double>::infinity() : v.plies;
}

std::string value_word(const Value& v) { return std::string(analysis::kOutcomes.name(v.outcome)); }

void print_yaml(const Target& t, const games::Position& p, const Value& value,
                const std::vector<analysis::MoveValue>& moves) {
  const games::Game& game = *t.game;
  spec::YamlWriter out;
  out << YAML::BeginMap;
  if (!t.machine.empty())
    out << YAML::Key << "machine" << YAML::Value << spec::yaml_text(t.machine);
  out << YAML::Key << "game" << YAML::Value << YAML::BeginMap;
  out << YAML::Key << "name" << YAML::Value << game.name();
  out << YAML::Key << "params" << YAML::Value << YAML::Flow << YAML::BeginMap;
  for (const auto& [k, v] : game.params()) out << YAML::Key << k << YAML::Value << v;
  out << YAML::EndMap << YAML::EndMap;
  out << YAML::Key << "position" << YAML::Value << spec::yaml_quoted(game.to_string(p));
  out << YAML::Key << "to_move" << YAML::Value << std::string(kSides.name(p.to_move));
  out << YAML::Key << "value" << YAML::Value << value_word(value);
  out << YAML::Key << "plies" << YAML::Value << plies_of(value);
  // `moves: []` where the game is over.
  out << YAML::Key << "moves" << YAML::Value;
  if (moves.empty()) out << YAML::Flow;
  out << YAML::BeginSeq;
  for (const auto& mv : moves) {
    out << YAML::Flow << YAML::BeginMap;
    out << YAML::Key << "move" << YAML::Value << spec::yaml_quoted(game.move_notation(p, mv.move));
    if (const std::string place = game.move_place(p, mv.move); !place.empty())
      out << YAML::Key << "place" << YAML::Value << spec::yaml_quoted(place);
    out << YAML::Key << "result" << YAML::Value << spec::yaml_quoted(game.to_string(mv.result));
    out << YAML::Key << "value" << YAML::Value << value_word(mv.value);
    out << YAML::Key << "plies" << YAML::Value << plies_of(mv.value) << YAML::EndMap;
  }
  out << YAML::EndSeq << YAML::EndMap;
  std::cout << out.document();
}

// "win in 5 plies", "draw after 9 plies", "draw, endless", "loss in 1 ply".
std::string describe(const Value& v) {
  const std::string word = value_word(v);
  if (v.plies == Value::kEndless) return word + ", endless";
  const std::string plies = fmt::format("{} {}", v.plies, v.plies == 1 ? "ply" : "plies");
  return v.outcome == games::Outcome::kDraw ? word + " after " + plies : word + " in " + plies;
}

void print_text(const Target& t, const games::Position& p, const Value& value,
                const std::vector<analysis::MoveValue>& moves) {
  const games::Game& game = *t.game;
  fmt::print("{}{}: position {}, {} player to move\n", game.title(),
             t.machine.empty() ? "" : " (" + t.machine + ")", game.to_string(p),
             kSides.name(p.to_move));
  if (moves.empty()) {
    fmt::print("The game is over: a {} for the side to move.\n", value_word(value));
    return;
  }
  fmt::print("Value for the side to move: {}\n\n", describe(value));
  std::size_t move_w = 4, value_w = 5;
  for (const auto& mv : moves) {
    move_w = std::max(move_w, game.move_notation(p, mv.move).size());
    value_w = std::max(value_w, describe(mv.value).size());
  }
  // The move's place on the board, where its notation does not say (Nim: which pile).
  std::size_t place_w = 0;
  for (const auto& mv : moves) place_w = std::max(place_w, game.move_place(p, mv.move).size());
  const auto place = [&](const std::string& text) {
    return place_w == 0 ? std::string() : fmt::format("{:<{}}  ", text, place_w);
  };
  fmt::print("    {:<{}}  {}{:<{}}  {}\n", "move", move_w, place("where"), "value", value_w,
             "result");
  // '*': keeps the value and its length; '+': keeps the win, draw or loss at another length.
  const auto mark = [&](const Value& v) {
    return v == value ? '*' : v.outcome == value.outcome ? '+' : ' ';
  };
  bool other_lengths = false;
  for (const auto& mv : moves) {
    other_lengths = other_lengths || mark(mv.value) == '+';
    fmt::print("  {} {:<{}}  {}{:<{}}  {}\n", mark(mv.value), game.move_notation(p, mv.move),
               move_w, place(game.move_place(p, mv.move)), describe(mv.value), value_w,
               game.to_string(mv.result));
  }
  fmt::print("\n* best play: keeps the {} in the {} plies.\n", value_word(value),
             value.outcome == games::Outcome::kWin ? "fewest" : "most");
  if (other_lengths)
    fmt::print("+ also keeps the {}, in {} plies.\n", value_word(value),
               value.outcome == games::Outcome::kWin ? "more" : "fewer");
  fmt::print("Values are for the side making the move.\n");
}

void run(const SolveOptions& options) {
  const Target target = load_target(options.target, options.overrides);
  const games::Position p = read_position(*target.game, options);
  analysis::Solver solver(*target.game, options.max_positions);
  const Value value = solver.value(p);
  const std::vector<analysis::MoveValue> moves = solver.moves(p);
  if (options.format == SolveFormat::kYaml)
    print_yaml(target, p, value, moves);
  else
    print_text(target, p, value, moves);
}

}  // namespace

void add_solve_command(CLI::App& app) {
  auto options = std::make_shared<SolveOptions>();
  CLI::App* cmd = app.add_subcommand(
      "solve", "Game value of a position and of each legal move, with plies to the end");
  cmd->add_option(
         "MACHINE-or-GAME", options->target,
         "A machine name from games/ or a machine file, or a game: " + join(games::game_names()))
      ->required();
  cmd->add_option("--set", options->overrides,
                  "A machine-file value (for a machine) or a game parameter (for a game), "
                  "key=value; repeatable")
      ->expected(1)
      ->multi_option_policy(CLI::MultiOptionPolicy::TakeAll);
  CLI::Option* position =
      cmd->add_option("--position", options->position,
                      "Position string as docs/notation.md (default: the game's start)");
  CLI::Option* to_move =
      cmd->add_option("--to-move", options->to_move,
                      "Side to move, first or second (default: what the board says, else first)")
          ->transform(enum_words(kSides));
  cmd->add_option("--format", options->format, "Output format")
      ->transform(enum_words(kSolveFormats));
  add_max_positions_option(*cmd, options->max_positions);
  cmd->callback([options, to_move, position] {
    options->to_move_given = to_move->count() > 0;
    options->position_given = position->count() > 0;
    run(*options);
  });
}

}  // namespace matchbox::cli
