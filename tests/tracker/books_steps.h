// SPDX-FileCopyrightText: 2026 The matchbox authors
// SPDX-License-Identifier: GPL-3.0-or-later

// The model-based test of the books (issue 36; SQLite's TH3 and model-based tests of file
// systems check their state the same way): random sequences of what happens to a tournament —
// games recorded, played move by move at the terminal and through the operator page's answers,
// moves taken back, visitor games, undos, adjusts, sessions, imports, reloads with and without the
// checkpoint, the file copied alone to another folder, a kill -9 and a full disk at a random
// write — run against the tracker and the reference model (tests/tracker/books_model.h). After
// every step the file must load as every command loads it, its books must be the model's, the
// checkpoint must be what a replay from the start gives, and nothing the model holds may be lost.
// Used by tests/tracker/books_model_test.cpp (seeded sequences, shrunk on failure) and
// tests/fuzz/fuzz_books.cpp (sequences from bytes).
#pragma once

#include <cstdint>
#include <filesystem>
#include <string>
#include <vector>

namespace matchbox::testing::books {

enum class Step : std::uint8_t {
  kRecord,       // A whole game at the table, recorded at once (`track record`).
  kMove,         // The next move of the game in play, typed at the terminal (`track play`).
  kAnswer,       // The same through the operator page's answers (web/play.h).
  kBack,         // The last move typed taken back (`back`).
  kVisitor,      // A visitor's finished game against the twin.
  kUndo,         // `track undo`.
  kAdjust,       // `track adjust`: a box counted.
  kSession,      // `track session`.
  kImport,       // `track import` of a score-sheet row (a whole game).
  kVisitorHeld,  // A visitor game that ends while the writer holds the file (`track play`).
  kReload,       // The file opened again (its checkpoint used).
  kReloadWhole,  // The checkpoint deleted, the file opened again.
  kCopyAlone,    // The file alone copied to another folder; the steps go on with the copy.
  kKill,         // A writer killed (SIGKILL) at a random write of a random change.
  kFullDisk,     // The disk full from a random write of a random change on.
  kCount
};

struct Op {
  Step step = Step::kRecord;
  std::uint32_t seed = 0;  // Every random choice of the step.
};

// "record#17 undo#3 ...": a sequence as a failure prints it.
std::string describe(const std::vector<Op>& ops);

// `n` random steps from `seed`, weighted towards games.
std::vector<Op> random_ops(std::uint64_t seed, int n);

struct Outcome {
  std::string failure;         // "" if every check held; else the step and what differed.
  int steps = 0;               // Steps run.
  int kills = 0;               // Writers killed, disks filled: faults injected.
  std::filesystem::path file;  // The tournament file at the end (a copy, after kCopyAlone).
};

// Runs `ops` on a new tournament of `machine` (with `opponent` as a second machine, or "") in
// the empty folder `dir`. kKill forks a writer and kills it; without `fork` it is a full disk.
// Never throws: anything unexpected is a failure.
Outcome run(const std::string& machine, const std::string& opponent, const std::vector<Op>& ops,
            const std::filesystem::path& dir, bool fork);

// The shortest sequence found by dropping steps from `ops` (which fail) that still fails.
std::vector<Op> shrink(const std::string& machine, const std::string& opponent, std::vector<Op> ops,
                       const std::filesystem::path& dir, bool fork);

}  // namespace matchbox::testing::books
