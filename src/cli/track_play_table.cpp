// SPDX-FileCopyrightText: 2026 The matchbox authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include <fmt/format.h>

#include <algorithm>
#include <cctype>
#include <iostream>
#include <optional>

#include "cli/command_line.h"
#include "cli/track_play.h"
#include "cli/track_play_answers.h"
#include "cli/track_play_box.h"
#include "cli/track_play_signals.h"
#include "cli/track_record.h"
#include "core/error.h"
#include "core/translation.h"
#include "kit/letters.h"
#include "simulate/rng.h"
#include "tracker/move_words.h"

namespace matchbox::cli {
namespace {

// An answer at a bead or move prompt.
struct Answer {
  enum class Kind { kQuit, kBack, kText };
  Kind kind = Kind::kQuit;
  std::string text;  // For kText: the bead or the move typed.
};

// One game at the table, from its first move (or where the file left it) to its end.
class Table {
 public:
  Table(TrackSession& session, const PlayOptions& options, std::istream& in, std::ostream& out)
      : session_(session), options_(options), in_(in), out_(out) {}

  // Plays the game in play, or a new one. Returns false if the operator quit (or input ended)
  // before it was over.
  bool play_game();
  // Asks whether to play another game; false for no, `quit` or the end of input.
  bool another();

 private:
  bool ask_first();
  // Prints `prompt` and reads a line: nullopt for `quit`, the end of input, or a prompt that
  // could not be written (the error funnel then says why, cli/command_line.h).
  std::optional<std::string> ask(const std::string& prompt);
  Answer ask_move(const std::string& prompt);
  void start();
  void set_up(core::Player side, bool resume);
  void step_back();
  bool turn();
  bool machine_turn(const tracker::BoxTurn& turn);
  bool person_turn();
  std::string virtual_bead(const tracker::BoxTurn& turn) const;
  void save_progress();
  void finish();
  template <typename... Args>
  std::string said(const std::string& one, const std::string& two, int machine,
                   const Args&... args) const;

