// SPDX-FileCopyrightText: 2026 The matchbox authors
// SPDX-License-Identifier: GPL-3.0-or-later

// Learning-curve plots: nice ticks, the three formats, bad input, reproducible PDFs.
#include "render/plot.h"

#include <catch2/catch.hpp>
#include <cctype>
#include <cmath>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include "core/error.h"
#include "error_message.h"
#include "render/plot_axes.h"
#include "render/render_test_util.h"
#include "render/svg_pictures.h"

namespace fs = std::filesystem;
using namespace matchbox;
using Catch::Matchers::Contains;
using render::AxisTicks;
using render::nice_ticks;
using render::tick_label;

namespace {

using testing::error_of;

// Checks the shape every tick set must have: covering, evenly spaced by a 1-2-5 step.
void check_nice(const AxisTicks& t, double min, double max) {
  INFO("ticks " << t.lo << ".." << t.hi << " by " << t.step);
  REQUIRE(t.values.size() >= 3);
  CHECK(t.values.front() == Approx(t.lo));
  CHECK(t.values.back() == Approx(t.hi));
  CHECK(t.lo <= min + 1e-9);
  CHECK(t.hi >= max - 1e-9);
  for (std::size_t i = 1; i < t.values.size(); ++i)
    CHECK(t.values[i] - t.values[i - 1] == Approx(t.step));
  double mantissa = t.step / std::pow(10.0, std::floor(std::log10(t.step) + 1e-9));
  CHECK((mantissa == Approx(1) || mantissa == Approx(2) || mantissa == Approx(5)));
  CHECK(std::remainder(t.lo, t.step) == Approx(0).margin(1e-9));
}

// A synthetic tournament: the draw rate rises from 20 % to 95 % over 200 games with a band,
// the loss rate falls, the win rate stays low; resignations have no band.
render::Plot learning_curves() {
  render::Plot p;
  p.title = "MENACE against a perfect opponent (20 runs)";
  p.x_label = "Game";
  p.y_label = "Rate over the last 20 games";
  p.y_is_fraction = true;
  render::Series win{"Win", {}, {}, {}}, draw{"Draw", {}, {}, {}}, loss{"Loss", {}, {}, {}};
  render::Series resign{"Resign", {}, {}, {}};
  for (int g = 1; g <= 200; ++g) {
    p.x.push_back(g);
    double d = 0.95 - 0.75 * std::exp(-g / 45.0);
    double l = 0.70 * std::exp(-g / 35.0) + 0.02;
    double w = 1 - d - l;
    double spread = 0.12 * std::exp(-g / 120.0) + 0.03;
    draw.y.push_back(d), draw.low.push_back(std::max(0.0, d - spread));
    draw.high.push_back(std::min(1.0, d + spread));
    loss.y.push_back(l), loss.low.push_back(std::max(0.0, l - spread));
    loss.high.push_back(std::min(1.0, l + spread));
    win.y.push_back(w);
    resign.y.push_back(0.5 * l);
  }
  p.series = {win, draw, loss, resign};
  return p;
}

}  // namespace

TEST_CASE("nice ticks cover common ranges with round steps", "[plot]") {
  const AxisTicks unit = nice_ticks(0, 1, 6);
  check_nice(unit, 0, 1);
  REQUIRE(unit.values.size() == 6);
  for (int i = 0; i < 6; ++i) CHECK(unit.values[i] == Approx(0.2 * i).margin(1e-12));

  const AxisTicks hundred = nice_ticks(1, 100, 6, true);
  check_nice(hundred, 1, 100);
  CHECK(hundred.lo == 0);
  CHECK(hundred.hi == 100);
  CHECK(hundred.step == 20);

  const AxisTicks thousand = nice_ticks(1, 1000, 6, true);
  check_nice(thousand, 1, 1000);
  CHECK(thousand.hi == 1000);
  CHECK(thousand.step == 200);

  const AxisTicks seven = nice_ticks(0, 7, 6);
  check_nice(seven, 0, 7);
  CHECK(seven.hi <= 8);

  // Heckbert alone would give 0..300 by 100 here; the 1-2-5 neighbour wastes less.
  const AxisTicks odd = nice_ticks(1, 210, 6, true);
  check_nice(odd, 1, 210);
  CHECK(odd.hi == 250);

  check_nice(nice_ticks(-37, 112, 6), -37, 112);
  check_nice(nice_ticks(0.013, 0.0171, 5), 0.013, 0.0171);
  check_nice(nice_ticks(3, 3, 5), 2, 4);        // Widened around a single value.
  check_nice(nice_ticks(1, 2, 6, true), 1, 2);  // Integer steps never go below 1.
  CHECK(nice_ticks(1, 2, 6, true).step == 1);
  check_nice(nice_ticks(0, 50000, 8, true), 0, 50000);
}

