// SPDX-FileCopyrightText: 2026 The matchbox authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "render/png_writer.h"

#include <png.h>

#include <cerrno>
#include <cmath>
#include <csetjmp>
#include <cstring>
#include <vector>

#include "core/error.h"

namespace matchbox::render {
namespace {

// What libpng's callbacks report back; libpng unwinds to write_rows' setjmp on an error.
struct PngState {
  std::FILE* file = nullptr;
  int write_errno = 0;
  std::string message;
};

void write_data(png_structp png, png_bytep data, png_size_t length) {
  auto* state = static_cast<PngState*>(png_get_io_ptr(png));
  if (std::fwrite(data, 1, length, state->file) != length) {
    state->write_errno = errno;
    png_error(png, "write failed");
  }
}

void flush_data(png_structp) {}

void on_error(png_structp png, png_const_charp message) {
  static_cast<PngState*>(png_get_error_ptr(png))->message = message;
  png_longjmp(png, 1);
}

void on_warning(png_structp, png_const_charp) {}

// The PNG stream; false if libpng gave up. Nothing here needs a destructor run between
// setjmp and a longjmp back to it.
bool write_rows(png_structp png, png_infop info, cairo_surface_t* image, double dpi,
                std::vector<png_byte>& row) {
  if (setjmp(png_jmpbuf(png))) return false;
  const int width = cairo_image_surface_get_width(image);
  const int height = cairo_image_surface_get_height(image);
  const int stride = cairo_image_surface_get_stride(image);
  const unsigned char* pixels = cairo_image_surface_get_data(image);
  png_set_IHDR(png, info, static_cast<png_uint_32>(width), static_cast<png_uint_32>(height), 8,
               PNG_COLOR_TYPE_RGB, PNG_INTERLACE_NONE, PNG_COMPRESSION_TYPE_DEFAULT,
               PNG_FILTER_TYPE_DEFAULT);
  const auto per_metre = static_cast<png_uint_32>(std::lround(dpi / 0.0254));
  png_set_pHYs(png, info, per_metre, per_metre, PNG_RESOLUTION_METER);
  png_set_compression_level(png, 1);
  png_set_filter(png, PNG_FILTER_TYPE_BASE, PNG_FILTER_SUB);
  png_write_info(png, info);
  for (int y = 0; y < height; ++y) {
    // RGB24 keeps a pixel as one native 32-bit word 0x00RRGGBB.
    const auto* in =
        reinterpret_cast<const std::uint32_t*>(pixels + static_cast<std::size_t>(y) * stride);
    for (int x = 0; x < width; ++x) {
      row[3 * x] = static_cast<png_byte>(in[x] >> 16);
      row[3 * x + 1] = static_cast<png_byte>(in[x] >> 8);
      row[3 * x + 2] = static_cast<png_byte>(in[x]);
    }
    png_write_row(png, row.data());
  }
  png_write_end(png, info);
  return true;
}

}  // namespace

std::string write_png(cairo_surface_t* image, std::FILE* file, double dpi) {
  MATCHBOX_CHECK(cairo_image_surface_get_format(image) == CAIRO_FORMAT_RGB24);
  cairo_surface_flush(image);
  PngState state;
  state.file = file;
  png_structp png = png_create_write_struct(PNG_LIBPNG_VER_STRING, &state, on_error, on_warning);
  png_infop info = png ? png_create_info_struct(png) : nullptr;
  if (png == nullptr || info == nullptr) {
    png_destroy_write_struct(&png, nullptr);
    return "libpng could not start";
  }
  png_set_write_fn(png, &state, write_data, flush_data);
  std::vector<png_byte> row(3 * static_cast<std::size_t>(cairo_image_surface_get_width(image)));
  const bool ok = write_rows(png, info, image, dpi, row);
  png_destroy_write_struct(&png, &info);
  if (ok) return {};
  if (state.write_errno != 0) return std::strerror(state.write_errno);
  return state.message;
}

}  // namespace matchbox::render
