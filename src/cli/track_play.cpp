// SPDX-FileCopyrightText: 2026 The matchbox authors
// SPDX-License-Identifier: GPL-3.0-or-later

// matchbox track play FILE [--first machine|opponent|alternate] [--virtual [--seed S]] [--session
// S]
//                          [--player P]
//                          [--auto random|perfect|strict|SCHEDULE|MIX --games N [--seed S]]
// A game at the table: says which box to open, where each of its beads' moves lands on the real
// board, asks for the bead drawn and the opponent's moves, and prints the bead changes at the
// end. Everything answered is saved at once; `back` takes back the last move typed; `quit` (or
// Ctrl-C) keeps the game for the next `track play`. --virtual draws the beads in software;
// --auto has a virtual machine play N games against a built-in opponent, exactly as
// `matchbox simulate` would with the same seed.
#include "cli/track_play.h"

#include <fmt/format.h>

#include <iostream>
#include <memory>
#include <optional>

#include "cli/opponent_option.h"
#include "cli/track_commands.h"
#include "cli/track_record.h"
#include "core/error.h"
#include "core/translation.h"
#include "kit/codes.h"
#include "simulate/training.h"

namespace matchbox::cli {
namespace {

// Every game a virtual machine plays in --auto, booked into the tournament as it ends.
class AutoBook {
 public:
  // `side`: machine 0's side in every game, unless `alternate`: first in odd-numbered games.
  AutoBook(TrackSession& session, core::Player side, bool alternate, const TagOptions& tags)
      : session_(session), side_(side), alternate_(alternate), tags_(tags) {}

  void book(int game, const std::vector<games::Move>& moves,
            const std::vector<tracker::Draw>& draws, simulate::GameResult result) {
    const tracker::TrackedMachine& machine = session_.machine();
    const games::Game& rules = machine.game();
    std::vector<std::string> beads;
    for (const tracker::Draw& d : draws)
      beads.push_back(kit::local_code(machine.colour(d.box, d.slot)));
    std::vector<std::string> notations;
    games::Position p = rules.initial_position();
    for (const games::Move& m : moves) {
      notations.push_back(rules.move_notation(p, m));
      p = rules.apply(p, m);
    }
    // A resignation at an empty box is written "-"; at a hopeless position there is no box.
    if (result == simulate::GameResult::kResign && machine.finder().find(p)) beads.push_back("-");
    const core::Player side = !alternate_     ? side_
                              : game % 2 == 0 ? core::Player::kFirst
                                              : core::Player::kSecond;
    const tracker::Event& event = session_.commit(
        {tagged(
             tracker::game_from_moves(session_.ledger().seating(side), side, notations, {}, beads),
             tags_),
         ""},
        TrackSession::Write::kLater);
    const auto& booked = std::get<tracker::GameRecord>(event.what);
    MATCHBOX_CHECK((result == simulate::GameResult::kResign) == booked.resigned);
    // TRANSLATORS: one line per game of `track play --auto`: its number, result and moves.
    // xgettext:python-brace-format
    std::cout << fmt::format(fmt::runtime(core::tr("track", "game {game}: {result}  {moves}")),
                             fmt::arg("game", game + 1), fmt::arg("result", result_words(booked)),
                             fmt::arg("moves", joined(booked.moves)))
              << "\n";
    if ((game + 1) % 50 == 0) session_.save();
  }

