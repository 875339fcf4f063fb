// SPDX-FileCopyrightText: 2026 The matchbox authors
// SPDX-License-Identifier: GPL-3.0-or-later

// RAII owners for Cairo and Pango handles: every handle the renderers create
// is held by one of these, so an exception never leaks a surface or a context.
#pragma once

#include <cairo.h>
#include <pango/pangocairo.h>

#include <memory>

namespace matchbox::render {

struct CairoDeleter {
  void operator()(cairo_t* cr) const { cairo_destroy(cr); }
  void operator()(cairo_surface_t* s) const { cairo_surface_destroy(s); }
  void operator()(cairo_font_options_t* o) const { cairo_font_options_destroy(o); }
  void operator()(PangoLayout* l) const { g_object_unref(l); }
  void operator()(PangoFontDescription* d) const { pango_font_description_free(d); }
  void operator()(PangoFont* f) const { g_object_unref(f); }
  void operator()(PangoGlyphString* g) const { pango_glyph_string_free(g); }
  void operator()(PangoAttrList* a) const { pango_attr_list_unref(a); }
};

using CairoPtr = std::unique_ptr<cairo_t, CairoDeleter>;
using SurfacePtr = std::unique_ptr<cairo_surface_t, CairoDeleter>;
using FontOptionsPtr = std::unique_ptr<cairo_font_options_t, CairoDeleter>;
using LayoutPtr = std::unique_ptr<PangoLayout, CairoDeleter>;
using FontDescriptionPtr = std::unique_ptr<PangoFontDescription, CairoDeleter>;
using FontPtr = std::unique_ptr<PangoFont, CairoDeleter>;
using GlyphStringPtr = std::unique_ptr<PangoGlyphString, CairoDeleter>;
using AttrListPtr = std::unique_ptr<PangoAttrList, CairoDeleter>;

}  // namespace matchbox::render
