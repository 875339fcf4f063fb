// SPDX-FileCopyrightText: 2026 The matchbox authors
// SPDX-License-Identifier: GPL-3.0-or-later

// Bead codes in every language matchbox speaks (kit/codes.h, kit/letters.h), over every machine
// of games/: within a kit the codes are distinct and none looks like a letter printed beside
// them, in every language; a language's own letter is kept wherever it is free; the English
// codes are the ones tournament files hold. These hold whatever the catalogues say: they read
// each language's codes from the kit.
#include "kit/codes.h"

#include <algorithm>
#include <catch2/catch.hpp>
#include <set>

#include "core/translation.h"
#include "kit/build.h"
#include "kit/letters.h"
#include "spec/languages.h"
#include "spec/machine_file.h"
#include "spec/palette_file.h"

namespace matchbox::kit {
namespace {

Kit codes_kit(const std::string& name) {
  const spec::MachineSpec s = spec::load_machine(name);
  return build(s, spec::load_palette(s.palette));
}

bool looks_taken(const std::string& code, const std::set<std::string>& taken) {
  const std::vector<std::string> chars = look_alike(code);
  return std::any_of(chars.begin(), chars.end(),
                     [&](const std::string& c) { return taken.count(c) > 0; });
}

TEST_CASE(
    "Bead codes in every language: distinct, clear of the letters beside them, the "
    "language's own where free",
    "[kit][codes][languages]") {
  for (const std::string& name : spec::machine_names()) {
    const Kit kit = codes_kit(name);
    std::set<std::string> reserved;
    for (char c : reserved_letters(kit)) reserved.insert(std::string(1, c));
    for (const std::string& language : spec::languages()) {
      INFO(name << " in " << language);
      const core::LanguageScope scope(language);
      std::set<std::string> taken = reserved;
      for (const Colour& c : kit.palette.colours) {
        INFO(c.name);
        const std::string& code = local_code(c);
        REQUIRE(c.codes.count(language) == 1);
        CHECK(code == c.codes.at(language));
        CHECK_FALSE(code.empty());
        CHECK(code == upper_case(code));
        CHECK_FALSE(looks_taken(code, reserved));
        CHECK_FALSE(looks_taken(code, taken));  // Distinct from every earlier colour's.
        for (const std::string& ch : look_alike(code)) {
          CHECK(code_character(ch));
          taken.insert(ch);
        }
        // The language's letter stays unless it looks like a reserved letter or another code.
        std::set<std::string> others = reserved;
        for (const Colour& other : kit.palette.colours)
          if (&other != &c)
            for (const std::string& ch : look_alike(wanted_code(other))) others.insert(ch);
        if (!looks_taken(wanted_code(c), others)) CHECK(code == wanted_code(c));
      }
    }
    for (const Colour& c : kit.palette.colours) CHECK(c.code == c.codes.at("en"));
  }
}

TEST_CASE("English codes are the palette's unless they clash, whatever the catalogues say",
          "[kit][codes]") {
  const Kit menace = codes_kit("menace");
  const core::LanguageScope english("en");
  for (const Colour& c : menace.palette.colours) CHECK(wanted_code(c) == c.palette_code);
  CHECK(menace.palette.colours.at(0).code == "K");
  CHECK(menace.palette.colours.at(1).code == "R");  // Orange's O is a nought.
}

TEST_CASE("Letters as a reader sees them: any case, Cyrillic and Greek look-alikes",
          "[kit][codes]") {
  CHECK(upper_case("schwarz") == "SCHWARZ");
  CHECK(upper_case("чорний ґ ї є") == "ЧОРНИЙ Ґ Ї Є");
  CHECK(upper_case("été, noir") == "ÉTÉ, NOIR");
  CHECK(upper_case("ñ") == "Ñ");
  CHECK(upper_case("ł") == "Ł");
  CHECK(upper_case("ω") == "Ω");
  CHECK(upper_case("\xFF"
                   "a") ==
        "\xFF"
        "A");                                                     // Not UTF-8: kept as it is.
  CHECK(look_alike("Ох") == std::vector<std::string>{"O", "X"});  // Cyrillic О and х.
  CHECK(look_alike("ΟΧ") == std::vector<std::string>{"O", "X"});  // Greek Ο and Χ.
  CHECK(look_alike("чб") == std::vector<std::string>{"Ч", "Б"});
  CHECK(look_alike("é") == std::vector<std::string>{"É"});
  for (const char* c : {"A", "z", "7", "Ч", "É", "Ω", "ß"}) CHECK(code_character(c));
  for (const char* c : {" ", "-", "·", "×", "", "AB", "\xFF"}) CHECK_FALSE(code_character(c));
}

}  // namespace
}  // namespace matchbox::kit
