// SPDX-FileCopyrightText: 2026 The matchbox authors
// SPDX-License-Identifier: GPL-3.0-or-later

// The tracker keeps the books the simulator keeps: seeded games that simulate::Training plays
// are typed into the tracker move by move (tracker::game_from_moves, as `track play --auto` and
// `track record` do), booked by its Ledger, and afterwards both hold the same bead counts in
// every box and compartment; every bead the tracker says to draw comes from the compartment the
// simulator drew it from. For every machine file in games/, and for Gardner's HIM-against-HER
// tournament with the first move alternating.
#include <catch2/catch.hpp>
#include <filesystem>
#include <functional>
#include <memory>

#include "simulate/training.h"
#include "tracker/ledger.h"
#include "tracker/session.h"

namespace matchbox::tracker {
namespace {

namespace fs = std::filesystem;

fs::path games_dir() { return fs::path(MATCHBOX_TEST_DATA).parent_path().parent_path() / "games"; }

std::unique_ptr<TrackedMachine> machine_file(const std::string& name) {
  return load_tracked_machine((games_dir() / (name + ".yaml")).string(), {});
}

// Books the simulator's games into `ledger`, machine 0 playing `side(game)`.
class Booker {
 public:
  Booker(Ledger& ledger, std::function<core::Player(int)> side)
      : ledger_(ledger), side_(std::move(side)) {}

  void book(int game, const std::vector<games::Move>& moves, const std::vector<Draw>& draws,
            simulate::GameResult result) {
    const TrackedMachine& m = *ledger_.machines().front();
    std::vector<std::string> notations;
    games::Position p = m.game().initial_position();
    for (const games::Move& move : moves) {
      notations.push_back(m.game().move_notation(p, move));
      p = m.game().apply(p, move);
    }
    // The beads tell apart moves that one notation stands for (NIMBLE's equal piles), as
    // `track play --auto` writes them; a resignation at an empty box is "-".
    std::vector<std::string> beads;
    for (const Draw& d : draws) beads.push_back(m.colour(d.box, d.slot).code);
    if (result == simulate::GameResult::kResign && m.finder().find(p)) beads.push_back("-");
    if (ledger_.machines().size() > 1) beads.clear();  // They would list one machine's only.
    const core::Player side = side_(game);
    GameRecord record = game_from_moves(ledger_.seating(side), side, notations, {}, beads);
    std::size_t drawn = 0;
    for (const Turn& turn : record.turns) {
      if (turn.machine != 0 || turn.bead.empty()) continue;
      REQUIRE(drawn < draws.size());
      const Draw& d = draws[drawn++];
      CHECK(turn.box == d.box + 1);
      CHECK(turn.bead == m.colour(d.box, d.slot).code);
      CHECK(turn.compartment == m.compartment_name(d.box, d.slot));
    }
    CHECK(drawn == draws.size());
    if (result == simulate::GameResult::kResign) CHECK(record.resigned);
    ledger_.settle(record, game + 1);
  }

 private:
  Ledger& ledger_;
  std::function<core::Player(int)> side_;
};

// Plays `games` seeded games of `machine` against `opponent` on the simulator with an observer
// that books them into a ledger; returns (simulator's counts, ledger's counts) afterwards.
std::pair<std::vector<int>, std::vector<int>> both_books(
    const std::vector<const TrackedMachine*>& machines, const simulate::Opponent& opponent,
    int games, std::uint64_t seed) {
  const simulate::Training sim(machines.front()->kit(), opponent);
  const simulate::Seat seat = sim.seat();
  Ledger ledger(machines);
  Booker booker(ledger, [seat](int game) {
    const bool first =
        seat == simulate::Seat::kFirst || (seat == simulate::Seat::kAlternate && game % 2 == 0);
    return first ? core::Player::kFirst : core::Player::kSecond;
  });
  simulate::RunHooks hooks;
  hooks.keep_fill = true;
  hooks.observer = [&booker](int game, const std::vector<games::Move>& moves,
                             const std::vector<Draw>& draws, simulate::GameResult result) {
    booker.book(game, moves, draws, result);
  };
  const simulate::RunResult run = sim.run_one(games, seed, 0, hooks);
  REQUIRE(ledger.tally().games() == games);
  return {run.fill, ledger.beads(0)};
}

TEST_CASE("Every machine: seeded games booked by the tracker leave the simulator's contents",
          "[tracker][replay]") {
  int machines = 0;
  for (const auto& entry : fs::directory_iterator(games_dir())) {
    INFO(entry.path().stem().string());
    const auto machine = load_tracked_machine(entry.path().string(), {});
    const auto [simulated, tracked] =
        both_books({machine.get()}, {simulate::OpponentKind::kRandom, nullptr}, 60, 11);
    CHECK(tracked == simulated);
    CHECK(tracked != machine->layout().initial);  // The games did change some boxes.
    ++machines;
  }
  CHECK(machines >= 17);
}

TEST_CASE("Two compartments: B is drawn from once A is empty, and the books still agree",
          "[tracker][replay]") {
  const auto machine = machine_file("menace-two-compartments");
  const auto [simulated, tracked] =
      both_books({machine.get()}, {simulate::OpponentKind::kPerfect, nullptr}, 300, 3);
  CHECK(tracked == simulated);
  // Against perfect play draws empty compartment A of some boxes: those now draw from B.
  int from_b = 0;
  for (int b = 0; b < machine->boxes(); ++b)
    from_b += active_compartment(machine->layout(), tracked, b) == 1 ? 1 : 0;
  CHECK(from_b > 0);
}

TEST_CASE("Two compartments, the builder's reading with propagation: the books still agree",
          "[tracker][replay]") {
  const auto machine =
      load_tracked_machine((games_dir() / "menace-two-compartments.yaml").string(),
                           {"reinforcement.compartments=builder",
                            "reinforcement.propagation=previous-box", "select=duplicates"});
  const auto [simulated, tracked] =
      both_books({machine.get()}, {simulate::OpponentKind::kPerfect, nullptr}, 300, 3);
  CHECK(tracked == simulated);
  // A loss empties its colour from both compartments: some box lacks a colour in A and B.
  int gone = 0;
  for (int b = 0; b < machine->boxes(); ++b)
    for (const int beads : beads_by_move(machine->layout(), tracked, b)) gone += beads == 0;
  CHECK(gone > 0);
}

TEST_CASE("HIM against HER for both sides, the first move alternating, as the simulator plays it",
          "[tracker][replay]") {
  const auto him = machine_file("him");
  const auto her = machine_file("her-both");
  const simulate::Opponent opponent{simulate::OpponentKind::kMachine, &her->kit()};
  REQUIRE(simulate::Training(him->kit(), opponent).seat() == simulate::Seat::kAlternate);
  const auto [simulated, tracked] = both_books({him.get(), her.get()}, opponent, 80, 5);
  CHECK(tracked == simulated);
}

}  // namespace
}  // namespace matchbox::tracker
