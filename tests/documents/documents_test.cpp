// SPDX-FileCopyrightText: 2026 The matchbox authors
// SPDX-License-Identifier: GPL-3.0-or-later

// The prose documents (bead list, instruction sheet, score sheet) and the text templates.
#include <catch2/catch.hpp>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <numeric>

#include "core/error.h"
#include "documents/bead_list.h"
#include "documents/game_rules.h"
#include "documents/instructions.h"
#include "documents/score_sheet.h"
#include "error_message.h"
#include "kit/build.h"
#include "kit/test_kits.h"
#include "render/page_flow.h"
#include "spec/texts.h"

namespace fs = std::filesystem;
using namespace matchbox;
using Catch::Matchers::Contains;

namespace {

const kit::Kit& menace() { return testing::menace_kit(); }
const kit::Kit& her() { return testing::her_kit(); }

using testing::her_spec;
using testing::menace_spec;
using testing::okabe_ito;

// The mini-checkers machine as games/minicheckers.yaml says it (docs/machine-files.md), with its
// rules.
spec::MachineSpec minicheckers_spec() {
  spec::MachineSpec s = her_spec();
  s.name = "minicheckers";
  s.title = "Mini-checkers";
  s.game = "checkers";
  s.params = {{"width", "4"}, {"height", "4"}, {"king", "slide"}, {"king_captures", "off"}};
  s.rules = {"Only the dark squares are used.", "Captures are compulsory."};
  s.symmetry = spec::SymmetryMode::kNone;
  s.forced = spec::Forced::kSkip;
  s.initial_beads = {{0, 2}};
  s.reinforcement.draw = {-1, false, spec::UpdatedBoxes::kLast, true};
  s.reinforcement.loss = {0, true, spec::UpdatedBoxes::kLast, false};
  return s;
}

// NIMBLE as games/nimble.yaml says it (docs/machine-files.md): either side, Michie's rewards.
spec::MachineSpec nimble_spec() {
  spec::MachineSpec s = menace_spec();
  s.name = "nimble";
  s.title = "NIMBLE";
  s.game = "nim";
  s.params = {{"piles", "3-3-3"}};
  s.rules = {"The player who takes the last counter loses."};
  s.plays = spec::Plays::kBoth;
  s.equivalent_moves = spec::EquivalentMoves::kSeparate;
  s.colours = spec::ColourScheme::kPerBox;
  s.initial_beads = {{0, 1}};
  return s;
}

// The headings of a sheet, in order.
std::vector<std::string> headings(const std::vector<documents::Block>& blocks) {
  std::vector<std::string> out;
  for (const auto& b : blocks)
    if (b.kind == documents::Block::Kind::kHeading) out.push_back(b.text);
  return out;
}

const spec::Texts& documents_texts() {
  static const spec::Texts t = spec::load_texts();
  return t;
}

// A fresh empty folder under the system temp folder.
fs::path temp_dir(const std::string& name) {
  fs::path dir = fs::temp_directory_path() / ("matchbox-docs-" + name);
  fs::remove_all(dir);
  fs::create_directories(dir);
  return dir;
}

using testing::error_of;

std::string all_text(const std::vector<documents::Block>& blocks) {
  std::string out;
  for (const auto& b : blocks) {
    out += b.text + "\n" + b.extra + "\n";
    for (const auto& [a, c] : b.rows) out += a + " | " + c + "\n";
  }
  return out;
}

}  // namespace

TEST_CASE("texts load flattened by file stem", "[docs]") {
  CHECK(documents_texts().entries.count("instructions.title"));
  CHECK(documents_texts().entries.count("instructions.reinforce.scope.add.all"));
  CHECK(documents_texts().entries.count("beads.checklist.entry"));
  CHECK(documents_texts().entries.count("scoresheet.column.box"));
  CHECK_THAT(error_of([] { documents_texts().at("instructions.no_such_key"); }),
             Contains("instructions.no_such_key"));
}

TEST_CASE("fill substitutes named values and refuses unknown placeholders", "[docs]") {
  spec::Texts t;
  t.entries["x.hello"] = "{n} boxes for {who}";
  t.entries["x.count.one"] = "1 bead";
  t.entries["x.count.other"] = "{n} beads";
  t.entries["x.list.sep"] = ", ";
  t.entries["x.list.last"] = " and ";
  CHECK(render::fill(t, "x.hello", {{"n", 24}, {"who", std::string("HER")}}) == "24 boxes for HER");
  CHECK(render::fill_count(t, "x.count", 1) == "1 bead");
  CHECK(render::fill_count(t, "x.count", 3) == "3 beads");
  CHECK(render::join_list(t, "x.list", {"a", "b", "c"}) == "a, b and c");
  CHECK_THAT(error_of([&] {
               render::fill(t, "x.hello", {{"n", 1}});
             }),
             Contains("x.hello") && Contains("{n}"));
  CHECK_THROWS_AS(render::fill(t, "x.missing"), core::Error);
}

