// SPDX-FileCopyrightText: 2026 The matchbox authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "render/stamp.h"

#include <map>

#include "core/error.h"
#include "render/cairo_handles.h"

namespace matchbox::render {

namespace {

// The recordings of one document, kept with its surface (and freed with it).
using Recordings = std::map<std::string, SurfacePtr>;

const cairo_user_data_key_t kRecordingsKey{};

Recordings& recordings_of(cairo_surface_t* target) {
  auto* kept = static_cast<Recordings*>(cairo_surface_get_user_data(target, &kRecordingsKey));
  if (kept != nullptr) return *kept;
  auto made = std::make_unique<Recordings>();
  const cairo_status_t status =
      cairo_surface_set_user_data(target, &kRecordingsKey, made.get(),
                                  [](void* data) { delete static_cast<Recordings*>(data); });
  if (status != CAIRO_STATUS_SUCCESS) throw core::Error(cairo_status_to_string(status));
  return *made.release();
}

SurfacePtr record(const layout::Rect& bounds,
                  const std::function<void(cairo_t*, double, double)>& draw) {
  const cairo_rectangle_t extents{bounds.x, bounds.y, bounds.w, bounds.h};
  SurfacePtr recording(cairo_recording_surface_create(CAIRO_CONTENT_COLOR_ALPHA, &extents));
  CairoPtr cr(cairo_create(recording.get()));
  draw(cr.get(), 0, 0);
  if (const cairo_status_t status = cairo_status(cr.get()); status != CAIRO_STATUS_SUCCESS)
    throw core::Error(cairo_status_to_string(status));
  return recording;
}

}  // namespace

void stamp(cairo_t* cr, const std::string& key, const layout::Rect& bounds, double x, double y,
           const std::function<void(cairo_t*, double, double)>& draw) {
  cairo_surface_t* target = cairo_get_target(cr);
  if (cairo_surface_get_type(target) != CAIRO_SURFACE_TYPE_PDF) return draw(cr, x, y);
  SurfacePtr& recording = recordings_of(target)[key];
  if (!recording) recording = record(bounds, draw);
  cairo_save(cr);
  cairo_set_source_surface(cr, recording.get(), x, y);
  cairo_paint(cr);
  cairo_restore(cr);
}

}  // namespace matchbox::render
