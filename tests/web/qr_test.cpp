// SPDX-FileCopyrightText: 2026 The matchbox authors
// SPDX-License-Identifier: GPL-3.0-or-later

// QR codes (web/qr.h) read back by zbarimg: the module matrix, the SVG's path and the terminal's
// half blocks each decode to the text encoded, for short and long texts; a text too long or
// empty is refused in one line.
#include "web/qr.h"

#include <catch2/catch.hpp>
#include <string>

#include "web/qr_picture.h"

namespace matchbox::testing {
namespace {

const std::string kAddress =
    "http://192.168.1.20:8080/operator?token=0123456789abcdef0123456789abcdef";

}  // namespace

TEST_CASE("QR codes of short and long texts decode to the text", "[web][qr]") {
  for (const std::string& text : {std::string("x"), kAddress, std::string(400, 'a') + "/end",
                                  std::string(web::kMaxQrBytes - 3, '7') + "end"}) {
    INFO(text.size() << " bytes");
    const web::QrCode code = web::qr_encode(text);
    CHECK(code.size >= 21);
    CHECK((code.size - 17) % 4 == 0);  // Version v is 17 + 4v modules a side.
    const auto read = zbar_read(picture_of(code, web::kQrQuietModules, 3), "matrix");
    if (!read) {
      WARN(kNoZbarimg);
      return;
    }
    CHECK(*read == text);
  }
  // The smallest version that holds the text: 62 bytes fit version 4 (33 modules) at level M.
  CHECK(web::qr_encode(std::string(62, 'a')).size == 33);
  CHECK(web::qr_encode(std::string(63, 'a')).size == 37);
}

TEST_CASE("A QR code's SVG draws its modules, crisp, on a white quiet zone", "[web][qr]") {
  const web::QrCode code = web::qr_encode(kAddress);
  const std::string svg = web::qr_svg(code, 300);
  CHECK(svg.find("width=\"300\" height=\"300\"") != std::string::npos);
  CHECK(svg.find("shape-rendering=\"crispEdges\"") != std::string::npos);
  CHECK(svg.find("fill=\"#fff\"") != std::string::npos);
  const std::string unsized = web::qr_svg(code);
  CHECK(unsized.substr(0, unsized.find('>')).find("width") == std::string::npos);
  const web::QrCode drawn = code_of_svg(svg);
  CHECK(drawn.size == code.size);
  CHECK(drawn.dark == code.dark);
  CHECK(web::qr_svg(kAddress, 300) == svg);
  const auto read = zbar_read(picture_of(drawn, web::kQrQuietModules, 3), "svg");
  if (!read) {
    WARN(kNoZbarimg);
    return;
  }
  CHECK(*read == kAddress);
}

TEST_CASE("A QR code in terminal half blocks reads on a dark terminal", "[web][qr]") {
  const web::QrCode code = web::qr_encode(kAddress);
  const auto lines = web::qr_terminal_lines(code, false);
  const int side = code.size + 2 * web::kQrTerminalQuietModules;
  CHECK(lines.size() == static_cast<std::size_t>((side + 1) / 2));
  const auto read = zbar_read(terminal_picture(lines, true, 2), "terminal");
  if (!read) {
    WARN(kNoZbarimg);
    return;
  }
  CHECK(*read == kAddress);
  // With colours every line sets white on black itself: the same blocks, on any terminal.
  const auto coloured = web::qr_terminal_lines(code, true);
  REQUIRE(coloured.size() == lines.size());
  for (std::size_t i = 0; i < lines.size(); ++i)
    CHECK(coloured[i] == "\x1b[97;40m" + lines[i] + "\x1b[0m");
}

TEST_CASE("A text a QR code cannot hold is refused in one line", "[web][qr]") {
  CHECK_THROWS_WITH(web::qr_encode(std::string(web::kMaxQrBytes + 1, 'a')),
                    "text of 2332 bytes: expected 1 to 2331 bytes for a QR code");
  CHECK_THROWS_WITH(web::qr_encode(""), "text of 0 bytes: expected 1 to 2331 bytes for a QR code");
  CHECK_NOTHROW(web::qr_encode(std::string(web::kMaxQrBytes, 'a')));
}

}  // namespace matchbox::testing
