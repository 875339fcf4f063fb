// SPDX-FileCopyrightText: 2026 The matchbox authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "web/visitors.h"

#include <algorithm>
#include <atomic>
#include <cctype>

#include "core/translation.h"
#include "kit/outcomes.h"
#include "render/page_flow.h"
#include "tracker/move_words.h"
#include "web/json.h"
#include "web/page_texts.h"
#include "web/play.h"
#include "web/server.h"

namespace matchbox::web {
namespace {

// The outcome of a visitor game for the visitor: the twin's reversed.
std::string visitor_result(const tracker::GameRecord& record) {
  if (!record.outcome) return "";
  switch (core::reverse(*record.outcome)) {
    case core::Outcome::kWin:
      return "win";
    case core::Outcome::kDraw:
      return "draw";
    case core::Outcome::kLoss:
      break;
  }
  return "loss";
}

// Why a finished game waits (the visitor's page shows it after "not saved yet").
constexpr std::string_view kWaitsMessage =
    "the tournament file is busy (another matchbox is writing it); your game is kept and is "
    "booked as soon as the file is free";

}  // namespace

struct VisitorGames::Visit {
  std::string id;
  std::string client;
  tracker::GameRecord record;  // Moves and turns so far; the outcome (the twin's) once over.
  std::vector<std::string> said;
  std::optional<tracker::GameRecord> booked;  // As stored, once booked.
  std::string book_error;                     // Why it is not booked yet, or "".
  bool waiting = false;  // In the desk's waiting file: the server books it (booked()).
  Clock::time_point touched;
  std::atomic<bool> over = false;       // record.outcome is set, for those counting games in play.
  std::atomic<bool> is_booked = false;  // booked is set, for sweep().
  std::mutex mutex;                     // One request of this game at a time.
};

VisitorGames::VisitorGames(SnapshotStore& snapshots, Book book)
    : snapshots_(snapshots), book_(std::move(book)), rng_(std::random_device{}()) {}

bool VisitorGames::expired(const Visit& visit, Clock::time_point now) {
  // A finished game not booked yet is kept, whatever its age: the server books it.
  return now - visit.touched > std::chrono::seconds(kVisitorIdleSeconds) &&
         !(visit.over && !visit.is_booked);
}

void VisitorGames::sweep(Clock::time_point now) {
  std::erase_if(visits_, [&](const auto& v) { return expired(*v.second, now); });
  for (auto it = begun_.begin(); it != begun_.end();) {
    std::erase_if(it->second,
                  [&](Clock::time_point t) { return now - t >= std::chrono::minutes(1); });
    it = it->second.empty() ? begun_.erase(it) : std::next(it);
  }
}

int VisitorGames::in_play() {
  const std::lock_guard lock(mutex_);
  return static_cast<int>(
      std::count_if(visits_.begin(), visits_.end(), [](const auto& v) { return !v.second->over; }));
}

std::shared_ptr<VisitorGames::Visit> VisitorGames::find(const std::string& id,
                                                        Clock::time_point now) {
  const std::lock_guard lock(mutex_);
  const auto it = visits_.find(id);
  if (it == visits_.end() || expired(*it->second, now))
    throw NoSuchVisit("no such game: it ended long ago or was never begun; begin a new one");
  it->second->touched = now;
  return it->second;
}

void VisitorGames::twin_moves(const tracker::Ledger& books, tracker::Referee& r, Visit& visit) {
  const tracker::TrackedMachine& machine = *books.machines().front();
  const std::string name = machine_title(machine);
  const spec::Texts& texts = page_texts();
  while (!r.over() && r.mover() >= 0) {
    const auto turn = r.box_turn();
    if (!turn) {
      visit.said.push_back(tracker::advance_forced(r, name));
      continue;
    }
    const int box = turn->box->id;
    if (turn->empty) {
      r.resign();
      visit.said.push_back(
          render::fill(texts, "web.play.resigned", {{"machine", name}, {"box", box}}));
      break;
    }
    int total = 0;
    for (const tracker::BeadOption& o : turn->options) total += o.beads;
    int pick = 0;
    {
      const std::lock_guard lock(mutex_);
      pick = std::uniform_int_distribution<int>(0, total - 1)(rng_);
    }
    const tracker::BeadOption* drawn = &turn->options.front();
    for (const tracker::BeadOption& o : turn->options) {
      drawn = &o;
      if (pick < o.beads) break;
      pick -= o.beads;
    }
    const games::Position before = r.position();
    const std::string move = r.draw(drawn->code);
    const std::string colour = core::tr("colour", drawn->colour);
    const bool vowel =
        std::string_view("aeiouAEIOU").find(colour.front()) != std::string_view::npos;
    visit.said.push_back(
        render::fill(texts, vowel ? "web.play.drew_vowel" : "web.play.drew",
                     {{"machine", name}, {"colour", colour}, {"box", box}, {"move", move}}));
    if (const std::string taken = tracker::taken_words(r.game(), before, move); !taken.empty())
      visit.said.push_back(taken);
  }
  visit.record = r.record();
  visit.record.visitor = true;
  visit.record.visit = visit.id;
  visit.over = visit.record.outcome.has_value();
}

void VisitorGames::book_if_over(Visit& visit) {
  if (!visit.record.outcome || visit.booked || visit.waiting) return;
  try {
    visit.booked = book_(visit.record);
    visit.waiting = !visit.booked;
    visit.is_booked = visit.booked.has_value();
    visit.book_error = visit.waiting ? std::string(kWaitsMessage) : std::string();
  } catch (const core::Error& e) {
    visit.book_error = e.what();
  }
}

void VisitorGames::booked(const tracker::GameRecord& stored) {
  std::shared_ptr<Visit> visit;
  {
    const std::lock_guard lock(mutex_);
    const auto it = visits_.find(stored.visit);
    if (it == visits_.end()) return;  // A game an earlier server left, or never begun here.
    visit = it->second;
  }
  const std::lock_guard lock(visit->mutex);
  visit->booked = stored;
  visit->waiting = false;
  visit->is_booked = true;
  visit->book_error.clear();
}

std::string VisitorGames::begin(const std::string& client, const std::string& first,
                                Clock::time_point now) {
  const auto snapshot = snapshots_.latest();
  const tracker::TrackSession& s = snapshot->readable();
  const tracker::TrackedMachine& machine = s.machine();
  if (first != "" && first != "me" && first != "machine")
    throw core::Error("first '" + first.substr(0, kMaxFieldBytes) + "': expected me or machine");
  const core::Player side = tracker::machine_side_for(machine, first == "me" ? "opponent" : first);
  auto visit = std::make_shared<Visit>();
  visit->client = client;
  visit->touched = now;
  {
    const std::lock_guard lock(mutex_);
    sweep(now);
    const auto playing = std::count_if(visits_.begin(), visits_.end(),
                                       [](const auto& v) { return !v.second->over; });
    if (playing >= kMaxVisitorGames)
      throw VisitorsBusy(
          "all " + std::to_string(kMaxVisitorGames) + " places are taken: try again in a minute",
          60);
    auto& times = begun_[client];
    if (static_cast<int>(times.size()) >= kVisitorGamesPerMinute)
      throw VisitorsBusy(std::to_string(kVisitorGamesPerMinute) +
                             " games in a minute from this phone: let someone else play, "
                             "then try again in a minute",
                         static_cast<int>(std::chrono::duration_cast<std::chrono::seconds>(
                                              times.front() + std::chrono::minutes(1) - now)
                                              .count()) +
                             1);
    times.push_back(now);
    visit->id = random_token();
    visits_[visit->id] = visit;
  }
  const std::lock_guard lock(visit->mutex);
  const tracker::Seating seating = s.ledger().twin_seating(side);
  tracker::Referee r(seating, side);
  twin_moves(s.ledger(), r, *visit);
  book_if_over(*visit);
  return json_of(*visit);
}

std::string VisitorGames::look(const std::string& id, Clock::time_point now) {
  const auto visit = find(id, now);
  const std::lock_guard lock(visit->mutex);
  book_if_over(*visit);
  return json_of(*visit);
}

std::string VisitorGames::move(const std::string& id, const std::string& move, int ply,
                               Clock::time_point now) {
  const auto visit = find(id, now);
  const std::lock_guard lock(visit->mutex);
  const int next = static_cast<int>(visit->record.moves.size()) + 1;
  if (ply < next) {  // Played already: a retried tap.
    book_if_over(*visit);
    return json_of(*visit);
  }
  if (ply > next)
    throw core::Error("move " + std::to_string(ply) + ": the game is at move " +
                      std::to_string(next));
  const auto snapshot = snapshots_.latest();
  const tracker::TrackSession& s = snapshot->readable();
  const tracker::Seating seating = s.ledger().twin_seating(visit->record.machine_side);
  tracker::Referee r = tracker::replay_game(seating, visit->record);
  if (r.over()) throw core::Error("the game is over; begin a new one");
  if (r.mover() >= 0) throw core::Error("it is " + s.machine().name() + "'s turn");
  r.play(move);
  visit->said.clear();
  twin_moves(s.ledger(), r, *visit);
  book_if_over(*visit);
  return json_of(*visit);
}

std::string VisitorGames::json_of(Visit& visit) {
  const auto snapshot = snapshots_.latest();
  const tracker::TrackSession& s = snapshot->readable();
  const tracker::Seating seating = s.ledger().twin_seating(visit.record.machine_side);
  const tracker::Referee r = tracker::replay_game(seating, visit.record);
  JsonWriter w;
  const std::string machine = machine_title(s.machine());
  w.begin_object().key("game").value(visit.id).key("machine").value(machine);
  w.key("you").value(visit.record.machine_side == core::Player::kFirst ? "second" : "first");
  w.key("moves").strings(visit.record.moves);
  w.key("ply").value(static_cast<int>(visit.record.moves.size()));
  w.key("to_move").value(r.over() ? "nobody" : r.mover() < 0 ? "you" : "machine");
  write_moves(w, r);
  w.key("said").strings(visit.said);
  w.key("over").value(r.over()).key("result").value(visitor_result(visit.record));
  w.key("resigned").value(visit.record.resigned);
  // The score of a game ended by counting (go), or "".
  w.key("score").value(r.over() && !visit.record.resigned ? r.game().score_words(r.position())
                                                          : std::string());
  w.key("changes").strings(visit.booked
                               ? tracker::describe_changes(s.ledger().machines(), *visit.booked)
                               : std::vector<std::string>{});
  w.key("booked").value(visit.booked.has_value()).key("waiting").value(visit.waiting);
  w.key("error").value(visit.book_error);
  const tracker::Tally& t = s.ledger().twin().tally;
  w.key("twin").begin_object().key("games").value(t.games()).key("win").value(t.win);
  w.key("draw").value(t.draw).key("loss").value(t.loss).key("resign").value(t.resign);
  const bool draws = kit::possible_outcomes(s.machine().kit()).draw;
  w.key("words").value(twin_words(page_texts(), "web.play.twin", t, machine, draws));
  w.end_object().end_object();
  return w.str();
}

std::string VisitorGames::board_svg(const std::string& id) {
  const auto visit = find(id, Clock::now());
  const std::lock_guard lock(visit->mutex);
  const auto snapshot = snapshots_.latest();
  const tracker::TrackSession& s = snapshot->readable();
  const tracker::Seating seating = s.ledger().twin_seating(visit->record.machine_side);
  const tracker::Referee r = tracker::replay_game(seating, visit->record);
  return render::board_svg(r.game(), r.position(), {}, s.machine().kit().palette, kPictureWidthPt,
                           kRealBoard);
}

}  // namespace matchbox::web
