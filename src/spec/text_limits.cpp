// SPDX-FileCopyrightText: 2026 The matchbox authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "spec/text_limits.h"

#include <algorithm>

#include "core/error.h"
#include "spec/yaml_util.h"

namespace matchbox::spec {
namespace {

// The length in bytes of the control character that starts `text` (well-formed UTF-8, not
// empty): 1 for C0 and DEL, 2 for C1 (U+0080 to U+009F, encoded C2 80 to C2 9F); else 0.
std::size_t control_at(std::string_view text) {
  const auto lead = static_cast<unsigned char>(text[0]);
  if (lead < 0x20 || lead == 0x7F) return 1;
  if (lead == 0xC2 && text.size() > 1 && static_cast<unsigned char>(text[1]) < 0xA0) return 2;
  return 0;
}

// The code point of the control character at `text`'s start (control_at(text) > 0): a C1
// character's second byte is its code point.
unsigned control_code(std::string_view text) {
  return static_cast<unsigned char>(text[control_at(text) - 1]);
}

// Two upper-case hexadecimal digits of `byte`.
std::string hex2(unsigned byte) {
  static constexpr char kDigits[] = "0123456789ABCDEF";
  return {kDigits[(byte >> 4) & 0xF], kDigits[byte & 0xF]};
}

// How a message names the control character `code`: "a tab (U+0009)".
std::string control_name(unsigned code) {
  const std::string what = code == '\t'                   ? "a tab"
                           : code == '\n' || code == '\r' ? "a line break"
                                                          : "a control character";
  return what + " (U+00" + hex2(code) + ")";
}

}  // namespace

std::string line_problem(std::string_view text) {
  std::size_t chars = 0;
  if (const std::size_t bad = utf8_error(text, chars); bad != std::string_view::npos)
    return "invalid UTF-8 at byte " + std::to_string(bad + 1) + "; expected UTF-8 text";
  std::size_t position = 0;  // Characters before byte i.
  for (std::size_t i = 0; i < text.size(); ++i) {
    if (control_at(text.substr(i)) > 0)
      return control_name(control_code(text.substr(i))) + " at character " +
             std::to_string(position + 1) +
             "; expected printable text on one line (no tabs or terminal codes)";
    if ((static_cast<unsigned char>(text[i]) & 0xC0) != 0x80) ++position;
  }
  return {};
}

void check_typed_text(std::string_view option, std::string_view text) {
  const std::string head = std::string(option) + ": ";
  std::size_t chars = 0;
  if (utf8_error(text, chars) == std::string_view::npos && chars > kMaxTextChars)
    throw core::Error(head + std::to_string(chars) + " characters, more than the " +
                      std::to_string(kMaxTextChars) + " a tournament file keeps");
  if (const std::string problem = line_problem(text); !problem.empty())
    throw core::Error(head + problem);
}

std::string printable(std::string_view text) {
  std::string out;
  out.reserve(text.size());
  while (!text.empty()) {
    std::size_t chars = 0;
    const std::size_t bad = utf8_error(text, chars);
    const std::string_view good = text.substr(0, bad);
    for (std::size_t i = 0; i < good.size();) {
      const std::size_t n = control_at(good.substr(i));
      if (n == 0)
        out += good[i];
      else
        out += (n == 1 ? "\\x" : "\\u00") + hex2(control_code(good.substr(i)));
      i += n == 0 ? 1 : n;
    }
    if (bad == std::string_view::npos) break;
    out += "\\x" + hex2(static_cast<unsigned char>(text[bad]));
    text.remove_prefix(bad + 1);
  }
  return out;
}

std::string printable_lines(std::string_view text) {
  std::string out;
  for (std::size_t start = 0; start <= text.size();) {
    const std::size_t end = std::min(text.find('\n', start), text.size());
    out += printable(text.substr(start, end - start));
    if (end < text.size()) out += '\n';
    start = end + 1;
  }
  return out;
}

}  // namespace matchbox::spec
