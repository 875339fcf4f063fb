// What an operator may type for a bead: its colour's code ("P"), its full name ("reddish
// purple"), or any word of the name that no other colour of the box shares ("purple"), in any
// case. Shared by every verb that takes a bead: `track play`, `track record --beads`,
// `track import`, `track adjust` and the operator page's bead buttons (via
// TrackedMachine::slot_of).
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "kit/kit.h"

namespace matchbox::tracker {

// The indices into `colours` (one box's colours) that `typed` names, trying in turn and
// stopping at the first rule that matches: a code or a full name (spaces around and between
// words, and case, ignored); the palette file's own code (Colour::palette_code, for beads
// recorded before a kit re-coded the colour); every word of `typed` being a word of the name
// ("sky" and "sky blue" name sky blue, "purple" reddish purple). So an exact full name wins
// over a word: "blue" is blue, not sky blue. Several indices: `typed` is a word of several
// names, and the caller refuses it listing them; none: no colour matches.
std::vector<int> colours_named(const std::vector<const kit::Colour*>& colours,
                               std::string_view typed);

}  // namespace matchbox::tracker
