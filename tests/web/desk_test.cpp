// SPDX-FileCopyrightText: 2026 The matchbox authors
// SPDX-License-Identifier: GPL-3.0-or-later

// The operator page's desk (web/desk.h): it keeps the books in memory between answers and
// lets go of the file's lock, so it must notice every other writer of the file and write
// exactly what the terminal commands would.
#include <catch2/catch.hpp>

#include "cli/run_command.h"
#include "read_bytes.h"
#include "web/web_test_util.h"

namespace matchbox::testing {
namespace {

namespace fs = std::filesystem;

// Runs a `matchbox track ...` command line that must succeed.
void track_ok(const std::string& line, const std::string& input = "") {
  const auto r = run_matchbox("track " + line, input);
  INFO(line << ": " << r.err);
  REQUIRE(r.exit_code == 0);
}

// POSTs an answer that must be taken; returns its body.
std::string answer(const RunningServer& server, const std::string& path, const std::string& form) {
  const auto r = server.post(path, form);
  REQUIRE(r);
  INFO(path << " " << form << ": " << r->body);
  REQUIRE(r->status == 200);
  return r->body;
}

}  // namespace

TEST_CASE(
    "The operator page's answers, a terminal's game and undos between them write what "
    "the terminal alone writes",
    "[web]") {
  const FixedClock clock;
  const fs::path served = new_menace("desk-mixed");
  const fs::path typed = web_test_dir("desk-mixed-typed") / "festival.yaml";
  fs::copy_file(served, typed);
  {
    const RunningServer server(served);
    for (const auto& [path, form] : kDrawAnswers) answer(server, path, form);
    track_ok("record " + served.string() + " --moves '" + kDraw + "'");  // Between two answers.
    // The desk's books held one game; the file has two now, and undo takes back the second.
    CHECK(has(answer(server, "/api/undo", ""), "\"took_back\":\"the game " + kDraw));
    CHECK(has(server.client().Get("/api/state")->body, "\"games\":1,"));
    CHECK(has(answer(server, "/api/undo", ""), "\"took_back\":\"the game " + kDraw));
    answer(server, "/api/bead", "bead=Y");
    answer(server, "/api/move", "move=1");
    const std::string abandoned = answer(server, "/api/undo", "");
    CHECK(has(abandoned, "\"took_back\":\"the unfinished game 5 1\""));
    CHECK(has(abandoned, "box 1: put the drawn yellow (Y) bead back"));
    const std::string play = server.client().Get("/api/play")->body;
    CHECK(has(play, "\"game_number\":1,"));
    CHECK(has(play, "\"moves\":[]"));
  }
  track_ok("record " + typed.string() + " --moves '" + kDraw + "'");
  track_ok("record " + typed.string() + " --moves '" + kDraw + "'");
  track_ok("undo " + typed.string());
  track_ok("undo " + typed.string());
  track_ok("play " + typed.string(), "Y\n1\nquit\n");
  track_ok("undo " + typed.string());
  CHECK(read_bytes(served) == read_bytes(typed));
}

TEST_CASE("A file replaced under the server between two answers is read again", "[web]") {
  const fs::path served = new_menace("desk-replaced");
  const fs::path other = served.parent_path() / "other.yaml";
  fs::copy_file(served, other);
  track_ok("record " + other.string() + " --moves '" + kDraw + "'");
  const RunningServer server(served);
  answer(server, "/api/bead", "bead=Y");  // The desk now holds a game in play.
  fs::rename(other, served);              // A copy put back under the file's name.
  const std::string undone = answer(server, "/api/undo", "");
  CHECK(has(undone, "\"took_back\":\"the game " + kDraw + " (draw)\""));
  CHECK(has(server.client().Get("/api/state")->body, "\"games\":0,"));
}

TEST_CASE("An answer refused by the referee leaves the desk's books as the file's", "[web]") {
  const fs::path file = new_menace("desk-refused");
  const RunningServer server(file);
  answer(server, "/api/bead", "bead=Y");
  const auto illegal = server.post("/api/move", "move=5");
  REQUIRE(illegal);
  CHECK(illegal->status == 400);
  for (std::size_t i = 1; i < std::size(kDrawAnswers); ++i)  // The game goes on as before.
    answer(server, kDrawAnswers[i][0], kDrawAnswers[i][1]);
  CHECK(has(server.client().Get("/api/state")->body, "\"games\":1,\"win\":0,\"draw\":1"));
}

}  // namespace matchbox::testing
