// What every `matchbox track` verb shares: opening a tournament file (for reading, or locked for
// writing), building its machines' kits, checking their fingerprints, and replaying its events
// into a Ledger (tracker/ledger.h). One file per verb: cli/track_<verb>.cpp.
#pragma once

#include <CLI/CLI.hpp>

#include <filesystem>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "core/locked_file.h"
#include "tracker/ledger.h"
#include "tracker/machine.h"
#include "tracker/tournament.h"

namespace matchbox::cli {

class TrackSession {
 public:
  enum class Mode { kRead, kWrite };
  // Reads `file` (locked against other writers with kWrite), builds the machines it names and
  // replays it. Throws core::Error naming the file (and line) for anything wrong: unreadable,
  // malformed, foreign, newer format, a kit whose fingerprint differs, an event that does not
  // replay.
  TrackSession(const std::filesystem::path& file, Mode mode);

  const std::filesystem::path& file() const { return file_; }
  tracker::Tournament& tournament() { return tournament_; }
  const tracker::Tournament& tournament() const { return tournament_; }
  tracker::Ledger& ledger() { return *ledger_; }
  const tracker::Ledger& ledger() const { return *ledger_; }
  const tracker::TrackedMachine& machine(int m = 0) const {
    return *machines_.at(static_cast<std::size_t>(m));
  }
  int machine_count() const { return static_cast<int>(machines_.size()); }

  // Appends `event` and writes the file atomically (kWrite only). Throws core::Error if it cannot
  // be written; the file then keeps its previous contents.
  void append(tracker::Event event);
  // Replaces the last event (an unfinished game being played) and writes the file.
  void replace_last(tracker::Event event);
  // Writes the tournament as it stands now (kWrite only).
  void save();

 private:
  std::filesystem::path file_;
  std::optional<core::LockedFile> lock_;
  tracker::Tournament tournament_;
  std::vector<std::unique_ptr<tracker::TrackedMachine>> machines_;
  std::unique_ptr<tracker::Ledger> ledger_;
};

// Builds the machine a tournament names (file and overrides).
std::unique_ptr<tracker::TrackedMachine> load_tracked_machine(const std::string& machine,
                                                              const std::vector<std::string>& overrides);

// The current time as ISO 8601 UTC ("2026-11-24T10:00:00Z"); SOURCE_DATE_EPOCH if set, so tests
// and reproducible runs get fixed stamps.
std::string now_utc();

// Adds the FILE positional (a tournament file) to `cmd`.
void add_tournament_file(CLI::App& cmd, std::string& file);

// Prints the bead changes of a finished game, one line each, to `out` ("No beads change." if
// none), followed by the result line.
void print_game_end(std::ostream& out, const TrackSession& session,
                    const tracker::GameRecord& game);

// What the operator must do to the real boxes to go from `before` (each machine's bead counts)
// to the ledger's contents now: one line per box ("box 12: take out 3 orange (O)", "box 1: put
// in 1 blue (B)"), machine names first when there are two. Empty if nothing differs.
std::vector<std::string> contents_changes(const TrackSession& session,
                                          const std::vector<std::vector<int>>& before);

// The outcome for machine 0: "win", "draw", "loss" or "unfinished".
std::string outcome_word(const tracker::GameRecord& game);
// The outcome words for machine 0: "win", "draw", "loss" (+ " (resigned)").
std::string result_words(const tracker::GameRecord& game);

}  // namespace matchbox::cli
