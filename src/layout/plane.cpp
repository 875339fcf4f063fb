// SPDX-FileCopyrightText: 2026 The matchbox authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "layout/plane.h"

#include <algorithm>
#include <cmath>

namespace matchbox::layout {

namespace {

constexpr double kPi = 3.14159265358979323846;

double cross(Point o, Point a, Point b) {
  return (a.x - o.x) * (b.y - o.y) - (a.y - o.y) * (b.x - o.x);
}

bool inside_triangle(Point p, Point a, Point b, Point c) {
  const double d1 = cross(a, b, p), d2 = cross(b, c, p), d3 = cross(c, a, p);
  const bool negative = d1 < 0 || d2 < 0 || d3<0, positive = d1> 0 || d2 > 0 || d3 > 0;
  return !(negative && positive);
}

}  // namespace

// Not std::hypot: its care against overflow costs several times as much, and label geometry
// (points on a page) is nowhere near overflowing; the legibility checks call this millions of
// times for a large kit.
double distance(Point a, Point b) {
  const double dx = a.x - b.x, dy = a.y - b.y;
  return std::sqrt(dx * dx + dy * dy);
}

double distance_to_segment(Point p, const Segment& s) {
  const double dx = s.b.x - s.a.x, dy = s.b.y - s.a.y, len2 = dx * dx + dy * dy;
  if (len2 <= 0) return distance(p, s.a);
  const double t = std::clamp(((p.x - s.a.x) * dx + (p.y - s.a.y) * dy) / len2, 0.0, 1.0);
  return distance(p, {s.a.x + t * dx, s.a.y + t * dy});
}

double distance_to_triangle(Point p, Point a, Point b, Point c) {
  if (inside_triangle(p, a, b, c)) return 0;
  return std::min({distance_to_segment(p, {a, b}), distance_to_segment(p, {b, c}),
                   distance_to_segment(p, {c, a})});
}

bool triangles_meet(const Point (&t)[3], const Point (&u)[3]) {
  for (const Point& p : t)
    if (inside_triangle(p, u[0], u[1], u[2])) return true;
  for (const Point& p : u)
    if (inside_triangle(p, t[0], t[1], t[2])) return true;
  for (int i = 0; i < 3; ++i)
    for (int j = 0; j < 3; ++j)
      if (crossing({t[i], t[(i + 1) % 3]}, {u[j], u[(j + 1) % 3]})) return true;
  return false;
}

double angle_between(const Segment& s, const Segment& t) {
  const double a = std::atan2(s.b.y - s.a.y, s.b.x - s.a.x);
  const double b = std::atan2(t.b.y - t.a.y, t.b.x - t.a.x);
  double d = std::fmod(std::abs(a - b), kPi) * 180 / kPi;
  return d > 90 ? 180 - d : d;
}

std::optional<Point> crossing(const Segment& s, const Segment& t, double margin) {
  const double rx = s.b.x - s.a.x, ry = s.b.y - s.a.y, qx = t.b.x - t.a.x, qy = t.b.y - t.a.y;
  const double denom = rx * qy - ry * qx;
  if (std::abs(denom) < 1e-12) return std::nullopt;
  const double u = ((t.a.x - s.a.x) * qy - (t.a.y - s.a.y) * qx) / denom;
  const double v = ((t.a.x - s.a.x) * ry - (t.a.y - s.a.y) * rx) / denom;
  if (u < margin || u > 1 - margin || v < margin || v > 1 - margin) return std::nullopt;
  return Point{s.a.x + u * rx, s.a.y + u * ry};
}

}  // namespace matchbox::layout
