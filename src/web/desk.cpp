// SPDX-FileCopyrightText: 2026 The matchbox authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "web/desk.h"

#include <algorithm>

#include "core/translation.h"

namespace matchbox::web {
namespace {

// Versions kept for answers made before visitor games were booked: a festival's worth of a
// minute or two.
constexpr std::size_t kMaxOperatorVersions = 256;

}  // namespace

tracker::TrackSession& Desk::locked() {
  if (session_ && session_->resume()) return *session_;
  session_.reset();  // Changed by another process (or never read): read it again.
  const core::LanguageScope english("en");  // The books are the same for every language.
  try {
    session_ = std::make_unique<tracker::TrackSession>(file_, tracker::TrackSession::Mode::kWrite);
    operator_versions_ = {file_version(file_)};
  } catch (const core::Error& e) {
    throw core::Error(page_error(e.what()), e.kind());
  }
  return *session_;
}

void Desk::prepare() {
  waiting_.load();
  try {
    tracker::TrackSession& s = locked();
    snapshots_.begin_write();
    snapshots_.publish(std::make_shared<const Snapshot>(s.reading_copy(), file_version(file_)));
    snapshots_.settle();
    s.release();
  } catch (const core::Error&) {
    snapshots_.end_write();
    session_.reset();  // The first answer says what is wrong, as the pages do.
  }
  book_waiting();  // The server settles the books it publishes (Server::bind).
}

std::optional<tracker::GameRecord> Desk::book_visitor(const tracker::GameRecord& game) {
  if (waiting_.empty()) {
    try {
      return book_now(game);
    } catch (const core::Error& e) {
      if (e.kind() != core::ErrorKind::kBusy) throw;
    }
  }
  waiting_.add(game);
  return std::nullopt;
}

std::vector<tracker::GameRecord> Desk::book_waiting() {
  std::vector<tracker::GameRecord> booked;
  try {
    if (waiting_.unchecked()) {
      tracker::TrackSession& s = locked();
      try {
        waiting_.drop_booked(s);
      } catch (...) {
        s.release();
        throw;
      }
      s.release();
    }
    while (!waiting_.empty()) {
      booked.push_back(book_now(waiting_.games().front()));
      try {
        waiting_.pop_front();
      } catch (const core::Error&) {
        // Booked and forgotten; the file still holds it, and the next server skips it.
      }
    }
  } catch (const core::Error&) {
    // Locked by another process, or unreadable: the games wait for the next round.
  }
  return booked;
}

tracker::GameRecord Desk::book_now(const tracker::GameRecord& game) {
  tracker::TrackSession& s = locked();
  snapshots_.begin_write();
  tracker::GameRecord stored;
  try {
    stored = std::get<tracker::GameRecord>(s.commit({game, ""}).what);
    const std::string version = file_version(file_);
    if (operator_versions_.size() >= kMaxOperatorVersions)
      operator_versions_.erase(operator_versions_.begin());
    operator_versions_.push_back(version);
    snapshots_.publish(std::make_shared<const Snapshot>(s.reading_copy(), version));
  } catch (const core::Error& e) {
    snapshots_.end_write();
    session_.reset();
    throw core::Error(page_error(e.what()), e.kind());
  } catch (...) {
    snapshots_.end_write();
    session_.reset();
    throw;
  }
  s.release();
  return stored;
}

std::string Desk::apply(const Answer& answer) {
  tracker::TrackSession& s = locked();
  std::string version = file_version(file_);
  const bool stale = std::find(operator_versions_.begin(), operator_versions_.end(),
                               answer.version) == operator_versions_.end();
  std::string json;
  snapshots_.begin_write();
  try {
    if (!stale) {
      json = apply_answer(s, answer);
      version = file_version(file_);
      operator_versions_ = {version};
    }
    snapshots_.publish(std::make_shared<const Snapshot>(s.reading_copy(), std::move(version)));
  } catch (...) {
    snapshots_.end_write();
    session_.reset();  // Perhaps changed in memory and not on disk: read the file next time.
    throw;
  }
  s.release();
  if (stale)
    throw StaleAnswer(
        "the tournament has changed since this page showed it (another tablet or "
        "a terminal answered first): nothing was written; the page now shows it "
        "as it stands");
  return json;
}

}  // namespace matchbox::web
