// SPDX-FileCopyrightText: 2026 The matchbox authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "documents/poster.h"

#include <algorithm>
#include <cmath>
#include <string>
#include <tuple>
#include <utility>

#include "analysis/solve.h"
#include "core/error.h"
#include "documents/bead_list.h"
#include "documents/instructions.h"
#include "kit/outcomes.h"
#include "render/board_painter.h"
#include "render/label.h"
#include "render/page_flow.h"
#include "render/page_sink.h"
#include "render/text.h"
#include "tracker/reinforcement.h"

namespace matchbox::documents {

// The drawing machinery every document is made with.
using namespace render;
namespace {

const std::string kPosterKey = "poster.";
constexpr double kPosterMargin = 48;
// Sizes on A3 at scale 1, in points: the body is read from 2 to 3 m (a capital about 6 mm tall
// on A3, 9 mm on A2); the source note is for whoever steps up to the poster.
constexpr double kTitlePt = 64;
constexpr double kSubtitlePt = 28;
constexpr double kHeadPt = 34;
constexpr double kBody = 24;
constexpr double kSourcePt = 12;
constexpr double kPosterGap = 22;
// Scales tried, largest first, until the page holds everything.
constexpr double kScales[] = {1.3, 1.25, 1.2, 1.15, 1.1, 1.05, 1, 0.95, 0.9, 0.85, 0.8, 0.75, 0.7};
constexpr std::uint32_t kBand = 0x1F3A5F;    // The title band: dark blue, white type.
constexpr std::uint32_t kAccent = 0xE69F00;  // Okabe-Ito orange: the steps' numbers.
constexpr std::uint32_t kTint = 0xEEF3F8;    // Behind the sentence saying why it works.

// Every sentence of the poster, filled in.
struct Words {
  std::string title, subject, subtitle, picture, facts_heading, turn_heading, after_heading, why,
      source;
  std::vector<std::string> facts, steps;
  std::vector<std::pair<std::string, std::string>> rules;  // (outcome, what to do)
};

std::string poster_text(const spec::Texts& texts, const std::string& key,
                        const TextArgs& args = {}) {
  return fill(texts, kPosterKey + key, args);
}

Words poster_words(const kit::Kit& kit, const spec::Texts& texts) {
  const games::Player side = machine_side(kit.spec);
  const TextArgs args = {{"title", kit.spec.title},
                         {"game", kit.game->title()},
                         {"boxes", static_cast<int>(kit.boxes.size())},
                         {"beads", kit.bead_count()},
                         {"colours", colours_used(kit)},
                         {"side", side_name(kit, texts, side)},
                         {"other", side_name(kit, texts, core::opponent(side))},
                         {"box", kit.boxes.front().id},
                         {"source", kit.spec.source}};
  Words w;
  w.title = poster_text(texts, "title", args);
  w.subject = poster_text(texts, "subject", args);
  w.subtitle = poster_text(texts, "subtitle", args);
  w.picture = poster_text(texts, "picture", args);
  w.facts_heading = poster_text(texts, "facts.heading");
  w.facts = {
      poster_text(texts, "facts.boxes", args), poster_text(texts, "facts.beads", args),
      fill_sentence(kit, texts, kPosterKey + "facts."),
      poster_text(texts, "facts.plays." + std::string(spec::kPlays.name(kit.spec.plays)), args)};
  w.turn_heading = poster_text(texts, "turn.heading");
  const bool piles = kit.game->shape().kind == games::BoardShape::Kind::kPiles;
  w.steps = {poster_text(texts, piles ? "turn.find_piles" : "turn.find"),
             poster_text(texts, "turn.shake"), poster_text(texts, "turn.draw"),
             poster_text(texts, "turn.play")};
  w.after_heading = poster_text(texts, "after.heading");
  const spec::Reinforcement& r = kit.spec.reinforcement;
  const kit::PossibleOutcomes possible = kit::possible_outcomes(kit);
  for (const auto& [outcome, rule] :
       {std::pair{games::Outcome::kWin, &r.win}, std::pair{games::Outcome::kDraw, &r.draw},
        std::pair{games::Outcome::kLoss, &r.loss}})
    if (possible.can(outcome))
      w.rules.emplace_back(
          poster_text(texts, "after." + std::string(analysis::kOutcomes.name(outcome))),
          rule_sentence(*rule, texts));
  w.why = poster_text(texts, tracker::adds_beads(r) ? "why" : "why_shrink");
  w.source = kit.spec.source.empty() ? std::string() : poster_text(texts, "source", args);
  return w;
}

// A cursor down the A3 page at one scale of every size.
struct Cursor {
  cairo_t* cr;
  double scale;
  double y = kPosterMargin;
  double left = kPosterMargin;
  double width = kA3WidthPt - 2 * kPosterMargin;

