// SPDX-FileCopyrightText: 2026 The matchbox authors
// SPDX-License-Identifier: GPL-3.0-or-later

// QR codes as a reader sees them, for the tests: a picture of light and dark pixels, written
// as a PGM file and decoded by zbarimg (Debian: zbar-tools), the reader the tests trust.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "web/qr.h"

namespace matchbox::testing {

// Light (true) and dark pixels, row by row.
struct Picture {
  int width = 0;
  int height = 0;
  std::vector<bool> light;
};

// The modules web::qr_svg drew in `svg` (each "Mx yhNv1h-Nz" of its path a run of N dark
// modules in row y), without the quiet zone; throws std::runtime_error for another SVG.
web::QrCode code_of_svg(const std::string& svg);

// `code` with a light quiet zone of `quiet` modules, `scale` pixels a module.
Picture picture_of(const web::QrCode& code, int quiet, int scale);

// What a terminal shows for `lines` (web::qr_terminal_lines without colours): each character
// a cell of `scale` x 2 `scale` pixels, its drawn halves in the text's colour and the rest in
// the background's, with a border of 4 cells of background around; `dark_terminal`: light
// text on a dark background.
Picture terminal_picture(const std::vector<std::string>& lines, bool dark_terminal, int scale);

// What a test says when it cannot decode its codes.
inline constexpr const char* kNoZbarimg =
    "zbarimg is not installed (Debian: zbar-tools): QR codes not decoded";

// The text zbarimg reads in `picture` (written to a PGM file named for `name`), "" if it reads
// nothing; std::nullopt if zbarimg is not installed.
std::optional<std::string> zbar_read(const Picture& picture, const std::string& name);

}  // namespace matchbox::testing