TEST_CASE("nice_number follows Heckbert's table", "[plot]") {
  CHECK(render::nice_number(0.13, true) == Approx(0.1));
  CHECK(render::nice_number(0.13, false) == Approx(0.2));
  CHECK(render::nice_number(42, true) == Approx(50));
  CHECK(render::nice_number(42, false) == Approx(50));
  CHECK(render::nice_number(99, false) == Approx(100));
  CHECK(render::nice_number(7.5, true) == Approx(10));
}

TEST_CASE("tick labels show just enough digits", "[plot]") {
  CHECK(tick_label(0.4, 0.2, true) == "40%");
  CHECK(tick_label(0.05, 0.05, true) == "5%");
  CHECK(tick_label(0.025, 0.005, true) == "2.5%");
  CHECK(tick_label(150, 50, false) == "150");
  CHECK(tick_label(0.6000000000000001, 0.2, false) == "0.6");
  CHECK(tick_label(-20, 10, false) == "\u221220");
  CHECK(tick_label(-1e-17, 0.1, false) == "0.0");
}

TEST_CASE("write_plot writes PDF, SVG and PNG under the requested name", "[plot]") {
  test::ScratchDir dir("plot");
  const render::Plot plot = learning_curves();
  for (const char* name : {"curve.pdf", "curve.svg", "curve.png", "CURVE.PDF"}) {
    render::write_plot(plot, dir.path() / name);
    CHECK(fs::file_size(dir.path() / name) > 1000);
  }
  CHECK(test::read_bytes(dir.path() / "curve.pdf").rfind("%PDF", 0) == 0);
  CHECK(test::read_bytes(dir.path() / "curve.png").substr(1, 3) == "PNG");
  CHECK_THAT(test::read_bytes(dir.path() / "curve.svg"), Contains("<svg"));
  CHECK(test::pdf_pages(dir.path() / "curve.pdf") == 1);
  // No scratch folders or stray pages left behind.
  CHECK(dir.files() ==
        std::vector<std::string>{"CURVE.PDF", "curve.pdf", "curve.png", "curve.svg"});
}

TEST_CASE("write_plot leaves the user's other files alone", "[plot]") {
  test::ScratchDir dir("plot-others");
  for (const char* name : {"curve-1.png", "curve-2.png"}) {
    std::ofstream(dir.path() / name) << "mine";
  }
  render::write_plot(learning_curves(), dir.path() / "curve.png");
  CHECK(test::read_bytes(dir.path() / "curve-1.png") == "mine");
  CHECK(test::read_bytes(dir.path() / "curve-2.png") == "mine");
}

TEST_CASE("write_plot draws counts, single games and plots without labels", "[plot]") {
  test::ScratchDir dir("plot-edge");
  render::Plot counts;
  counts.x = {1, 2, 3, 4, 5, 6, 7};
  counts.series = {
      {"Michie score", {3, 6, 5, 8, 11, 10, 13}, {}, {}},
      {"Beads in box 1", {-2, -1, 0, 4, 3, 7, 6}, {-4, -3, -1, 2, 1, 5, 5}, {0, 1, 2, 6, 5, 9, 8}}};
  render::write_plot(counts, dir.path() / "counts.png");
  render::Plot one;
  one.x = {1};
  one.y_is_fraction = true;
  one.series = {{"Win", {0.5}, {0.4}, {0.6}}};
  render::write_plot(one, dir.path() / "one.pdf");
  CHECK(fs::file_size(dir.path() / "counts.png") > 1000);
  CHECK(fs::file_size(dir.path() / "one.pdf") > 1000);
}

