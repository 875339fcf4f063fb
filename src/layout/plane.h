// SPDX-FileCopyrightText: 2026 The matchbox authors
// SPDX-License-Identifier: GPL-3.0-or-later

// Distances and crossings of points, segments and triangles in the plane (points, any unit),
// for placing marks and for the legibility rules of render/legibility.h.
#pragma once

#include <optional>

#include "layout/geometry.h"

namespace matchbox::layout {

double distance(Point a, Point b);

// From p to the nearest point of segment s.
double distance_to_segment(Point p, const Segment& s);

// From p to the triangle abc: 0 if p lies inside it.
double distance_to_triangle(Point p, Point a, Point b, Point c);

// True if the two triangles share any area (or touch).
bool triangles_meet(const Point (&t)[3], const Point (&u)[3]);

// The angle between the lines of s and t, in degrees from 0 (parallel) to 90.
double angle_between(const Segment& s, const Segment& t);

// Where s and t cross, if they do at a point inside both (ends excluded by `margin`, a share of
// each segment's length); nothing for parallel segments.
std::optional<Point> crossing(const Segment& s, const Segment& t, double margin = 0);

}  // namespace matchbox::layout
