// SPDX-FileCopyrightText: 2026 The matchbox authors
// SPDX-License-Identifier: GPL-3.0-or-later

// A machine as the tracker keeps its books: the kit, where each box's beads sit in a
// flat vector of counts (tracker/reinforcement.h), how real positions find their boxes, and the
// kit's fingerprint.
//
// Slots: a box's slots are its moves (kit::Box::slots) once per compartment, laid out as
// BeadLayout says; slot s holds the colour of move s % moves(box), in compartment
// s / moves(box). Compartments are named A, B (the mini-checkers blog "fouryears", 2012) and,
// for a machine of one compartment, not named at all: its books and messages read as before.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "kit/box_finder.h"
#include "kit/kit.h"
#include "tracker/bead_words.h"
#include "tracker/reinforcement.h"

namespace matchbox::tracker {

class TrackedMachine {
 public:
  explicit TrackedMachine(kit::Kit kit);
  TrackedMachine(const TrackedMachine&) = delete;
  TrackedMachine& operator=(const TrackedMachine&) = delete;

  const kit::Kit& kit() const { return kit_; }
  const games::Game& game() const { return *kit_.game; }
  const BeadLayout& layout() const { return layout_; }
  const kit::BoxFinder& finder() const { return finder_; }
  const std::string& name() const { return kit_.spec.name; }
  const std::string& fingerprint() const { return fingerprint_; }
  int boxes() const { return layout_.boxes(); }
  const kit::Box& box(int index) const { return kit_.boxes.at(static_cast<std::size_t>(index)); }
  // The colour of slot `slot` (in any compartment) of box `box` (index).
  const kit::Colour& colour(int box, int slot) const;
  // The slot of box `box` (index) whose colour is `bead` as a tournament file holds it: its
  // code, its name or a word of its name, as tracker/bead_words.h reads them
  // (BeadReading::kStored); nullopt if the box has no such colour. The slot is compartment A's
  // (a move index). Throws core::Error listing the candidates if `bead` is a word of several of
  // the box's colours.
  std::optional<int> slot_of(int box, std::string_view bead) const;
  // The same for a bead a person typed, reading the codes and names of the language in force
  // first (BeadReading::kTyped). Throws core::Error listing the candidates if `bead` is a word of
  // several of the box's colours, and naming the colour and the language if it is no bead of the
  // box in the language in force but another language's code for one (suggesting --lang).
  std::optional<int> typed_slot(int box, std::string_view bead) const;
  // The slot of colour `bead` (as slot_of() reads it) in the compartment named `compartment`
  // ("" for a machine of one compartment, "A" or "B" for one of two); nullopt if either is not
  // the machine's.
  std::optional<int> slot_of(int box, std::string_view bead, std::string_view compartment) const;
  // The slot a counted bead names, read as `reading` says: "O" for a machine of one compartment,
  // "A:O" (compartment, colon, colour code or name; "a:orange" too) for one of two. Throws
  // core::Error naming the box, what was given and what was expected.
  int counted_slot(int box, std::string_view label, BeadReading reading) const;
  // The name of a slot as a tournament file's count names it: its colour's English code ("O"),
  // or "A:O" with compartments.
  std::string slot_label(int box, int slot) const;
  // The name of the compartment slot `slot` lies in: "" for a machine of one compartment, else
  // "A", "B".
  std::string compartment_name(int box, int slot) const;
  // Where counted beads go, for counted_beads: into, out of, or kept in a compartment.
  enum class Place { kTo, kFrom, kIn };
  // `n` beads of slot `slot`'s colour for the operator, in the language in force (the colour's
  // name under the context "colour"): "3 orange (O)", and with two compartments the
  // compartment too, "3 orange (O) to A" (kTo), "from A" (kFrom), "in A" (kIn).
  std::string counted_beads(int box, int slot, int n, Place place) const;
  // Slot `slot`'s colour for the operator, in the language in force: "orange (O)", and with two
  // compartments "orange (O) in A".
  std::string slot_words(int box, int slot) const;
  // "orange (O), blue (B)" — the colours of box `box` with their codes in the language in force,
  // for messages.
  std::string colour_list(int box) const;
  // Does the machine move for `side`?
  bool plays(core::Player side) const;

 private:
  std::optional<int> named_slot(int box, std::string_view bead, BeadReading reading) const;
  // Move index `slot` in the compartment named `compartment`; nullopt if there is none so named.
  std::optional<int> in_compartment(int box, int slot, std::string_view compartment) const;

  kit::Kit kit_;
  BeadLayout layout_;
  kit::BoxFinder finder_;
  std::string fingerprint_;
};

// A line of what to do at one box, in the language in force: "box 12: WHAT", or with `machine`
// (the machine's name, for a tournament of two; "" for one) "HER box 12: WHAT".
std::string box_line(const std::string& machine, int box, const std::string& what);

// The fingerprint of a kit: 16 hex digits of a 64-bit FNV-1a hash over everything the books
// depend on — the game and its parameters, the sides played, every box (id, printed position,
// slots with move, the palette's colour code and initial beads) and the learning rules — and
// nothing else, so that editing a machine file's title or comments, or a colour re-coded for the
// kit's pages, keeps its tournaments, while a different kit is refused.
std::string fingerprint(const kit::Kit& kit);

}  // namespace matchbox::tracker