  double pt(double size) const { return size * scale; }
  // Wrapped text at the cursor, `indent` points in; moves the cursor below it.
  void line(const std::string& s, double size, Weight weight = Weight::kRegular, double indent = 0,
            Align align = Align::kLeft) {
    y += draw_text(
             cr, s, left + indent, y,
             {.size_pt = pt(size), .weight = weight, .align = align, .width_pt = width - indent})
             .height;
  }
  void heading(const std::string& s) {
    y += pt(kPosterGap);
    line(s, kHeadPt, Weight::kBold);
    y += pt(kPosterGap) / 3;
  }
};

void draw_title(Cursor& c, const Words& w) {
  const TextStyle title{.size_pt = c.pt(kTitlePt),
                        .weight = Weight::kBold,
                        .align = Align::kCenter,
                        .width_pt = c.width};
  const TextStyle subtitle{
      .size_pt = c.pt(kSubtitlePt), .align = Align::kCenter, .width_pt = c.width};
  const double pad = c.pt(kPosterGap);
  const double h = measure_text(c.cr, w.title, title).height +
                   measure_text(c.cr, w.subtitle, subtitle).height + 2.5 * pad;
  set_rgb(c.cr, kBand);
  cairo_rectangle(c.cr, 0, 0, kA3WidthPt, c.y + h);
  cairo_fill(c.cr);
  set_rgb(c.cr, 0xFFFFFF);
  c.y += pad;
  c.y += draw_text(c.cr, w.title, c.left, c.y, title).height + pad / 2;
  c.y += draw_text(c.cr, w.subtitle, c.left, c.y, subtitle).height + pad;
  set_rgb(c.cr, 0x000000);
}

// The four steps of a turn under `c`'s cursor, each after its number in an orange disc.
void draw_steps(Cursor& c, const Words& w) {
  c.line(w.turn_heading, kHeadPt, Weight::kBold);
  const double r = c.pt(kBody * 0.95);
  for (std::size_t i = 0; i < w.steps.size(); ++i) {
    const double top = c.y + c.pt(8);
    const TextStyle style{.size_pt = c.pt(kBody * 1.2), .width_pt = c.width - 2.6 * r};
    const TextExtent e = measure_text(c.cr, w.steps[i], style);
    const double cy = top + std::max(r, e.height / 2);
    paint_code_disc(c.cr, c.left + r, cy, r, kAccent, std::to_string(i + 1), c.pt(kBody * 1.1));
    set_rgb(c.cr, 0x000000);
    draw_text(c.cr, w.steps[i], c.left + 2.6 * r, cy - e.height / 2, style);
    c.y = cy + std::max(r, e.height / 2);
  }
}

// Box 1's picture on the left (its board and bead slots as its label draws them) with its
// caption, the steps of a turn on the right.
void draw_picture_and_steps(Cursor& c, const kit::Kit& kit, const Words& w) {
  c.y += c.pt(kPosterGap) * 1.5;
  const double top = c.y;
  const double picture_w = std::round(c.width * 0.4);
  const kit::Box& box = kit.boxes.front();
  const games::BoardShape shape = kit.game->shape();
  const layout::Rect area{c.left, top, picture_w, picture_w * 0.85};
  const layout::Rect rect = board_rect(shape, box.position, area);
  paint_board(c.cr, shape, box.position, rect);
  paint_slots(c.cr, shape, box.position, box.slots, kit.palette, rect);
  const double caption =
      draw_text(c.cr, w.picture, area.x, rect.bottom() + c.pt(8),
                {.size_pt = c.pt(kBody * 0.8), .width_pt = picture_w, .italic = true})
          .height;
  Cursor right{c.cr, c.scale, top, c.left + picture_w + c.pt(kPosterGap) * 1.5};
  right.width = c.left + c.width - right.left;
  draw_steps(right, w);
  c.y = std::max(rect.bottom() + c.pt(8) + caption, right.y);
}

// The machine's numbers, one bullet each.
void draw_facts(Cursor& c, const Words& w) {
  c.heading(w.facts_heading);
  for (const std::string& fact : w.facts) {
    draw_text(c.cr, "•", c.left, c.y, {.size_pt = c.pt(kBody)});
    c.line(fact, kBody, Weight::kRegular, c.pt(kBody));
    c.y += c.pt(6);
  }
}

// What to do after the game: one row per outcome, ruled between rows.
void draw_rules(Cursor& c, const Words& w) {
  c.heading(w.after_heading);
  const double first = std::round(c.width * 0.24);
  for (const auto& [outcome, action] : w.rules) {
    const double top = c.y + c.pt(8);
    const double a = draw_text(c.cr, outcome, c.left, top,
                               {.size_pt = c.pt(kBody), .weight = Weight::kBold, .width_pt = first})
                         .height;
    const double b = draw_text(c.cr, action, c.left + first, top,
                               {.size_pt = c.pt(kBody), .width_pt = c.width - first})
                         .height;
    c.y = top + std::max(a, b) + c.pt(8);
    cairo_set_line_width(c.cr, 1);
    cairo_move_to(c.cr, c.left, c.y);
    cairo_line_to(c.cr, c.left + c.width, c.y);
    cairo_stroke(c.cr);
  }
}

// Why it works, on a tinted band.
void draw_why(Cursor& c, const Words& w) {
  c.y += c.pt(kPosterGap) * 1.5;
  const double pad = c.pt(14);
  const TextStyle style{.size_pt = c.pt(kBody), .width_pt = c.width - 2 * pad, .italic = true};
  const double h = measure_text(c.cr, w.why, style).height + 2 * pad;
  set_rgb(c.cr, kTint);
  rounded_rect_path(c.cr, {c.left, c.y, c.width, h}, pad);
  cairo_fill(c.cr);
  set_rgb(c.cr, 0x000000);
  draw_text(c.cr, w.why, c.left + pad, c.y + pad, style);
  c.y += h;
}

// Draws the poster on an A3 page at `scale`; returns false if it does not fit.
bool draw_poster(cairo_t* cr, const kit::Kit& kit, const Words& w, double scale) {
  Cursor c{cr, scale};
  draw_title(c, w);
  draw_picture_and_steps(c, kit, w);
  draw_rules(c, w);
  draw_facts(c, w);
  draw_why(c, w);
  const TextStyle note{.size_pt = kSourcePt, .width_pt = c.width, .italic = true};
  const double note_h = w.source.empty() ? 0 : measure_text(cr, w.source, note).height;
  const double note_top = kA3HeightPt - kPosterMargin - note_h;
  if (!w.source.empty()) draw_text(cr, w.source, c.left, note_top, note);
  return c.y + kPosterGap <= note_top;
}

}  // namespace

std::vector<std::filesystem::path> write_poster(const kit::Kit& kit, const spec::Texts& texts,
                                                Format format, const std::filesystem::path& dir) {
  MATCHBOX_CHECK(!kit.boxes.empty());
  const Words w = poster_words(kit, texts);
  // The largest scale at which the page holds everything, tried on pages that are not written.
  // A smaller scale never takes more room, so a binary search finds it; the smallest needs no
  // trial.
  std::size_t lo = 0, hi = std::size(kScales) - 1;
  while (lo < hi) {
    const std::size_t mid = (lo + hi) / 2;
    PageSink trial =
        PageSink::trial(core::Length::points(kA3WidthPt), core::Length::points(kA3HeightPt));
    if (draw_poster(trial.new_page(), kit, w, kScales[mid]))
      hi = mid;
    else
      lo = mid + 1;
  }
  const double scale = kScales[lo];
  std::vector<std::filesystem::path> files;
  for (const auto& [stem, width, height] : {std::tuple{"poster-a3", kA3WidthPt, kA3HeightPt},
                                            std::tuple{"poster-a2", kA2WidthPt, kA2HeightPt}}) {
    PageSink sink(dir, stem, format, core::Length::points(width), core::Length::points(height),
                  {w.title, w.subject});
    cairo_t* cr = sink.new_page();
    cairo_scale(cr, width / kA3WidthPt, width / kA3WidthPt);
    draw_poster(cr, kit, w, scale);
    for (std::filesystem::path& file : sink.finish()) files.push_back(std::move(file));
  }
  return files;
}

}  // namespace matchbox::documents
