// SPDX-FileCopyrightText: 2026 The matchbox authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "web/snapshot.h"

#include <malloc.h>
#include <sys/stat.h>

#include <cctype>

#include "core/error.h"
#include "core/translation.h"
#include "documents/expected_band.h"
#include "documents/overlay_plot.h"
#include "kit/outcomes.h"
#include "render/page_flow.h"
#include "render/svg_pictures.h"
#include "tracker/move_words.h"
#include "web/json.h"
#include "web/page_texts.h"

namespace matchbox::web {
namespace {

constexpr double kBoardWidthPt = 360;

tracker::GameRecord game_of(const tracker::TrackSession& s, const tracker::GameEntry& e) {
  return std::get<tracker::GameRecord>(s.event(e.event).what);
}

void write_last_game(JsonWriter& w, const tracker::TrackSession& s) {
  const auto& games = s.ledger().games();
  if (games.empty()) {
    w.null();
    return;
  }
  const tracker::GameRecord game = game_of(s, games.back());
  w.begin_object();
  w.key("number").value(static_cast<int>(games.size()));
  w.key("moves").value(tracker::joined(game.moves));
  w.key("result").value(tracker::outcome_word(game));
  w.key("result_words").value(tracker::scored_result_words(s.machine().game(), game));
  w.key("resigned").value(game.resigned);
  w.key("changes").strings(tracker::describe_changes(s.ledger().machines(), game));
  w.key("boxes").begin_array();
  for (const tracker::Turn& t : game.turns) w.value(t.box);
  w.end_array();
  w.end_object();
}

}  // namespace

std::string twin_words(const spec::Texts& texts, const std::string& key, const tracker::Tally& t,
                       const std::string& machine, bool draws) {
  return render::fill_count(
      texts, draws ? key + "_draws" : key, t.games(),
      {{"machine", machine}, {"win", t.win}, {"draw", t.draw}, {"loss", t.loss}});
}

std::string lead_sentences(const std::string& text, std::size_t max_chars) {
  const auto chars = [&](std::size_t bytes) {
    std::size_t n = 0;
    for (std::size_t i = 0; i < bytes; ++i)
      n += (static_cast<unsigned char>(text[i]) & 0xC0) != 0x80;
    return n;
  };
  if (chars(text.size()) <= max_chars) return text;
  std::size_t fits = 0;  // Bytes of the whole sentences that fit.
  for (std::size_t i = 0; i + 1 < text.size() && chars(i + 1) <= max_chars; ++i)
    if ((text[i] == '.' || text[i] == '!' || text[i] == '?') && text[i + 1] == ' ') fits = i + 1;
  if (fits > 0) return text.substr(0, fits);
  std::size_t cut = 0;  // The last space before the limit (leaving room for the "…").
  for (std::size_t i = 0; i < text.size() && chars(i) < max_chars; ++i)
    if (text[i] == ' ') cut = i;
  return text.substr(0, cut) + "\u2026";
}

std::string file_version(const std::filesystem::path& file) {
  struct stat st {};
  if (::stat(file.c_str(), &st) != 0) return "missing";
  return std::to_string(st.st_ino) + "-" +
         std::to_string(static_cast<long long>(st.st_mtim.tv_sec) * 1000000000LL +
                        st.st_mtim.tv_nsec) +
         "-" + std::to_string(st.st_size);
}

std::string page_error(const std::string& message) {
  const std::string line = message.substr(0, message.find('\n'));
  std::string shown;
  for (std::size_t i = 0; i < line.size(); ++i) {
    const char c = line[i];
    if (c != '"' && c != '\'' && c != '`') {
      shown += c;
      continue;
    }
    // An apostrophe inside a word ("machine's") opens no quotation.
    const auto letter = [&](std::size_t at) {
      return at < line.size() && std::isalpha(static_cast<unsigned char>(line[at]));
    };
    if (c == '\'' && i > 0 && letter(i - 1) && letter(i + 1)) {
      shown += c;
      continue;
    }
    const std::size_t close = line.find(c, i + 1);
    shown += "(…)";
    if (close == std::string::npos) break;  // Unclosed: leave out the rest.
    i = close;
  }
  return shown == line ? shown : shown + " [(…): see `matchbox track show` in a terminal]";
}

std::string machine_title(const tracker::TrackedMachine& machine) {
  return core::translate("machine", machine.kit().spec.title);
}

std::string machine_about(const tracker::TrackedMachine& machine) {
  const std::string& about = machine.kit().spec.description;
  return lead_sentences(about.empty() ? about : core::translate("machine", about), kAboutChars);
}

Snapshot::Snapshot(const std::filesystem::path& file, std::string version)
    : version_(std::move(version)) {
  const core::LanguageScope english("en");  // The books are the same for every language.
  try {
    session_ = std::make_unique<tracker::TrackSession>(file, tracker::TrackSession::Mode::kRead);
  } catch (const core::Error& e) {
    error_ = page_error(e.what());
  }
}

std::string Snapshot::state_json() const {
  JsonWriter w;
  w.begin_object().key("version").value(version_);
  if (!session_) {
    w.key("error").value(error_).end_object();
    return w.str();
  }
  const tracker::TrackSession& s = *session_;
  const tracker::Tally& t = s.ledger().tally();
  w.key("title").value(s.tournament().title);
  w.key("place").value(s.tournament().place);
  const std::string machine = machine_title(s.machine());
  w.key("machine").value(machine);
  w.key("about").value(machine_about(s.machine()));
  if (s.machine_count() > 1) w.key("opponent_machine").value(machine_title(s.machine(1)));
  w.key("games").value(t.games());
  w.key("win").value(t.win).key("draw").value(t.draw).key("loss").value(t.loss);
  w.key("resign").value(t.resign);
  const spec::Texts& texts = page_texts();
  w.key("tab").value(
      render::fill_count(texts, "web.display.tab", t.games(), {{"machine", machine}}));
  const bool draws = kit::possible_outcomes(s.machine().kit()).draw;
  w.key("draws").value(draws);
  w.key("last");
  write_last_game(w, s);
  w.key("in_play");
  if (const auto& game = s.ledger().unfinished())
    w.begin_object().key("moves").value(tracker::joined(game->moves)).end_object();
  else
    w.null();
  const tracker::Tally& twin = s.ledger().twin().tally;
  w.key("twin").begin_object().key("games").value(twin.games()).key("win").value(twin.win);
  w.key("draw").value(twin.draw).key("loss").value(twin.loss).key("resign").value(twin.resign);
  w.key("words").value(twin_words(texts, "web.display.twin_totals", twin, machine, draws));
  w.end_object().end_object();
  return w.str();
}

std::string Snapshot::plot_svg(documents::PlotStyle style,
                               std::optional<simulate::OpponentKind> expect) const {
  if (!session_) throw core::Error(error_);
  std::string key = core::language() + "-plot-" + std::string(documents::kPlotStyles.name(style));
  if (expect) key.append("-").append(simulate::kBuiltInOpponents.name(*expect));
  const std::lock_guard lock(mutex_);
  auto it = pictures_.find(key);
  if (it != pictures_.end()) return it->second;
  const render::Plot plot = expect ? documents::expected_plot(*session_, style, *expect)
                                   : documents::learning_plot(*session_, style);
  return pictures_.emplace(key, render::plot_svg(plot, render::kScreenLook)).first->second;
}

std::string Snapshot::twin_plot_svg(documents::PlotStyle style) const {
  if (!session_) throw core::Error(error_);
  const std::string key =
      core::language() + "-twin-" + std::string(documents::kPlotStyles.name(style));
  const std::lock_guard lock(mutex_);
  auto it = pictures_.find(key);
  if (it != pictures_.end()) return it->second;
  const tracker::Ledger& books = session_->ledger();
  const bool draws = kit::possible_outcomes(session_->machine().kit()).draw;
  std::vector<documents::NamedGames> curves;
  const spec::Texts& texts = page_texts();
  if (!books.games().empty())
    curves.push_back({texts.at("web.display.at_table"), books.games(), draws});
  if (!books.twin().games.empty())
    curves.push_back({texts.at("web.display.crowd_twin"), books.twin().games, draws});
  if (curves.empty()) throw core::Error("no finished game yet");
  const render::Plot plot =
      documents::overlay_plot(curves, style, machine_title(session_->machine()) + ": ");
  return pictures_.emplace(key, render::plot_svg(plot, render::kScreenLook)).first->second;
}

std::string Snapshot::last_board_svg() const {
  if (!session_ || session_->ledger().games().empty()) throw core::Error("no finished game yet");
  const std::lock_guard lock(mutex_);
  auto it = pictures_.find("last");
  if (it != pictures_.end()) return it->second;
  const tracker::TrackedMachine& m = session_->machine();
  const games::Position p = tracker::final_position(
      m.game(), game_of(*session_, session_->ledger().games().back()).moves);
  return pictures_
      .emplace("last", render::board_svg(m.game(), p, {}, m.kit().palette, kBoardWidthPt))
      .first->second;
}

SnapshotStore::~SnapshotStore() {
  std::future<void> builder;
  {
    const std::lock_guard lock(mutex_);  // The build takes this lock too: wait outside it.
    builder = std::move(builder_);
  }
  if (builder.valid()) builder.wait();
}

std::shared_ptr<const Snapshot> SnapshotStore::held() {
  const std::lock_guard lock(mutex_);
  return snapshot_;
}

std::shared_ptr<const Snapshot> SnapshotStore::current() {
  std::shared_ptr<const Snapshot> snapshot;
  {
    std::unique_lock lock(mutex_);
    written_.wait(lock, [this] { return !writing_ || pending_; });
    if (pending_) return pending_;  // This process's own write, the newest there is.
    snapshot = snapshot_;
  }
  const std::string version = file_version(file_);
  if (snapshot && snapshot->version() == version) return snapshot;
  const std::lock_guard build(build_mutex_);
  snapshot = held();  // Built by another request while this one waited, perhaps.
  if (snapshot && snapshot->version() == version) return snapshot;
  unsigned long published = 0;
  {
    const std::lock_guard lock(mutex_);
    published = published_;
  }
  snapshot = std::make_shared<const Snapshot>(file_, version);
  {
    const std::lock_guard lock(mutex_);
    if (published_ != published) return snapshot;  // A writer's books are newer: keep those.
    snapshot_ = snapshot;
  }
  malloc_trim(0);  // Hand the last books' memory back to the system.
  return snapshot;
}

void SnapshotStore::begin_write() {
  const std::lock_guard lock(mutex_);
  writing_ = true;
}

void SnapshotStore::end_write() {
  {
    const std::lock_guard lock(mutex_);
    writing_ = false;
    pending_.reset();
  }
  written_.notify_all();
}

void SnapshotStore::publish(std::shared_ptr<const Snapshot> snapshot) {
  {
    const std::lock_guard lock(mutex_);
    pending_ = std::move(snapshot);
    ++published_;
  }
  written_.notify_all();
}

void SnapshotStore::settle() {
  {
    const std::lock_guard lock(mutex_);
    if (pending_) snapshot_ = std::move(pending_);
    pending_.reset();
    writing_ = false;
  }
  written_.notify_all();
}

std::string SnapshotStore::version() {
  {
    std::unique_lock lock(mutex_);
    written_.wait(lock, [this] { return !writing_; });
  }
  return file_version(file_);
}

std::shared_ptr<const Snapshot> SnapshotStore::latest() {
  std::shared_ptr<const Snapshot> snapshot;
  bool writing = false;
  {
    const std::lock_guard lock(mutex_);
    if (pending_) return pending_;
    snapshot = snapshot_;
    writing = writing_;
  }
  if (!snapshot) return current();
  if (writing) return snapshot;  // The writer publishes the new books in a moment.
  if (snapshot->version() == file_version(file_)) return snapshot;
  const std::lock_guard lock(mutex_);
  const bool building =
      builder_.valid() && builder_.wait_for(std::chrono::seconds(0)) != std::future_status::ready;
  if (!building) builder_ = std::async(std::launch::async, [this] { current(); });
  return snapshot;
}

const tracker::TrackSession& Snapshot::readable() const {
  if (!session_) throw core::Error(error_);
  return *session_;
}

}  // namespace matchbox::web
