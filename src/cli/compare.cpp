// SPDX-FileCopyrightText: 2026 The matchbox authors
// SPDX-License-Identifier: GPL-3.0-or-later

// matchbox compare MACHINE... [--set [MACHINE:]KEY=VALUE]...
//                  [--opponent random|perfect|strict|self|SCHEDULE|MIX] [--games N[,N...]]
//                  [--runs R] [--base MACHINE] [--plays first|second|alternate]
//                  [--seed S] [--threads T] [--test OPPONENT]... [--test-games K]
//                  [--window W] [--curve win|draw|loss] [--plot FILE] [--format text|yaml]
//                  [--max-games N]
// The rules study (README.md, "Which rule learns best"): every machine trains under the same
// seeds against one opponent; tables compare when each has learned (no loss in W games) and
// stops losing, whether it reaches perfect play, its final rates with their intervals, how
// often it keeps a won position won, and its beads (cli/compare_report.h), then the findings in
// words computed from the figures (cli/compare_findings.h); optionally each trained machine is
// then tested as it stands; the learning curves overlaid. Several --games lengths train anew at
// each (same seeds), tables by length, findings over all.
#include <fmt/core.h>
#include <fmt/ranges.h>

#include <algorithm>
#include <charconv>
#include <iostream>
#include <memory>
#include <optional>

#include "cli/commands.h"
#include "cli/compare_findings.h"
#include "cli/compare_report.h"
#include "cli/machine_options.h"
#include "cli/opponent_option.h"
#include "cli/run_options.h"
#include "core/enum_table.h"
#include "core/error.h"
#include "core/translation.h"
#include "documents/plot_words.h"
#include "render/plot.h"
#include "simulate/study.h"
#include "spec/yaml_writer.h"

