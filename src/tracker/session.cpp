// SPDX-FileCopyrightText: 2026 The matchbox authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "tracker/session.h"

#include <algorithm>
#include <atomic>
#include <iostream>

#include "core/error.h"
#include "spec/tournament_file.h"

namespace matchbox::tracker {
namespace fs = std::filesystem;

namespace {

// Events kept decoded after a checkpoint: an undo or a look at the last games needs no other.
std::atomic<int> kept_events{64};

std::shared_ptr<const TrackedMachine> checked_machine(const MachineRef& ref, const fs::path& file,
                                                      const std::string& kit_language) {
  std::shared_ptr<const TrackedMachine> machine;
  try {
    machine = shared_tracked_machine(ref.machine, ref.overrides, kit_language);
  } catch (const core::Error& e) {
    throw core::Error(file.string() + ": its machine '" + ref.machine +
                      "' cannot be loaded: " + e.what());
  }
  if (machine->fingerprint() != ref.fingerprint)
    throw core::Error(file.string() + ": kept for another kit of " + ref.machine +
                      " (fingerprint " + ref.fingerprint + "; the machine file now gives " +
                      machine->fingerprint() +
                      "): its boxes, beads or rules have changed; use the machine file the "
                      "tournament was started with, or start a new tournament");
  return machine;
}

// The largest number c of `events` (numbered from `before` + 1; at most events.size() -
// kept_events) such that no undo after its event c takes back that event or one before it: the
// books after it hold for good. 0 if none. An undo names the event it takes back (Ledger::replay
// checks that it is the latest in force), so visitor games, which no undo takes back, and
// session starts need no counting.
int checkpoint_events(const std::vector<Event>& events, int before) {
  const int n = static_cast<int>(events.size());
  int earliest_taken = n + 1;  // The earliest of `events` an undo after c takes back.
  for (int c = n; c >= 1; --c) {
    if (c <= n - kept_events && c < earliest_taken) return c;
    if (const auto* undo = std::get_if<Undo>(&events[static_cast<std::size_t>(c) - 1].what))
      earliest_taken = std::min(earliest_taken, undo->event - before);
  }
  return 0;
}

}  // namespace

void set_events_after_checkpoint(int events) { kept_events = std::max(1, events); }

TrackSession::TrackSession(const fs::path& file, Mode mode) : file_(file) {
  if (mode == Mode::kWrite) {
    lock_.emplace(core::LockedFile::open(file, spec::kMaxTournamentBytes, "a tournament file"));
  } else {
    core::remove_stale_temporaries(file);
    text_ = core::read_whole_file(file, spec::kMaxTournamentBytes, "a tournament file");
  }
  std::error_code ec;
  target_ = fs::canonical(file, ec);
  if (ec) target_ = file;
  std::optional<ReadCheckpoint> read = read_checkpoint(target_, text());
  if (read && read->sealed && load_from_checkpoint(std::move(read->checkpoint))) return;
  load_whole();
  if (read && !read->sealed) check_claimed(read->checkpoint);
}

bool TrackSession::load_from_checkpoint(Checkpoint checkpoint) {
  try {
    spec::TournamentText tail = spec::parse_tournament_tail(
        text(), file_.string(), checkpoint.covered, checkpoint.covered_line);
    tournament_ = std::move(tail.tournament);
    build_machines();
    ledger_->restore(checkpoint.state);
    checkpoint_ = std::move(checkpoint);
    tail_begin_ = checkpoint_.covered;
    before_ = checkpoint_.events;
    std::vector<Event> events = std::move(tournament_.events);
    if (static_cast<int>(events.size()) > 2 * kept_events && tail.canonical)
      replay_keeping_checkpoint(std::move(events), before_, std::move(tail.offsets),
                                std::move(tail.lines));
    else
      ledger_->replay(tournament_.events = std::move(events), before_);
    return true;
  } catch (const core::Error&) {
  } catch (const ReplayFromStart&) {
  }
  machines_.clear();
  before_ = 0;
  return false;  // The whole file, replayed from the start, says what is wrong if anything is.
}

void TrackSession::load_whole() {
  spec::TournamentText all = spec::parse_tournament_text(text(), file_.string());
  tournament_ = std::move(all.tournament);
  build_machines();
  checkpoint_ = {};
  before_ = 0;
  std::vector<Event> events = std::move(tournament_.events);
  if (!all.canonical) {
    tail_begin_ = 0;
    ledger_->replay(tournament_.events = std::move(events), 0);
    return;
  }
  tail_begin_ = all.events_begin;
  checkpoint_.covered = all.events_begin;
  checkpoint_.covered_line = static_cast<int>(
      std::count(text().begin(), text().begin() + static_cast<long>(all.events_begin), '\n'));
  replay_keeping_checkpoint(std::move(events), 0, std::move(all.offsets), std::move(all.lines));
}

void TrackSession::check_claimed(const Checkpoint& claimed) {
  bool agrees = false;
  try {
    std::vector<Event> events = all_events();
    if (claimed.events <= static_cast<int>(events.size())) {
      events.resize(static_cast<std::size_t>(claimed.events));
      Ledger books(ledger_->machines());
      books.replay(events, 0);
      agrees = !books.unfinished() && books.state() == claimed.state;
    }
  } catch (const core::Error&) {
  } catch (const ReplayFromStart&) {
  }
  if (agrees) return;
  warning_ = file_.string() + ": its checkpoint " + checkpoint_path(target_).filename().string() +
             " does not agree with the events it covers (edited by hand?): the books were " +
             "replayed from the events, which are the record";
  std::cerr << "matchbox: warning: " << warning_ << "\n";
}

void TrackSession::build_machines() {
  machines_.clear();
  // Both kits were printed in the tournament's language: their codes are that kit's.
  machines_.push_back(checked_machine(tournament_.machine, file_, tournament_.language));
  if (tournament_.opponent_machine)
    machines_.push_back(
        checked_machine(*tournament_.opponent_machine, file_, tournament_.language));
  std::vector<const TrackedMachine*> pointers;
  for (const auto& m : machines_) pointers.push_back(m.get());
  ledger_ = std::make_unique<Ledger>(pointers);
}

// Replays `events` (numbered from `before` + 1; their offsets and lines in the text given) on
// top of the books, taking a new checkpoint on the way when enough of them are settled for good,
// and keeps only the events after it decoded.
void TrackSession::replay_keeping_checkpoint(std::vector<Event> events, int before,
                                             std::vector<std::size_t> offsets,
                                             std::vector<int> lines) {
  int c = checkpoint_events(events, before);
  if (c > 0) {
    ledger_->replay(std::vector<Event>(events.begin(), events.begin() + c), before);
    if (ledger_->unfinished()) {
      // A game left unfinished with events after it: replayed in one go, the books say where.
      ledger_ = std::make_unique<Ledger>(ledger_->machines());
      if (before > 0) ledger_->restore(checkpoint_.state);
      c = 0;
    }
  }
  if (c == 0) {
    ledger_->replay(tournament_.events = std::move(events), before);
    return;
  }
  const LedgerState state = ledger_->state();
  tournament_.events = std::move(events);
  take_checkpoint(c, state, offsets, lines);
  ledger_->replay(tournament_.events, before_);
}

// Moves the first `c` events of tournament_.events (at `offsets` and `lines`) into the
// checkpoint, whose books are then `state`, and writes it beside the file.
void TrackSession::take_checkpoint(int c, const LedgerState& state,
                                   const std::vector<std::size_t>& offsets,
                                   const std::vector<int>& lines) {
  const auto i = static_cast<std::size_t>(c);
  checkpoint_.state = state;
  checkpoint_.events = before_ + c;
  checkpoint_.offsets.insert(checkpoint_.offsets.end(), offsets.begin(), offsets.begin() + c);
  checkpoint_.lines.insert(checkpoint_.lines.end(), lines.begin(), lines.begin() + c);
  checkpoint_.covered =
      i < offsets.size() ? offsets[i] : text().size() - spec::kTournamentEnd.size();
  checkpoint_.covered_line = i < lines.size() ? lines[i] : checkpoint_.covered_line;
  tournament_.events.erase(tournament_.events.begin(), tournament_.events.begin() + c);
  if (emitted_.size() >= i)
    emitted_.erase(emitted_.begin(), emitted_.begin() + c);
  else
    emitted_.clear();
  before_ = checkpoint_.events;
  tail_begin_ = checkpoint_.covered;
  checkpoint_.covered_hash = covered_hash_of(text(), checkpoint_.covered);
  write_checkpoint(target_, checkpoint_);
}

// After a write that left many events after the checkpoint (an import): books them into a new
// checkpoint, replaying them once more from the old one.
void TrackSession::advance_checkpoint(const std::vector<std::size_t>& offsets,
                                      const std::vector<int>& lines) {
  const int c = checkpoint_events(tournament_.events, before_);
  if (c == 0) return;
  Ledger scratch(ledger_->machines());
  if (before_ > 0) scratch.restore(checkpoint_.state);
  scratch.replay(std::vector<Event>(tournament_.events.begin(), tournament_.events.begin() + c),
                 before_);
  if (!scratch.unfinished()) take_checkpoint(c, scratch.state(), offsets, lines);
}

const std::string& TrackSession::covered_text() const {
  if (!covered_later_) return text();
  const std::lock_guard guard(text_mutex_);
  if (text_.empty()) {
    std::string text = core::read_whole_file(file_, spec::kMaxTournamentBytes, "a tournament file");
    if (covered_hash_of(text, checkpoint_.covered) != checkpoint_.covered_hash ||
        text.size() < checkpoint_.covered)
      throw core::Error(file_.string() + ": rewritten since these books were read; look again");
    text_ = std::move(text);
  }
  return text_;
}

Event TrackSession::event(int number) const {
  MATCHBOX_CHECK(number >= 1 && number <= event_count());
  if (number > before_) return tournament_.events[static_cast<std::size_t>(number - before_ - 1)];
  const auto i = static_cast<std::size_t>(number - 1);
  const std::size_t end = number < before_ ? checkpoint_.offsets[i + 1] : checkpoint_.covered;
  std::vector<Event> one =
      spec::parse_events(covered_text(), file_.string(), checkpoint_.offsets[i], end,
                         checkpoint_.lines[i], tournament_);
  if (one.size() != 1)
    throw core::Error(file_.string() + ": event " + std::to_string(number) +
                      " is not where its checkpoint says");
  return std::move(one.front());
}

std::vector<Event> TrackSession::all_events() const {
  std::vector<Event> events;
  if (before_ > 0)
    events = spec::parse_events(covered_text(), file_.string(), checkpoint_.offsets.front(),
                                checkpoint_.covered, checkpoint_.lines.front(), tournament_);
  events.insert(events.end(), tournament_.events.begin(), tournament_.events.end());
  return events;
}

void TrackSession::replay() {
  std::vector<const TrackedMachine*> pointers = ledger_->machines();
  ledger_ = std::make_unique<Ledger>(pointers);
  try {
    if (before_ > 0) ledger_->restore(checkpoint_.state);
    ledger_->replay(tournament_.events, before_);
  } catch (const ReplayFromStart&) {  // An undo reaches into the checkpoint: replay it all.
    tournament_.events = all_events();
    before_ = 0;
    checkpoint_ = {};
    const std::string header = spec::header_to_yaml(tournament_);
    tail_begin_ = tail_begin_ == 0 ? 0 : header.size();
    checkpoint_.covered_line = static_cast<int>(std::count(header.begin(), header.end(), '\n'));
    ledger_ = std::make_unique<Ledger>(pointers);
    ledger_->replay(tournament_.events, 0);
  }
}

void TrackSession::save() {
  MATCHBOX_CHECK(lock_.has_value());
  const bool whole = tail_begin_ == 0;
  std::string tail = whole ? spec::header_to_yaml(tournament_) : std::string();
  const std::size_t from = whole ? 0 : tail_begin_;
  const std::size_t begin = whole ? tail.size() : tail_begin_;
  // checkpoint_.covered_line is always the line at tail_begin_.
  int line = whole ? static_cast<int>(std::count(tail.begin(), tail.end(), '\n'))
                   : checkpoint_.covered_line;
  const int first_line = line;
  std::vector<std::size_t> offsets;
  std::vector<int> lines;
  std::vector<Emitted> emitted;
  emitted.reserve(tournament_.events.size());
  for (std::size_t i = 0; i < tournament_.events.size(); ++i) {
    const Event& e = tournament_.events[i];
    offsets.push_back(from + tail.size());
    lines.push_back(line);
    // The text of an event as the last save wrote it, if it has not changed since: only the
    // game in play and new events are written out again (YAML emitting is most of a tap).
    const bool same = i < emitted_.size() && emitted_[i].what == e.what;
    emitted.push_back(
        {e.what, same ? std::move(emitted_[i].text) : spec::event_to_yaml(e, tournament_)});
    const std::string& item = emitted.back().text;
    line += static_cast<int>(std::count(item.begin(), item.end(), '\n'));
    tail += item;
  }
  emitted_ = std::move(emitted);
  tail += spec::kTournamentEnd;
  // Only the bytes that differ are written (the journal then holds only those).
  const std::string_view old =
      std::string_view(lock_->contents()).substr(std::min(from, lock_->contents().size()));
  const auto differ = std::mismatch(tail.begin(), tail.end(), old.begin(), old.end());
  const auto same = static_cast<std::size_t>(differ.first - tail.begin());
  if (same < tail.size() || same < old.size())
    lock_->replace_tail(from + same, std::string_view(tail).substr(same));
  tail_begin_ = begin;
  checkpoint_.covered_line = first_line;
  if (static_cast<int>(tournament_.events.size()) > 2 * kept_events)
    advance_checkpoint(offsets, lines);
}

void TrackSession::release() {
  MATCHBOX_CHECK(lock_.has_value());
  lock_->release();
}

bool TrackSession::resume() {
  MATCHBOX_CHECK(lock_.has_value());
  return lock_->reacquire();
}

std::unique_ptr<const TrackSession> TrackSession::reading_copy() const {
  std::unique_ptr<TrackSession> copy(new TrackSession());
  copy->file_ = file_;
  copy->target_ = target_;
  copy->covered_later_ = true;  // Read when first needed (covered_text).
  copy->tournament_ = tournament_;
  copy->before_ = before_;
  copy->checkpoint_ = checkpoint_;
  copy->tail_begin_ = tail_begin_;
  copy->machines_ = machines_;
  copy->ledger_ = std::make_unique<Ledger>(*ledger_);
  return copy;
}

}  // namespace matchbox::tracker
