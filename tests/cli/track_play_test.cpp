// SPDX-FileCopyrightText: 2026 The matchbox authors
// SPDX-License-Identifier: GPL-3.0-or-later

// `matchbox track play` as the operator meets it: the real binary fed scripted answers on
// standard input. Each test checks what the tournament file holds afterwards and what was said.
#include <unistd.h>

#include <array>
#include <catch2/catch.hpp>
#include <filesystem>
#include <map>
#include <sstream>

#include "cli/run_command.h"
#include "read_bytes.h"
#include "spec/tournament_file.h"
#include "tracker/tournament.h"

namespace matchbox::testing {
namespace {

namespace fs = std::filesystem;

// A fresh tournament file for `machine` (and an opponent machine) in a temporary folder.
std::string play_tournament(const std::string& name, const std::string& machine,
                            const std::string& opponent = "") {
  const fs::path dir =
      fs::temp_directory_path() / ("matchbox-track-play-" + std::to_string(getpid()));
  fs::create_directories(dir);
  const fs::path file = dir / (name + ".yaml");
  fs::remove(file);
  const auto r = run_matchbox("track new " + file.string() + " --machine " + machine +
                              (opponent.empty() ? "" : " --opponent-machine " + opponent));
  REQUIRE(r.exit_code == 0);
  return file.string();
}

std::string contents(const std::string& file) { return read_bytes(file); }

TEST_CASE("A MENACE game: lower-case bead, a typo and an illegal move re-prompted",
          "[track-play]") {
  const std::string file = play_tournament("menace-full", "menace");
  // Beads K (box 1), zz then k (box 8), k (box 100), b (box 299); the opponent first tries 1,
  // which is taken.
  const auto r = run_matchbox("track play " + file, "k\n5\nzz\nk\n1\n3\nk\n2\nb\nn\n");
  INFO(r.out << r.err);
  REQUIRE(r.exit_code == 0);
  CHECK_THAT(r.out, Catch::Contains("Open box 1 (ply 1).") &&
                        Catch::Contains("The picture shows the real board as it stands") &&
                        Catch::Contains("K = move 1") &&
                        Catch::Contains("Play 1 on the real board"));
  CHECK_THAT(r.out, Catch::Contains("Open box 8 (ply 3).") &&
                        Catch::Contains("The picture is the real board turned 180°"));
  CHECK_THAT(r.out, Catch::Contains("box 8 holds no 'zz' beads; its colours are"));
  CHECK_THAT(r.out, Catch::Contains("square 1 is taken by X; the legal moves are: 2 3 4 6 7 8"));
  CHECK_THAT(r.out, Catch::Contains("Result for menace: win") &&
                        Catch::Contains("box 299: put back 1 blue (B); add 3 blue (B)"));
  const std::string yaml = contents(file);
  CHECK_THAT(yaml, Catch::Contains("moves: [1, 5, 9, 3, 7, 2, 8]") &&
                       Catch::Contains("result: win") &&
                       Catch::Contains("{box: 100, bead: K, add: 3}"));
}

TEST_CASE("quit keeps the game in play, the next track play resumes it", "[track-play]") {
  const std::string file = play_tournament("menace-resume", "menace");
  const auto first = run_matchbox("track play " + file, "K\n5\nquit\n");
  REQUIRE(first.exit_code == 0);
  CHECK_THAT(first.out, Catch::Contains("resumes the game"));
  CHECK_THAT(contents(file),
             Catch::Contains("moves: [1, 5]") && Catch::Contains("result: unfinished"));
  // End of input (Ctrl-D) in the middle of a turn keeps everything answered before it.
  const auto second = run_matchbox("track play " + file, "black\n3\n");
  REQUIRE(second.exit_code == 0);
  CHECK_THAT(second.out, Catch::Contains("resumes after the moves 1 5"));
  CHECK_THAT(contents(file),
             Catch::Contains("moves: [1, 5, 9, 3]") && Catch::Contains("result: unfinished"));
  const auto third = run_matchbox("track play " + file, "k\n2\nb\nn\n");
  REQUIRE(third.exit_code == 0);
  CHECK_THAT(third.out, Catch::Contains("box 299: put back 1 blue (B); add 3 blue (B)"));
  const std::string yaml = contents(file);
  CHECK_THAT(yaml,
             Catch::Contains("moves: [1, 5, 9, 3, 7, 2, 8]") && Catch::Contains("result: win"));
  CHECK(run_matchbox("track undo " + file).exit_code == 0);  // The file replays.
}

TEST_CASE("back takes back a mistyped move and names the drawn bead, undo is not a move",
          "[track-play]") {
  const std::string file = play_tournament("menace-back", "menace");
  // Bead K (move 1), the opponent's 9; at the next box `back` takes back the 9, at the
  // opponent's prompt `undo` is refused and `back` takes back move 1, whose bead goes back.
  const auto r = run_matchbox("track play " + file, "K\n9\nback\nundo\nback\nhelp\nquit\n");
  INFO(r.out << r.err);
  REQUIRE(r.exit_code == 0);
  CHECK_THAT(r.out, Catch::Contains("(colour or code; back, help, quit)") &&
                        Catch::Contains("Took back move 2 (9); set the real board back to how it "
                                        "was before move 2.") &&
                        Catch::Contains("undo is not a move. Type back") &&
                        Catch::Contains("Took back move 1 (1)") &&
                        Catch::Contains("  box 1: put the drawn black (K) bead back") &&
                        Catch::Contains("    back       takes back the last move") &&
                        Catch::Contains("Stopped before the first move; nothing to save."));
  CHECK_THAT(contents(file), !Catch::Contains("moves:"));
  // Taken back to the first move, the game goes on as new: K then 5 is stored.
  REQUIRE(run_matchbox("track play " + file, "k\n5\nquit\n").exit_code == 0);
  CHECK_THAT(contents(file), Catch::Contains("moves: [1, 5]"));
  // undo abandons the game in play and names the bead drawn in it.
  const auto undo = run_matchbox("track undo " + file);
  REQUIRE(undo.exit_code == 0);
  CHECK_THAT(undo.out, Catch::Contains("Took back the unfinished game 1 5") &&
                           Catch::Contains("box 1: put the drawn black (K) bead back"));
}

TEST_CASE("An empty box: the machine resigns and loses its beads' reward", "[track-play]") {
  const std::string file = play_tournament("menace-empty", "menace");
  REQUIRE(run_matchbox("track adjust " + file + " 1 K=0 O=0 Y=0").exit_code == 0);
  const auto r = run_matchbox("track play " + file, "n\n");
  INFO(r.out << r.err);
  REQUIRE(r.exit_code == 0);
  CHECK_THAT(r.out, Catch::Contains("Box 1 is empty: by its rule, the machine resigns.") &&
                        Catch::Contains("Result for menace: loss (resigned)"));
  CHECK_THAT(contents(file), Catch::Contains("result: loss") && Catch::Contains("resigned: true"));
}

TEST_CASE("Michie's 1963 machine resigns at a hopeless position, which has no box",
          "[track-play]") {
  const std::string file = play_tournament("michie-hopeless", "menace-michie");
  // X on 1, 3, 7 (beads K, V, S); O on 2, 4 and then 5, threatening 6 and 8:
  //   X O X
  //   O O .
  //   X . .
  const auto r = run_matchbox("track play " + file, "K\n2\nV\n4\nS\n5\nn\n");
  INFO(r.out << r.err);
  REQUIRE(r.exit_code == 0);
  CHECK_THAT(r.out, Catch::Contains("The machine has no box for this position") &&
                        Catch::Contains("Result for menace-michie: loss (resigned)") &&
                        Catch::Contains("box 15: confiscate 1 sky blue (S)"));
  // The score-sheet row of the same game reads back the same.
  const std::string again = play_tournament("michie-record", "menace-michie");
  const auto recorded =
      run_matchbox("track record " + again + " --moves '1 2 3 4 7 5' --boxes '1 2 15'");
  CHECK(recorded.exit_code == 0);
  const auto game = [](const std::string& path) {
    tracker::GameRecord g = std::get<tracker::GameRecord>(
        spec::parse_tournament(contents(path), path).events.at(0).what);
    g.played.clear();
    return g;
  };
  const tracker::GameRecord played = game(file), typed = game(again);
  CHECK(typed.moves == played.moves);
  CHECK(typed.turns == played.turns);
  CHECK(typed.changes == played.changes);
  CHECK((typed.resigned && played.resigned));
}

TEST_CASE("HER plays second: the opponent's pawn moves, HER's beads on the landing squares",
          "[track-play]") {
  const std::string file = play_tournament("her", "her");
  const auto r = run_matchbox("track play " + file, "b1-b2\no\nA1XB2\nO\nn\n");
  INFO(r.out << r.err);
  REQUIRE(r.exit_code == 0);
  CHECK_THAT(r.out, Catch::Contains(" 3 | B | B | B |") && Catch::Contains("     a   b   c"));
  CHECK_THAT(r.out, Catch::Contains("Play a3xb2 on the real board"));
  CHECK_THAT(contents(file), Catch::Contains("moves: [b1-b2, a3xb2, a1xb2, c3-c2]") &&
                                 Catch::Contains("result: win"));
}

TEST_CASE("NIMBLE: beads beside the piles, the opponent's move in kfroms notation",
          "[track-play]") {
  const std::string file = play_tournament("nimble", "nimble");
  // The opponent's 2from2 is refused in 0-0-1 (the only move is 1from1); the older spelling
  // 1/1 is still read.
  const auto r = run_matchbox("track play " + file, "w\n3from3\nO\n2from2\n1/1\nn\n");
  INFO(r.out << r.err);
  REQUIRE(r.exit_code == 0);
  CHECK_THAT(r.out, Catch::Contains("pile 3  |||  (3)  V takes 1, P takes 2, H takes 3") &&
                        Catch::Contains("H = move 3from3") &&
                        Catch::Contains("the legal moves are: 1from1"));
  CHECK_THAT(r.out, Catch::Contains("box 5: put back 1 orange (R); add 3 orange (R)"));
  CHECK_THAT(contents(file), Catch::Contains("moves: [3from3, 3from3, 2from3, 1from1]") &&
                                 Catch::Contains("result: win"));
}

// A NIMBLE game the machine loses in three moves when it moves first (beads S, S), and the
// moves of the opponent who moves first with 3from3 until the machine's box 2.
constexpr const char* kNimbleMachineFirst = "S\n3from3\nS\n";

TEST_CASE("track play asks who moves first between games where the sides may change",
          "[track-play]") {
  const std::string file = play_tournament("nimble-turns", "nimble");
  // Game 2: a slip, then Enter takes turns (the opponent first); game 3: m.
  const auto r = run_matchbox("track play " + file,
                              std::string(kNimbleMachineFirst) + "y\nx\n\n3from3\nK\nquit\n");
  INFO(r.out << r.err);
  REQUIRE(r.exit_code == 0);
  CHECK_THAT(r.out, Catch::Contains("Game 1: the machine plays first.") &&
                        Catch::Contains("Who moves first in game 2, machine or opponent? (m/o; "
                                        "Enter: the opponent, taking turns)") &&
                        Catch::Contains("Please answer m (the machine) or o (the opponent).") &&
                        Catch::Contains("Game 2: the machine plays second."));
  CHECK_THAT(contents(file), Catch::Contains("moves: [3from3, 1from3]"));
  const auto again = run_matchbox("track play " + file, "3from3\nK\n1from1\ny\nm\nquit\n");
  INFO(again.out << again.err);
  CHECK_THAT(again.out, Catch::Contains("Who moves first in game 3, machine or opponent? (m/o; "
                                        "Enter: the machine, taking turns)") &&
                            Catch::Contains("Game 3: the machine plays first."));
  // A machine of one side is never asked.
  const std::string menace = play_tournament("menace-turns", "menace");
  const auto one = run_matchbox("track play " + menace, "k\n5\nk\n3\nk\n2\nb\ny\nquit\n");
  CHECK_THAT(one.out, Catch::Contains("Result for menace: win") &&
                          Catch::Contains("Game 2: the machine plays first.") &&
                          !Catch::Contains("Who moves first"));
}

TEST_CASE("track play --first alternate: the machine first in odd-numbered games", "[track-play]") {
  const std::string file = play_tournament("nimble-alternate", "nimble");
  const auto r = run_matchbox("track play " + file + " --first alternate",
                              std::string(kNimbleMachineFirst) + "y\n3from3\nquit\n");
  INFO(r.out << r.err);
  REQUIRE(r.exit_code == 0);
  CHECK_THAT(r.out, Catch::Contains("Game 1: the machine plays first.") &&
                        Catch::Contains("Game 2: the machine plays second.") &&
                        !Catch::Contains("Who moves first"));
  // --auto takes turns too: 4 games, the machine first in games 1 and 3.
  const std::string played = play_tournament("nimble-alternate-auto", "nimble");
  REQUIRE(run_matchbox("track play " + played + " --first alternate --auto random --games 4")
              .exit_code == 0);
  const std::string yaml = contents(played);
  CHECK_THAT(yaml, Catch::Matches("(.|\n)*first: machine(.|\n)*first: opponent(.|\n)*first: "
                                  "machine(.|\n)*first: opponent(.|\n)*"));
}

TEST_CASE("A bead prompt answered with nothing or with a move says what it wants", "[track-play]") {
  const std::string file = play_tournament("her-bead-words", "her");
  const auto r = run_matchbox("track play " + file, "a1-a2\n\nb3xa2\nquit\n");
  INFO(r.out << r.err);
  REQUIRE(r.exit_code == 0);
  CHECK_THAT(r.out, Catch::Contains("no bead typed: type the colour or code of the bead drawn "
                                    "from box 2; its colours are black (K)") &&
                        Catch::Contains("b3xa2 is a move, not a bead: in box 2 the bead black (K) "
                                        "plays it") &&
                        !Catch::Contains("holds no ''"));
  // NIMBLE: two piles of 3 are two beads of one move.
  const std::string nimble = play_tournament("nimble-bead-words", "nimble");
  const auto n = run_matchbox("track play " + nimble, "1from3\nquit\n");
  CHECK_THAT(n.out, Catch::Contains("the beads black (K), bluish green (G), vermillion (V) play "
                                    "it"));
}

TEST_CASE("NIMBLE lists each legal move once", "[track-play]") {
  const std::string file = play_tournament("nimble-legal", "nimble");
  const auto r = run_matchbox("track play " + file + " --first opponent", "3from2\nquit\n");
  INFO(r.out << r.err);
  CHECK_THAT(r.out, Catch::Contains("the legal moves are: 1from3 2from3 3from3\n"));
}

TEST_CASE("go3: a capture says which stones to take off, the end gives the score", "[track-play]") {
  const std::string file = play_tournament("go3-capture", "go3");
  // With seed 3 the machine (Black) plays a3, a2, b3, b1: b1 captures White's a1.
  const auto r =
      run_matchbox("track play " + file + " --virtual --seed 3", "a1\nc3\npass\npass\npass\nn\n");
  INFO(r.out << r.err);
  REQUIRE(r.exit_code == 0);
  CHECK_THAT(r.out, Catch::Contains("Play b1 on the real board; put the bead beside box 853.\n"
                                    "Take the stone on a1 off the board.") &&
                        Catch::Contains("Result for go3: win (Black 5, White 1)"));
}

TEST_CASE("HER against HIM: each turn asks the bead of the machine to move", "[track-play]") {
  const std::string file = play_tournament("her-him", "her", "him");
  const auto r = run_matchbox("track play " + file, "o\nK\nk\nn\n");
  INFO(r.out << r.err);
  REQUIRE(r.exit_code == 0);
  CHECK_THAT(r.out, Catch::Contains("him: open box 1 (ply 1).") &&
                        Catch::Contains("Bead drawn from him box 1") &&
                        Catch::Contains("her: open box 1 (ply 2).") &&
                        Catch::Contains("Bead drawn from her box 1") &&
                        Catch::Contains("Play b2xc3 on the real board for him"));
  CHECK_THAT(r.out, Catch::Contains("her box 1: confiscate 1 black (K)") &&
                        Catch::Contains("him box 5: put back 1 black (K); add 1 black (K)"));
  CHECK_THAT(contents(file),
             Catch::Contains("moves: [b1-b2, a3-a2, b2xc3]") && Catch::Contains("result: loss"));
}

TEST_CASE("track play --virtual draws the beads in software, the same for the same seed",
          "[track-play]") {
  const std::string a = play_tournament("virtual-a", "her");
  const std::string b = play_tournament("virtual-b", "her");
  const auto ra =
      run_matchbox("track play " + a + " --virtual --seed 3", "b1-b2\na1xb2\nc1xb2\nn\n");
  const auto rb = run_matchbox("track play " + b + " --virtual --seed 3", "b1-b2\nquit\n");
  REQUIRE(ra.exit_code == 0);
  REQUIRE(rb.exit_code == 0);
  CHECK_THAT(ra.out, Catch::Contains("Drawn in software: "));
  // Resumed, the game goes on with the same draws as the uninterrupted one.
  const auto rb2 = run_matchbox("track play " + b + " --virtual --seed 3", "a1xb2\nc1xb2\nn\n");
  REQUIRE(rb2.exit_code == 0);
  const auto moves = [](const std::string& yaml) { return yaml.substr(yaml.find("moves:")); };
  CHECK(moves(contents(a)).substr(0, 60) == moves(contents(b)).substr(0, 60));
}

// One letter per game (W, D, L, or R for a loss by resigning) from `track play --auto` lines
// ("game 12: loss (resigned)  1 5 ...").
std::string auto_results(const std::string& out) {
  std::istringstream in(out);
  std::string letters;
  for (std::string line; std::getline(in, line);) {
    if (line.rfind("game ", 0) != 0) continue;
    const std::string what = line.substr(line.find(": ") + 2);
    letters += what.rfind("loss (resigned)", 0) == 0 ? 'R'
               : what.rfind("win", 0) == 0           ? 'W'
               : what.rfind("draw", 0) == 0          ? 'D'
                                                     : 'L';
  }
  return letters;
}

// The same letters from `simulate --runs 1 --format csv` rows ("game,win,draw,loss,resign,...").
std::string simulated_results(const std::string& csv) {
  std::istringstream in(csv);
  std::string letters, line;
  std::getline(in, line);  // The header.
  while (std::getline(in, line)) {
    std::istringstream row(line);
    std::string game, win, draw, loss, resign;
    std::getline(row, game, ',');
    std::getline(row, win, ',');
    std::getline(row, draw, ',');
    std::getline(row, loss, ',');
    std::getline(row, resign, ',');
    letters += resign == "1" ? 'R' : win == "1" ? 'W' : draw == "1" ? 'D' : 'L';
  }
  return letters;
}

TEST_CASE("track play --auto plays exactly the games `simulate` plays with the same seed",
          "[track-play]") {
  // NIMBLE checks that a bead drawn for one of two equal piles is booked to that bead.
  for (const auto& [machine, games] :
       std::vector<std::pair<std::string, int>>{{"menace", 300},
                                                {"menace-michie", 100},
                                                {"nimble", 100},
                                                {"her", 50},
                                                {"menace-two-compartments", 200}}) {
    INFO(machine);
    const std::string file = play_tournament(machine + "-auto", machine);
    const std::string n = std::to_string(games);
    const auto played =
        run_matchbox("track play " + file + " --auto perfect --games " + n + " --seed 7");
    INFO(played.err);
    REQUIRE(played.exit_code == 0);
    const auto simulated = run_matchbox("simulate " + machine + " --opponent perfect --games " + n +
                                        " --runs 1 --seed 7 --format csv");
    REQUIRE(simulated.exit_code == 0);
    const std::string letters = auto_results(played.out);
    CHECK(letters.size() == static_cast<std::size_t>(games));
    CHECK(letters == simulated_results(simulated.out));
    CHECK_THAT(played.out, Catch::Contains(n + " games against perfect: "));
    // The file replays, and holds the games.
    const auto shown = run_matchbox("track show " + file + " --format yaml");
    REQUIRE(shown.exit_code == 0);
    CHECK_THAT(shown.out, Catch::Contains("games: " + n));
  }
}

TEST_CASE("track play --auto: NIMBLE second or in turn plays the games of simulate --plays",
          "[track-play]") {
  // --first opponent is simulate's --plays second, --first alternate its --plays alternate.
  for (const auto& [first, plays, opponent] :
       std::vector<std::array<std::string, 3>>{{"opponent", "second", "random"},
                                               {"opponent", "second", "perfect"},
                                               {"alternate", "alternate", "random"},
                                               {"alternate", "alternate", "perfect"}}) {
    INFO(first << " against " << opponent);
    const std::string file = play_tournament("nimble-" + first + "-" + opponent, "nimble");
    const auto played = run_matchbox("track play " + file + " --first " + first + " --auto " +
                                     opponent + " --games 60 --seed 7");
    REQUIRE(played.exit_code == 0);
    const auto simulated = run_matchbox("simulate nimble --opponent " + opponent + " --plays " +
                                        plays + " --games 60 --runs 1 --seed 7 --format csv");
    REQUIRE(simulated.exit_code == 0);
    const std::string letters = auto_results(played.out);
    CHECK(letters.size() == 60);
    CHECK(letters == simulated_results(simulated.out));
    // The first player wins misère 3-3-3: NIMBLE second loses every game to perfect play.
    if (first == "opponent" && opponent == "perfect") CHECK(letters == std::string(60, 'L'));
  }
}

}  // namespace
}  // namespace matchbox::testing
