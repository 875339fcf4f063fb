// SPDX-FileCopyrightText: 2026 The matchbox authors
// SPDX-License-Identifier: GPL-3.0-or-later

// Plain geometry shared by layout and render: points in PostScript points (1/72 in), origin at
// the page's top-left corner, x to the right, y down.
#pragma once

#include <algorithm>

namespace matchbox::layout {

struct Point {
  double x = 0, y = 0;
};

// An axis-aligned rectangle: top-left corner (x, y), width w, height h (all >= 0).
struct Rect {
  double x = 0, y = 0, w = 0, h = 0;

  double right() const { return x + w; }
  double bottom() const { return y + h; }
  Point centre() const { return {x + w / 2, y + h / 2}; }
  // True if `inner` lies inside this rectangle, allowing `tolerance` points of overhang.
  bool contains(const Rect& inner, double tolerance = 1e-6) const {
    return inner.x >= x - tolerance && inner.y >= y - tolerance &&
           inner.right() <= right() + tolerance && inner.bottom() <= bottom() + tolerance;
  }
  // The rectangle shrunk by d on every side (never below zero size).
  Rect deflated(double d) const {
    return {x + d, y + d, std::max(0.0, w - 2 * d), std::max(0.0, h - 2 * d)};
  }
};

// A straight line from a to b.
struct Segment {
  Point a, b;
};

}  // namespace matchbox::layout
