// SPDX-FileCopyrightText: 2026 The matchbox authors
// SPDX-License-Identifier: GPL-3.0-or-later

// matchbox track adjust FILE BOX COLOUR=N... [--machine NAME] [--note TEXT]
// The operator counted a box and found other contents: records what it holds now (colours not
// named keep their count). Boxes with two compartments name each count's compartment: A:O=3.
#include <fmt/format.h>

#include <iostream>
#include <memory>

#include "cli/track_commands.h"
#include "cli/track_session.h"
#include "core/error.h"
#include "core/translation.h"
#include "spec/text_limits.h"

namespace matchbox::cli {
namespace {

struct AdjustOptions {
  std::string file;
  int box = 0;
  std::vector<std::string> counts;
  std::string machine;
  std::string note;
};

void run(const AdjustOptions& o) {
  spec::check_typed_text("--note", o.note);
  TrackSession session(tournament_path(o.file), TrackSession::Mode::kWrite);
  const int m = tracker::machine_named(session, o.machine);
  const tracker::Adjust adjust = tracker::typed_adjust(session, m, o.box, o.counts, o.note);
  const std::vector<int> before = session.ledger().beads(m);
  session.commit({adjust, ""});
  const tracker::TrackedMachine& tm = session.machine(m);
  const int box = adjust.box - 1;
  // xgettext:python-brace-format
  std::cout << fmt::format(fmt::runtime(core::tr("track", "Box {box} recorded as counted.")),
                           fmt::arg("box", adjust.box))
            << "\n";
  for (int slot = 0; slot < tm.layout().slot_count(box); ++slot) {
    const auto i = static_cast<std::size_t>(tm.layout().index(box, slot));
    const int now = session.ledger().beads(m)[i];
    const std::string count = now == before[i]
                                  ? std::to_string(now)
                                  : fmt::format(fmt::runtime(core::tr(
                                                    // xgettext:python-brace-format
                                                    "track", "{n} (the books said {before})")),
                                                fmt::arg("n", now), fmt::arg("before", before[i]));
    std::cout << "  "
              << fmt::format(fmt::runtime(core::tr(
                                 // TRANSLATORS: a colour of the box counted by `track adjust` and
                                 // its count: "orange (O): 3".
                                 // xgettext:python-brace-format
                                 "track", "{bead}: {count}")),
                             fmt::arg("bead", tm.slot_words(box, slot)), fmt::arg("count", count))
              << "\n";
  }
}

}  // namespace

void add_track_adjust(CLI::App& track) {
  auto o = std::make_shared<AdjustOptions>();
  CLI::App* cmd = track.add_subcommand(
      "adjust", "Record a box's counted contents when they differ from the books");
  add_tournament_file(*cmd, o->file);
  cmd->add_option("BOX", o->box, "The box id")->required();
  cmd->add_option("COUNTS", o->counts,
                  "COLOUR=N for each colour counted (code or name: O=3); boxes with two "
                  "compartments: A:O=3 B:O=1")
      ->required();
  cmd->add_option("--machine", o->machine,
                  "Which machine's box, in a tournament of two machines (default: the first)");
  cmd->add_option("--note", o->note, "Why (kept in the file)");
  cmd->callback([o] { run(*o); });
}

}  // namespace matchbox::cli
