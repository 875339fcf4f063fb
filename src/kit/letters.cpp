// SPDX-FileCopyrightText: 2026 The matchbox authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "kit/letters.h"

#include <cstdint>
#include <utility>

namespace matchbox::kit {
namespace {

// One character of `text` from byte `i`: its code point and its length in bytes (a byte that is
// not UTF-8, or a truncated sequence, is one character of its own, returned as 0xFFFFFFFF).
std::pair<std::uint32_t, std::size_t> letters_decode(std::string_view text, std::size_t i) {
  const auto b = static_cast<unsigned char>(text[i]);
  const std::size_t n = b < 0x80           ? 1
                        : (b >> 5) == 0x6  ? 2
                        : (b >> 4) == 0xE  ? 3
                        : (b >> 3) == 0x1E ? 4
                                           : 0;
  if (n == 0 || i + n > text.size()) return {0xFFFFFFFFu, 1};
  if (n == 1) return {b, 1};
  std::uint32_t cp = b & (0x7F >> n);
  for (std::size_t k = 1; k < n; ++k) {
    const auto c = static_cast<unsigned char>(text[i + k]);
    if ((c >> 6) != 0x2) return {0xFFFFFFFFu, 1};
    cp = (cp << 6) | (c & 0x3F);
  }
  return {cp, n};
}

std::string letters_encode(std::uint32_t cp) {
  std::string out;
  if (cp < 0x80) {
    out += static_cast<char>(cp);
  } else if (cp < 0x800) {
    out += static_cast<char>(0xC0 | (cp >> 6));
    out += static_cast<char>(0x80 | (cp & 0x3F));
  } else if (cp < 0x10000) {
    out += static_cast<char>(0xE0 | (cp >> 12));
    out += static_cast<char>(0x80 | ((cp >> 6) & 0x3F));
    out += static_cast<char>(0x80 | (cp & 0x3F));
  } else {
    out += static_cast<char>(0xF0 | (cp >> 18));
    out += static_cast<char>(0x80 | ((cp >> 12) & 0x3F));
    out += static_cast<char>(0x80 | ((cp >> 6) & 0x3F));
    out += static_cast<char>(0x80 | (cp & 0x3F));
  }
  return out;
}

// The capital of a small letter (Unicode's simple upper-case mapping for the blocks named in
// letters.h); any other code point as it is.
std::uint32_t letters_upper(std::uint32_t cp) {
  const bool odd = (cp & 1) != 0;
  if (cp >= 'a' && cp <= 'z') return cp - 0x20;
  if (cp >= 0xE0 && cp <= 0xFE && cp != 0xF7) return cp - 0x20;
  if (cp == 0xFF) return 0x178;
  if ((cp >= 0x100 && cp <= 0x137) || (cp >= 0x14A && cp <= 0x177)) return odd ? cp - 1 : cp;
  if ((cp >= 0x139 && cp <= 0x148) || (cp >= 0x179 && cp <= 0x17E)) return odd ? cp : cp - 1;
  if (cp == 0x3C2) return 0x3A3;  // Final sigma.
  if (cp >= 0x3B1 && cp <= 0x3CB) return cp - 0x20;
  if (cp >= 0x430 && cp <= 0x44F) return cp - 0x20;
  if (cp >= 0x450 && cp <= 0x45F) return cp - 0x50;
  if ((cp >= 0x460 && cp <= 0x481) || (cp >= 0x48A && cp <= 0x4BF)) return odd ? cp - 1 : cp;
  return cp;
}

// The Latin capital a Cyrillic or Greek capital is drawn like, else the capital itself.
std::uint32_t letters_latin_twin(std::uint32_t cp) {
  static constexpr std::pair<std::uint32_t, char> kTwins[] = {
      {0x410, 'A'}, {0x412, 'B'}, {0x415, 'E'}, {0x41A, 'K'}, {0x41C, 'M'}, {0x41D, 'H'},
      {0x41E, 'O'}, {0x420, 'P'}, {0x421, 'C'}, {0x422, 'T'}, {0x423, 'Y'}, {0x425, 'X'},
      {0x405, 'S'}, {0x406, 'I'}, {0x408, 'J'}, {0x391, 'A'}, {0x392, 'B'}, {0x395, 'E'},
      {0x396, 'Z'}, {0x397, 'H'}, {0x399, 'I'}, {0x39A, 'K'}, {0x39C, 'M'}, {0x39D, 'N'},
      {0x39F, 'O'}, {0x3A1, 'P'}, {0x3A4, 'T'}, {0x3A5, 'Y'}, {0x3A7, 'X'}};
  for (const auto& [from, to] : kTwins)
    if (from == cp) return static_cast<std::uint32_t>(to);
  return cp;
}

}  // namespace

std::string upper_case(std::string_view text) {
  std::string out;
  for (std::size_t i = 0; i < text.size();) {
    const auto [cp, n] = letters_decode(text, i);
    out += cp == 0xFFFFFFFFu ? std::string(text.substr(i, n)) : letters_encode(letters_upper(cp));
    i += n;
  }
  return out;
}

std::vector<std::string> look_alike(std::string_view text) {
  std::vector<std::string> out;
  for (std::size_t i = 0; i < text.size();) {
    const auto [cp, n] = letters_decode(text, i);
    out.push_back(cp == 0xFFFFFFFFu ? std::string(text.substr(i, n))
                                    : letters_encode(letters_latin_twin(letters_upper(cp))));
    i += n;
  }
  return out;
}

bool code_character(std::string_view c) {
  if (c.empty()) return false;
  const auto [cp, n] = letters_decode(c, 0);
  if (n != c.size()) return false;
  return (cp >= '0' && cp <= '9') || (cp >= 'A' && cp <= 'Z') || (cp >= 'a' && cp <= 'z') ||
         (cp >= 0xC0 && cp <= 0x24F && cp != 0xD7 && cp != 0xF7) || (cp >= 0x388 && cp <= 0x3FF) ||
         (cp >= 0x400 && cp <= 0x4FF);
}

}  // namespace matchbox::kit
