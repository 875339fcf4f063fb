// matchbox track plot FILE... [-o OUT.pdf|svg|png] [--style michie|gardner|rates|openings]
//                     [--window W] [--expect random|perfect|strict]
// The tournament's learning curve, from machine 0's side, in one of the styles of
// documents/learning_plot.h; with --expect, over the range of simulated tournaments of the same
// machine against that opponent (documents/expected_band.h). Several files: their curves on one
// plot, the machine that stopped losing first marked (documents/overlay_plot.h).
// Default output: beside the (first) tournament file, NAME-STYLE.pdf
// (output/tournaments/festival.yaml -> output/tournaments/festival-michie.pdf), NAME-STYLE-KIND.pdf
// with --expect, league-STYLE.pdf for several files.
#include <fmt/core.h>

#include <algorithm>
#include <iostream>
#include <memory>
#include <optional>

#include "cli/commands.h"
#include "cli/machine_options.h"
#include "cli/track_commands.h"
#include "cli/track_session.h"
#include "core/error.h"
#include "documents/expected_band.h"
#include "documents/learning_plot.h"
#include "documents/overlay_plot.h"
#include "render/plot.h"

namespace matchbox::cli {
namespace {

using documents::kPlotStyles;
using documents::PlotStyle;

struct PlotOptions {
  std::vector<std::string> files;
  std::string output;
  PlotStyle style = PlotStyle::kMichie;
  int window = 0;
  std::optional<std::string> expect;  // A built-in opponent, if given.
};

std::filesystem::path default_output(const std::filesystem::path& tournament, PlotStyle style,
                                     const std::string& tail) {
  return tournament.parent_path() /
         (tournament.stem().string() + "-" + std::string(kPlotStyles.name(style)) + tail + ".pdf");
}

// Several tournaments on one plot, and which machine stopped losing first.
void run_overlay(const PlotOptions& o) {
  std::vector<std::unique_ptr<const TrackSession>> sessions;
  std::vector<const TrackSession*> read;
  for (const std::string& file : o.files) {
    sessions.push_back(
        std::make_unique<const TrackSession>(tournament_path(file), TrackSession::Mode::kRead));
    read.push_back(sessions.back().get());
  }
  const std::vector<documents::NamedGames> curves = documents::named_tournaments(read);
  std::string title = fmt::format("{} tournaments: ", curves.size());
  const std::string& machine = read.front()->machine().kit().spec.title;
  if (std::all_of(read.begin(), read.end(),
                  [&](const TrackSession* s) { return s->machine().kit().spec.title == machine; }))
    title = machine + ", " + title;
  const render::Plot plot = documents::overlay_plot(curves, o.style, title, o.window);
  const std::filesystem::path out =
      o.output.empty() ? read.front()->file().parent_path() /
                             ("league-" + std::string(kPlotStyles.name(o.style)) + ".pdf")
                       : std::filesystem::path(o.output);
  render::write_plot(plot, out);
  std::cout << "Wrote " << out.string() << " (" << curves.size() << " tournaments)\n";
  const documents::FirstToLearn first = documents::first_to_learn(curves);
  if (first.curves.empty()) {
    std::cout << fmt::format(
        "No machine has stopped losing yet ({} games in a row without a loss)\n", first.window);
    return;
  }
  for (const int c : first.curves)
    std::cout << "Stopped losing first: " << curves[static_cast<std::size_t>(c)].name << " ("
              << documents::no_loss_words(first) << ")\n";
}

void run(const PlotOptions& o) {
  if (o.window < 0)
    throw core::Error("--window " + std::to_string(o.window) + ": expected at least 1");
  std::optional<simulate::OpponentKind> expect;
  if (o.expect) {
    expect = simulate::kBuiltInOpponents.parse(*o.expect);
    if (!expect)
      throw core::Error("--expect " + *o.expect + ": expected one of " +
                        simulate::kBuiltInOpponents.choices());
    if (o.style == PlotStyle::kOpenings)
      throw core::Error("--expect " + *o.expect +
                        ": the openings style has no expected range; expected --style michie, "
                        "gardner or rates");
    if (o.files.size() > 1)
      throw core::Error("--expect " + *o.expect + ": plots one tournament, not " +
                        std::to_string(o.files.size()));
  }
  if (o.files.size() > 1) return run_overlay(o);
  const TrackSession session(tournament_path(o.files.front()), TrackSession::Mode::kRead);
  const render::Plot plot = expect ? documents::expected_plot(session, o.style, *expect, o.window)
                                   : documents::learning_plot(session, o.style, o.window);
  const std::filesystem::path out =
      o.output.empty() ? default_output(session.file(), o.style, expect ? "-" + *o.expect : "")
                       : std::filesystem::path(o.output);
  render::write_plot(plot, out);
  std::cout << "Wrote " << out.string() << " ("
            << count_of(std::ssize(session.ledger().games()), "game", "games") << ")\n";
}

}  // namespace

void add_track_plot(CLI::App& track) {
  auto o = std::make_shared<PlotOptions>();
  CLI::App* cmd = track.add_subcommand(
      "plot",
      "Plot the tournament's learning curve (Michie's score, Gardner's walk, rates or "
      "openings), or several tournaments' curves on one plot");
  add_tournament_files(*cmd, o->files,
                       "Several: their curves on one plot, the machine that stopped losing "
                       "first marked");
  cmd->add_option("-o,--output", o->output,
                  "The plot file: .pdf, .svg or .png (default: beside the tournament file, "
                  "NAME-STYLE.pdf; league-STYLE.pdf for several)");
  cmd->add_option("--style", o->style,
                  "michie: Michie's cumulative score (+3 win, +1 draw, -1 loss); gardner: one "
                  "step up per win, down per loss; rates: win, draw and loss rates over the last "
                  "W games (several files: the loss rate); openings: the share of box 1's beads "
                  "on each of its moves (one file only)")
      ->transform(enum_words(kPlotStyles));
  cmd->add_option("--window", o->window,
                  "Games in the rolling rates of --style rates (default: games/10, at least 5, "
                  "at most 100; several files: of the shortest)");
  cmd->add_option("--expect", o->expect,
                  "random, perfect or strict: under the curve, the range (10-90 %) of 100 "
                  "simulated tournaments of the same machine and rule against that opponent");
  cmd->callback([o] { run(*o); });
}

}  // namespace matchbox::cli
