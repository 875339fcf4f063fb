#include "render/label.h"

#include <fmt/format.h>

#include <algorithm>
#include <cmath>

#include "render/board_painter.h"
#include "render/text.h"

namespace matchbox::render {

namespace {

using Content = layout::SheetTemplate::Content;

constexpr double kMinPt = 6;
constexpr double kMinIdPt = 12;
constexpr double kPi = 3.14159265358979323846;

int box_beads(const kit::Box& box) {
  int n = 0;
  for (const auto& s : box.slots) n += s.beads;
  return n;
}

std::string ply_text(const LabelWords& w, const kit::Box& box) {
  return fmt::format(fmt::runtime(w.ply), fmt::arg("ply", box.ply));
}

std::string beads_text(const LabelWords& w, const kit::Box& box) {
  const int n = box_beads(box);
  return fmt::format(fmt::runtime(n == 1 ? w.beads_one : w.beads_other), fmt::arg("n", n));
}

TextStyle style_of(double pt, Weight weight) {
  TextStyle s;
  s.size_pt = pt;
  s.weight = weight;
  return s;
}

// Line height of DejaVu Sans at `pt` (Pango's logical extent is about 1.17 em).
double line_height(cairo_t* cr, double pt, Weight weight) {
  return measure_text(cr, "0", style_of(pt, weight)).height;
}

// Fits the id, then the two lines, into the text column; shrinks the board if the id does
// not fit at 12 pt beside it (landscape only).
void fit_text(cairo_t* cr, const std::string& id, const std::string& ply, const std::string& beads,
              bool full, bool landscape, const layout::Rect& inner, double gap, LabelLayout& l) {
  const double max_id = std::clamp(0.42 * inner.h, kMinIdPt, 30.0);
  const double id_room = full ? 0.6 * l.text.h : l.text.h;  // Leave room for two lines.
  l.id_pt = fit_text_size(cr, id, style_of(0, Weight::kBold), l.text.w, id_room, kMinIdPt, max_id);
  if (l.id_pt == 0) {  // Make room: the id matters more than a larger board.
    l.id_pt = kMinIdPt;
    const double need = measure_text(cr, id, style_of(kMinIdPt, Weight::kBold)).width;
    if (landscape) {
      l.board.w = l.board.h = std::max(0.0, inner.w - gap - need);
      l.text.x = inner.x + l.board.w + gap;
      l.text.w = inner.right() - l.text.x;
    }
  }
  if (!full) return;
  const double id_h = line_height(cr, l.id_pt, Weight::kBold);
  double pt = std::clamp(l.id_pt * 0.5, kMinPt, 10.0);
  auto fits_width = [&](const std::string& s, double size) {
    return measure_text(cr, s, style_of(size, Weight::kRegular)).width <= l.text.w;
  };
  while (pt > kMinPt && !(fits_width(ply, pt) && fits_width(beads, pt))) pt -= 0.5;
  l.show_beads = fits_width(beads, pt);
  l.show_ply = fits_width(ply, pt);
  const double room = l.text.h - id_h;
  while (pt > kMinPt && room < 2 * line_height(cr, pt, Weight::kRegular)) pt -= 0.5;
  const double lh = line_height(cr, pt, Weight::kRegular);
  if (l.show_ply && l.show_beads && room < 2 * lh) l.show_ply = false;
  if (l.show_beads && room < lh) l.show_beads = false;
  if (l.show_ply && !l.show_beads && room < lh) l.show_ply = false;
  l.line_pt = l.show_ply || l.show_beads ? pt : 0;
}

void paint_text(cairo_t* cr, const LabelLayout& l, bool landscape, const std::string& id,
                const std::string& ply, const std::string& beads) {
  std::vector<std::pair<std::string, TextStyle>> lines{{id, style_of(l.id_pt, Weight::kBold)}};
  if (l.show_ply) lines.push_back({ply, style_of(l.line_pt, Weight::kRegular)});
  if (l.show_beads) lines.push_back({beads, style_of(l.line_pt, Weight::kRegular)});
  double total = 0;
  for (auto& [s, style] : lines) total += measure_text(cr, s, style).height;
  double y = l.text.y + (l.text.h - total) / 2;
  for (auto& [s, style] : lines) {
    style.align = landscape ? Align::kLeft : Align::kCenter;
    const double x = landscape ? l.text.x : l.text.x + l.text.w / 2;
    y += draw_text(cr, s, x, y, style).height;
  }
}

}  // namespace

LabelWords label_words(const spec::Texts& texts) {
  return {texts.at("labels.ply"), texts.at("labels.beads.one"), texts.at("labels.beads.other")};
}

void rounded_rect_path(cairo_t* cr, const layout::Rect& r, double radius) {
  const double rad = std::clamp(radius, 0.0, std::min(r.w, r.h) / 2);
  cairo_new_path(cr);
  if (rad <= 0) {
    cairo_rectangle(cr, r.x, r.y, r.w, r.h);
    return;
  }
  cairo_arc(cr, r.right() - rad, r.y + rad, rad, -kPi / 2, 0);
  cairo_arc(cr, r.right() - rad, r.bottom() - rad, rad, 0, kPi / 2);
  cairo_arc(cr, r.x + rad, r.bottom() - rad, rad, kPi / 2, kPi);
  cairo_arc(cr, r.x + rad, r.y + rad, rad, kPi, 3 * kPi / 2);
  cairo_close_path(cr);
}

LabelLayout plan_label(cairo_t* cr, const kit::Kit& kit, const kit::Box& box,
                       const layout::Rect& rect, double corner_radius, Content content,
                       const LabelWords& words) {
  const double pad = std::clamp(0.07 * std::min(rect.w, rect.h), 2.5, 6.0) + 0.3 * corner_radius;
  const layout::Rect inner = rect.deflated(pad);
  const double gap = std::max(pad, 3.0);
  const double aspect = board_aspect(kit.game->shape(), box.position);
  const bool landscape = rect.w >= rect.h;
  LabelLayout l;
  if (landscape) {
    const double bw = std::min(inner.h * aspect, inner.w * 0.6);
    l.board = {inner.x, inner.y + (inner.h - bw / aspect) / 2, bw, bw / aspect};
    l.text = {inner.x + bw + gap, inner.y, std::max(0.0, inner.w - bw - gap), inner.h};
  } else {
    const double bw = std::min(inner.w, inner.h * 0.62 * aspect);
    l.board = {inner.x + (inner.w - bw) / 2, inner.y, bw, bw / aspect};
    l.text = {inner.x, inner.y + l.board.h + gap, inner.w,
              std::max(0.0, inner.h - l.board.h - gap)};
  }
  fit_text(cr, std::to_string(box.id), ply_text(words, box), beads_text(words, box),
           content == Content::kFull, landscape, inner, gap, l);
  if (landscape) l.board.y = inner.y + (inner.h - l.board.h) / 2;
  return l;
}

void paint_label(cairo_t* cr, const kit::Kit& kit, const kit::Box& box, const layout::Rect& rect,
                 double corner_radius, Content content, const LabelWords& words) {
  const LabelLayout l = plan_label(cr, kit, box, rect, corner_radius, content, words);
  cairo_save(cr);
  rounded_rect_path(cr, rect, corner_radius);
  cairo_clip(cr);
  const games::BoardShape shape = kit.game->shape();
  paint_board(cr, shape, box.position, l.board);
  paint_slots(cr, shape, box.position, box.slots, kit.palette, l.board);
  cairo_set_source_rgb(cr, 0, 0, 0);
  paint_text(cr, l, rect.w >= rect.h, std::to_string(box.id), ply_text(words, box),
             beads_text(words, box));
  cairo_restore(cr);
}

}  // namespace matchbox::render
