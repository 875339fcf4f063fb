// SPDX-FileCopyrightText: 2026 The matchbox authors
// SPDX-License-Identifier: GPL-3.0-or-later

// The tracker's verbs as a user meets them: new, record, show, undo, adjust, export and
// import, for a machine of every game. Every scripted game is checked the same way: the box
// contents `show --format yaml` reports equal the initial fill (`boxes --format yaml`) plus the
// bead changes the tournament file records, and those changes follow the machine's own rule.
#include <unistd.h>
#include <yaml-cpp/yaml.h>

#include <algorithm>
#include <catch2/catch.hpp>
#include <filesystem>
#include <fstream>
#include <map>

#include "cli/run_command.h"
#include "machine_cases.h"
#include "read_bytes.h"
#include "spec/tournament_file.h"
#include "tracker/tournament.h"

namespace matchbox::testing {
namespace {

namespace fs = std::filesystem;

// A fresh folder for one test's tournament files.
// (box id, colour name) -> beads.
using Contents = std::map<std::pair<int, std::string>, int>;

// The initial fill of every box, and each colour code's colour name, from the machine's kit.
struct Fill {
  Contents contents;
  std::map<std::string, std::string> names;  // Colour code -> colour name.
};

// A colour's key in `show --format yaml`: its name, "A:name" in a box with two compartments.
std::string shown_key(const std::string& compartment, const std::string& colour) {
  return (compartment.empty() ? "" : compartment + ":") + colour;
}

Fill initial_fill(const std::string& machine) {
  const CommandResult r = run_matchbox("boxes " + machine + " --format yaml");
  REQUIRE(r.exit_code == 0);
  const YAML::Node kit = YAML::Load(r.out);
  int one_compartment = 0;  // The beads of one compartment of every box.
  for (const YAML::Node& box : kit["boxes"])
    for (const YAML::Node& move : box["moves"]) one_compartment += move["beads"].as<int>();
  const int compartments = kit["counts"]["beads"].as<int>() / std::max(1, one_compartment);
  Fill out;
  for (const YAML::Node& box : kit["boxes"])
    for (const YAML::Node& move : box["moves"]) {
      const auto colour = move["colour"].as<std::string>();
      for (int c = 0; c < compartments; ++c) {
        const std::string name = compartments > 1 ? std::string(1, static_cast<char>('A' + c)) : "";
        out.contents[{box["id"].as<int>(), shown_key(name, colour)}] = move["beads"].as<int>();
      }
      out.names[move["code"].as<std::string>()] = colour;
    }
  return out;
}

Contents track_shown(const fs::path& file) {
  const CommandResult r = run_matchbox("track show " + file.string() + " --format yaml");
  REQUIRE(r.exit_code == 0);
  Contents out;
  for (const YAML::Node& box : YAML::Load(r.out)["boxes"])
    for (const auto& bead : box["beads"])
      out[{box["id"].as<int>(), bead.first.as<std::string>()}] = bead.second.as<int>();
  return out;
}

// Every change the file records, in order.
std::vector<tracker::RecordedChange> recorded_changes(const fs::path& file) {
  const tracker::Tournament t = spec::parse_tournament(read_bytes(file), file.string());
  std::vector<tracker::RecordedChange> out;
  for (const tracker::Event& e : t.events)
    if (const auto* g = std::get_if<tracker::GameRecord>(&e.what))
      out.insert(out.end(), g->changes.begin(), g->changes.end());
  return out;
}

// show's contents == initial fill + recorded changes.
void check_books(const std::string& machine, const fs::path& file) {
  const Fill fill = initial_fill(machine);
  Contents expected = fill.contents;
  for (const tracker::RecordedChange& c : recorded_changes(file)) {
    const std::pair key{c.box, shown_key(c.compartment, fill.names.at(c.bead))};
    if (c.kind == tracker::RecordedChange::Kind::kRefill)
      expected[key] = c.delta;
    else
      expected[key] += c.delta;
  }
  CHECK(track_shown(file) == expected);
}

TEST_CASE("MENACE: a recorded win adds 3 beads of the drawn colour in every box used", "[track]") {
  const fs::path file = fresh_dir("track-menace") / "m.yaml";
  REQUIRE(track("new " + file.string() + " --machine menace").exit_code == 0);
  // X (the machine) wins on the diagonal 1-5-9... played as 1 5 9 3 7 2 8:
  //   X O O
  //   . O .   X completes the bottom row 7-8-9 at ply 7.
  //   X X X
  const CommandResult r = track("record " + file.string() + " --moves \"1 5 9 3 7 2 8\"");
  REQUIRE(r.exit_code == 0);
  CHECK_THAT(r.out, Catch::Contains("Result for menace: win") &&
                        Catch::Contains("box 1: put back 1 black (K); add 3 black (K)"));
  const auto changes = recorded_changes(file);
  REQUIRE(changes.size() == 4);  // Boxes at plies 1, 3, 5, 7.
  for (const auto& c : changes) CHECK(c.delta == 3);
  check_books("menace", file);
}

TEST_CASE("MENACE: a draw adds 1, a loss confiscates 1, and the boxes are checked", "[track]") {
  const fs::path file = fresh_dir("track-menace2") / "m.yaml";
  REQUIRE(track("new " + file.string() + " --machine menace").exit_code == 0);
  // Draw: X 5 9 2 4 3; O 1 8 6 7.
  //   O X X
  //   X X O
  //   O O X
  const CommandResult draw = track("record " + file.string() + " --moves \"5 1 9 8 2 6 4 7 3\"");
  REQUIRE(draw.exit_code == 0);
  CHECK_THAT(draw.out, Catch::Contains("Result for menace: draw"));
  // Loss: O completes 2-5-8 at ply 6.
  const CommandResult loss = track("record " + file.string() + " --moves \"1 5 9 2 3 8\"");
  REQUIRE(loss.exit_code == 0);
  CHECK_THAT(loss.out,
             Catch::Contains("Result for menace: loss") && Catch::Contains("confiscate 1"));
  check_books("menace", file);
  // The sheet's boxes are checked against the board.
  const std::string before = read_bytes(file);
  const CommandResult wrong =
      track("record " + file.string() + " --moves \"1 5 9 2 3 8\" --boxes \"1 9 100\"");
  CHECK(wrong.exit_code == 1);
  CHECK_THAT(wrong.err, Catch::Contains("turn 2: the board is box 8, not box 9"));
  CHECK(read_bytes(file) == before);
}

TEST_CASE("HER: a loss confiscates only the last move's bead, a win changes nothing", "[track]") {
  const fs::path file = fresh_dir("track-her") / "h.yaml";
  REQUIRE(track("new " + file.string() + " --machine her").exit_code == 0);
  // White reaches the far row with b2-b3 at ply 5:
  //   B B B      . B B
  //   . . .  ->  B W .   (after c1-c2 b3xc2 b1-b2 a3-a2)
  //   W W W      W . .
  const CommandResult loss =
      track("record " + file.string() + " --moves \"c1-c2 b3xc2 b1-b2 a3-a2 b2-b3\"");
  REQUIRE(loss.exit_code == 0);
  REQUIRE(recorded_changes(file).size() == 1);
  CHECK(recorded_changes(file).front().delta == -1);
  CHECK(recorded_changes(file).front().box > 2);  // The ply-4 box, not the first one.
  // Black's pawn reaches White's back row with a2-a1.
  const CommandResult win =
      track("record " + file.string() + " --moves \"a1-a2 b3xa2 b1-b2 a2-a1\"");
  REQUIRE(win.exit_code == 0);
  CHECK_THAT(win.out, Catch::Contains("Result for her: win") &&
                          Catch::Contains("At each box opened:") &&
                          Catch::Contains("box 2: put back 1 "));
  check_books("her", file);
}

TEST_CASE("A length-scaled machine's changes follow the game's length and each move's ply",
          "[track]") {
  const fs::path file = fresh_dir("track-length") / "t.yaml";
  REQUIRE(track("new " + file.string() + " --machine menace-selfplay-tutorial").exit_code == 0);
  // X wins 1-5-9 at ply 5: a 5-ply game gives the moves at plies 0, 2, 4 four, five and six beads.
  const CommandResult win = track("record " + file.string() + " --moves '5 2 9 3 1'");
  REQUIRE(win.exit_code == 0);
  CHECK_THAT(win.out, Catch::Contains("box 1: put back 1 yellow (Y); add 4 yellow (Y)") &&
                          Catch::Contains("box 14: put back 1 black (K); add 5 black (K)") &&
                          Catch::Contains("box 77: put back 1 sky blue (S); add 6 sky blue (S)"));
  // The machine as O loses the same game: five and six beads asked at plies 1 and 3, but the
  // floor keeps one of the two each move started with.
  const CommandResult loss =
      track("record " + file.string() + " --first opponent --moves '5 2 9 3 1'");
  REQUIRE(loss.exit_code == 0);
  CHECK_THAT(loss.out, Catch::Contains("box 4: confiscate 1 orange (R)") &&
                           Catch::Contains("box 35: confiscate 1 white (H)"));
  check_books("menace-selfplay-tutorial", file);
}

TEST_CASE("NIMBLE and mini-checkers keep their books by their own rules", "[track]") {
  const fs::path dir = fresh_dir("track-others");
  const fs::path nim = dir / "n.yaml";
  REQUIRE(track("new " + nim.string() + " --machine nimble").exit_code == 0);
  // 3-3-3: the machine takes a whole pile twice, the opponent takes 3 then must take the last.
  const CommandResult ambiguous =
      track("record " + nim.string() + " --moves \"3from3 3from3 2from3 1from1\"");
  CHECK(ambiguous.exit_code == 1);
  CHECK_THAT(ambiguous.err, Catch::Contains("stands for several beads of box 1"));
  REQUIRE(
      track("record " + nim.string() + " --moves \"3from3 3from3 2from3 1from1\" --beads \"S O\"")
          .exit_code == 0);
  // The older k/s spelling still records (a score sheet written before the change).
  REQUIRE(
      track("record " + nim.string() + " --moves \"3/3 3/3 2/3 1/1\" --beads \"S O\"").exit_code ==
      0);
  check_books("nimble", nim);

  const fs::path mc = dir / "c.yaml";
  REQUIRE(track("new " + mc.string() + " --machine minicheckers").exit_code == 0);
  const CommandResult err = track("record " + mc.string() + " --moves \"1-9\"");
  CHECK(err.exit_code == 1);
  CHECK_THAT(err.err, Catch::Contains("the legal moves are"));
}

TEST_CASE("undo restores the contents exactly, adjust sets a counted box", "[track]") {
  const fs::path file = fresh_dir("track-undo") / "u.yaml";
  REQUIRE(track("new " + file.string() + " --machine menace").exit_code == 0);
  const Contents fresh = track_shown(file);
  REQUIRE(track("record " + file.string() + " --moves \"1 5 9 3 7 2 8\"").exit_code == 0);
  const CommandResult undo = track("undo " + file.string());
  REQUIRE(undo.exit_code == 0);
  CHECK_THAT(undo.out, Catch::Contains("box 1: take out 3 black (K)"));
  CHECK(track_shown(file) == fresh);
  CHECK(track("undo " + file.string()).exit_code == 1);  // Nothing left to undo.

  const CommandResult adjust = track("adjust " + file.string() + " 1 k=2 orange=0");
  REQUIRE(adjust.exit_code == 0);
  Contents expected = fresh;
  expected[{1, "black"}] = 2;
  expected[{1, "orange"}] = 0;
  CHECK(track_shown(file) == expected);
  CHECK(track("adjust " + file.string() + " 1 Z=2").exit_code == 1);
}

TEST_CASE("export of the games reads back through import into an equal tournament", "[track]") {
  const fs::path dir = fresh_dir("track-export");
  const fs::path a = dir / "a.yaml", b = dir / "b.yaml", rows = dir / "rows.csv";
  REQUIRE(track("new " + a.string() + " --machine menace").exit_code == 0);
  REQUIRE(track("new " + b.string() + " --machine menace").exit_code == 0);
  for (const char* moves : {"1 5 9 3 7 2 8", "5 1 9 8 2 6 4 7 3", "1 5 9 2 3 8"})
    REQUIRE(track("record " + a.string() + " --moves \"" + moves + "\"").exit_code == 0);
  REQUIRE(track("export " + a.string() + " -o " + rows.string()).exit_code == 0);
  const CommandResult imported = track("import " + b.string() + " " + rows.string());
  REQUIRE(imported.exit_code == 0);
  CHECK_THAT(imported.out, Catch::Contains("Imported 3 games"));
  CHECK(track_shown(a) == track_shown(b));
  const CommandResult turns = track("export " + a.string() + " --rows turns");
  CHECK_THAT(turns.out,
             Catch::StartsWith(
                 "game,turn,ply,machine,box,bead,board,move\n1,1,1,menace,1,K,as printed,1\n"));
}

// Plays 20 random games on `machine`, checks the books, and reads them back through export and
// import into a second file.
void check_twenty_games(const std::string& machine) {
  const fs::path dir = fresh_dir("every-machine-" + machine);
  const fs::path a = dir / (machine + ".yaml"), b = dir / (machine + "-again.yaml");
  const fs::path rows = dir / (machine + ".csv");
  REQUIRE(track("new " + a.string() + " --machine " + machine).exit_code == 0);
  REQUIRE(track("new " + b.string() + " --machine " + machine).exit_code == 0);
  const CommandResult played = track("play " + a.string() + " --auto random --games 20 --seed 5");
  REQUIRE(played.exit_code == 0);
  CHECK_THAT(played.out, Catch::Contains("20 games against random"));
  check_books(machine, a);
  REQUIRE(track("export " + a.string() + " -o " + rows.string()).exit_code == 0);
  const CommandResult imported = track("import " + b.string() + " " + rows.string());
  REQUIRE(imported.exit_code == 0);
  CHECK_THAT(imported.out, Catch::Contains("Imported 20 games"));
  CHECK(track_shown(a) == track_shown(b));
}

const bool kTwentyGamesCases = register_machine_cases(
    "20 random games keep balanced books and read back through export and import", "[track]",
    check_twenty_games);

TEST_CASE("a tournament file that writes beads in the palette's own codes still replays",
          "[track]") {
  // MENACE re-codes orange from O to R (O is a nought); files and score sheets from before say O.
  const fs::path file = fresh_dir("track-old-codes") / "m.yaml";
  REQUIRE(track("new " + file.string() + " --machine menace").exit_code == 0);
  REQUIRE(track("record " + file.string() + " --moves \"2 1 3 5 4 9\"").exit_code == 0);
  std::string text = read_bytes(file);
  REQUIRE(text.find("bead: R") != std::string::npos);
  for (std::size_t at; (at = text.find("bead: R")) != std::string::npos;) text[at + 6] = 'O';
  std::ofstream(file, std::ios::binary) << text;
  CHECK(track("show " + file.string()).exit_code == 0);
  const CommandResult again =
      track("record " + file.string() + " --moves \"2 1 3 5 4 9\" --beads \"O V G\"");
  CHECK(again.exit_code == 0);
  // The same two games recorded in today's codes leave the same contents.
  const fs::path fresh = fresh_dir("track-new-codes") / "m.yaml";
  REQUIRE(track("new " + fresh.string() + " --machine menace").exit_code == 0);
  for (int game = 0; game < 2; ++game)
    REQUIRE(track("record " + fresh.string() + " --moves \"2 1 3 5 4 9\"").exit_code == 0);
  CHECK(track_shown(file) == track_shown(fresh));
}

}  // namespace
}  // namespace matchbox::testing
