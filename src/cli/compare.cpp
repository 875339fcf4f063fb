// matchbox compare MACHINE... [--opponent random|perfect|strict|self|SCHEDULE|MIX] [--games N]
//                  [--runs R]
//                  [--seed S] [--threads T] [--test OPPONENT]... [--test-games K]
//                  [--curve win|draw|loss] [--plot FILE] [--format text|yaml] [--max-games N]
// The rules study (README.md, "Which rule learns best"): every machine trains under the same
// seeds against one opponent; one table compares how fast each stops losing, whether it
// reaches perfect play, its final rates, how often it keeps a won position won, and its beads;
// optionally each trained machine is then tested as it stands; the learning curves overlaid.
#include <fmt/core.h>

#include <iostream>
#include <memory>
#include <optional>

#include "cli/commands.h"
#include "cli/machine_options.h"
#include "cli/opponent_option.h"
#include "cli/run_options.h"
#include "core/enum_table.h"
#include "core/error.h"
#include "render/plot.h"
#include "simulate/study.h"

namespace matchbox::cli {
namespace {

using simulate::OpponentKind;

constexpr auto kTestOpponents = core::make_enum_table<OpponentKind>(
    std::pair{OpponentKind::kRandom, "random"}, std::pair{OpponentKind::kPerfect, "perfect"},
    std::pair{OpponentKind::kStrict, "strict"});
enum class Curve { kWin, kDraw, kLoss };
constexpr auto kCurves =
    core::make_enum_table<Curve>(std::pair{Curve::kWin, "win"}, std::pair{Curve::kDraw, "draw"},
                                 std::pair{Curve::kLoss, "loss"});
enum class StudyFormat { kText, kYaml };
constexpr auto kStudyFormats = core::make_enum_table<StudyFormat>(
    std::pair{StudyFormat::kText, "text"}, std::pair{StudyFormat::kYaml, "yaml"});
// The most machines one study compares (a table and a plot stay readable).
constexpr std::size_t kMaxMachines = 12;

struct CompareOptions {
  std::vector<std::string> machines;
  std::int64_t max_positions = spec::kDefaultMaxPositions;
  std::string opponent = "perfect";  // As typed (cli/opponent_option.h).
  int games = 2000;
  int runs = 20;
  std::uint64_t seed = 1;
  int threads = 0;
  std::vector<OpponentKind> tests;
  int test_games = 500;
  Curve curve = Curve::kLoss;
  std::string plot;
  StudyFormat format = StudyFormat::kText;
  std::int64_t max_games = kDefaultMaxGames;
};

// The plot's rolling window: simulate's default (a twentieth of the games, at most 100).
int curve_window(const CompareOptions& o) { return simulate::default_window(o.games); }

// One machine's results.
struct Entry {
  kit::Kit kit;
  simulate::StudyRow row;
  simulate::Curves curves;
  std::vector<simulate::TestRow> tests;  // One per --test, in order.
};

std::string percent(double x) { return x < 0 ? "—" : fmt::format("{:.1f} %", 100 * x); }

// The seat a machine is tested in: both sides in turn if it plays both.
std::optional<simulate::Seat> test_seat(const kit::Kit& kit) {
  if (kit.spec.plays == spec::Plays::kBoth) return simulate::Seat::kAlternate;
  return std::nullopt;
}

Entry study(const std::string& name, const CompareOptions& o) {
  Entry e{build_kit(MachineOptions{name, {}, o.max_positions}), {}, {}, {}};
  const simulate::Training training(
      e.kit, parse_opponent("--opponent", o.opponent, OpponentWords::kSelf), std::nullopt, true);
  const int threads = worker_threads(o.threads);
  const int final_from = o.games - simulate::final_window(o.games);
  const bool keep_fill = !o.tests.empty();
  const auto runs = training.run(o.games, o.runs, o.seed, threads, [&](int) {
    simulate::RunHooks hooks;
    hooks.final_from = final_from;
    hooks.keep_fill = keep_fill;
    return hooks;
  });
  e.row = simulate::study_row(runs, o.games);
  e.curves = simulate::learning_curves(runs, curve_window(o));
  for (std::size_t t = 0; t < o.tests.size(); ++t) {
    const simulate::Training test(e.kit, {o.tests[t], nullptr}, test_seat(e.kit));
    const auto tested = test.run(o.test_games, o.runs, o.seed + 1 + t, threads, [&](int r) {
      simulate::RunHooks hooks;
      hooks.start = runs[static_cast<std::size_t>(r)].fill;
      hooks.learn = false;
      hooks.explore = false;
      return hooks;
    });
    e.tests.push_back(simulate::test_row(tested));
  }
  return e;
}

std::size_t name_width(const std::vector<Entry>& entries) {
  std::size_t width = 7;
  for (const Entry& e : entries) width = std::max(width, e.kit.spec.name.size());
  return width;
}

void print_text(const std::vector<Entry>& entries, const CompareOptions& o) {
  const int window = simulate::final_window(o.games);
  std::cout << fmt::format(
      "Rules study: {} against {}, {} of {} games each, seed {}\n"
      "(final rates: the last {} games of each run)\n\n",
      count_of(static_cast<long long>(entries.size()), "machine", "machines"), o.opponent,
      count_of(o.runs, "run", "runs"), o.games, o.seed, window);
  const std::size_t w = name_width(entries);
  std::cout << fmt::format("{:<{}}  {:>15}  {:>8}  {:>24}  {:>8}  {:>8}  {:>7}\n", "", w,
                           "stops losing", "perfect", "final rates", "keeps", "beads", "spares");
  std::cout << fmt::format("{:<{}}  {:>7} {:>7}  {:>8}  {:>7} {:>8} {:>7}  {:>8}  {:>8}  {:>7}\n",
                           "machine", w, "median", "90 %", "play", "win", "draw", "loss", "wins",
                           "(mean)", "(90 %)");
  for (const Entry& e : entries) {
    const simulate::StudyRow& r = e.row;
    std::cout << fmt::format(
        "{:<{}}  {:>7} {:>7}  {:>8}  {:>7} {:>8} {:>7}  {:>8}  {:>8.0f}  {:>7.0f}\n",
        e.kit.spec.name, w, fmt::format("{:g}", r.stops_losing.p50),
        fmt::format("{:g}", r.stops_losing.p90), percent(r.perfect_share), percent(r.win),
        percent(r.draw), percent(r.loss), percent(r.keeps_wins), r.beads, r.spares);
  }
  std::cout << fmt::format(
      "\nstops losing: the last game lost in a run ({} if it still lost the last game). perfect "
      "play: runs that made no move lowering the game's value in the final games. keeps wins: "
      "the machine's moves from positions it could win that kept the win, final games. spares: "
      "beads beyond the initial fill, all colours.\n",
      o.games);
  if (o.tests.empty()) return;
  std::cout << fmt::format(
      "\nTrained machines tested as they stand ({} games per run; no learning; epsilon machines "
      "play greedily; machines for both sides take each side in turn):\n",
      o.test_games);
  std::cout << fmt::format("{:<{}}", "machine", w);
  for (OpponentKind t : o.tests)
    std::cout << fmt::format(
        "  {:>37}", fmt::format("vs {}: win / draw / loss, unbeaten", kTestOpponents.name(t)));
  std::cout << "\n";
  for (const Entry& e : entries) {
    std::cout << fmt::format("{:<{}}", e.kit.spec.name, w);
    for (const simulate::TestRow& t : e.tests)
      std::cout << fmt::format("  {:>37}",
                               fmt::format("{} / {} / {}, {}", percent(t.win), percent(t.draw),
                                           percent(t.loss), percent(t.unbeaten_share)));
    std::cout << "\n";
  }
}

std::string num(double x) { return fmt::format("{:.6g}", x); }

void print_yaml(const std::vector<Entry>& entries, const CompareOptions& o) {
  std::cout << "opponent: " << o.opponent << "\ngames: " << o.games << "\nruns: " << o.runs
            << "\nseed: " << o.seed << "\nfinal_window: " << simulate::final_window(o.games)
            << "\nmachines:\n";
  for (const Entry& e : entries) {
    const simulate::StudyRow& r = e.row;
    std::cout << fmt::format(
        "  - name: {}\n    stops_losing: {{median: {}, p90: {}}}\n    perfect_play: {}\n"
        "    final: {{win: {}, draw: {}, loss: {}}}\n    keeps_wins: {}\n    beads: {}\n"
        "    spares_p90: {}\n",
        e.kit.spec.name, num(r.stops_losing.p50), num(r.stops_losing.p90), num(r.perfect_share),
        num(r.win), num(r.draw), num(r.loss), r.keeps_wins < 0 ? "null" : num(r.keeps_wins),
        num(r.beads), num(r.spares));
    if (e.tests.empty()) continue;
    std::cout << "    tests:\n";
    for (std::size_t t = 0; t < e.tests.size(); ++t)
      std::cout << fmt::format(
          "      - {{opponent: {}, games: {}, win: {}, draw: {}, loss: {}, unbeaten: {}}}\n",
          kTestOpponents.name(o.tests[t]), o.test_games, num(e.tests[t].win), num(e.tests[t].draw),
          num(e.tests[t].loss), num(e.tests[t].unbeaten_share));
  }
}

void write_plot(const std::vector<Entry>& entries, const CompareOptions& o) {
  render::Plot plot;
  const std::string curve(kCurves.name(o.curve));
  plot.title = fmt::format("Rules study against {}: {} rate, last {} games", o.opponent, curve,
                           curve_window(o));
  plot.x_label = "Game";
  plot.y_label = fmt::format("{} rate (mean of {})", curve, count_of(o.runs, "run", "runs"));
  plot.y_is_fraction = true;
  for (int g : entries.front().curves.last_game) plot.x.push_back(g);
  for (const Entry& e : entries) {
    const simulate::Curves& c = e.curves;
    const simulate::Band& band = o.curve == Curve::kWin    ? c.rolling_win
                                 : o.curve == Curve::kDraw ? c.rolling_draw
                                                           : c.rolling_loss;
    plot.series.push_back({e.kit.spec.name, band.mean, {}, {}});
  }
  render::write_plot(plot, o.plot);
}

void run(const CompareOptions& o) {
  if (o.machines.size() > kMaxMachines)
    throw core::Error(fmt::format("{} machines: expected at most {} in one study",
                                  o.machines.size(), kMaxMachines));
  simulate::check_run_counts(o.games, o.runs);
  if (o.test_games < 1)
    throw core::Error(fmt::format("--test-games {}: expected at least 1", o.test_games));
  const std::int64_t per_run = o.games + std::int64_t{o.test_games} * std::ssize(o.tests);
  check_total_games(static_cast<int>(std::min<std::int64_t>(per_run, INT32_MAX)),
                    o.runs * static_cast<int>(o.machines.size()), o.max_games);
  check_threads(o.threads);
  std::vector<Entry> entries;
  for (const std::string& name : o.machines) entries.push_back(study(name, o));
  if (!o.plot.empty()) write_plot(entries, o);
  if (o.format == StudyFormat::kYaml)
    print_yaml(entries, o);
  else
    print_text(entries, o);
}

}  // namespace

void add_compare_command(CLI::App& app) {
  auto o = std::make_shared<CompareOptions>();
  CLI::App* cmd = app.add_subcommand(
      "compare",
      "Compare learning rules: several machines trained under the same seeds, one table and "
      "overlaid learning curves");
  cmd->add_option("MACHINE", o->machines,
                  "Machine names from games/ or machine files (up to 12), compared in this order")
      ->required();
  add_max_positions_option(*cmd, o->max_positions);
  cmd->add_option("--opponent", o->opponent,
                  "Whom every machine trains against: random, perfect, strict, or self (its one "
                  "set of boxes plays both sides; plays: both only)" +
                      schedule_help())
      ->capture_default_str();
  cmd->add_option("--games", o->games, "Training games per run")->capture_default_str();
  cmd->add_option("--runs", o->runs, "Independent runs per machine, each from a fresh fill")
      ->capture_default_str();
  cmd->add_option("--seed", o->seed, "Random seed: run r of every machine uses the same seed")
      ->capture_default_str()
      ->check(seed_words());
  cmd->add_option("--threads", o->threads,
                  "Threads, 0 to 256: 0 (the default) uses one per core; results are the same "
                  "whatever the number");
  cmd->add_option("--test", o->tests,
                  "After training, test each run's boxes as they stand (no learning) against "
                  "random, perfect or strict; repeatable")
      ->transform(enum_words(kTestOpponents))
      ->expected(1)
      ->multi_option_policy(CLI::MultiOptionPolicy::TakeAll);
  cmd->add_option("--test-games", o->test_games, "Games per run of each --test")
      ->capture_default_str();
  cmd->add_option("--curve", o->curve, "The rate the plot overlays: win, draw or loss")
      ->transform(enum_words(kCurves))
      ->default_str("loss");
  cmd->add_option("--plot", o->plot,
                  "Also write every machine's learning curve (the --curve rate over a rolling "
                  "window of games/20, at most 100) to FILE (.pdf, .svg or .png)");
  cmd->add_option("--format", o->format, "Output: text or yaml")
      ->transform(enum_words(kStudyFormats));
  cmd->add_option("--max-games", o->max_games,
                  "Refuse more games than this in all (machines × runs × games with tests), a "
                  "size guard")
      ->capture_default_str()
      ->check(CLI::PositiveNumber);
  cmd->callback([o] { run(*o); });
}

}  // namespace matchbox::cli
