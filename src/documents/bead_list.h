// SPDX-FileCopyrightText: 2026 The matchbox authors
// SPDX-License-Identifier: GPL-3.0-or-later

// The bead list (docs/sheet-templates.md): how many beads of each colour a fresh machine needs,
// with per-ply subtotals, the spares to buy for the rewards (a "Spares" column, from
// simulate/spares.h, when the machine's rules add beads), and a per-box fill checklist ("O×4 S×4
// G×4" and a tick box). (The one call from render/ into simulate/: the estimate needs only the kit,
// and takes a few milliseconds for MENACE, about 50 ms for 5×5 checkers.) Counts come from the kit
// as printed (Kit::beads_per_colour), so they match the labels; or, for a trained machine, from its
// tracked contents.
#pragma once

#include <filesystem>
#include <optional>
#include <string>
#include <vector>

#include "kit/kit.h"
#include "render/format.h"
#include "simulate/spares.h"
#include "spec/texts.h"

namespace matchbox::documents {

// One palette colour the kit uses: its index in kit.palette.colours, its total over all boxes
// and its count at each ply of BeadTotals::plies, and the spare beads to buy beyond the fill.
struct BeadRow {
  int colour = 0;
  int total = 0;
  std::vector<int> per_ply;
  int spares = 0;
};

// The bead table: only colours with beads, in palette order; column sums and the grand total.
struct BeadTotals {
  std::vector<int> plies;  // Kit::plies().
  std::vector<BeadRow> rows;
  std::vector<int> ply_totals;  // Per ply, over all colours.
  int total = 0;
  int spares = 0;  // Over all colours.
};

// `spares`, if not empty, holds the spare beads per palette colour (simulate::spare_beads).
BeadTotals bead_totals(const kit::Kit& kit, const std::vector<int>& spares = {});

// Number of palette colours with at least one bead in the kit.
int colours_used(const kit::Kit& kit);

// One box's fill as text: each colour once, in slot order, as texts "beads.checklist.entry"
// ("O×4"), separated by spaces. Colours of several slots are summed.
std::string fill_line(const kit::Box& box, const kit::Palette& palette, const spec::Texts& texts);

// The bead list's note on the colours with beads that this kit gave another code than their
// palette's (kit/codes.h), from texts "beads.recoded" and "beads.recoded_entry"; "" if none.
std::string recoded_note(const kit::Kit& kit, const spec::Texts& texts);

// A trained machine's contents, to set it up again elsewhere: the counts after `games` games of
// the tournament titled `tournament`, one per slot and compartment in tracker::BeadLayout order
// (box by box, each box's slots once per compartment).
struct Contents {
  std::vector<int> beads;
  int games = 0;
  std::string tournament;
};

// Writes "beads.pdf" (or beads-<n>.svg|png) to `dir` on A4 portrait pages. Returns the files in
// page order. Throws core::Error if a text is missing or a file cannot be written.
std::vector<std::filesystem::path> write_bead_list(const kit::Kit& kit, const spec::Texts& texts,
                                                   render::Format format,
                                                   const std::filesystem::path& dir);

// The same document with its Spares column sized for the event `plan`ned (`kit --spares-for
// GAMES --opponent KIND`), and the sentence under the table saying so (texts
// "beads.spares_for").
std::vector<std::filesystem::path> write_planned_bead_list(const kit::Kit& kit,
                                                           const simulate::SparePlan& plan,
                                                           const spec::Texts& texts,
                                                           render::Format format,
                                                           const std::filesystem::path& dir);

// The same document for a trained machine's `contents`: the table and checklist give those
// counts instead of the initial fill, the titles say so (texts "beads.contents.*"), and there
// is no Spares column (its estimate is for a fresh machine). Also throws core::Error if the
// contents do not fit the kit.
std::vector<std::filesystem::path> write_contents_list(const kit::Kit& kit,
                                                       const Contents& contents,
                                                       const spec::Texts& texts,
                                                       render::Format format,
                                                       const std::filesystem::path& dir);

}  // namespace matchbox::documents
