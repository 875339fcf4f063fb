// SPDX-FileCopyrightText: 2026 The matchbox authors
// SPDX-License-Identifier: GPL-3.0-or-later

// Writes a whole kit (docs/sheet-templates.md): labels on a sheet template, a calibration page, the
// bead list, the instruction sheet, the box finder, the score sheet and the turning card.
#pragma once

#include <filesystem>
#include <optional>
#include <vector>

#include "core/enum_table.h"
#include "kit/kit.h"
#include "layout/sheet_template.h"
#include "render/format.h"
#include "render/label.h"
#include "simulate/spares.h"
#include "spec/texts.h"

namespace matchbox::documents {

// Documents a kit adds only when asked (`kit --with poster,worksheet`): the festival poster
// (documents/poster.h) and the class worksheet with its answers (documents/worksheet.h).
enum class Extra { kPoster, kWorksheet };
inline constexpr auto kExtras = core::make_enum_table<Extra>(
    std::pair{Extra::kPoster, "poster"}, std::pair{Extra::kWorksheet, "worksheet"});

struct KitOptions {
  std::filesystem::path dir;  // Existing, writable folder.
  layout::SheetTemplate sheet;
  layout::Offset offset;
  render::Format format = render::Format::kPdf;
  // The teacher's key (README.md, "Solving and simulating"): solve the game, mark every slot's
  // value on the box finder and write the key sheet. Off, the kit is byte for byte what it was
  // without the option.
  bool key = false;
  // Extra documents, each at most once; none: the kit is byte for byte what it was without them.
  std::vector<Extra> with = {};
  // The labels' shared layout, if legible_labels() (render/legibility.h) has chosen it for this
  // kit and sheet already (the command line does, to warn about hard-to-read labels); otherwise
  // the labels document chooses it.
  std::optional<render::LabelLayout> label_layout = std::nullopt;
  // With 2 or more, the documents other than the labels are drawn on a second thread while the
  // labels are drawn (not for SVG, whose ids Cairo numbers across the process); with 1, one
  // after another, which takes longer but the least CPU time in all.
  int threads = 2;
  // The event the bead list's Spares column is sized for (`--spares-for GAMES --opponent
  // KIND`); unset, simulate::spare_beads's default, and the kit is byte for byte as without.
  std::optional<simulate::SparePlan> spares = std::nullopt;
};

// Files: labels, calibration, beads, instructions, finder, scoresheet, for a machine whose
// boxes turn (kit::boxes_turn) the turning card, with options.key the key sheet, with the poster
// poster-a3 and poster-a2, with the worksheet worksheet and worksheet-answers (each `.pdf`, or
// one `-<nn>.svg|png` per page). Returns every file written. All or nothing
// (render/staged_folder.h): throws core::Error if the template's label does not fit its page or a
// file cannot be written, and then the folder keeps its old kit whole.
std::vector<std::filesystem::path> write_kit(const kit::Kit& kit, const spec::Texts& texts,
                                             const KitOptions& options);

// The files of texts (templates/texts/<stem>.yaml, for spec::load_texts) that write_kit() uses
// with `options`: its documents, the key sheet's with options.key, those of options.with.
std::vector<std::string> kit_text_files(const KitOptions& options);

}  // namespace matchbox::documents
