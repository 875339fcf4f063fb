// SPDX-FileCopyrightText: 2026 The matchbox authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "floor_ratios.h"

#include <fcntl.h>
#include <fmt/format.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <ctime>
#include <fstream>
#include <functional>
#include <iostream>
#include <stdexcept>
#include <string>
#include <thread>
#include <vector>

#include "analysis/solve.h"
#include "documents/labels_document.h"
#include "games/registry.h"
#include "kit/build.h"
#include "process_usage.h"
#include "render/cairo_handles.h"
#include "render/label.h"
#include "render/legibility.h"
#include "render/png_writer.h"
#include "spec/data_dir.h"
#include "spec/machine_file.h"
#include "spec/palette_file.h"
#include "spec/sheet_file.h"
#include "spec/texts.h"

namespace matchbox::bench {
namespace {

namespace fs = std::filesystem;

// `runs` pairs after one warm-up each, interleaved: a[i] and b[i] ran one after the other.
struct Pairs {
  std::vector<Usage> a, b;
  // The median of a figure of A, of B, and of A / B pair by pair.
  double a_median(double Usage::*figure) const { return median(values(a, figure)); }
  double b_median(double Usage::*figure) const { return median(values(b, figure)); }
  double ratio(double Usage::*figure) const {
    std::vector<double> r;
    for (std::size_t i = 0; i < a.size(); ++i) r.push_back(a[i].*figure / (b[i].*figure));
    return median(r);
  }
  static std::vector<double> values(const std::vector<Usage>& u, double Usage::*figure) {
    std::vector<double> out;
    for (const Usage& x : u) out.push_back(x.*figure);
    return out;
  }
};

Pairs paired(const Command& a, const Command& b, int runs) {
  run(a);
  run(b);
  Pairs p;
  for (int i = 0; i < runs; ++i) {
    p.a.push_back(run(a));
    p.b.push_back(run(b));
  }
  return p;
}

// Pairs of two functions timed in this process (CPU time of the process: one thread each).
Pairs paired_here(const std::function<void()>& a, const std::function<void()>& b, int runs) {
  const auto cpu = [](const std::function<void()>& f) {
    timespec t0{}, t1{};
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &t0);
    f();
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &t1);
    return Usage{(t1.tv_sec - t0.tv_sec) + (t1.tv_nsec - t0.tv_nsec) / 1e9, 0, 0};
  };
  a();
  b();
  Pairs p;
  for (int i = 0; i < runs; ++i) {
    p.a.push_back(cpu(a));
    p.b.push_back(cpu(b));
  }
  return p;
}

std::string machine() {
  std::ifstream in("/proc/cpuinfo");
  std::string line, model = "unknown processor";
  while (std::getline(in, line))
    if (line.rfind("model name", 0) == 0) {
      model = line.substr(line.find(':') + 2);
      break;
    }
  const std::time_t now = std::time(nullptr);
  char date[32];
  std::strftime(date, sizeof date, "%Y-%m-%d", std::gmtime(&now));
  return fmt::format("{}, {} cores, {}", model, std::thread::hardware_concurrency(), date);
}

kit::Kit kit_of(const std::string& machine) {
  const spec::MachineSpec s = spec::load_machine(machine);
  return kit::build(s, spec::load_palette(s.palette));
}

std::size_t positions(const std::string& machine, const std::vector<std::string>& overrides) {
  const spec::MachineSpec s = spec::load_machine(machine, overrides);
  const auto game = games::make_game(s.game, s.params);
  analysis::Solver solver(*game, 10'000'000);
  solver.value(game->initial_position());
  return solver.size();
}

void row(const std::string& work, const std::string& ours, const std::string& floor,
         const std::string& ratio) {
  std::cout << "| " << work << " | " << ours << " | " << floor << " | " << ratio << " |\n"
            << std::flush;
}

