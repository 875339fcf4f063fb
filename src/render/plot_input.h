// SPDX-FileCopyrightText: 2026 The matchbox authors
// SPDX-License-Identifier: GPL-3.0-or-later

// What a plot is given (render/plot.h), checked before anything is drawn or written: the data
// of a Plot and the name of the file it goes to.
#pragma once

#include <filesystem>

#include "render/format.h"
#include "render/plot.h"

namespace matchbox::render {

// The format a plot file's extension names (.pdf, .svg or .png, any case). Throws core::Error
// "cannot write plot FILE: the file name must end in ..." for any other.
Format plot_format(const std::filesystem::path& file);

// Throws core::Error naming the plot's title if it has no game numbers or no series, if the
// game numbers are not ascending, if a series or range has not one finite value per leading
// game number (at least one), a band not one per value of its series, if a band has only one
// edge, or if a mark names no series' point.
void validate_plot(const Plot& plot);

}  // namespace matchbox::render
