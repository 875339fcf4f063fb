// matchbox track plot FILE [-o OUT.pdf|svg|png] [--style michie|gardner|rates|openings] [--window
// W] The tournament's learning curve, from machine 0's side, in one of the styles of
// documents/learning_plot.h (michie, gardner, rates).
// Default output: beside the tournament file, NAME-STYLE.pdf
// (output/tournaments/festival.yaml -> output/tournaments/festival-michie.pdf).
#include <iostream>
#include <memory>

#include "cli/commands.h"
#include "cli/machine_options.h"
#include "cli/track_commands.h"
#include "cli/track_session.h"
#include "core/error.h"
#include "documents/learning_plot.h"
#include "render/plot.h"

namespace matchbox::cli {
namespace {

using documents::kPlotStyles;
using documents::PlotStyle;

struct PlotOptions {
  std::string file;
  std::string output;
  PlotStyle style = PlotStyle::kMichie;
  int window = 0;
};

std::filesystem::path default_output(const std::filesystem::path& tournament, PlotStyle style) {
  return tournament.parent_path() /
         (tournament.stem().string() + "-" + std::string(kPlotStyles.name(style)) + ".pdf");
}

void run(const PlotOptions& o) {
  if (o.window < 0)
    throw core::Error("--window " + std::to_string(o.window) + ": expected at least 1");
  const TrackSession session(tournament_path(o.file), TrackSession::Mode::kRead);
  const render::Plot plot = documents::learning_plot(session, o.style, o.window);
  const std::filesystem::path out =
      o.output.empty() ? default_output(session.file(), o.style) : std::filesystem::path(o.output);
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
      "openings)");
  add_tournament_file(*cmd, o->file);
  cmd->add_option("-o,--output", o->output,
                  "The plot file: .pdf, .svg or .png (default: beside the tournament file, "
                  "NAME-STYLE.pdf)");
  cmd->add_option("--style", o->style,
                  "michie: Michie's cumulative score (+3 win, +1 draw, -1 loss); gardner: one "
                  "step up per win, down per loss; rates: win, draw and loss rates over the last "
                  "W games; openings: the share of box 1's beads on each of its moves")
      ->transform(enum_words(kPlotStyles));
  cmd->add_option("--window", o->window,
                  "Games in the rolling rates of --style rates (default: games/10, at least 5, "
                  "at most 100)");
  cmd->callback([o] { run(*o); });
}

}  // namespace matchbox::cli
