// SPDX-FileCopyrightText: 2026 The matchbox authors
// SPDX-License-Identifier: GPL-3.0-or-later

// What happens at the table in the model-based test of the books (tests/tracker/books_steps.h):
// games played with random legal moves and beads drawn from the boxes as they are, visitor games
// against the twin, undos, adjusts and sessions, each as the change it makes to the tournament
// and to the model (tests/tracker/books_model.h).
#pragma once

#include <cstdint>
#include <functional>
#include <random>
#include <string>

#include "tracker/books_model.h"
#include "tracker/session.h"

namespace matchbox::testing::books {

// Seeded choices, the same on every standard library.
class Rand {
 public:
  explicit Rand(std::uint64_t seed) : rng_(seed) {}
  // A number in [0, n), n > 0.
  std::size_t pick(std::size_t n) { return static_cast<std::size_t>(rng_() % n); }

 private:
  std::mt19937_64 rng_;
};

// A change to the tournament: the event committed (an undo through tracker::take_back), what it
// makes of the model if taken, and whether the tracker must refuse it.
struct Change {
  tracker::Event event;
  std::function<void(Model&)> apply;
  bool refused = false;
};

class Table {
 public:
  Table() = default;
  // Throws core::Error if a machine cannot be loaded.
  Table(std::string machine, std::string opponent);
  // The tournament `track new` starts (no events).
  tracker::Tournament tournament() const;

  // A whole game: the game in play played to its end, or a new one. `s` gives the boxes.
  Change record(const tracker::TrackSession& s, const Model& model, Rand& rand) const;
  // One move typed at the terminal: a person's move or a bead drawn, then the forced moves a
  // machine plays after it, as `track play` plays them (a new game if none is in play).
  Change move(const tracker::TrackSession& s, const Model& model, Rand& rand) const;
  // A visitor's whole game against the twin's boxes.
  Change visitor(const tracker::TrackSession& s, Rand& rand) const;
  Change undo(const Model& model) const;
  Change adjust(const tracker::TrackSession& s, const Model& model, Rand& rand) const;
  Change session(const Model& model, Rand& rand) const;

  // One answer of the operator page (web/play.h, apply_answer) for the game in play, applied to
  // `s` and `model`. Throws Failed-style std::runtime_error if the tracker and model disagree.
  void answer(tracker::TrackSession& s, Model& model, Rand& rand) const;
  // `back` at the terminal (tracker::take_back_move), applied to `s` and `model`.
  void back(tracker::TrackSession& s, Model& model) const;

 private:
  std::string machine_;
  std::string opponent_;
};

}  // namespace matchbox::testing::books
