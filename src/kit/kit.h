// SPDX-FileCopyrightText: 2026 The matchbox authors
// SPDX-License-Identifier: GPL-3.0-or-later

// The kit as plain data: boxes with their bead slots, colours and counts. Built by kit/build.h
// from a Game and a MachineSpec; consumed by the documents, `boxes` output, the tracker and the
// simulator. Box ids are a public, stable contract (docs/machine-files.md): 1-based,
// ordered by ply, then by the position string of the printed orientation.
#pragma once

#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include "games/game.h"
#include "spec/machine_spec.h"
#include "spec/palette_file.h"

namespace matchbox::kit {

// The palette's colours (spec/palette_file.h) under the kit's names.
using spec::Colour;
using spec::Palette;

// One bead slot: a class of equivalent legal moves in a box (or a single move), drawn as one
// bead colour. `move` is the representative (the lowest move of its class) in the printed
// orientation; `equivalents` lists every move the slot stands for, representative included.
struct BeadSlot {
  games::Move move;
  std::vector<games::Move> equivalents;
  std::string notation;    // docs/notation.md move notation of `move`.
  games::Position result;  // Position after `move`.
  int colour = 0;          // Index into Kit::palette.colours.
  int beads = 0;           // Initial beads of this colour.
};

struct Box {
  int id = 0;                   // 1-based.
  int ply = 0;                  // 1-based ply of the machine's move from this box.
  games::Position position;     // As printed (the machine is to move).
  std::vector<BeadSlot> slots;  // Sorted by move.
  // Initial beads of one compartment (the box holds spec.compartments times as many).
  int bead_count() const;
};

struct Kit {
  spec::MachineSpec spec;
  std::shared_ptr<const games::Game> game;
  Palette palette;
  std::vector<Box> boxes;

  // Initial beads of each palette colour over all boxes and compartments, indexed like
  // palette.colours.
  std::vector<int> beads_per_colour() const;
  // Same, restricted to boxes at `ply` (0 means every ply).
  std::vector<int> beads_per_colour(int ply) const;
  // Plies that have boxes, ascending.
  std::vector<int> plies() const;
  int slot_count() const;
  // Initial beads over all boxes and compartments.
  int bead_count() const;
};

// `kit` with other bead counts in its slots (a trained machine's contents): `beads` holds one
// count per slot, box by box in kit order and slot by slot in box order (the order of
// tracker::BeadLayout). Throws core::Error if there are not slot_count() counts or one is
// negative.
Kit with_contents(const Kit& kit, const std::vector<int>& beads);

}  // namespace matchbox::kit
