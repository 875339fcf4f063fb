// SPDX-FileCopyrightText: 2026 The matchbox authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "render/legibility.h"

#include <fmt/format.h>

#include "layout/label_grid.h"
#include "layout/plane.h"
#include "render/cairo_handles.h"

namespace matchbox::render {

namespace {

constexpr double kSlack = 0.05;            // Points of overlap too small to see.
constexpr double kCodeShareOfDisc = 0.55;  // A code of size pt needs a disc radius >= 0.55 pt.
constexpr double kParallelDegrees = 2;

using layout::Point;
using layout::Segment;

std::vector<Segment> shaft_segments(const Arrow& a) {
  std::vector<Segment> out;
  for (std::size_t i = 0; i + 1 < a.shaft.size(); ++i) out.push_back({a.shaft[i], a.shaft[i + 1]});
  out.push_back({a.shaft.back(), a.tip});
  return out;
}

// Two segments on one line (or nearly), closer than `width`, sharing part of their length.
bool run_along(const Segment& s, const Segment& t, double width) {
  if (layout::angle_between(s, t) > kParallelDegrees) return false;
  const double gap =
      std::min({layout::distance_to_segment(t.a, s), layout::distance_to_segment(t.b, s),
                layout::distance_to_segment(s.a, t), layout::distance_to_segment(s.b, t)});
  if (gap > width) return false;
  const double len = layout::distance(s.a, s.b);
  const double ux = (s.b.x - s.a.x) / len, uy = (s.b.y - s.a.y) / len;
  const double p = (t.a.x - s.a.x) * ux + (t.a.y - s.a.y) * uy;
  const double q = (t.b.x - s.a.x) * ux + (t.b.y - s.a.y) * uy;
  return std::max(p, q) > width && std::min(p, q) < len - width;
}

std::string arrow_problem(const Arrow& a, const Arrow& b) {
  const Point ha[3] = {a.tip, a.left, a.right}, hb[3] = {b.tip, b.left, b.right};
  if (layout::triangles_meet(ha, hb))
    return fmt::format("the arrow heads of slots {} and {} overlap", a.slot + 1, b.slot + 1);
  for (const Segment& s : shaft_segments(a)) {
    for (const Segment& t : shaft_segments(b)) {
      if (run_along(s, t, std::max(a.width, b.width)))
        return fmt::format("the arrows of slots {} and {} run along each other", a.slot + 1,
                           b.slot + 1);
      if (layout::crossing(s, t, 0.02) && layout::angle_between(s, t) < kMinCrossingDegrees)
        return fmt::format("the arrows of slots {} and {} cross at a shallow angle", a.slot + 1,
                           b.slot + 1);
    }
  }
  return "";
}

std::string disc_problem(const CodeDisc& d, const SlotGeometry& g) {
  if (d.code_pt < kMinReadablePt - 1e-9)
    return fmt::format("the code of slot {} is under {} pt", d.slot + 1, kMinReadablePt);
  if (d.radius < kCodeShareOfDisc * d.code_pt - 1e-9)
    return fmt::format("the code of slot {} does not fit its disc", d.slot + 1);
  for (const CodeDisc& e : g.discs)
    if (e.slot > d.slot && layout::distance(d.centre, e.centre) < d.radius + e.radius - kSlack)
      return fmt::format("the discs of slots {} and {} overlap", d.slot + 1, e.slot + 1);
  for (const CodeDisc& p : g.pieces)
    if (layout::distance(d.centre, p.centre) < kPieceOverlap * d.radius + p.radius - kSlack)
      return fmt::format("the disc of slot {} covers a piece", d.slot + 1);
  for (const Arrow& a : g.arrows)
    if (layout::distance_to_triangle(d.centre, a.tip, a.left, a.right) < d.radius - kSlack)
      return fmt::format("the disc of slot {} covers the arrow head of slot {}", d.slot + 1,
                         a.slot + 1);
  return "";
}

// The rules the text of a shared label layout breaks, or "".
std::string text_problem(const LabelLayout& l, layout::SheetTemplate::Content content) {
  if (l.id_pt < 12 - 1e-9) return "the box id is under 12 pt";
  if (content == layout::SheetTemplate::Content::kFull && !l.show_beads)
    return "the bead count does not fit";
  if (!l.twins.empty() && !l.show_twin) return "the mirror-twin line does not fit";
  if ((l.show_ply || l.show_beads || l.show_twin) && l.line_pt < kMinReadablePt - 1e-9)
    return fmt::format("the lines under the id are under {} pt", kMinReadablePt);
  return "";
}

}  // namespace

std::vector<std::string> slot_problems(const SlotGeometry& g) {
  std::vector<std::string> out;
  if (!g.discs.empty() && g.min_text_pt < kMinReadablePt - 1e-9)
    out.push_back(fmt::format("text on the board is under {} pt", kMinReadablePt));
  for (const CodeDisc& d : g.discs)
    if (std::string why = disc_problem(d, g); !why.empty()) out.push_back(why);
  for (std::size_t i = 0; i < g.arrows.size(); ++i)
    for (std::size_t j = i + 1; j < g.arrows.size(); ++j)
      if (std::string why = arrow_problem(g.arrows[i], g.arrows[j]); !why.empty())
        out.push_back(why);
  return out;
}

namespace {

// The boxes of `kit` whose labels, laid out as `shared`, break a rule; the first `limit` of
// them if there are more.
std::vector<LabelProblem> problems_of(const kit::Kit& kit, const LabelLayout& shared,
                                      layout::SheetTemplate::Content content, std::size_t limit) {
  std::vector<LabelProblem> out;
  const std::string text = text_problem(shared, content);
  const games::BoardShape shape = kit.game->shape();
  for (const kit::Box& box : kit.boxes) {
    if (out.size() >= limit) break;
    if (!text.empty()) {
      out.push_back({box.id, text});
      continue;
    }
    const std::vector<std::string> why =
        slot_problems(slot_geometry(shape, box.position, box.slots, shared.board));
    if (!why.empty()) out.push_back({box.id, why.front()});
  }
  return out;
}

}  // namespace

namespace {

// plan_legible_labels()'s choice, with the problems of its labels where the choice needed
// them, or `problems` asks for them (no more than `limit`: min(count, limit) is still the count
// of the layout with fewer, as counts of both layouts are cut at the same limit).
std::pair<LabelLayout, std::vector<LabelProblem>> choose(
    cairo_t* cr, const kit::Kit& kit, const layout::SheetTemplate& sheet, const LabelWords& words,
    bool problems, std::size_t limit = static_cast<std::size_t>(-1)) {
  const layout::Rect cell = layout::label_cells(sheet, {}).front();
  const double radius = sheet.corner_radius.pt();
  LabelLayout with = plan_sheet_labels(cr, kit, cell, radius, sheet.content, words);
  if (with.legend_lines.empty() && !problems) return {with, {}};
  std::vector<LabelProblem> crowded = problems_of(kit, with, sheet.content, limit);
  if (with.legend_lines.empty() || crowded.empty()) return {with, crowded};
  LabelLayout without = plan_sheet_labels(cr, kit, cell, radius, sheet.content, words, false);
  std::vector<LabelProblem> fewer = problems_of(kit, without, sheet.content, limit);
  if (fewer.size() < crowded.size()) return {without, fewer};
  return {with, crowded};
}

// choose() with the problems, measured on its own recording surface: text is measured as for a
// PDF or SVG page (render/text.h), so the labels document draws what was measured here.
std::pair<LabelLayout, std::vector<LabelProblem>> choose_measured(
    const kit::Kit& kit, const layout::SheetTemplate& sheet, const LabelWords& words,
    std::size_t limit) {
  const SurfacePtr surface(cairo_recording_surface_create(CAIRO_CONTENT_COLOR_ALPHA, nullptr));
  const CairoPtr context(cairo_create(surface.get()));
  return choose(context.get(), kit, sheet, words, true, limit);
}

}  // namespace

LabelLayout plan_legible_labels(cairo_t* cr, const kit::Kit& kit,
                                const layout::SheetTemplate& sheet, const LabelWords& words) {
  return choose(cr, kit, sheet, words, false).first;
}

LegibleLabels legible_labels(const kit::Kit& kit, const layout::SheetTemplate& sheet,
                             const LabelWords& words) {
  auto [layout, problems] = choose_measured(kit, sheet, words, static_cast<std::size_t>(-1));
  return {std::move(layout), std::move(problems)};
}

std::vector<LabelProblem> label_problems(const kit::Kit& kit, const layout::SheetTemplate& sheet,
                                         const LabelWords& words, std::size_t limit) {
  if (kit.boxes.empty()) return {};
  return choose_measured(kit, sheet, words, limit).second;
}

}  // namespace matchbox::render
