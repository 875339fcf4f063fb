// SPDX-FileCopyrightText: 2026 The matchbox authors
// SPDX-License-Identifier: GPL-3.0-or-later

// The text a user types into a tournament file (a title, a place, an operator's name, a note, a
// machine's path or --set override) meets, before it is written, the limits the reader applies
// to it (kMaxTextChars characters of UTF-8, spec/yaml_util.h), so that no command can write a
// file that every later command refuses. Text from a file is shown through `printable`, so that
// a hand-edited control character never reaches the terminal raw.
#pragma once

#include <string>
#include <string_view>

namespace matchbox::spec {

// Checks `text`, given by the user as `option` ("--note"), before it is written to a tournament
// file. Throws core::Error naming the option, the limit and what was found:
// "--note: 10001 characters, more than the 10000 a tournament file keeps",
// "--title: invalid UTF-8 at byte 4; expected UTF-8 text" or
// "--place: a control character (U+001B) at character 3; expected printable text ...".
// Control characters are C0 (U+0000 to U+001F, tab and line breaks included), DEL (U+007F) and C1
// (U+0080 to U+009F), as ECMA-48 defines them: a terminal acts on them instead of showing them.
void check_typed_text(std::string_view option, std::string_view text);

// What is wrong with `text` as one line of printable UTF-8, in check_typed_text's words
// ("a tab (U+0009) at character 3; expected printable text on one line (...)"), or "" if
// nothing is. Its length is not checked.
std::string line_problem(std::string_view text);

// `text` with every control character written as a visible escape: "\x1B" for C0 and DEL,
// "\u0085" for C1, and each byte that is not UTF-8 as "\xFF". Other text is kept as it is.
std::string printable(std::string_view text);

// As printable(), but line breaks ("\n") are kept: for whole documents (CSV, YAML, reports).
std::string printable_lines(std::string_view text);

}  // namespace matchbox::spec
