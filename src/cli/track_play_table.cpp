#include <unistd.h>

#include <cctype>
#include <csignal>
#include <cstring>
#include <iostream>
#include <optional>

#include "cli/track_play.h"
#include "cli/track_record.h"
#include "core/error.h"
#include "simulate/rng.h"
#include "terminal/board_text.h"

namespace matchbox::cli {
namespace {

// What SIGINT and SIGHUP print before exiting (set once, read by the handler).
char g_signal_message[512] = "Saved.\n";

extern "C" void exit_saved(int) {
  const ssize_t ignored = write(STDERR_FILENO, g_signal_message, std::strlen(g_signal_message));
  (void)ignored;
  _exit(1);
}

// Makes SIGINT and SIGHUP print how to resume and exit 1: every answer is saved already.
void exit_saved_on_signal(const std::string& file) {
  const std::string text = "\nSaved; `matchbox track play " + file + "` resumes the game.\n";
  std::strncpy(g_signal_message, text.c_str(), sizeof g_signal_message - 1);
  struct sigaction action {};
  action.sa_handler = exit_saved;
  sigemptyset(&action.sa_mask);
  sigaction(SIGINT, &action, nullptr);
  sigaction(SIGHUP, &action, nullptr);
}

// Holds SIGINT and SIGHUP while it lives, so that a save is never cut short.
class SignalsHeld {
 public:
  SignalsHeld() {
    sigset_t set;
    sigemptyset(&set);
    sigaddset(&set, SIGINT);
    sigaddset(&set, SIGHUP);
    sigprocmask(SIG_BLOCK, &set, &saved_);
  }
  ~SignalsHeld() { sigprocmask(SIG_SETMASK, &saved_, nullptr); }
  SignalsHeld(const SignalsHeld&) = delete;
  SignalsHeld& operator=(const SignalsHeld&) = delete;

 private:
  sigset_t saved_;
};

std::string trimmed(const std::string& s) {
  const auto first = s.find_first_not_of(" \t\r");
  if (first == std::string::npos) return "";
  return s.substr(first, s.find_last_not_of(" \t\r") - first + 1);
}

std::string lower(std::string s) {
  for (char& c : s) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  return s;
}

// What `help` (or `?`) prints at a bead or move prompt.
constexpr const char* kPromptHelp =
    "  Answers here:\n"
    "    a bead     its code (O), its colour (orange) or a word of the colour (purple for\n"
    "               reddish purple), at a machine's box;\n"
    "    a move     in the game's notation, for the opponent;\n"
    "    back       takes back the last move typed (and any forced move after it) and says\n"
    "               which drawn bead to put back beside which box;\n"
    "    quit       stops; the game is saved and the next `matchbox track play` resumes it.\n"
    "  To abandon the whole game, quit and run `matchbox track undo`.\n";

// What `undo` typed at a bead or move prompt prints: it is not a move.
constexpr const char* kUndoHere =
    "undo is not a move. Type back to take back the last move; to abandon the whole game, "
    "quit and run `matchbox track undo`.\n";

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
  std::optional<std::string> ask(const std::string& prompt);
  Answer ask_move(const std::string& prompt);
  void start();
  void set_up(core::Player side, bool resume);
  void step_back();
  bool turn();
  bool machine_turn(const tracker::BoxTurn& turn);
  bool person_turn();
  std::string virtual_bead(const tracker::BoxTurn& turn) const;
  void show_box(const tracker::BoxTurn& turn);
  void save_progress();
  void finish();
  std::string mover_name(int machine) const;

  TrackSession& session_;
  const PlayOptions& options_;
  std::istream& in_;
  std::ostream& out_;
  std::unique_ptr<tracker::Seating> seating_;
  std::optional<tracker::Referee> referee_;
  bool stored_ = false;  // The game is the tournament's last event.
  bool resume_ = true;   // The next game may be the one in play in the file.
};

std::optional<std::string> Table::ask(const std::string& prompt) {
  out_ << prompt << std::flush;
  std::string line;
  if (!std::getline(in_, line)) {
    out_ << "\n";
    return std::nullopt;
  }
  line = trimmed(line);
  if (line == "quit" || line == "QUIT" || line == "Quit") return std::nullopt;
  return line;
}

// Asks at a bead or move prompt until the answer is a bead or a move, `back` or `quit`;
// `help` and `undo` are answered here.
Answer Table::ask_move(const std::string& prompt) {
  for (;;) {
    const auto line = ask(prompt);
    if (!line) return {};
    const std::string word = lower(*line);
    if (word == "back") return {Answer::Kind::kBack, ""};
    if (word == "help" || word == "?")
      out_ << kPromptHelp;
    else if (word == "undo")
      out_ << kUndoHere;
    else
      return {Answer::Kind::kText, *line};
  }
}

void Table::start() {
  // Only the first game can be one the file left unfinished.
  const auto& unfinished = session_.ledger().unfinished();
  const bool resume = resume_ && unfinished.has_value();
  resume_ = false;
  const core::Player side =
      resume ? unfinished->machine_side : seated_side(session_, options_.first);
  set_up(side, resume);
  const int number = session_.ledger().tally().games() + 1;
  if (resume) {
    out_ << "Game " << number << " resumes after the moves " << joined(unfinished->moves) << ".\n";
    return;
  }
  out_ << "Game " << number << ": " << mover_name(0) << " plays "
       << (side == core::Player::kFirst ? "first" : "second") << ".\n";
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
      out_ << "No move to take back: the game has not started.\n";
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
      out_ << (stored_ ? "Saved; `matchbox track play " + options_.file + "` resumes the game.\n"
                       : "Stopped before the first move; nothing to save.\n");
      return false;
    }
  finish();
  return true;
}

