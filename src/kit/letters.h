// SPDX-FileCopyrightText: 2026 The matchbox authors
// SPDX-License-Identifier: GPL-3.0-or-later

// Letters as a reader of a printed code sees them. Bead codes may be any letter of a colour's name
// in the kit's language (kit/codes.h): "Ч" in Ukrainian, "É" in French. Two codes clash, and a
// typed code names a bead, when they look alike: case is ignored, and a Cyrillic or Greek capital
// that is drawn like a Latin one (Cyrillic О, Х, С; Greek Ο) counts as that Latin letter, so that
// a Ukrainian code never looks like the O or X printed beside it (Unicode's confusables,
// UTS #39, for these capitals).
#pragma once

#include <string>
#include <string_view>
#include <vector>

namespace matchbox::kit {

// `text` (UTF-8) with every letter in upper case (ASCII, Latin-1, Latin Extended-A, Greek and
// Cyrillic; other characters as they are). Never throws; a byte that is not UTF-8 is kept as it
// is.
std::string upper_case(std::string_view text);

// The characters of `text` as a reader compares them: upper_case(), then every Cyrillic or Greek
// capital drawn like a Latin capital replaced by it ("Оx" and "OX" give "OX"). One string per
// character, in order.
std::vector<std::string> look_alike(std::string_view text);

// True if the character `c` (one UTF-8 character, as look_alike() gives them) is a letter (Latin,
// Greek or Cyrillic) or a digit: what a bead code may be made of.
bool code_character(std::string_view c);

}  // namespace matchbox::kit
