// SPDX-FileCopyrightText: 2026 The matchbox authors
// SPDX-License-Identifier: GPL-3.0-or-later

// The browser pages in the visitor's language (web/page_texts.h): which language a request is
// answered in (the page's ?lang=, then the language menu's cookie, then the browser's
// Accept-Language, then the server's own), the pages' words from /texts.json in it, and the
// learning curve drawn in it, never another browser's.
#include "web/page_texts.h"

#include <algorithm>
#include <catch2/catch.hpp>
#include <string>
#include <vector>

#include "cli/run_command.h"
#include "spec/languages.h"
#include "web/web_test_util.h"

namespace matchbox::testing {
namespace {

// Two shipped languages other than English.
std::vector<std::string> two_languages() {
  std::vector<std::string> codes = spec::languages();
  codes.erase(std::remove(codes.begin(), codes.end(), "en"), codes.end());
  REQUIRE(codes.size() >= 2);
  codes.resize(2);
  return codes;
}

TEST_CASE("A request's language: ?lang=, then the cookie, then Accept-Language, then the server's",
          "[web][translation]") {
  const auto codes = two_languages();
  const std::string a = codes[0], b = codes[1];
  const std::string cookie = "x=1; matchbox-lang=" + b + "; y=2";
  using web::request_language;
  CHECK(request_language(a, cookie, b, "en") == a);
  CHECK(request_language("", cookie, a, "en") == b);
  CHECK(request_language("", "", a + "-XX," + b + ";q=0.9", "en") == a);
  CHECK(request_language("", "", "", b) == b);
  // By q-value, not by order; a region dropped; unknown languages and q=0 passed over.
  CHECK(request_language("", "", "en;q=0.5, " + b + "_XX;q=0.8", "en") == b);
  CHECK(request_language("", "", "xx, " + a + ";q=0, " + b + ";q=0.1", "en") == b);
  CHECK(request_language("", "", "*, xx-YY", a) == a);
  // A choice matchbox cannot speak is no choice: the next one counts.
  CHECK(request_language("xx", "matchbox-lang=zz", a, "en") == a);
  CHECK(request_language("", "matchbox-language=" + a, "", "en") == "en");
}

TEST_CASE("The server answers every request in its language", "[web][translation]") {
  const auto codes = two_languages();
  const std::string de = codes[0], other = codes[1];
  const auto file = new_menace("language");
  REQUIRE(run_matchbox("track record " + file.string() + " --moves '" + kDraw + "'").exit_code ==
          0);
  const RunningServer server(file);
  auto client = server.client();
  const auto texts = [&](const std::string& query, const httplib::Headers& headers) {
    const auto r = client.Get(("/texts.json" + query).c_str(), headers);
    REQUIRE(r);
    CHECK(r->status == 200);
    return r->body;
  };
  CHECK(has(texts("", {}), "\"lang\":\"en\""));
  CHECK(has(texts("", {{"Accept-Language", de + "-AT," + other + ";q=0.9,en;q=0.5"}}),
            "\"lang\":\"" + de + "\""));
  CHECK(has(texts("", {{"Accept-Language", de}, {"Cookie", "matchbox-lang=" + other}}),
            "\"lang\":\"" + other + "\""));
  CHECK(has(texts("?lang=en", {{"Accept-Language", de}, {"Cookie", "matchbox-lang=" + other}}),
            "\"lang\":\"en\""));
  // The menu lists every language; the pages' words are there, the plurals are not (the server
  // words those sentences itself).
  const std::string en = texts("", {});
  for (const std::string& code : spec::languages()) CHECK(has(en, "{\"code\":\"" + code + "\""));
  CHECK(has(en, "\"operator.next\":\"Next game\""));
  CHECK_FALSE(has(en, "display.tab"));
  CHECK(has(client.Get("/api/state")->body, "\"tab\":\"MENACE: 1 game\""));
  // Each language's curve is its own, and stays so: not the first one drawn for everyone.
  const auto plot = [&](const std::string& language) {
    const auto r = client.Get("/api/plot.svg", {{"Accept-Language", language}});
    REQUIRE(r);
    CHECK(r->status == 200);
    return r->body;
  };
  const std::string english = plot("en");
  const std::string translated = plot(de);
  CHECK(translated != english);
  CHECK(plot("en") == english);
  CHECK(plot(de) == translated);
}

}  // namespace
}  // namespace matchbox::testing
