// SPDX-FileCopyrightText: 2026 The matchbox authors
// SPDX-License-Identifier: GPL-3.0-or-later

// One box label (docs/sheet-templates.md) drawn inside a rectangle: the box id (bold, 12 pt or
// more), "ply N", the board as printed with every bead slot in its colour and code, the initial
// bead count, and where there is room a legend giving each code's move in notation ("K 7-5 · O
// 8x3"). A mirror twin's label also says which box is its twin and that it serves only its own
// exact picture. A drawer front shows the id and the board only. Every label of a sheet shares one
// layout (plan_sheet_labels()), so sizes are uniform across the sheet. The layout follows the
// rectangle's aspect ratio (board left and text right on landscape labels, board above text on
// portrait ones); nothing is set below 6 pt: where a line cannot fit at 6 pt it is left out (legend
// first, then ply, then the bead count, the twin line last).
#pragma once

#include <cairo.h>

#include <map>
#include <string>
#include <vector>

#include "kit/kit.h"
#include "layout/geometry.h"
#include "layout/sheet_template.h"
#include "spec/texts.h"

namespace matchbox::render {

// The words on a label, as fmt patterns from templates/texts/labels.yaml: {ply} for the ply,
// {n} for a bead count, {code} and {move} for a slot's colour code and move notation in one
// legend entry.
struct LabelWords {
  std::string ply;
  spec::Plural beads;  // {n} beads, in the language's plural forms.
  std::string legend_entry;
  std::string legend_sep;
  std::string compartments;  // The bead line of a box with compartments A and B ({n} each).
  std::string twin;      // The line of a mirror twin ({twins}: the other box's id; may be 2 lines).
  std::string document;  // The labels PDF's title ({title}: the machine's title).
  std::string subject;   // The labels PDF's subject ({title}).
};

// From templates/texts/labels.yaml: labels.ply, labels.beads (one, other),
// labels.legend.entry, labels.legend.sep, labels.compartments, labels.twin, labels.document,
// labels.subject.
// Throws core::Error naming a missing key.
LabelWords label_words(const spec::Texts& texts);

// The line of every mirror twin (kit::mirror_twins) by box id: words.twin with {twins} the
// other boxes' ids joined by ", " (label_twins.cpp).
std::map<int, std::string> twin_lines(const kit::Kit& kit, const LabelWords& words);

// What goes where on a label (points, same space as the label's rectangle).
struct LabelLayout {
  layout::Rect board;  // Area handed to the board painter.
  layout::Rect text;   // Column (or band) for the id and the lines under it.
  double id_pt = 0;    // Size of the id.
  double line_pt = 0;  // Size of the ply and bead lines (0 if neither is shown).
  bool show_ply = false;
  bool show_beads = false;
  // The mirror-twin line (kit::mirror_twins) under the bead line, at line_pt, on the labels of
  // twins: `twins` holds it by box id (empty in a kit without twins, and on drawer fronts).
  bool show_twin = false;
  std::map<int, std::string> twins;
  // The legend: lines of Pango markup (codes in bold) set at legend_pt (>= 6) inside
  // `legend`, under the text column or in a band across the foot of the label. Empty when
  // it does not fit without dropping a line or shrinking the board by more than 15 %.
  std::vector<std::string> legend_lines;
  double legend_pt = 0;
  layout::Rect legend;
  std::vector<int> plies;  // The kit's plies (kit::Kit::plies()), for ply_tint().
};

// The legend entries of `box`, one per slot in slot order, as Pango markup ("<b>K</b> 7-5").
std::vector<std::string> legend_entries(const kit::Box& box, const kit::Palette& palette,
                                        const LabelWords& words);

// The layout every label of `kit` shares on a sheet whose cells have `cell`'s size, planned at
// the origin (0, 0): fitted to a label that needs as much room as any (the largest id, ply and
// bead count, the longest legend), so every label of a sheet draws its board at one scale and
// sets its id, its lines and its legend at one size each. `cr` is only used to measure text.
// With `legend` false, no label gets a legend (render/legibility.h gives the board its room
// where the legend would crowd it). Precondition: the kit has boxes.
LabelLayout plan_sheet_labels(cairo_t* cr, const kit::Kit& kit, const layout::Rect& cell,
                              double corner_radius, layout::SheetTemplate::Content content,
                              const LabelWords& words, bool legend = true);

// `shared` (from plan_sheet_labels()) moved into `rect`, with the legend lines of `box` at the
// shared size; no legend if they do not fit the shared legend's room.
LabelLayout box_label(cairo_t* cr, const LabelLayout& shared, const kit::Kit& kit,
                      const kit::Box& box, const layout::Rect& rect, const LabelWords& words);

// box_label() of a plan_sheet_labels() for `rect`: the label of `box` as it is printed.
LabelLayout plan_label(cairo_t* cr, const kit::Kit& kit, const kit::Box& box,
                       const layout::Rect& rect, double corner_radius,
                       layout::SheetTemplate::Content content, const LabelWords& words);

// Draws the label of `box` laid out as `l` (from box_label()) inside `rect` (clipped to it,
// corners rounded by corner_radius). Draws nothing outside `rect`.
void paint_label(cairo_t* cr, const kit::Kit& kit, const kit::Box& box, const layout::Rect& rect,
                 double corner_radius, const LabelLayout& l, const LabelWords& words);

// The tint that marks a ply on every label and in the box finder, so that boxes of one ply
// stand out (as Scroggs prints each ply on paper of its own colour): the i-th of `plies`
// (kit.plies(), worked out once per document) gets the (i mod 4)-th of four light tints, sRGB
// 0xRRGGBB. The label's "ply N" line stays the cue that does not depend on colour.
std::uint32_t ply_tint(const std::vector<int>& plies, int ply);

// Paints the ply cue: a right triangle in `ply_tint` with legs `leg` points in the top-left
// corner of `rect`, with a thin dark hypotenuse so it shows on a black-and-white print.
void paint_ply_corner(cairo_t* cr, const layout::Rect& rect, double leg, std::uint32_t tint);

// Path of a rectangle with rounded corners (radius clamped to fit).
void rounded_rect_path(cairo_t* cr, const layout::Rect& r, double radius);

}  // namespace matchbox::render
