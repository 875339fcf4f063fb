// SPDX-FileCopyrightText: 2026 The matchbox authors
// SPDX-License-Identifier: GPL-3.0-or-later

// Numbers are set from their digits' glyphs (render/text.cpp): they must measure as Pango sets
// the same text. Text is set without ligatures, so a PDF holds one subset of each font.
#include "render/text.h"

#include <cairo-pdf.h>

#include <catch2/catch.hpp>
#include <string>

#include "cli/run_command.h"
#include "render/cairo_handles.h"
#include "render/render_test_util.h"

using namespace matchbox;

TEST_CASE("a number measures as Pango lays the same text out", "[render]") {
  render::SurfacePtr surface(cairo_recording_surface_create(CAIRO_CONTENT_COLOR_ALPHA, nullptr));
  render::CairoPtr cr(cairo_create(surface.get()));
  for (const render::TextStyle& style :
       {render::TextStyle{.size_pt = 23.5, .weight = render::Weight::kBold},
        render::TextStyle{.size_pt = 8.5, .weight = render::Weight::kBold},
        render::TextStyle{.size_pt = 7, .italic = true}}) {
    for (const std::string number : {"1", "42", "304", "1949", "0123456789"}) {
      INFO(style.size_pt << " pt: " << number);
      render::TextStyle as_markup = style;  // Markup takes Pango's own path.
      as_markup.markup = true;
      const render::TextExtent digits = render::measure_text(cr.get(), number, style);
      const render::TextExtent pango = render::measure_text(cr.get(), number, as_markup);
      CHECK(digits.width == pango.width);
      CHECK(digits.height == pango.height);
      CHECK(digits.baseline == pango.baseline);
      CHECK(digits.width > 0.4 * style.size_pt * static_cast<double>(number.size()));
    }
  }
}

TEST_CASE("Words with fi and fl are set without ligatures: a PDF embeds no second font subset",
          "[render]") {
  const test::ScratchDir dir("ligatures");
  const std::string pdf = (dir.path() / "words.pdf").string();
  {
    render::SurfacePtr surface(cairo_pdf_surface_create(pdf.c_str(), 300, 100));
    render::CairoPtr cr(cairo_create(surface.get()));
    render::draw_text(cr.get(), "fill the first flask", 10, 10, render::TextStyle{.size_pt = 10});
    render::draw_text(cr.get(), "<b>final</b> <i>fit</i>", 10, 40,
                      render::TextStyle{.size_pt = 10, .markup = true});
    render::draw_text(cr.get(), "five flowers float in a field", 10, 70,
                      render::TextStyle{.size_pt = 10, .width_pt = 100});
  }
  // DejaVu Sans's "fi" and "fl" ligatures lie outside the Latin character set: Cairo would put
  // them in a CID font of their own, which pdffonts lists as "CID TrueType".
  const std::string fonts = testing::shell_output("pdffonts " + pdf);
  INFO(fonts);
  CHECK(fonts.find("DejaVuSans") != std::string::npos);
  CHECK(fonts.find("CID") == std::string::npos);
  const std::string words = testing::shell_output("pdftotext -raw " + pdf + " -");
  CHECK(words.find("fill the first flask") != std::string::npos);
  CHECK(words.find("final fit") != std::string::npos);
}