 private:
  TrackSession& session_;
  core::Player side_;
  bool alternate_;
  const TagOptions& tags_;
};

void play_auto(TrackSession& session, const PlayOptions& o, const simulate::Opponent& opponent) {
  check_no_game_in_play(session);
  if (session.machine_count() > 1)
    throw core::Error("--auto plays " + session.machine().name() +
                      " against a built-in opponent; this tournament has two machines");
  simulate::check_run_counts(o.games, 1);
  const bool alternate = o.first == "alternate";
  if (alternate) {
    // Both sides' seats are checked before a game is played.
    seated_side(session, "machine");
    seated_side(session, "opponent");
  }
  const core::Player side = seated_side(session, alternate ? "machine" : o.first);
  const simulate::Training sim(session.machine().kit(), opponent,
                               alternate                      ? simulate::Seat::kAlternate
                               : side == core::Player::kFirst ? simulate::Seat::kFirst
                                                              : simulate::Seat::kSecond);
  const tracker::Tally before = session.ledger().tally();
  AutoBook book(session, side, alternate, o.tags);
  simulate::RunHooks hooks;
  hooks.start = session.ledger().beads(0);
  hooks.observer = [&book](int game, const std::vector<games::Move>& moves,
                           const std::vector<tracker::Draw>& draws,
                           simulate::GameResult result) { book.book(game, moves, draws, result); };
  sim.run_one(o.games, o.seed, 0, hooks);
  session.save();
  const tracker::Tally& t = session.ledger().tally();
  std::cout << fmt::format(
                   fmt::runtime(core::translate_plural(
                       // TRANSLATORS: {opponent} is the built-in opponent as typed (random,
                       // perfect, strict or a schedule).
                       "track",
                       // xgettext:python-brace-format
                       "{n} game against {opponent}: {won} won, {drawn} drawn, {lost} lost "
                       "({resigned} by resigning).",
                       "{n} games against {opponent}: {won} won, {drawn} drawn, {lost} lost "
                       "({resigned} by resigning).",
                       o.games)),
                   fmt::arg("n", o.games), fmt::arg("opponent", o.auto_opponent),
                   fmt::arg("won", t.win - before.win), fmt::arg("drawn", t.draw - before.draw),
                   fmt::arg("lost", t.loss - before.loss),
                   fmt::arg("resigned", t.resign - before.resign))
            << "\n";
}

void run(const PlayOptions& o) {
  // The opponent is read before the file is opened: a bad word changes nothing.
  std::optional<simulate::Opponent> opponent;
  if (!o.auto_opponent.empty())
    opponent = parse_opponent("--auto", o.auto_opponent, OpponentWords::kBuiltIn);
  check_tag_options(o.tags);
  TrackSession session(tournament_path(o.file), TrackSession::Mode::kWrite);
  if (opponent) return play_auto(session, o, *opponent);
  play_at_table(session, o, std::cin, std::cout);
}

}  // namespace

void add_track_play(CLI::App& track) {
  auto o = std::make_shared<PlayOptions>();
  CLI::App* cmd = track.add_subcommand(
      "play",
      "Play games at the table: which box to open, where each bead's move lands, the "
      "bead changes after the game; saved after every answer (back takes back a move, quit "
      "resumes later)");
  cmd->footer(
      "Answers at its prompts: the bead drawn (its code, its colour, or a word of the colour "
      "that no other bead of the box shares: purple for reddish purple); the opponent's move in "
      "the game's notation; back takes back the last move typed (and any forced move after it) "
      "and says which drawn bead to put back; help lists these; quit stops, and the next "
      "`track play` resumes the game. undo is not read as a move: to abandon the whole game, "
      "quit and run `matchbox track undo FILE`, which names every drawn bead to put back.");
  add_tournament_file(*cmd, o->file);
  cmd->add_option("--first", o->first,
                  "Who moves first: machine, opponent, or alternate (the machine in odd-numbered "
                  "games of the tournament). Default: the machine, unless it plays only the "
                  "second side; where the sides may change, the next game's is asked after each "
                  "game (Enter takes turns)");
  cmd->add_flag("--virtual", o->virtual_beads,
                "Draw the beads in software from the tracked contents (no boxes needed)");
  CLI::Option* auto_option =
      cmd->add_option("--auto", o->auto_opponent,
                      "A virtual machine plays --games games against a built-in opponent: "
                      "random, perfect or strict (as in `matchbox simulate`)" +
                          schedule_help());
  cmd->add_option("--games", o->games, "Games to play with --auto")
      ->capture_default_str()
      ->needs(auto_option);
  cmd->add_option("--seed", o->seed, "Seed of the virtual draws (and of the --auto opponent)")
      ->capture_default_str();
  add_tag_options(*cmd, o->tags);
  cmd->callback([o] { run(*o); });
}

}  // namespace matchbox::cli