TEST_CASE("bad text files are refused with file:line:column", "[docs]") {
  const fs::path dir = temp_dir("bad-texts");
  fs::create_directories(dir / "templates" / "texts");
  auto load_with = [&](const std::string& yaml) {
    std::ofstream(dir / "templates" / "texts" / "bad.yaml") << yaml;
    ::setenv("MATCHBOX_DATA_DIR", dir.c_str(), 1);
    const std::string message = error_of([] { spec::load_texts(); });
    ::unsetenv("MATCHBOX_DATA_DIR");
    return message;
  };
  CHECK_THAT(load_with("a: fine\nb: [1, 2]\n"), Contains("bad.yaml:2:4:") && Contains("bad.b"));
  CHECK_THAT(load_with("a: fine\nb: {c: [1\n"), Contains("bad.yaml:"));
  CHECK(load_with("a: fine\nb:\n  c: nested\n").empty());
}

TEST_CASE("bead totals come from Kit::beads_per_colour", "[docs]") {
  for (const kit::Kit* kit : {&menace(), &her()}) {
    const documents::BeadTotals totals = documents::bead_totals(*kit);
    const std::vector<int> all = kit->beads_per_colour();
    CHECK(totals.total == kit->bead_count());
    CHECK(totals.plies == kit->plies());
    for (const documents::BeadRow& row : totals.rows) {
      CHECK(row.total == all[row.colour]);
      CHECK(row.total > 0);
      CHECK(std::accumulate(row.per_ply.begin(), row.per_ply.end(), 0) == row.total);
      for (std::size_t p = 0; p < totals.plies.size(); ++p)
        CHECK(row.per_ply[p] == kit->beads_per_colour(totals.plies[p])[row.colour]);
    }
    CHECK(static_cast<int>(totals.rows.size()) == documents::colours_used(*kit));
    CHECK(std::accumulate(totals.ply_totals.begin(), totals.ply_totals.end(), 0) == totals.total);
  }
  CHECK(documents::bead_totals(menace()).total == 1720);             // docs/machine-files.md.
  CHECK(documents::bead_totals(menace()).ply_totals.front() == 12);  // 3 slots × 4 beads.
}

TEST_CASE("a box's fill line is code×count per colour", "[docs]") {
  kit::Box box{7, 1, {}, {}};
  for (int colour : {1, 2, 3}) box.slots.push_back({{}, {}, "", {}, colour, 4});
  CHECK(documents::fill_line(box, okabe_ito(), documents_texts()) == "O×4 S×4 G×4");
  box.slots.push_back({{}, {}, "", {}, 2, 1});  // A second slot of sky blue is summed.
  CHECK(documents::fill_line(box, okabe_ito(), documents_texts()) == "O×4 S×5 G×4");
}

TEST_CASE("reinforcement wording follows the rule values", "[docs]") {
  using spec::OutcomeRule;
  using spec::UpdatedBoxes;
  const std::string reward =
      documents::rule_sentence({3, false, UpdatedBoxes::kAll, false}, documents_texts());
  const std::string punish =
      documents::rule_sentence({-1, false, UpdatedBoxes::kLast, false}, documents_texts());
  const std::string nothing =
      documents::rule_sentence({0, false, UpdatedBoxes::kAll, false}, documents_texts());
  const std::string all =
      documents::rule_sentence({0, true, UpdatedBoxes::kLast, false}, documents_texts());
  const std::string keep =
      documents::rule_sentence({-1, false, UpdatedBoxes::kLast, true}, documents_texts());
  CHECK(reward == "Add 3 more beads of the drawn colour to every box used.");
  CHECK(punish == "Confiscate the drawn bead from the last box used only.");
  CHECK(documents::rule_sentence({1, false, UpdatedBoxes::kLast, false}, documents_texts()) ==
        "Add 1 more bead of the drawn colour to the last box used only.");
  CHECK_THAT(nothing, Contains("Nothing changes"));
  CHECK(all ==
        "Take away all the beads of the drawn colour from the last box used only, not "
        "just the drawn one.");
  CHECK(keep ==
        "Confiscate the drawn bead from the last box used only, unless it is the last "
        "bead of that colour in the box.");
  CHECK(documents::rule_sentence({-2, false, UpdatedBoxes::kAll, true}, documents_texts()) ==
        "Confiscate the drawn bead and 1 more of its colour from every box used, unless it is "
        "the last bead of that colour in the box.");
  CHECK(documents::rule_sentence({0, true, UpdatedBoxes::kLast, true}, documents_texts()) ==
        "Take away all the beads of the drawn colour from the last box used only, not just the "
        "drawn one, but leave one bead of that colour in the box.");
  // keep_last only qualifies taking beads away.
  CHECK(documents::rule_sentence({3, false, UpdatedBoxes::kAll, true}, documents_texts()) ==
        reward);
}

