// Bead codes that clash with nothing printed beside them. A palette's codes are its own
// (orange O, white W), but on a noughts-and-crosses board O is a nought, and on the key and
// the score sheet W is a win: a kit re-codes such colours per game, from the letters of the
// colour's name, and the bead list says so.
#pragma once

#include <string>

#include "kit/kit.h"

namespace matchbox::kit {

// The letters printed beside bead codes on this kit's pages, in upper case and sorted: the
// pieces of its boxes' position strings (X and O; W and B; the board only, not go's "ko" or
// "pass"), the results W, D and L (score
// sheet, teacher's key) and, for a machine that plays both sides, M and O (the score sheet's
// First column).
std::string reserved_letters(const Kit& kit);

// Gives every colour of kit.palette whose code clashes with reserved_letters() or with an
// earlier colour's code the first letter of its name (in upper case, spaces skipped) that is
// free, else a free digit; the palette file's code stays in Colour::palette_code, which the
// tracker still accepts for typed beads and tournament files written before.
void assign_codes(Kit& kit);

}  // namespace matchbox::kit
