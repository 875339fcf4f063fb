// SPDX-FileCopyrightText: 2026 The matchbox authors
// SPDX-License-Identifier: GPL-3.0-or-later

// What `track serve` refuses to answer, and what it never shows: requests for another host
// name (DNS rebinding), answers from another site's page (CSRF), two answers made against one
// state, an empty listen address, text from inside a broken file; and the security headers on
// every answer.
#include <algorithm>
#include <catch2/catch.hpp>
#include <fstream>
#include <future>
#include <string>
#include <vector>

#include "cli/run_command.h"
#include "read_bytes.h"
#include "web/web_test_util.h"

namespace matchbox::testing {
namespace {

namespace fs = std::filesystem;

// One finished MENACE game (a draw), recorded as `track record` does.
void record_draw(const fs::path& file) {
  REQUIRE(
      run_matchbox("track record " + file.string() + " --moves '5 1 9 3 7 8 2 4 6'").exit_code ==
      0);
}

// POSTs an answer with `headers` added; the answer itself (undo) would be taken.
httplib::Result post_with(const RunningServer& server, const httplib::Headers& headers) {
  return server.client().Post("/api/undo", headers, server.with_version(""),
                              "application/x-www-form-urlencoded");
}

TEST_CASE("A request for another host name is refused", "[web][guard]") {
  const fs::path file = new_menace("host");
  record_draw(file);
  const std::string before = read_bytes(file);
  const RunningServer server(file);
  const std::string port = std::to_string(server.port());
  for (const std::string& host :
       std::vector<std::string>{"evil.example:" + port, "127.0.0.1.evil.example:" + port,
                                "localhost:1", "evil.example", "[::2]:" + port}) {
    INFO(host);
    const auto page = server.client().Get("/api/state", {{"Host", host}});
    REQUIRE(page);
    CHECK(page->status == 421);
    CHECK(has(page->body, "\"error\":\"this server answers only requests for the addresses"));
    const auto undo = post_with(server, {{"Host", host}});
    REQUIRE(undo);
    CHECK(undo->status == 421);
  }
  CHECK(read_bytes(file) == before);
  // This computer's loopback names, with the server's port, are answered.
  for (const std::string& host : std::vector<std::string>{"127.0.0.1:" + port, "LOCALHOST:" + port,
                                                          "127.1.2.3:" + port, "[::1]:" + port}) {
    INFO(host);
    CHECK(server.client().Get("/api/state", {{"Host", host}})->status == 200);
  }
}

TEST_CASE("A form POST from another site is refused", "[web][guard]") {
  const fs::path file = new_menace("origin");
  record_draw(file);
  const std::string before = read_bytes(file);
  const RunningServer server(file);
  const std::string self = "http://127.0.0.1:" + std::to_string(server.port());
  for (const httplib::Headers& headers :
       {httplib::Headers{{"Origin", "http://evil.example"}}, httplib::Headers{{"Origin", "null"}},
        httplib::Headers{{"Origin", "http://127.0.0.1:1"}},
        httplib::Headers{{"Origin", "https://127.0.0.1:" + std::to_string(server.port())}},
        httplib::Headers{{"Origin", self}, {"Sec-Fetch-Site", "cross-site"}}}) {
    const auto r = post_with(server, headers);
    REQUIRE(r);
    INFO(r->body);
    CHECK(r->status == 403);
    CHECK(has(r->body, "answers are taken only from this server's own pages"));
  }
  CHECK(read_bytes(file) == before);
  // The server's own page (same origin) is answered; a GET from another site still reads.
  CHECK(server.client().Get("/api/state", {{"Sec-Fetch-Site", "cross-site"}})->status == 200);
  const auto own = post_with(server, {{"Origin", self}, {"Sec-Fetch-Site", "same-origin"}});
  REQUIRE(own);
  CHECK(own->status == 200);
  CHECK(has(server.client().Get("/api/state")->body, "\"games\":0"));
}

TEST_CASE("Two undos made against one state take back one game", "[web][guard]") {
  const fs::path file = new_menace("two-undos");
  record_draw(file);
  record_draw(file);
  const RunningServer server(file);
  const std::string form = server.with_version("");
  // Two tablets (or a retry after a dropped connection) send the same answer at once.
  std::vector<std::future<int>> answers;
  for (int i = 0; i < 2; ++i)
    answers.push_back(std::async(std::launch::async, [&] {
      const auto r = server.client().Post("/api/undo", form, "application/x-www-form-urlencoded");
      return r ? r->status : 0;
    }));
  std::vector<int> statuses = {answers[0].get(), answers[1].get()};
  std::sort(statuses.begin(), statuses.end());
  CHECK(statuses == std::vector<int>{200, 409});
  CHECK(has(server.client().Get("/api/state")->body, "\"games\":1"));
  // The refusal says why and carries the state as it stands; nothing is written.
  const std::string before = read_bytes(file);
  const auto stale = server.client().Post("/api/undo", form, "application/x-www-form-urlencoded");
  REQUIRE(stale);
  CHECK(stale->status == 409);
  CHECK(has(stale->body, "\"error\":\"the tournament has changed since this page showed it"));
  CHECK(has(stale->body, "\"state\":{\"version\":\"" + server.version() + "\""));
  CHECK(has(stale->body, "\"games\":1"));
  CHECK(read_bytes(file) == before);
  const auto unversioned =
      server.client().Post("/api/undo", "", "application/x-www-form-urlencoded");
  REQUIRE(unversioned);
  CHECK(unversioned->status == 400);
  CHECK(has(unversioned->body, "missing field 'version'"));
  CHECK(read_bytes(file) == before);
}

TEST_CASE("Every answer carries the security headers", "[web][guard]") {
  const fs::path file = new_menace("headers");
  const RunningServer server(file);
  auto client = server.client();
  std::vector<httplib::Result> answers;
  for (const char* url : {"/", "/operator", "/style.css", "/operator.js", "/api/version",
                          "/api/state", "/api/play/board.svg", "/no-such-page"})
    answers.push_back(client.Get(url));
  answers.push_back(client.Get("/api/state", {{"Host", "evil.example"}}));
  answers.push_back(server.post("/api/bead", "bead=Y"));
  answers.push_back(server.post("/api/bead", "bead=Z"));
  for (const auto& r : answers) {
    REQUIRE(r);
    INFO(r->status << " " << r->body.substr(0, 80));
    CHECK(r->get_header_value("X-Content-Type-Options") == "nosniff");
    CHECK(r->get_header_value("Content-Security-Policy") == "frame-ancestors 'none'");
    CHECK(r->get_header_value("X-Frame-Options") == "DENY");
    CHECK(r->get_header_value("Referrer-Policy") == "no-referrer");
  }
}

void write_bytes(const fs::path& file, const std::string& text) {
  std::ofstream(file, std::ios::binary) << text;
}

// A tournament file naming `machine` as its machine, or with `format` changed.
fs::path broken(const std::string& name, const std::string& from, const std::string& to) {
  const fs::path file = new_menace(name);
  std::string text = read_bytes(file);
  REQUIRE(text.find(from) != std::string::npos);
  text.replace(text.find(from), from.size(), to);
  write_bytes(file, text);
  return file;
}

TEST_CASE("An error about a foreign file quotes none of it on the display page", "[web][guard]") {
  const std::string secret = "SECRET-1234 of the laptop's owner";
  const fs::path dir = web_test_dir("foreign");
  write_bytes(dir / "notes.txt", secret + "\n");
  write_bytes(dir / "notes.yaml", "title: " + secret + "\ngame: [1\n");
  const std::vector<fs::path> files = {
      broken("foreign-txt", "file: menace", "file: " + (dir / "notes.txt").string()),
      broken("foreign-yaml", "file: menace", "file: " + (dir / "notes.yaml").string()),
      broken("foreign-format", "format: 2", "format: " + secret.substr(0, 11))};
  for (const fs::path& file : files) {
    INFO(file);
    const RunningServer server(file);
    auto client = server.client();
    const std::string state = client.Get("/api/state")->body;
    CHECK(has(state, "\"error\":\"" + file.string()));
    for (const char* url : {"/api/state", "/api/play", "/api/undo", "/api/plot.svg",
                            "/api/last.svg", "/api/play/board.svg"})
      CHECK_FALSE(has(client.Get(url)->body, "SECRET"));
    CHECK_FALSE(has(server.post("/api/undo", "")->body, "SECRET"));
  }
  // The pages put every text in with textContent, never as HTML.
  for (const char* page : {"display.js", "operator.js"}) {
    const std::string script = read_bytes(fs::path(MATCHBOX_TEST_DATA).parent_path().parent_path() /
                                          "templates" / "web" / page);
    for (const char* html : {"innerHTML", "outerHTML", "insertAdjacentHTML", "document.write"})
      CHECK_FALSE(has(script, html));
  }
}

TEST_CASE("An empty listen address is refused", "[web][guard]") {
  const auto r = run_matchbox("track serve no-such-file.yaml --port 0 --listen ''");
  CHECK(r.exit_code == 1);
  CHECK(has(r.err, "--listen '': expected an address of this computer"));
  CHECK_FALSE(has(r.out, "http://:"));
  web::ServeOptions options;
  options.file = new_menace("listen-empty");
  options.host = "";
  options.port = 0;
  web::Server server(options);
  CHECK_THROWS_WITH(server.bind(), Catch::Contains("no address to listen on"));
}

}  // namespace
}  // namespace matchbox::testing
