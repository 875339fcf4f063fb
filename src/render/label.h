// One box label (SPEC §5.1) drawn inside a rectangle: the box id (bold, 12 pt or more), "ply N",
// the board as printed with every bead slot in its colour and code, and the initial bead count.
// A drawer front shows the id and the board only. The layout follows the rectangle's aspect
// ratio (board left and text right on landscape labels, board above text on portrait ones);
// nothing is set below 6 pt: where a line cannot fit at 6 pt it is left out (ply first).
#pragma once

#include <cairo.h>

#include <string>

#include "kit/kit.h"
#include "layout/geometry.h"
#include "layout/sheet_template.h"
#include "spec/texts.h"

namespace matchbox::render {

// The words on a label, as fmt patterns: {ply} for the ply, {n} for a bead count.
struct LabelWords {
  std::string ply = "ply {ply}";
  std::string beads_one = "{n} bead";
  std::string beads_other = "{n} beads";
};

// From templates/texts/labels.yaml: labels.ply, labels.beads.one, labels.beads.other.
// Throws core::Error naming a missing key.
LabelWords label_words(const spec::Texts& texts);

// What goes where on a label (points, same space as the label's rectangle).
struct LabelLayout {
  layout::Rect board;  // Area handed to the board painter.
  layout::Rect text;   // Column (or band) for the id and the lines under it.
  double id_pt = 0;    // Size of the id.
  double line_pt = 0;  // Size of the ply and bead lines (0 if neither is shown).
  bool show_ply = false;
  bool show_beads = false;
};

// Plans a label of `box` in `rect`. `cr` is only used to measure text.
LabelLayout plan_label(cairo_t* cr, const kit::Kit& kit, const kit::Box& box,
                       const layout::Rect& rect, double corner_radius,
                       layout::SheetTemplate::Content content, const LabelWords& words);

// Draws the label of `box` inside `rect` (clipped to it, corners rounded by corner_radius).
// Draws nothing outside `rect`.
void paint_label(cairo_t* cr, const kit::Kit& kit, const kit::Box& box, const layout::Rect& rect,
                 double corner_radius, layout::SheetTemplate::Content content,
                 const LabelWords& words);

// Path of a rectangle with rounded corners (radius clamped to fit).
void rounded_rect_path(cairo_t* cr, const layout::Rect& r, double radius);

}  // namespace matchbox::render
