// SPDX-FileCopyrightText: 2026 The matchbox authors
// SPDX-License-Identifier: GPL-3.0-or-later

// SheetTemplate: one kind of sheet labels are printed on (gLabels' model: paper, label shape,
// grid nx ny x0 y0 dx dy). Loaded from templates/sheets/<id>.yaml by spec/sheet_file.h;
// geometry of sticker stock from gLabels' Avery templates (all lengths in core::Length).
#pragma once

#include <string>

#include "core/length.h"

namespace matchbox::layout {

struct SheetTemplate {
  enum class Content { kFull, kDrawer };  // full box label | drawer front (diagram + id only)

  std::string id;     // File stem, e.g. "avery-l7654", "a4-cut".
  std::string title;  // "Avery L7654 mini labels (45.7 × 25.4 mm, 40 per sheet)".
  std::string paper;  // "A4" or "US-Letter".
  core::Length paper_width, paper_height;
  core::Length label_width, label_height, corner_radius;
  int nx = 1, ny = 1;       // Columns and rows of labels per sheet.
  core::Length x0, y0;      // Top-left corner of the first label from the page's.
  core::Length dx, dy;      // Pitch between label origins.
  bool crop_marks = false;  // Cut-and-glue sheets: marks at every label corner.
  Content content = Content::kFull;
};

// Printer calibration: added to every label origin (positive x right, positive y down).
struct Offset {
  core::Length x, y;
};

}  // namespace matchbox::layout
