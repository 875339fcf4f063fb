#include "web/desk.h"

namespace matchbox::web {

tracker::TrackSession& Desk::locked() {
  if (session_ && session_->resume()) return *session_;
  session_.reset();  // Changed by another process (or never read): read it again.
  try {
    session_ = std::make_unique<tracker::TrackSession>(file_, tracker::TrackSession::Mode::kWrite);
  } catch (const core::Error& e) {
    throw core::Error(page_error(e.what()), e.kind());
  }
  return *session_;
}

void Desk::prepare() {
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
}

std::string Desk::apply(const Answer& answer) {
  tracker::TrackSession& s = locked();
  std::string version = file_version(file_);
  const bool stale = version != answer.version;
  std::string json;
  snapshots_.begin_write();
  try {
    if (!stale) {
      json = apply_answer(s, answer);
      version = file_version(file_);
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
