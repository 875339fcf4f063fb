// SPDX-FileCopyrightText: 2026 The matchbox authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "web/qr.h"

#include <fmt/format.h>
#include <qrencode.h>

#include <memory>

#include "core/error.h"

namespace matchbox::web {

QrCode qr_encode(const std::string& text) {
  if (text.empty() || text.size() > kMaxQrBytes)
    throw core::Error("text of " + std::to_string(text.size()) + " bytes: expected 1 to " +
                      std::to_string(kMaxQrBytes) + " bytes for a QR code");
  const std::unique_ptr<QRcode, decltype(&QRcode_free)> encoded(
      QRcode_encodeData(static_cast<int>(text.size()),
                        reinterpret_cast<const unsigned char*>(text.data()), 0, QR_ECLEVEL_M),
      &QRcode_free);
  if (!encoded)
    throw core::Error("text of " + std::to_string(text.size()) +
                      " bytes: cannot be made into a QR code");
  QrCode code;
  code.size = encoded->width;
  code.dark.resize(static_cast<std::size_t>(code.size * code.size));
  for (std::size_t i = 0; i < code.dark.size(); ++i) code.dark[i] = (encoded->data[i] & 1) != 0;
  return code;
}

std::string qr_svg(const QrCode& code, int px) {
  const int side = code.size + 2 * kQrQuietModules;
  // Every run of dark modules in a row is one rectangle of the path, one module high.
  std::string path;
  for (int y = 0; y < code.size; ++y)
    for (int x = 0; x < code.size;) {
      if (!code.at(x, y)) {
        ++x;
        continue;
      }
      int run = 1;
      while (x + run < code.size && code.at(x + run, y)) ++run;
      path += fmt::format("M{} {}h{}v1h-{}z", x + kQrQuietModules, y + kQrQuietModules, run, run);
      x += run;
    }
  const std::string size = px > 0 ? fmt::format(" width=\"{0}\" height=\"{0}\"", px) : "";
  return fmt::format(
      "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 {0} {0}\"{1}"
      " shape-rendering=\"crispEdges\"><rect width=\"{0}\" height=\"{0}\" fill=\"#fff\"/>"
      "<path fill=\"#000\" d=\"{2}\"/></svg>\n",
      side, size, path);
}

std::string qr_svg(const std::string& text, int px) { return qr_svg(qr_encode(text), px); }

std::vector<std::string> qr_terminal_lines(const QrCode& code, bool colours) {
  const int q = kQrTerminalQuietModules;
  const int side = code.size + 2 * q;
  // Light: inside the quiet zone and not a dark module. Rows beyond the drawing (the lower half
  // of the last line when the rows are odd) are not light: the terminal's background shows.
  const auto light = [&](int x, int y) {
    if (y >= side) return false;
    const int cx = x - q, cy = y - q;
    const bool inside = cx >= 0 && cy >= 0 && cx < code.size && cy < code.size;
    return !inside || !code.at(cx, cy);
  };
  std::vector<std::string> lines;
  for (int y = 0; y < side; y += 2) {
    std::string line = colours ? "\x1b[97;40m" : "";
    for (int x = 0; x < side; ++x) {
      const bool top = light(x, y), bottom = light(x, y + 1);
      line += top && bottom ? "█" : top ? "▀" : bottom ? "▄" : " ";
    }
    if (colours) line += "\x1b[0m";
    lines.push_back(line);
  }
  return lines;
}

}  // namespace matchbox::web
