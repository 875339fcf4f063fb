// SPDX-FileCopyrightText: 2026 The matchbox authors
// SPDX-License-Identifier: GPL-3.0-or-later

// After every game, every surface lists every box opened and what goes back where, and the
// lines add up to the books: for every machine in games/, games at the table recorded with
// `matchbox track record` (the terminal's lines), the same games as the operator page and the
// festival screen read them (/api/state), and visitors' games on /play (/api/visit). Each line
// is read as an operator would carry it out: the drawn beads wait beside their boxes, each verb
// moves beads, and at the end no drawn bead is left over and every box holds what the ledger
// says (tracker/box_returns.h).
#include "tracker/box_returns.h"

#include <catch2/catch.hpp>
#include <map>
#include <numeric>
#include <random>
#include <regex>
#include <set>
#include <sstream>

#include "cli/run_command.h"
#include "machine_cases.h"
#include "tracker/fixtures.h"
#include "tracker/referee.h"
#include "tracker/session.h"
#include "web/visit_play.h"
#include "web/web_test_util.h"

namespace matchbox::testing {
namespace {

namespace fs = std::filesystem;

// A bound on the lines describe_changes() gives for one game of `machines`: the boxes a longest
// game can open, one per move each machine makes in games::Game::max_plies() plies on the side
// it plays that moves most (the side moving first makes the odd plies), never more than its
// boxes. fit_test.py lays out the longest list the rules allow (matchbox_longest_game).
int returns_bound(const std::vector<const tracker::TrackedMachine*>& machines) {
  int lines = 0;
  for (const tracker::TrackedMachine* tm : machines) {
    int moves = 0;
    for (const core::Player side : {core::Player::kFirst, core::Player::kSecond}) {
      if (!tm->plays(side)) continue;
      const int plies = tm->game().max_plies();
      moves = std::max(moves, side == core::Player::kFirst ? (plies + 1) / 2 : plies / 2);
    }
    lines += std::min(moves, tm->boxes());
  }
  return lines;
}
using tracker::GameRecord;
using tracker::TrackedMachine;

// A game of machine 0 on `side` against a person playing random legal moves, the machine
// drawing its beads at random in proportion to the tracked counts.
GameRecord random_game(const tracker::TrackSession& session, core::Player side, std::mt19937& rng) {
  const tracker::Seating seating = session.ledger().seating(side);
  tracker::Referee referee(seating, side);
  while (!referee.over()) {
    if (referee.mover() < 0) {
      const std::vector<std::string> legal = referee.legal_notations();
      referee.play(legal[rng() % legal.size()]);
    } else if (const auto turn = referee.box_turn()) {
      if (turn->empty) {
        referee.resign();
        continue;
      }
      int total = 0;
      for (const tracker::BeadOption& o : turn->options) total += o.beads;
      int r = static_cast<int>(rng() % static_cast<unsigned>(total));
      for (const tracker::BeadOption& o : turn->options) {
        if (r < o.beads) {
          referee.draw(o.code);
          break;
        }
        r -= o.beads;
      }
    } else if (referee.hopeless()) {
      referee.resign();
    } else {
      referee.play_forced();
    }
  }
  return referee.record();
}

// The lines that follow `heading` in a command's output, each indented by two spaces.
std::vector<std::string> lines_after(const std::string& out, const std::string& heading) {
  const std::size_t at = out.find(heading);
  REQUIRE(at != std::string::npos);
  std::vector<std::string> lines;
  std::istringstream in(out.substr(at + heading.size()));
  for (std::string line; std::getline(in, line);)
    if (line.rfind("  ", 0) == 0) lines.push_back(line.substr(2));
  return lines;
}

// The strings of the JSON array `key` in `json` (after `from`, if given).
std::vector<std::string> json_strings(const std::string& json, const std::string& key,
                                      const std::string& from = "") {
  const std::size_t start = from.empty() ? 0 : json.find(from);
  REQUIRE(start != std::string::npos);
  std::smatch m;
  const std::string rest = json.substr(start);
  REQUIRE(std::regex_search(rest, m, std::regex("\"" + key + "\":\\[([^\\]]*)\\]")));
  std::vector<std::string> out;
  const std::string list = m[1].str();
  const std::regex item("\"([^\"]*)\"");
  for (std::sregex_iterator it(list.begin(), list.end(), item), end; it != end; ++it)
    out.push_back((*it)[1].str());
  return out;
}

// The beads of box `box` (index) of a machine's books, slot by slot.
std::vector<int> box_counts(const TrackedMachine& tm, const std::vector<int>& books, int box) {
  const auto first = books.begin() + tm.layout().first_slot[static_cast<std::size_t>(box)];
  return {first, first + tm.layout().slot_count(box)};
}

// Carries out `lines` (in English) after `game` on books `before` (per machine) and checks that
// they give `after`: every box opened named once, no other box, every drawn bead put back or
// confiscated, and every box's count what the ledger says.
void check_lines(const std::vector<const TrackedMachine*>& machines, const GameRecord& game,
                 const std::vector<std::vector<int>>& before,
                 const std::vector<std::vector<int>>& after, const std::vector<std::string>& lines,
                 const std::string& surface) {
  INFO(surface << ": moves " << tracker::joined(game.moves));
  for (const std::string& line : lines) UNSCOPED_INFO(line);
  // (machine, box index) -> beads beside the box, per slot.
  std::map<std::pair<int, int>, std::vector<int>> beside;
  for (const tracker::Turn& t : game.turns) {
    const TrackedMachine& tm = *machines[static_cast<std::size_t>(t.machine)];
    auto& waiting = beside[{t.machine, t.box - 1}];
    waiting.resize(static_cast<std::size_t>(tm.layout().slot_count(t.box - 1)));
    if (!t.bead.empty()) ++waiting.at(*tm.slot_of(t.box - 1, t.bead, t.compartment));
  }
  const std::regex line_form("(?:(\\S+) )?box (\\d+): (.*)");
  const std::regex beads_form("(\\d+) (.+) \\(([^)]+)\\)(?: (?:in|from|to) ([AB]))?");
  std::set<std::pair<int, int>> named;
  for (const std::string& line : lines) {
    std::smatch m;
    REQUIRE(std::regex_match(line, m, line_form));
    int machine = 0;
    if (m[1].matched)
      while (machines[static_cast<std::size_t>(machine)]->name() != m[1].str()) ++machine;
    const TrackedMachine& tm = *machines[static_cast<std::size_t>(machine)];
    const int box = std::stoi(m[2].str()) - 1;
    const std::pair<int, int> key{machine, box};
    CHECK(beside.count(key) == 1);    // A box opened in the game...
    CHECK(named.insert(key).second);  // ... named once.
    std::vector<int>& waiting = beside[key];
    waiting.resize(static_cast<std::size_t>(tm.layout().slot_count(box)));
    std::vector<int> in_box = box_counts(tm, before[static_cast<std::size_t>(machine)], box);
    for (std::size_t s = 0; s < in_box.size(); ++s) in_box[s] -= waiting[s];
    std::string parts = m[3].str();
    if (parts == "empty, nothing to put back") {
      CHECK(std::accumulate(in_box.begin(), in_box.end(), 0) == 0);
      parts.clear();
    }
    for (std::size_t at = 0; !parts.empty();) {
      const std::size_t end = parts.find("; ", at);
      std::string part = parts.substr(at, end == std::string::npos ? end : end - at);
      std::string verb;
      for (const char* v : {"put back ", "confiscate ", "add ", "refill with ", "take "})
        if (part.rfind(v, 0) == 0) verb = v;
      REQUIRE(!verb.empty());
      part = part.substr(verb.size());
      if (verb == "take ") {
        REQUIRE(part.size() > 15);
        REQUIRE(part.substr(part.size() - 15) == " out of the box");
        part.resize(part.size() - 15);
      }
      std::istringstream items(std::regex_replace(part, std::regex(", "), "\n"));
      for (std::string item; std::getline(items, item);) {
        std::smatch b;
        REQUIRE(std::regex_match(item, b, beads_form));
        const auto slot = tm.slot_of(box, b[3].str(), b[4].matched ? b[4].str() : "");
        REQUIRE(slot.has_value());
        const int n = std::stoi(b[1].str());
        const auto s = static_cast<std::size_t>(*slot);
        if (verb == "put back " || verb == "confiscate ") {
          waiting[s] -= n;  // A drawn bead, back in the box or kept out.
          CHECK(waiting[s] >= 0);
          if (verb == "put back ") in_box[s] += n;
        } else {
          in_box[s] += verb == "take " ? -n : n;
        }
      }
      if (end == std::string::npos) break;
      at = end + 2;
    }
    CHECK(waiting == std::vector<int>(waiting.size(), 0));
    CHECK(in_box == box_counts(tm, after[static_cast<std::size_t>(machine)], box));
  }
  for (const auto& [key, waiting] : beside) CHECK(named.count(key) == 1);  // Every box opened.
  // The boxes not opened are as they were.
  for (std::size_t m = 0; m < machines.size(); ++m)
    for (int box = 0; box < machines[m]->boxes(); ++box)
      if (beside.count({static_cast<int>(m), box}) == 0)
        CHECK(box_counts(*machines[m], before[m], box) == box_counts(*machines[m], after[m], box));
  CHECK(static_cast<int>(lines.size()) <= returns_bound(machines));
}

std::vector<std::vector<int>> books(const tracker::TrackSession& s) {
  std::vector<std::vector<int>> out;
  for (int m = 0; m < s.machine_count(); ++m) out.push_back(s.ledger().beads(m));
  return out;
}

std::string beads_typed(const GameRecord& game) {
  std::string out;
  for (const tracker::Turn& t : game.turns) out += (t.bead.empty() ? "-" : t.bead) + " ";
  return out;
}

// Games at the table in the terminal and on the pages, then visitors' games on /play, in a
// tournament of `machine` with `sets` (" --set key=value ..." or "") in folder `folder`.
void check_tournament(const std::string& machine, const std::string& sets,
                      const std::string& folder) {
  if (!tracker::trackable(machine)) return;
  const fs::path file = web_test_dir("box-returns-" + folder) / "t.yaml";
  REQUIRE(run_matchbox("track new " + file.string() + " --machine " + machine + sets).exit_code ==
          0);
  std::mt19937 rng(7);
  for (int g = 0; g < 8; ++g) {
    const tracker::TrackSession session(file, tracker::TrackSession::Mode::kRead);
    const TrackedMachine& tm = session.machine();
    const bool second =
        !tm.plays(core::Player::kFirst) || (tm.plays(core::Player::kSecond) && g % 2);
    const GameRecord game =
        random_game(session, second ? core::Player::kSecond : core::Player::kFirst, rng);
    const auto r = run_matchbox(
        "track record " + file.string() + " --first " + (second ? "opponent" : "machine") +
        " --moves '" + tracker::joined(game.moves) + "' --beads '" + beads_typed(game) + "'");
    INFO(r.out << r.err);
    REQUIRE(r.exit_code == 0);
    const tracker::TrackSession now(file, tracker::TrackSession::Mode::kRead);
    const auto& booked = std::get<GameRecord>(now.tournament().events.back().what);
    const auto terminal = lines_after(r.out, "At each box opened:");
    check_lines(now.ledger().machines(), booked, books(session), books(now), terminal, "terminal");
    const RunningServer server(file);
    const auto state = server.client().Get("/api/state");
    REQUIRE(state);
    CHECK(json_strings(state->body, "changes", "\"last\":") == terminal);
  }
  const RunningServer server(file, "", true);
  for (const char* first : {"machine", "me"}) {
    const tracker::TrackSession session(file, tracker::TrackSession::Mode::kRead);
    const core::Player side =
        std::string(first) == "machine" ? core::Player::kFirst : core::Player::kSecond;
    if (!session.machine().plays(side)) continue;
    httplib::Client client = server.client();
    const std::string json = play_whole_game(client, first, 3);
    const tracker::TrackSession now(file, tracker::TrackSession::Mode::kRead);
    const GameRecord* visit = nullptr;
    for (const tracker::Event& e : now.tournament().events)
      if (const auto* g = std::get_if<GameRecord>(&e.what); g && g->visitor) visit = g;
    REQUIRE(visit != nullptr);
    check_lines({&now.machine()}, *visit, {session.ledger().twin().beads},
                {now.ledger().twin().beads}, json_strings(json, "changes"), "/play");
  }
}

void check_machine(const std::string& machine) { check_tournament(machine, "", machine); }

const bool registered = register_machine_cases("every box opened is listed after a game",
                                               "[web][box-returns]", check_machine);

// The builder's reading of two compartments, whose loss takes the colour from A and B.
const bool registered_builder =
    register_cases("every box opened is listed after a game", "[web][box-returns]",
                   {"menace-two-compartments, the builder's reading"}, [](const std::string&) {
                     check_tournament("menace-two-compartments",
                                      " --set reinforcement.compartments=builder"
                                      " --set reinforcement.propagation=previous-box",
                                      "builder");
                   });

}  // namespace
}  // namespace matchbox::testing
