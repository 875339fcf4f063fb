// SPDX-FileCopyrightText: 2026 The matchbox authors
// SPDX-License-Identifier: GPL-3.0-or-later

// GET /operator/qr (web/qr_page.h): refused without the access token, since its code carries
// it; with the token, the page's code reads (zbarimg) as the operator address. And the host a
// tablet is given (web/addresses.h).
#include "web/qr_page.h"

#include <catch2/catch.hpp>
#include <string>

#include "web/addresses.h"
#include "web/qr_picture.h"
#include "web/web_test_util.h"

namespace matchbox::testing {
namespace {

const std::string kToken = "0123456789abcdef0123456789abcdef";

// The inline SVG of a page.
std::string svg_of(const std::string& page) {
  const std::size_t start = page.find("<svg"), end = page.find("</svg>");
  REQUIRE(start != std::string::npos);
  REQUIRE(end != std::string::npos);
  return page.substr(start, end + 6 - start);
}

}  // namespace

TEST_CASE("/operator/qr shows the operator address's code only with the token", "[web][qr]") {
  const RunningServer server(new_menace("qr-page"), kToken);
  auto client = server.client();
  for (const auto& [url, words] :
       {std::pair{std::string("/operator/qr"), "needs the operator's access token"},
        {"/operator/qr?token=" + std::string(32, '0'), "Wrong access token"},
        {"/operator/qr?token=", "needs the operator's access token"}}) {
    INFO(url);
    const auto r = client.Get(url.c_str());
    REQUIRE(r);
    CHECK(r->status == 403);
    CHECK(has(r->body, words));
    CHECK(has(r->body, "<code>matchbox track serve</code> printed"));
    CHECK(!has(r->body, "<svg"));
    CHECK(!has(r->body, kToken));
  }
  const auto r = client.Get(("/operator/qr?token=" + kToken).c_str());
  REQUIRE(r);
  CHECK(r->status == 200);
  CHECK(has(r->get_header_value("Content-Type"), "text/html"));
  CHECK(r->get_header_value("Cache-Control") == "no-store");
  const std::string address = web::operator_address("127.0.0.1", server.port(), kToken);
  CHECK(address ==
        "http://127.0.0.1:" + std::to_string(server.port()) + "/operator?token=" + kToken);
  CHECK(has(r->body, "<p class=\"qr-text\"><code>" + address + "</code></p>"));
  const auto read = zbar_read(picture_of(code_of_svg(svg_of(r->body)), 4, 3), "page");
  if (!read) {
    WARN(kNoZbarimg);
    return;
  }
  CHECK(*read == address);
}

TEST_CASE("/operator/qr of a server for this computer only shows its local address", "[web][qr]") {
  const RunningServer server(new_menace("qr-local"));
  const auto r = server.client().Get("/operator/qr");
  REQUIRE(r);
  CHECK(r->status == 200);
  const std::string address = "http://127.0.0.1:" + std::to_string(server.port()) + "/operator";
  CHECK(has(r->body, "<p class=\"qr-text\"><code>" + address + "</code></p>"));
  const auto read = zbar_read(picture_of(code_of_svg(svg_of(r->body)), 4, 3), "local");
  if (read) CHECK(*read == address);
}

TEST_CASE("A tablet is given a network address of this computer", "[web][qr]") {
  CHECK(web::tablet_host("192.168.1.20") == "192.168.1.20");
  CHECK(web::tablet_host("::1") == "[::1]");
  CHECK(web::tablet_host("[fe80::1]") == "[fe80::1]");
  CHECK(web::tablet_host("laptop.local") == "laptop.local");
  // For every network: an IPv4 address of an interface, not loopback, if this computer has one.
  const std::string host = web::tablet_host("0.0.0.0");
  CHECK(web::tablet_host("::") == host);
  bool has_network = false;
  for (const std::string& a : web::interface_addresses())
    has_network |=
        a.find(':') == std::string::npos && a.rfind("127.", 0) != 0 && a.rfind("169.254.", 0) != 0;
  if (has_network) {
    const auto addresses = web::interface_addresses();
    CHECK(std::find(addresses.begin(), addresses.end(), host) != addresses.end());
    CHECK(host.rfind("127.", 0) != 0);
  }
}

}  // namespace matchbox::testing
