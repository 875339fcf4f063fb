// SPDX-FileCopyrightText: 2026 The matchbox authors
// SPDX-License-Identifier: GPL-3.0-or-later

// matchbox track show FILE [--format text|yaml] [--by session|player]
// Standings, the expected contents of every box, and the boxes that are empty or nearly so;
// with --by, the standings of each session or player tag instead of the boxes
// (cli/track_show_by.h). The YAML says `session: NAME` when a session is on.
// --format yaml is for scripts: machine, games, tally {win, draw, loss}, resignations,
// unfinished, boxes [{id, beads: {COLOUR NAME: N}}] (and the same for an opponent machine);
// boxes with two compartments name each count's compartment: {A:orange: 1, B:orange: 1}.
#include <fmt/format.h>

#include <iostream>
#include <memory>
#include <optional>
#include <sstream>

#include "cli/machine_options.h"
#include "cli/track_commands.h"
#include "cli/track_session.h"
#include "cli/track_show_by.h"
#include "core/enum_table.h"
#include "core/translation.h"
#include "kit/codes.h"
#include "spec/text_limits.h"
#include "spec/yaml_writer.h"

namespace matchbox::cli {
namespace {

enum class ShowFormat { kText, kYaml };
constexpr auto kShowFormats = core::make_enum_table<ShowFormat>(
    std::pair{ShowFormat::kText, "text"}, std::pair{ShowFormat::kYaml, "yaml"});

struct ShowOptions {
  std::string file;
  ShowFormat format = ShowFormat::kText;
  std::optional<tracker::GameTag> by;
};

// A box is nearly empty when it holds a single bead: one more confiscation resigns it.
constexpr int kNearlyEmpty = 1;

int box_total(const TrackSession& s, int m, int box) {
  return tracker::box_beads(s.machine(m).layout(), s.ledger().beads(m), box);
}

std::string contents_text(const TrackSession& s, int m, int box) {
  const tracker::TrackedMachine& tm = s.machine(m);
  std::string out;
  for (int slot = 0; slot < tm.layout().slot_count(box); ++slot) {
    const int n = s.ledger().beads(m)[static_cast<std::size_t>(tm.layout().index(box, slot))];
    // Boxes with two compartments: "A: O×1  X×1 | B: O×1  X×1".
    const bool opens = slot % tm.layout().moves(box) == 0 && tm.layout().compartments > 1;
    out += (slot == 0 ? ""
            : opens   ? " | "
                      : "  ") +
           (opens ? tm.compartment_name(box, slot) + ": " : std::string()) +
           kit::local_code(tm.colour(box, slot)) + "×" + std::to_string(n);
  }
  return out;
}

void print_machine_text(std::ostream& out, const TrackSession& s, int m) {
  const tracker::TrackedMachine& tm = s.machine(m);
  std::vector<int> empty, nearly;
  long long total = 0;
  for (int b = 0; b < tm.boxes(); ++b) {
    const int n = box_total(s, m, b);
    total += n;
    if (n == 0)
      empty.push_back(b + 1);
    else if (n <= kNearlyEmpty)
      nearly.push_back(b + 1);
  }
  out << "\n"
      << fmt::format(
             fmt::runtime(core::tr(
                 // TRANSLATORS: {title} and {machine} are the machine's title and name.
                 "track",
                 // xgettext:python-brace-format
                 "{title} ({machine}): {boxes} boxes, {beads} beads (initial fill {fill})")),
             fmt::arg("title", tm.kit().spec.title), fmt::arg("machine", tm.name()),
             fmt::arg("boxes", tm.boxes()), fmt::arg("beads", total),
             fmt::arg("fill", tm.kit().bead_count()))
      << "\n";
  const auto list = [](const std::vector<int>& ids) {
    std::string text;
    for (int id : ids) text += " " + std::to_string(id);
    return ids.empty() ? " " + core::tr("track", "none") : text;
  };
  // TRANSLATORS: followed by the boxes' numbers, or by "none".
  out << core::tr("track", "Empty boxes:") << list(empty) << "\n";
  // TRANSLATORS: followed by the boxes' numbers, or by "none".
  out << core::tr("track", "Boxes with one bead left:") << list(nearly) << "\n";
  out << core::tr("track", "Expected contents (bead code × count):") << "\n";
  for (int b = 0; b < tm.boxes(); ++b)
    out << "  "
        // xgettext:python-brace-format
        << fmt::format(fmt::runtime(core::tr("track", "box {box} (ply {ply}): {contents}")),
                       fmt::arg("box", b + 1), fmt::arg("ply", tm.box(b).ply),
                       fmt::arg("contents", contents_text(s, m, b)))
        << "\n";
}

// The title, the machines and the standings: the head of every text view.
void print_standings(std::ostream& out, const TrackSession& s) {
  const tracker::Tournament& t = s.tournament();
  const tracker::Tally& tally = s.ledger().tally();
  out << t.title << " — " << s.file().string() << "\n";
  if (!t.place.empty())
    // xgettext:python-brace-format
    out << fmt::format(fmt::runtime(core::tr("track", "Place: {place}")),
                       fmt::arg("place", t.place))
        << "\n";
  if (!t.operator_name.empty())
    // xgettext:python-brace-format
    out << fmt::format(fmt::runtime(core::tr("track", "Operator: {operator}")),
                       fmt::arg("operator", t.operator_name))
        << "\n";
  if (s.machine_count() > 1)
    out << fmt::format(
               // xgettext:python-brace-format
               fmt::runtime(core::tr("track", "Machine: {machine} against the machine {other}")),
               fmt::arg("machine", s.machine().name()), fmt::arg("other", s.machine(1).name()))
        << "\n";
  else
    // xgettext:python-brace-format
    out << fmt::format(fmt::runtime(core::tr("track", "Machine: {machine}")),
                       fmt::arg("machine", s.machine().name()))
        << "\n";
  const std::string games =
      tally.resign > 0
          ? core::tr("track",
                     // xgettext:python-brace-format
                     "Games: {games}  ({machine}: {won} won, {drawn} drawn, {lost} lost, of them "
                     "{resigned} by resigning)")
          // xgettext:python-brace-format
          : core::tr("track", "Games: {games}  ({machine}: {won} won, {drawn} drawn, {lost} lost)");
  out << fmt::format(fmt::runtime(games), fmt::arg("games", tally.games()),
                     fmt::arg("machine", s.machine().name()), fmt::arg("won", tally.win),
                     fmt::arg("drawn", tally.draw), fmt::arg("lost", tally.loss),
                     fmt::arg("resigned", tally.resign))
      << "\n";
  if (const auto& unfinished = s.ledger().unfinished())
    out << fmt::format(fmt::runtime(core::translate_plural(
                           // xgettext:python-brace-format
                           "track", "A game is in play ({n} move so far): `{command}` resumes it.",
                           "A game is in play ({n} moves so far): `{command}` resumes it.",
                           static_cast<long>(unfinished->moves.size()))),
                       fmt::arg("n", unfinished->moves.size()),
                       fmt::arg("command", "matchbox track play"))
        << "\n";
  if (!s.ledger().session().empty())
    // xgettext:python-brace-format
    out << fmt::format(fmt::runtime(core::tr("track", "Session now: {session}")),
                       fmt::arg("session", s.ledger().session()))
        << "\n";
  if (const tracker::Tally& twin = s.ledger().twin().tally; twin.games() > 0)
    out << fmt::format(fmt::runtime(core::tr(
                           "track",
                           // xgettext:python-brace-format
                           "Visitors' games against the software twin ({command}): {games}  (the "
                           "twin: {won} won, {drawn} drawn, {lost} lost)")),
                       fmt::arg("command", "track serve --visitors"),
                       fmt::arg("games", twin.games()), fmt::arg("won", twin.win),
                       fmt::arg("drawn", twin.draw), fmt::arg("lost", twin.loss))
        << "\n";
}

void print_text(std::ostream& out, const TrackSession& s) {
  print_standings(out, s);
  for (int m = 0; m < s.machine_count(); ++m) print_machine_text(out, s, m);
}

void emit_boxes(YAML::Emitter& out, const TrackSession& s, int m) {
  const tracker::TrackedMachine& tm = s.machine(m);
  out << YAML::Key << "boxes" << YAML::Value << YAML::BeginSeq;
  for (int b = 0; b < tm.boxes(); ++b) {
    out << YAML::Flow << YAML::BeginMap << YAML::Key << "id" << YAML::Value << b + 1;
    out << YAML::Key << "beads" << YAML::Value << YAML::Flow << YAML::BeginMap;
    for (int slot = 0; slot < tm.layout().slot_count(b); ++slot)
      out << YAML::Key
          << spec::yaml_text(tm.compartment_name(b, slot) +
                             (tm.layout().compartments > 1 ? ":" : "") + tm.colour(b, slot).name)
          << YAML::Value
          << s.ledger().beads(m)[static_cast<std::size_t>(tm.layout().index(b, slot))];
    out << YAML::EndMap << YAML::EndMap;
  }
  out << YAML::EndSeq;
}

void print_yaml(std::ostream& os, const TrackSession& s) {
  const tracker::Tally& tally = s.ledger().tally();
  spec::YamlWriter out;
  out << YAML::BeginMap;
  out << YAML::Key << "machine" << YAML::Value << spec::yaml_text(s.machine().name());
  out << YAML::Key << "title" << YAML::Value << spec::yaml_text(s.tournament().title);
  out << YAML::Key << "games" << YAML::Value << tally.games();
  out << YAML::Key << "tally" << YAML::Value << YAML::Flow << YAML::BeginMap;
  out << YAML::Key << "win" << YAML::Value << tally.win << YAML::Key << "draw" << YAML::Value
      << tally.draw << YAML::Key << "loss" << YAML::Value << tally.loss << YAML::EndMap;
  out << YAML::Key << "resignations" << YAML::Value << tally.resign;
  out << YAML::Key << "unfinished" << YAML::Value << s.ledger().unfinished().has_value();
  if (!s.ledger().session().empty())
    out << YAML::Key << "session" << YAML::Value << spec::yaml_quoted(s.ledger().session());
  emit_boxes(out, s, 0);
  if (s.machine_count() > 1) {
    out << YAML::Key << "opponent_machine" << YAML::Value << YAML::BeginMap;
    out << YAML::Key << "machine" << YAML::Value << spec::yaml_text(s.machine(1).name());
    emit_boxes(out, s, 1);
    out << YAML::EndMap;
  }
  out << YAML::EndMap;
  os << out.document();
}

}  // namespace

void add_track_show(CLI::App& track) {
  auto o = std::make_shared<ShowOptions>();
  CLI::App* cmd = track.add_subcommand(
      "show", "Standings, empty and nearly empty boxes, and the expected contents of every box");
  add_tournament_file(*cmd, o->file);
  cmd->add_option("--format", o->format, "text or yaml (for scripts)")
      ->transform(enum_words(kShowFormats));
  cmd->add_option("--by", o->by,
                  "session or player: the standings of each session or player tag (games "
                  "without one as (none)) instead of the boxes")
      ->transform(enum_words(spec::kGameTags));
  cmd->callback([o] {
    const TrackSession session(tournament_path(o->file), TrackSession::Mode::kRead);
    std::ostringstream out;
    if (o->format == ShowFormat::kYaml && o->by)
      print_groups_yaml(out, session, *o->by);
    else if (o->format == ShowFormat::kYaml)
      print_yaml(out, session);
    else if (o->by)
      print_standings(out, session), print_groups_text(out, session, *o->by);
    else
      print_text(out, session);
    // A hand-edited title may hold control characters: they are shown, not acted on.
    std::cout << spec::printable_lines(out.str());
  });
}

}  // namespace matchbox::cli
