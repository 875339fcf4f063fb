// SPDX-FileCopyrightText: 2026 The matchbox authors
// SPDX-License-Identifier: GPL-3.0-or-later

// A tournament file opened for the tracker: the edge where the books meet the disk. Every
// `matchbox track` verb and the browser pages of `track serve` go through it, so legality, bead
// checks, reinforcement, locking and atomic writes are one code path (docs/tournaments.md,
// "Safety"): the file is read (locked against other writers when it is to be written), its
// machines' kits are built and fingerprinted, its events replayed into a Ledger, and every change
// is written through a journal, only the file's tail (core/locked_file.h).
#pragma once

#include <filesystem>
#include <memory>
#include <mutex>
#include <optional>
#include <string>
#include <vector>

#include "core/locked_file.h"
#include "tracker/checkpoint.h"
#include "tracker/ledger.h"
#include "tracker/machine.h"
#include "tracker/tournament.h"

namespace matchbox::tracker {

class TrackSession {
 public:
  enum class Mode { kRead, kWrite };
  // Reads `file` (locked against other writers with kWrite), builds the machines it names and
  // replays it: from its checkpoint (tracker/checkpoint.h) when one covers the file's first
  // bytes, so only the events after it are decoded and replayed, else whole (then a checkpoint
  // is written for next time). Throws core::Error naming the file (and line) for anything
  // wrong: unreadable, not a regular file, too large, malformed, cut short or two joined,
  // foreign, newer format, a kit whose fingerprint differs, an event that does not replay, or
  // (kWrite) "another matchbox is writing it" or "write-protected".
  // A checkpoint that is not sealed with the local key (edited by hand, copied from another
  // machine) is never believed: the file is replayed whole, and if the books the checkpoint
  // claims differ from the replay's, one warning line goes to standard error (warning()).
  TrackSession(const std::filesystem::path& file, Mode mode);

  // The warning the constructor printed, or "".
  const std::string& warning() const { return warning_; }

  const std::filesystem::path& file() const { return file_; }
  // The tournament's header and its latest events: those after the first
  // events_before() events, which only event() decodes.
  const Tournament& tournament() const { return tournament_; }
  int events_before() const { return before_; }
  // The number of events in the file (events_before() + tournament().events.size()).
  int event_count() const { return before_ + static_cast<int>(tournament_.events.size()); }
  // Event `number` (1-based, at most event_count()). Throws core::Error naming the file if it
  // cannot be decoded.
  Event event(int number) const;
  // Every event, in order (decodes the earlier ones: proportional to the file).
  std::vector<Event> all_events() const;

  const Ledger& ledger() const { return *ledger_; }
  const TrackedMachine& machine(int m = 0) const {
    return *machines_.at(static_cast<std::size_t>(m));
  }
  int machine_count() const { return static_cast<int>(machines_.size()); }

  // When commit() writes the file: at once, or (kLater) at the next save(), for a caller that
  // books many events in a row (`track import`, `track play --auto`).
  enum class Write { kNow, kLater };
  // The one way to change the tournament (kWrite only): books `event` into the ledger and the
  // events, then writes the file (unless kLater). What it does by kind:
  //   - a finished game (GameRecord with an outcome): the learning rules are applied (its bead
  //     changes filled in, Ledger::settle), it is stamped with now_utc(), and it takes the place
  //     of the game in play if there is one, else it is appended;
  //   - a visitor game (GameRecord::visitor, finished): booked on the twin's books
  //     (Ledger::settle) and written before the game in play if there is one, else appended;
  //   - an unfinished game: it becomes the game in play (the last event), in place of the one
  //     there; one with no moves removes the game in play from the file instead (a game whose
  //     typed moves were all taken back leaves no trace);
  //     a game (finished or not) without a session or player keeps those of the game in play
  //     it replaces, and without a session then takes ledger().session();
  //   - an adjust (a box's counted contents, typed_adjust()): refused while a game is in play;
  //   - an undo: must name ledger().undoable(); the books are replayed without that event;
  //   - a session start (its name checked by the caller, spec/game_tags.h): refused while a
  //     game is in play; stamped with now_utc(); the session of the games from now on.
  // Returns the event as stored. Throws core::Error, the books and file unchanged, for an event
  // refused (an adjust naming a box or colour the machine does not have, an undo of another
  // event). If the file cannot be written it throws core::Error and the file keeps its previous
  // contents, but the books in memory are ahead of it: open a new session to go on.
  const Event& commit(Event event, Write write = Write::kNow);
  // Writes the tournament as it stands now (kWrite only): only the text from the first event
  // after the checkpoint on is rewritten (core::LockedFile::replace_tail).
  void save();

