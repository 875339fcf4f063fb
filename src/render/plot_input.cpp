// SPDX-FileCopyrightText: 2026 The matchbox authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "render/plot_input.h"

#include <algorithm>
#include <cctype>
#include <cmath>
#include <string>
#include <vector>

#include "core/error.h"

namespace matchbox::render {

namespace fs = std::filesystem;

namespace {

// `v` must hold `n` finite values (or, with `leading`, from 1 to n).
void check_values(const std::vector<double>& v, const std::string& what, const std::string& name,
                  std::size_t n, bool leading = false) {
  if (leading ? v.empty() || v.size() > n : v.size() != n)
    throw core::Error("plot \"" + name + "\": " + what + " has " + std::to_string(v.size()) +
                      " values for " + std::to_string(n) + " game numbers");
  for (double d : v)
    if (!std::isfinite(d)) throw core::Error("plot \"" + name + "\": " + what + " is not finite");
}

}  // namespace

Format plot_format(const fs::path& file) {
  std::string ext = file.extension().string();
  if (!ext.empty()) ext.erase(0, 1);
  std::transform(ext.begin(), ext.end(), ext.begin(),
                 [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
  if (auto format = kFormats.parse(ext)) return *format;
  throw core::Error("cannot write plot " + file.string() + ": the file name must end in ." +
                    kFormats.choices() + " (one of them)");
}

void validate_plot(const Plot& plot) {
  const std::string& name = plot.title;
  if (plot.x.empty()) throw core::Error("plot \"" + name + "\": no data (no game numbers)");
  if (plot.series.empty()) throw core::Error("plot \"" + name + "\": no series to draw");
  check_values(plot.x, "x", name, plot.x.size());
  if (!std::is_sorted(plot.x.begin(), plot.x.end()))
    throw core::Error("plot \"" + name + "\": game numbers are not ascending");
  for (const Series& s : plot.series) {
    check_values(s.y, "series \"" + s.label + "\"", name, plot.x.size(), true);
    if (s.low.empty() != s.high.empty())
      throw core::Error("plot \"" + name + "\": series \"" + s.label +
                        "\" has only one edge of its band");
    if (s.low.empty()) continue;
    check_values(s.low, "band low of \"" + s.label + "\"", name, s.y.size());
    check_values(s.high, "band high of \"" + s.label + "\"", name, s.y.size());
  }
  for (const Range& r : plot.ranges) {
    check_values(r.low, "range low of \"" + r.label + "\"", name, plot.x.size(), true);
    check_values(r.high, "range high of \"" + r.label + "\"", name, r.low.size());
  }
  for (const Mark& m : plot.marks)
    if (m.series >= plot.series.size() || m.point >= plot.series[m.series].y.size())
      throw core::Error("plot \"" + name + "\": a mark on a point no series has");
}

}  // namespace matchbox::render
