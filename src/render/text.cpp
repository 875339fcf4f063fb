// SPDX-FileCopyrightText: 2026 The matchbox authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "render/text.h"

#include <cairo-pdf.h>
#include <pango/pangocairo.h>

#include <algorithm>
#include <array>
#include <cmath>
#include <cstring>
#include <map>
#include <memory>
#include <tuple>

#include "render/cairo_handles.h"

namespace matchbox::render {

namespace {

struct ContextDeleter {
  void operator()(PangoContext* c) const { g_object_unref(c); }
};
using ContextPtr = std::unique_ptr<PangoContext, ContextDeleter>;

// What text is laid out for: vector output (PDF and SVG pages, and the recording surfaces that
// stamps and measurements draw on, which end up in PDF) or raster output (PNG pages). Cairo gives
// PDF and SVG surfaces the same font options, so one Pango context serves both, and a text
// measured before a page exists is laid out once for the page too.
enum class Target { kVector, kRaster };

Target target_of(cairo_t* cr) {
  return cairo_surface_get_type(cairo_get_target(cr)) == CAIRO_SURFACE_TYPE_IMAGE ? Target::kRaster
                                                                                  : Target::kVector;
}

// A Pango context at 72 dpi without hinting (metrics are the same on every target), made once
// per thread and target: a fresh context per text would look its fonts up again every time, and
// every set of font options needs its own fonts (fontconfig's substitution and sorting, the
// heaviest part of loading a font).
struct Context {
  ContextPtr pango;
  cairo_matrix_t matrix{};  // The transformation it was last brought up to date with.
};

// Cairo's font options for vector surfaces: those a PDF surface reports, which an SVG surface
// reports too.
FontOptionsPtr vector_font_options() {
  const SurfacePtr pdf(cairo_pdf_surface_create_for_stream(nullptr, nullptr, 1, 1));
  FontOptionsPtr options(cairo_font_options_create());
  cairo_surface_get_font_options(pdf.get(), options.get());
  return options;
}

// Text that does not wrap is laid out at one size and scaled to the size asked for: without
// hinting and with glyph positions unrounded it grows in exact proportion to its size, and Pango
// loads a font (fontconfig's matching, the heaviest part) once per weight and style instead of
// once per size. Its glyph advances are then rounded to whole points at the size drawn
// (round_advances), as Pango rounds those of text laid out at its own size. Wrapping text is laid
// out at its own size, where Pango breaks its lines by the rounded advances.
constexpr double kLaidOutPt = 10;

bool is_scaled(const TextStyle& style) { return style.width_pt <= 0; }

// From the size text is laid out at to the size it is drawn at.
double scale_of(const TextStyle& style) {
  return is_scaled(style) ? style.size_pt / kLaidOutPt : 1.0;
}

// A context for `target`, rounding glyph positions unless for `scaled` text. The first on a
// thread also sets the thread's font map to 72 dpi: Pango
// measures every font's metrics (which line heights need) in a context of the font map's own
// resolution, and at its default of 96 dpi each font would be loaded a second time for that.
PangoContext* new_context(cairo_t* cr, Target target, bool scaled, bool first) {
  if (first)
    pango_cairo_font_map_set_resolution(PANGO_CAIRO_FONT_MAP(pango_cairo_font_map_get_default()),
                                        72.0);
  const bool raster = target == Target::kRaster;
  PangoContext* context = raster
                              ? pango_cairo_create_context(cr)
                              : pango_font_map_create_context(pango_cairo_font_map_get_default());
  FontOptionsPtr options =
      raster ? FontOptionsPtr(cairo_font_options_create()) : vector_font_options();
  pango_cairo_context_set_resolution(context, 72.0);
  pango_context_set_round_glyph_positions(context, !scaled);
  cairo_font_options_set_hint_metrics(options.get(), CAIRO_HINT_METRICS_OFF);
  cairo_font_options_set_hint_style(options.get(), CAIRO_HINT_STYLE_NONE);
  pango_cairo_context_set_font_options(context, options.get());
  return context;
}

// The context for cr and `scaled` text, brought up to date with cr's transformation only when that
// changed: every update tells Pango the context changed, which makes every layout made with it lay
// its text out again when next drawn or measured. The vector context takes only the transformation
// from cr, so a recording surface's own (default) font options never change it.
PangoContext* context_for(cairo_t* cr, bool scaled) {
  thread_local std::array<Context, 4> contexts;
  const Target target = target_of(cr);
  Context& context = contexts[2 * static_cast<int>(target) + (scaled ? 1 : 0)];
  cairo_matrix_t matrix;
  cairo_get_matrix(cr, &matrix);
  matrix.x0 = matrix.y0 = 0;  // Pango ignores the translation.
  if (context.pango && std::memcmp(&matrix, &context.matrix, sizeof matrix) == 0)
    return context.pango.get();
  if (!context.pango) {
    const bool first = std::none_of(contexts.begin(), contexts.end(),
                                    [](const Context& c) { return c.pango != nullptr; });
    context.pango.reset(new_context(cr, target, scaled, first));
  }
  if (target == Target::kRaster) {
    pango_cairo_update_context(cr, context.pango.get());
  } else {
    const PangoMatrix transform{matrix.xx, matrix.xy, matrix.yx, matrix.yy, 0, 0};
    pango_context_set_matrix(context.pango.get(), &transform);
  }
  context.matrix = matrix;
  return context.pango.get();
}

// A glyph length in Pango units at the laid-out size, rounded to a whole point at `scale` times
// that size.
int rounded_at(int length, double scale) {
  return static_cast<int>(
      std::lround(std::round(length * scale / PANGO_SCALE) * PANGO_SCALE / scale));
}

// Rounds the advances and offsets of `layout`'s glyphs to whole points at `scale` times its size.
void round_advances(PangoLayout* layout, double scale) {
  for (GSList* l = pango_layout_get_lines(layout); l != nullptr; l = l->next)
    for (GSList* r = static_cast<PangoLayoutLine*>(l->data)->runs; r != nullptr; r = r->next) {
      PangoGlyphString* glyphs = static_cast<PangoGlyphItem*>(r->data)->glyphs;
      for (int i = 0; i < glyphs->num_glyphs; ++i) {
        PangoGlyphGeometry& g = glyphs->glyphs[i].geometry;
        g.width = rounded_at(g.width, scale);
        g.x_offset = rounded_at(g.x_offset, scale);
        g.y_offset = rounded_at(g.y_offset, scale);
      }
    }
}

// A layout of `text` in `style` for drawing on cr, at kLaidOutPt if scaled.
LayoutPtr make_layout(cairo_t* cr, std::string_view text, const TextStyle& style) {
  LayoutPtr layout(pango_layout_new(context_for(cr, is_scaled(style))));

  FontDescriptionPtr font(pango_font_description_from_string(style.family.c_str()));
  pango_font_description_set_absolute_size(font.get(),
                                           style.size_pt / scale_of(style) * PANGO_SCALE);
  pango_font_description_set_weight(
      font.get(), style.weight == Weight::kBold ? PANGO_WEIGHT_BOLD : PANGO_WEIGHT_NORMAL);
  pango_font_description_set_style(font.get(),
                                   style.italic ? PANGO_STYLE_ITALIC : PANGO_STYLE_NORMAL);
  pango_layout_set_font_description(layout.get(), font.get());

  if (style.width_pt > 0) {
    pango_layout_set_width(layout.get(), static_cast<int>(style.width_pt * PANGO_SCALE));
    pango_layout_set_wrap(layout.get(), PANGO_WRAP_WORD_CHAR);
  }
  PangoAlignment align = style.align == Align::kCenter  ? PANGO_ALIGN_CENTER
                         : style.align == Align::kRight ? PANGO_ALIGN_RIGHT
                                                        : PANGO_ALIGN_LEFT;
  pango_layout_set_alignment(layout.get(), align);
  if (style.line_spacing > 0) pango_layout_set_line_spacing(layout.get(), style.line_spacing);

  int length = static_cast<int>(text.size());
  if (style.markup)
    pango_layout_set_markup(layout.get(), text.data(), length);
  else
    pango_layout_set_text(layout.get(), text.data(), length);
  // No ligatures: DejaVu Sans's "fi" and "fl" are glyphs of their own outside the Latin
  // character set, for which Cairo would embed a second subset of the font in each PDF.
  PangoAttrList* marked = pango_layout_get_attributes(layout.get());
  const AttrListPtr attributes(marked != nullptr ? pango_attr_list_copy(marked)
                                                 : pango_attr_list_new());
  pango_attr_list_insert_before(attributes.get(), pango_attr_font_features_new("liga=0"));
  pango_layout_set_attributes(layout.get(), attributes.get());
  return layout;
}

// The extent of `layout`, scaled by `scale`.
TextExtent extent_of(PangoLayout* layout, double scale) {
  PangoRectangle logical;
  pango_layout_get_extents(layout, nullptr, &logical);
  TextExtent e;
  e.width = scale * logical.width / PANGO_SCALE;
  e.height = scale * logical.height / PANGO_SCALE;
  e.baseline = scale * pango_layout_get_baseline(layout) / PANGO_SCALE;
  return e;
}

// A text laid out in one style, remembered: label planning measures the same strings for every
// label of a kit, and draws what it measured. Metrics depend only on the text, the style and the
// target (hinting is off); a layout follows its context's changes by itself.
struct Laid {
  TextExtent extent;
  LayoutPtr layout;  // Null once dropped to bound the memory; made again if drawn.
  guint serial = 0;  // The layout's serial when its advances were last rounded.
};

// Rounds the advances of `laid`'s layout of scaled text in `style` if Pango laid it out again
// since (as it does after its context changes).
void keep_rounded(Laid& laid, const TextStyle& style) {
  if (!is_scaled(style) || pango_layout_get_serial(laid.layout.get()) == laid.serial) return;
  round_advances(laid.layout.get(), scale_of(style));
  laid.serial = pango_layout_get_serial(laid.layout.get());
}

// The text in `style`, with its layout if `drawn`.
Laid& laid_out(cairo_t* cr, std::string_view text, const TextStyle& style, bool drawn) {
  using Key = std::tuple<std::string, double, Weight, Align, double, bool, bool, double,
                         std::string, Target>;
  constexpr std::size_t kLayoutsKept = 4096;
  thread_local std::map<Key, Laid> cache;
  thread_local std::size_t layouts = 0;
  Key key{std::string(text), style.size_pt, style.weight,       style.align,  style.width_pt,
          style.italic,      style.markup,  style.line_spacing, style.family, target_of(cr)};
  auto it = cache.find(key);
  if (it != cache.end() && (it->second.layout || !drawn)) return it->second;
  if (layouts == kLayoutsKept) {
    for (auto& [k, laid] : cache) laid.layout.reset();
    layouts = 0;
  }
  LayoutPtr layout = make_layout(cr, text, style);
  ++layouts;
  const bool fresh = it == cache.end();
  if (fresh) it = cache.emplace(std::move(key), Laid{}).first;
  Laid& laid = it->second;
  laid.layout = std::move(layout);
  laid.serial = 0;  // Pango's serials start at 1.
  keep_rounded(laid, style);
  if (fresh) laid.extent = extent_of(laid.layout.get(), scale_of(style));
  return laid;
}

// Numbers (box ids: each kit sets hundreds, each a text of its own to Pango) are set from their
// digits, shaped once per style: in DejaVu Sans every digit has one advance, with no kerning or
// ligature between digits, so a number's glyphs are its digits' glyphs side by side, as Pango
// itself would set them. The ten digits laid out together show whether that holds for a style;
// where it does not, numbers are laid out like any text.
struct Digits {
  bool usable = false;
  FontPtr font;
  std::array<PangoGlyphInfo, 10> glyphs{};
  double scale = 1;  // From the glyphs' kLaidOutPt to the style's size.
  TextExtent line;   // The digits' line: its height and baseline are every number's.
};

bool is_number(std::string_view text, const TextStyle& style) {
  return !style.markup && style.width_pt <= 0 && !text.empty() && text.size() <= 16 &&
         std::all_of(text.begin(), text.end(), [](char c) { return c >= '0' && c <= '9'; });
}

Digits shape_digits(cairo_t* cr, TextStyle style) {
  style.align = Align::kLeft;
  Digits d;
  Laid& laid = laid_out(cr, "0123456789", style, true);
  PangoLayout* layout = laid.layout.get();
  if (pango_layout_get_line_count(layout) != 1 || pango_layout_get_unknown_glyphs_count(layout) > 0)
    return d;
  const PangoLayoutLine* line = pango_layout_get_line_readonly(layout, 0);
  if (line->runs == nullptr || line->runs->next != nullptr) return d;
  const auto* run = static_cast<const PangoGlyphItem*>(line->runs->data);
  const PangoGlyphString* glyphs = run->glyphs;
  if (glyphs->num_glyphs != 10) return d;
  for (int i = 0; i < 10; ++i) {
    const PangoGlyphInfo& g = glyphs->glyphs[i];
    if (glyphs->log_clusters[i] != i || g.geometry.x_offset != 0 || g.geometry.y_offset != 0)
      return d;
    d.glyphs[i] = g;
  }
  d.font.reset(PANGO_FONT(g_object_ref(run->item->analysis.font)));
  d.line = laid.extent;
  d.scale = scale_of(style);
  d.usable = true;
  return d;
}

// The digits of `style` on cr's target, shaped on first use.
const Digits& digits_for(cairo_t* cr, const TextStyle& style) {
  using Key = std::tuple<double, Weight, bool, std::string, Target>;
  thread_local std::map<Key, Digits> cache;
  Key key{style.size_pt, style.weight, style.italic, style.family, target_of(cr)};
  auto it = cache.find(key);
  if (it == cache.end()) it = cache.emplace(std::move(key), shape_digits(cr, style)).first;
  return it->second;
}

TextExtent number_extent(const Digits& d, std::string_view number) {
  int width = 0;
  for (char c : number) width += d.glyphs[c - '0'].geometry.width;
  return {d.scale * width / PANGO_SCALE, d.line.height, d.line.baseline};
}

}  // namespace

TextExtent draw_text(cairo_t* cr, std::string_view text, double x, double y,
                     const TextStyle& style) {
  const Digits* digits = is_number(text, style) ? &digits_for(cr, style) : nullptr;
  if (digits != nullptr && !digits->usable) digits = nullptr;
  Laid* laid = digits != nullptr ? nullptr : &laid_out(cr, text, style, true);
  const TextExtent e = digits != nullptr ? number_extent(*digits, text) : laid->extent;
  double left = x;
  if (style.width_pt <= 0) {
    if (style.align == Align::kCenter) left = x - e.width / 2;
    if (style.align == Align::kRight) left = x - e.width;
  }
  cairo_save(cr);
  // The cached layout's context, brought up to date with cr (before scaling).
  context_for(cr, is_scaled(style));
  if (laid != nullptr) keep_rounded(*laid, style);
  const double scale = scale_of(style);
  // A glyph string is drawn from its baseline, a layout from its top.
  cairo_translate(cr, left, digits != nullptr ? y + e.baseline : y);
  cairo_scale(cr, scale, scale);
  cairo_move_to(cr, 0, 0);
  if (digits != nullptr) {
    const GlyphStringPtr glyphs(pango_glyph_string_new());
    pango_glyph_string_set_size(glyphs.get(), static_cast<int>(text.size()));
    for (int i = 0; i < glyphs->num_glyphs; ++i) {
      glyphs->glyphs[i] = digits->glyphs[text[i] - '0'];
      glyphs->log_clusters[i] = i;
    }
    pango_cairo_show_glyph_string(cr, digits->font.get(), glyphs.get());
  } else {
    pango_cairo_show_layout(cr, laid->layout.get());
  }
  cairo_restore(cr);
  return e;
}

TextExtent measure_text(cairo_t* cr, std::string_view text, const TextStyle& style) {
  if (is_number(text, style)) {
    const Digits& digits = digits_for(cr, style);
    if (digits.usable) return number_extent(digits, text);
  }
  return laid_out(cr, text, style, false).extent;
}

double fit_text_size(cairo_t* cr, std::string_view text, TextStyle style, double width_pt,
                     double height_pt, double min_pt, double max_pt) {
  style.width_pt = 0;
  const auto fits = [&](double size) {
    style.size_pt = size;
    const TextExtent e = measure_text(cr, text, style);
    return e.width <= width_pt && e.height <= height_pt;
  };
  const double top = std::floor(max_pt * 2) / 2;
  if (top < min_pt - 1e-9) return 0;
  if (fits(top)) return top;
  // Without hinting, text grows in proportion to its size: the measurement at the top size
  // predicts the largest size that fits, and the steps of 0.5 pt beside it confirm it.
  style.size_pt = top;
  const TextExtent e = measure_text(cr, text, style);
  const double ratio =
      std::min(e.width > 0 ? width_pt / e.width : 1.0, e.height > 0 ? height_pt / e.height : 1.0);
  double size = std::min(top - 0.5, std::floor(top * ratio * 2) / 2);
  size = std::max(size, std::ceil((min_pt - 1e-9) * 2) / 2);
  if (fits(size)) {
    while (size + 0.5 < top && fits(size + 0.5)) size += 0.5;
    return size;
  }
  for (size -= 0.5; size >= min_pt - 1e-9; size -= 0.5)
    if (fits(size)) return size;
  return 0;
}

std::string escape_markup(const std::string& s) {
  std::string out;
  for (char c : s) {
    if (c == '&')
      out += "&amp;";
    else if (c == '<')
      out += "&lt;";
    else if (c == '>')
      out += "&gt;";
    else
      out += c;
  }
  return out;
}

}  // namespace matchbox::render