void kit_rows(const std::string& mb, const fs::path& floor, const fs::path& out, int runs) {
  const Command labels{(floor / "labels").string(), "pdf", (out / "labels.pdf").string()};
  const Pairs kit = paired({mb, "kit", "menace", "-o", (out / "menace").string()}, labels, runs);
  row("`kit menace` (PDF, six documents) against 304 labels, CPU",
      fmt::format("{:.3f} s", kit.a_median(&Usage::cpu)),
      fmt::format("{:.3f} s", kit.b_median(&Usage::cpu)),
      fmt::format("{:.2f}×", kit.ratio(&Usage::cpu)));
  row("the same, wall time (documents on two threads)",
      fmt::format("{:.3f} s", kit.a_median(&Usage::wall)),
      fmt::format("{:.3f} s", kit.b_median(&Usage::wall)),
      fmt::format("{:.2f}×", kit.ratio(&Usage::wall)));
  const Command one_thread{mb, "kit", "menace", "--threads", "1", "-o", (out / "menace").string()};
  const Pairs one = paired(one_thread, labels, runs);
  row("`kit menace --threads 1` (one document after another), CPU",
      fmt::format("{:.3f} s", one.a_median(&Usage::cpu)),
      fmt::format("{:.3f} s", one.b_median(&Usage::cpu)),
      fmt::format("{:.2f}×", one.ratio(&Usage::cpu)));
  // The floor's own work and nothing more: one process that reads MENACE's machine file, builds
  // its boxes, plans its labels and writes labels.pdf with matchbox's code (this program, run as
  // `matchbox_bench --labels DIR`; the bead list, box finder, instructions, score sheet, turning
  // card and calibration page are left out).
  const Command own{(spec::executable_dir() / "matchbox_bench").string(), "--labels",
                    (out / "labels-only").string()};
  const Pairs alone = paired(own, labels, runs);
  row("`kit menace`'s labels.pdf alone, in a process of its own (`matchbox_bench --labels`), CPU",
      fmt::format("{:.3f} s", alone.a_median(&Usage::cpu)),
      fmt::format("{:.3f} s", alone.b_median(&Usage::cpu)),
      fmt::format("{:.2f}×", alone.ratio(&Usage::cpu)));
  const double menace_labels = static_cast<double>(kit_of("menace").boxes.size());
  for (const std::string machine : {"octapawn", "checkers5"}) {
    const double labels = static_cast<double>(kit_of(machine).boxes.size());
    const Pairs p = paired({mb, "kit", machine, "-o", (out / machine).string()},
                           {mb, "kit", "menace", "-o", (out / "menace").string()}, runs);
    std::vector<double> per_label;
    for (std::size_t i = 0; i < p.a.size(); ++i)
      per_label.push_back((p.a[i].cpu / labels) / (p.b[i].cpu / menace_labels));
    row(fmt::format("`kit {}` CPU per label, against `kit menace`'s", machine),
        fmt::format("{:.2f} ms ({:.0f} labels)", 1000 * p.a_median(&Usage::cpu) / labels, labels),
        fmt::format("{:.2f} ms", 1000 * p.b_median(&Usage::cpu) / menace_labels),
        fmt::format("{:.2f}×", median(per_label)));
  }
}

void simulate_rows(const std::string& mb, const fs::path& floor, int runs) {
  constexpr double kGames = 2'000'000;
  const auto simulate = [&](const char* games, const char* runs_of, const char* threads) {
    return Command{mb,       "simulate", "menace",    "--opponent", "random", "--games", games,
                   "--runs", runs_of,    "--threads", threads,      "--seed", "1"};
  };
  // Games per second: the ratio of speeds is the inverse of the ratio of times.
  const auto speeds = [&](const std::string& work, const Pairs& p, const std::string& floor_cell,
                          const std::string& ratio) {
    row(work, fmt::format("{:.2f} M", kGames / p.a_median(&Usage::cpu) / 1e6), floor_cell, ratio);
  };
  // The floor's work: one machine learning over 2,000,000 games against the random opponent.
  const Pairs p = paired(simulate("2000000", "1", "1"),
                         {(floor / "menace_limit").string(), "2000000", "random", "1"}, runs);
  speeds(
      "`simulate menace --opponent random`, one machine's 2,000,000 games (the floor's work), "
      "1 thread, games/s",
      p, fmt::format("{:.2f} M", kGames / p.b_median(&Usage::cpu) / 1e6),
      fmt::format("{:.2f}×", 1 / p.ratio(&Usage::cpu)));
  // The same number of games as 1000 fresh machines' first 2000: longer games, as the machines
  // have not learned yet, so not the floor's work (no floor).
  const Pairs many = paired(simulate("2000", "1000", "1"), simulate("2000000", "1", "1"), runs);
  speeds(
      "as many games as 2000 games × 1000 runs (untrained machines: longer games), 1 thread, "
      "games/s (no floor)",
      many, "", fmt::format("{:.2f}× one run's speed", 1 / many.ratio(&Usage::cpu)));
  // Two threads against one (no floor): the speed-up in wall time, setting-up included.
  const Pairs t = paired(simulate("2000", "1000", "2"), simulate("2000", "1000", "1"), runs);
  row("2000 games × 1000 runs on 2 threads against 1 thread, wall time (no floor)",
      fmt::format("{:.3f} s", t.a_median(&Usage::wall)),
      fmt::format("{:.3f} s on 1 thread", t.b_median(&Usage::wall)),
      fmt::format("{:.2f}× as fast", 1 / t.ratio(&Usage::wall)));
}

