// SPDX-FileCopyrightText: 2026 The matchbox authors
// SPDX-License-Identifier: GPL-3.0-or-later

// Pictures that repeat across a document, drawn once. On a PDF surface the first stamp() of a
// key records its picture, and Cairo writes that recording once per document as a Form XObject
// that every use of the key refers to: a code disc or a board's lines cost a few bytes where
// they repeat instead of their paths and text. On other surfaces (SVG, PNG) the picture is drawn
// in place, exactly as without a stamp.
#pragma once

#include <cairo.h>

#include <functional>
#include <string>

#include "layout/geometry.h"

namespace matchbox::render {

// Draws a picture with its origin at (x, y), points in cr's user space.
// `draw(cr, ox, oy)` draws the picture with its origin at (ox, oy), inside `bounds` (relative
// to the origin: nothing outside it shows on PDF), setting every colour it uses and leaving
// cr's state as it found it. `key` names the picture among the stamps of the document: two
// stamps with one key must draw the same picture. Throws core::Error if Cairo fails to record.
void stamp(cairo_t* cr, const std::string& key, const layout::Rect& bounds, double x, double y,
           const std::function<void(cairo_t*, double, double)>& draw);

}  // namespace matchbox::render
