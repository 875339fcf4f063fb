// What an operator may type for a bead (tracker/bead_words.h), over every palette in
// templates/palettes/, each as one box holding all its colours.
#include "tracker/bead_words.h"

#include <algorithm>
#include <catch2/catch.hpp>
#include <cctype>
#include <sstream>

#include "spec/palette_file.h"

namespace matchbox::tracker {
namespace {

std::vector<const kit::Colour*> all_colours(const kit::Palette& palette) {
  std::vector<const kit::Colour*> out;
  for (const kit::Colour& c : palette.colours) out.push_back(&c);
  return out;
}

std::vector<std::string> words(const std::string& name) {
  std::istringstream in(name);
  std::vector<std::string> out;
  for (std::string w; in >> w;) out.push_back(w);
  return out;
}

std::string upper(std::string s) {
  for (char& c : s) c = static_cast<char>(std::toupper(static_cast<unsigned char>(c)));
  return s;
}

TEST_CASE("Every colour of every palette by its code, its name and each word of it",
          "[tracker][beads]") {
  for (const std::string& id : spec::palette_ids()) {
    const kit::Palette palette = spec::load_palette(id);
    const auto colours = all_colours(palette);
    for (std::size_t i = 0; i < colours.size(); ++i) {
      const kit::Colour& c = *colours[i];
      INFO(id << ": " << c.name);
      const std::vector<int> self = {static_cast<int>(i)};
      CHECK(colours_named(colours, c.code) == self);
      CHECK(colours_named(colours, c.name) == self);
      CHECK(colours_named(colours, "  " + upper(c.name) + " ") == self);
      for (const std::string& word : words(c.name)) {
        INFO(word);
        const std::vector<int> named = colours_named(colours, word);
        REQUIRE_FALSE(named.empty());
        // A word names its colour, or else another colour's full name or code (which wins), or
        // several colours whose names all hold it (refused, listing them).
        bool exact = false;
        for (const kit::Colour* other : colours)
          exact = exact || upper(other->name) == upper(word) || upper(other->code) == upper(word);
        if (exact) {
          CHECK(named.size() == 1);
          continue;
        }
        CHECK(std::find(named.begin(), named.end(), static_cast<int>(i)) != named.end());
        for (int n : named) {
          const auto w = words(colours[static_cast<std::size_t>(n)]->name);
          CHECK(std::find(w.begin(), w.end(), word) != w.end());
        }
      }
    }
    CHECK(colours_named(colours, "chartreuse").empty());
    CHECK(colours_named(colours, "").empty());
  }
}

TEST_CASE("The reported words: purple, sky, blue", "[tracker][beads]") {
  const kit::Palette okabe = spec::load_palette("okabe-ito");
  const auto colours = all_colours(okabe);
  const auto name_of = [&](const std::string& typed) {
    const std::vector<int> named = colours_named(colours, typed);
    return named.size() == 1 ? colours[static_cast<std::size_t>(named[0])]->name : "";
  };
  CHECK(name_of("purple") == "reddish purple");
  CHECK(name_of("sky") == "sky blue");
  CHECK(name_of("Sky Blue") == "sky blue");
  CHECK(name_of("blue") == "blue");  // The full name wins over a word of "sky blue".
  CHECK(name_of("green") == "bluish green");
  // Without plain blue, "blue" is a word of two colours: refused.
  const kit::Palette tol = spec::load_palette("tol-muted");
  CHECK(colours_named(all_colours(tol), "blue").size() == 2);
}

}  // namespace
}  // namespace matchbox::tracker
