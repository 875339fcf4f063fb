// SPDX-FileCopyrightText: 2026 The matchbox authors
// SPDX-License-Identifier: GPL-3.0-or-later

// The solver (README.md, "Solving and simulating"): known game values, scenario positions, an
// independent minimax over whole small games, retrograde analysis against negamax, and consistency
// over random positions. Convention (analysis/solve.h): win fastest, lose slowest, draw longest;
// plies from the position to the end of the game, the mover's own move included.
#include "analysis/solve.h"

#include <catch2/catch.hpp>
#include <map>
#include <set>
#include <string>

#include "core/error.h"
#include "games/registry.h"
#include "games/test_games.h"

namespace matchbox::analysis {
namespace {

using games::Game;
using games::Move;
using games::Outcome;
using games::Player;
using games::Position;

std::vector<std::string> notations(const Game& game, const Position& p,
                                   const std::vector<Move>& moves) {
  std::vector<std::string> out;
  for (const Move& m : moves) out.push_back(game.move_notation(p, m));
  return out;
}

TEST_CASE("Tic-tac-toe: the start is a draw, 9 plies long, every first move draws", "[solve]") {
  auto game = games::make_game("tic-tac-toe");
  Solver solver(*game);
  const Position start = game->initial_position();
  CHECK(solver.value(start) == Value{Outcome::kDraw, 9});
  const auto moves = solver.moves(start);
  REQUIRE(moves.size() == 9);
  for (const MoveValue& mv : moves) CHECK(mv.value == Value{Outcome::kDraw, 9});
  CHECK(solver.optimal_moves(start).size() == 9);
  CHECK(solver.size() == 765);  // Positions up to symmetry (docs/machine-files.md).
}

TEST_CASE("Solver: tic-tac-toe scenarios", "[solve]") {
  auto game = games::make_game("tic-tac-toe");
  Solver solver(*game);
  // X X .
  // O O .
  // . . .   X to move wins at once on 3; anything else but 6 lets O win on 6.
  const Position win = game->parse("XX.OO....", std::nullopt);
  CHECK(solver.value(win) == Value{Outcome::kWin, 1});
  CHECK(notations(*game, win, solver.optimal_moves(win)) == std::vector<std::string>{"3"});
  // X . .
  // . O .
  // . . X   O to move must take an edge: a corner lets X fork (loss in 4 plies).
  const Position p = game->parse("X...O...X", std::nullopt);
  CHECK(solver.value(p) == Value{Outcome::kDraw, 6});
  CHECK(notations(*game, p, solver.optimal_moves(p)) ==
        std::vector<std::string>{"2", "4", "6", "8"});
  for (const MoveValue& mv : solver.moves(p))
    if (game->move_notation(p, mv.move) == "3") CHECK(mv.value == Value{Outcome::kLoss, 4});
  // X X X
  // O O .
  // . . .   Finished: O to move has lost; no moves.
  const Position over = game->parse("XXXOO....", std::nullopt);
  CHECK(solver.value(over) == Value{Outcome::kLoss, 0});
  CHECK(solver.moves(over).empty());
}

TEST_CASE("Hexapawn: the second player wins (Gardner 1962)", "[solve]") {
  auto game = games::make_game("pawns");
  Solver solver(*game);
  const Position start = game->initial_position();
  CHECK(solver.value(start) == Value{Outcome::kLoss, 6});
  for (const MoveValue& mv : solver.moves(start)) CHECK(mv.value.outcome == Outcome::kLoss);
  // B . B
  // B W .
  // . . W   Black to move: a2-a1 reaches White's row.
  const Position p = game->parse("B.B/BW./..W", Player::kSecond);
  CHECK(solver.value(p) == Value{Outcome::kWin, 1});
  CHECK(notations(*game, p, solver.optimal_moves(p)) == std::vector<std::string>{"a2-a1"});
}

// Brown, J. R. (1965) "Extendapawn: An Inductive Analysis", Mathematics Magazine 38(5),
// pp. 286-299, as Gardner's chapter on the matchbox machine reports it in his book: on 3 rows
// and n columns "the game is a win for the first player if the final digit of n is 1, 4, 5, 7 or
// 8. Otherwise the second player has the win." Every width the pawns game allows (2 to 8), under
// the default size guard: 3 x 8 pawns (1.6 million positions) is solved within it.
TEST_CASE("Hexapawn widened to n columns: Brown's rule of the last digit (Brown 1965)", "[solve]") {
  for (int width = 2; width <= 8; ++width) {
    INFO("width " << width);
    const auto game = games::make_game("pawns", {{"width", std::to_string(width)}});
    Solver solver(*game);
    const bool first_wins = std::set<int>{1, 4, 5, 7, 8}.count(width % 10) == 1;
    CHECK(solver.value(game->initial_position()).outcome ==
          (first_wins ? Outcome::kWin : Outcome::kLoss));
  }
}

TEST_CASE("NIMBLE's misère 3-3-3: the first player wins by taking a whole pile", "[solve]") {
  auto game = games::make_game("nim");
  Solver solver(*game);
  const Position start = game->initial_position();
  CHECK(solver.value(start).outcome == Outcome::kWin);
  for (const MoveValue& mv : solver.moves(start)) {
    const int pile = start.cells.at(static_cast<std::size_t>(mv.move.path.at(0)));
    const bool whole_pile = mv.move.path.at(1) == pile;
    CHECK((mv.value.outcome == Outcome::kWin) == whole_pile);
  }
  CHECK(notations(*game, start, solver.optimal_moves(start)) ==
        std::vector<std::string>{"3from3", "3from3", "3from3"});
  // 1 1 1: whoever moves takes one, then the other takes one and leaves the last.
  CHECK(solver.value(game->parse("1-1-1", Player::kSecond)) == Value{Outcome::kLoss, 3});
  CHECK(solver.value(game->parse("0-0-1", Player::kFirst)) == Value{Outcome::kLoss, 1});
  CHECK(solver.value(game->parse("0-0-0", Player::kFirst)) == Value{Outcome::kWin, 0});
}

TEST_CASE("4×4 checkers under standard rules: repeating kings, an endless draw", "[solve]") {
  auto game = games::make_game("checkers");  // Standard kings, no both-kings draw.
  REQUIRE(game->positions_repeat());
  Solver solver(*game);
  const Position start = game->initial_position();  // ww....bb, White to move.
  CHECK(solver.value(start) == Value{Outcome::kDraw, Value::kEndless});
  std::map<std::string, Value> by_move;
  for (const MoveValue& mv : solver.moves(start))
    by_move[game->move_notation(start, mv.move)] = mv.value;
  CHECK(by_move.at("1-3") == Value{Outcome::kDraw, Value::kEndless});
  CHECK(by_move.at("2-4").outcome == Outcome::kLoss);
}

TEST_CASE("Unreachable positions are refused", "[solve]") {
  auto ttt = games::make_game("tic-tac-toe");
  Solver solver(*ttt);
  // X X X
  // O O O
  // . . .   Both have a line: no game gets here.
  CHECK_THROWS_AS(solver.value(ttt->parse("XXXOOO...", std::nullopt)), core::Error);
  auto pawns = games::make_game("pawns");
  Solver pawn_solver(*pawns);
  CHECK_THROWS_WITH(pawn_solver.value(pawns->parse("BBB/.../WWW", Player::kSecond)),
                    Catch::Contains("cannot be reached") &&
                        Catch::Contains("with the first player to move it can"));
}

// The convention written as plainly as possible, memoised by a std::map: the reference the
// solver must agree with on every reachable position of a small game.
class Reference {
 public:
  explicit Reference(const Game& game) : game_(game) {}
  Value value(const Position& p) {
    if (auto it = memo_.find(p); it != memo_.end()) return it->second;
    Value best;
    if (auto o = game_.outcome(p)) {
      best = {*o, 0};
    } else {
      std::vector<Value> wins, draws, losses;
      for (const Move& m : game_.legal_moves(p)) {
        const Value next = value(game_.apply(p, m));
        const Value mine{core::reverse(next.outcome), next.plies + 1};
        (mine.outcome == Outcome::kWin    ? wins
         : mine.outcome == Outcome::kDraw ? draws
                                          : losses)
            .push_back(mine);
      }
      auto by_plies = [](const Value& a, const Value& b) { return a.plies < b.plies; };
      if (!wins.empty())
        best = *std::min_element(wins.begin(), wins.end(), by_plies);
      else if (!draws.empty())
        best = *std::max_element(draws.begin(), draws.end(), by_plies);
      else
        best = *std::max_element(losses.begin(), losses.end(), by_plies);
    }
    return memo_[p] = best;
  }
  const std::map<Position, Value>& all() const { return memo_; }

