// SPDX-FileCopyrightText: 2026 The matchbox authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "tracker/bead_words.h"

#include <algorithm>
#include <functional>
#include <sstream>

#include "core/translation.h"
#include "kit/codes.h"
#include "kit/letters.h"

namespace matchbox::tracker {
namespace {

// The words of `s` as a reader compares them (kit::look_alike), split at spaces and hyphens.
std::vector<std::string> words_of(std::string_view s) {
  std::string text(s);
  std::replace(text.begin(), text.end(), '-', ' ');
  std::istringstream in(text);
  std::vector<std::string> words;
  for (std::string w; in >> w;) {
    std::string folded;
    for (const std::string& c : kit::look_alike(w)) folded += c;
    words.push_back(folded);
  }
  return words;
}

// True if every word of `part` is a word of `whole`.
bool words_within(const std::vector<std::string>& part, const std::vector<std::string>& whole) {
  return std::all_of(part.begin(), part.end(), [&](const std::string& w) {
    return std::find(whole.begin(), whole.end(), w) != whole.end();
  });
}

}  // namespace

std::vector<int> colours_named(const std::vector<const kit::Colour*>& colours,
                               std::string_view typed, BeadReading reading) {
  const std::vector<std::string> want = words_of(typed);
  if (want.empty()) return {};
  const auto is = [&](std::string_view s) { return words_of(s) == want; };
  const auto local_name = [](const kit::Colour& c) { return core::tr("colour", c.name); };
  using Rule = std::function<bool(const kit::Colour&)>;
  std::vector<Rule> rules;
  if (reading == BeadReading::kStored) {
    rules = {
        [&](const kit::Colour& c) { return is(c.code) || is(c.name); },
        [&](const kit::Colour& c) { return is(c.palette_code); },
        [&](const kit::Colour& c) { return words_within(want, words_of(c.name)); },
    };
  } else {
    rules = {
        [&](const kit::Colour& c) {
          return is(kit::local_code(c)) || is(c.name) || is(local_name(c));
        },
        [&](const kit::Colour& c) {
          const auto here = c.codes.find(core::language());
          return here != c.codes.end() && is(here->second);
        },
        [&](const kit::Colour& c) { return is(c.palette_code) || is(c.code); },
        [&](const kit::Colour& c) {
          return words_within(want, words_of(c.name)) ||
                 words_within(want, words_of(local_name(c)));
        },
    };
  }
  for (const Rule& rule : rules) {
    std::vector<int> found;
    for (std::size_t i = 0; i < colours.size(); ++i)
      if (rule(*colours[i])) found.push_back(static_cast<int>(i));
    if (!found.empty()) return found;
  }
  return {};
}

std::string bead_text(const kit::Colour& colour) {
  return core::tr("colour", colour.name) + " (" + kit::local_code(colour) + ")";
}

std::vector<std::string> languages_coding(const kit::Colour& colour, std::string_view typed) {
  std::vector<std::string> out;
  const std::vector<std::string> want = words_of(typed);
  for (const auto& [language, code] : colour.codes)
    if (!want.empty() && words_of(code) == want) out.push_back(language);
  return out;
}

}  // namespace matchbox::tracker
