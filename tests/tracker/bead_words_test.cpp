// SPDX-FileCopyrightText: 2026 The matchbox authors
// SPDX-License-Identifier: GPL-3.0-or-later

// What an operator may type for a bead (tracker/bead_words.h), over every palette in
// templates/palettes/, each as one box holding all its colours.
#include "tracker/bead_words.h"

#include <algorithm>
#include <catch2/catch.hpp>
#include <cctype>
#include <sstream>

#include "core/translation.h"
#include "kit/codes.h"
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
  for (const BeadReading reading : {BeadReading::kTyped, BeadReading::kStored})
    for (const std::string& id : spec::palette_ids()) {
      const kit::Palette palette = spec::load_palette(id);
      const auto colours = all_colours(palette);
      for (std::size_t i = 0; i < colours.size(); ++i) {
        const kit::Colour& c = *colours[i];
        INFO(id << ": " << c.name);
        const std::vector<int> self = {static_cast<int>(i)};
        CHECK(colours_named(colours, c.code, reading) == self);
        CHECK(colours_named(colours, c.name, reading) == self);
        CHECK(colours_named(colours, "  " + upper(c.name) + " ", reading) == self);
        for (const std::string& word : words(c.name)) {
          INFO(word);
          const std::vector<int> named = colours_named(colours, word, reading);
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
      CHECK(colours_named(colours, "chartreuse", reading).empty());
      CHECK(colours_named(colours, "", reading).empty());
    }
}

TEST_CASE("The reported words: purple, sky, blue", "[tracker][beads]") {
  const kit::Palette okabe = spec::load_palette("okabe-ito");
  const auto colours = all_colours(okabe);
  const auto name_of = [&](const std::string& typed) {
    const std::vector<int> named = colours_named(colours, typed, BeadReading::kTyped);
    return named.size() == 1 ? colours[static_cast<std::size_t>(named[0])]->name : "";
  };
  CHECK(name_of("purple") == "reddish purple");
  CHECK(name_of("sky") == "sky blue");
  CHECK(name_of("Sky Blue") == "sky blue");
  CHECK(name_of("blue") == "blue");  // The full name wins over a word of "sky blue".
  CHECK(name_of("green") == "bluish green");
  // Without plain blue, "blue" is a word of two colours: refused.
  const kit::Palette tol = spec::load_palette("tol-muted");
  CHECK(colours_named(all_colours(tol), "blue", BeadReading::kTyped).size() == 2);
}

// Okabe–Ito as a kit codes it, with made-up codes in "de" and "fr" that are other colours' English
// codes (each colour takes the next colour's, and the one after that): the worst a catalogue
// could do, so the test needs no catalogue.
kit::Palette shuffled_codes() {
  kit::Palette p = spec::load_palette("okabe-ito");
  const std::size_t n = p.colours.size();
  for (std::size_t i = 0; i < n; ++i) {
    kit::Colour& c = p.colours[i];
    c.palette_code = c.code;
    c.codes = {{"en", c.code},
               {"de", spec::load_palette("okabe-ito").colours[(i + 1) % n].code},
               {"fr", spec::load_palette("okabe-ito").colours[(i + 2) % n].code}};
  }
  return p;
}

TEST_CASE("Typed codes read in the language in force first, stored codes are English",
          "[tracker][beads][languages]") {
  const kit::Palette p = shuffled_codes();
  const auto colours = all_colours(p);
  const std::size_t n = colours.size();
  for (std::size_t i = 0; i < n; ++i) {
    const kit::Colour& c = *colours[i];
    INFO(c.name);
    const std::vector<int> self = {static_cast<int>(i)};
    for (const char* language : {"en", "de", "fr", "es"}) {
      const core::LanguageScope scope(language);
      INFO(language);
      CHECK(colours_named(colours, c.code, BeadReading::kStored) == self);
      CHECK(colours_named(colours, c.name, BeadReading::kStored) == self);
      CHECK(colours_named(colours, kit::local_code(c), BeadReading::kTyped) == self);
      CHECK(colours_named(colours, core::tr("colour", c.name), BeadReading::kTyped) == self);
    }
    const core::LanguageScope german("de");
    // "de" codes colour i with colour i+1's English letter: typed, it is colour i.
    CHECK(colours_named(colours, colours[(i + 1) % n]->code, BeadReading::kTyped) == self);
    CHECK(languages_coding(c, c.codes.at("fr")) == std::vector<std::string>{"fr"});
    CHECK(bead_text(c) == c.name + " (" + c.codes.at("de") + ")");
  }
}

TEST_CASE("Another language's code is not read as a bead, only named for the message",
          "[tracker][beads][languages]") {
  kit::Palette p = spec::load_palette("okabe-ito");
  for (kit::Colour& c : p.colours) c.codes = {{"en", c.code}, {"de", c.code}, {"fr", c.code}};
  p.colours[0].codes["de"] = "Q";  // Black.
  p.colours[2].codes["fr"] = "Ж";  // Sky blue.
  const auto colours = all_colours(p);
  const core::LanguageScope english("en");
  CHECK(colours_named(colours, "q", BeadReading::kTyped).empty());
  CHECK(colours_named(colours, "ж", BeadReading::kTyped).empty());
  CHECK(languages_coding(p.colours[0], "q") == std::vector<std::string>{"de"});
  CHECK(languages_coding(p.colours[2], "Ж") == std::vector<std::string>{"fr"});
  CHECK(languages_coding(p.colours[1], "q").empty());
  const core::LanguageScope german("de");
  CHECK(colours_named(colours, "q", BeadReading::kTyped) == std::vector<int>{0});
  CHECK(colours_named(colours, "q", BeadReading::kStored).empty());
}

}  // namespace
}  // namespace matchbox::tracker
