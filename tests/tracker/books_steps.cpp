// SPDX-FileCopyrightText: 2026 The matchbox authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "tracker/books_steps.h"

#include <fcntl.h>
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <cstdio>
#include <fstream>
#include <functional>
#include <memory>
#include <random>

#include "cli/command_line.h"
#include "core/error.h"
#include "core/file_io.h"
#include "core/locked_file.h"
#include "spec/tournament_file.h"
#include "tracker/books_model.h"
#include "tracker/books_table.h"
#include "tracker/checkpoint.h"
#include "tracker/session.h"
#include "web/desk.h"

namespace matchbox::testing::books {
namespace {

namespace fs = std::filesystem;
using tracker::TrackSession;

constexpr const char* kStepNames[] = {
    "record", "move",         "answer", "back",         "visitor",    "undo", "adjust",   "session",
    "import", "visitor-held", "reload", "reload-whole", "copy-alone", "kill", "full-disk"};
static_assert(std::size(kStepNames) == static_cast<std::size_t>(Step::kCount));

// Runs the command line `words` in this process with its standard output left out; returns its
// exit status.
int run_quietly(std::vector<std::string> words) {
  std::vector<char*> argv;
  for (std::string& w : words) argv.push_back(w.data());
  std::fflush(stdout);
  const int saved = ::dup(1);
  const int null = ::open("/dev/null", O_WRONLY | O_CLOEXEC);
  ::dup2(null, 1);
  ::close(null);
  const int status = cli::run_command_line(static_cast<int>(argv.size()), argv.data(), "test");
  std::fflush(stdout);
  ::dup2(saved, 1);
  ::close(saved);
  return status;
}

// A step that failed: what differed.
struct Failed {
  std::string what;
};

// The test's own state beside the tracker's: the model, the file and the session writing it.
struct Runner {
  Table table;
  fs::path dir;
  fs::path file;
  int copies = 0;
  bool fork = true;
  int faults = 0;
  int visits = 0;  // Visit ids given.
  Model model;
  std::unique_ptr<TrackSession> session;

