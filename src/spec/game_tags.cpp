// SPDX-FileCopyrightText: 2026 The matchbox authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "spec/game_tags.h"

#include "core/error.h"
#include "spec/text_limits.h"
#include "spec/yaml_util.h"

namespace matchbox::spec {

std::size_t max_tag_chars(GameTag tag) {
  return tag == GameTag::kSession ? kMaxSessionChars : kMaxPlayerChars;
}

std::string_view tag_key(GameTag tag) { return tag == GameTag::kSession ? "session" : "player"; }

std::string tag_problem(GameTag tag, std::string_view text) {
  const std::string what = tag == GameTag::kSession
                               ? "a session name such as Saturday"
                               : "one word (a player tag such as child, adult or staff)";
  if (text.empty()) return "empty; expected " + what;
  if (std::string problem = line_problem(text); !problem.empty()) return problem;
  std::string shown = "'";  // (Appended: g++ 12 warns falsely, -Wrestrict, about "'" + string.)
  shown += text;
  shown += "': ";
  std::size_t chars = 0;
  utf8_error(text, chars);
  if (chars > max_tag_chars(tag))
    return shown + std::to_string(chars) + " characters; expected at most " +
           std::to_string(max_tag_chars(tag));
  if (text.front() == '(')
    return shown + "starts with '(' (the standings write untagged games as (none)); expected " +
           what;
  const bool spaced = tag == GameTag::kPlayer ? text.find(' ') != std::string_view::npos
                                              : text.front() == ' ' || text.back() == ' ';
  if (spaced)
    return shown + (tag == GameTag::kPlayer ? "expected " : "spaces around it; expected ") + what;
  return {};
}

void check_typed_tag(GameTag tag, std::string_view option, std::string_view text) {
  if (const std::string problem = tag_problem(tag, text); !problem.empty())
    throw core::Error(std::string(option) + ": " + problem);
}

}  // namespace matchbox::spec
