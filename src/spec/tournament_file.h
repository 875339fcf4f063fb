// Tournament files: the YAML form of tracker::Tournament. Human-readable, one event
// per list item, written deterministically. An annotated example is in docs/tournaments.md.
//
//   format: 1
//   machine: {file: menace, set: [], fingerprint: 3f2a...}
//   title: Science festival, Saturday
//   place: ''
//   operator: ''
//   created: 2026-11-24T10:00:00Z
//   events:
//     - game:
//         first: machine            # machine | opponent: who made the first move
//         moves: [5, 1, 9, 3, 7]    # every move of both sides on the real board
//         turns:                    # every box the machine opened
//           - {ply: 1, box: 1, bead: O, board: as printed}
//                                   # boxes with two compartments add compartment: A (or B)
//         result: win               # for the machine: win | draw | loss | unfinished
//         changes:                  # what its learning rule did
//           - {box: 1, bead: O, add: 3}   # and compartment: A (or B), as above
//     - adjust: {box: 12, beads: {O: 3, B: 0}, note: counted after game 40}
//                                   # with two compartments: beads: {"A:O": 3, "B:O": 1}
//     - undo: 2                     # takes back event 2
#pragma once

#include <string>

#include "tracker/tournament.h"

namespace matchbox::spec {

// Largest tournament file read (bytes): about 100,000 MENACE games.
inline constexpr std::size_t kMaxTournamentBytes = 64u << 20;

// Decodes a tournament file's text. Throws core::Error "FILE:LINE:COLUMN: KEY: expected WHAT,
// found VALUE" for anything malformed or foreign, and "FILE: written by a newer matchbox
// (format N; this one reads up to 1)" for a newer format. Only the shape is checked here; the
// games themselves are audited by tracker::Ledger::replay.
tracker::Tournament parse_tournament(const std::string& text, const std::string& file);

// The file's text for `tournament`; deterministic.
std::string tournament_to_yaml(const tracker::Tournament& tournament);

}  // namespace matchbox::spec
