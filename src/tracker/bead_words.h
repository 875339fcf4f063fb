// SPDX-FileCopyrightText: 2026 The matchbox authors
// SPDX-License-Identifier: GPL-3.0-or-later

// What an operator may type for a bead: its colour's code ("P"), its full name ("reddish
// purple"), or any word of the name that no other colour of the box shares ("purple"), in any
// case, in the language in force or in English ("S" and "schwarz" for black in a German kit,
// whose catalogue codes black S: kit/codes.h). Shared by every verb that takes a bead: `track
// play`, `track record --beads`, `track import`, `track adjust` and the operator page's bead
// buttons (via TrackedMachine::typed_slot). Tournament files hold the English kit's code, read
// back as BeadReading::kStored, whatever the language.
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "kit/kit.h"

namespace matchbox::tracker {

// Who wrote the bead being read: a person, from labels and a score sheet printed in the language
// in force (kTyped), or matchbox, into a tournament file (kStored: the English kit's code).
enum class BeadReading { kTyped, kStored };

// The indices into `colours` (one box's colours) that `typed` names, trying in turn and
// stopping at the first rule that matches (case, spaces around and between words, and letters
// drawn alike, kit/letters.h, ignored):
// - kStored: the kit's English code (Colour::code) or the English name; the palette file's own
//   code (Colour::palette_code, for beads recorded before a kit re-coded the colour); every word
//   of `typed` being a word of the English name.
// - kTyped: the code printed on the kit (kit::local_code: of the kit's language where the
//   tournament keeps one, spec::Colour::kit_language, else of the language in force) or the name
//   in English or in the language in force; the code of the language in force (a score sheet of
//   a kit in another language, read with its --lang, where its code is none of this kit's); the
//   palette file's code or the English kit's code; every word of `typed` being a word of the
//   name in English or in the language in force ("sky" and "sky blue" name sky blue, "purple"
//   reddish purple). Another language's code is not read (a slip could be taken for it):
//   languages_coding() names it for the caller's message.
// So an exact full name wins over a word: "blue" is blue, not sky blue. Several indices: `typed`
// is a word of several names, and the caller refuses it listing them; none: no colour matches.
std::vector<int> colours_named(const std::vector<const kit::Colour*>& colours,
                               std::string_view typed, BeadReading reading);

// "black (K)", "Schwarz (S)": a colour's name and its code in the language in force, for
// messages.
std::string bead_text(const kit::Colour& colour);

// The languages (sorted codes, "de", "fr") whose kit codes `colour` as `typed` reads (case and
// look-alike letters ignored); empty if none does. For messages refusing a code of another
// language (TrackedMachine::typed_slot).
std::vector<std::string> languages_coding(const kit::Colour& colour, std::string_view typed);

}  // namespace matchbox::tracker
