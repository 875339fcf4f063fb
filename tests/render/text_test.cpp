// Numbers are set from their digits' glyphs (render/text.cpp): they must measure as Pango sets
// the same text.
#include "render/text.h"

#include <catch2/catch.hpp>
#include <string>

#include "render/cairo_handles.h"

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
