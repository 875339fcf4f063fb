// SPDX-FileCopyrightText: 2026 The matchbox authors
// SPDX-License-Identifier: GPL-3.0-or-later

// The festival screen's curve with the range of simulated tournaments (`/api/plot.svg?expect=`,
// `track plot --expect`): drawn, the same on every request, and bad values refused.
#include <catch2/catch.hpp>
#include <string>

#include "cli/run_command.h"
#include "web/web_test_util.h"

namespace matchbox::testing {

TEST_CASE("/api/plot.svg?expect=KIND draws the range under the curve", "[web][expect]") {
  const std::filesystem::path file = new_menace("plot-expect");
  REQUIRE(run_matchbox("track record " + file.string() + " --moves '" + kDraw + "'").exit_code ==
          0);
  const RunningServer server(file);
  auto client = server.client();
  const std::string range = "fill:rgb(83%,83%,83%)";  // render/plot.cpp's range grey.
  const auto plain = client.Get("/api/plot.svg?style=michie");
  REQUIRE(plain);
  CHECK_FALSE(has(plain->body, range));
  for (const char* style : {"michie", "gardner", "rates"})
    for (const char* kind : {"random", "perfect", "strict"}) {
      const std::string url = std::string("/api/plot.svg?style=") + style + "&expect=" + kind;
      INFO(url);
      const auto r = client.Get(url.c_str());
      REQUIRE(r);
      CHECK(r->status == 200);
      CHECK(has(r->body, range));
      const auto again = client.Get(url.c_str());
      REQUIRE(again);
      CHECK(again->body == r->body);
    }
  for (const auto& [url, message] :
       {std::pair{"/api/plot.svg?expect=self", "expect 'self': expected one of random|perfect"},
        {"/api/plot.svg?expect=", "expect '': expected one of random"},
        {"/api/plot.svg?style=openings&expect=random", "with the michie, gardner or rates"}}) {
    INFO(url);
    const auto r = client.Get(url);
    REQUIRE(r);
    CHECK(r->status == 400);
    CHECK(has(r->body, message));
  }
}

}  // namespace matchbox::testing
