// SPDX-FileCopyrightText: 2026 The matchbox authors
// SPDX-License-Identifier: GPL-3.0-or-later

// matchbox's benchmark (Google Benchmark). Build and run:
//   cmake --build build -j2 --target matchbox_bench && build/matchbox_bench
// and only the ratios against the floor programs built into DIR (floor_ratios.h):
//   build/matchbox_bench --floor DIR [--runs N]
// (whose like-for-like row runs this program as `build/matchbox_bench --labels DIR`: MENACE's
// labels.pdf alone, written into DIR).
// Measures enumeration of every machine file in games/ (machine file -> kit) and the whole
// MENACE kit as PDF (README.md, "Tests and benchmark": "in about a second on a 2-core machine";
// enumeration in milliseconds), and solving each machine's game from the start (plus 5×5 checkers
// under standard rules), and simulated training games per second on one core (README.md, "Tests and
// benchmark": "millions of MENACE games per second per core"; items_per_second is games per
// second).
#include <benchmark/benchmark.h>

#include <cstdlib>
#include <filesystem>
#include <optional>
#include <string>

#include "analysis/solve.h"
#include "documents/kit_writer.h"
#include "floor_ratios.h"
#include "games/registry.h"
#include "kit/build.h"
#include "serve_load.h"
#include "simulate/spares.h"
#include "simulate/training.h"
#include "spec/machine_file.h"
#include "spec/palette_file.h"
#include "spec/sheet_file.h"
#include "spec/texts.h"
#include "tournament_scale.h"
#include "walk_costs.h"

namespace {

using namespace matchbox;

void BM_Enumerate(benchmark::State& state, const std::string& machine) {
  const spec::MachineSpec s = spec::load_machine(machine);
  const kit::Palette palette = spec::load_palette(s.palette);
  for (auto _ : state) {
    kit::Kit k = kit::build(s, palette);
    benchmark::DoNotOptimize(k.boxes.data());
  }
}

// Solves the machine's whole game from the start (README.md, "Tests and benchmark": octapawn and
// 5×5 checkers in seconds).
void BM_Solve(benchmark::State& state, const std::string& machine,
              const std::vector<std::string>& overrides) {
  const spec::MachineSpec s = spec::load_machine(machine, overrides);
  const auto game = games::make_game(s.game, s.params);
  for (auto _ : state) {
    analysis::Solver solver(*game, 1'000'000);  // Past the CLI's size guard, on purpose.
    benchmark::DoNotOptimize(solver.value(game->initial_position()));
    state.counters["positions"] = static_cast<double>(solver.size());
  }
}

void BM_MenaceKitPdf(benchmark::State& state) {
  const std::filesystem::path dir = std::filesystem::temp_directory_path() / "matchbox-bench";
  std::filesystem::create_directories(dir);
  for (auto _ : state) {
    // Everything the `kit` command does: read files, enumerate, lay out and render.
    const spec::MachineSpec s = spec::load_machine("menace");
    const kit::Kit k = kit::build(s, spec::load_palette(s.palette));
    documents::KitOptions options{dir, spec::load_sheet("a4-cut"), {}, render::Format::kPdf};
    benchmark::DoNotOptimize(documents::write_kit(k, spec::load_texts(), options));
  }
  std::filesystem::remove_all(dir);
}

kit::Kit load_kit(const std::string& machine) {
  const spec::MachineSpec s = spec::load_machine(machine);
  return kit::build(s, spec::load_palette(s.palette));
}

// One run of `kGames` training games per iteration, on one thread; the tournament (game graph,
// boxes, solver) is built once, outside the timing. `opponent`: random, perfect, self or a
// machine name.
void BM_Simulate(benchmark::State& state, const std::string& machine, const std::string& opponent) {
  constexpr int kGames = 100'000;
  const kit::Kit k = load_kit(machine);
  std::optional<kit::Kit> rival;
  simulate::Opponent o{simulate::OpponentKind::kRandom, nullptr};
  if (opponent == "perfect") o.kind = simulate::OpponentKind::kPerfect;
  if (opponent == "self") o.kind = simulate::OpponentKind::kSelf;
  if (opponent != "random" && opponent != "perfect" && opponent != "self") {
    rival.emplace(load_kit(opponent));
    o = {simulate::OpponentKind::kMachine, &*rival};
  }
  const simulate::Training tournament(k, o);
  std::uint64_t seed = 1;
  for (auto _ : state) {
    const simulate::RunResult r = tournament.run_one(kGames, seed++, 0);
    benchmark::DoNotOptimize(r.blocks.data());
  }
  state.SetItemsProcessed(state.iterations() * kGames);
}

// The spare-bead estimate the kit's bead list runs (simulate/spares.h), tournament set-up included.
void BM_SpareBeads(benchmark::State& state, const std::string& machine) {
  const kit::Kit k = load_kit(machine);
  for (auto _ : state) benchmark::DoNotOptimize(simulate::spare_beads(k));
}

}  // namespace

