#include "cli/track_session.h"

#include <ctime>
#include <ostream>

#include "core/error.h"
#include "core/timestamp.h"
#include "kit/build.h"
#include "spec/machine_file.h"
#include "spec/palette_file.h"
#include "spec/tournament_file.h"

namespace matchbox::cli {
namespace fs = std::filesystem;

namespace {

std::unique_ptr<tracker::TrackedMachine> checked_machine(const tracker::MachineRef& ref,
                                                         const fs::path& file) {
  std::unique_ptr<tracker::TrackedMachine> machine;
  try {
    machine = load_tracked_machine(ref.machine, ref.overrides);
  } catch (const core::Error& e) {
    throw core::Error(file.string() + ": its machine '" + ref.machine +
                      "' cannot be loaded: " + e.what());
  }
  if (machine->fingerprint() != ref.fingerprint)
    throw core::Error(file.string() + ": kept for another kit of " + ref.machine +
                      " (fingerprint " + ref.fingerprint + "; the machine file now gives " +
                      machine->fingerprint() +
                      "): its boxes, beads or rules have changed; use the machine file the "
                      "tournament was started with, or start a new tournament");
  return machine;
}

}  // namespace

std::unique_ptr<tracker::TrackedMachine> load_tracked_machine(
    const std::string& machine, const std::vector<std::string>& overrides) {
  const spec::MachineSpec spec = spec::load_machine(machine, overrides);
  return std::make_unique<tracker::TrackedMachine>(
      kit::build(spec, spec::load_palette(spec.palette)));
}

TrackSession::TrackSession(const fs::path& file, Mode mode) : file_(file) {
  std::string text;
  if (mode == Mode::kWrite) {
    lock_.emplace(core::LockedFile::open(file));
    text = lock_->contents();
  } else {
    core::remove_stale_temporaries(file);
    text = core::read_whole_file(file);
  }
  tournament_ = spec::parse_tournament(text, file.string());
  machines_.push_back(checked_machine(tournament_.machine, file));
  if (tournament_.opponent_machine)
    machines_.push_back(checked_machine(*tournament_.opponent_machine, file));
  std::vector<const tracker::TrackedMachine*> pointers;
  for (const auto& m : machines_) pointers.push_back(m.get());
  ledger_ = std::make_unique<tracker::Ledger>(pointers);
  ledger_->replay(tournament_);
}

void TrackSession::append(tracker::Event event) {
  tournament_.events.push_back(std::move(event));
  save();
}

void TrackSession::replace_last(tracker::Event event) {
  MATCHBOX_CHECK(!tournament_.events.empty());
  tournament_.events.back() = std::move(event);
  save();
}

void TrackSession::save() {
  MATCHBOX_CHECK(lock_.has_value());
  lock_->replace(spec::tournament_to_yaml(tournament_));
}

std::string now_utc() { return core::iso8601_utc(core::source_date_or(std::time(nullptr))); }

void add_tournament_file(CLI::App& cmd, std::string& file) {
  cmd.add_option("FILE", file,
                 "The tournament file (YAML); a bare name such as festival means "
                 "output/tournaments/festival.yaml")
      ->required();
}

std::string outcome_word(const tracker::GameRecord& game) {
  if (!game.outcome) return "unfinished";
  const core::Outcome o = *game.outcome;
  return o == core::Outcome::kWin ? "win" : o == core::Outcome::kDraw ? "draw" : "loss";
}

std::string result_words(const tracker::GameRecord& game) {
  std::string words = outcome_word(game);
  const core::Outcome o = game.outcome.value_or(core::Outcome::kDraw);
  if (game.resigned) words += o == core::Outcome::kLoss ? " (resigned)" : " (the opponent resigned)";
  return words;
}

void print_game_end(std::ostream& out, const TrackSession& session,
                    const tracker::GameRecord& game) {
  out << "Result for " << session.machine().name() << ": " << result_words(game) << "\n";
  const auto lines = tracker::describe_changes(session.ledger().machines(), game);
  if (lines.empty()) out << "No beads change.\n";
  else out << "Bead changes:\n";
  for (const std::string& line : lines) out << "  " << line << "\n";
}

std::vector<std::string> contents_changes(const TrackSession& session,
                                          const std::vector<std::vector<int>>& before) {
  std::vector<std::string> lines;
  for (int m = 0; m < session.machine_count(); ++m) {
    const tracker::TrackedMachine& tm = session.machine(m);
    const std::vector<int>& now = session.ledger().beads(m);
    for (int b = 0; b < tm.boxes(); ++b) {
      std::string line;
      for (int slot = 0; slot < tm.layout().slot_count(b); ++slot) {
        const auto i = static_cast<std::size_t>(tm.layout().index(b, slot));
        const int delta = now[i] - before.at(static_cast<std::size_t>(m))[i];
        if (delta == 0) continue;
        const kit::Colour& c = tm.colour(b, slot);
        line += std::string(line.empty() ? "" : ", ") + (delta > 0 ? "put in " : "take out ") +
                std::to_string(std::abs(delta)) + " " + c.name + " (" + c.code + ")";
      }
      if (!line.empty())
        lines.push_back((session.machine_count() > 1 ? tm.name() + " " : std::string()) + "box " +
                        std::to_string(b + 1) + ": " + line);
    }
  }
  return lines;
}

}  // namespace matchbox::cli