TEST_CASE("instructions print the game's rules first, then the machine's own", "[docs]") {
  const kit::Kit kit = kit::build(minicheckers_spec(), okabe_ito());
  const auto blocks = documents::instruction_blocks(kit, documents_texts());
  CHECK(headings(blocks) == std::vector<std::string>{"1. The game", "2. Setting up",
                                                     "3. Reading the moves", "4. Playing a turn",
                                                     "5. After the game", "6. An empty box",
                                                     "7. Recording games"});
  std::size_t at = 0;
  while (blocks[at].text != "1. The game") ++at;
  const std::size_t game_rules = documents::game_rules(*kit.game, documents_texts()).size();
  CHECK_THAT(blocks[at + 1].text, Contains("Only the 8 dark squares of the 4 × 4 board"));
  CHECK(blocks[at + game_rules + 1].text == "Only the dark squares are used.");
  CHECK(blocks[at + game_rules + 2].text == "Captures are compulsory.");
  CHECK(blocks[at + game_rules + 3].text == "2. Setting up");
  const std::string m = all_text(blocks);
  CHECK_THAT(m, Contains("plays Black and always moves second: the opponent (White) starts"));
  CHECK_THAT(m, Contains("Take away all the beads of the drawn colour from the last box used "
                         "only, not just the drawn one."));
  CHECK_THAT(m, Contains("unless it is the last bead of that colour in the box"));
  CHECK_THAT(m, Contains("when the arrow bends"));
  CHECK_THAT(m, Contains("Go by the picture"));  // Kings can repeat positions.
  // No rules in the machine file: the game's rules all the same.
  const auto her_blocks = documents::instruction_blocks(her(), documents_texts());
  CHECK(headings(her_blocks).front() == "1. The game");
  CHECK_THAT(all_text(her_blocks), Contains("one square diagonally forward onto an enemy pawn"));
}

TEST_CASE("a machine that plays either side, and one that only rewards", "[docs]") {
  const kit::Kit nimble = kit::build(nimble_spec(), okabe_ito());
  const std::string n = all_text(documents::instruction_blocks(nimble, documents_texts()));
  CHECK_THAT(n, Contains("The machine plays either side: it can be the first player or the "
                         "second player, and its boxes cover both."));
  CHECK_THAT(n, Contains("The player who takes the last counter loses."));
  CHECK_THAT(n, Contains("take that counter and every counter above it"));
  CHECK_THAT(n, Contains("Go by the picture"));  // Nim boxes are shared across plies.
  CHECK_THAT(n, Contains("(ply 1 when it moves first, ply 2 when it moves second)"));
  CHECK_THAT(n, Contains("(one bead of each colour on its label)"));

  spec::MachineSpec fair = her_spec();  // A reward-only HER for a school fair.
  fair.plays = spec::Plays::kBoth;
  fair.reinforcement.win = {1, false, spec::UpdatedBoxes::kAll, false};
  fair.reinforcement.loss = {0, false, spec::UpdatedBoxes::kAll, false};
  const std::string f =
      all_text(documents::instruction_blocks(kit::build(fair, okabe_ito()), documents_texts()));
  CHECK_THAT(f, Contains("it can be White or Black"));
  CHECK_THAT(f, Contains("wins | Add 1 more bead of the drawn colour to every box used."));
  CHECK_THAT(f, Contains("loses | Nothing changes: put every drawn bead back into its box."));
  // No rule takes a bead: no box ever runs empty.
  CHECK_THAT(f, Contains("No rule ever takes a bead away, so no box runs empty"));
  CHECK_THAT(f, !Contains("Apply the loss rule"));
  fair.reinforcement.draw = {-1, false, spec::UpdatedBoxes::kLast, false};
  const std::string g =
      all_text(documents::instruction_blocks(kit::build(fair, okabe_ito()), documents_texts()));
  CHECK_THAT(g, Contains("the game counts as a loss, and as after any loss nothing changes"));
  CHECK_THAT(f, !Contains("Go by the picture"));
}

