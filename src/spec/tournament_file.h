// SPDX-FileCopyrightText: 2026 The matchbox authors
// SPDX-License-Identifier: GPL-3.0-or-later

// Tournament files: the YAML form of Tournament. Human-readable, one event
// per list item, written deterministically. An annotated example is in docs/tournaments.md.
//
//   format: 2
//   machine: {file: menace, set: [], fingerprint: 3f2a...}
//   title: Science festival, Saturday
//   place: ''
//   operator: ''
//   created: 2026-11-24T10:00:00Z
//   language: fr                    # the printed kit's language: its bead codes are shown
//   events:
//     - session: {name: "Saturday", started: 2026-11-24T09:30:00Z}
//                                   # the games from here on belong to Saturday (spec/game_tags.h)
//     - game:
//         first: machine            # machine | opponent: who made the first move
//         moves: [5, 1, 9, 3, 7]    # every move of both sides on the real board
//         turns:                    # every box the machine opened
//           - {ply: 1, box: 1, bead: O, board: as printed}
//                                   # boxes with two compartments add compartment: A (or B)
//         result: win               # for the machine: win | draw | loss | unfinished
//         changes:                  # what its learning rule did
//           - {box: 1, bead: O, add: 3}   # and compartment: A (or B), as above
//         played: 2026-11-24T10:05:00Z
//         session: "Saturday"       # if it has one; and player: "child" if tagged
//                                   # a visitor's game: visitor: true, visit: "3f2a..." (its id)
//     - adjust: {box: 12, beads: {O: 3, B: 0}, note: counted after game 40}
//                                   # with two compartments: beads: {"A:O": 3, "B:O": 1}
//     - undo: 2                     # takes back event 2
//   ...
//
// The last line, "..." (YAML's end-of-document marker), is how a reader knows the file is whole:
// a file cut short anywhere lacks it, and a second document after it (two files joined with
// `cat`) is refused. Format 1 files (before the marker) are still read and are written as
// format 2. The kit's language, a game's session, player and visit id and the session event are
// optional: a file without them is written as before, and a matchbox from before them refuses a
// file with them (an unknown key, at its line and column) rather than misread it. Events are only
// ever appended or the last one replaced, so a writer rewrites only the file's tail (the text from
// an event's first line to the end).
#pragma once

#include <cstddef>
#include <string>
#include <string_view>
#include <vector>

#include "spec/tournament.h"

namespace matchbox::spec {

// Largest tournament file read (bytes): well over 100,000 MENACE games.
inline constexpr std::size_t kMaxTournamentBytes = 128u << 20;

// The last line of every format 2 file.
inline constexpr std::string_view kTournamentEnd = "...\n";

// A tournament file's text, decoded, with where its events lie.
struct TournamentText {
  Tournament tournament;
  std::size_t events_begin = 0;  // Byte offset of the first event's line (after "events:").
  std::size_t events_end = 0;    // Byte offset of the end marker line ("...").
  // Byte offset of each decoded event's first line and the 0-based line number there; filled
  // only when `canonical`.
  std::vector<std::size_t> offsets;
  std::vector<int> lines;
  // The text is exactly what tournament_to_yaml writes for `tournament` (so a writer may
  // rewrite just its tail).
  bool canonical = false;
};

// Decodes a whole tournament file's text. Throws core::Error "FILE:LINE:COLUMN: KEY: expected
// WHAT, found VALUE" for anything malformed or foreign, "FILE: cut short ..." for a format 2
// file without its end marker, "FILE:LINE: a second YAML document ..." for text after it, and
// "FILE: written by a newer matchbox (format N; ...)" for a newer format. Only the shape is
// checked here; the games themselves are audited by Ledger::replay.
TournamentText parse_tournament_text(const std::string& text, const std::string& file);
Tournament parse_tournament(const std::string& text, const std::string& file);

// Decodes a canonical format 2 file whose first `from` bytes (its header and `first_event`
// events, the last of which ends at line `from_line`, 0-based) were decoded before: the header
// again (it is short) and the events from byte `from` to the end marker. The result's
// tournament holds only those events; offsets and lines are theirs. Throws as
// parse_tournament_text, and core::Error "FILE: ..." if the text there is not where an event
// starts (the caller then decodes the whole text).
TournamentText parse_tournament_tail(const std::string& text, const std::string& file,
                                     std::size_t from, int from_line);

// Decodes the events written in text[begin, end) (whole items of `events:`, the first on line
// `line`, 0-based) of a file whose header is `header`. Throws as parse_tournament_text.
std::vector<Event> parse_events(const std::string& text, const std::string& file, std::size_t begin,
                                std::size_t end, int line, const Tournament& header);

// The text of one event as tournament_to_yaml writes it in `t` (lines "  - ...", ending in a
// newline).
std::string event_to_yaml(const Event& event, const Tournament& t);
// The file's text up to and including the "events:" line.
std::string header_to_yaml(const Tournament& t);
// The file's text for `t`: header, events and end marker; deterministic.
std::string tournament_to_yaml(const Tournament& tournament);

}  // namespace matchbox::spec