BENCHMARK(BM_MenaceKitPdf)->Unit(benchmark::kMillisecond)->Iterations(3)->MeasureProcessCPUTime();

int main(int argc, char** argv) {
  // `--floor DIR [--runs N]`: only the ratios against the floor programs in DIR (floor_ratios.h).
  if (argc >= 3 && std::string(argv[1]) == "--floor") {
    const int runs = argc >= 5 && std::string(argv[3]) == "--runs" ? std::atoi(argv[4]) : 5;
    return bench::print_floor_ratios(MATCHBOX_BINARY, argv[2], runs);
  }
  // `--labels DIR`: MENACE's labels.pdf alone, the floor's work (floor_ratios.h).
  if (argc == 3 && std::string(argv[1]) == "--labels") return bench::write_menace_labels(argv[2]);
  // `--tournament GAMES [--runs N]`: the tracker on a tournament of GAMES games
  // (tournament_scale.h).
  if (argc >= 3 && std::string(argv[1]) == "--tournament") {
    const int runs = argc >= 5 && std::string(argv[3]) == "--runs" ? std::atoi(argv[4]) : 5;
    return bench::print_tournament_scale(MATCHBOX_BINARY, std::atoi(argv[2]), runs);
  }
  // `--serve FILE [--seconds S] [--visitors V]`: `track serve` on an existing tournament file
  // under load (serve_load.h; 50 display pages, and V phones playing the twin).
  if (argc >= 3 && std::string(argv[1]) == "--serve") {
    double seconds = 60;
    int visitors = 0;
    for (int i = 3; i + 1 < argc; i += 2) {
      if (std::string(argv[i]) == "--seconds") seconds = std::atof(argv[i + 1]);
      if (std::string(argv[i]) == "--visitors") visitors = std::atoi(argv[i + 1]);
    }
    bench::print_serve_load(MATCHBOX_BINARY, argv[2], 50, seconds, visitors);
    return 0;
  }
  // One enumeration benchmark per machine file in games/, so new machines are covered.
  for (const std::string& name : spec::machine_names())
    benchmark::RegisterBenchmark(("BM_Enumerate/" + name).c_str(), BM_Enumerate, name)
        ->Unit(benchmark::kMillisecond);
  for (const std::string& name : spec::machine_names())
    benchmark::RegisterBenchmark(("BM_Solve/" + name).c_str(), BM_Solve, name,
                                 std::vector<std::string>{})
        ->Unit(benchmark::kMillisecond);
  benchmark::RegisterBenchmark("BM_Solve/checkers5-standard", BM_Solve, "checkers5",
                               std::vector<std::string>{"both_kings_draw=off"})
      ->Unit(benchmark::kMillisecond)
      ->Iterations(3);
  // Training games per second: MENACE and HER against random and perfect opponents, and
  // machine against machine (MENACE plays only X and HER only Black, so no self-play for them:
  // MENACE meets menace-second, HER meets HIM; HIM, which plays both sides, plays itself).
  for (const auto& [machine, opponent] :
       std::vector<std::pair<std::string, std::string>>{{"menace", "random"},
                                                        {"menace", "perfect"},
                                                        {"menace", "menace-second"},
                                                        {"her", "random"},
                                                        {"her", "perfect"},
                                                        {"her", "him"},
                                                        {"him", "self"}})
    benchmark::RegisterBenchmark(("BM_Simulate/" + machine + "/" + opponent).c_str(), BM_Simulate,
                                 machine, opponent)
        ->Unit(benchmark::kMillisecond);
  for (const std::string machine : {"menace", "checkers5"})
    benchmark::RegisterBenchmark(("BM_SpareBeads/" + machine).c_str(), BM_SpareBeads, machine)
        ->Unit(benchmark::kMillisecond);
  bench::register_walk_costs();
  benchmark::Initialize(&argc, argv);
  benchmark::RunSpecifiedBenchmarks();
  benchmark::Shutdown();
  return 0;
}
