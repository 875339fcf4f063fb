// matchbox track adjust FILE BOX COLOUR=N... [--machine NAME] [--note TEXT]
// The operator counted a box and found other contents: records what it holds now (colours not
// named keep their count). Boxes with two compartments name each count's compartment: A:O=3.
#include <charconv>
#include <iostream>
#include <map>
#include <memory>

#include "cli/track_commands.h"
#include "cli/track_session.h"
#include "core/error.h"
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

int machine_index(const TrackSession& s, const std::string& name) {
  if (name.empty()) return 0;
  for (int m = 0; m < s.machine_count(); ++m)
    if (s.machine(m).name() == name) return m;
  std::string known = s.machine(0).name();
  if (s.machine_count() > 1) known += " or " + s.machine(1).name();
  throw core::Error("--machine " + name + ": this tournament's machines are " + known);
}

// COLOUR=N as typed: the colour (a code or name, "A:O" for a compartment) and the count.
std::pair<std::string, int> parse_count(const std::string& text) {
  const auto eq = text.find('=');
  int n = -1;
  const char* first = text.data() + (eq == std::string::npos ? 0 : eq + 1);
  const char* last = text.data() + text.size();
  const auto [end, err] = std::from_chars(first, last, n);
  if (eq == std::string::npos || eq == 0 || err != std::errc() || end != last || n < 0)
    throw core::Error("'" + text +
                      "': expected COLOUR=N, e.g. O=3 or orange=3 (A:O=3 for "
                      "compartment A of a box with two)");
  return {text.substr(0, eq), n};
}

// The counts by colour code ("K", "A:K"), whatever the operator typed; a colour named twice
// (K=1 K=9, or K=1 black=9) is refused rather than one count silently kept.
std::map<std::string, int> counts_by_code(const tracker::TrackedMachine& tm, int box,
                                          const std::vector<std::string>& counts) {
  std::map<std::string, int> codes;
  std::map<std::string, std::string> typed;  // Code -> COLOUR=N as typed.
  for (const std::string& text : counts) {
    const auto [bead, n] = parse_count(text);
    const std::string code = tm.slot_label(box, tm.counted_slot(box, bead));
    if (const auto it = typed.find(code); it != typed.end())
      throw core::Error("colour " + code + " given twice (" + it->second + " and " + text +
                        "); give each colour once");
    typed[code] = text;
    codes[code] = n;
  }
  return codes;
}

void run(const AdjustOptions& o) {
  spec::check_typed_text("--note", o.note);
  TrackSession session(tournament_path(o.file), TrackSession::Mode::kWrite);
  if (session.ledger().unfinished())
    throw core::Error(session.file().string() +
                      ": a game is in play; finish it (or undo it) before counting boxes");
  tracker::Adjust adjust;
  adjust.machine = machine_index(session, o.machine);
  adjust.box = o.box;
  adjust.note = o.note;
  for (const std::string& text : o.counts) adjust.beads.insert(parse_count(text));
  const std::vector<int> before = session.ledger().beads(adjust.machine);
  const int event = session.event_count() + 1;
  session.ledger().adjust(adjust, event);  // Refuses a box or colour the machine does not have.
  const tracker::TrackedMachine& tm = session.machine(adjust.machine);
  const int box = adjust.box - 1;
  // A colour given twice is refused here, before anything is written.
  adjust.beads = counts_by_code(tm, box, o.counts);
  session.append({adjust, ""});
  std::cout << "Box " << adjust.box << " recorded as counted.\n";
  for (int slot = 0; slot < tm.layout().slot_count(box); ++slot) {
    const auto i = static_cast<std::size_t>(tm.layout().index(box, slot));
    const int now = session.ledger().beads(adjust.machine)[i];
    const kit::Colour& c = tm.colour(box, slot);
    std::cout << "  " << c.name << " (" << c.code << ")" << tm.compartment_words(box, slot, "in")
              << ": " << now;
    if (now != before[i]) std::cout << " (the books said " << before[i] << ")";
    std::cout << "\n";
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
