// SPDX-FileCopyrightText: 2026 The matchbox authors
// SPDX-License-Identifier: GPL-3.0-or-later

// The tournament as the browser pages see it: the file read without a lock (readers see through
// a writer's journal, core/locked_file.h) and replayed, once per version of the file, or the
// books the operator page's last answer left (web/desk.h). The version is
// cheap to compute (one stat: the file's inode, modification time and size, which every write
// changes), so display pages can poll it every half second.
#pragma once

#include <condition_variable>
#include <filesystem>
#include <future>
#include <map>
#include <memory>
#include <mutex>
#include <optional>
#include <string>

#include "documents/learning_plot.h"
#include "simulate/opponent.h"
#include "spec/texts.h"
#include "tracker/session.h"

namespace matchbox::web {

// The file's version: "INODE-MTIME_NS-SIZE", or "missing" if it cannot be looked at.
std::string file_version(const std::filesystem::path& file);

// The most characters (UTF-8 code points) of the festival screen's "what is this machine": two
// lines of its header at 1920 x 1080.
inline constexpr std::size_t kAboutChars = 230;

// The leading whole sentences of `text` (a machine file's description) that fit in `max_chars`
// code points; if the first sentence alone is longer, its words that fit followed by "…".
// Sentences end at ".", "!" or "?" followed by a space.
std::string lead_sentences(const std::string& text, std::size_t max_chars);

// A file's error as the pages show it: the first line of `message` with every quoted part
// ('...', "...", `...`: names and text copied from inside the file, which may be any file on
// this computer) left out as "(…)", so the pages name the file and say what is wrong, and quote
// none of it; a message with parts left out ends by pointing to `matchbox track show`, which
// gives the whole of it.
std::string page_error(const std::string& message);

// A machine's title in the language in force: the catalogue's translation (context "machine"),
// as the kit prints it. Snapshots read the books in English, the same for every language.
std::string machine_title(const tracker::TrackedMachine& machine);
// What the machine is, for visitors, in the language in force: lead_sentences of its machine
// file's description (translated as its title is), kAboutChars at most.
std::string machine_about(const tracker::TrackedMachine& machine);

// The sentence of a twin's games, `key` (a plural of templates/texts/web.yaml) or, when the game
// can be drawn, `key`_draws, with {n} its games, {win}, {draw}, {loss} and {machine}. Throws
// core::Error if a text is missing.
std::string twin_words(const spec::Texts& texts, const std::string& key, const tracker::Tally& t,
                       const std::string& machine, bool draws);

class Snapshot {
 public:
  // Reads and replays `file`. Never throws for a bad file: error() then says what is wrong.
  Snapshot(const std::filesystem::path& file, std::string version);
  // The books of `session` (read at `version`), as a writer left them (web/desk.h).
  Snapshot(std::unique_ptr<const tracker::TrackSession> session, std::string version)
      : version_(std::move(version)), session_(std::move(session)) {}

  const std::string& version() const { return version_; }
  // "" or the one-line message of what is wrong with the file (page_error; the pages show it).
  const std::string& error() const { return error_; }
  // The replayed tournament; nullptr if error() is set.
  const tracker::TrackSession* session() const { return session_.get(); }
  // The tournament; throws core::Error with error() when the file could not be read.
  const tracker::TrackSession& readable() const;

  // The display page's data (JSON), worded in the language in force: version, title, place,
  // machine (its title), tab (the browser tab's title: the machine, its games), about (what
  // the machine is, for visitors: lead_sentences of its description, kAboutChars at most),
  // games, win, draw, loss, resign, draws (can the game be drawn), last (the last finished
  // game: number, moves, result, resigned, changes, boxes), in_play (the moves of the game in play)
  // and twin (the visitors' games against the software twin, web/visitors.h: games, win, draw,
  // loss, resign, for the twin, and words: them in a sentence), or {version, error}.
  std::string state_json() const;
  // The learning curve as SVG (documents/learning_plot.h) in the screen's look
  // (render::kScreenLook), with `expect` over the range of simulated tournaments against that
  // built-in opponent (documents/expected_band.h); made once per language. Throws core::Error if
  // the file cannot be read or has no finished game yet, or for `expect` with the openings style.
  std::string plot_svg(documents::PlotStyle style,
                       std::optional<simulate::OpponentKind> expect = std::nullopt) const;
  // The machine's and its software twin's curves on one plot (documents/overlay_plot.h), in the
  // screen's look: "at the table" for the operator's games, "the crowd's twin" for visitors'
  // games (web/visitors.h), each drawn once it has games; made once per language. Throws
  // core::Error if the file cannot be read, neither has a finished game yet, or for the openings
  // style.
  std::string twin_plot_svg(documents::PlotStyle style) const;
  // The last finished game's final board as SVG; made once. Throws core::Error if there is no
  // finished game.
  std::string last_board_svg() const;

 private:
  std::string version_;
  std::string error_;
  std::unique_ptr<const tracker::TrackSession> session_;
  mutable std::mutex mutex_;
  mutable std::map<std::string, std::string> pictures_;
};

// The latest snapshot of one file, re-read when its version changes. Thread-safe. Snapshots
// are built outside the lock that hands them out, so a request that can do with the one before
// (latest()) is never kept waiting by a rebuild.
class SnapshotStore {
 public:
  explicit SnapshotStore(std::filesystem::path file) : file_(std::move(file)) {}
  ~SnapshotStore();  // Waits for a snapshot being built in the background.
  SnapshotStore(const SnapshotStore&) = delete;
  SnapshotStore& operator=(const SnapshotStore&) = delete;
  const std::filesystem::path& file() const { return file_; }
  // The snapshot of the file's version now (built if it is new; waits for a build under way).
  std::shared_ptr<const Snapshot> current();
  // The snapshot held now, at once: if the file has changed since, the new one is built in the
  // background (the pages poll /api/version and ask again while theirs is not the file's).
  // Only the first snapshot of all is waited for.
  std::shared_ptr<const Snapshot> latest();
  // A write by this process (web/desk.h), in three steps, so that the festival screens never
  // wait for it nor see it half-done: begin_write() before the file is changed; publish() the
  // books written, which current() and latest() hand out from then on; settle() once the
  // pictures the screens will ask for are drawn (web/server.cpp), after which version() (what
  // the screens poll) answers again: it waits until then, so a screen that sees the new
  // version finds its pictures drawn. Before publish(), latest() gives the books before and
  // current() waits. end_write() instead ends a write that failed or wrote nothing.
  void begin_write();
  void publish(std::shared_ptr<const Snapshot> snapshot);
  void settle();
  void end_write();
  // The version the screens are to show (GET /api/version): file_version(file()), once no write
  // of this process is under way.
  std::string version();

 private:
  std::shared_ptr<const Snapshot> held();
  std::filesystem::path file_;
  std::mutex mutex_;        // Guards snapshot_, published_, writing_ and builder_.
  std::mutex build_mutex_;  // Held while a snapshot is built.
  std::shared_ptr<const Snapshot> snapshot_;
  unsigned long published_ = 0;  // Snapshots published: a build begun before one is stale.
  bool writing_ = false;         // Between begin_write() and settle() or end_write().
  std::shared_ptr<const Snapshot> pending_;  // Published, not settled yet.
  std::condition_variable written_;          // Notified when writing_ ends.
  std::future<void> builder_;                // The background build latest() started, if any.
};

}  // namespace matchbox::web
