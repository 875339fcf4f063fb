#include "tracker/bead_words.h"

#include <algorithm>
#include <cctype>
#include <functional>
#include <sstream>

namespace matchbox::tracker {
namespace {

// The words of `s`, lower case, split at spaces and hyphens.
std::vector<std::string> words_of(std::string_view s) {
  std::string text;
  for (char c : s)
    text += c == '-' ? ' ' : static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  std::istringstream in(text);
  std::vector<std::string> words;
  for (std::string w; in >> w;) words.push_back(w);
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
                               std::string_view typed) {
  const std::vector<std::string> want = words_of(typed);
  if (want.empty()) return {};
  using Rule = std::function<bool(const kit::Colour&)>;
  const Rule rules[] = {
      [&](const kit::Colour& c) { return words_of(c.code) == want || words_of(c.name) == want; },
      [&](const kit::Colour& c) { return words_of(c.palette_code) == want; },
      [&](const kit::Colour& c) { return words_within(want, words_of(c.name)); },
  };
  for (const Rule& rule : rules) {
    std::vector<int> found;
    for (std::size_t i = 0; i < colours.size(); ++i)
      if (rule(*colours[i])) found.push_back(static_cast<int>(i));
    if (!found.empty()) return found;
  }
  return {};
}

}  // namespace matchbox::tracker
