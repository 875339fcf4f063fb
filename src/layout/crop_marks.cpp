// SPDX-FileCopyrightText: 2026 The matchbox authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "layout/crop_marks.h"

#include <algorithm>
#include <cmath>
#include <tuple>

namespace matchbox::layout {

namespace {

constexpr double kEps = 1e-6;

// Shortens the mark from `start` in direction (dx, dy) so that it stops `gap` short of any
// label it would enter. Returns the usable length (may be <= 0).
double clear_length(Point start, double dx, double dy, double length, double gap,
                    const std::vector<Rect>& labels) {
  for (const Rect& r : labels) {
    if (dy == 0) {  // Horizontal mark at y = start.y.
      if (start.y < r.y - kEps || start.y > r.bottom() + kEps) continue;
      double entry = dx > 0 ? r.x - start.x : start.x - r.right();
      double exit = dx > 0 ? r.right() - start.x : start.x - r.x;
      if (exit > kEps && entry < length) length = std::min(length, entry - gap);
    } else {  // Vertical mark at x = start.x.
      if (start.x < r.x - kEps || start.x > r.right() + kEps) continue;
      double entry = dy > 0 ? r.y - start.y : start.y - r.bottom();
      double exit = dy > 0 ? r.bottom() - start.y : start.y - r.y;
      if (exit > kEps && entry < length) length = std::min(length, entry - gap);
    }
  }
  return length;
}

auto key(const Segment& s) {
  auto r = [](double v) { return std::lround(v * 100); };
  return std::tuple(r(s.a.y), r(s.a.x), r(s.b.y), r(s.b.x));
}

}  // namespace

std::vector<Segment> crop_marks(const std::vector<Rect>& labels, const CropMarkStyle& style) {
  std::vector<Segment> marks;
  for (const Rect& r : labels) {
    for (double cx : {r.x, r.right()}) {
      for (double cy : {r.y, r.bottom()}) {
        const double sx = cx == r.x ? -1 : 1;  // Outwards from this corner.
        const double sy = cy == r.y ? -1 : 1;
        // Horizontal mark along the top/bottom edge, vertical along the left/right edge.
        Point h0{cx + sx * style.gap_pt, cy};
        double h = clear_length(h0, sx, 0, style.length_pt - style.gap_pt, style.gap_pt, labels);
        if (h >= style.min_pt) marks.push_back({h0, {h0.x + sx * h, cy}});
        Point v0{cx, cy + sy * style.gap_pt};
        double v = clear_length(v0, 0, sy, style.length_pt - style.gap_pt, style.gap_pt, labels);
        if (v >= style.min_pt) marks.push_back({v0, {cx, v0.y + sy * v}});
      }
    }
  }
  for (Segment& s : marks)  // Normalise direction so shared marks compare equal.
    if (std::tie(s.a.y, s.a.x) > std::tie(s.b.y, s.b.x)) std::swap(s.a, s.b);
  std::sort(marks.begin(), marks.end(),
            [](const Segment& a, const Segment& b) { return key(a) < key(b); });
  marks.erase(std::unique(marks.begin(), marks.end(),
                          [](const Segment& a, const Segment& b) { return key(a) == key(b); }),
              marks.end());
  return marks;
}

}  // namespace matchbox::layout
