// SPDX-FileCopyrightText: 2026 The matchbox authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "render/label.h"

#include <fmt/format.h>

#include <algorithm>
#include <cmath>

#include "core/error.h"
#include "kit/codes.h"
#include "render/board_painter.h"
#include "render/stamp.h"
#include "render/text.h"

namespace matchbox::render {

namespace {

using Content = layout::SheetTemplate::Content;

constexpr double kMinPt = 6;
constexpr double kMinIdPt = 12;
constexpr double kMaxLegendPt = 7;
constexpr double kRoomyLinePt = 7.5;     // Ply and bead lines the id leaves room for.
constexpr double kMinBoardShare = 0.85;  // A legend may shrink the board to this share.

// The strings on one label.
struct LabelText {
  std::string id, ply, beads, twin;
  std::vector<std::string> legend;  // Entries (markup).
  std::string sep;
};

// The label's inner rectangle and the gap between board and text.
struct Frame {
  layout::Rect inner;
  double gap = 0;
  double aspect = 1;
  bool landscape = true;
  bool full = true;
};

int box_beads(const kit::Box& box) {
  int n = 0;
  for (const auto& s : box.slots) n += s.beads;
  return n;
}

// "3 beads", or for boxes with two compartments "A 3 · B 3".
std::string beads_line(const kit::Kit& kit, int n, const LabelWords& w) {
  const std::string words = kit.spec.compartments > 1 ? w.compartments : w.beads.pick(n);
  return fmt::format(fmt::runtime(words), fmt::arg("n", n));
}

// The text of `box`'s label; `twins` holds the twin lines by box id (LabelLayout::twins).
LabelText label_text(const kit::Kit& kit, const kit::Box& box, const LabelWords& w,
                     const std::map<int, std::string>& twins) {
  const auto twin = twins.find(box.id);
  return {std::to_string(box.id),
          fmt::format(fmt::runtime(w.ply), fmt::arg("ply", box.ply)),
          beads_line(kit, box_beads(box), w),
          twin == twins.end() ? "" : twin->second,
          legend_entries(box, kit.palette, w),
          w.legend_sep};
}

// The text of a label that needs as much room as any of the kit's: the largest id, ply and
// bead count, the longest of `twins`, and the legend of the box with the most slots (then the
// longest notation).
LabelText widest_text(const kit::Kit& kit, const LabelWords& w,
                      const std::map<int, std::string>& twins) {
  const kit::Box* most = &kit.boxes.front();
  auto legend_size = [](const kit::Box& b) {
    std::size_t chars = 0;
    for (const kit::BeadSlot& s : b.slots) chars += s.notation.size();
    return std::pair(b.slots.size(), chars);
  };
  int ply = 0, beads = 0, id = 0;
  for (const kit::Box& b : kit.boxes) {
    if (legend_size(b) > legend_size(*most)) most = &b;
    ply = std::max(ply, b.ply);
    beads = std::max(beads, box_beads(b));
    id = std::max(id, b.id);
  }
  kit::Box widest = *most;
  widest.id = id;
  widest.ply = ply;
  LabelText t = label_text(kit, widest, w, {});
  t.beads = beads_line(kit, beads, w);
  for (const auto& [box_id, line] : twins)
    if (line.size() > t.twin.size()) t.twin = line;
  return t;
}

TextStyle style_of(double pt, Weight weight, bool markup = false) {
  return TextStyle{.size_pt = pt, .weight = weight, .markup = markup};
}

// Line height of DejaVu Sans at `pt` (Pango's logical extent is about 1.17 em).
double line_height(cairo_t* cr, double pt, Weight weight) {
  return measure_text(cr, "0", style_of(pt, weight)).height;
}

// Entries joined by `sep` into as few lines as fit `width` at `pt`, breaking only between
// entries; empty if one entry alone is too wide.
std::vector<std::string> wrap_legend(cairo_t* cr, const LabelText& t, double width, double pt) {
  std::vector<std::string> lines;
  const TextStyle style = style_of(pt, Weight::kRegular, true);
  for (const std::string& entry : t.legend) {
    if (measure_text(cr, entry, style).width > width) return {};
    const std::string longer = lines.empty() ? "" : lines.back() + escape_markup(t.sep) + entry;
    if (!lines.empty() && measure_text(cr, longer, style).width <= width)
      lines.back() = longer;
    else
      lines.push_back(entry);
  }
  return lines;
}

// Fits the id into the text column; shrinks the board if the id does not fit at 12 pt beside
// it (landscape only).
void fit_id(cairo_t* cr, const LabelText& t, const Frame& f, const layout::Rect& area,
            LabelLayout& l) {
  const std::string& id = t.id;
  const double max_id = std::clamp(0.42 * area.h, kMinIdPt, 30.0);
  // Leave room for the ply and bead lines and the twin line at 7.5 pt.
  const TextStyle roomy = style_of(kRoomyLinePt, Weight::kRegular);
  const double twin = t.twin.empty() ? 0 : measure_text(cr, t.twin, roomy).height;
  const double lines = 2 * line_height(cr, kRoomyLinePt, Weight::kRegular) + twin;
  const double id_room = f.full ? std::min(0.6 * l.text.h, l.text.h - lines) : l.text.h;
  l.id_pt = fit_text_size(cr, id, style_of(0, Weight::kBold), l.text.w, id_room, kMinIdPt, max_id);
  if (l.id_pt > 0) return;
  l.id_pt = kMinIdPt;  // Make room: the id matters more than a larger board.
  const double need = measure_text(cr, id, style_of(kMinIdPt, Weight::kBold)).width;
  if (f.landscape) {
    l.board.w = l.board.h = std::max(0.0, area.w - f.gap - need);
    l.text.x = area.x + l.board.w + f.gap;
    l.text.w = area.right() - l.text.x;
  }
}

// Fits the ply, bead and twin lines under the id, smaller first, then leaving out the ply,
// then the bead count, then the twin line (a kit without twins has none).
void fit_lines(cairo_t* cr, const LabelText& t, LabelLayout& l) {
  const double id_h = line_height(cr, l.id_pt, Weight::kBold);
  double pt = std::clamp(l.id_pt * 0.5, kMinPt, 10.0);
  const std::pair<const std::string*, bool*> lines[] = {
      {&t.ply, &l.show_ply}, {&t.beads, &l.show_beads}, {&t.twin, &l.show_twin}};
  const auto size = [&](const std::string& s, double at) {
    return measure_text(cr, s, style_of(at, Weight::kRegular));
  };
  const auto all_fit = [&](double at) {
    return std::all_of(std::begin(lines), std::end(lines),
                       [&](const auto& line) { return size(*line.first, at).width <= l.text.w; });
  };
  while (pt > kMinPt && !all_fit(pt)) pt = std::max(kMinPt, pt - 0.5);
  for (const auto& [s, show] : lines) *show = size(*s, pt).width <= l.text.w;
  l.show_twin = l.show_twin && !t.twin.empty();  // Only a kit with twins has the line.
  const auto height = [&](double at) {
    double h = 0;
    for (const auto& [s, show] : lines) h += *show ? size(*s, at).height : 0;
    return h;
  };
  const double room = l.text.h - id_h;
  while (pt > kMinPt && room < height(pt)) pt = std::max(kMinPt, pt - 0.5);
  for (const auto& [s, show] : lines)
    if (room < height(pt)) *show = false;
  l.line_pt = l.show_ply || l.show_beads || l.show_twin ? pt : 0;
}

// The narrowest text column that holds the id at 12 pt and, on full labels, the ply and bead
// lines at 6 pt.
double min_text_width(cairo_t* cr, const Frame& f, const LabelText& t) {
  double w = measure_text(cr, t.id, style_of(kMinIdPt, Weight::kBold)).width;
  if (!f.full) return w;
  for (const std::string* s : {&t.ply, &t.beads, &t.twin})
    w = std::max(w, measure_text(cr, *s, style_of(kMinPt, Weight::kRegular)).width);
  return w;
}

// Board and text column inside `area`, the text column `reserve` points short at the foot.
LabelLayout plan_in(cairo_t* cr, const Frame& f, const layout::Rect& area, const LabelText& t,
                    double reserve) {
  LabelLayout l;
  if (f.landscape) {
    // Wide boards (Nim piles, long pawn boards) may take more of the width than square ones,
    // as long as the text column keeps its lines.
    const double share = std::clamp(0.6 + 0.2 * (f.aspect - 1), 0.6, 0.7);
    const double room = area.w - f.gap - min_text_width(cr, f, t);
    const double bw = std::min({area.h * f.aspect, area.w * share, std::max(room, 0.6 * area.w)});
    l.board = {area.x, area.y + (area.h - bw / f.aspect) / 2, bw, bw / f.aspect};
    l.text = {area.x + bw + f.gap, area.y, std::max(0.0, area.w - bw - f.gap), area.h};
  } else {
    const double bw = std::min(area.w, area.h * 0.62 * f.aspect);
    l.board = {area.x + (area.w - bw) / 2, area.y, bw, bw / f.aspect};
    l.text = {area.x, area.y + l.board.h + f.gap, area.w,
              std::max(0.0, area.h - l.board.h - f.gap)};
  }
  l.text.h = std::max(0.0, l.text.h - reserve);
  fit_id(cr, t, f, area, l);
  if (f.full) fit_lines(cr, t, l);
  if (f.landscape) l.board.y = area.y + (area.h - l.board.h) / 2;
  return l;
}

// The legend set at `pt` in `box`, if its lines fit there.
bool place_legend(cairo_t* cr, const LabelText& t, double pt, const layout::Rect& box,
                  LabelLayout& l) {
  l.legend_lines = wrap_legend(cr, t, box.w, pt);
  const double need = l.legend_lines.size() * line_height(cr, pt, Weight::kRegular);
  if (l.legend_lines.empty() || need > box.h + 1e-6) return l.legend_lines.clear(), false;
  l.legend_pt = pt;
  l.legend = {box.x, box.bottom() - need, box.w, need};
  return true;
}

// The legend at `pt` in one of two places: under the text column, or in a band across the foot of
// the label. Each must keep the id at 12 pt or more, every line the label shows without a legend
// (at 7.5 pt or more if it had that), and 85 % of the board; of those that do, the one with
// the larger board wins, then the one with the larger id.
LabelLayout legend_at(cairo_t* cr, const Frame& f, const LabelText& t, const LabelLayout& base,
                      double pt) {
  const double lh = line_height(cr, pt, Weight::kRegular), small_gap = 0.25 * lh;
  auto keeps = [&](const LabelLayout& c) {
    return c.id_pt >= kMinIdPt && c.line_pt >= std::min(base.line_pt, kRoomyLinePt) - 1e-6 &&
           c.show_ply == base.show_ply && c.show_beads == base.show_beads &&
           c.show_twin == base.show_twin && c.board.w >= kMinBoardShare * base.board.w - 1e-6;
  };
  auto better = [](const LabelLayout& a, const LabelLayout& b) {
    if (std::abs(a.board.w - b.board.w) > 0.5) return a.board.w > b.board.w;
    return a.id_pt > b.id_pt;
  };
  LabelLayout best = base;
  const std::size_t column_lines = wrap_legend(cr, t, base.text.w, pt).size();
  if (column_lines > 0) {
    const double reserve = column_lines * lh + small_gap;
    LabelLayout c = plan_in(cr, f, f.inner, t, reserve);
    const layout::Rect box{c.text.x, c.text.bottom() + small_gap, c.text.w, reserve - small_gap};
    if (keeps(c) && place_legend(cr, t, pt, box, c)) best = c;
  }
  const std::size_t band_lines = wrap_legend(cr, t, f.inner.w, pt).size();
  if (band_lines > 0) {
    const double band = band_lines * lh + small_gap;
    const layout::Rect area{f.inner.x, f.inner.y, f.inner.w, std::max(0.0, f.inner.h - band)};
    LabelLayout c = plan_in(cr, f, area, t, 0);
    const layout::Rect box{f.inner.x, area.bottom() + small_gap, f.inner.w, band - small_gap};
    const bool wins = best.legend_lines.empty() || better(c, best);
    if (wins && keeps(c) && place_legend(cr, t, pt, box, c)) best = c;
  }
  return best;
}

// The legend at the largest size from 7 pt (1 pt under the other lines) down to 6 pt that fits.
LabelLayout add_legend(cairo_t* cr, const Frame& f, const LabelText& t, const LabelLayout& base) {
  for (double pt = std::clamp(base.line_pt - 1, kMinPt, kMaxLegendPt); pt >= kMinPt; pt -= 0.5) {
    LabelLayout l = legend_at(cr, f, t, base, pt);
    if (!l.legend_lines.empty()) return l;
  }
  return base;
}

Frame frame_of(const kit::Kit& kit, const kit::Box& box, const layout::Rect& rect,
               double corner_radius, Content content) {
  const double pad = std::clamp(0.07 * std::min(rect.w, rect.h), 2.5, 6.0) + 0.3 * corner_radius;
  return {rect.deflated(pad), std::max(pad, 3.0), board_aspect(kit.game->shape(), box.position),
          rect.w >= rect.h, content == Content::kFull};
}

LabelLayout plan(cairo_t* cr, const Frame& f, const LabelText& t) {
  const LabelLayout base = plan_in(cr, f, f.inner, t, 0);
  if (!f.full || t.legend.empty()) return base;
  return add_legend(cr, f, t, base);
}

// Draws a legend line in black as draw_text() does, as a stamp (stamp.h): legend lines repeat
// across a kit's labels, and each is several runs of text (bold codes between plain moves), which
// cost a PDF more than one picture placed. (A line of one run, like "ply 3", costs less drawn.)
TextExtent stamp_line(cairo_t* cr, const std::string& s, double x, double y,
                      const TextStyle& style) {
  const TextExtent e = measure_text(cr, s, style);
  const double left = style.align == Align::kCenter ? -e.width / 2 : 0;
  const double m = style.size_pt;  // Room for ink outside the logical extent.
  const std::string key =
      fmt::format("line {} {} {} {} {}", style.size_pt, static_cast<int>(style.weight),
                  style.markup, static_cast<int>(style.align), s);
  stamp(cr, key, {left - m, -m, e.width + 2 * m, e.height + 2 * m}, x, y,
        [&](cairo_t* c, double ox, double oy) {
          cairo_set_source_rgb(c, 0, 0, 0);
          draw_text(c, s, ox, oy, style);
        });
  return e;
}

void paint_text(cairo_t* cr, const LabelLayout& l, bool landscape, const LabelText& t) {
  std::vector<std::pair<std::string, TextStyle>> lines{{t.id, style_of(l.id_pt, Weight::kBold)}};
  if (l.show_ply) lines.push_back({t.ply, style_of(l.line_pt, Weight::kRegular)});
  if (l.show_beads) lines.push_back({t.beads, style_of(l.line_pt, Weight::kRegular)});
  if (l.show_twin && !t.twin.empty())
    lines.push_back({t.twin, style_of(l.line_pt, Weight::kRegular)});
  double total = 0;
  for (auto& [s, style] : lines) total += measure_text(cr, s, style).height;
  double y = l.text.y + (l.text.h - total) / 2;
  for (auto& [s, style] : lines) {
    style.align = landscape ? Align::kLeft : Align::kCenter;
    const double x = landscape ? l.text.x : l.text.x + l.text.w / 2;
    y += draw_text(cr, s, x, y, style).height;
  }
  y = l.legend.y;
  for (const std::string& line : l.legend_lines) {
    TextStyle style = style_of(l.legend_pt, Weight::kRegular, true);
    style.align = landscape ? Align::kLeft : Align::kCenter;
    const double x = landscape ? l.legend.x : l.legend.x + l.legend.w / 2;
    y += stamp_line(cr, line, x, y, style).height;
  }
}

}  // namespace

LabelWords label_words(const spec::Texts& texts) {
  return {texts.at("labels.ply"),          texts.plural("labels.beads"),
          texts.at("labels.legend.entry"), texts.at("labels.legend.sep"),
          texts.at("labels.compartments"), texts.at("labels.twin"),
          texts.at("labels.document"),     texts.at("labels.subject")};
}

std::vector<std::string> legend_entries(const kit::Box& box, const kit::Palette& palette,
                                        const LabelWords& words) {
  std::vector<std::string> out;
  for (const kit::BeadSlot& s : box.slots) {
    const std::string& code =
        kit::local_code(palette.colours.at(static_cast<std::size_t>(s.colour)));
    out.push_back(fmt::format(fmt::runtime(escape_markup(words.legend_entry)),
                              fmt::arg("code", "<b>" + escape_markup(code) + "</b>"),
                              fmt::arg("move", escape_markup(s.notation))));
  }
  return out;
}

LabelLayout plan_sheet_labels(cairo_t* cr, const kit::Kit& kit, const layout::Rect& cell,
                              double corner_radius, Content content, const LabelWords& words,
                              bool legend) {
  MATCHBOX_CHECK(!kit.boxes.empty());
  const layout::Rect origin{0, 0, cell.w, cell.h};
  std::map<int, std::string> twins;
  if (content == Content::kFull) twins = twin_lines(kit, words);
  LabelText t = widest_text(kit, words, twins);
  if (!legend) t.legend.clear();
  LabelLayout l = plan(cr, frame_of(kit, kit.boxes.front(), origin, corner_radius, content), t);
  l.plies = kit.plies();
  l.twins = std::move(twins);
  return l;
}

LabelLayout box_label(cairo_t* cr, const LabelLayout& shared, const kit::Kit& kit,
                      const kit::Box& box, const layout::Rect& rect, const LabelWords& words) {
  LabelLayout l = shared;
  for (layout::Rect* r : {&l.board, &l.text, &l.legend}) r->x += rect.x, r->y += rect.y;
  if (l.legend_lines.empty()) return l;
  const LabelText t = label_text(kit, box, words, l.twins);
  l.legend_lines = wrap_legend(cr, t, l.legend.w, l.legend_pt);
  const double need = l.legend_lines.size() * line_height(cr, l.legend_pt, Weight::kRegular);
  if (need > l.legend.h + 1e-6) l.legend_lines.clear();
  return l;
}

LabelLayout plan_label(cairo_t* cr, const kit::Kit& kit, const kit::Box& box,
                       const layout::Rect& rect, double corner_radius, Content content,
                       const LabelWords& words) {
  return box_label(cr, plan_sheet_labels(cr, kit, rect, corner_radius, content, words), kit, box,
                   rect, words);
}

void paint_label(cairo_t* cr, const kit::Kit& kit, const kit::Box& box, const layout::Rect& rect,
                 double corner_radius, const LabelLayout& l, const LabelWords& words) {
  const LabelText t = label_text(kit, box, words, l.twins);
  cairo_save(cr);
  // Everything is laid out inside the cell; only rounded corners need a clip (the ply cue is
  // drawn into the corner). Without one, PDF pages spare a clip path per drawing.
  if (corner_radius > 0) {
    rounded_rect_path(cr, rect, corner_radius);
    cairo_clip(cr);
  }
  // The ply cue fills the corner up to the corner of the laid-out content, clear of board and
  // text.
  const double inset_x = std::min(l.board.x, l.text.x) - rect.x;
  const double inset_y = std::min(l.board.y, l.text.y) - rect.y;
  const double leg = 2 * std::max(0.0, std::max(inset_x, inset_y)) + corner_radius;
  paint_ply_corner(cr, rect, leg, ply_tint(l.plies, box.ply));
  const games::BoardShape shape = kit.game->shape();
  paint_board(cr, shape, box.position, l.board);
  paint_slots(cr, shape, box.position, box.slots, kit.palette, l.board);
  cairo_set_source_rgb(cr, 0, 0, 0);
  paint_text(cr, l, rect.w >= rect.h, t);
  cairo_restore(cr);
}

}  // namespace matchbox::render
