// SPDX-FileCopyrightText: 2026 The matchbox authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "cli/track_play_answers.h"

#include <algorithm>
#include <cctype>
#include <iterator>

#include "core/translation.h"
#include "kit/letters.h"

namespace matchbox::cli {
namespace {

// What `help` (or `?`) prints at a bead or move prompt.
constexpr const char* kPromptHelp = core::tr_noop(
    "track",
    // TRANSLATORS: the help at `track play`'s prompts. The words back, quit and `matchbox track
    // undo` are typed by the user: keep them in English. Keep the second column aligned.
    "  Answers here:\n"
    "    a bead     its code (O), its colour (orange) or a word of the colour (purple for\n"
    "               reddish purple), at a machine's box;\n"
    "    a move     in the game's notation, for the opponent;\n"
    "    back       takes back the last move typed (and any forced move after it) and says\n"
    "               which drawn bead to put back into which box;\n"
    "    quit       stops; the game is saved and the next `matchbox track play` resumes it.\n"
    "  To abandon the whole game, quit and run `matchbox track undo`.\n");

// What `undo` typed at a bead or move prompt prints: it is not a move.
constexpr const char* kUndoHere =
    core::tr_noop("track",
                  // TRANSLATORS: undo, back and quit are words the user types: keep them.
                  "undo is not a move. Type back to take back the last move; to abandon the "
                  "whole game, quit and run `matchbox track undo`.\n");

}  // namespace

std::string trim_answer(const std::string& s) {
  const auto first = s.find_first_not_of(" \t\r");
  if (first == std::string::npos) return "";
  return s.substr(first, s.find_last_not_of(" \t\r") - first + 1);
}

std::string lower_answer(std::string s) {
  for (char& c : s) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  return s;
}

std::string prompt_help() { return core::tr("track", kPromptHelp); }

std::string undo_here() { return core::tr("track", kUndoHere); }

std::optional<bool> yes_or_no(const std::string& typed) {
  const std::string a = kit::upper_case(typed);
  const std::string no[] = {"N", "NO",
                            // TRANSLATORS: the one-letter no typed at "Play another game? (y/n)".
                            kit::upper_case(core::tr("track", "n")),
                            // TRANSLATORS: the word no typed at "Play another game? (y/n)".
                            kit::upper_case(core::tr("track", "no"))};
  const std::string yes[] = {"Y", "YES",
                             // TRANSLATORS: the one-letter yes typed at "Play another game?
                             // (y/n)".
                             kit::upper_case(core::tr("track", "y")),
                             // TRANSLATORS: the word yes typed at "Play another game? (y/n)".
                             kit::upper_case(core::tr("track", "yes"))};
  if (std::find(std::begin(no), std::end(no), a) != std::end(no)) return false;
  if (std::find(std::begin(yes), std::end(yes), a) != std::end(yes)) return true;
  return std::nullopt;
}

std::string first_of_game(const std::string& first, int game) {
  if (first != "alternate") return first;
  return game % 2 == 1 ? "machine" : "opponent";
}

bool sides_change(const TrackSession& session) {
  for (int m = 0; m < session.machine_count(); ++m)
    if (!session.machine(m).plays(core::Player::kFirst) ||
        !session.machine(m).plays(core::Player::kSecond))
      return false;
  return true;
}

std::optional<std::string> first_named(const std::string& typed, const std::string& fallback) {
  const std::string a = kit::upper_case(typed);
  if (a.empty()) return fallback;
  if (a == "M" || a == "MACHINE") return std::string("machine");
  if (a == "O" || a == "OPPONENT") return std::string("opponent");
  return std::nullopt;
}

}  // namespace matchbox::cli
