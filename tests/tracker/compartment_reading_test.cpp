// SPDX-FileCopyrightText: 2026 The matchbox authors
// SPDX-License-Identifier: GPL-3.0-or-later

// The builder's claim on the mini-checkers blog "fouryears" (2012): two compartments of one bead
// a move, drawn from A unless it is empty, are "equivalent" to the reader's draw propagation with
// the beads without a duplicate set aside (one compartment of 2 beads a move). Under
// `reinforcement.compartments: builder` (docs/machine-files.md, "Two compartments") the two
// machines, driven with the same moves in seeded random games against an opponent that takes a
// win whenever it sees one, blocks the machine's and otherwise moves at random, must after every
// game hold the same count of every colour in every box (compartment A + compartment B against the
// one compartment), and at every turn allow the same colours: the beads the reader's machine keeps
// after setting aside those without a duplicate, and the colours in the compartment the
// builder's draws from. Both learn by tracker::reinforce, the rule the simulator applies too.
// For MENACE and for the mini-checkers machine.
#include <catch2/catch.hpp>
#include <memory>
#include <random>

#include "kit/box_finder.h"
#include "kit/build.h"
#include "spec/machine_file.h"
#include "spec/palette_file.h"
#include "tracker/reinforcement.h"

namespace matchbox::tracker {
namespace {

// One machine's kit and books.
struct Machine {
  explicit Machine(const spec::MachineSpec& spec)
      : kit(kit::build(spec, spec::load_palette(spec.palette))),
        layout(bead_layout(kit)),
        finder(kit),
        beads(layout.initial) {}

