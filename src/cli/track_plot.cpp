// SPDX-FileCopyrightText: 2026 The matchbox authors
// SPDX-License-Identifier: GPL-3.0-or-later

// matchbox track plot FILE... [-o OUT.pdf|svg|png] [--style michie|gardner|rates|openings]
//                     [--window W] [--expect random|perfect|strict] [--by session|player]
// The tournament's learning curve, from machine 0's side, in one of the styles of
// documents/learning_plot.h; with --expect, over the range of simulated tournaments of the same
// machine against that opponent (documents/expected_band.h). Several files: their curves on one
// plot, the machine that stopped losing first marked (documents/overlay_plot.h); --by: one curve
// per session or player tag of one tournament (tracker/game_groups.h), the same way.
// Default output: beside the (first) tournament file, NAME-STYLE.pdf
// (output/tournaments/festival.yaml -> output/tournaments/festival-michie.pdf), NAME-STYLE-KIND.pdf
// with --expect, league-STYLE.pdf for several files, NAME-STYLE-by-session.pdf with --by.
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
#include "core/translation.h"
#include "documents/expected_band.h"
#include "documents/learning_plot.h"
#include "documents/overlay_plot.h"
#include "kit/outcomes.h"
#include "render/plot.h"
#include "tracker/game_groups.h"

