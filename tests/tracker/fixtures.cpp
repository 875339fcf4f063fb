// SPDX-FileCopyrightText: 2026 The matchbox authors
// SPDX-License-Identifier: GPL-3.0-or-later

// Shared by the tracker's tests: tournaments as `track new` writes them, and games in play.
#include "tracker/fixtures.h"

#include <unistd.h>

#include <catch2/catch.hpp>

#include "core/error.h"
#include "core/locked_file.h"
#include "spec/machine_file.h"
#include "spec/tournament_file.h"
#include "tracker/referee.h"

namespace matchbox::tracker {

// A tournament file for `machine` as `track new` writes it, in a temporary folder.
std::filesystem::path new_tournament(const std::string& machine) {
  namespace fs = std::filesystem;
  const fs::path dir =
      fs::temp_directory_path() / ("matchbox-tracker-fixtures-" + std::to_string(getpid()));
  fs::create_directories(dir);
  const fs::path file = dir / (machine + ".yaml");
  fs::remove(file);
  Tournament t;
  t.machine.machine = machine;
  t.machine.fingerprint = load_tracked_machine(machine, {})->fingerprint();
  t.created = now_utc();
  core::LockedFile::create(file, spec::tournament_to_yaml(t));
  return file;
}

// Plays machine 0's usual side against a person who always plays the legal move `seed` picks,
// drawing the first bead each box holds, and keeps the longest unfinished game in which a bead
// was drawn. Returns it (no moves if there is none).
GameRecord unfinished_game(const TrackSession& session, std::size_t seed) {
  const core::Player side = seated_side(session, "");
  const Seating seating = session.ledger().seating(side);
  Referee referee(seating, side);
  GameRecord kept;
  while (!referee.over()) {
    if (referee.mover() < 0) {
      const std::vector<std::string> legal = referee.legal_notations();
      referee.play(legal[(seed + referee.record().moves.size()) % legal.size()]);
    } else if (const auto turn = referee.box_turn()) {
      if (turn->empty) break;
      for (const BeadOption& o : turn->options)
        if (o.beads > 0) {
          referee.draw(o.code);
          break;
        }
    } else if (referee.hopeless()) {
      break;
    } else {
      referee.play_forced();
    }
    if (!referee.over() && !referee.record().turns.empty()) kept = referee.record();
  }
  return kept;
}

GameRecord finished_game(const TrackSession& session, std::size_t seed) {
  const core::Player side = seated_side(session, "");
  const Seating seating = session.ledger().seating(side);
  Referee referee(seating, side);
  while (!referee.over()) {
    if (referee.mover() < 0) {
      const std::vector<std::string> legal = referee.legal_notations();
      referee.play(legal[(seed + referee.record().moves.size()) % legal.size()]);
    } else if (const auto turn = referee.box_turn()) {
      if (turn->empty) {
        referee.resign();
        continue;
      }
      for (const BeadOption& o : turn->options)
        if (o.beads > 0) {
          referee.draw(o.code);
          break;
        }
    } else if (referee.hopeless()) {
      referee.resign();
    } else {
      referee.play_forced();
    }
  }
  return referee.record();
}

bool trackable(const std::string& machine) {
  try {
    load_tracked_machine(machine, {});
    return true;
  } catch (const core::Error&) {
    // Only a kit whose boxes have two compartments may be refused (tracker/machine.h).
    REQUIRE(spec::load_machine(machine, {}).compartments > 1);
    return false;
  }
}

}  // namespace matchbox::tracker