  kit::Kit kit;
  BeadLayout layout;
  kit::BoxFinder finder;
  std::vector<int> beads;
  std::vector<Draw> draws;  // The game's so far.
};

// The moves of box `box` the machine may draw: for the reader's (one compartment, `select:
// duplicates`) those with a duplicate, or every move with a bead if none has; for the builder's,
// the moves in compartment A, or in B once A is empty.
std::vector<int> drawable(const Machine& m, int box) {
  const int moves = m.layout.moves(box);
  const int compartment = active_compartment(m.layout, m.beads, box);
  const auto count = [&](int move) {
    return m.beads[static_cast<std::size_t>(m.layout.index(box, compartment * moves + move))];
  };
  const int least = m.layout.compartments == 1 &&
                            [&] {
                              for (int move = 0; move < moves; ++move)
                                if (count(move) >= 2) return true;
                              return false;
                            }()
                        ? 2
                        : 1;
  std::vector<int> out;
  for (int move = 0; move < moves; ++move)
    if (count(move) >= least) out.push_back(move);
  return out;
}

// Does the side to move in `p` have a move that wins at once?
bool wins_at_once(const games::Game& game, const games::Position& p) {
  for (const games::Move& move : game.legal_moves(p))
    if (game.outcome(game.apply(p, move)) == core::Outcome::kLoss) return true;
  return false;
}

// The opponent's move: one that wins at once if there is one, else one after which the machine
// cannot win at once if there is one (so that games are drawn too), else any.
games::Move opponent_move(const games::Game& game, const games::Position& p, std::mt19937& rng) {
  const std::vector<games::Move> legal = game.legal_moves(p);
  std::vector<games::Move> safe;
  for (const games::Move& move : legal) {
    const games::Position next = game.apply(p, move);
    if (game.outcome(next) == core::Outcome::kLoss) return move;
    if (!game.outcome(next) && !wins_at_once(game, next)) safe.push_back(move);
  }
  const std::vector<games::Move>& from = safe.empty() ? legal : safe;
  return from[rng() % from.size()];
}

// Plays `games` games of the reader's machine and the builder's with the same moves, checking
// both after every game.
void play_both(Machine& reader, Machine& builder, int games, std::uint32_t seed) {
  const games::Game& game = *reader.kit.game;
  const core::Player side =
      reader.kit.spec.plays == spec::Plays::kSecond ? core::Player::kSecond : core::Player::kFirst;
  std::mt19937 rng(seed);
  for (int g = 0; g < games; ++g) {
    INFO("seed " << seed << ", game " << g + 1);
    reader.draws.clear();
    builder.draws.clear();
    games::Position p = game.initial_position();
    std::optional<core::Outcome> outcome;  // The machine's.
    for (int ply = 0; !outcome; ++ply) {
      if (const auto over = game.outcome(p)) {
        outcome = p.to_move == side ? *over : core::reverse(*over);
      } else if (ply >= game.max_plies()) {
        outcome = core::Outcome::kDraw;  // Adjudicated, as the simulator does.
      } else if (p.to_move != side) {
        p = game.apply(p, opponent_move(game, p, rng));
      } else if (const auto match = reader.finder.find(p)) {
        REQUIRE(builder.finder.find(p)->box == match->box);
        const std::vector<int> moves = drawable(reader, match->box);
        REQUIRE(drawable(builder, match->box) == moves);
        if (moves.empty()) {
          outcome = core::Outcome::kLoss;  // An empty box: the machine resigns.
          break;
        }
        const int move = moves[rng() % moves.size()];
        reader.draws.push_back({match->box, move, ply});
        const int compartment = active_compartment(builder.layout, builder.beads, match->box);
        builder.draws.push_back(
            {match->box, compartment * builder.layout.moves(match->box) + move, ply});
        p = game.apply(p, reader.finder.real_move(p, *match, move));
      } else {
        const std::vector<games::Move> legal = game.legal_moves(p);  // A forced move.
        p = game.apply(p, legal[rng() % legal.size()]);
      }
    }
    for (Machine* m : {&reader, &builder})
      reinforce(m->kit.spec.reinforcement, m->layout, m->beads, m->draws, *outcome);
    for (int box = 0; box < reader.layout.boxes(); ++box) {
      INFO("box " << box + 1);
      REQUIRE(beads_by_move(builder.layout, builder.beads, box) ==
              beads_by_move(reader.layout, reader.beads, box));
    }
  }
}

// `games` games, for each of a few seeds, of the reader's machine (`reader` with `reader_set`)
// and the builder's (`builder` with `builder_set`), which must have the same boxes.
void check_equivalence(const std::string& reader, const std::vector<std::string>& reader_set,
                       const std::string& builder, const std::vector<std::string>& builder_set,
                       int games) {
  const spec::MachineSpec reader_spec = spec::load_machine(reader, reader_set);
  const spec::MachineSpec builder_spec = spec::load_machine(builder, builder_set);
  REQUIRE(reader_spec.compartments == 1);
  REQUIRE(builder_spec.compartments == 2);
  int from_b = 0;  // Boxes of the builder's machine that draw from B after the games.
  for (std::uint32_t seed = 1; seed <= 10; ++seed) {
    Machine r(reader_spec), b(builder_spec);
    REQUIRE(r.layout.boxes() == b.layout.boxes());
    for (int box = 0; box < r.layout.boxes(); ++box) {
      REQUIRE(r.kit.boxes[static_cast<std::size_t>(box)].position ==
              b.kit.boxes[static_cast<std::size_t>(box)].position);
      REQUIRE(beads_by_move(b.layout, b.beads, box) == beads_by_move(r.layout, r.beads, box));
    }
    play_both(r, b, games, seed);
    for (int box = 0; box < b.layout.boxes(); ++box)
      from_b += active_compartment(b.layout, b.beads, box);
  }
  // The games did teach them: boxes were emptied down to B.
  CHECK(from_b > 0);
}

// The builder's reading with draw propagation, on a machine of two compartments.
const std::vector<std::string> kBuilder = {"reinforcement.compartments=builder",
                                           "reinforcement.propagation=previous-box"};

TEST_CASE("Two compartments under the builder's reading equal draw propagation: MENACE",
          "[tracker][compartments]") {
  // The reader's complete proposal is games/menace-blog-complete.yaml (2 beads a move; a draw
  // takes the last move's bead but never a colour's last, a loss all of its colour; draw
  // propagation; duplicates); games/menace-two-compartments.yaml has a bead a move in each
  // compartment, and a draw or a loss takes the last move's bead.
  check_equivalence("menace-blog-complete", {}, "menace-two-compartments", kBuilder, 300);
}

TEST_CASE("Two compartments under the builder's reading equal draw propagation: mini-checkers",
          "[tracker][compartments]") {
  // games/minicheckers.yaml has the blog's rules; the builder's machine as the README's compare
  // of mini-checkers variants builds it.
  std::vector<std::string> builder = {"compartments=2", "initial_beads=1",
                                      "reinforcement.draw.keep_last=false",
                                      "reinforcement.loss.beads=-1"};
  builder.insert(builder.end(), kBuilder.begin(), kBuilder.end());
  check_equivalence("minicheckers", {"reinforcement.propagation=previous-box", "select=duplicates"},
                    "minicheckers", builder, 200);
}

}  // namespace
}  // namespace matchbox::tracker
