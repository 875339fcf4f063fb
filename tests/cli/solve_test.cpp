// SPDX-FileCopyrightText: 2026 The matchbox authors
// SPDX-License-Identifier: GPL-3.0-or-later

// `matchbox solve` and `matchbox kit --key` as a user meets them (README.md, "Solving and
// simulating"; docs/notation.md): the yaml shape, machines and games with --set, one-line errors
// with exit 1, and the teacher's key files.
#include <unistd.h>

#include <algorithm>
#include <catch2/catch.hpp>
#include <filesystem>
#include <fstream>
#include <regex>
#include <sstream>

#include "cli/run_command.h"
#include "read_bytes.h"

namespace matchbox::testing {
namespace {

namespace fs = std::filesystem;

int lines(const std::string& s) { return static_cast<int>(std::count(s.begin(), s.end(), '\n')); }

std::vector<std::string> move_lines(const std::string& yaml) {
  std::vector<std::string> out;
  std::istringstream in(yaml);
  for (std::string line; std::getline(in, line);)
    if (line.rfind("  - ", 0) == 0) out.push_back(line);
  return out;
}

using testing::read_bytes;

TEST_CASE("solve marks best play, and moves that keep the value at another length", "[cli]") {
  // Mini-checkers: 2-3 draws after 11 plies, as the start does; 1-3 draws too, after 10.
  const auto r = run_matchbox("solve minicheckers");
  REQUIRE(r.exit_code == 0);
  CHECK_THAT(r.out, Catch::Contains("  * 2-3   draw after 11 plies") &&
                        Catch::Contains("  + 1-3   draw after 10 plies") &&
                        Catch::Contains("    2-4   loss in 6 plies") &&
                        Catch::Contains("* best play: keeps the draw in the most plies.\n"
                                        "+ also keeps the draw, in fewer plies.\n"));
  // MENACE's opening: every move keeps the draw at full length, so no '+' and no line for it.
  const auto menace = run_matchbox("solve menace");
  CHECK_THAT(menace.out, !Catch::Contains("+ also keeps"));
}

TEST_CASE("solve --format yaml: value, plies and every move with its result", "[cli]") {
  const auto r = run_matchbox("solve her --format yaml");
  REQUIRE(r.exit_code == 0);
  CHECK(r.err.empty());
  CHECK_THAT(r.out, Catch::StartsWith("machine: her\ngame:\n  name: pawns\n") &&
                        Catch::Contains("position: \"BBB/.../WWW\"\nto_move: first\n") &&
                        Catch::Contains("value: loss\nplies: 6\nmoves:\n"));
  const std::regex shape(
      R"re(  - \{move: "[a-c][1-3][-x][a-c][1-3]", result: "[BW.]{3}/[BW.]{3}/[BW.]{3}", value: (win|draw|loss), plies: \d+\})re");
  const auto moves = move_lines(r.out);
  REQUIRE(moves.size() == 3);
  for (const std::string& line : moves) {
    INFO(line);
    CHECK(std::regex_match(line, shape));
  }
  CHECK(moves[1] == R"(  - {move: "b1-b2", result: "BBB/.W./W.W", value: loss, plies: 6})");
}

TEST_CASE("solve: a game by name with --set parameters, positions and sides", "[cli]") {
  const auto octapawn = run_matchbox("solve pawns --set height=4 --set width=4 --format yaml");
  REQUIRE(octapawn.exit_code == 0);
  CHECK_THAT(octapawn.out, Catch::Contains("params: {height: 4, width: 4}") &&
                               Catch::Contains("value: win\nplies: 11\n"));
  CHECK_FALSE(Catch::Contains("machine:").match(octapawn.out));
  const auto nim = run_matchbox("solve nimble --format yaml");
  REQUIRE(nim.exit_code == 0);
  for (const std::string& line : move_lines(nim.out))
    CHECK((line.find("\"3from3\"") != std::string::npos) ==
          (line.find("value: win") != std::string::npos));
  // Which pile: the notation names a pile by its size, so the output says where it is.
  CHECK_THAT(nim.out, Catch::Contains("{move: \"1from3\", place: \"pile 3 of 3 from the left\""));
  const auto nim_text = run_matchbox("solve nimble");
  REQUIRE(nim_text.exit_code == 0);
  CHECK_THAT(nim_text.out,
             Catch::Contains("where") && Catch::Contains("pile 1 of 3 from the left"));
  const auto o_to_move = run_matchbox("solve menace --position X...O...X --format yaml");
  REQUIRE(o_to_move.exit_code == 0);
  CHECK_THAT(o_to_move.out, Catch::Contains("to_move: second\nvalue: draw\nplies: 6\n"));
  const auto black = run_matchbox("solve her --position B.B/BW./..W --to-move second");
  REQUIRE(black.exit_code == 0);
  CHECK_THAT(black.out, Catch::Contains("win in 1 ply") && Catch::Contains("a2-a1"));
  const auto kings = run_matchbox("solve checkers --format yaml");  // Kings repeat: endless.
  REQUIRE(kings.exit_code == 0);
  CHECK_THAT(kings.out, Catch::Contains("value: draw\nplies: .inf\n"));
}

TEST_CASE("solve: bad input gives one line on stderr and exit 1", "[cli]") {
  for (const std::string args : {
           "solve no-such-game",                                 // Unknown game.
           "solve menace --position XXX",                        // Malformed.
           "solve menace --position XXQ......",                  // Malformed.
           "solve menace --position XXXOOO...",                  // Unreachable.
           "solve her --position BBB/.../WWW --to-move second",  // Unreachable side.
           "solve menace --position X........ --to-move first",  // Counts say O.
           "solve her --position BBB/.../WW",                    // Malformed.
           "solve pawns --set height",                           // Not key=value.
           "solve pawns --set height=99",                        // Bad parameter.
           "solve menace --set symmetry=sideways",               // Bad machine value.
       }) {
    INFO(args);
    const auto r = run_matchbox(args);
    CHECK(r.exit_code == 1);
    CHECK(lines(r.err) == 1);
    CHECK(r.out.empty());
  }
  CHECK_THAT(run_matchbox("solve menace --position XXXOOO...").err,
             Catch::Contains("cannot be reached"));
  CHECK_THAT(run_matchbox("solve no-such-game").err,
             Catch::Contains("menace") && Catch::Contains("tic-tac-toe"));
  CHECK(run_matchbox("solve menace --to-move third").exit_code != 0);  // CLI11's own message.
}

TEST_CASE("kit --key: key sheet and marked finder, without it, no key and nothing changes",
          "[cli]") {
  const fs::path plain = fs::temp_directory_path() / ("matchbox-key-a-" + std::to_string(getpid()));
  const fs::path keyed = fs::temp_directory_path() / ("matchbox-key-b-" + std::to_string(getpid()));
  fs::remove_all(plain);
  fs::remove_all(keyed);
  REQUIRE(run_matchbox("kit her -o " + plain.string()).exit_code == 0);
  REQUIRE(run_matchbox("kit her --key -o " + keyed.string()).exit_code == 0);
  CHECK_FALSE(fs::exists(plain / "key.pdf"));
  REQUIRE(fs::exists(keyed / "key.pdf"));
  for (const char* doc : {"labels", "calibration", "beads", "instructions", "scoresheet"}) {
    INFO(doc);
    CHECK(read_bytes(plain / (std::string(doc) + ".pdf")) ==
          read_bytes(keyed / (std::string(doc) + ".pdf")));
  }
  CHECK(read_bytes(plain / "finder.pdf") != read_bytes(keyed / "finder.pdf"));
  // HER's box 1 (ply 2): K a3-a2 loses in 2 plies, O a3xb2 wins in 5 (best).
  const std::string key = shell_output("pdftotext -layout " + (keyed / "key.pdf").string() + " -");
  CHECK_THAT(key, Catch::Contains("K a3-a2 L2") && Catch::Contains("O a3xb2 W5"));
  const std::string finder = shell_output("pdftotext " + (keyed / "finder.pdf").string() + " -");
  CHECK_THAT(finder, Catch::Contains("K:L") && Catch::Contains("O:W"));
  fs::remove_all(plain);
  fs::remove_all(keyed);
}

}  // namespace
}  // namespace matchbox::testing