 private:
  const Game& game_;
  std::map<Position, Value> memo_;
};

std::vector<std::shared_ptr<const Game>> small_acyclic_games() {
  return {
      games::make_game("tic-tac-toe"), games::make_game("pawns"), games::make_game("nim"),
      games::make_game("pawns", {{"height", "3"}, {"width", "4"}}),
      games::make_game("checkers",
                       {{"king", "slide"}, {"king_captures", "off"}, {"both_kings_draw", "on"}})};
}

TEST_CASE("Negamax agrees with a plain minimax on every reachable position", "[solve]") {
  for (const auto& game : small_acyclic_games()) {
    INFO(game->title());
    Reference reference(*game);
    reference.value(game->initial_position());
    Solver solver(*game);
    for (const auto& [p, v] : reference.all()) {
      INFO(game->to_string(p));
      CHECK(solver.value(p) == v);
    }
  }
}

// The same rules, declared as repeating: the solver then takes the retrograde path.
class DeclaredRepeating final : public Game {
 public:
  explicit DeclaredRepeating(std::shared_ptr<const Game> inner) : inner_(std::move(inner)) {}
  std::string name() const override { return inner_->name(); }
  std::string title() const override { return inner_->title(); }
  games::GameParams params() const override { return inner_->params(); }
  games::BoardShape shape() const override { return inner_->shape(); }
  Position initial_position() const override { return inner_->initial_position(); }
  std::vector<Move> legal_moves(const Position& p) const override { return inner_->legal_moves(p); }
  Position apply(const Position& p, const Move& m) const override { return inner_->apply(p, m); }
  std::optional<Outcome> outcome(const Position& p) const override { return inner_->outcome(p); }
  int max_plies() const override { return inner_->max_plies(); }
  bool positions_repeat() const override { return true; }
  const std::vector<games::Transform>& symmetries() const override { return inner_->symmetries(); }
  Position transform(const Position& p, const games::Transform& t) const override {
    return inner_->transform(p, t);
  }
  Move transform(const Move& m, const games::Transform& t) const override {
    return inner_->transform(m, t);
  }
  std::string to_string(const Position& p) const override { return inner_->to_string(p); }
  Position parse(std::string_view text, std::optional<Player> to_move) const override {
    return inner_->parse(text, to_move);
  }
  std::string move_notation(const Position& p, const Move& m) const override {
    return inner_->move_notation(p, m);
  }