  TrackSession& session_;
  const PlayOptions& options_;
  std::istream& in_;
  std::ostream& out_;
  std::unique_ptr<tracker::Seating> seating_;
  std::optional<tracker::Referee> referee_;
  bool stored_ = false;  // The game is the tournament's last event.
  bool resume_ = true;   // The next game may be the one in play in the file.
  std::string first_;    // Who moves first in the next game, as the operator answered, or "".
};

// `one` for a tournament of one machine, else `two` (which names machine `machine` as
// {machine}), formatted with `args` besides {machine}.
template <typename... Args>
std::string Table::said(const std::string& one, const std::string& two, int machine,
                        const Args&... args) const {
  const bool both = session_.machine_count() > 1;
  return fmt::format(fmt::runtime(both ? two : one),
                     fmt::arg("machine", session_.machine(machine).name()), args...);
}

std::optional<std::string> Table::ask(const std::string& prompt) {
  out_ << prompt;
  // Nobody reads the prompts (a full disk, a closed terminal): stop; the funnel says why.
  if (!flush_output(out_)) return std::nullopt;
  std::string line;
  if (!std::getline(in_, line)) {
    out_ << "\n";
    return std::nullopt;
  }
  line = trim_answer(line);
  if (line == "quit" || line == "QUIT" || line == "Quit") return std::nullopt;
  return line;
}

// Asks at a bead or move prompt until the answer is a bead or a move, `back` or `quit`;
// `help` and `undo` are answered here.
Answer Table::ask_move(const std::string& prompt) {
  for (;;) {
    const auto line = ask(prompt);
    if (!line) return {};
    const std::string word = lower_answer(*line);
    if (word == "back") return {Answer::Kind::kBack, ""};
    if (word == "help" || word == "?")
      out_ << prompt_help();
    else if (word == "undo")
      out_ << undo_here();
    else
      return {Answer::Kind::kText, *line};
  }
}

void Table::start() {
  // Only the first game can be one the file left unfinished.
  const auto& unfinished = session_.ledger().unfinished();
  const bool resume = resume_ && unfinished.has_value();
  resume_ = false;
  const int number = session_.ledger().tally().games() + 1;
  const core::Player side =
      resume
          ? unfinished->machine_side
          : seated_side(session_, first_of_game(first_.empty() ? options_.first : first_, number));
  set_up(side, resume);
  if (resume) {
    out_ << fmt::format(
                // xgettext:python-brace-format
                fmt::runtime(core::tr("track", "Game {game} resumes after the moves {moves}.")),
                fmt::arg("game", number), fmt::arg("moves", joined(unfinished->moves)))
         << "\n";
    return;
  }
  if (side == core::Player::kFirst)
    // xgettext:python-brace-format
    out_ << said(core::tr("track", "Game {game}: the machine plays first."),
                 // xgettext:python-brace-format
                 core::tr("track", "Game {game}: {machine} plays first."), 0,
                 fmt::arg("game", number));
  else
    // xgettext:python-brace-format
    out_ << said(core::tr("track", "Game {game}: the machine plays second."),
                 // xgettext:python-brace-format
                 core::tr("track", "Game {game}: {machine} plays second."), 0,
                 fmt::arg("game", number));
  out_ << "\n";
}

// A new game in which machine 0 plays `side`, or (`resume`) the game in play in the file.
void Table::set_up(core::Player side, bool resume) {
  referee_.reset();
  seating_ = std::make_unique<tracker::Seating>(session_.ledger().seating(side));
  stored_ = resume;
  if (resume)
    referee_.emplace(tracker::replay_game(*seating_, *session_.ledger().unfinished()));
  else
    referee_.emplace(*seating_, side);
}

// `back`: takes back the last move typed and says which drawn bead to put back. With --virtual
// the machine's draws are nobody's typing: it takes back moves until the opponent is to move
// again, and there are no real beads to put back.
void Table::step_back() {
  const core::Player side = referee_->record().machine_side;
  do {
    if (!stored_) {
      out_ << core::tr("track", "No move to take back: the game has not started.") << "\n";
      return;
    }
    std::vector<std::string> lines;
    try {
      const SignalsHeld held;
      lines = tracker::take_back_move(session_);
    } catch (const core::Error& e) {
      out_ << e.what() << "\n";
      return;
    }
    set_up(side, session_.ledger().unfinished().has_value());
    if (options_.virtual_beads) lines.resize(1);
    for (std::size_t i = 0; i < lines.size(); ++i) out_ << (i > 0 ? "  " : "") << lines[i] << "\n";
  } while (options_.virtual_beads && referee_->mover() >= 0 && stored_);
}

bool Table::play_game() {
  start();
  while (!referee_->over())
    if (!turn()) {
      out_ << (stored_ ? saved_words(options_.file)
                       : core::tr("track", "Stopped before the first move; nothing to save."))
           << "\n";
      return false;
    }
  finish();
  return true;
}

bool Table::turn() {
  const int m = referee_->mover();
  if (m < 0) return person_turn();
  if (const auto box = referee_->box_turn()) return machine_turn(*box);
  std::string who = session_.machine(m).name();
  who[0] = static_cast<char>(std::toupper(static_cast<unsigned char>(who[0])));
  // TRANSLATORS: starts a sentence "{who} has one move: ..." (a machine's name otherwise).
  if (session_.machine_count() == 1) who = core::tr("track", "The machine");
  out_ << tracker::advance_forced(*referee_, who) << "\n";
  save_progress();
  return true;
}

bool Table::machine_turn(const tracker::BoxTurn& turn) {
  print_box_turn(out_, session_, *referee_, turn);
  if (turn.empty) {
    // xgettext:python-brace-format
    out_ << said(core::tr("track", "Box {box} is empty: by its rule, the machine resigns."),
                 // xgettext:python-brace-format
                 core::tr("track", "Box {box} is empty: by its rule, {machine} resigns."),
                 turn.machine, fmt::arg("box", turn.box->id))
         << "\n";
    referee_->resign();
    save_progress();
    return true;
  }
  const games::Position before = referee_->position();
  std::string move;
  if (options_.virtual_beads) {
    const std::string bead = virtual_bead(turn);
    move = referee_->draw(bead);
    // xgettext:python-brace-format
    out_ << fmt::format(fmt::runtime(core::tr("track", "Drawn in software: {bead}.")),
                        fmt::arg("bead", bead))
         << "\n";
  } else {
    while (move.empty()) {
      const Answer answer = ask_move(said(
          // TRANSLATORS: back, help and quit are words the user types: keep them.
          // xgettext:python-brace-format
          core::tr("track", "Bead drawn from box {box} (colour or code; back, help, quit): "),
          core::tr("track",
                   // xgettext:python-brace-format
                   "Bead drawn from {machine} box {box} (colour or code; back, help, quit): "),
          turn.machine, fmt::arg("box", turn.box->id)));
      if (answer.kind == Answer::Kind::kQuit) return false;
      if (answer.kind == Answer::Kind::kBack) {
        step_back();
        return true;
      }
      try {
        move = referee_->draw(answer.text);
      } catch (const core::Error& e) {
        out_ << e.what() << "\n";
      }
    }
  }
  // xgettext:python-brace-format
  out_ << said(core::tr("track", "Play {move} on the real board; put the bead beside box {box}."),
               core::tr("track",
                        // xgettext:python-brace-format
                        "Play {move} on the real board for {machine}; put the bead beside box "
                        "{box}."),
               turn.machine, fmt::arg("move", move), fmt::arg("box", turn.box->id))
       << "\n";
  if (const std::string taken = tracker::taken_words(referee_->game(), before, move);
      !taken.empty())
    out_ << taken << "\n";
  save_progress();
  return true;
}

// A bead drawn in software, weighted by the tracked counts: run (seed, game * 1024 + ply) of
// simulate::Rng, so a resumed game draws what an uninterrupted one would.
std::string Table::virtual_bead(const tracker::BoxTurn& turn) const {
  const int game = session_.ledger().tally().games() + 1;
  simulate::Rng rng(options_.seed, static_cast<std::uint64_t>(game) * 1024 +
                                       static_cast<std::uint64_t>(referee_->ply()));
  int total = 0;
  for (const tracker::BeadOption& o : turn.options) total += o.beads;
  auto r = static_cast<int>(rng.below(static_cast<std::uint32_t>(total)));
  for (const tracker::BeadOption& o : turn.options) {
    if (r < o.beads) return o.code;
    r -= o.beads;
  }
  throw core::InternalError("no bead drawn from box " + std::to_string(turn.box->id));
}

bool Table::person_turn() {
  const games::Game& game = referee_->game();
  out_ << "\n  "
       // xgettext:python-brace-format
       << fmt::format(fmt::runtime(core::tr("track", "Real board (ply {ply}):")),
                      fmt::arg("ply", referee_->ply()))
       << "\n";
  for (const auto& line :
       terminal::board_lines(game, referee_->position(), terminal::Labels::kNotation))
    out_ << "  " << line << "\n";
  for (;;) {
    const Answer answer = ask_move(fmt::format(
        // TRANSLATORS: back, help and quit are words the user types: keep them.
        // xgettext:python-brace-format
        fmt::runtime(core::tr("track", "Opponent's move (e.g. {move}; back, help, quit): ")),
        fmt::arg("move", referee_->legal_notations().front())));
    if (answer.kind == Answer::Kind::kQuit) return false;
    if (answer.kind == Answer::Kind::kBack) {
      step_back();
      return true;
    }
    try {
      referee_->play(answer.text);
      save_progress();
      return true;
    } catch (const core::Error& e) {
      out_ << e.what() << "\n";
    }
  }
}

// Stores the game in play as the tournament's last event.
void Table::save_progress() {
  if (referee_->over()) return;  // finish() stores the finished game.
  const SignalsHeld held;
  session_.commit({tagged(referee_->record(), options_.tags), ""});
  stored_ = true;
}

// Books the finished game in place of the unfinished one and prints the bead changes.
void Table::finish() {
  {
    const SignalsHeld held;
    session_.commit({tagged(referee_->record(), options_.tags), ""});
    stored_ = false;
  }
  const auto& game = std::get<tracker::GameRecord>(session_.tournament().events.back().what);
  out_ << "\n"
       << fmt::format(
              fmt::runtime(core::translate_plural(
                  // xgettext:python-brace-format
                  "track", "Game over after {n} move: {moves}",
                  "Game over after {n} moves: {moves}", static_cast<long>(game.moves.size()))),
              fmt::arg("n", game.moves.size()), fmt::arg("moves", joined(game.moves)))
       << "\n";
  print_game_end(out_, session_, game);
}

bool Table::another() {
  for (;;) {
    const auto answer = ask(core::tr("track", "Play another game? (y/n) "));
    if (!answer) return false;
    if (const auto yes = yes_or_no(*answer)) return *yes && ask_first();
    // TRANSLATORS: y and n as in "Play another game? (y/n)".
    out_ << core::tr("track", "Please answer y or n.") << "\n";
  }
}

// Asks who moves first in the next game, where the sides may change and --first does not say;
// Enter takes turns. False for `quit` or the end of input.
bool Table::ask_first() {
  if (!options_.first.empty() || !sides_change(session_)) return true;
  const bool machine_was_first = referee_->record().machine_side == core::Player::kFirst;
  const int game = session_.ledger().tally().games() + 1;
  for (;;) {
    const auto answer = ask(fmt::format(
        fmt::runtime(machine_was_first
                         // TRANSLATORS: m, o, machine and opponent are typed in English: keep
                         // them. Enter (an empty answer) lets the sides take turns.
                         // xgettext:python-brace-format
                         ? core::tr("track",
                                    "Who moves first in game {game}, machine or opponent? "
                                    "(m/o; Enter: the opponent, taking turns) ")
                         // xgettext:python-brace-format
                         : core::tr("track",
                                    "Who moves first in game {game}, machine or opponent? "
                                    "(m/o; Enter: the machine, taking turns) ")),
        fmt::arg("game", game)));
    if (!answer) return false;
    if (const auto first = first_named(*answer, machine_was_first ? "opponent" : "machine")) {
      first_ = *first;
      return true;
    }
    // TRANSLATORS: m and o as in "Who moves first ... (m/o ...)".
    out_ << core::tr("track", "Please answer m (the machine) or o (the opponent).") << "\n";
  }
}

}  // namespace

void play_at_table(TrackSession& session, const PlayOptions& options, std::istream& in,
                   std::ostream& out) {
  exit_saved_on_signal(options.file);
  Table table(session, options, in, out);
  while (table.play_game() && table.another()) {
  }
}

}  // namespace matchbox::cli
