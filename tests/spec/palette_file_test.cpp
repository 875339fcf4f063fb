// SPDX-FileCopyrightText: 2026 The matchbox authors
// SPDX-License-Identifier: GPL-3.0-or-later

// Palettes (templates/palettes/*.yaml): the built-in ones load with distinct codes, in the order
// the kit relies on; bad palettes fail with FILE:LINE:COLUMN and the key.
#include "spec/palette_file.h"

#include <algorithm>
#include <catch2/catch.hpp>
#include <cctype>
#include <set>
#include <string>

#include "core/error.h"

namespace matchbox::spec {
namespace {

const std::string kPaletteData = MATCHBOX_TEST_DATA;

std::string palette_error(const std::string& id) {
  try {
    load_palette(id);
  } catch (const core::Error& e) {
    return e.what();
  }
  return "";
}

using Catch::Matchers::Contains;
using Catch::Matchers::StartsWith;

TEST_CASE("Okabe-Ito palette: eight colours plus white, codes K O S G Y B V P W", "[spec]") {
  const spec::Palette p = load_palette("okabe-ito");
  CHECK(p.id == "okabe-ito");
  CHECK_THAT(p.source, Contains("Okabe"));
  REQUIRE(p.colours.size() == 9);
  std::string codes;
  for (const spec::Colour& c : p.colours) codes += c.code;
  CHECK(codes == "KOSGYBVPW");
  CHECK((p.colours[0].name == "black" && p.colours[0].rgb == 0x000000));
  CHECK((p.colours[1].name == "orange" && p.colours[1].rgb == 0xE69F00));
  CHECK((p.colours[6].name == "vermillion" && p.colours[6].rgb == 0xD55E00));
  CHECK((p.colours[8].name == "white" && p.colours[8].rgb == 0xFFFFFF));
}

TEST_CASE("every built-in palette has at least nine colours with distinct names and codes",
          "[spec]") {
  const std::vector<std::string> ids = palette_ids();
  CHECK(std::find(ids.begin(), ids.end(), "okabe-ito") != ids.end());
  CHECK(std::find(ids.begin(), ids.end(), "tol-muted") != ids.end());
  for (const std::string& id : ids) {
    const spec::Palette p = load_palette(id);
    INFO(id);
    CHECK(p.colours.size() >= 9);  // by-square tic-tac-toe needs nine.
    std::set<std::string> codes, names;
    for (const spec::Colour& c : p.colours) {
      std::string code = c.code;
      code[0] = static_cast<char>(std::toupper(code[0]));
      codes.insert(code);
      names.insert(c.name);
    }
    CHECK(codes.size() == p.colours.size());
    CHECK(names.size() == p.colours.size());
  }
}

TEST_CASE("built-in colours have names a teacher can buy beads by", "[spec]") {
  // The colour words of craft-bead ranges (Hama, Perler, pony beads), with light/dark/navy/sky
  // and the like in front; Tol's technical names (indigo, sand, rose, cyan, wine, teal, olive)
  // are not among them.
  const std::set<std::string> sold = {
      "black", "white",    "orange",    "yellow", "blue",    "green",      "purple", "pink", "red",
      "beige", "burgundy", "turquoise", "khaki",  "magenta", "vermillion", "grey",   "brown"};
  const std::set<std::string> shades = {"sky", "navy", "bluish", "reddish", "light", "dark"};
  for (const std::string& id : palette_ids()) {
    for (const spec::Colour& c : load_palette(id).colours) {
      INFO(id << ": " << c.name);
      const std::size_t space = c.name.rfind(' ');
      const std::string hue = space == std::string::npos ? c.name : c.name.substr(space + 1);
      CHECK(sold.count(hue) == 1);
      if (space != std::string::npos) CHECK(shades.count(c.name.substr(0, space)) == 1);
    }
  }
  const spec::Palette tol = load_palette("tol-muted");
  std::string codes;
  for (const spec::Colour& c : tol.colours) codes += c.code;
  CHECK(codes == "NBPGSRTKM");  // Initials; none of W D L X O.
}

TEST_CASE("an unknown palette id lists the known ones", "[spec]") {
  CHECK_THAT(palette_error("rainbow"),
             Contains("unknown palette 'rainbow'") && Contains("okabe-ito, tol-muted"));
}

TEST_CASE("a palette code used twice (case-insensitively) is refused", "[spec]") {
  CHECK(palette_error(kPaletteData + "/bad_palette_duplicate_code.yaml") ==
        kPaletteData +
            "/bad_palette_duplicate_code.yaml:5:40: colours[1].code: the code \"b\" is used "
            "twice");
}

TEST_CASE("a palette code \"-\" (an empty box on a score sheet) is refused", "[spec]") {
  CHECK_THAT(palette_error(kPaletteData + "/bad_palette_dash_code.yaml"),
             StartsWith(kPaletteData + "/bad_palette_dash_code.yaml:4:41: colours[0].code: ") &&
                 Contains("(not \"-\", an empty box)"));
}

TEST_CASE("a colour named as another colour's code is refused", "[spec]") {
  CHECK(palette_error(kPaletteData + "/bad_palette_name_is_code.yaml") ==
        kPaletteData +
            "/bad_palette_name_is_code.yaml:5:12: colours[1].name: the colour name \"k\" is "
            "another colour's code");
}

TEST_CASE("an unquoted hex value (a YAML comment) is refused with a hint", "[spec]") {
  CHECK_THAT(palette_error(kPaletteData + "/bad_palette_hex.yaml"),
             StartsWith(kPaletteData + "/bad_palette_hex.yaml:5:5: ") &&
                 Contains("colours[0].hex: expected an sRGB colour \"#RRGGBB\" (quote it") &&
                 Contains("found nothing"));
}

}  // namespace
}  // namespace matchbox::spec
