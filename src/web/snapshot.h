// The tournament as the browser pages see it: the file read without a lock (an atomically
// replaced file is always whole) and replayed, once per version of the file. The version is
// cheap to compute (one stat: the file's inode, modification time and size; every write of the
// tracker renames a new file into place), so display pages can poll it every half second.
#pragma once

#include <filesystem>
#include <map>
#include <memory>
#include <mutex>
#include <string>

#include "tracker/learning_plot.h"
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

class Snapshot {
 public:
  // Reads and replays `file`. Never throws for a bad file: error() then says what is wrong.
  Snapshot(const std::filesystem::path& file, std::string version);

  const std::string& version() const { return version_; }
  // "" or the one-line message of what is wrong with the file (page_error; the pages show it).
  const std::string& error() const { return error_; }
  // The replayed tournament; nullptr if error() is set.
  const tracker::TrackSession* session() const { return session_.get(); }

  // The display page's data (JSON): version, title, place, machine (its title), about (what
  // the machine is, for visitors: lead_sentences of its description, kAboutChars at most),
  // games, win, draw, loss, resign, draws (can the game be drawn), last (the last finished
  // game: number, moves, result, changes, boxes) and in_play (the moves of the game in play),
  // or {version, error}.
  std::string state_json() const;
  // The learning curve as SVG (tracker/learning_plot.h) in the screen's look
  // (render::kScreenLook); made once. Throws core::Error if the file cannot be read or has no
  // finished game yet.
  std::string plot_svg(tracker::PlotStyle style) const;
  // The last finished game's final board as SVG; made once. Throws core::Error if there is no
  // finished game.
  std::string last_board_svg() const;

 private:
  std::string version_;
  std::string error_;
  std::unique_ptr<tracker::TrackSession> session_;
  mutable std::mutex mutex_;
  mutable std::map<std::string, std::string> pictures_;
};

// The latest snapshot of one file, re-read when its version changes. Thread-safe. One request
// at a time builds a new snapshot, outside the lock that hands snapshots out, so a request
// that can do with the one before (latest()) is never kept waiting by a rebuild.
class Books {
 public:
  explicit Books(std::filesystem::path file) : file_(std::move(file)) {}
  const std::filesystem::path& file() const { return file_; }
  // The snapshot of the file's version now (built if it is new; waits for a build under way).
  std::shared_ptr<const Snapshot> current();
  // current(), or the snapshot before it while another request builds the new one (the pages
  // poll /api/version and ask again when the version they were given is not the file's).
  std::shared_ptr<const Snapshot> latest();

 private:
  // The snapshot of `version`, building it if no other request is (or `wait`: after it).
  std::shared_ptr<const Snapshot> fresh(const std::string& version, bool wait);
  std::filesystem::path file_;
  std::mutex mutex_;        // Guards snapshot_.
  std::mutex build_mutex_;  // Held while a snapshot is built.
  std::shared_ptr<const Snapshot> snapshot_;
};

}  // namespace matchbox::web