TEST_CASE("write_plot refuses bad input with a clear message", "[plot]") {
  test::ScratchDir dir("plot-bad");
  render::Plot good = learning_curves();
  auto write = [&](const render::Plot& p, const std::string& name = "bad.pdf") {
    return error_of([&] { render::write_plot(p, dir.path() / name); });
  };
  CHECK_THAT(write(good, "curve.jpg"), Contains(".pdf|svg|png"));
  CHECK_THAT(write(good, "curve"), Contains("must end in"));

  render::Plot empty = good;
  empty.x.clear();
  for (auto& s : empty.series) s.y.clear(), s.low.clear(), s.high.clear();
  CHECK_THAT(write(empty), Contains("no data"));

  render::Plot no_series = good;
  no_series.series.clear();
  CHECK_THAT(write(no_series), Contains("no series"));

  render::Plot long_y = good;
  long_y.series[1].y.push_back(0.5);
  CHECK_THAT(write(long_y), Contains("series \"Draw\" has 201 values for 200"));

  // A curve may end early (the shorter of two tournaments), its band with it.
  render::Plot short_y = good;
  short_y.series[1].y.pop_back();
  CHECK_THAT(write(short_y), Contains("band low of \"Draw\" has 200 values for 199"));
  short_y.series[1].low.pop_back(), short_y.series[1].high.pop_back();
  CHECK(write(short_y, "short.svg").empty());
  fs::remove(dir.path() / "short.svg");

  render::Plot range = good;
  range.ranges.push_back({"expected", {0.1, 0.2}, {0.3}});
  CHECK_THAT(write(range), Contains("range high of \"expected\" has 1 values for 2"));
  range.ranges.back().high.push_back(0.4);
  CHECK(write(range, "range.svg").empty());
  fs::remove(dir.path() / "range.svg");
  range.marks.push_back({1, 200});
  CHECK_THAT(write(range), Contains("a mark on a point no series has"));

  render::Plot short_band = good;
  short_band.series[2].high.pop_back();
  CHECK_THAT(write(short_band), Contains("band high of \"Loss\""));

  render::Plot half_band = good;
  half_band.series[1].low.clear();
  CHECK_THAT(write(half_band), Contains("one edge"));

  render::Plot nan = good;
  nan.series[0].y[7] = std::nan("");
  CHECK_THAT(write(nan), Contains("not finite"));

  render::Plot unsorted = good;
  std::swap(unsorted.x[3], unsorted.x[4]);
  CHECK_THAT(write(unsorted), Contains("not ascending"));

  CHECK_THAT(error_of([&] { render::write_plot(good, dir.path() / "missing" / "a.pdf"); }),
             Contains("not an existing folder"));
  CHECK(dir.files().empty());
}

TEST_CASE("plot PDFs are byte-identical from run to run", "[plot]") {
  test::ScratchDir dir("plot-same");
  fs::create_directories(dir.path() / "a");
  fs::create_directories(dir.path() / "b");
  render::write_plot(learning_curves(), dir.path() / "a" / "curve.pdf");
  render::write_plot(learning_curves(), dir.path() / "b" / "curve.pdf");
  CHECK(test::read_bytes(dir.path() / "a" / "curve.pdf") ==
        test::read_bytes(dir.path() / "b" / "curve.pdf"));
}

// Writes the synthetic learning curves where a person can look at them:
// MATCHBOX_PLOT_PREVIEW=/some/folder build-plot/matchbox_tests "[plot-preview]"
TEST_CASE("plot preview", "[.plot-preview]") {
  const char* dir = std::getenv("MATCHBOX_PLOT_PREVIEW");
  if (dir == nullptr) return;
  for (const char* ext : {".pdf", ".png", ".svg"})
    render::write_plot(learning_curves(), fs::path(dir) / (std::string("curves") + ext));
}

namespace {

// The smallest y (the highest point on the page) of every path in `svg`, Cairo's "d" data.
double highest_drawn(const std::string& svg) {
  double top = 1e9;
  for (std::size_t at = svg.find(" d=\""); at != std::string::npos; at = svg.find(" d=\"", at)) {
    const std::size_t end = svg.find('"', at + 4);
    std::istringstream d(svg.substr(at + 4, end - at - 4));
    std::string word;
    bool y = false;
    while (d >> word) {
      if (std::isalpha(static_cast<unsigned char>(word[0]))) {
        y = false;
        continue;
      }
      if (y) top = std::min(top, std::stod(word));
      y = !y;
    }
    at = end;
  }
  return top;
}

render::Plot one_spike(int games, int spike_at) {
  render::Plot p;
  p.title = "A long tournament";
  p.x_label = "Game";
  p.y_label = "Score";
  render::Series s{"Score", {}, {}, {}};
  for (int g = 1; g <= games; ++g) p.x.push_back(g), s.y.push_back(g == spike_at ? 1000 : 0);
  p.series = {s};
  return p;
}

}  // namespace

TEST_CASE("A curve of 100,000 games is drawn with a few thousand points, its peaks kept",
          "[plot]") {
  const std::string svg = render::plot_svg(one_spike(100000, 54321), render::kScreenLook);
  CHECK(svg.size() < 200000);
  // The same axes with the spike alone: the long curve reaches exactly as high.
  render::Plot three;
  three.title = "A long tournament";
  three.x_label = "Game";
  three.y_label = "Score";
  three.x = {1, 54321, 100000};
  three.series = {{"Score", {0, 1000, 0}, {}, {}}};
  CHECK(highest_drawn(svg) == Approx(highest_drawn(render::plot_svg(three, render::kScreenLook))));
}
