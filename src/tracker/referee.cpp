// SPDX-FileCopyrightText: 2026 The matchbox authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "tracker/referee.h"

#include <fmt/format.h>

#include <algorithm>
#include <cctype>

#include "analysis/enumerate.h"
#include "core/error.h"
#include "core/translation.h"
#include "kit/codes.h"
#include "symmetry/canonical.h"
#include "tracker/move_words.h"

namespace matchbox::tracker {

std::string squeezed(std::string_view s) {
  std::string out;
  for (char c : s)
    if (!std::isspace(static_cast<unsigned char>(c)))
      out += static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  return out;
}

Referee::Referee(const Seating& seating, core::Player machine_side)
    : seating_(&seating), position_(seating.machines.at(0)->game().initial_position()) {
  record_.machine_side = machine_side;
  finish_if_over();
}

const games::Game& Referee::game() const { return machine(0).game(); }

int Referee::mover() const {
  if (over()) return -1;
  return seating_->machine_of_side[static_cast<std::size_t>(position_.to_move)];
}

std::optional<BoxTurn> Referee::box_turn() const {
  const int m = mover();
  if (m < 0) return std::nullopt;
  const TrackedMachine& tm = machine(m);
  const auto match = tm.finder().find(position_);
  if (!match) return std::nullopt;
  BoxTurn turn;
  turn.machine = m;
  turn.match = *match;
  turn.box = &tm.box(match->box);
  turn.transform = game().symmetries().at(static_cast<std::size_t>(match->transform)).name;
  const std::vector<int>& beads = *seating_->beads.at(static_cast<std::size_t>(m));
  const int moves = tm.layout().moves(match->box);
  const int drawn_from = active_compartment(tm.layout(), beads, match->box) * moves;
  int total = 0;
  for (int s = 0; s < moves; ++s) {
    BeadOption option;
    option.slot = s;
    option.code = kit::local_code(tm.colour(match->box, s));
    option.colour = tm.colour(match->box, s).name;
    option.beads =
        beads.at(static_cast<std::size_t>(tm.layout().index(match->box, drawn_from + s)));
    option.compartment = tm.compartment_name(match->box, drawn_from + s);
    option.real_move = tm.finder().real_move(position_, *match, s);
    option.notation = game().move_notation(position_, option.real_move);
    total += option.beads;
    turn.options.push_back(std::move(option));
  }
  turn.empty = total == 0;
  return turn;
}

std::vector<std::string> Referee::legal_notations() const {
  std::vector<std::string> out;
  for (const games::Move& m : game().legal_moves(position_)) {
    std::string notation = game().move_notation(position_, m);
    if (std::find(out.begin(), out.end(), notation) == out.end())
      out.push_back(std::move(notation));
  }
  return out;
}

std::string Referee::draw(std::string_view bead) {
  const auto turn = box_turn();
  if (!turn) throw core::Error("no machine is drawing a bead now");
  const TrackedMachine& tm = machine(turn->machine);
  const int box_id = turn->box->id;
  if (squeezed(bead).empty())
    throw core::Error(fmt::format(
        fmt::runtime(core::tr("error",
                              // TRANSLATORS: {colours} lists the box's colours.
                              // xgettext:python-brace-format
                              "no bead typed: type the colour or code of the bead drawn from box "
                              "{box}; its colours are {colours}")),
        fmt::arg("box", box_id), fmt::arg("colours", tm.colour_list(turn->match.box))));
  const auto slot = tm.typed_slot(turn->match.box, bead);
  const std::string as_move = squeezed(game().normalise_notation(squeezed(bead)));
  std::string playing;  // The beads whose move is `bead`, if it is a move.
  long count = 0;
  for (const BeadOption& o : turn->options)
    if (!slot && squeezed(o.notation) == as_move && ++count > 0)
      playing += (playing.empty() ? "" : ", ") + bead_text(tm.colour(turn->match.box, o.slot));
  if (count > 0)
    throw core::Error(fmt::format(
        fmt::runtime(core::translate_plural(
            // TRANSLATORS: {move} is a move typed where a bead was asked for; {beads} the beads
            // of the box that play it, "blue (B), white (H)".
            // xgettext:python-brace-format
            "error",
            "{move} is a move, not a bead: in box {box} the bead {beads} plays it; type "
            "the colour or code of the bead drawn",
            "{move} is a move, not a bead: in box {box} the beads {beads} play it; type the "
            "colour or code of the bead drawn",
            count)),
        fmt::arg("move", bead), fmt::arg("box", box_id), fmt::arg("beads", playing)));
  if (!slot)
    throw core::Error(
        fmt::format(fmt::runtime(core::tr("error",
                                          // TRANSLATORS: {bead} is what the operator typed;
                                          // {colours} lists the box's colours.
                                          // xgettext:python-brace-format
                                          "box {box} holds no '{bead}' beads; its colours are "
                                          "{colours}")),
                    fmt::arg("box", box_id), fmt::arg("bead", bead),
                    fmt::arg("colours", tm.colour_list(turn->match.box))));
  const BeadOption& option = turn->options[static_cast<std::size_t>(*slot)];
  if (option.beads == 0) {
    const std::string text = bead_text(tm.colour(turn->match.box, *slot));
    if (option.compartment.empty())
      throw core::Error(fmt::format(
          fmt::runtime(core::tr("error",
                                // TRANSLATORS: {bead} is a colour and its code, "orange (O)";
                                // `matchbox track adjust` is a command: keep it.
                                // xgettext:python-brace-format
                                "box {box} should hold no {bead} beads by the tracked contents; "
                                "count the box and record what it holds with `matchbox track "
                                "adjust`")),
          fmt::arg("box", box_id), fmt::arg("bead", text)));
    throw core::Error(fmt::format(
        fmt::runtime(core::tr("error",
                              // TRANSLATORS: {compartment} is A or B.
                              // xgettext:python-brace-format
                              "box {box} should hold no {bead} beads in compartment "
                              "{compartment} by the tracked contents; count the box and record "
                              "what it holds with `matchbox track adjust`")),
        fmt::arg("box", box_id), fmt::arg("bead", text),
        fmt::arg("compartment", option.compartment)));
  }
  record_.turns.push_back({turn->machine, ply(), box_id, tm.colour(turn->match.box, *slot).code,
                           turn->transform, option.compartment});
  const std::string notation = option.notation;
  apply(option.real_move);
  return notation;
}

std::string Referee::play_forced() {
  const int m = mover();
  if (m < 0 || box_turn()) throw core::Error("no machine is to play a forced move now");
  const std::vector<games::Move> moves = game().legal_moves(position_);
  if (moves.size() != 1 && symmetry::equivalent_move_classes(game(), position_).size() != 1)
    throw core::InternalError(machine(m).name() + " has no box for " + game().to_string(position_) +
                              " yet several moves there");
  const std::string notation = game().move_notation(position_, moves.front());
  apply(moves.front());
  return notation;
}

bool Referee::hopeless() const {
  const int m = mover();
  return m >= 0 && machine(m).kit().spec.hopeless == spec::Hopeless::kResign &&
         !machine(m).finder().find(position_) && analysis::hopeless(game(), position_);
}

void Referee::resign() {
  const auto turn = box_turn();
  if (turn && (turn->empty || seating_->drawn_in_software))
    record_.turns.push_back({turn->machine, ply(), turn->box->id, "", turn->transform, ""});
  else if (!hopeless())
    throw core::Error("the machine can resign only at an empty box or a hopeless position");
  record_.resigned = true;
  record_.outcome =
      position_.to_move == record_.machine_side ? core::Outcome::kLoss : core::Outcome::kWin;
}

int Referee::slot_of_move(const BoxTurn& turn, const games::Move& move) const {
  const games::Transform& t =
      game().symmetries().at(static_cast<std::size_t>(turn.match.transform));
  const games::Move printed = turn.match.transform == 0 ? move : game().transform(move, t);
  for (std::size_t s = 0; s < turn.box->slots.size(); ++s) {
    const auto& eq = turn.box->slots[s].equivalents;
    if (std::find(eq.begin(), eq.end(), printed) != eq.end()) return static_cast<int>(s);
  }
  throw core::InternalError("box " + std::to_string(turn.box->id) + " has no slot for " +
                            game().move_notation(position_, move));
}

std::string Referee::play(std::string_view notation, std::string_view bead,
                          std::string_view compartment) {
  if (over()) throw core::Error(core::tr("error", "the game is over; no more moves"));
  const std::string want = squeezed(game().normalise_notation(squeezed(notation)));
  std::vector<games::Move> candidates;
  for (const games::Move& m : game().legal_moves(position_))
    if (squeezed(game().move_notation(position_, m)) == want) candidates.push_back(m);
  if (candidates.empty()) {
    const std::vector<std::string> legal = legal_notations();
    std::string list;
    for (const std::string& n : legal) list += (list.empty() ? "" : " ") + n;
    throw core::Error(fmt::format(
        // TRANSLATORS: {why} says why the move typed is not legal; {moves} are the legal moves
        // in the game's notation, separated by spaces.
        // xgettext:python-brace-format
        fmt::runtime(core::tr("error", "{why}; the legal moves are: {moves}")),
        fmt::arg("why", game().explain_illegal(position_, want)), fmt::arg("moves", list)));
  }
  const auto turn = box_turn();
  if (!turn) {
    apply(candidates.front());
    return record_.moves.back();
  }
  const int box = turn->box->id;
  const bool as_drawn = seating_->drawn_in_software;
  if (turn->empty && !as_drawn)
    throw core::Error(fmt::format(
        fmt::runtime(core::tr("error",
                              // xgettext:python-brace-format
                              "box {box} is empty by the tracked contents, so the machine "
                              "resigned there instead of playing {move}")),
        fmt::arg("box", box), fmt::arg("move", notation)));
  const TrackedMachine& tm = machine(turn->machine);
  std::vector<int> slots;
  for (const games::Move& m : candidates) slots.push_back(slot_of_move(*turn, m));
  const auto hinted = bead.empty() ? std::nullopt : tm.slot_of(turn->match.box, bead);
  std::size_t pick = 0;
  std::string colours;
  for (std::size_t i = 0; i < slots.size(); ++i) {
    if (hinted && slots[i] == *hinted) pick = i;
    // TRANSLATORS: joins the colours a move could be drawn as: "orange (O) or blue (B)".
    colours += (i > 0 ? " " + core::tr("error", "or") + " " : "") +
               bead_text(tm.colour(turn->match.box, slots[i]));
  }
  if (!hinted && std::any_of(slots.begin(), slots.end(), [&](int s) { return s != slots[0]; }))
    throw core::Error(fmt::format(
        fmt::runtime(core::tr("error",
                              // TRANSLATORS: {colours} are the beads the move {move} could be,
                              // joined by "or".
                              // xgettext:python-brace-format
                              "{move} stands for several beads of box {box} ({colours}): "
                              "say which bead was drawn")),
        fmt::arg("move", notation), fmt::arg("box", box), fmt::arg("colours", colours)));
  const BeadOption& option = turn->options[static_cast<std::size_t>(slots[pick])];
  const std::string& code = tm.colour(turn->match.box, option.slot).code;  // As files hold it.
  if (as_drawn && !tm.slot_of(turn->match.box, code, compartment))
    throw core::Error(fmt::format(
        fmt::runtime(tm.layout().compartments > 1
                         ? core::tr("error",
                                    // xgettext:python-brace-format
                                    "box {box} has no compartment '{compartment}' to draw from "
                                    "(a visitor game: A or B expected)")
                         : core::tr("error",
                                    // xgettext:python-brace-format
                                    "box {box} has no compartment '{compartment}' to draw from "
                                    "(a visitor game: no compartment expected)")),
        fmt::arg("box", box), fmt::arg("compartment", compartment)));
  if (option.beads == 0 && !as_drawn)
    throw core::Error(fmt::format(
        fmt::runtime(option.compartment.empty()
                         ? core::tr("error",
                                    // xgettext:python-brace-format
                                    "{move} is the {colour} ({code}) bead of box {box}, which "
                                    "should hold none by the tracked contents; count the box and "
                                    "record what it holds with `matchbox track adjust`")
                         : core::tr("error",
                                    // xgettext:python-brace-format
                                    "{move} is the {colour} ({code}) bead of box {box}, "
                                    "compartment {compartment}, which should hold none by the "
                                    "tracked contents; count the box and record what it holds "
                                    "with `matchbox track adjust`")),
        fmt::arg("move", option.notation), fmt::arg("colour", core::tr("colour", option.colour)),
        fmt::arg("code", option.code), fmt::arg("box", box),
        fmt::arg("compartment", option.compartment)));
  record_.turns.push_back({turn->machine, ply(), turn->box->id, code, turn->transform,
                           as_drawn ? std::string(compartment) : option.compartment});
  apply(candidates[pick]);
  return record_.moves.back();
}

std::vector<Draw> Referee::draws(int m) const {
  std::vector<Draw> out;
  const TrackedMachine& tm = machine(m);
  for (const Turn& turn : record_.turns) {
    if (turn.machine != m || turn.bead.empty()) continue;
    const auto slot = tm.slot_of(turn.box - 1, turn.bead, turn.compartment);
    MATCHBOX_CHECK(slot.has_value());
    out.push_back({turn.box - 1, *slot});
  }
  return out;
}

void Referee::apply(const games::Move& move) {
  record_.moves.push_back(game().move_notation(position_, move));
  position_ = game().apply(position_, move);
  finish_if_over();
}

void Referee::finish_if_over() {
  if (const auto o = game().outcome(position_)) {
    record_.outcome = position_.to_move == record_.machine_side ? *o : core::reverse(*o);
  } else if (game().positions_repeat() &&
             static_cast<int>(record_.moves.size()) >= game().max_plies()) {
    record_.outcome = core::Outcome::kDraw;  // The referee's limit.
  }
}

Referee replay_game(const Seating& seating, const GameRecord& record) {
  Referee referee(seating, record.machine_side);
  for (std::size_t i = 0; i < record.moves.size(); ++i) {
    const std::size_t turn = referee.record().turns.size();
    try {
      const Turn* drawn = turn < record.turns.size() ? &record.turns[turn] : nullptr;
      referee.play(record.moves[i], drawn ? drawn->bead : "", drawn ? drawn->compartment : "");
    } catch (const core::Error& e) {
      throw core::Error("move " + std::to_string(i + 1) + " (" + record.moves[i] +
                        "): " + e.what());
    }
  }
  if (record.resigned && !referee.over()) referee.resign();
  if (record.resigned != referee.record().resigned)
    throw core::Error(record.resigned
                          ? "resigned: true, but the moves end the game without a resignation"
                          : "the game ends at an empty box, but resigned: true is missing");
  const std::vector<Turn>& got = referee.record().turns;
  for (std::size_t i = 0; i < std::max(got.size(), record.turns.size()); ++i) {
    const std::string n = "turn " + std::to_string(i + 1) + ": ";
    if (i >= record.turns.size())
      throw core::Error(n + "the moves open box " + std::to_string(got[i].box) +
                        ", which the record does not list");
    const Turn& want = record.turns[i];
    if (i >= got.size())
      throw core::Error(n + "the record lists box " + std::to_string(want.box) +
                        ", which the moves never reach");
    if (want.machine != got[i].machine || want.box != got[i].box)
      throw core::Error(n + "the board is box " + std::to_string(got[i].box) + ", not box " +
                        std::to_string(want.box));
    if (want.ply != got[i].ply)
      throw core::Error(n + "box " + std::to_string(got[i].box) + " is opened at ply " +
                        std::to_string(got[i].ply) + ", not ply " + std::to_string(want.ply));
    const TrackedMachine& m = *seating.machines.at(static_cast<std::size_t>(got[i].machine));
    // A bead recorded under the palette's own code is the same bead (kit/codes.h); any other
    // spelling (a hand edit) is not what matchbox wrote.
    const auto slot = got[i].bead.empty() ? std::nullopt : m.slot_of(got[i].box - 1, got[i].bead);
    const bool same_bead = want.bead == got[i].bead ||
                           (slot && want.bead == m.colour(got[i].box - 1, *slot).palette_code);
    if (!same_bead)
      throw core::Error(n + "the move played is the " +
                        (got[i].bead.empty() ? std::string("empty box") : got[i].bead + " bead") +
                        " of box " + std::to_string(got[i].box) + ", not " +
                        (want.bead.empty() ? std::string("an empty box") : want.bead));
    if (want.compartment != got[i].compartment)
      throw core::Error(
          n + "box " + std::to_string(got[i].box) + " is drawn from " +
          (got[i].compartment.empty() ? "its one compartment"
                                      : "compartment " + got[i].compartment) +
          " by the tracked contents, not " +
          (want.compartment.empty() ? "as if it had one" : "compartment " + want.compartment));
    if (!want.transform.empty() && want.transform != got[i].transform)
      throw core::Error(n + "box " + std::to_string(got[i].box) + " is the board seen '" +
                        got[i].transform + "', not '" + want.transform + "'");
  }
  if (record.outcome && referee.record().outcome != record.outcome)
    throw core::Error(referee.over() ? "the moves give another result than the one recorded"
                                     : "the moves do not end the game, yet a result is recorded");
  if (!record.outcome && referee.over())
    throw core::Error("the moves end the game, yet no result is recorded");
  return referee;
}

std::string advance_forced(Referee& referee, const std::string& who) {
  MATCHBOX_CHECK(!referee.over() && referee.mover() >= 0 && !referee.box_turn());
  if (!referee.hopeless()) {
    const games::Position before = referee.position();
    const std::string move = referee.play_forced();
    const std::string taken = taken_words(referee.game(), before, move);
    // TRANSLATORS: {who} is "The machine" or a machine's name; {move} a move in the game's
    // notation.
    // xgettext:python-brace-format
    return fmt::format(fmt::runtime(core::tr("track", "{who} has one move: {move}.")),
                       fmt::arg("who", who), fmt::arg("move", move)) +
           (taken.empty() ? "" : " " + taken);
  }
  referee.resign();
  return fmt::format(
      fmt::runtime(core::tr("track",
                            // xgettext:python-brace-format
                            "{who} has no box for this position: it cannot win at once and every "
                            "move lets the opponent win, so by its rule it resigns.")),
      fmt::arg("who", who));
}

}  // namespace matchbox::tracker
