// SPDX-FileCopyrightText: 2026 The matchbox authors
// SPDX-License-Identifier: GPL-3.0-or-later

// PNG pages through libpng, for PageSink: 8-bit RGB, zlib level 1 with the Sub filter, which
// writes a page about three times as fast as Cairo's own PNG writer (zlib's default level and
// an adaptive filter) for files about a third larger; the resolution goes into the file's pHYs
// chunk, so viewers and printers know the page's size.
#pragma once

#include <cairo.h>

#include <cstdio>
#include <string>

namespace matchbox::render {

// Writes `image` (a CAIRO_FORMAT_RGB24 image surface) to `file` as a PNG of `dpi` dots per
// inch. Returns an empty string on success, else why it failed (errno's text for a failed
// write, libpng's message otherwise); the file is then incomplete.
std::string write_png(cairo_surface_t* image, std::FILE* file, double dpi);

}  // namespace matchbox::render
