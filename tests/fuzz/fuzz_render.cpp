// SPDX-FileCopyrightText: 2026 The matchbox authors
// SPDX-License-Identifier: GPL-3.0-or-later

// Fuzzes the renderer: a fuzzed machine file (built under a small size guard) has its labels
// and bead list drawn to PDF on a stream that discards the bytes, with the a4-cut sheet.
#include <cairo-pdf.h>

#include "core/error.h"
#include "core/length.h"
#include "fuzz_util.h"
#include "kit/build.h"
#include "layout/label_grid.h"
#include "render/cairo_handles.h"
#include "render/label.h"
#include "spec/machine_file.h"
#include "spec/palette_file.h"
#include "spec/sheet_file.h"
#include "spec/texts.h"

namespace {

cairo_status_t discard(void*, const unsigned char*, unsigned int) { return CAIRO_STATUS_SUCCESS; }

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  using namespace matchbox;
  static const spec::Texts texts = spec::load_texts();
  static const render::LabelWords words = render::label_words(texts);
  static const layout::SheetTemplate sheet = spec::load_sheet("a4-cut");
  const auto path = fuzz::write_input(data, size, "render.yaml");
  try {
    spec::MachineSpec machine = spec::load_machine(path.string());
    machine.max_positions = 1000;
    const kit::Kit kit = kit::build(machine, spec::load_palette(machine.palette));
    if (kit.boxes.empty()) return 0;  // plan_sheet_labels() needs a box to plan for.
    const std::vector<layout::Rect> cells = layout::label_cells(sheet);
    render::SurfacePtr surface(cairo_pdf_surface_create_for_stream(
        discard, nullptr, sheet.paper_width.pt(), sheet.paper_height.pt()));
    render::CairoPtr owner(cairo_create(surface.get()));
    cairo_t* cr = owner.get();
    const render::LabelLayout shared = render::plan_sheet_labels(
        cr, kit, cells.front(), sheet.corner_radius.pt(), sheet.content, words);
    std::size_t cell = 0;
    for (const kit::Box& box : kit.boxes) {
      if (cell == cells.size()) {
        cairo_show_page(cr);
        cell = 0;
      }
      const layout::Rect& rect = cells[cell++];
      render::paint_label(cr, kit, box, rect, sheet.corner_radius.pt(),
                          render::box_label(cr, shared, kit, box, rect, words), words);
      if (box.id >= 60) break;  // Enough pages to exercise page breaks; bounded time.
    }
    owner.reset();
    cairo_surface_finish(surface.get());
  } catch (const core::Error&) {
  }
  return 0;
}