 private:
  std::shared_ptr<const Game> inner_;
};

TEST_CASE("Retrograde analysis agrees with negamax where positions do not repeat", "[solve]") {
  for (const auto& game : small_acyclic_games()) {
    INFO(game->title());
    Reference reference(*game);
    reference.value(game->initial_position());
    DeclaredRepeating repeating(game);
    Solver solver(repeating);
    for (const auto& [p, v] : reference.all()) {
      INFO(game->to_string(p));
      CHECK(solver.value(p) == v);
    }
  }
}

// value(p) is the best of moves(p), optimal_moves(p) are exactly the moves achieving it, a
// finished position is worth its outcome in 0 plies, and symmetric images have the same value.
// Holding at every reachable position, this pins the values down completely: wins and losses
// by induction on their plies from the finished positions, and what is left must be a draw.
// Returns the results of p's moves.
std::vector<Position> check_position(const Game& game, Solver& solver, const Position& p) {
  INFO(game.to_string(p));
  const Value v = solver.value(p);
  for (const auto& t : game.symmetries()) CHECK(solver.value(game.transform(p, t)) == v);
  const std::vector<MoveValue> moves = solver.moves(p);
  std::vector<Position> results;
  if (moves.empty()) {
    REQUIRE(game.outcome(p));
    CHECK(v == Value{*game.outcome(p), 0});
    return results;
  }
  Value best = moves.front().value;
  std::vector<Move> achieving;
  for (const MoveValue& mv : moves) {
    CHECK(mv.result == game.apply(p, mv.move));
    if (better(mv.value, best)) best = mv.value;
    results.push_back(mv.result);
  }
  for (const MoveValue& mv : moves)
    if (mv.value == best) achieving.push_back(mv.move);
  CHECK(best == v);
  CHECK(solver.optimal_moves(p) == achieving);
  return results;
}

TEST_CASE("Solver consistency over random positions of every test game", "[solve]") {
  for (const auto& game : games::testing::all_test_games()) {
    if (game->name() == "checkers" && game->params().at("width") == "5") continue;  // Seconds.
    INFO(game->title());
    Solver solver(*game);
    games::testing::TestRng rng(20240601);
    for (int g = 0; g < 20; ++g) {
      Position p = game->initial_position();
      for (int ply = 0; ply < 60; ++ply) {
        const std::vector<Position> next = check_position(*game, solver, p);
        if (next.empty()) break;
        p = next[rng.below(next.size())];
      }
    }
  }
}

TEST_CASE("Solver consistency at every reachable position, kings repeating or not", "[solve]") {
  for (const auto& game : {games::make_game("checkers"), games::make_game("tic-tac-toe"),
                           games::make_game("pawns", {{"height", "4"}, {"width", "4"}})}) {
    INFO(game->title());
    Solver solver(*game);
    std::set<Position> seen{game->initial_position()};
    std::vector<Position> todo{game->initial_position()};
    while (!todo.empty()) {
      const Position p = todo.back();
      todo.pop_back();
      for (Position& q : check_position(*game, solver, p))
        if (seen.insert(q).second) todo.push_back(std::move(q));
    }
    CHECK(seen.size() > 2000);
  }
}

// Eliasberg (in Gardner 1962): on 3×3 go the first player has a sure win on the centre point.
// By how much: the largest komi (points given to White) at which the centre still wins.
TEST_CASE("3×3 go: the centre wins by the whole board, an edge by 3, a corner or a pass loses",
          "[solve][go]") {
  const auto value_of = [](const std::string& komi, const std::string& opening) {
    auto game = games::make_game("go", {{"komi", komi}});
    Solver solver(*game);
    const Position start = game->initial_position();
    for (const MoveValue& mv : solver.moves(start))
      if (game->move_notation(start, mv.move) == opening) return mv.value.outcome;
    FAIL("no opening " << opening);
    return Outcome::kDraw;
  };
  CHECK(value_of("0", "b2") == Outcome::kWin);
  CHECK(value_of("8.5", "b2") == Outcome::kWin);
  CHECK(value_of("9.5", "b2") == Outcome::kLoss);
  CHECK(value_of("2.5", "b3") == Outcome::kWin);
  CHECK(value_of("3.5", "b3") != Outcome::kWin);
  CHECK(value_of("0", "a3") == Outcome::kLoss);
  CHECK(value_of("0", "pass") == Outcome::kLoss);
}

}  // namespace
}  // namespace matchbox::analysis