void png_row(const fs::path& out, int runs) {
  // MENACE's first labels page at 150 dpi, as the kit draws it, read back as pixels.
  const kit::Kit kit = kit_of("menace");
  const auto files =
      documents::write_labels(kit, spec::load_sheet("a4-cut"), {}, render::Format::kPng, out,
                              render::label_words(spec::load_texts()));
  const render::SurfacePtr page(cairo_image_surface_create_from_png(files.at(0).c_str()));
  const fs::path target = out / "page.png";
  const Pairs p = paired_here(
      [&] {
        std::FILE* f = std::fopen(target.c_str(), "wb");
        const std::string why = render::write_png(page.get(), f, 150);
        std::fclose(f);
        if (!why.empty()) throw std::runtime_error(why);
      },
      [&] { cairo_surface_write_to_png(page.get(), target.c_str()); }, runs);
  row("a PNG page (A4, 150 dpi): matchbox's writer against Cairo's",
      fmt::format("{:.1f} ms", 1000 * p.a_median(&Usage::cpu)),
      fmt::format("{:.1f} ms", 1000 * p.b_median(&Usage::cpu)),
      fmt::format("{:.2f}× the time", p.ratio(&Usage::cpu)));
}

void solve_row(const std::string& mb, int runs) {
  const Command standard{
      mb, "solve", "checkers5", "--set", "both_kings_draw=off", "--max-positions", "10000000"};
  const Pairs p = paired(standard, {mb, "solve", "checkers5"}, runs);
  const std::size_t n = positions("checkers5", {"both_kings_draw=off"});
  const std::size_t small = positions("checkers5", {});
  // Memory per position: the peak above that of the same command on the kit's rules, whose
  // 9,664 positions take next to nothing.
  std::vector<double> bytes;
  for (std::size_t i = 0; i < p.a.size(); ++i)
    bytes.push_back(1024 * (p.a[i].peak_kib - p.b[i].peak_kib) / static_cast<double>(n - small));
  row("`solve checkers5 --set both_kings_draw=off` (no floor)",
      fmt::format("{:.3f} s, {} positions, {:.0f} bytes each", p.a_median(&Usage::cpu), n,
                  median(bytes)),
      "", "");
}

}  // namespace

int write_menace_labels(const fs::path& dir) {
  try {
    const kit::Kit kit = kit_of("menace");
    const layout::SheetTemplate sheet = spec::load_sheet("a4-cut");
    const render::LabelWords words = render::label_words(spec::load_texts({"labels"}));
    const render::LabelLayout planned = render::legible_labels(kit, sheet, words).layout;
    fs::create_directories(dir);
    documents::write_labels(kit, sheet, {}, render::Format::kPdf, dir, words, &planned);
    return 0;
  } catch (const std::exception& e) {
    std::cerr << "matchbox_bench: " << e.what() << "\n";
    return 1;
  }
}

int print_floor_ratios(const fs::path& matchbox, const fs::path& floor, int runs) {
  runs = std::max(runs, 5);
  for (const fs::path& p : {matchbox, floor / "labels", floor / "menace_limit"})
    if (access(p.c_str(), X_OK) != 0) {
      std::cerr << "matchbox_bench: " << p.string()
                << " is not an executable (build the floor programs into --floor's folder)\n";
      return 1;
    }
  const fs::path out = fs::temp_directory_path() / ("matchbox-floor-" + std::to_string(getpid()));
  fs::create_directories(out);
  std::cout << "matchbox against the floor: " << machine() << "; medians of " << runs
            << " paired runs\n\n| work | matchbox | floor | ratio |\n| --- | --- | --- | --- |\n";
  int status = 0;
  try {
    const std::string mb = matchbox.string();
    kit_rows(mb, floor, out, runs);
    simulate_rows(mb, floor, runs);
    png_row(out, runs);
    solve_row(mb, runs);
  } catch (const std::exception& e) {
    std::cerr << "matchbox_bench: " << e.what() << "\n";
    status = 1;
  }
  fs::remove_all(out);
  return status;
}

}  // namespace matchbox::bench
