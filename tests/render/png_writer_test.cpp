// SPDX-FileCopyrightText: 2026 The matchbox authors
// SPDX-License-Identifier: GPL-3.0-or-later

// write_png (render/png_writer.h): the pixels come back as drawn, the resolution is in the file,
// and a failed write says why.
#include "render/png_writer.h"

#include <catch2/catch.hpp>
#include <cstdio>
#include <string>

#include "render/cairo_handles.h"
#include "render_test_util.h"

namespace matchbox::render {
namespace {

TEST_CASE("write_png keeps every pixel and records the resolution", "[render]") {
  SurfacePtr image(cairo_image_surface_create(CAIRO_FORMAT_RGB24, 37, 23));
  CairoPtr cr(cairo_create(image.get()));
  cairo_set_source_rgb(cr.get(), 1, 1, 1);
  cairo_paint(cr.get());
  cairo_set_source_rgb(cr.get(), 0.9, 0.6, 0.0);  // Orange, anti-aliased edges included.
  cairo_arc(cr.get(), 15, 11, 8.3, 0, 6.3);
  cairo_fill(cr.get());
  cr.reset();

  test::ScratchDir dir("png-writer");
  const auto file = dir.path() / "page.png";
  std::FILE* out = std::fopen(file.c_str(), "wb");
  REQUIRE(out != nullptr);
  CHECK(write_png(image.get(), out, 100) == "");
  std::fclose(out);

  SurfacePtr back(cairo_image_surface_create_from_png(file.c_str()));
  REQUIRE(cairo_surface_status(back.get()) == CAIRO_STATUS_SUCCESS);
  REQUIRE(cairo_image_surface_get_width(back.get()) == 37);
  REQUIRE(cairo_image_surface_get_height(back.get()) == 23);
  int differ = 0, orange = 0;
  for (int y = 0; y < 23; ++y) {
    const auto* a =
        reinterpret_cast<const std::uint32_t*>(cairo_image_surface_get_data(image.get()) +
                                               y * cairo_image_surface_get_stride(image.get()));
    const auto* b = reinterpret_cast<const std::uint32_t*>(
        cairo_image_surface_get_data(back.get()) + y * cairo_image_surface_get_stride(back.get()));
    for (int x = 0; x < 37; ++x) {
      differ += (a[x] & 0xffffff) != (b[x] & 0xffffff);
      orange += (a[x] & 0xffffff) == 0xe69900;
    }
  }
  CHECK(differ == 0);
  CHECK(orange > 100);
  // pHYs: 100 dpi is 3937 dots per metre, both ways, unit metre.
  const std::string bytes = test::read_bytes(file);
  const auto at = bytes.find("pHYs");
  REQUIRE(at != std::string::npos);
  CHECK(bytes.substr(at + 4, 9) == std::string("\0\0\x0f\x61\0\0\x0f\x61\x01", 9));
}

TEST_CASE("write_png says why a write failed", "[render]") {
  SurfacePtr image(cairo_image_surface_create(CAIRO_FORMAT_RGB24, 400, 300));
  std::FILE* full = std::fopen("/dev/full", "wb");
  REQUIRE(full != nullptr);
  std::setvbuf(full, nullptr, _IONBF, 0);  // Fail at the write, not at the close.
  CHECK(write_png(image.get(), full, 150) == "No space left on device");
  std::fclose(full);
}

}  // namespace
}  // namespace matchbox::render
