// matchbox track plot FILE [-o OUT.pdf|svg|png] [--style michie|gardner|rates] [--window W]
// The tournament's learning curve, from machine 0's side, in one of three styles:
//   michie   Michie's cumulative score, +3 win, +1 draw, -1 loss (Michie 1961, 1963), with the
//            counted change of beads in box 1 when that box opens every game;
//   gardner  Gardner's walk, a step up per win and down per loss (Gardner 1962, figure 45);
//   rates    win, draw and loss rates over the last W games, as `simulate --plot` draws them.
// Default output: beside the tournament file, NAME-STYLE.pdf
// (output/tournaments/festival.yaml -> output/tournaments/festival-michie.pdf).
#include <fmt/core.h>

#include <algorithm>
#include <iostream>
#include <memory>

#include "cli/commands.h"
#include "cli/machine_options.h"
#include "cli/track_commands.h"
#include "cli/track_session.h"
#include "core/enum_table.h"
#include "core/error.h"
#include "kit/outcomes.h"
#include "render/plot.h"
#include "simulate/statistics.h"
#include "tracker/learning_curve.h"

namespace matchbox::cli {
namespace {

enum class PlotStyle { kMichie, kGardner, kRates };
constexpr auto kPlotStyles = core::make_enum_table<PlotStyle>(
    std::pair{PlotStyle::kMichie, "michie"}, std::pair{PlotStyle::kGardner, "gardner"},
    std::pair{PlotStyle::kRates, "rates"});

struct PlotOptions {
  std::string file;
  std::string output;
  PlotStyle style = PlotStyle::kMichie;
  int window = 0;
};

std::vector<double> as_doubles(const std::vector<int>& v) { return {v.begin(), v.end()}; }

// The beads box 1 holds in the initial fill, if box 1 opens in every game: the machine plays
// one side only and box 1 is the only box of its first ply. nullopt otherwise.
std::optional<int> every_game_first_box(const tracker::TrackedMachine& machine) {
  const kit::Kit& kit = machine.kit();
  if (kit.spec.plays == spec::Plays::kBoth || kit.boxes.size() < 2 ||
      kit.boxes[1].ply == kit.boxes[0].ply)
    return std::nullopt;
  return kit.boxes[0].bead_count();
}

// The default window of --style rates: one tournament is a single, noisy run, so a wider one
// than `simulate`'s mean over many runs: games/10, at least 5 (or every game), at most 100.
int tournament_window(int games) { return std::clamp(games / 10, std::min(games, 5), 100); }

// True if the machine's game can end in a draw (hexapawn and Nim cannot): plots then leave
// draws out of their words and lines.
bool draws_possible(const TrackSession& s) {
  return kit::possible_outcomes(s.machine().kit()).draw;
}

void michie_series(render::Plot& plot, const TrackSession& s) {
  const auto& games = s.ledger().games();
  plot.title += "Michie's cumulative score";
  plot.note = std::string(draws_possible(s) ? "+3 for a win, +1 for a draw, −1 for a loss."
                                            : "+3 for a win, −1 for a loss.") +
              " Under Michie's rule this is also the change of beads in the first box.";
  plot.y_label = "Score";
  plot.y_is_count = true;
  plot.series.push_back({"Michie's score", as_doubles(tracker::michie_score(games)), {}, {}});
  if (const std::optional<int> initial = every_game_first_box(s.machine()))
    plot.series.push_back({fmt::format("Beads in box 1, less its {} at the start", *initial),
                           as_doubles(tracker::first_box_change(games, *initial)),
                           {},
                           {}});
}

void gardner_series(render::Plot& plot, const TrackSession& s) {
  plot.title += "Gardner's learning curve";
  plot.note = fmt::format("One step up for each game {0} wins, one step down for each game it "
                          "loses{1}.",
                          s.machine().kit().spec.title,
                          draws_possible(s) ? ", level for a draw" : "");
  plot.y_label = "Wins − losses";
  plot.y_is_count = true;
  plot.series.push_back(
      {"Wins − losses", as_doubles(tracker::gardner_walk(s.ledger().games())), {}, {}});
}

void rate_series(render::Plot& plot, const TrackSession& s, int window) {
  std::vector<simulate::GameResult> results;
  for (const tracker::GameEntry& game : s.ledger().games())
    results.push_back(game.outcome == core::Outcome::kWin    ? simulate::GameResult::kWin
                      : game.outcome == core::Outcome::kDraw ? simulate::GameResult::kDraw
                                                             : simulate::GameResult::kLoss);
  const simulate::Curves c = simulate::learning_curves({simulate::run_of(results)}, window);
  const bool draws = draws_possible(s);
  plot.title += fmt::format("{} rates over the last {} games",
                            draws ? "win, draw and loss" : "win and loss", window);
  plot.y_label = fmt::format("Rate over the last {} games", window);
  plot.y_is_fraction = true;
  plot.series.push_back({"win", c.rolling_win.mean, {}, {}});
  if (draws) plot.series.push_back({"draw", c.rolling_draw.mean, {}, {}});
  plot.series.push_back({"loss", c.rolling_loss.mean, {}, {}});
}

std::filesystem::path default_output(const std::filesystem::path& tournament, PlotStyle style) {
  return tournament.parent_path() /
         (tournament.stem().string() + "-" + std::string(kPlotStyles.name(style)) + ".pdf");
}

void run(const PlotOptions& o) {
  if (o.window < 0)
    throw core::Error("--window " + std::to_string(o.window) + ": expected at least 1");
  const TrackSession session(tournament_path(o.file), TrackSession::Mode::kRead);
  const auto& games = session.ledger().games();
  if (games.empty())
    throw core::Error(session.file().string() + ": no finished games to plot yet");
  render::Plot plot;
  plot.title = session.tournament().title;
  if (session.machine_count() > 1)
    plot.title += fmt::format(" ({} against {}, from {}'s side)",
                              session.machine(0).kit().spec.title,
                              session.machine(1).kit().spec.title,
                              session.machine(0).kit().spec.title);
  plot.title += ": ";
  plot.x_label = "Game";
  for (std::size_t g = 0; g < games.size(); ++g) plot.x.push_back(static_cast<double>(g + 1));
  switch (o.style) {
    case PlotStyle::kMichie:
      michie_series(plot, session);
      break;
    case PlotStyle::kGardner:
      gardner_series(plot, session);
      break;
    case PlotStyle::kRates:
      rate_series(plot, session,
                  o.window > 0 ? o.window : tournament_window(static_cast<int>(games.size())));
      break;
  }
  const std::filesystem::path out =
      o.output.empty() ? default_output(session.file(), o.style)
                       : std::filesystem::path(o.output);
  render::write_plot(plot, out);
  std::cout << "Wrote " << out.string() << " (" << count_of(std::ssize(games), "game", "games")
            << ")\n";
}

}  // namespace

void add_track_plot(CLI::App& track) {
  auto o = std::make_shared<PlotOptions>();
  CLI::App* cmd = track.add_subcommand(
      "plot", "Plot the tournament's learning curve (Michie's score, Gardner's walk or rates)");
  add_tournament_file(*cmd, o->file);
  cmd->add_option("-o,--output", o->output,
                  "The plot file: .pdf, .svg or .png (default: beside the tournament file, "
                  "NAME-STYLE.pdf)");
  cmd->add_option("--style", o->style,
                  "michie: Michie's cumulative score (+3 win, +1 draw, -1 loss); gardner: one "
                  "step up per win, down per loss; rates: win, draw and loss rates over the last "
                  "W games")
      ->transform(enum_words(kPlotStyles));
  cmd->add_option("--window", o->window,
                  "Games in the rolling rates of --style rates (default: games/10, at least 5, "
                  "at most 100)");
  cmd->callback([o] { run(*o); });
}

}  // namespace matchbox::cli
