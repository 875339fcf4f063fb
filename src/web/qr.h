// SPDX-FileCopyrightText: 2026 The matchbox authors
// SPDX-License-Identifier: GPL-3.0-or-later

// QR codes (ISO/IEC 18004) of the server's addresses, so a tablet or phone joins by its camera:
// encoded by libqrencode (Debian: libqrencode-dev) with error correction level M (15 % of the
// code may be unreadable), in 8-bit mode, in the smallest version (21 to 177 modules a side)
// that holds the text; drawn as SVG for the pages and as UTF-8 half blocks for the terminal.
// Every drawing has the light quiet zone a reader needs around the code.
#pragma once

#include <cstddef>
#include <string>
#include <vector>

namespace matchbox::web {

// The most bytes a QR code holds at level M in 8-bit mode (version 40).
inline constexpr std::size_t kMaxQrBytes = 2331;
// The light border of the SVG drawing, in modules (ISO/IEC 18004 asks for 4).
inline constexpr int kQrQuietModules = 4;
// The light border of the terminal drawing, in modules: 2 is enough where the terminal's own
// background beyond it is dark, and keeps a code of 70 characters within 25 lines.
inline constexpr int kQrTerminalQuietModules = 2;

// A QR code's modules, without the quiet zone: `size` x `size`, row by row, true for dark.
struct QrCode {
  int size = 0;
  std::vector<bool> dark;

  bool at(int x, int y) const { return dark[static_cast<std::size_t>(y * size + x)]; }
};

// Encodes `text` (any bytes, usually a URL). Throws core::Error "text of N bytes: expected 1 to
// 2331 bytes for a QR code" for an empty or longer text.
QrCode qr_encode(const std::string& text);

// `code` as an SVG image: one black path on a white square with the quiet zone, the viewBox
// one unit per module, edges kept crisp. `px` > 0 makes it `px` pixels wide and high; 0 leaves
// the size out, so the image fills the width its page gives it.
std::string qr_svg(const QrCode& code, int px = 0);

// The SVG image of `text`'s QR code (qr_encode, then qr_svg): what a route serves for any
// address of the server, e.g. res.set_content(qr_svg(url, 0), "image/svg+xml"). Throws as
// qr_encode.
std::string qr_svg(const std::string& text, int px = 0);

// `code` for a terminal, one string per line, no newline: two module rows per line in UTF-8 half
// blocks ("▀" upper light, "▄" lower light, "█" both, " " neither), the quiet zone of
// kQrTerminalQuietModules included. Light modules are the ones drawn, so on a terminal of light
// text on a dark background the code shows as printed (dark on light). A light terminal would
// show it inverted, which some readers refuse: with `colours`, every line sets white on black
// itself (ANSI escape codes "\x1b[97;40m" ... "\x1b[0m"), so it reads the same on any terminal.
std::vector<std::string> qr_terminal_lines(const QrCode& code, bool colours);

}  // namespace matchbox::web