  // For a process that writes now and then (`track serve`): release() lets go of the write lock
  // (kWrite only) and keeps the books; resume() takes it again and returns true if nobody has
  // changed the file since (core::LockedFile::reacquire), so the books in memory are the
  // file's; false (no lock held) if it has changed: open a new session. resume() throws
  // core::Error "another matchbox is writing it" as the constructor does.
  void release();
  bool resume();

  // A read-only session with these books, for readers that must not wait for the next write
  // (the festival screen's snapshot): the machines are shared, the books and the events after
  // the checkpoint copied, and the text before it read again from the file only if an event
  // there is asked for (event(), all_events(); they throw core::Error if the file has been
  // rewritten before its checkpoint since).
  std::unique_ptr<const TrackSession> reading_copy() const;

 private:
  TrackSession() = default;
  const std::string& text() const { return lock_ ? lock_->contents() : text_; }
  // The text the checkpoint covers, where event() and all_events() decode the events it holds:
  // text(), or for a reading copy the file read when first needed, if its first
  // checkpoint_.covered bytes are still those the copy was made from (else core::Error).
  const std::string& covered_text() const;
  bool load_from_checkpoint(Checkpoint checkpoint);
  void load_whole();
  // Checks the books an unsealed checkpoint claims against a replay of the events it covers;
  // sets warning_ (and prints it) if they differ.
  void check_claimed(const Checkpoint& claimed);
  void build_machines();
  void replay_keeping_checkpoint(std::vector<Event> events, int before,
                                 std::vector<std::size_t> offsets, std::vector<int> lines);
  void take_checkpoint(int c, const LedgerState& state, const std::vector<std::size_t>& offsets,
                       const std::vector<int>& lines);
  void advance_checkpoint(const std::vector<std::size_t>& offsets, const std::vector<int>& lines);
  // Replays the books from the events as they stand in memory (after an undo, or the game in
  // play removed).
  void replay();
  void commit_game(GameRecord game);
  void commit_adjust(const Adjust& adjust);

