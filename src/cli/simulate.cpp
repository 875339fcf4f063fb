// SPDX-FileCopyrightText: 2026 The matchbox authors
// SPDX-License-Identifier: GPL-3.0-or-later

// matchbox simulate MACHINE [--opponent random|perfect|strict|self|MACHINE2|SCHEDULE|MIX]
//                           [--games N] [--runs R] [--seed S] [--plays first|second|alternate]
//                           [--threads T]
//                           [--window W] [--format text|yaml|csv] [--plot FILE.pdf|svg|png]
//                           [--style rates|openings]
//                           [--set key=value]...
// Simulated tournaments (README.md, "Solving and simulating", simulate/training.h): learning
// curves and a summary over runs. Deterministic for a seed whatever the thread count.
#include <fmt/core.h>

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <iostream>
#include <memory>
#include <utility>
#include <vector>

#include "cli/commands.h"
#include "cli/machine_options.h"
#include "cli/opponent_option.h"
#include "cli/run_options.h"
#include "cli/simulate_openings.h"
#include "cli/simulate_yaml.h"
#include "core/enum_table.h"
#include "core/error.h"
#include "core/translation.h"
#include "documents/openings_plot.h"
#include "documents/plot_words.h"
#include "kit/outcomes.h"
#include "render/plot.h"
#include "simulate/statistics.h"
#include "simulate/training.h"
#include "spec/csv_file.h"
#include "spec/yaml_util.h"

