// SPDX-FileCopyrightText: 2026 The matchbox authors
// SPDX-License-Identifier: GPL-3.0-or-later

// The free functions of tracker/session.h: loading a machine, seating, and the words the
// operator reads.
#include <fmt/format.h>

#include <algorithm>
#include <cstdlib>
#include <ctime>
#include <map>
#include <mutex>

#include "core/error.h"
#include "core/locked_file.h"
#include "core/timestamp.h"
#include "core/translation.h"
#include "kit/build.h"
#include "spec/machine_file.h"
#include "spec/palette_file.h"
#include "tracker/session.h"

namespace matchbox::tracker {

std::unique_ptr<TrackedMachine> load_tracked_machine(const std::string& machine,
                                                     const std::vector<std::string>& overrides) {
  const spec::MachineSpec spec = spec::load_machine(machine, overrides);
  return std::make_unique<TrackedMachine>(kit::build(spec, spec::load_palette(spec.palette)));
}

std::shared_ptr<const TrackedMachine> shared_tracked_machine(
    const std::string& machine, const std::vector<std::string>& overrides,
    const std::string& kit_language) {
  // Small text files: a machine file, a palette.
  constexpr std::size_t kMaxBytes = 1u << 20;
  constexpr std::size_t kMaxKept = 8;
  struct Kept {
    std::filesystem::path palette;
    std::string palette_text;
    std::shared_ptr<const TrackedMachine> machine;
  };
  static std::mutex mutex;
  static std::map<std::string, Kept> kept;  // By machine file, its text and the overrides.
  const std::filesystem::path file = spec::resolve_machine(machine);
  std::string key =
      file.string() + '\0' + core::read_whole_file(file, kMaxBytes, "a machine file") + '\0';
  for (const std::string& o : overrides) key += o + '\n';
  key += '\0' + kit_language;
  const auto palette_text = [&](const std::filesystem::path& palette) {
    return core::read_whole_file(palette, kMaxBytes, "a palette file");
  };
  {
    const std::lock_guard lock(mutex);
    const auto it = kept.find(key);
    if (it != kept.end() && palette_text(it->second.palette) == it->second.palette_text)
      return it->second.machine;
  }
  const spec::MachineSpec spec = spec::load_machine(machine, overrides);
  const std::filesystem::path palette = spec::find_palette(spec.palette);
  std::string text = palette_text(palette);
  kit::Kit kit = kit::build(spec, spec::load_palette(spec.palette));
  for (kit::Colour& c : kit.palette.colours) c.kit_language = kit_language;
  auto built = std::make_shared<const TrackedMachine>(std::move(kit));
  const std::lock_guard lock(mutex);
  if (kept.size() >= kMaxKept) kept.clear();
  kept[key] = {palette, std::move(text), built};
  return built;
}

std::string now_utc() { return core::iso8601_utc(core::source_date_or(std::time(nullptr))); }

core::Player machine_side_for(const TrackedMachine& machine, const std::string& first) {
  std::optional<core::Player> side;
  if (first == "machine" || first == "m" || first == "M") side = core::Player::kFirst;
  if (first == "opponent" || first == "o" || first == "O") side = core::Player::kSecond;
  if (!first.empty() && !side)
    throw core::Error("first '" + first + "': expected machine (M) or opponent (O)");
  if (!side)
    side = machine.plays(core::Player::kFirst) ? core::Player::kFirst : core::Player::kSecond;
  if (!machine.plays(*side))
    throw core::Error(machine.name() + " plays only the " +
                      (*side == core::Player::kFirst ? "second" : "first") + " side, so the " +
                      (*side == core::Player::kFirst ? "machine" : "opponent") +
                      " cannot have moved first");
  return *side;
}

core::Player seated_side(const TrackSession& session, const std::string& first) {
  const core::Player side = machine_side_for(session.machine(), first);
  if (session.machine_count() > 1 && !session.machine(1).plays(core::opponent(side)))
    throw core::Error(session.machine(1).name() + " cannot play the " +
                      (side == core::Player::kFirst ? "second" : "first") + " side");
  return side;
}

std::string undoable_words(const TrackSession& session) {
  const int event = session.ledger().undoable();
  if (event == 0) throw core::Error(session.file().string() + ": nothing to undo");
  const Event e = session.event(event);
  if (const auto* game = std::get_if<GameRecord>(&e.what)) {
    if (!game->outcome)
      // xgettext:python-brace-format
      return fmt::format(fmt::runtime(core::tr("track", "the unfinished game {moves}")),
                         fmt::arg("moves", joined(game->moves)));
    // TRANSLATORS: {result} is the game's result words: "win", "loss (resigned)".
    // xgettext:python-brace-format
    return fmt::format(fmt::runtime(core::tr("track", "the game {moves} ({result})")),
                       fmt::arg("moves", joined(game->moves)),
                       fmt::arg("result", result_words(*game)));
  }
  // xgettext:python-brace-format
  return fmt::format(fmt::runtime(core::tr("track", "the count of box {box}")),
                     fmt::arg("box", std::get<Adjust>(e.what).box));
}

std::string joined(const std::vector<std::string>& words) {
  std::string out;
  for (const std::string& w : words) {
    if (!out.empty()) out += ' ';
    out += w;
  }
  return out;
}

std::string outcome_word(const GameRecord& game) {
  if (!game.outcome) return "unfinished";
  const core::Outcome o = *game.outcome;
  return o == core::Outcome::kWin ? "win" : o == core::Outcome::kDraw ? "draw" : "loss";
}

std::string result_words(const GameRecord& game) {
  if (!game.outcome) return core::tr("result", "unfinished");
  const core::Outcome o = *game.outcome;
  if (game.resigned && o == core::Outcome::kLoss) return core::tr("result", "loss (resigned)");
  if (game.resigned && o == core::Outcome::kWin)
    return core::tr("result", "win (the opponent resigned)");
  if (game.resigned) return core::tr("result", "draw (the opponent resigned)");
  return o == core::Outcome::kWin    ? core::tr("result", "win")
         : o == core::Outcome::kDraw ? core::tr("result", "draw")
                                     : core::tr("result", "loss");
}

std::vector<std::string> contents_changes(const TrackSession& session,
                                          const std::vector<std::vector<int>>& before) {
  std::vector<std::string> lines;
  for (int m = 0; m < session.machine_count(); ++m) {
    const TrackedMachine& tm = session.machine(m);
    const std::vector<int>& now = session.ledger().beads(m);
    for (int b = 0; b < tm.boxes(); ++b) {
      std::string line;
      for (int slot = 0; slot < tm.layout().slot_count(b); ++slot) {
        const auto i = static_cast<std::size_t>(tm.layout().index(b, slot));
        const int delta = now[i] - before.at(static_cast<std::size_t>(m))[i];
        if (delta == 0) continue;
        const std::string beads =
            tm.counted_beads(b, slot, std::abs(delta),
                             delta > 0 ? TrackedMachine::Place::kTo : TrackedMachine::Place::kFrom);
        const std::string change =
            delta > 0
                // xgettext:python-brace-format
                ? fmt::format(fmt::runtime(core::tr("track", "put in {beads}")),
                              fmt::arg("beads", beads))
                // xgettext:python-brace-format
                : fmt::format(fmt::runtime(core::tr("track", "take out {beads}")),
                              fmt::arg("beads", beads));
        line += (line.empty() ? "" : ", ") + change;
      }
      if (!line.empty())
        lines.push_back(box_line(session.machine_count() > 1 ? tm.name() : "", b + 1, line));
    }
  }
  return lines;
}

}  // namespace matchbox::tracker
