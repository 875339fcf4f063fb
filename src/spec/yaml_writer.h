// SPDX-FileCopyrightText: 2026 The matchbox authors
// SPDX-License-Identifier: GPL-3.0-or-later

// How matchbox writes YAML: the reports for scripts (`boxes`, `simulate`, `solve`, `compare`,
// `track show`, `track export`) and the tournament files all go through yaml-cpp's YAML::Emitter,
// set up by YamlWriter, and write text from files and users (names, titles, colours, codes,
// tags, notes) through yaml_text() or yaml_quoted(). A YAML 1.1 or 1.2 reader (PyYAML,
// yaml-cpp, ...) then reads back every such string as it was: quotes, ": ", " #", a leading
// '-', '&', '*', '!', '%', '@' or '`', commas and brackets, line breaks and control characters,
// or a word that a reader would take for something else ("yes", "null", "12", "2026-01-01").
//
// yaml-cpp 0.7 on its own misses some of these (tests/spec/yaml_writer_test.cpp): it writes
// "a,b" plain inside a flow list, where it reads as two items; "yes", "12" and "2026-01-01"
// plain, read as a boolean, a number and a date; and DEL (U+007F) and the line separators U+2028
// and U+2029 unescaped, which PyYAML refuses or reads as line breaks. One thing it cannot write:
// the Unicode noncharacters (U+FFFE, U+FFFF, U+FDD0 to U+FDEF and the like) become U+FFFD.
#pragma once

#include <yaml-cpp/yaml.h>

#include <string>
#include <string_view>

namespace matchbox::spec {

// A YAML::Emitter as matchbox writes every document: nothing as `null`, numbers of type double
// with 6 significant digits (0.853333, 1, 2038.67; infinity as .inf).
class YamlWriter : public YAML::Emitter {
 public:
  YamlWriter();
  // The document written so far, ending in a line break. Every map and list must be closed:
  // anything else (an emitter error) is an internal error (core/error.h MATCHBOX_CHECK).
  std::string document() const;
};

// Text to write as one YAML scalar: see yaml_text() and yaml_quoted().
struct YamlText {
  std::string_view text;
  bool quoted = false;  // Double-quoted whatever it holds.
};

// `text` plain where every YAML reader reads it back as this string (it starts with a letter,
// '/' or '_', holds only letters, digits, spaces and _-./()=+' and is not a word such as yes,
// no, on, off, true, false or null, in any case: "menace", "sky blue", "menace
// (select=duplicates)", "/home/ann/menace.yaml"), else double-quoted with escapes ("\"12\"",
// "\"a: b\"", "\"tab\\there\""). Write it in the expression that makes it: it refers to `text`.
YamlText yaml_text(std::string_view text);

// `text` double-quoted with escapes, whatever it holds: "\"K\"", "\"BBB/.../WWW\"".
YamlText yaml_quoted(std::string_view text);

// Writes `text` as yaml_text() or yaml_quoted() says; a key or a value.
YAML::Emitter& operator<<(YAML::Emitter& out, const YamlText& text);

}  // namespace matchbox::spec