bool Table::turn() {
  const int m = referee_->mover();
  if (m < 0) return person_turn();
  if (const auto box = referee_->box_turn()) return machine_turn(*box);
  std::string who = mover_name(m);
  who[0] = static_cast<char>(std::toupper(static_cast<unsigned char>(who[0])));
  out_ << tracker::advance_forced(*referee_, who) << "\n";
  save_progress();
  return true;
}

std::string Table::mover_name(int machine) const {
  return session_.machine_count() > 1 ? session_.machine(machine).name() : "the machine";
}

// The real board and the box's picture side by side, how one maps onto the other, and the real
// board again with each bead the box holds on the square where its move lands.
void Table::show_box(const tracker::BoxTurn& turn) {
  const games::Game& game = referee_->game();
  const auto real = terminal::board_lines(game, referee_->position(), terminal::Labels::kNotation);
  const auto printed = terminal::board_lines(game, turn.box->position, terminal::Labels::kNone);
  out_ << "\n"
       << (session_.machine_count() > 1 ? session_.machine(turn.machine).name() + ": open" : "Open")
       << " box " << turn.box->id << " (ply " << referee_->ply() << ").\n";
  const std::string title = "Box " + std::to_string(turn.box->id) + " as printed";
  for (const std::string& line : terminal::side_by_side("Real board", real, title, printed))
    out_ << "  " << line << "\n";
  out_ << "  " << terminal::picture_words(turn.transform) << ".\n";
  if (turn.empty) return;
  std::vector<terminal::BeadMark> marks;
  for (const tracker::BeadOption& o : turn.options)
    if (o.beads > 0) marks.push_back({o.code, o.real_move});
  if (const std::string& c = turn.options.front().compartment; !c.empty())
    out_ << "\n  Draw from compartment " << c << (c == "A" ? "" : " (compartment A is empty)")
         << ".\n";
  out_ << "\n  Where each bead's move lands on the real board:\n";
  for (const std::string& line :
       terminal::board_lines(game, referee_->position(), terminal::Labels::kNotation, marks))
    out_ << "  " << line << "\n";
  for (const tracker::BeadOption& o : turn.options)
    if (o.beads > 0)
      out_ << "  " << o.code << " = move " << o.notation << "  (" << o.colour << ", " << o.beads
           << (o.beads == 1 ? " bead)\n" : " beads)\n");
}

bool Table::machine_turn(const tracker::BoxTurn& turn) {
  show_box(turn);
  const std::string who = mover_name(turn.machine);
  if (turn.empty) {
    out_ << "Box " << turn.box->id << " is empty: by its rule, " << who << " resigns.\n";
    referee_->resign();
    save_progress();
    return true;
  }
  std::string move;
  if (options_.virtual_beads) {
    const std::string bead = virtual_bead(turn);
    move = referee_->draw(bead);
    out_ << "Drawn in software: " << bead << ".\n";
  } else {
    while (move.empty()) {
      const Answer answer =
          ask_move("Bead drawn from " + (session_.machine_count() > 1 ? who + " " : std::string()) +
                   "box " + std::to_string(turn.box->id) + " (colour or code; back, help, quit): ");
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
  out_ << "Play " << move << " on the real board"
       << (session_.machine_count() > 1 ? " for " + who : "") << "; put the bead beside box "
       << turn.box->id << ".\n";
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
  out_ << "\n  Real board (ply " << referee_->ply() << "):\n";
  for (const auto& line :
       terminal::board_lines(game, referee_->position(), terminal::Labels::kNotation))
    out_ << "  " << line << "\n";
  for (;;) {
    const Answer answer = ask_move("Opponent's move (e.g. " + referee_->legal_notations().front() +
                                   "; back, help, quit): ");
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
  out_ << "\nGame over after " << game.moves.size() << " moves: " << joined(game.moves) << "\n";
  print_game_end(out_, session_, game);
}

bool Table::another() {
  for (;;) {
    const auto answer = ask("Play another game? (y/n) ");
    if (!answer || *answer == "n" || *answer == "N" || *answer == "no") return false;
    if (*answer == "y" || *answer == "Y" || *answer == "yes") return true;
    out_ << "Please answer y or n.\n";
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