namespace matchbox::cli {
namespace {

enum class SimFormat { kText, kYaml, kCsv };
constexpr auto kSimFormats = core::make_enum_table<SimFormat>(std::pair{SimFormat::kText, "text"},
                                                              std::pair{SimFormat::kYaml, "yaml"},
                                                              std::pair{SimFormat::kCsv, "csv"});

// What --plot draws.
enum class SimPlot { kRates, kOpenings };
constexpr auto kSimPlots = core::make_enum_table<SimPlot>(
    std::pair{SimPlot::kRates, "rates"}, std::pair{SimPlot::kOpenings, "openings"});

struct SimulateOptions {
  MachineOptions machine;
  std::string opponent = "random";
  int games = 200;
  int runs = 20;
  std::uint64_t seed = 1;
  simulate::Seat seat = simulate::Seat::kFirst;
  CLI::Option* seat_option = nullptr;
  int threads = 0;
  int window = 0;
  CLI::Option* window_option = nullptr;
  std::int64_t max_games = kDefaultMaxGames;
  SimFormat format = SimFormat::kText;
  std::string plot;
  SimPlot style = SimPlot::kRates;
  bool per_game = false;
};

// Everything the report shows.
struct Report {
  const kit::Kit& kit;
  const SimulateOptions& options;
  simulate::Seat seat;
  simulate::Curves curves;
  simulate::Summary summary;
  simulate::OpeningShares openings;  // --style openings only.
};

// RunResult::learned_by's window: 100 games, or half the games of shorter runs (as `compare`).
int learn_window(int games) { return simulate::default_learn_window(games); }

void print_csv(const Report& r) {
  const simulate::Curves& c = r.curves;
  std::cout << spec::csv_line({"game", "win", "draw", "loss", "resign", "rolling_win",
                               "rolling_draw", "rolling_loss", "rolling_loss_p10",
                               "rolling_loss_p90"});
  for (std::size_t g = 0; g < c.win.size(); ++g) {
    std::vector<std::string> row = {std::to_string(c.last_game[g])};
    for (double x : {c.win[g], c.draw[g], c.loss[g], c.resign[g], c.rolling_win.mean[g],
                     c.rolling_draw.mean[g], c.rolling_loss.mean[g], c.rolling_loss.low[g],
                     c.rolling_loss.high[g]})
      row.push_back(spec::yaml_number(x));
    std::cout << spec::csv_line(row);
  }
}

// How the machine takes its seat, as the summary line says it.
std::string seat_words(simulate::Seat seat) {
  if (seat == simulate::Seat::kAlternate) return "moving first and second in turn";
  return "moving " + std::string(simulate::kSeats.name(seat));
}

std::string percent(double x) { return fmt::format("{:5.1f} %", 100 * x); }

std::string quantile_row(const std::string& label, const simulate::Quantiles& q) {
  return fmt::format("  {:<28} {:>9.1f} {:>9} {:>9} {:>9}\n", label, q.mean,
                     spec::yaml_number(q.p10), spec::yaml_number(q.p50), spec::yaml_number(q.p90));
}

// The last row's rates with their 95 % Wilson intervals (simulate/intervals.h). `sums[k]` is
// the mean over runs of result k's games in the row (win, draw, loss, resign); `trials` the
// row's games of all runs.
void last_row_intervals(const double (&sums)[4], double trials, int first_game, int last_game) {
  const auto share = [&](double mean_hits, double per_run) {
    const simulate::Proportion p{std::llround(mean_hits / per_run * trials), std::llround(trials)};
    return fmt::format("{:.1f} % ({:.1f}–{:.1f})", 100 * p.rate(), 100 * p.low(), 100 * p.high());
  };
  const double per_run = last_game - first_game;
  std::cout << fmt::format(
      "  games {}-{}, 95 % intervals (Wilson, all runs' games pooled): win {}, "
      "draw {}, loss {}\n",
      first_game + 1, last_game, share(sums[0], per_run), share(sums[1], per_run),
      share(sums[2], per_run));
}

// Learned by: the first game after which --learn-window games hold no loss, over runs.
std::string learned_words(const simulate::CensoredQuantiles& q, int window, int games) {
  const auto time = [](double v) {
    return v < 0 ? std::string("not reached") : spec::yaml_number(v);
  };
  return fmt::format(
      "Learned by (the first game after which the next {} games hold no loss): median {}, 90 % {}; "
      "not within {} games: {} of {} runs\n",
      window, time(q.median), time(q.p90), games, q.censored, q.runs);
}

void print_text(const Report& r) {
  const SimulateOptions& o = r.options;
  const simulate::Curves& c = r.curves;
  std::cout << fmt::format("{} ({}) against {}, {}: {} of {}, seed {}\n\n", r.kit.spec.title,
                           r.kit.spec.name, o.opponent, seat_words(r.seat),
                           count_of(o.runs, "run", "runs"), count_of(o.games, "game", "games"),
                           o.seed);
  // The games column fits the widest range, "1-10" at least 15 wide.
  const auto width = std::max<std::size_t>(15, fmt::format("{}-{}", o.games, o.games).size());
  std::cout << "Results by game number (mean over runs; loss includes resignations):\n"
            << fmt::format("  {:<{}} {:>8} {:>8} {:>8} {:>8}\n", "games", width, "win", "draw",
                           "loss", "resign");
  // Ten rows of a tenth of the games each, in whole blocks.
  const int tenth = std::max(1, (o.games + 9) / 10);
  const auto row = static_cast<std::size_t>((tenth + c.block - 1) / c.block);
  for (std::size_t first = 0; first < c.win.size(); first += row) {
    const std::size_t last = std::min(c.win.size(), first + row);
    const int first_game = first == 0 ? 0 : c.last_game[first - 1];
    double sums[4] = {0, 0, 0, 0};
    for (std::size_t i = first; i < last; ++i) {
      const double games = c.last_game[i] - (i == 0 ? 0 : c.last_game[i - 1]);
      sums[0] += c.win[i] * games;
      sums[1] += c.draw[i] * games;
      sums[2] += c.loss[i] * games;
      sums[3] += c.resign[i] * games;
    }
    const double n = c.last_game[last - 1] - first_game;
    std::cout << fmt::format("  {:<{}} {:>8} {:>8} {:>8} {:>8}\n",
                             fmt::format("{}-{}", first_game + 1, c.last_game[last - 1]), width,
                             percent(sums[0] / n), percent(sums[1] / n), percent(sums[2] / n),
                             percent(sums[3] / n));
    if (last == c.win.size()) last_row_intervals(sums, n * o.runs, first_game, c.last_game.back());
  }
  const simulate::Summary& s = r.summary;
  std::cout << "\nPer run (mean, and 10 % / 50 % / 90 % quantiles over runs):\n"
            << fmt::format("  {:<28} {:>9} {:>9} {:>9} {:>9}\n", "", "mean", "10 %", "50 %", "90 %")
            << quantile_row("defeats", s.defeats)
            << quantile_row("last defeat (game number)", s.last_defeat)
            << quantile_row("resignations", s.resignations)
            << quantile_row("beads at the end", s.end_beads);
  for (std::size_t col : used_colours(r.kit)) {
    const kit::Colour& colour = r.kit.palette.colours[col];
    std::cout << quantile_row(fmt::format("extra {} ({})", colour.name, colour.code),
                              s.extra_beads.at(col));
  }
  std::cout << "\n" << learned_words(s.learned_by, learn_window(o.games), o.games);
  if (o.style == SimPlot::kOpenings) std::cout << openings_text(r.kit, r.openings, o.runs);
}

// Box 1's beads by move, game by game (documents/openings_plot.h), mean of the runs.
void write_openings_plot(const Report& r) {
  render::Plot plot;
  plot.title =
      fmt::format(fmt::runtime(core::tr("plot",
                                        // xgettext:python-brace-format
                                        "{title} against {opponent}: box 1's "
                                        "beads by move")),
                  fmt::arg("title", r.kit.spec.title), fmt::arg("opponent", r.options.opponent));
  plot.note = documents::mean_note(r.options.runs, r.curves.block);
  plot.x_label = core::tr("plot", "Game");
  for (int g : r.openings.last_game) plot.x.push_back(g);
  documents::add_opening_series(plot, r.kit, r.openings.share);
  render::write_plot(plot, r.options.plot);
}

void write_plot(const Report& r) {
  if (r.options.style == SimPlot::kOpenings) return write_openings_plot(r);
  const simulate::Curves& c = r.curves;
  const bool draws = kit::possible_outcomes(r.kit).draw;
  render::Plot plot;
  plot.title =
      documents::simulated_rates_title(r.kit.spec.title, r.options.opponent, c.window, draws);
  plot.x_label = core::tr("plot", "Game");
  plot.y_label = documents::simulated_rates_axis(r.options.runs);
  plot.y_is_fraction = true;
  for (int g : c.last_game) plot.x.push_back(g);
  plot.series.push_back({core::tr("plot", "win"), c.rolling_win.mean, {}, {}});
  // No draw line (and no legend entry) for a game that cannot be drawn; loss stays vermillion.
  if (draws) plot.series.push_back({core::tr("plot", "draw"), c.rolling_draw.mean, {}, {}});
  plot.series.push_back(
      {core::tr("plot", "loss"), c.rolling_loss.mean, c.rolling_loss.low, c.rolling_loss.high, 2});
  render::write_plot(plot, r.options.plot);
}

// Refuses counts out of range before any work starts.
void check_counts(const SimulateOptions& options) {
  simulate::check_run_counts(options.games, options.runs);
  check_total_games(options.games, options.runs, options.max_games);
  check_threads(options.threads);
  if (options.window_option->count() > 0 && (options.window < 1 || options.window > options.games))
    throw core::Error(fmt::format("--window {}: expected 1 to {} (the games per run)",
                                  options.window, options.games));
}

void run(const SimulateOptions& options) {
  check_counts(options);
  const kit::Kit kit = build_kit(options.machine);
  std::optional<kit::Kit> rival;
  const simulate::Opponent opponent =
      parse_opponent("--opponent", options.opponent, OpponentWords::kMachine, &rival);
  const std::optional<simulate::Seat> seat =
      options.seat_option->count() > 0 ? std::optional(options.seat) : std::nullopt;
  const simulate::Training tournament(kit, opponent, seat);
  const int block = simulate::block_size(options.games, options.per_game);
  const bool openings = options.style == SimPlot::kOpenings;
  // Only the CSV and the plot show the rolling rates.
  const bool rolling = options.format == SimFormat::kCsv || !options.plot.empty();
  simulate::BlockTotals totals;
  std::vector<simulate::RunResult> runs(static_cast<std::size_t>(options.runs));
  tournament.run(
      options.games, options.runs, options.seed, worker_threads(options.threads),
      [&](int) {
        simulate::RunHooks hooks;
        hooks.block = block;
        hooks.openings = openings;
        hooks.learn_window = learn_window(options.games);
        return hooks;
      },
      [&](int r, simulate::RunResult&& result) {
        totals.add(result);
        // Only the rolling rates and the openings read a run's own blocks.
        if (!rolling && !openings) {
          result.blocks.clear();
          result.blocks.shrink_to_fit();
        }
        runs[static_cast<std::size_t>(r)] = std::move(result);
      });
  const int window = options.window > 0 ? options.window : simulate::default_window(options.games);
  simulate::Curves curves = simulate::learning_curves(totals, window);
  if (rolling) simulate::add_rolling_rates(runs, curves);
  const Report report{kit,
                      options,
                      tournament.seat(),
                      std::move(curves),
                      simulate::summarise(runs),
                      simulate::opening_shares(runs, tracker::bead_layout(kit).moves(0))};
  if (!options.plot.empty()) write_plot(report);
  switch (options.format) {
    case SimFormat::kText:
      print_text(report);
      break;
    case SimFormat::kYaml:
      print_simulate_yaml({kit, options.opponent, report.seat, options.games, options.runs,
                           options.seed, report.curves, report.summary});
      break;
    case SimFormat::kCsv:
      print_csv(report);
      break;
  }
}

}  // namespace

void add_simulate_command(CLI::App& app) {
  auto options = std::make_shared<SimulateOptions>();
  CLI::App* cmd = app.add_subcommand(
      "simulate",
      "Simulate a machine learning against an opponent: learning curves, defeats, "
      "bead growth");
  add_machine_options(*cmd, options->machine);
  cmd->add_option("--opponent", options->opponent,
                  "random (uniform legal moves), perfect (uniform among the moves that keep the "
                  "game value), strict (as perfect, but also the quickest win, slowest loss), "
                  "self (the machine's one set of boxes plays both sides; plays: both only), or "
                  "another machine name or file of the same game" +
                      schedule_help())
      ->capture_default_str();
  cmd->add_option("--games", options->games, "Games per run")->capture_default_str();
  cmd->add_option("--runs", options->runs, "Independent runs, each from a fresh fill")
      ->capture_default_str();
  cmd->add_option("--seed", options->seed, "Random seed (same seed, same results)")
      ->capture_default_str()
      ->check(seed_words());
  options->seat_option = add_plays_option(*cmd, options->seat);
  cmd->add_option("--threads", options->threads,
                  "Threads to run on, 0 to 256: 0 (the default) uses one per core; results are "
                  "the same whatever the number");
  options->window_option = cmd->add_option(
      "--window", options->window,
      "Games in the rolling rates of the CSV and plot, 1 to --games (default: games/20, 1..100)");
  cmd->add_option("--max-games", options->max_games,
                  "Refuse more games than this in all (--games × --runs), a size guard")
      ->capture_default_str()
      ->check(CLI::PositiveNumber);
  cmd->add_option("--format", options->format,
                  "Output: text, yaml or csv (one row per game; for runs of more than 1000 games, "
                  "one per block of games, the row's game its last, unless --per-game)")
      ->transform(enum_words(kSimFormats));
  cmd->add_flag("--per-game", options->per_game,
                "yaml and csv rows for every game however long the runs (memory then grows with "
                "games × runs: 16 bytes each)");
  cmd->add_option("--style", options->style,
                  "What --plot draws: rates (win, draw and loss over a rolling window) or "
                  "openings (the share of box 1's beads on each of its moves, as Michie drew "
                  "MENACE's first box; the text output then ends with box 1 after the last "
                  "game)")
      ->transform(enum_words(kSimPlots))
      ->default_str("rates");
  cmd->add_option("--plot", options->plot,
                  "Also write the rolling win/draw/loss rates with a 10–90 % band of the loss "
                  "rate to FILE (.pdf, .svg or .png)");
  cmd->callback([options] { run(*options); });
}

}  // namespace matchbox::cli
