// SPDX-FileCopyrightText: 2026 The matchbox authors
// SPDX-License-Identifier: GPL-3.0-or-later

// `track serve` over HTTP, through cpp-httplib's client: every page and endpoint, a MENACE game
// played by the operator's answers (the same file, byte for byte, as `track record` writes),
// and every kind of bad request refused with a 4xx status and a clear message, leaving the
// tournament file byte for byte as it was.
#include <catch2/catch.hpp>
#include <chrono>
#include <cstdlib>
#include <string>
#include <thread>

#include "cli/run_command.h"
#include "core/locked_file.h"
#include "read_bytes.h"
#include "web/snapshot.h"
#include "web/web_test_util.h"

namespace matchbox::testing {
namespace {

namespace fs = std::filesystem;

TEST_CASE("track serve serves both pages, their files and the tournament's data", "[web]") {
  const fs::path file = new_menace("pages");
  REQUIRE(run_matchbox("track record " + file.string() + " --moves '" + kDraw + "'").exit_code ==
          0);
  const RunningServer server(file);
  auto client = server.client();
  for (const auto& [url, type, part] : {std::tuple{"/", "text/html", "display.js"},
                                        {"/operator", "text/html", "operator.js"},
                                        {"/style.css", "text/css", ".display"},
                                        {"/display.js", "text/javascript", "/api/state"},
                                        {"/operator.js", "text/javascript", "/api/bead"}}) {
    const auto r = client.Get(url);
    REQUIRE(r);
    INFO(url);
    CHECK(r->status == 200);
    CHECK(has(r->get_header_value("Content-Type"), type));
    CHECK(has(r->body, part));
  }
  const auto version = client.Get("/api/version");
  REQUIRE(version);
  CHECK(version->body == web::file_version(file));
  const auto state = client.Get("/api/state");
  REQUIRE(state);
  CHECK(has(state->body, "\"machine\":\"MENACE\""));
  CHECK(has(state->body, "\"games\":1,\"win\":0,\"draw\":1,\"loss\":0"));
  CHECK(has(state->body, "\"moves\":\"" + kDraw + "\""));
  CHECK(has(state->body, "\"boxes\":[1,10,73,287]"));
  CHECK(has(state->body, "box 287: put back 1"));
  for (const char* style : {"michie", "gardner", "rates"}) {
    const auto plot = client.Get((std::string("/api/plot.svg?style=") + style).c_str());
    REQUIRE(plot);
    CHECK(plot->status == 200);
    CHECK(plot->get_header_value("Content-Type") == "image/svg+xml");
    CHECK(has(plot->body, "<svg"));
  }
  const auto last = client.Get("/api/last.svg");
  REQUIRE(last);
  CHECK((last->status == 200 && has(last->body, "<svg")));
  const auto play = client.Get("/api/play");
  REQUIRE(play);
  CHECK(has(play->body, "\"game_number\":2"));
  CHECK(has(play->body, "\"box\":{\"id\":1,\"ply\":1"));
  CHECK(has(play->body, "\"to_move\":\"machine\""));
  for (const char* svg : {"/api/play/board.svg", "/api/play/box.svg"}) {
    const auto r = client.Get(svg);
    REQUIRE(r);
    CHECK((r->status == 200 && has(r->body, "<svg")));
  }
  const auto bad_style = client.Get("/api/plot.svg?style=fancy");
  REQUIRE(bad_style);
  CHECK(bad_style->status == 400);
  CHECK(has(bad_style->body, "style 'fancy': expected one of michie"));
  const auto missing = client.Get("/etc/passwd");
  REQUIRE(missing);
  CHECK(missing->status == 404);
  CHECK(has(missing->body, "\"error\""));
}

TEST_CASE("A game answered on the operator page writes what track record writes", "[web]") {
  const FixedClock clock;
  const fs::path served = new_menace("game");
  const fs::path typed = web_test_dir("game-typed") / "festival.yaml";
  fs::copy_file(served, typed);
  {
    const RunningServer server(served);
    for (const auto& [path, form] : kDrawAnswers) {
      const auto r = server.post(path, form);
      REQUIRE(r);
      INFO(path << " " << form << ": " << r->body);
      REQUIRE(r->status == 200);
    }
    const auto state = server.client().Get("/api/state");
    REQUIRE(state);
    CHECK(has(state->body, "\"games\":1,\"win\":0,\"draw\":1"));
  }
  REQUIRE(run_matchbox("track record " + typed.string() + " --moves '" + kDraw + "'").exit_code ==
          0);
  CHECK(read_bytes(served) == read_bytes(typed));
}

TEST_CASE("The last answer of a game says which beads to change", "[web]") {
  const fs::path file = new_menace("finish");
  const RunningServer server(file);
  std::string body;
  for (const auto& [path, form] : kDrawAnswers) body = server.post(path, form)->body;
  CHECK(has(body, "\"messages\":[\"The machine has one move: 6.\"]"));
  CHECK(has(body, "\"finished\":{\"result\":\"draw\""));
  CHECK(has(body, "box 1: put back 1 yellow (Y); add 1 yellow (Y)"));
  CHECK(has(body, "box 287: put back 1"));
}

TEST_CASE("Undo on the operator page takes back the last game and says what to put back", "[web]") {
  const fs::path file = new_menace("undo");
  REQUIRE(run_matchbox("track record " + file.string() + " --moves '" + kDraw + "'").exit_code ==
          0);
  const RunningServer server(file);
  const auto r = server.post("/api/undo", "");
  REQUIRE(r);
  CHECK(r->status == 200);
  CHECK(has(r->body, "\"took_back\":\"the game " + kDraw + " (draw)\""));
  CHECK(has(r->body, "box 1: take out 1 yellow (Y)"));
  CHECK(has(server.client().Get("/api/state")->body, "\"games\":0"));
  const auto again = server.post("/api/undo", "");
  CHECK(again->status == 400);
  CHECK(has(again->body, "nothing to undo"));
}

TEST_CASE("A game recorded in a terminal while the server runs shows on its pages", "[web]") {
  const fs::path file = new_menace("terminal");
  const RunningServer server(file);
  auto client = server.client();
  const std::string before = client.Get("/api/version")->body;
  CHECK(has(client.Get("/api/state")->body, "\"games\":0"));
  const auto no_curve = client.Get("/api/plot.svg");
  CHECK(no_curve->status == 404);
  CHECK(has(no_curve->body, "no finished games to plot yet"));
  REQUIRE(run_matchbox("track record " + file.string() + " --moves '" + kDraw + "'").exit_code ==
          0);
  CHECK(client.Get("/api/version")->body != before);
  // The server reads the new file while it still answers with the one before, as the pages
  // poll: the new totals come within a few seconds.
  std::string state;
  for (int i = 0; i < 100 && !has(state, "\"games\":1"); ++i) {
    if (i > 0) std::this_thread::sleep_for(std::chrono::milliseconds(50));
    state = client.Get("/api/state")->body;
  }
  CHECK(has(state, "\"games\":1"));
  CHECK(client.Get("/api/plot.svg")->status == 200);
}

// The answer is refused with `status` and a message containing `expected`, and the file is
// byte for byte what it was.
void check_refused(const RunningServer& server, const fs::path& file, const std::string& path,
                   const std::string& form, int status, const std::string& expected,
                   const std::string& type = "application/x-www-form-urlencoded") {
  const std::string before = read_bytes(file);
  const auto r = server.client().Post(path.c_str(), server.with_version(form), type.c_str());
  REQUIRE(r);
  INFO(path << " " << form.substr(0, 80) << ": " << r->status << " " << r->body);
  CHECK(r->status == status);
  CHECK(has(r->body, "\"error\":\""));
  CHECK(has(r->body, expected));
  CHECK(read_bytes(file) == before);
}

// Every machine file of games/ that the tracker accepts (`track new` refuses the others in one
// line): its operator page asks /api/play with no `first`, and the machine's usual side starts.
TEST_CASE("The operator page's game opens for every machine, whichever side it plays", "[web]") {
  const fs::path games_dir = fs::path(MATCHBOX_TEST_DATA).parent_path().parent_path() / "games";
  int machines = 0;
  for (const auto& entry : fs::directory_iterator(games_dir)) {
    const std::string machine = entry.path().stem().string();
    INFO(machine);
    const fs::path file = web_test_dir("every-" + machine) / "festival.yaml";
    if (run_matchbox("track new " + file.string() + " --machine " + machine).exit_code != 0)
      continue;
    const RunningServer server(file);
    auto client = server.client();
    const auto play = client.Get("/api/play");
    REQUIRE(play);
    CHECK(play->status == 200);
    CHECK_FALSE(has(play->body, "\"error\""));
    CHECK(has(play->body, "\"game_number\":1"));
    // Someone is to move: the machine at its first box, or the opponent with legal moves, each
    // with the words of its button.
    CHECK((has(play->body, "\"to_move\":\"machine\"") || has(play->body, "\"words\":")));
    const bool both = has(play->body, "\"first_choices\":[\"machine\",\"opponent\"]");
    CHECK((both || has(play->body, "\"first_choices\":[]")));
    // A one-sided machine refuses the side it does not play; one that plays both takes either.
    const bool first = has(play->body, "\"first\":\"machine\"");
    const auto other = client.Get(first ? "/api/play?first=opponent" : "/api/play?first=machine");
    REQUIRE(other);
    CHECK(has(other->body, "\"error\"") == !both);
    const auto board = client.Get("/api/play/board.svg");
    REQUIRE(board);
    CHECK((board->status == 200 && has(board->body, "<svg")));
    const auto undo = client.Get("/api/undo");
    REQUIRE(undo);
    CHECK(has(undo->body, "nothing to undo"));
    ++machines;
  }
  CHECK(machines >= 12);
}

TEST_CASE("GET /api/undo says what undo would take back, and takes nothing", "[web]") {
  const fs::path file = new_menace("undo-words");
  REQUIRE(run_matchbox("track record " + file.string() + " --moves '" + kDraw + "'").exit_code ==
          0);
  const std::string before = read_bytes(file);
  const RunningServer server(file);
  const auto r = server.client().Get("/api/undo");
  REQUIRE(r);
  CHECK(r->status == 200);
  CHECK(has(r->body, "\"undo\":\"the game " + kDraw + " (draw)\""));
  CHECK(read_bytes(file) == before);
}

TEST_CASE("Take back on the operator page takes back the last move and names the beads", "[web]") {
  const fs::path file = new_menace("back");
  const RunningServer server(file);
  REQUIRE(server.post("/api/bead", "bead=Y")->status == 200);
  REQUIRE(server.post("/api/move", "move=1")->status == 200);
  const auto move = server.post("/api/back", "");
  REQUIRE(move);
  INFO(move->body);
  CHECK(move->status == 200);
  CHECK(has(move->body, "\"lines\":[\"Took back"));
  CHECK(has(server.client().Get("/api/play")->body, "\"moves\":[\"5\"]"));
  const auto bead = server.post("/api/back", "");
  REQUIRE(bead);
  INFO(bead->body);
  CHECK(has(bead->body, "box 1: put the drawn yellow (Y) bead back"));
  CHECK(has(server.client().Get("/api/play")->body, "\"moves\":[]"));
  const auto none = server.post("/api/back", "");
  REQUIRE(none);
  CHECK(none->status == 400);
}

TEST_CASE("Bad moves and beads are refused with the legal ones, and nothing is written", "[web]") {
  const fs::path file = new_menace("bad-answers");
  const RunningServer server(file);
  check_refused(server, file, "/api/move", "move=5", 400,
                "it is the machine's turn: draw a bead from box 1");
  check_refused(server, file, "/api/bead", "bead=Z", 400, "box 1");
  check_refused(server, file, "/api/resign", "", 400, "");
  check_refused(server, file, "/api/bead", "bead=Y&first=sideways", 400,
                "first 'sideways': expected machine (M) or opponent (O)");
  REQUIRE(server.post("/api/bead", "bead=Y")->status == 200);
  check_refused(server, file, "/api/move", "move=5", 400, "legal");
  check_refused(server, file, "/api/move", "move=10", 400, "legal");
  check_refused(server, file, "/api/bead", "bead=Y", 400, "no machine is drawing a bead now");
  check_refused(server, file, "/api/continue", "", 400, "nothing to continue");
}

TEST_CASE("Malformed, oversized and unexpected requests are refused and change nothing", "[web]") {
  const fs::path file = new_menace("malformed");
  const RunningServer server(file);
  check_refused(server, file, "/api/bead", "bead=Y&path=/etc/passwd", 400, "unknown field 'path'");
  check_refused(server, file, "/api/bead", "bead=Y&bead=K", 400, "field 'bead' given twice");
  check_refused(server, file, "/api/bead", "", 400, "missing field 'bead'");
  check_refused(server, file, "/api/bead", "bead=" + std::string(65, 'Y'), 400,
                "65 bytes; expected at most 64");
  check_refused(server, file, "/api/bead", "bead=Y%00", 400, "expected printable text");
  check_refused(server, file, "/api/bead", "bead=Y%FF", 400, "invalid UTF-8 at byte 2");
  // UTF-8 is read (a German kit codes bluish green Ü); this box has no such bead.
  check_refused(server, file, "/api/bead", "bead=%C3%9C", 400, "box 1 holds no '\u00DC' beads");
  check_refused(server, file, "/api/bead", "%%%&&&===", 400, "unknown field");
  check_refused(server, file, "/api/bead", "{\"bead\": \"Y\"}", 415, "expected an HTML form",
                "application/json");
  check_refused(server, file, "/api/bead", "bead=Y&x=" + std::string(5000, 'x'), 413,
                "request too large");
}

TEST_CASE("With a token, every answer needs it and the pages stay readable", "[web]") {
  const fs::path file = new_menace("token");
  const RunningServer server(file, "s3cret");
  check_refused(server, file, "/api/bead", "bead=Y", 403, "needs its access token");
  check_refused(server, file, "/api/bead", "bead=Y&token=guess", 403, "wrong access token");
  check_refused(server, file, "/api/undo", "", 403, "needs its access token");
  CHECK(server.client().Get("/api/state")->status == 200);
  CHECK(server.client().Get("/")->status == 200);
  CHECK(server.post("/api/bead", "bead=Y&token=s3cret")->status == 200);
}

TEST_CASE("While another matchbox writes the file, answers are refused clearly", "[web]") {
  const fs::path file = new_menace("locked");
  const RunningServer server(file);
  {
    const core::LockedFile writer = core::LockedFile::open(file, 1u << 20, "a tournament file");
    check_refused(server, file, "/api/bead", "bead=Y", 409, "another matchbox is writing it");
  }
  CHECK(server.post("/api/bead", "bead=Y")->status == 200);
}

TEST_CASE("At an empty box the operator page shows the turned picture and takes a resignation",
          "[web]") {
  const fs::path file = new_menace("empty-box");
  // Box 11 is "....X..O." as printed; after 5 and 2 on the real board it is turned 180°.
  REQUIRE(run_matchbox("track adjust " + file.string() + " 11 K=0 R=0 G=0 V=0").exit_code == 0);
  const RunningServer server(file);
  REQUIRE(server.post("/api/bead", "bead=Y")->status == 200);
  REQUIRE(server.post("/api/move", "move=2")->status == 200);
  const std::string play = server.client().Get("/api/play")->body;
  CHECK(has(play, "\"box\":{\"id\":11,\"ply\":3"));
  CHECK(has(play, "\"transform\":\"rotate 180°\""));
  CHECK(has(play, "\"empty\":true"));
  check_refused(server, file, "/api/bead", "bead=K", 400, "box 11");
  const auto r = server.post("/api/resign", "");
  REQUIRE(r);
  CHECK(r->status == 200);
  CHECK(has(r->body, "\"result\":\"loss (resigned)\""));
  CHECK(has(r->body, "box 1: confiscate 1 yellow (Y)"));
  CHECK(has(server.client().Get("/api/state")->body, "\"loss\":1,\"resign\":1"));
}

TEST_CASE("track serve refuses a bad file, port or address in one line", "[web]") {
  const fs::path file = new_menace("serve-cli");
  const auto missing = run_matchbox("track serve " + file.string() + ".missing --port 0");
  CHECK(missing.exit_code == 1);
  CHECK(has(missing.err, ".missing: cannot read"));
  const auto port = run_matchbox("track serve " + file.string() + " --port 70000");
  CHECK(port.exit_code == 1);
  CHECK(has(port.err, "--port 70000: expected 0 to 65535"));
  const auto address = run_matchbox("track serve " + file.string() + " --listen 203.0.113.9");
  CHECK(address.exit_code == 1);
  CHECK(has(address.err, "cannot listen on 203.0.113.9:8080"));
}

TEST_CASE("A second server is refused the port the first one holds", "[web]") {
  const fs::path file = new_menace("serve-twice");
  const RunningServer first(file);
  web::ServeOptions options;
  options.file = file;
  options.port = first.port();
  web::Server second(options);
  const std::string where = "127.0.0.1:" + std::to_string(first.port());
  CHECK_THROWS_WITH(second.bind(), Catch::Contains("cannot listen on " + where));
}

TEST_CASE("The operator page resumes a game left unfinished in a terminal", "[web]") {
  const fs::path file = new_menace("resume");
  // `track play`: the machine draws yellow (Y, move 5) from box 1, then the operator quits.
  REQUIRE(run_matchbox("track play " + file.string(), "Y\nquit\n").exit_code == 0);
  const RunningServer server(file);
  const std::string play = server.client().Get("/api/play")->body;
  CHECK(has(play, "\"resumed\":true"));
  CHECK(has(play, "\"moves\":[\"5\"]"));
  CHECK(has(play, "\"to_move\":\"opponent\""));
  REQUIRE(server.post("/api/move", "move=1")->status == 200);
  CHECK(has(server.client().Get("/api/play")->body, "\"box\":{\"id\":10,\"ply\":3"));
  CHECK(has(server.client().Get("/api/state")->body, "\"in_play\":{\"moves\":\"5 1\"}"));
}

}  // namespace
}  // namespace matchbox::testing