namespace matchbox::cli {
namespace {

using documents::kPlotStyles;
using documents::PlotStyle;

struct PlotOptions {
  std::vector<std::string> files;
  std::string output;
  // --style; without it, the machine's natural style (documents::natural_style).
  std::optional<PlotStyle> given_style;
  PlotStyle style = PlotStyle::kMichie;  // The style drawn: given_style or the natural one.
  int window = 0;
  std::optional<std::string> expect;  // A built-in opponent, if given.
  std::optional<tracker::GameTag> by;
};

std::filesystem::path default_output(const std::filesystem::path& tournament, PlotStyle style,
                                     const std::string& tail) {
  return tournament.parent_path() /
         (tournament.stem().string() + "-" + std::string(kPlotStyles.name(style)) + tail + ".pdf");
}

// What the curves of an overlay are, for the line that says what was written.
enum class Curves { kSessions, kPlayers, kTournaments };

// "Wrote FILE (3 sessions)", in the language in force.
std::string wrote_words(const std::filesystem::path& out, Curves kind, std::size_t count) {
  const auto n = static_cast<long>(count);
  std::string words;
  switch (kind) {
    case Curves::kSessions:
      words = core::translate_plural(
          // xgettext:python-brace-format
          "track", "Wrote {file} ({n} session)", "Wrote {file} ({n} sessions)", n);
      break;
    case Curves::kPlayers:
      words = core::translate_plural(
          // xgettext:python-brace-format
          "track", "Wrote {file} ({n} player tag)", "Wrote {file} ({n} player tags)", n);
      break;
    case Curves::kTournaments:
      words = core::translate_plural(
          // xgettext:python-brace-format
          "track", "Wrote {file} ({n} tournament)", "Wrote {file} ({n} tournaments)", n);
      break;
  }
  return fmt::format(fmt::runtime(words), fmt::arg("file", out.string()), fmt::arg("n", n));
}

// Writes `curves` on one plot to `out` and says which stopped losing first.
void write_overlay(const std::vector<documents::NamedGames>& curves, const std::string& title,
                   const std::filesystem::path& out, const PlotOptions& o, Curves kind) {
  render::write_plot(documents::overlay_plot(curves, o.style, title, o.window), out);
  std::cout << wrote_words(out, kind, curves.size()) << "\n";
  const documents::FirstToLearn first = documents::first_to_learn(curves, o.window);
  if (first.curves.empty()) {
    const std::string none = core::translate_plural(
        // xgettext:python-brace-format
        "track", "No machine has stopped losing yet ({n} game in a row without a loss)",
        "No machine has stopped losing yet ({n} games in a row without a loss)", first.window);
    std::cout << fmt::format(fmt::runtime(none), fmt::arg("n", first.window)) << "\n";
    return;
  }
  for (const int c : first.curves)
    std::cout << fmt::format(
                     // TRANSLATORS: {name} a curve's name (a tournament, a session, a player
                     // tag); {words} when it stopped losing ("no loss in 10 games in a row,
                     // games 12–21").
                     // xgettext:python-brace-format
                     fmt::runtime(core::tr("track", "Stopped losing first: {name} ({words})")),
                     fmt::arg("name", curves[static_cast<std::size_t>(c)].name),
                     fmt::arg("words", documents::no_loss_words(first)))
              << "\n";
}

// One tournament's curve split by session or player tag.
void run_by(PlotOptions o) {
  const TrackSession session(tournament_path(o.files.front()), TrackSession::Mode::kRead);
  o.style = o.given_style.value_or(documents::natural_style(session.machine().kit()));
  const std::string by(spec::kGameTags.name(*o.by));
  const bool draws = kit::possible_outcomes(session.machine().kit()).draw;
  std::vector<documents::NamedGames> curves;
  for (tracker::GameGroup& g : tracker::group_games(session.ledger(), *o.by))
    curves.push_back(
        {g.name.empty() ? core::tr("plot", "(none)") : g.name, std::move(g.games), draws});
  if (curves.empty())
    throw core::Error(session.file().string() + ": no finished games to plot yet");
  const std::filesystem::path out = o.output.empty()
                                        ? default_output(session.file(), o.style, "-by-" + by)
                                        : std::filesystem::path(o.output);
  const bool sessions = *o.by == tracker::GameTag::kSession;
  // TRANSLATORS: the start of a plot's title, before the style's name ("Michie's cumulative
  // score"); {title} the tournament's title.
  // xgettext:python-brace-format
  std::string title = core::tr("plot", "{title} by session: ");
  // xgettext:python-brace-format
  if (!sessions) title = core::tr("plot", "{title} by player: ");
  write_overlay(curves,
                fmt::format(fmt::runtime(title), fmt::arg("title", session.tournament().title)),
                out, o, sessions ? Curves::kSessions : Curves::kPlayers);
}

// Several tournaments on one plot, and which machine stopped losing first.
void run_overlay(PlotOptions o) {
  std::vector<std::unique_ptr<const TrackSession>> sessions;
  std::vector<const TrackSession*> read;
  std::vector<const kit::Kit*> kits;
  for (const std::string& file : o.files) {
    sessions.push_back(
        std::make_unique<const TrackSession>(tournament_path(file), TrackSession::Mode::kRead));
    read.push_back(sessions.back().get());
    kits.push_back(&read.back()->machine().kit());
  }
  o.style = o.given_style.value_or(documents::natural_style(kits));
  const std::vector<documents::NamedGames> curves = documents::named_tournaments(read);
  const std::string& machine = read.front()->machine().kit().spec.title;
  const bool one_machine = std::all_of(read.begin(), read.end(), [&](const TrackSession* s) {
    return s->machine().kit().spec.title == machine;
  });
  const auto n = static_cast<long>(curves.size());
  std::string title = core::translate_plural(
      // TRANSLATORS: the start of a plot's title, before the style's name; {machine} the
      // machine's title, {n} how many tournaments (2 or more).
      // xgettext:python-brace-format
      "plot", "{machine}, {n} tournament: ", "{machine}, {n} tournaments: ", n);
  if (!one_machine)
    title = core::translate_plural(
        // xgettext:python-brace-format
        "plot", "{n} tournament: ", "{n} tournaments: ", n);
  title = fmt::format(fmt::runtime(title), fmt::arg("machine", machine), fmt::arg("n", n));
  const std::filesystem::path out =
      o.output.empty() ? read.front()->file().parent_path() /
                             ("league-" + std::string(kPlotStyles.name(o.style)) + ".pdf")
                       : std::filesystem::path(o.output);
  write_overlay(curves, title, out, o, Curves::kTournaments);
}

void run(PlotOptions o) {
  if (o.window < 0)
    throw core::Error("--window " + std::to_string(o.window) + ": expected at least 1");
  std::optional<simulate::OpponentKind> expect;
  if (o.expect) {
    expect = simulate::kBuiltInOpponents.parse(*o.expect);
    if (!expect)
      throw core::Error("--expect " + *o.expect + ": expected one of " +
                        simulate::kBuiltInOpponents.choices());
    if (o.given_style == PlotStyle::kOpenings)
      throw core::Error("--expect " + *o.expect +
                        ": the openings style has no expected range; expected --style michie, "
                        "gardner or rates");
    if (o.files.size() > 1)
      throw core::Error("--expect " + *o.expect + ": plots one tournament, not " +
                        std::to_string(o.files.size()));
  }
  if (o.by && (o.files.size() > 1 || o.expect))
    throw core::Error("--by " + std::string(spec::kGameTags.name(*o.by)) +
                      ": splits one tournament, without --expect");
  if (o.by) return run_by(o);
  if (o.files.size() > 1) return run_overlay(o);
  const TrackSession session(tournament_path(o.files.front()), TrackSession::Mode::kRead);
  o.style = o.given_style.value_or(documents::natural_style(session.machine().kit()));
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
  cmd->add_option("--style", o->given_style,
                  "michie: Michie's cumulative score (+3 win, +1 draw, -1 loss); gardner: one "
                  "step up per win, down per loss; rates: win, draw and loss rates over the last "
                  "W games (several files: the loss rate); openings: the share of box 1's beads "
                  "on each of its moves (one file only). Default: michie for a machine with "
                  "Michie's rule, gardner for any other")
      ->transform(enum_words(kPlotStyles));
  cmd->add_option("--window", o->window,
                  "Several curves: the games in a row without a loss that count as stopped "
                  "losing (default: 10, as the worksheet); --style rates: the games of the "
                  "rolling rates (default: games/10, at least 5, at most 100; several files: of "
                  "the shortest)");
  cmd->add_option("--expect", o->expect,
                  "random, perfect or strict: under the curve, the range (10-90 %) of 100 "
                  "simulated tournaments of the same machine and rule against that opponent");
  cmd->add_option("--by", o->by,
                  "session or player: one curve per session (day) or player tag of the "
                  "tournament, on one plot (docs/tournaments.md, \"Sessions and players\")")
      ->transform(enum_words(spec::kGameTags));
  cmd->callback([o] { run(*o); });
}

}  // namespace matchbox::cli
