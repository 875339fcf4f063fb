// SPDX-FileCopyrightText: 2026 The matchbox authors
// SPDX-License-Identifier: GPL-3.0-or-later

// The questions of the class worksheet (documents/worksheet.h), each drawn on the pupils' sheet
// with blanks to write in or on the answer sheet with its answer: one drawing path for both.
#pragma once

#include <string>

#include "documents/worksheet_answers.h"
#include "kit/kit.h"
#include "render/page_flow.h"
#include "spec/texts.h"

namespace matchbox::documents {

// Where a question is drawn, and for whom.
struct Sheet {
  render::PageFlow& flow;
  const kit::Kit& kit;
  const spec::Texts& texts;
  const WorksheetAnswers& answers;
  bool key = false;  // The answer sheet.
  int question = 0;  // The last question's number.

  // texts "worksheet.<key>" filled with `args` and the machine's {title}.
  std::string text(const std::string& key, render::TextArgs args = {}) const;
  // The next question's numbered heading, kept on a page with `keep_with_pt` points after it.
  void heading(const std::string& key, double keep_with_pt);
  // A line to write on: `blank` on the pupils' sheet, "Answer: `answer`" in bold on the
  // answer sheet.
  void answer_line(const std::string& blank, const std::string& answer);
};

// (3): the example game's boxes and beads, its result, and a table of what the rule does to
// each box for every outcome, empty on the pupils' sheet (worksheet_game.cpp).
void draw_rule_question(Sheet& sheet);

// (4): a typical simulated run's games lost so far, and questions read off it
// (worksheet_curve.cpp).
void draw_curve_question(Sheet& sheet);

}  // namespace matchbox::documents