namespace matchbox::cli {
namespace {

using simulate::OpponentKind;

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
  std::vector<std::string> overrides;  // --set, as typed.
  std::int64_t max_positions = spec::kDefaultMaxPositions;
  std::string opponent = "perfect";  // As typed (cli/opponent_option.h).
  // --plays, if seat_option was given (else Training's default seat, as simulate).
  simulate::Seat seat = simulate::Seat::kFirst;
  CLI::Option* seat_option = nullptr;
  std::vector<std::string> games_words{"2000"};  // --games as typed, each "N" or "N,N,...".
  std::vector<int> games;                        // The lengths, shortest first (run()).
  int runs = 20;
  std::string base;  // --base as typed: a machine's name or number; empty: none.
  std::uint64_t seed = 1;
  int threads = 0;
  std::vector<OpponentKind> tests;
  int test_games = 500;
  int window = 0;  // --window; 0: learn_window()'s default.
  Curve curve = Curve::kLoss;
  std::string plot;
  StudyFormat format = StudyFormat::kText;
  std::int64_t max_games = kDefaultMaxGames;
};

// --window's default: learned once 100 games in a row hold no loss (half the games of a
// shorter run; of the shortest length, so that every length measures the same).
int learn_window(const CompareOptions& o) {
  return o.window != 0 ? o.window : simulate::default_learn_window(o.games.front());
}

// The plot's rolling window over the longest length: simulate's default (a twentieth of the
// games, at most 100).
int curve_window(const CompareOptions& o) { return simulate::default_window(o.games.back()); }

// --games: run lengths, comma-separated or the option repeated, shortest first. Throws
// core::Error for a word that is not a whole number from 1 up, or a length given twice.
std::vector<int> run_lengths(const std::vector<std::string>& words) {
  std::vector<int> out;
  for (const std::string& typed : words) {
    std::size_t at = 0;
    do {
      const std::size_t end = std::min(typed.find(',', at), typed.size());
      const std::string word = typed.substr(at, end - at);
      int games = 0;
      const auto [stop, error] = std::from_chars(word.data(), word.data() + word.size(), games);
      if (word.empty() || error != std::errc() || stop != word.data() + word.size() || games < 1)
        throw core::Error(fmt::format(
            "--games {}: expected at least 1 game per run, or lengths as 500,2000,8000; '{}' is "
            "not a whole number from 1 to {}",
            typed, word, INT32_MAX));
      if (std::find(out.begin(), out.end(), games) != out.end())
        throw core::Error(
            fmt::format("--games {}: {} games twice; expected each length once", typed, games));
      out.push_back(games);
      at = end + 1;
    } while (at <= typed.size());
  }
  std::sort(out.begin(), out.end());
  return out;
}

// --base: the index of the machine named, or numbered from 1. Throws core::Error for one that
// is not in the study, or a name two machines share.
std::size_t base_index(const CompareOptions& o) {
  std::vector<std::size_t> found;
  for (std::size_t i = 0; i < o.machines.size(); ++i)
    if (o.machines[i] == o.base || std::to_string(i + 1) == o.base) found.push_back(i);
  if (found.size() == 1) return found.front();
  throw core::Error(fmt::format(
      "--base {}: {}; expected one of {} or a number from 1 to {}", o.base,
      found.empty() ? "not a machine of this study" : "more than one machine has that name",
      fmt::join(o.machines, ", "), o.machines.size()));
}

// The seat a machine is tested in: both sides in turn if it plays both.
std::optional<simulate::Seat> test_seat(const kit::Kit& kit) {
  if (kit.spec.plays == spec::Plays::kBoth) return simulate::Seat::kAlternate;
  return std::nullopt;
}

// The --set values of each machine of the study, in order: those without a prefix apply to
// every machine, "MACHINE:KEY=VALUE" to the machine of that name, "N:KEY=VALUE" to the N-th
// (so one machine can be studied twice, as `compare menace menace --set 2:select=duplicates`).
struct MachineValues {
  std::vector<std::string> all;  // What the machine is built with.
  std::vector<std::string> own;  // Those given for it alone, to label it.
};

// Throws core::Error for a prefix that names no machine of the study.
std::vector<MachineValues> machine_values(const CompareOptions& o) {
  std::vector<MachineValues> out(o.machines.size());
  for (const std::string& text : o.overrides) {
    const std::size_t colon = text.find(':');
    if (colon == std::string::npos || colon > text.find('=')) {
      for (MachineValues& v : out) v.all.push_back(text);
      continue;
    }
    const std::string prefix = text.substr(0, colon), value = text.substr(colon + 1);
    bool found = false;
    for (std::size_t i = 0; i < o.machines.size(); ++i) {
      if (o.machines[i] != prefix && std::to_string(i + 1) != prefix) continue;
      out[i].all.push_back(value);
      out[i].own.push_back(value);
      found = true;
    }
    if (!found)
      throw core::Error(fmt::format(
          "--set {}: '{}' is not a machine of this study; expected KEY=VALUE for every machine, "
          "or MACHINE:KEY=VALUE with one of {} or a number from 1 to {}",
          text, prefix, fmt::join(o.machines, ", "), o.machines.size()));
  }
  return out;
}

// One machine's entries, one per length, each length trained anew under the same seeds.
std::vector<StudyEntry> study(const std::string& name, const MachineValues& values,
                              const CompareOptions& o) {
  StudyEntry e{name, build_kit(MachineOptions{name, values.all, o.max_positions}), {}, {}, {}};
  // Labelled by the name one of its own values gives it (--set 2:name=...), else by its values.
  const auto named = std::find_if(values.own.begin(), values.own.end(),
                                  [](const std::string& v) { return v.rfind("name=", 0) == 0; });
  if (named != values.own.end())
    e.label = e.kit.spec.name;
  else if (!values.own.empty())
    e.label += fmt::format(" ({})", fmt::join(values.own, ", "));
  const std::optional<simulate::Seat> seat =
      o.seat_option->count() > 0 ? std::optional(o.seat) : std::nullopt;
  const simulate::Training training(
      e.kit, parse_opponent("--opponent", o.opponent, OpponentWords::kSelf), seat, true);
  const int threads = worker_threads(o.threads);
  const bool keep_fill = !o.tests.empty();
  std::vector<StudyEntry> out;
  for (int games : o.games) {
    const int final_from = games - simulate::final_window(games);
    const auto runs = training.run(games, o.runs, o.seed, threads, [&](int) {
      simulate::RunHooks hooks;
      hooks.final_from = final_from;
      hooks.keep_fill = keep_fill;
      hooks.learn_window = learn_window(o);
      return hooks;
    });
    StudyEntry& length = out.emplace_back(e);
    length.row = simulate::study_row(runs, games);
    if (games == o.games.back() && !o.plot.empty())
      length.curves = simulate::learning_curves(runs, curve_window(o));
    for (std::size_t t = 0; t < o.tests.size(); ++t) {
      const simulate::Training test(e.kit, {o.tests[t], nullptr}, test_seat(e.kit));
      const auto tested = test.run(o.test_games, o.runs, o.seed + 1 + t, threads, [&](int r) {
        simulate::RunHooks hooks;
        hooks.start = runs[static_cast<std::size_t>(r)].fill;
        hooks.learn = false;
        hooks.explore = false;
        return hooks;
      });
      length.tests.push_back(simulate::test_row(tested));
    }
  }
  return out;
}

void write_plot(const std::vector<StudyEntry>& entries, const CompareOptions& o) {
  render::Plot plot;
  const std::string curve(kCurves.name(o.curve));
  plot.title =
      fmt::format(fmt::runtime(core::tr("plot",
                                        // xgettext:python-brace-format
                                        "Rules study against {opponent}: {curve} "
                                        "rate, last {window} games")),
                  fmt::arg("opponent", o.opponent), fmt::arg("curve", core::tr("plot", curve)),
                  fmt::arg("window", curve_window(o)));
  plot.x_label = core::tr("plot", "Game");
  // xgettext:python-brace-format
  plot.y_label = fmt::format(fmt::runtime(core::tr("plot", "{curve} rate (mean of {runs})")),
                             fmt::arg("curve", core::tr("plot", curve)),
                             fmt::arg("runs", documents::runs_words(o.runs)));
  plot.y_is_fraction = true;
  for (int g : entries.front().curves.last_game) plot.x.push_back(g);
  for (const StudyEntry& e : entries) {
    const simulate::Curves& c = e.curves;
    const simulate::Band& band = o.curve == Curve::kWin    ? c.rolling_win
                                 : o.curve == Curve::kDraw ? c.rolling_draw
                                                           : c.rolling_loss;
    plot.series.push_back({e.label, band.mean, {}, {}});
  }
  render::write_plot(plot, o.plot);
}

void run(CompareOptions& o) {
  if (o.machines.size() > kMaxMachines)
    throw core::Error(fmt::format("{} machines: expected at most {} in one study",
                                  o.machines.size(), kMaxMachines));
  o.games = run_lengths(o.games_words);
  for (int games : o.games) simulate::check_run_counts(games, o.runs);
  if (o.window != 0 && (o.window < 1 || o.window > o.games.front()))
    throw core::Error(
        fmt::format("--window {}: expected 1 to --games ({})", o.window, o.games.front()));
  if (o.test_games < 1)
    throw core::Error(fmt::format("--test-games {}: expected at least 1", o.test_games));
  const std::optional<std::size_t> base =
      o.base.empty() ? std::nullopt : std::optional(base_index(o));
  std::int64_t per_run = 0;
  for (int games : o.games) per_run += games + std::int64_t{o.test_games} * std::ssize(o.tests);
  check_total_games(static_cast<int>(std::min<std::int64_t>(per_run, INT32_MAX)),
                    o.runs * static_cast<int>(o.machines.size()), o.max_games);
  check_threads(o.threads);
  std::vector<std::vector<StudyEntry>> studies(o.games.size());  // [length][machine]
  const std::vector<MachineValues> values = machine_values(o);
  for (std::size_t i = 0; i < o.machines.size(); ++i) {
    std::vector<StudyEntry> lengths = study(o.machines[i], values[i], o);
    for (std::size_t l = 0; l < lengths.size(); ++l) studies[l].push_back(std::move(lengths[l]));
  }
  if (!o.plot.empty()) write_plot(studies.back(), o);
  std::vector<StudySetup> setups;
  FindingsInput findings{{}, o.games, {}, base};
  for (const StudyEntry& e : studies.front()) findings.labels.push_back(e.label);
  for (std::size_t l = 0; l < o.games.size(); ++l) {
    StudySetup& setup = setups.emplace_back();
    setup.opponent = o.opponent;
    setup.games = o.games[l];
    setup.runs = o.runs;
    setup.seed = o.seed;
    setup.learn_window = learn_window(o);
    setup.test_games = o.test_games;
    for (OpponentKind t : o.tests) setup.tests.emplace_back(kBuiltInOpponents.name(t));
    findings.estimates.emplace_back();
    for (const StudyEntry& e : studies[l]) findings.estimates.back().push_back(e.row.estimates);
  }
  const bool compared = o.machines.size() > 1;
  if (o.format == StudyFormat::kYaml) {
    spec::YamlWriter out;
    out << YAML::BeginMap;
    if (setups.size() == 1)
      emit_study_yaml(out, studies.front(), setups.front());
    else
      emit_studies_yaml(out, studies, setups);
    if (compared) emit_findings_yaml(out, findings);
    out << YAML::EndMap;
    std::cout << out.document();
    return;
  }
  for (std::size_t l = 0; l < setups.size(); ++l) {
    if (l > 0) std::cout << "\n";
    print_study_text(studies[l], setups[l]);
  }
  if (compared) print_findings_text(findings);
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
  o->seat_option = add_plays_option(*cmd, o->seat);
  cmd->add_option("--set", o->overrides,
                  "Override a machine-file value for every machine (--set select=duplicates), or "
                  "for one: MACHINE:KEY=VALUE or N:KEY=VALUE for the N-th machine; repeatable")
      ->expected(1)
      ->multi_option_policy(CLI::MultiOptionPolicy::TakeAll);
  cmd->add_option("--games", o->games_words,
                  "Training games per run; several lengths (500,2000,8000, or the option "
                  "repeated) each train anew under the same seeds, tables for each and findings "
                  "over all; --plot draws the longest")
      ->type_name("N[,N...]")
      ->default_str("2000")
      ->expected(1)
      ->multi_option_policy(CLI::MultiOptionPolicy::TakeAll);
  cmd->add_option("--runs", o->runs, "Independent runs per machine, each from a fresh fill")
      ->capture_default_str();
  cmd->add_option("--base", o->base,
                  "Also compare every other machine with this one (its name, or its number from "
                  "1) on every measure: sooner, later, more, fewer or no clear difference");
  cmd->add_option("--seed", o->seed, "Random seed: run r of every machine uses the same seed")
      ->capture_default_str()
      ->check(seed_words());
  cmd->add_option("--threads", o->threads,
                  "Threads, 0 to 256: 0 (the default) uses one per core; results are the same "
                  "whatever the number");
  cmd->add_option("--test", o->tests,
                  "After training, test each run's boxes as they stand (no learning) against "
                  "random, perfect or strict; repeatable")
      ->transform(enum_words(kBuiltInOpponents))
      ->expected(1)
      ->multi_option_policy(CLI::MultiOptionPolicy::TakeAll);
  cmd->add_option("--test-games", o->test_games, "Games per run of each --test")
      ->capture_default_str();
  cmd->add_option("--window", o->window,
                  "Learned by: the first game after which the next WINDOW games hold no loss "
                  "(default: 100, or half of --games if fewer; with several lengths, of the "
                  "shortest, so that every length measures the same)");
  cmd->add_option("--curve", o->curve, "The rate the plot overlays: win, draw or loss")
      ->transform(enum_words(kCurves))
      ->default_str("loss");
  cmd->add_option("--plot", o->plot,
                  "Also write every machine's learning curve (the --curve rate over a rolling "
                  "window of games/20, at most 100) to FILE (.pdf, .svg or .png)");
  cmd->add_option("--format", o->format, "Output: text or yaml")
      ->transform(enum_words(kStudyFormats));
  cmd->add_option("--max-games", o->max_games,
                  "Refuse more games than this in all (machines × runs × games with tests, the "
                  "lengths of --games added), a size guard")
      ->capture_default_str()
      ->check(CLI::PositiveNumber);
  cmd->callback([o] { run(*o); });
}

}  // namespace matchbox::cli
