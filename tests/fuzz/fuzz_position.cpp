// SPDX-FileCopyrightText: 2026 The matchbox authors
// SPDX-License-Identifier: GPL-3.0-or-later

// Fuzzes position strings and move notation. The first byte picks a machine (HER, MENACE,
// NIMBLE, mini-checkers, GO3); the first line is parsed as a position of its game with either side
// to move (and printed, and its moves listed in notation); the other lines are moves typed from
// a score sheet, replayed from the start through the tracker's referee.
#include <array>
#include <memory>
#include <optional>
#include <sstream>
#include <string>
#include <vector>

#include "core/error.h"
#include "fuzz_util.h"
#include "kit/build.h"
#include "spec/machine_file.h"
#include "spec/palette_file.h"
#include "tracker/machine.h"
#include "tracker/referee.h"

namespace {

using namespace matchbox;

const tracker::TrackedMachine& machine(std::uint8_t pick) {
  static const std::array<std::unique_ptr<tracker::TrackedMachine>, 5> machines = [] {
    std::array<std::unique_ptr<tracker::TrackedMachine>, 5> out;
    const char* names[] = {"her", "menace", "nimble", "minicheckers", "go3"};
    for (std::size_t i = 0; i < out.size(); ++i) {
      const spec::MachineSpec spec = spec::load_machine(names[i]);
      out[i] = std::make_unique<tracker::TrackedMachine>(
          kit::build(spec, spec::load_palette(spec.palette)));
    }
    return out;
  }();
  return *machines[pick % machines.size()];
}

void parse_position(const games::Game& game, const std::string& text) {
  for (const std::optional<core::Player> side :
       {std::optional<core::Player>(), std::optional(core::Player::kFirst),
        std::optional(core::Player::kSecond)}) {
    try {
      const games::Position p = game.parse(text, side);
      game.parse(game.to_string(p), p.to_move);
      if (!game.outcome(p))
        for (const games::Move& m : game.legal_moves(p)) game.move_notation(p, m);
    } catch (const core::Error&) {
    }
  }
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  if (size == 0) return 0;
  const tracker::TrackedMachine& m = machine(data[0]);
  std::istringstream in(fuzz::as_text(data + 1, size - 1));
  std::string position;
  std::getline(in, position);
  parse_position(m.game(), position);
  std::vector<std::string> moves;
  for (std::string line; std::getline(in, line) && moves.size() < 64;) moves.push_back(line);
  tracker::Seating seating;
  seating.machines = {&m};
  seating.beads = {&m.layout().initial};
  const core::Player side =
      m.plays(core::Player::kFirst) ? core::Player::kFirst : core::Player::kSecond;
  seating.machine_of_side[side == core::Player::kFirst ? 0 : 1] = 0;
  try {
    tracker::game_from_moves(seating, side, moves, {}, {});
  } catch (const core::Error&) {
  }
  return 0;
}
