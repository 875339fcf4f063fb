// SPDX-FileCopyrightText: 2026 The matchbox authors
// SPDX-License-Identifier: GPL-3.0-or-later

// Bead codes that clash with nothing printed beside them, in each language. A palette's codes are
// its own (orange O, white W), and a language's catalogue may give a colour a letter of its own
// name there (msgctxt "bead code", msgid the English colour name: black is "S" for schwarz in
// German, docs/translations.md). On a noughts-and-crosses board O is a nought, and on the key and
// the score sheet W is a win: a kit re-codes such colours per game and language, from the letters
// of the colour's name in that language, and the bead list says so.
//
// Tournament files hold the English kit's code (Colour::code) whatever the language, so that a
// score sheet filled in at a German kit imports into any tournament file (tracker/bead_words.h
// reads the codes of every language).
#pragma once

#include <string>

#include "kit/kit.h"

namespace matchbox::kit {

// The letters printed beside bead codes on this kit's pages, in upper case and sorted: the
// pieces of its boxes' position strings (X and O; W and B; the board only, not go's "ko" or
// "pass"), the results W, D and L (score
// sheet, teacher's key) and, for a machine that plays both sides, M and O (the score sheet's
// First column). The same in every language.
std::string reserved_letters(const Kit& kit);

// The code the language in force gives `colour` before the kit's clash rules: the catalogue's
// translation of its English name under msgctxt "bead code", in upper case, if that is one or two
// letters or digits (kit/letters.h); else the palette file's code (Colour::palette_code once
// assign_codes() has run, Colour::code before). Never throws.
std::string wanted_code(const Colour& colour);

// For every language matchbox speaks (spec::languages()), gives every colour of kit.palette the
// language's wanted_code(), or, where that clashes (kit/letters.h: case and look-alike letters
// ignored) with reserved_letters() or with an earlier colour's code, the first letter of its name
// in that language (spaces skipped) that is free, else a free digit; stores them in
// Colour::codes, the English one in Colour::code, and the palette file's code in
// Colour::palette_code, which the tracker still accepts for typed beads and tournament files
// written before.
void assign_codes(Kit& kit);

// The code printed for `colour` in the language in force (Colour::codes), or in the printed
// kit's language where a tournament keeps one (Colour::kit_language), or Colour::code for a
// language the kit has none for. Never throws.
const std::string& local_code(const Colour& colour);

}  // namespace matchbox::kit
