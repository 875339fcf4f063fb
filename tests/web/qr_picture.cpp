// SPDX-FileCopyrightText: 2026 The matchbox authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "web/qr_picture.h"

#include <unistd.h>

#include <filesystem>
#include <fstream>
#include <regex>
#include <stdexcept>

#include "cli/run_command.h"

namespace matchbox::testing {
namespace {

// The halves a terminal character draws in the text's colour: {upper, lower}.
std::pair<bool, bool> drawn_halves(const std::string& character) {
  if (character == " ") return {false, false};
  if (character == "▀") return {true, false};
  if (character == "▄") return {false, true};
  if (character == "█") return {true, true};
  throw std::runtime_error("not a half block: '" + character + "'");
}

// The characters of a UTF-8 line.
std::vector<std::string> characters(const std::string& line) {
  std::vector<std::string> out;
  for (std::size_t i = 0; i < line.size();) {
    std::size_t n = 1;
    while (i + n < line.size() && (static_cast<unsigned char>(line[i + n]) & 0xC0) == 0x80) ++n;
    out.push_back(line.substr(i, n));
    i += n;
  }
  return out;
}

}  // namespace

web::QrCode code_of_svg(const std::string& svg) {
  std::smatch box;
  if (!std::regex_search(svg, box, std::regex("viewBox=\"0 0 (\\d+) (\\d+)\"")))
    throw std::runtime_error("no viewBox in the SVG");
  web::QrCode code;
  code.size = std::stoi(box[1]) - 2 * web::kQrQuietModules;
  code.dark.assign(static_cast<std::size_t>(code.size * code.size), false);
  const std::regex run("M(\\d+) (\\d+)h(\\d+)v1h-(\\d+)z");
  for (auto it = std::sregex_iterator(svg.begin(), svg.end(), run); it != std::sregex_iterator();
       ++it) {
    const int x = std::stoi((*it)[1]) - web::kQrQuietModules;
    const int y = std::stoi((*it)[2]) - web::kQrQuietModules;
    for (int i = 0; i < std::stoi((*it)[3]); ++i)
      code.dark.at(static_cast<std::size_t>(y * code.size + x + i)) = true;
  }
  return code;
}

Picture picture_of(const web::QrCode& code, int quiet, int scale) {
  Picture p;
  p.width = p.height = (code.size + 2 * quiet) * scale;
  p.light.assign(static_cast<std::size_t>(p.width * p.height), true);
  for (int y = 0; y < p.height; ++y)
    for (int x = 0; x < p.width; ++x) {
      const int mx = x / scale - quiet, my = y / scale - quiet;
      if (mx >= 0 && my >= 0 && mx < code.size && my < code.size && code.at(mx, my))
        p.light[static_cast<std::size_t>(y * p.width + x)] = false;
    }
  return p;
}

Picture terminal_picture(const std::vector<std::string>& lines, bool dark_terminal, int scale) {
  constexpr int kBorder = 4;
  std::size_t columns = 0;
  for (const auto& line : lines) columns = std::max(columns, characters(line).size());
  Picture p;
  p.width = static_cast<int>(columns + 2 * kBorder) * scale;
  p.height = static_cast<int>(lines.size() + 2 * kBorder) * 2 * scale;
  // The background everywhere, then the drawn halves in the text's colour.
  p.light.assign(static_cast<std::size_t>(p.width * p.height), !dark_terminal);
  for (std::size_t row = 0; row < lines.size(); ++row) {
    const auto chars = characters(lines[row]);
    for (std::size_t column = 0; column < chars.size(); ++column) {
      const auto [upper, lower] = drawn_halves(chars[column]);
      for (int half = 0; half < 2; ++half) {
        if (!(half == 0 ? upper : lower)) continue;
        const int top = (static_cast<int>(row + kBorder) * 2 + half) * scale;
        const int left = static_cast<int>(column + kBorder) * scale;
        for (int y = top; y < top + scale; ++y)
          for (int x = left; x < left + scale; ++x)
            p.light[static_cast<std::size_t>(y * p.width + x)] = dark_terminal;
      }
    }
  }
  return p;
}

std::optional<std::string> zbar_read(const Picture& picture, const std::string& name) {
  if (shell_output("command -v zbarimg").empty()) return std::nullopt;
  const auto file = std::filesystem::temp_directory_path() /
                    ("matchbox-qr-" + std::to_string(getpid()) + "-" + name + ".pgm");
  {
    std::ofstream out(file, std::ios::binary);
    out << "P5\n" << picture.width << " " << picture.height << "\n255\n";
    for (const bool light : picture.light) out.put(light ? static_cast<char>(255) : '\0');
  }
  std::string text = shell_output("zbarimg --raw -q '" + file.string() + "' 2>/dev/null");
  std::filesystem::remove(file);
  if (!text.empty() && text.back() == '\n') text.pop_back();
  return text;
}

}  // namespace matchbox::testing
