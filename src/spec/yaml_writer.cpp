// SPDX-FileCopyrightText: 2026 The matchbox authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "spec/yaml_writer.h"

#include <algorithm>
#include <array>

#include "core/error.h"

namespace matchbox::spec {
namespace {

// The code point of the UTF-8 character at `text[at]`, advancing `at` past it; -1 (one byte
// consumed) for a byte that does not start a well-formed character.
long next_code_point(std::string_view text, std::size_t& at) {
  const auto byte = [&](std::size_t i) { return static_cast<unsigned char>(text[i]); };
  const unsigned lead = byte(at);
  const std::size_t length = lead < 0x80 ? 1 : lead >= 0xF0 ? 4 : lead >= 0xE0 ? 3 : 2;
  if (lead >= 0xF8 || (lead >= 0x80 && lead < 0xC0) || at + length > text.size()) {
    ++at;
    return -1;
  }
  long code = length == 1 ? lead : lead & (0x3F >> (length - 1));
  for (std::size_t i = 1; i < length; ++i) {
    if ((byte(at + i) & 0xC0) != 0x80) {
      ++at;
      return -1;
    }
    code = code << 6 | (byte(at + i) & 0x3F);
  }
  at += length;
  return code;
}

// What a plain scalar may hold past its first letter, besides letters and digits.
constexpr std::string_view kPlainPunctuation = " _-./()=+'";

bool is_ascii_letter(long c) { return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z'); }

// Characters beyond ASCII that read the same plain in every YAML reader and that yaml-cpp
// writes as they are: not C1 controls, no-break space, line separators, byte-order mark or
// noncharacters.
bool is_plain_beyond_ascii(long c) {
  return c > 0xA0 && c != 0x2028 && c != 0x2029 && c != 0xFEFF && !(c >= 0xFDD0 && c <= 0xFDEF) &&
         (c & 0xFFFE) != 0xFFFE;
}

// Words that YAML 1.1 readers take for booleans or null in any case. (YAML 1.1 also lists y and
// n, which PyYAML and YAML 1.2 read as text: bead codes Y and N stay plain,
// as the tournament files have always written them.)
bool is_reserved_word(std::string_view text) {
  static constexpr std::array<std::string_view, 7> kWords = {"yes",  "no",    "on",  "off",
                                                             "true", "false", "null"};
  if (text.size() > 5) return false;
  std::string lower(text);
  for (char& c : lower)
    if (c >= 'A' && c <= 'Z') c = static_cast<char>(c - 'A' + 'a');
  return std::find(kWords.begin(), kWords.end(), lower) != kWords.end();
}

bool is_plain_punctuation(long c) {
  return c > 0 && c < 0x80 &&
         kPlainPunctuation.find(static_cast<char>(c)) != std::string_view::npos;
}

// True if `text` written plain reads back as this string in every YAML reader (yaml_text()).
bool reads_plain(std::string_view text) {
  if (text.empty() || text.back() == ' ' || is_reserved_word(text)) return false;
  for (std::size_t at = 0; at < text.size();) {
    const bool first = at == 0;
    const long c = next_code_point(text, at);
    const bool letter = is_ascii_letter(c) || is_plain_beyond_ascii(c);
    // A path may start with '/', a name with '_'; neither starts anything else in YAML.
    if (first ? !letter && c != '/' && c != '_'
              : !letter && !(c >= '0' && c <= '9') && !is_plain_punctuation(c))
      return false;
  }
  return true;
}

// Characters that yaml-cpp 0.7 writes raw even in a double-quoted scalar, though YAML readers
// refuse them (DEL) or read them as line breaks (U+2028, U+2029).
bool needs_ascii_escapes(std::string_view text) {
  for (std::size_t at = 0; at < text.size();) {
    const long c = next_code_point(text, at);
    if (c == 0x7F || c == 0x2028 || c == 0x2029) return true;
  }
  return false;
}

}  // namespace

YamlWriter::YamlWriter() {
  SetNullFormat(YAML::LowerNull);
  SetDoublePrecision(6);
}

std::string YamlWriter::document() const {
  MATCHBOX_CHECK(good());
  return std::string(c_str()) + "\n";
}

YamlText yaml_text(std::string_view text) { return {text, false}; }

YamlText yaml_quoted(std::string_view text) { return {text, true}; }

YAML::Emitter& operator<<(YAML::Emitter& out, const YamlText& text) {
  if (!text.quoted && reads_plain(text.text)) return out << std::string(text.text);
  if (needs_ascii_escapes(text.text)) out << YAML::EscapeNonAscii;
  return out << YAML::DoubleQuoted << std::string(text.text);
}

}  // namespace matchbox::spec
