// SPDX-FileCopyrightText: 2026 The matchbox authors
// SPDX-License-Identifier: GPL-3.0-or-later

// The pages as the server sends them (web/page_fill.h): in the request's language, and the
// festival screen with the tournament's figures, so that they read without JavaScript.
#include "web/page_fill.h"

#include <catch2/catch.hpp>
#include <string>

#include "core/translation.h"
#include "spec/languages.h"
#include "web/page_texts.h"
#include "web/web_test_util.h"

namespace matchbox::testing {
namespace {

const std::string kPage =
    "<!DOCTYPE html>\n<html lang=\"en\"><body><p data-t=\"noscript.play\">English</p>"
    "<img src=\"/x.svg\" data-t-alt=\"play.board_alt\" alt=\"The board\">"
    "<select data-t-label=\"language_menu\" aria-label=\"Language\"></select>"
    "<span id=\"games\">0</span><p id=\"no-curve\">none</p><img id=\"plot\" src=\"/p.svg\" "
    "hidden></body></html>";

TEST_CASE("A page is sent worded in every language", "[web][translation][accessibility]") {
  for (const std::string& code : spec::languages()) {
    INFO(code);
    const core::LanguageScope scope(code);
    const spec::Texts& texts = web::page_texts();
    const std::string page = web::worded_page(kPage);
    CHECK(has(page, "<html lang=\"" + code + "\">"));
    CHECK(has(page, ">" + texts.at("web.noscript.play") + "</p>"));
    CHECK(has(page, " alt=\"" + texts.at("web.play.board_alt") + "\""));
    CHECK(has(page, " aria-label=\"" + texts.at("web.language_menu") + "\""));
  }
}

TEST_CASE("An element's text is set escaped, and shown or hidden", "[web][accessibility]") {
  CHECK(has(web::set_text(kPage, "games", "<11 & more>"), ">&lt;11 &amp; more&gt;</span>"));
  CHECK(web::set_text(kPage, "nothing", "x") == kPage);
  const std::string shown =
      web::set_hidden(web::set_hidden(kPage, "plot", false), "no-curve", true);
  CHECK(has(shown, "<img id=\"plot\" src=\"/p.svg\">"));
  CHECK(has(shown, "<p id=\"no-curve\" hidden>none</p>"));
  CHECK(web::set_hidden(shown, "plot", false) == shown);
}

}  // namespace
}  // namespace matchbox::testing
