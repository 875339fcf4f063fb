// SPDX-FileCopyrightText: 2026 The matchbox authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "documents/worksheet.h"

#include <algorithm>
#include <cmath>

#include "core/error.h"
#include "core/translation.h"
#include "documents/instructions.h"
#include "documents/worksheet_parts.h"
#include "kit/box_finder.h"
#include "kit/outcomes.h"
#include "render/board_painter.h"
#include "render/page_sink.h"
#include "render/text.h"

namespace matchbox::documents {

// The drawing machinery every document is made with.
using namespace render;
namespace {

constexpr double kWorksheetMargin = 42;
constexpr double kWorksheetBoardPt = 130;  // The side of (2)'s board picture.
constexpr std::uint32_t kAnswerRgb =
    0xA0001E;  // The answers: dark red (and bold, for grey prints).
const std::string kWorksheetKey = "worksheet.";

std::string side_of(const Sheet& s, games::Player side) { return side_name(s.kit, s.texts, side); }

// (1): how many games it needs before it plays `window` games in a row without losing.
void draw_predict(Sheet& s) {
  const simulate::LearningTime& l = s.answers.learning;
  const TextArgs args = {{"boxes", static_cast<int>(s.kit.boxes.size())},
                         {"beads", s.kit.bead_count()},
                         {"side", side_of(s, s.answers.side)},
                         {"window", l.options.window}};
  s.heading("predict.heading", 5 * kBodyPt);
  s.flow.paragraph(s.text("predict.question", args));
  const simulate::CensoredQuantiles& q = l.learned_by;
  const TextArgs figures = {{"median", static_cast<int>(std::lround(q.median))},
                            {"p90", static_cast<int>(std::lround(q.p90))},
                            {"runs", q.runs},
                            {"games", l.options.games},
                            {"window", l.options.window},
                            {"censored", q.censored}};
  const std::string key = q.median < 0 ? "predict.answer_late"
                          : q.p90 < 0  ? "predict.answer_some_late"
                                       : "predict.answer";
  s.answer_line(s.text("predict.blank"), s.text(key, figures));
}

// (2): the quiz's board drawn as it stands; its box, and where boxes turn how to turn it.
void draw_box(Sheet& s) {
  const kit::BoxQuiz& quiz = s.answers.box;
  const games::BoardShape shape = s.kit.game->shape();
  const bool piles = shape.kind == games::BoardShape::Kind::kPiles;
  const int moves = quiz.ply - 1;
  const std::string intro = fill_count(s.texts, kWorksheetKey + (piles ? "box.piles" : "box.board"),
                                       moves, {{"ply", quiz.ply}, {"title", s.kit.spec.title}});
  s.heading("box.heading", kWorksheetBoardPt + 2 * kBodyPt);
  s.flow.paragraph(intro);
  s.flow.need(kWorksheetBoardPt + 6);
  const layout::Rect area{s.flow.left() + 10, s.flow.y() + 2, kWorksheetBoardPt, kWorksheetBoardPt};
  paint_board(s.flow.cr(), shape, quiz.real, area);
  s.flow.skip(kWorksheetBoardPt + 10);
  s.flow.paragraph(s.text("box.question"));
  const kit::Box& box = s.kit.boxes.at(static_cast<std::size_t>(quiz.match.box));
  s.answer_line(s.text("box.blank"), s.text("box.answer", {{"box", box.id}}));
  if (!kit::boxes_turn(s.kit)) return;
  s.flow.paragraph(s.text("box.turn"));
  const std::string transform =
      core::tr("transform",
               s.kit.game->symmetries().at(static_cast<std::size_t>(quiz.match.transform)).name);
  s.answer_line(s.text("box.turn_blank"),
                quiz.match.transform == 0 ? s.text("box.answer_no_turn")
                                          : s.text("box.answer_turn", {{"transform", transform}}));
}

// A side's option in (5): named where the game names its sides.
std::string side_option(const Sheet& s, games::Player side) {
  const std::string which = side == games::Player::kFirst ? "first" : "second";
  const std::string name = side_of(s, side);
  if (name == fill(s.texts, "instructions.sides.default." + which))
    return s.text("perfect." + which);
  return s.text("perfect." + which + "_named", {{"side", name}});
}

// (5): who wins with perfect play, by the solver's value of the start.
void draw_perfect(Sheet& s) {
  const bool draws = kit::possible_outcomes(s.kit).draw;
  s.heading("perfect.heading", 5 * kBodyPt);
  s.flow.paragraph(s.text("perfect.question"));
  std::vector<std::string> options = {side_option(s, games::Player::kFirst),
                                      side_option(s, games::Player::kSecond)};
  if (draws) options.push_back(s.text("perfect.draw"));
  for (const std::string& option : options) {
    s.flow.need(2 * kBodyPt);
    draw_tick_box(s.flow.cr(), s.flow.left() + 12, s.flow.y() + 1, kBodyPt);
    draw_text(s.flow.cr(), option, s.flow.left() + 12 + 2 * kBodyPt, s.flow.y(),
              {.size_pt = kBodyPt});
    s.flow.skip(1.8 * kBodyPt);
  }
  const analysis::Value& v = s.answers.start;
  if (v.outcome == games::Outcome::kDraw) return s.answer_line("", s.text("perfect.answer_draw"));
  const games::Player winner =
      v.outcome == games::Outcome::kWin ? games::Player::kFirst : games::Player::kSecond;
  s.answer_line(
      "", s.text("perfect.answer_win", {{"side", side_option(s, winner)}, {"plies", v.plies}}));
}

}  // namespace

std::string Sheet::text(const std::string& key, TextArgs args) const {
  args.emplace_back("title", kit.spec.title);
  return fill(texts, kWorksheetKey + key, args);
}

void Sheet::heading(const std::string& key, double keep_with_pt) {
  flow.heading(text("heading", {{"n", ++question}, {"heading", text(key)}}), keep_with_pt);
}

void Sheet::answer_line(const std::string& blank, const std::string& answer) {
  const TextStyle style{.size_pt = kBodyPt, .weight = key ? Weight::kBold : Weight::kRegular};
  if (!key) {
    if (blank.empty()) return;
    flow.skip(4);
    return flow.paragraph(blank, style);
  }
  const std::string line = text("answer") + " " + answer;
  flow.need(flow.paragraph_height(line, style));
  set_rgb(flow.cr(), kAnswerRgb);
  flow.paragraph(line, style);
  set_rgb(flow.cr(), 0x000000);
}

std::vector<std::filesystem::path> write_worksheet(const kit::Kit& kit, const spec::Texts& texts,
                                                   Format format,
                                                   const std::filesystem::path& dir) {
  return write_worksheet(kit, worksheet_answers(kit), texts, format, dir);
}

std::vector<std::filesystem::path> write_worksheet(const kit::Kit& kit,
                                                   const WorksheetAnswers& answers,
                                                   const spec::Texts& texts, Format format,
                                                   const std::filesystem::path& dir) {
  MATCHBOX_CHECK(!kit.boxes.empty());
  std::vector<std::filesystem::path> files;
  for (const bool key : {false, true}) {
    const TextArgs args = {{"title", kit.spec.title}};
    const std::string title = fill(texts, kWorksheetKey + (key ? "answers_title" : "title"), args);
    PageSink sink(
        dir, key ? "worksheet-answers" : "worksheet", format, core::Length::points(kA4ShortPt),
        core::Length::points(kA4LongPt),
        {title, fill(texts, kWorksheetKey + (key ? "answers_subject" : "subject"), args)});
    PageFlow flow(sink, kWorksheetMargin, [&](int page) {
      return fill(texts, kWorksheetKey + (key ? "answers_footer" : "footer"),
                  {{"title", kit.spec.title}, {"page", page}});
    });
    Sheet sheet{flow, kit, texts, answers, key};
    flow.title(title, fill(texts, kWorksheetKey + (key ? "answers_subtitle" : "subtitle"), args));
    if (!kit.spec.description.empty()) flow.paragraph(kit.spec.description);
    draw_predict(sheet);
    draw_box(sheet);
    draw_rule_question(sheet);
    draw_curve_question(sheet);
    draw_perfect(sheet);
    if (!kit.spec.source.empty())
      flow.paragraph(fill(texts, kWorksheetKey + "source", {{"source", kit.spec.source}}),
                     {.size_pt = kSmallPt, .italic = true});
    for (std::filesystem::path& file : sink.finish()) files.push_back(std::move(file));
  }
  return files;
}

}  // namespace matchbox::documents
