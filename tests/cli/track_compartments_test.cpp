// SPDX-FileCopyrightText: 2026 The matchbox authors
// SPDX-License-Identifier: GPL-3.0-or-later

// A machine whose boxes have two compartments (games/menace-two-compartments.yaml; the
// mini-checkers blog "fouryears", 2012) at the tracker: every verb names the compartment a bead
// is drawn from or goes to, and the books follow the rule: draw from A unless it is empty, a
// loss takes the drawn bead, a draw only one drawn from A; under the builder's reading
// (reinforcement.compartments: builder) a loss takes the colour from A and B, and the kit's
// instruction sheet says so.
#include <unistd.h>
#include <yaml-cpp/yaml.h>

#include <catch2/catch.hpp>
#include <filesystem>

#include "cli/run_command.h"
#include "read_bytes.h"
#include "spec/tournament_file.h"

namespace matchbox::testing {
namespace {

namespace fs = std::filesystem;
using Catch::Contains;

constexpr const char* kMachine = "menace-two-compartments";

// The scratch folder of these tests.
fs::path scratch() {
  const fs::path dir =
      fs::temp_directory_path() / ("matchbox-track-compartments-" + std::to_string(getpid()));
  fs::create_directories(dir);
  return dir;
}

// A new tournament of the machine, with `sets` (" --set key=value ..." or "").
std::string new_file(const std::string& name, const std::string& sets = "") {
  const fs::path file = scratch() / (name + ".yaml");
  fs::remove(file);
  REQUIRE(run_matchbox("track new " + file.string() + " --machine " + kMachine + sets).exit_code ==
          0);
  return file.string();
}

// The colour codes of box 1, from the machine's box list.
std::vector<std::string> box1_codes() {
  const CommandResult r = run_matchbox(std::string("boxes ") + kMachine + " --format yaml");
  REQUIRE(r.exit_code == 0);
  std::vector<std::string> codes;
  for (const YAML::Node& move : YAML::Load(r.out)["boxes"][0]["moves"])
    codes.push_back(move["code"].as<std::string>());
  return codes;
}

// The beads in all boxes by `track show --format yaml`.
int shown_total(const std::string& file) {
  int total = 0;
  for (const YAML::Node& box : YAML::Load(track("show " + file + " --format yaml").out)["boxes"])
    for (const auto& bead : box["beads"]) total += bead.second.as<int>();
  return total;
}

TEST_CASE("Two compartments: a loss takes the drawn bead from A, which then holds none of it",
          "[track][compartments]") {
  const std::string file = new_file("loss");
  // O completes 2-5-8 at ply 6: the machine's last bead (ply 5, move 3) came from A.
  const CommandResult loss = track("record " + file + " --moves \"1 5 9 2 3 8\"");
  INFO(loss.out << loss.err);
  REQUIRE(loss.exit_code == 0);
  CHECK_THAT(loss.out, Contains("Result for menace-two-compartments: loss") && Contains(" from A"));
  CHECK_THAT(read_bytes(file), Contains("compartment: A, confiscate: 1}") &&
                                   Contains("bead: K, compartment: A, board:"));
  // The same game again: A still holds other beads, so the machine cannot draw move 3 there.
  const std::string before = read_bytes(file);
  const CommandResult again = track("record " + file + " --moves \"1 5 9 2 3 8\"");
  CHECK(again.exit_code == 1);
  CHECK_THAT(again.err, Contains("compartment A, which should hold none by the tracked contents"));
  CHECK(read_bytes(file) == before);
  // show lists both compartments of every box.
  const CommandResult shown = track("show " + file);
  REQUIRE(shown.exit_code == 0);
  CHECK_THAT(shown.out, Contains("box 1 (ply 1): A: ") && Contains(" | B: "));
  const YAML::Node yaml = YAML::Load(track("show " + file + " --format yaml").out);
  CHECK(yaml["boxes"][0]["beads"].size() == 2 * box1_codes().size());
  const CommandResult turns = track("export " + file + " --rows turns");
  CHECK_THAT(turns.out, Contains(",1,A:K,as printed,1\n"));
  // The bead list of the contents counts both compartments: the fill less the bead taken.
  const fs::path dir = fs::path(file).parent_path() / "contents";
  const CommandResult kit = run_matchbox(std::string("kit ") + kMachine + " --contents " + file +
                                         " --format svg -o " + dir.string());
  INFO(kit.err);
  CHECK(kit.exit_code == 0);
  CHECK_THAT(kit.out, Contains(std::to_string(shown_total(file)) + " beads after 1 games"));
}

TEST_CASE(
    "Two compartments: adjust names the compartment, play then draws from B, undo puts "
    "the beads back in A",
    "[track][compartments]") {
  const std::string file = new_file("adjust");
  std::string counts;
  for (const std::string& code : box1_codes()) counts += " A:" + code + "=0";
  const CommandResult plain = track("adjust " + file + " 1 " + box1_codes().front() + "=0");
  CHECK(plain.exit_code == 1);
  CHECK_THAT(plain.err, Contains("expected a compartment and a colour, as A:"));
  CHECK(track("adjust " + file + " 1 C:" + box1_codes().front() + "=0").exit_code == 1);
  const CommandResult adjust = track("adjust " + file + " 1" + counts);
  INFO(adjust.out << adjust.err);
  REQUIRE(adjust.exit_code == 0);
  CHECK_THAT(adjust.out, Contains(") in A: 0 (the books said 1)") && Contains(") in B: 1\n"));
  CHECK_THAT(read_bytes(file), Contains("beads: {\"A:" + box1_codes().front() + "\": 0"));
  const CommandResult play = track("play " + file, "quit\n");
  CHECK_THAT(play.out, Contains("Open box 1 (ply 1).") &&
                           Contains("Draw from compartment B (compartment A is empty).") &&
                           Contains(box1_codes().front() + " = move "));
  const CommandResult undo = track("undo " + file);
  INFO(undo.out << undo.err);
  REQUIRE(undo.exit_code == 0);
  CHECK_THAT(undo.out, Contains("box 1: put in 1 ") && Contains(" to A"));
  CHECK(track("play " + file, "quit\n").out.find("Draw from compartment A.") != std::string::npos);
}

TEST_CASE("Two compartments, the builder's reading: a loss takes the colour from A and B",
          "[track][compartments]") {
  const std::string sets =
      " --set reinforcement.compartments=builder --set reinforcement.propagation=previous-box";
  const std::string file = new_file("builder", sets);
  // The loss of the first case: the last bead came from A, and its colour leaves B too.
  const CommandResult loss = track("record " + file + " --moves \"1 5 9 2 3 8\"");
  INFO(loss.out << loss.err);
  REQUIRE(loss.exit_code == 0);
  CHECK_THAT(loss.out, Contains(") from A; take 1 ") && Contains(") from B out of the box"));
  CHECK_THAT(read_bytes(file), Contains("compartment: A, confiscate: 1}") &&
                                   Contains("compartment: B, confiscate: 1}"));
  // The instruction sheet of the kit says so, and how propagation reads the boxes.
  const fs::path dir = scratch() / "builder-kit";
  const CommandResult kit = run_matchbox(std::string("kit ") + kMachine + sets +
                                         " --with worksheet --threads 1 -o " + dir.string());
  INFO(kit.err);
  REQUIRE(kit.exit_code == 0);
  std::string sheet = shell_output("pdftotext -enc UTF-8 '" + (dir / "instructions.pdf").string() +
                                   "' - | tr '\\n' ' '");
  CHECK_THAT(sheet, Contains("after a loss, the table's action applies to the drawn colour in "
                             "both compartments") &&
                        Contains("opens a box whose compartment A is empty") &&
                        Contains("count both compartments of the box together"));
  // The worksheet's example game is lost: its answers take the last bead's colour from A and B.
  const std::string answers = shell_output(
      "pdftotext -enc UTF-8 '" + (dir / "worksheet-answers.pdf").string() + "' - | tr '\\n' ' '");
  CHECK_THAT(answers, Contains(") in A") && Contains(") in B"));
}

TEST_CASE("Files written before compartments were booked load, replay and rewrite unchanged",
          "[track][compartments]") {
  // Written by `track new/record/adjust/undo` for MENACE and for HER against HIM, in the format
  // of the day compartments were booked: no key of theirs changes; they are written back as
  // format 2, which only adds the end marker.
  for (const char* name : {"menace_format1.yaml", "her_him_format1.yaml"}) {
    INFO(name);
    const std::string text = read_bytes(fs::path(MATCHBOX_TEST_DATA) / "tournaments" / name);
    std::string format2 = text;
    format2.replace(format2.find("format: 1\n"), 10, "format: 2\n");
    CHECK(spec::tournament_to_yaml(spec::parse_tournament(text, name)) == format2 + "...\n");
  }
  const fs::path file =
      fs::temp_directory_path() / ("matchbox-format1-" + std::to_string(getpid()) + ".yaml");
  fs::copy_file(fs::path(MATCHBOX_TEST_DATA) / "tournaments/menace_format1.yaml", file,
                fs::copy_options::overwrite_existing);
  CHECK_THAT(track("show " + file.string()).out,
             Contains("Games: 3  (menace: 1 won, 1 drawn, 1 lost)"));
  REQUIRE(track("record " + file.string() + " --moves \"5 1 9 8 2 6 4 7 3\"").exit_code == 0);
  CHECK_THAT(track("show " + file.string()).out,
             Contains("Games: 4  (menace: 1 won, 2 drawn, 1 lost)"));
  CHECK(read_bytes(file).find("compartment:") == std::string::npos);
  const CommandResult him =
      track(std::string("show ") + MATCHBOX_TEST_DATA + "/tournaments/her_him_format1.yaml");
  CHECK(him.exit_code == 0);
  CHECK_THAT(him.out, Contains("her against the machine him"));
  fs::remove(file);
}

}  // namespace
}  // namespace matchbox::testing