  TrackSession& writer() {
    if (!session) session = std::make_unique<TrackSession>(file, TrackSession::Mode::kWrite);
    return *session;
  }
};

void expect_same(const Model& model, const tracker::TrackSession& s, const std::string& who) {
  const std::string d = differences(model, s.ledger(), s.event_count());
  if (!d.empty()) throw Failed{who + ":\n" + d};
  if (!s.warning().empty()) throw Failed{who + " warned: " + s.warning()};
}

// After every step: the writer's books, the file read as `track show` reads it and, when it has
// a checkpoint, the file alone (no checkpoint) replayed from the start and the checkpoint against
// a replay of the events it covers.
void check(Runner& r) {
  if (r.session) expect_same(r.model, *r.session, "the writer's books");
  const TrackSession read(r.file, TrackSession::Mode::kRead);
  expect_same(r.model, read, "the file read again");
  const std::string text = core::read_whole_file(r.file, spec::kMaxTournamentBytes, "t");
  const auto cp = tracker::read_checkpoint(r.file, text);
  if (!cp) return;  // Then the file was read from the start.
  if (!cp->sealed) throw Failed{"the checkpoint is not sealed with this user's key"};
  const fs::path alone = r.dir / "alone" / "t.yaml";
  fs::create_directories(alone.parent_path());
  fs::copy_file(r.file, alone, fs::copy_options::overwrite_existing);
  fs::remove(tracker::checkpoint_path(alone));
  expect_same(r.model, TrackSession(alone, TrackSession::Mode::kRead), "the file alone");
  std::vector<tracker::Event> events = read.all_events();
  if (cp->checkpoint.events > static_cast<int>(events.size()))
    throw Failed{"the checkpoint covers more events than the file has"};
  events.resize(static_cast<std::size_t>(cp->checkpoint.events));
  tracker::Ledger replayed(read.ledger().machines());
  replayed.replay(events, 0);
  if (!(replayed.state() == cp->checkpoint.state))
    throw Failed{"the checkpoint's books differ from a replay of the events it covers"};
}

// Commits `change` through `s` (take_back for an undo, as `track undo` does). True if taken.
bool commit(TrackSession& s, const Change& change) {
  try {
    if (std::holds_alternative<tracker::Undo>(change.event.what))
      tracker::take_back(s);
    else
      s.commit(change.event);
    return true;
  } catch (const core::Error&) {
    return false;
  }
}

// The change `step` makes now (kRecord, kMove, kVisitor, kUndo, kAdjust or kSession).
Change plan(Runner& r, Step step, Rand& rand) {
  switch (step) {
    case Step::kMove:
      return r.table.move(r.writer(), r.model, rand);
    case Step::kVisitor:
      return r.table.visitor(r.writer(), rand);
    case Step::kUndo:
      return r.table.undo(r.model);
    case Step::kAdjust:
      return r.table.adjust(r.writer(), r.model, rand);
    case Step::kSession:
      return r.table.session(r.model, rand);
    default:
      return r.table.record(r.writer(), r.model, rand);
  }
}

void take(Runner& r, const Change& change, const std::string& who) {
  const bool taken = commit(r.writer(), change);
  if (taken != !change.refused)
    throw Failed{
        who + (taken ? ": taken, but the model refuses it" : ": refused, but the model takes it")};
  if (taken) change.apply(r.model);
}

// A writer killed, or the disk full, at a random write of a random change: afterwards the file
// holds the change whole or not at all, and everything before it.
void fault(Runner& r, Step step, Rand& rand) {
  static constexpr Step kChanges[] = {Step::kRecord, Step::kMove,   Step::kVisitor,
                                      Step::kUndo,   Step::kAdjust, Step::kSession};
  const Change change = plan(r, kChanges[rand.pick(std::size(kChanges))], rand);
  if (change.refused) return;
  const long after = static_cast<long>(rand.pick(6));
  const bool kill = step == Step::kKill && r.fork;
  bool threw = false;
  r.session.reset();  // A killed writer holds its own lock; a failed one is ahead of its file.
  if (kill) {
    const pid_t pid = ::fork();
    if (pid < 0) throw Failed{"fork failed"};
    if (pid == 0) {
      int code = 0;
      try {
        TrackSession s(r.file, TrackSession::Mode::kWrite);
        core::inject_write_fault(core::WriteFault::kKill, after);
        code = commit(s, change) ? 0 : 3;
      } catch (...) {
        code = 4;
      }
      ::_exit(code);
    }
    int status = 0;
    ::waitpid(pid, &status, 0);
    const bool killed = WIFSIGNALED(status) && WTERMSIG(status) == SIGKILL;
    if (!killed && !(WIFEXITED(status) && WEXITSTATUS(status) == 0))
      throw Failed{"the writer failed before it was killed (status " + std::to_string(status) +
                   ")"};
  } else {
    TrackSession s(r.file, TrackSession::Mode::kWrite);
    core::inject_write_fault(core::WriteFault::kFullDisk, after);
    threw = !commit(s, change);
    core::inject_write_fault(core::WriteFault::kNone, 0);
  }
  ++r.faults;
  Model after_change = r.model;
  change.apply(after_change);
  const TrackSession& s = r.writer();
  const std::string kept = differences(r.model, s.ledger(), s.event_count());
  const std::string taken = differences(after_change, s.ledger(), s.event_count());
  if (taken.empty() && !threw) {
    r.model = std::move(after_change);
  } else if (!kept.empty()) {
    throw Failed{
        std::string("after the fault the file holds neither the books before the change ") +
        (threw ? "(the write failed)" : "nor those after it") + ":\n" + kept +
        (threw ? "" : "after it:\n" + taken)};
  }
}

// `track import` of one whole game, as its score-sheet row, run in this process as a terminal
// runs it (its standard output left out): taken whole, or refused while a game is in play.
void import_game(Runner& r, Rand& rand) {
  Change change = r.table.record(r.writer(), r.model, rand);
  if (r.writer().machine_count() > 1) return take(r, change, "import (two machines: recorded)");
  const auto& game = std::get<tracker::GameRecord>(change.event.what);
  change.refused = r.model.in_play.has_value();
  std::string boxes, beads;
  for (const tracker::Turn& turn : game.turns) {
    boxes += (boxes.empty() ? "" : " ") + std::to_string(turn.box);
    beads += (beads.empty() ? "" : " ") + (turn.bead.empty() ? std::string("-") : turn.bead);
  }
  std::string moves;
  for (const std::string& move : game.moves) moves += (moves.empty() ? "" : " ") + move;
  const fs::path rows = r.dir / "rows.csv";
  {
    std::ofstream out(rows);
    out << "first,moves,boxes,beads,result\n"
        << (game.machine_side == core::Player::kFirst ? "machine" : "opponent") << ",\"" << moves
        << "\",\"" << boxes << "\",\"" << beads << "\","
        << (*game.outcome == core::Outcome::kWin    ? "W"
            : *game.outcome == core::Outcome::kDraw ? "D"
                                                    : "L")
        << "\n";
  }
  r.session.reset();  // The command takes the file's lock itself.
  const int status = run_quietly({"matchbox", "track", "import", r.file.string(), rows.string()});
  if ((status == 0) != !change.refused)
    throw Failed{std::string("import ") + (status == 0 ? "taken, but the model refuses it"
                                                       : "refused, but the model takes it")};
  if (status == 0) change.apply(r.model);
}

// A visitor game that ends while the writer holds the file, as `track play` does: the server's
// desk keeps it waiting (web/waiting_games.h) and books it once the file is free; or the server
// stops first, and the next one books it when it starts (Desk::prepare).
void held_visitor(Runner& r, Rand& rand) {
  auto game = std::get<tracker::GameRecord>(r.table.visitor(r.writer(), rand).event.what);
  game.visit = "visit-" + std::to_string(++r.visits);
  const bool restart = rand.pick(2) == 0;
  {
    web::SnapshotStore snapshots(r.file);
    web::Desk desk(r.file, snapshots);
    if (desk.book_visitor(game)) throw Failed{"a visitor game was booked while the file was held"};
    if (desk.waiting() != 1) throw Failed{"the visitor game does not wait"};
    r.session.reset();  // The writer lets go of the file.
    if (!restart && desk.book_waiting().size() != 1)
      throw Failed{"the waiting visitor game was not booked once the file was free"};
  }
  if (restart) {
    web::SnapshotStore snapshots(r.file);
    web::Desk desk(r.file, snapshots);
    desk.prepare();
    if (desk.waiting() != 0) throw Failed{"the next server did not book the waiting game"};
  }
  r.model.visitor(game);
}

void run_step(Runner& r, const Op& op) {
  Rand rand(op.seed);
  switch (op.step) {
    case Step::kRecord:
    case Step::kMove:
    case Step::kVisitor:
    case Step::kUndo:
    case Step::kAdjust:
    case Step::kSession:
      return take(r, plan(r, op.step, rand), kStepNames[static_cast<int>(op.step)]);
    case Step::kAnswer:
      return r.table.answer(r.writer(), r.model, rand);
    case Step::kImport:
      return import_game(r, rand);
    case Step::kVisitorHeld:
      return held_visitor(r, rand);
    case Step::kBack:
      return r.table.back(r.writer(), r.model);
    case Step::kReloadWhole:
      r.session.reset();
      fs::remove(tracker::checkpoint_path(r.file));
      [[fallthrough]];
    case Step::kReload:
      r.session.reset();
      r.writer();
      return;
    case Step::kCopyAlone: {
      r.session.reset();
      const fs::path copy = r.dir / ("copy" + std::to_string(++r.copies)) / "t.yaml";
      fs::create_directories(copy.parent_path());
      fs::copy_file(r.file, copy);
      r.file = copy;
      r.writer();
      return;
    }
    case Step::kKill:
    case Step::kFullDisk:
      return fault(r, op.step, rand);
    case Step::kCount:
      break;
  }
}

}  // namespace

std::string describe(const std::vector<Op>& ops) {
  std::string out;
  for (const Op& op : ops)
    out += (out.empty() ? "" : " ") + std::string(kStepNames[static_cast<int>(op.step)]) + "#" +
           std::to_string(op.seed);
  return out;
}

std::vector<Op> random_ops(std::uint64_t seed, int n) {
  // Games and moves most often; a fault or a reload now and then.
  static constexpr std::pair<Step, int> kWeights[] = {
      {Step::kRecord, 5},   {Step::kMove, 8},        {Step::kAnswer, 6},     {Step::kBack, 2},
      {Step::kVisitor, 5},  {Step::kUndo, 4},        {Step::kAdjust, 2},     {Step::kSession, 1},
      {Step::kReload, 2},   {Step::kReloadWhole, 1}, {Step::kCopyAlone, 1},  {Step::kKill, 2},
      {Step::kFullDisk, 2}, {Step::kImport, 1},      {Step::kVisitorHeld, 2}};
  int total = 0;
  for (const auto& [step, weight] : kWeights) total += weight;
  std::mt19937_64 rng(seed);
  std::vector<Op> ops;
  for (int i = 0; i < n; ++i) {
    int pick = static_cast<int>(rng() % static_cast<std::uint64_t>(total));
    Step chosen = Step::kRecord;
    for (const auto& [step, weight] : kWeights) {
      chosen = step;
      if (pick < weight) break;
      pick -= weight;
    }
    ops.push_back({chosen, static_cast<std::uint32_t>(rng())});
  }
  return ops;
}

Outcome run(const std::string& machine, const std::string& opponent, const std::vector<Op>& ops,
            const fs::path& dir, bool fork) {
  Outcome outcome;
  Runner r;
  r.dir = dir;
  r.fork = fork;
  r.file = dir / "t.yaml";
  try {
    r.table = Table(machine, opponent);
    core::LockedFile::create(r.file, spec::tournament_to_yaml(r.table.tournament()));
    check(r);
    for (const Op& op : ops) {
      ++outcome.steps;
      run_step(r, op);
      check(r);
    }
  } catch (const Failed& f) {
    outcome.failure = f.what;
  } catch (const std::exception& e) {
    outcome.failure = std::string("threw: ") + e.what();
  } catch (...) {
    outcome.failure = "threw something that is no std::exception";
  }
  core::inject_write_fault(core::WriteFault::kNone, 0);
  if (!outcome.failure.empty() && outcome.steps > 0)
    outcome.failure = "step " + std::to_string(outcome.steps) + " (" +
                      describe({ops[static_cast<std::size_t>(outcome.steps) - 1]}) +
                      "): " + outcome.failure;
  outcome.kills = r.faults;
  outcome.file = r.file;
  return outcome;
}

std::vector<Op> shrink(const std::string& machine, const std::string& opponent, std::vector<Op> ops,
                       const fs::path& dir, bool fork) {
  const auto fails = [&](const std::vector<Op>& candidate) {
    fs::remove_all(dir);
    fs::create_directories(dir);
    return !run(machine, opponent, candidate, dir, fork).failure.empty();
  };
  int tries = 0;
  for (std::size_t chunk = std::max<std::size_t>(1, ops.size() / 2); chunk >= 1; chunk /= 2) {
    for (std::size_t at = 0; at < ops.size() && tries < 400;) {
      std::vector<Op> fewer = ops;
      fewer.erase(fewer.begin() + static_cast<long>(at),
                  fewer.begin() + static_cast<long>(std::min(ops.size(), at + chunk)));
      ++tries;
      if (fails(fewer))
        ops = std::move(fewer);
      else
        at += chunk;
    }
    if (chunk == 1) break;
  }
  return ops;
}

}  // namespace matchbox::testing::books