  std::filesystem::path file_;
  std::filesystem::path target_;  // `file_` with symbolic links followed.
  std::optional<core::LockedFile> lock_;
  mutable std::string text_;       // The file's text (kRead; kWrite keeps it in lock_).
  bool covered_later_ = false;     // A reading copy: text_ is read by covered_text().
  mutable std::mutex text_mutex_;  // Guards that reading.
  Tournament tournament_;
  int before_ = 0;  // Events held by the checkpoint, not decoded.
  Checkpoint checkpoint_;
  // Where the events after the checkpoint start in the file's text: a write rewrites from here.
  // 0 when the text is not as matchbox writes it (a hand edit, format 1): rewritten whole.
  std::size_t tail_begin_ = 0;
  std::vector<std::shared_ptr<const TrackedMachine>> machines_;
  std::unique_ptr<Ledger> ledger_;
  // The events after the checkpoint as save() last wrote them, with their text.
  struct Emitted {
    decltype(Event::what) what;
    std::string text;
  };
  std::vector<Emitted> emitted_;
  std::string warning_;
};

// How many events stay decoded after a checkpoint: 64, and a checkpoint is taken when a
// tournament holds more than twice that many after the last one. For tests and fuzzing (at least
// 1), so that short tournaments take checkpoints; a process sets it before opening any file.
void set_events_after_checkpoint(int events);

// Builds the machine a tournament names (file and overrides).
std::unique_ptr<TrackedMachine> load_tracked_machine(const std::string& machine,
                                                     const std::vector<std::string>& overrides);

// The machine as load_tracked_machine builds it, shared: kept from an earlier call of this
// process while its machine file (as resolved), the overrides, `kit_language` and its palette
// file read the same (at most 8 kept), so a server or a test that opens a tournament again and
// again builds its kit once. With a `kit_language` (spec::Tournament::language) its colours show
// that printed kit's codes in every language (spec::Colour::kit_language). Throws as
// load_tracked_machine, and core::Error if a file cannot be read.
std::shared_ptr<const TrackedMachine> shared_tracked_machine(
    const std::string& machine, const std::vector<std::string>& overrides,
    const std::string& kit_language = "");

// The current time as ISO 8601 UTC ("2026-11-24T10:00:00Z"); SOURCE_DATE_EPOCH if set, so tests
// and reproducible runs get fixed stamps.
std::string now_utc();

// The side machine 0 plays given who moved first: "machine"/"M", "opponent"/"O", or "" for the
// machine's usual side. Throws core::Error for another word, or a side the machine does not play.
core::Player machine_side_for(const TrackedMachine& machine, const std::string& first);

// The side machine 0 plays given who moved first (as machine_side_for), checking that a second
// machine, if any, plays the other side. Throws core::Error otherwise.
core::Player seated_side(const TrackSession& session, const std::string& first);

// The index of the machine called `name` ("" for machine 0), as `--machine NAME` names it.
// Throws core::Error naming the tournament's machines if it has none of that name.
int machine_named(const TrackSession& session, const std::string& name);

// The adjust an operator types (`track adjust`): box `box` (1-based) of machine `machine` holds
// `counts`, each "COLOUR=N" as typed (O=3, orange=3, A:O=3 for compartment A of a box with two),
// stored by colour code; colours not named keep their count. Throws core::Error for a box the
// machine does not have, text that is not COLOUR=N, a colour it does not have, or a colour given
// twice (K=1 black=9). Counts are checked when committed (Ledger::adjust). (tracker/commit.cpp)
Adjust typed_adjust(const TrackSession& session, int machine, int box,
                    const std::vector<std::string>& counts, std::string note);

// What `undo` takes back, in words in the language in force: "the game 5 1 9 (win)", "the
// unfinished game 5 1", "the count of box 12". Throws core::Error "FILE: nothing to undo" if there
// is nothing.
std::string undoable_words(const TrackSession& session);

// Takes back the latest game or adjust still in force (or abandons the game in play): appends
// an undo event, replays and writes the file. Returns what the operator must do to the real
// boxes: for the game in play, one line per bead drawn in it, which waits beside its box until
// a game ends (drawn_bead_lines); otherwise the counts that change (contents_changes). Throws
// core::Error "FILE: nothing to undo" if there is nothing. (tracker/take_back.cpp)
std::vector<std::string> take_back(TrackSession& session);

// Takes back the last move typed in the game in play — an opponent's move or the move of a bead
// a machine drew — together with the forced moves a machine played after it without opening a
// box (Referee::play_forced), and writes the file; a game left with no typed move is removed
// from the file. Returns what the operator must do, in the language in force: first a line
// naming the moves taken back ("Took back move 4 (b2-b3) ..."), then one line per drawn bead to
// put back (drawn_bead_lines). Throws core::Error naming the file if no game is in play or it has
// no typed move yet. (tracker/take_back.cpp)
std::vector<std::string> take_back_move(TrackSession& session);

// "box 12: put the drawn orange (O) bead back" (in the language in force) for each turn of
// `turns` at which a bead was drawn, in order, prefixed by the machine's name when the tournament
// has two: the referee never changes counts, so a bead drawn in a game not yet over lies beside
// its box.
std::vector<std::string> drawn_bead_lines(const TrackSession& session,
                                          const std::vector<Turn>& turns);

// What the operator must do to the real boxes to go from `before` (each machine's bead counts)
// to the ledger's contents now, in the language in force: one line per box ("box 12: take out 3
// orange (O)", "box 1: put in 1 blue (B)"), machine names first when there are two. Empty if
// nothing differs.
std::vector<std::string> contents_changes(const TrackSession& session,
                                          const std::vector<std::vector<int>>& before);

// The words space-separated ("5 1 9"): moves as a score sheet writes them.
std::string joined(const std::vector<std::string>& words);

// The outcome for machine 0: "win", "draw", "loss" or "unfinished" (English in every language:
// a word of files and exports).
std::string outcome_word(const GameRecord& game);
// The outcome words for machine 0 in the language in force: "win", "draw", "loss",
// "unfinished", "loss (resigned)", "win (the opponent resigned)".
std::string result_words(const GameRecord& game);

}  // namespace matchbox::tracker