TEST_CASE("instructions are worded from each machine's rules", "[docs]") {
  const std::string m = all_text(documents::instruction_blocks(menace(), documents_texts()));
  CHECK_THAT(m, Contains("304 matchboxes and 1720 beads"));
  CHECK_THAT(m, Contains("plays X and always moves first"));
  CHECK_THAT(m, Contains("4 at ply 1, 3 at ply 3, 2 at ply 5 and 1 at ply 7"));
  CHECK_THAT(m, Contains("rotated or mirrored"));
  CHECK_THAT(m, Contains("Add 3 more beads of the drawn colour to every box used."));
  CHECK_THAT(m, Contains("Add 1 more bead of the drawn colour to every box used."));
  CHECK_THAT(m, Contains("Confiscate the drawn bead from every box used."));
  CHECK_THAT(m, Contains("refill it with its initial beads (4 beads of each colour"));
  CHECK_THAT(m, Contains("only one possible move"));

  const std::string h = all_text(documents::instruction_blocks(her(), documents_texts()));
  CHECK_THAT(h, Contains("24 matchboxes"));
  CHECK_THAT(h, Contains("plays Black and always moves second"));
  CHECK_THAT(h, Contains("one bead of each colour"));
  CHECK_THAT(h, Contains("Confiscate the drawn bead from the last box used only."));
  CHECK_THAT(h, Contains("Nothing changes"));
  CHECK_THAT(h, Contains("stays empty"));
  CHECK_THAT(h, Contains("“mirror left-right”"));
  CHECK_THAT(h, !Contains("only one possible move"));
  CHECK_THAT(h, Contains("Apply the loss rule to the boxes opened before the empty one: "
                         "Confiscate the drawn bead"));
  CHECK_THAT(m, !Contains("no box on purpose"));

  spec::MachineSpec michie_spec = testing::menace_spec();
  michie_spec.hopeless = spec::Hopeless::kResign;  // Michie 1963, games/menace-michie.yaml.
  const std::string michie = all_text(documents::instruction_blocks(
      kit::build(michie_spec, testing::okabe_ito()), documents_texts()));
  CHECK_THAT(michie, Contains("287 matchboxes"));
  CHECK_THAT(michie, Contains("Some positions have no box on purpose: the opponent has two ways "
                              "to win on its next move"));
}

TEST_CASE("score sheet rows have a box and a bead column per machine turn", "[docs]") {
  CHECK(documents::machine_turns(menace()) == 4);
  CHECK(documents::machine_turns(her()) == 3);
  // Machines that always move first or always second need no First column.
  CHECK(documents::score_csv_header(menace()) ==
        "game,moves,box 1,bead 1,box 2,bead 2,box 3,bead 3,box 4,bead 4,result");
  CHECK(documents::score_csv_header(her()) ==
        "game,moves,box 1,bead 1,box 2,bead 2,box 3,bead 3,"
        "result");
  kit::Kit both = her();
  both.spec.plays = spec::Plays::kBoth;
  CHECK_THAT(documents::score_csv_header(both), Catch::StartsWith("game,first,moves,box 1,"));
}

TEST_CASE("documents are written as non-empty files", "[docs]") {
  const fs::path dir = temp_dir("write");
  using render::Format;
  std::vector<fs::path> files;
  for (const kit::Kit* kit : {&menace(), &her()}) {
    for (auto write : {documents::write_bead_list, documents::write_instructions,
                       documents::write_score_sheet}) {
      const auto written = write(*kit, documents_texts(), Format::kPdf, dir);
      REQUIRE(written.size() == 1);
      CHECK(fs::file_size(written.front()) > 1000);
    }
  }
  CHECK(fs::exists(dir / "beads.pdf"));
  CHECK(fs::exists(dir / "instructions.pdf"));
  CHECK(fs::exists(dir / "scoresheet.pdf"));
  // SVG: one file per page; MENACE's 304-box checklist runs onto further pages.
  const auto pages = documents::write_bead_list(menace(), documents_texts(), Format::kSvg, dir);
  CHECK(pages.size() >= 2);
  for (const fs::path& page : pages) CHECK(fs::file_size(page) > 0);
  fs::remove_all(dir);
}
