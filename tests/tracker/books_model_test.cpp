// SPDX-FileCopyrightText: 2026 The matchbox authors
// SPDX-License-Identifier: GPL-3.0-or-later

// The model-based test of the books (tests/tracker/books_steps.h), one case per machine in
// games/ and one for two machines playing each other (HER against HIM): seeded random sequences
// of table games, answers, visitor games, undos, adjusts, sessions, reloads, copies, kills and
// full disks, each checked against the reference model after every step. A failure prints the
// shortest sequence that still fails, with its machine and seed, so that it can be run again
// (MATCHBOX_BOOKS_SEED=N runs that seed's sequence alone). MATCHBOX_BOOKS_SEQUENCES=N runs N
// sequences per machine instead of the default.
#include <unistd.h>

#include <catch2/catch.hpp>
#include <cstdlib>
#include <filesystem>
#include <functional>

#include "cli/run_command.h"
#include "machine_cases.h"
#include "tracker/books_steps.h"
#include "tracker/fixtures.h"
#include "tracker/session.h"

namespace matchbox::testing {
namespace {

namespace fs = std::filesystem;

constexpr int kSequences = 50;  // Per machine, in .ci/test's time.
constexpr int kSteps = 16;      // Per sequence.

long env_number(const char* name, long otherwise) {
  const char* value = std::getenv(name);
  return value != nullptr && *value != '\0' ? std::strtol(value, nullptr, 10) : otherwise;
}

// Runs the sequences of `machine` (against `opponent`, or ""), each in a folder of its own.
void check_books(const std::string& machine, const std::string& opponent) {
  if (!tracker::trackable(machine)) return;
  // A checkpoint once a file has more than 4 events after the last: short sequences take them.
  tracker::set_events_after_checkpoint(2);
  // In memory where there is a tmpfs: fsync is then free, and the faults are the test's own.
  const fs::path shm = "/dev/shm";
  const fs::path dir = (fs::is_directory(shm) ? shm : fs::temp_directory_path()) /
                       ("matchbox-books-model-" + machine + "-" + std::to_string(getpid()));
  fs::remove_all(dir);
  fs::create_directories(dir);
  const long only = env_number("MATCHBOX_BOOKS_SEED", -1);
  const long sequences = only >= 0 ? 1 : env_number("MATCHBOX_BOOKS_SEQUENCES", kSequences);
  int steps = 0, faults = 0;
  fs::path last;  // The last sequence's file.
  for (long i = 0; i < sequences; ++i) {
    const std::uint64_t seed = only >= 0
                                   ? static_cast<std::uint64_t>(only)
                                   : std::hash<std::string>{}(machine + opponent) % 100000 * 1000 +
                                         static_cast<std::uint64_t>(i);
    const std::vector<books::Op> ops = books::random_ops(seed, kSteps);
    const fs::path run_dir = dir / std::to_string(i);
    fs::create_directories(run_dir);
    const books::Outcome outcome = books::run(machine, opponent, ops, run_dir, true);
    steps += outcome.steps;
    faults += outcome.kills;
    if (!outcome.failure.empty()) {
      const std::vector<books::Op> shortest =
          books::shrink(machine, opponent, ops, dir / "shrink", true);
      fs::remove_all(dir / "shrink");
      fs::create_directories(dir / "shrink");
      FAIL("machine " << machine << (opponent.empty() ? "" : " against " + opponent) << ", seed "
                      << seed << " (MATCHBOX_BOOKS_SEED=" << seed << "): "
                      << books::run(machine, opponent, shortest, dir / "shrink", true).failure
                      << "\nshortest sequence: " << books::describe(shortest)
                      << "\nwhole sequence: " << books::describe(ops));
    }
    if (i + 1 < sequences) fs::remove_all(run_dir);
    last = outcome.file;
  }
  // The last sequence's file as the commands read it.
  for (const std::string& verb :
       {std::string("show"), "export -o " + (dir / "games.csv").string()}) {
    const CommandResult r = track(verb + " " + last.string());
    INFO(verb << " " << last << ": " << r.err);
    CHECK(r.exit_code == 0);
  }
  // How much ran, for the README's section on this test (ctest --verbose shows it).
  WARN("books model: " << sequences << " sequences, " << steps << " steps, " << faults
                       << " kills and full disks: " << machine
                       << (opponent.empty() ? "" : " against " + opponent));
  CHECK(steps == sequences * kSteps);
  fs::remove_all(dir);
}

void check_machine_books(const std::string& machine) { check_books(machine, ""); }

const bool kBooksCases =
    register_machine_cases("The books equal the model after every step of random sequences",
                           "[tracker][books][model]", check_machine_books);

TEST_CASE("The books of two machines equal the model after every step of random sequences",
          "[tracker][books][model]") {
  check_books("her", "him");
}

}  // namespace
}  // namespace matchbox::testing
