// SPDX-FileCopyrightText: 2026 The matchbox authors
// SPDX-License-Identifier: GPL-3.0-or-later

// Output formats: PDF (one multi-page file per document), SVG and PNG (one file per page).
#pragma once

#include "core/enum_table.h"

namespace matchbox::render {

enum class Format { kPdf, kSvg, kPng };

inline constexpr auto kFormats = core::make_enum_table<Format>(
    std::pair{Format::kPdf, "pdf"}, std::pair{Format::kSvg, "svg"}, std::pair{Format::kPng, "png"});

}  // namespace matchbox::render
