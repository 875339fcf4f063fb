// matchbox's benchmark (Google Benchmark). Build and run:
//   cmake --build build -j2 --target matchbox_bench && build/matchbox_bench
// Measures enumeration of every machine file in games/ (machine file -> kit) and the whole
// MENACE kit as PDF (SPEC §9: "in about a second on a 2-core machine"; enumeration in milliseconds).
#include <benchmark/benchmark.h>

#include <filesystem>

#include "kit/build.h"
#include "render/kit_writer.h"
#include "spec/machine_file.h"
#include "spec/palette_file.h"
#include "spec/sheet_file.h"
#include "spec/texts.h"

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

void BM_MenaceKitPdf(benchmark::State& state) {
  const std::filesystem::path dir = std::filesystem::temp_directory_path() / "matchbox-bench";
  std::filesystem::create_directories(dir);
  for (auto _ : state) {
    // Everything the `kit` command does: read files, enumerate, lay out and render.
    const spec::MachineSpec s = spec::load_machine("menace");
    const kit::Kit k = kit::build(s, spec::load_palette(s.palette));
    render::KitOptions options{dir, spec::load_sheet("a4-cut"), {}, render::Format::kPdf};
    benchmark::DoNotOptimize(render::write_kit(k, spec::load_texts(), options));
  }
  std::filesystem::remove_all(dir);
}

}  // namespace

BENCHMARK(BM_MenaceKitPdf)->Unit(benchmark::kMillisecond)->Iterations(3);

int main(int argc, char** argv) {
  // One enumeration benchmark per machine file in games/, so new machines are covered.
  for (const std::string& name : spec::machine_names())
    benchmark::RegisterBenchmark(("BM_Enumerate/" + name).c_str(), BM_Enumerate, name)
        ->Unit(benchmark::kMillisecond);
  benchmark::Initialize(&argc, argv);
  benchmark::RunSpecifiedBenchmarks();
  benchmark::Shutdown();
  return 0;
}
