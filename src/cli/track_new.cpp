// SPDX-FileCopyrightText: 2026 The matchbox authors
// SPDX-License-Identifier: GPL-3.0-or-later

// matchbox track new FILE --machine M [--opponent-machine M2] [--set key=value]...
//                         [--title T] [--place P] [--operator O] [--session S]
// Starts a tournament file for a machine (and, for two physical machines playing each other,
// the second one), and with --session its first session (as `track session` would). The file
// keeps the language in force (--lang, else the environment's) as the printed kit's, whose bead
// codes the tracker shows (spec::Tournament::language).
#include <fmt/format.h>

#include <filesystem>
#include <iostream>
#include <memory>

#include "cli/track_commands.h"
#include "cli/track_session.h"
#include "core/error.h"
#include "core/locked_file.h"
#include "core/translation.h"
#include "spec/game_tags.h"
#include "spec/machine_file.h"
#include "spec/text_limits.h"
#include "spec/tournament_file.h"
#include "tracker/tournament.h"

namespace matchbox::cli {
namespace {

struct NewOptions {
  std::string file;
  std::string machine;
  std::vector<std::string> overrides;
  std::string opponent_machine;
  std::string title;
  std::string place;
  std::string operator_name;
  std::string session;
};

// Paths are kept absolute so the tournament finds its machine file from any folder.
std::string machine_reference(const std::string& typed) {
  const std::filesystem::path resolved = spec::resolve_machine(typed);
  if (typed.find('/') == std::string::npos && resolved.stem() == typed &&
      resolved.parent_path().filename() == "games" && !std::filesystem::exists(typed))
    return typed;  // A built-in machine, by name.
  return std::filesystem::absolute(resolved).lexically_normal().string();
}

// Everything typed that the file keeps, checked against the limits its reader applies.
void check_typed(const NewOptions& o) {
  spec::check_typed_text("--title", o.title);
  spec::check_typed_text("--place", o.place);
  spec::check_typed_text("--operator", o.operator_name);
  for (const std::string& text : o.overrides) spec::check_typed_text("--set", text);
  if (!o.session.empty()) spec::check_typed_tag(spec::GameTag::kSession, "--session", o.session);
}

void run(const NewOptions& o) {
  check_typed(o);
  const std::filesystem::path path = tournament_path(o.file);
  tracker::Tournament t;
  t.machine.machine = machine_reference(o.machine);
  spec::check_typed_text("--machine", t.machine.machine);
  t.machine.overrides = o.overrides;
  // Loaded in English: the default title below goes into the file, which is the same whatever
  // the language.
  const auto machine = [&] {
    const core::LanguageScope english("en");
    return load_tracked_machine(t.machine.machine, o.overrides);
  }();
  t.machine.fingerprint = machine->fingerprint();
  if (!o.opponent_machine.empty()) {
    tracker::MachineRef ref;
    ref.machine = machine_reference(o.opponent_machine);
    spec::check_typed_text("--opponent-machine", ref.machine);
    const auto rival = load_tracked_machine(ref.machine, {});
    ref.fingerprint = rival->fingerprint();
    if (rival->game().name() != machine->game().name() ||
        rival->game().params() != machine->game().params())
      throw core::Error("--opponent-machine " + o.opponent_machine + " plays " +
                        rival->game().title() + ", not " + machine->game().title() +
                        " with the same parameters");
    if (rival->name() == machine->name())
      throw core::Error("--opponent-machine " + o.opponent_machine +
                        " has the machine's own name; copy its file under another name");
    t.opponent_machine = ref;
  }
  t.title = o.title;
  if (t.title.empty())
    t.title = fmt::format(
        // TRANSLATORS: a tournament's title when `track new` is given none; {machine} the
        // machine's title (MENACE). Written into the tournament file.
        // xgettext:python-brace-format
        fmt::runtime(core::tr("tournament", "{machine} tournament")),
        fmt::arg("machine", core::translate("machine", machine->kit().spec.title)));
  t.place = o.place;
  t.operator_name = o.operator_name;
  t.created = now_utc();
  t.language = core::language();  // The kit's, as `kit --lang` or the environment chose it.
  if (!o.session.empty()) t.events.push_back({tracker::SessionStart{o.session, t.created}, ""});
  std::error_code ec;
  if (path.has_parent_path()) std::filesystem::create_directories(path.parent_path(), ec);
  core::LockedFile::create(path, spec::tournament_to_yaml(t));
  const std::string words =
      t.opponent_machine
          ? core::tr("track",
                     // TRANSLATORS: {title} is the machine's title; {opponent} the second
                     // machine as typed.
                     // xgettext:python-brace-format
                     "New tournament {file}: {title} ({boxes} boxes, {beads} beads in the "
                     "initial fill) against {opponent}")
          : core::tr("track",
                     // xgettext:python-brace-format
                     "New tournament {file}: {title} ({boxes} boxes, {beads} beads in the "
                     "initial fill)");
  std::cout << fmt::format(fmt::runtime(words), fmt::arg("file", path.string()),
                           fmt::arg("title", machine->kit().spec.title),
                           fmt::arg("boxes", machine->boxes()),
                           fmt::arg("beads", machine->kit().bead_count()),
                           fmt::arg("opponent", o.opponent_machine))
            << "\n"
            // xgettext:python-brace-format
            << fmt::format(fmt::runtime(core::tr("track", "Play with: {command}")),
                           fmt::arg("command", "matchbox track play " + path.string()))
            << "\n";
}

}  // namespace

void add_track_new(CLI::App& track) {
  auto o = std::make_shared<NewOptions>();
  CLI::App* cmd = track.add_subcommand(
      "new",
      "Start a tournament file for a machine whose kit was printed in the language of --lang "
      "(else the environment's): its bead codes are shown on every surface");
  add_tournament_file(*cmd, o->file);
  cmd->add_option("--machine", o->machine,
                  "The machine: a name from games/ (menace, her, ...) or a machine file")
      ->required();
  cmd->add_option("--set", o->overrides, "Override a machine-file value (as for `kit`)")
      ->expected(1)
      ->multi_option_policy(CLI::MultiOptionPolicy::TakeAll);
  cmd->add_option("--opponent-machine", o->opponent_machine,
                  "A second physical machine that plays the other side (HER against HIM)");
  cmd->add_option("--title", o->title,
                  "A title for the tournament (default: \"MACHINE tournament\", in the language of "
                  "--lang)");
  cmd->add_option("--place", o->place, "Where it is played");
  cmd->add_option("--operator", o->operator_name, "Who runs the machine");
  cmd->add_option("--session", o->session,
                  "The first session (a day or an event, e.g. Saturday): the games belong to "
                  "it until `track session` starts another");
  cmd->callback([o] { run(*o); });
}

}  // namespace matchbox::cli
