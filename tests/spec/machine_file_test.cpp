// SPDX-FileCopyrightText: 2026 The matchbox authors
// SPDX-License-Identifier: GPL-3.0-or-later

// Machine files: the built-in ones decode to the values docs/machine-files.md gives; every
// bad-input fixture in tests/data/ fails with "FILE:LINE:COLUMN: key: ..." naming what was
// expected.
#include "spec/machine_file.h"

#include <algorithm>
#include <catch2/catch.hpp>
#include <functional>
#include <string>

#include "core/error.h"
#include "error_message.h"

namespace matchbox::spec {
namespace {

const std::string kData = MATCHBOX_TEST_DATA;

using testing::error_of;

std::string load_error(const std::string& fixture) {
  return error_of([&] { load_machine(kData + "/" + fixture); });
}

using Catch::Matchers::Contains;
using Catch::Matchers::StartsWith;

TEST_CASE("MENACE decodes to Michie's machine", "[spec]") {
  const MachineSpec m = load_machine("menace");
  CHECK_THAT(m.file, Contains("games/menace.yaml"));
  CHECK(m.name == "menace");
  CHECK(m.title == "MENACE");
  CHECK_THAT(m.source, Contains("Michie"));
  CHECK(m.game == "tic-tac-toe");
  CHECK(m.params.empty());
  CHECK(m.plays == Plays::kFirst);
  CHECK(m.symmetry == SymmetryMode::kPositions);
  CHECK(m.equivalent_moves == EquivalentMoves::kMerge);
  CHECK(m.forced == Forced::kSkip);
  CHECK(m.colours == ColourScheme::kBySquare);
  CHECK(m.palette == "okabe-ito");
  CHECK(m.initial_beads == std::map<int, int>{{1, 4}, {3, 3}, {5, 2}, {7, 1}});
  const Reinforcement& r = m.reinforcement;
  CHECK((r.win.beads == 3 && r.win.boxes == UpdatedBoxes::kAll && !r.win.all_of_colour));
  CHECK((r.draw.beads == 1 && r.draw.boxes == UpdatedBoxes::kAll));
  CHECK((r.loss.beads == -1 && r.loss.boxes == UpdatedBoxes::kAll && !r.loss.keep_last));
  CHECK(r.empty_box == EmptyBox::kResign);
  CHECK(r.refill == Refill::kFirstBox);
}

TEST_CASE("menace-second plays O with 4/3/2/1 beads at plies 2/4/6/8", "[spec]") {
  const MachineSpec m = load_machine("menace-second");
  CHECK(m.game == "tic-tac-toe");
  CHECK(m.plays == Plays::kSecond);
  CHECK(m.symmetry == SymmetryMode::kPositions);
  CHECK(m.forced == Forced::kSkip);
  CHECK(m.initial_beads == std::map<int, int>{{2, 4}, {4, 3}, {6, 2}, {8, 1}});
  CHECK(m.reinforcement.win.beads == 3);
  CHECK(m.reinforcement.loss.beads == -1);
}

TEST_CASE("HER decodes to Gardner's hexapawn machine", "[spec]") {
  const MachineSpec m = load_machine("her");
  CHECK(m.title == "HER");
  CHECK_THAT(m.source, Contains("Gardner"));
  CHECK(m.game == "pawns");
  CHECK(m.params == games::GameParams{{"height", "3"}, {"width", "3"}});
  CHECK(m.plays == Plays::kSecond);
  CHECK(m.symmetry == SymmetryMode::kMoves);
  CHECK(m.equivalent_moves == EquivalentMoves::kMerge);
  CHECK(m.forced == Forced::kKeep);
  CHECK(m.colours == ColourScheme::kPerBox);
  CHECK(m.initial_beads == std::map<int, int>{{0, 1}});
  const Reinforcement& r = m.reinforcement;
  CHECK((r.win.beads == 0 && r.draw.beads == 0));
  CHECK((r.loss.beads == -1 && r.loss.boxes == UpdatedBoxes::kLast));
  CHECK(r.empty_box == EmptyBox::kResign);
  CHECK(r.refill == Refill::kNone);
}

TEST_CASE("machine names list the built-in files and resolve to games/", "[spec]") {
  const std::vector<std::string> names = machine_names();
  for (const char* name : {"her", "menace", "menace-second"})
    CHECK(std::find(names.begin(), names.end(), name) != names.end());
  CHECK(std::is_sorted(names.begin(), names.end()));
  // The tests of every machine (tests/machine_cases.h) are one case for each name listed here.
  CHECK(names.size() >= 15);
  CHECK(std::count_if(names.begin(), names.end(),
                      [](const std::string& name) { return name.rfind("menace", 0) == 0; }) >= 6);
  CHECK(resolve_machine("her").filename() == "her.yaml");
  const std::string message = error_of([] { resolve_machine("menacer"); });
  CHECK_THAT(
      message,
      Contains("unknown machine 'menacer'") &&
          Contains(
              "menace, menace-blog, menace-blog-complete, menace-both, menace-draw-propagation"));
  CHECK_THAT(error_of([] { resolve_machine("no/such.yaml"); }), Contains("no/such.yaml"));
}

TEST_CASE("name defaults to the file stem and title to the name", "[spec]") {
  // bad_ply.yaml's only fault is its initial beads: without them it loads.
  const MachineSpec m = load_machine(kData + "/bad_ply.yaml", {"initial_beads=1", "name=x"});
  CHECK(m.name == "x");
  CHECK(m.title == "x");
  CHECK(m.initial_beads == std::map<int, int>{{0, 1}});
}

TEST_CASE("malformed YAML names file, line and column", "[spec]") {
  // The flow map opened on line 5 is still open when line 6 starts a block key.
  CHECK(load_error("bad_malformed.yaml") ==
        kData + "/bad_malformed.yaml:6:7: malformed YAML: end of map flow not found");
}

TEST_CASE("an unknown key lists the allowed keys", "[spec]") {
  CHECK(load_error("bad_unknown_key.yaml") ==
        kData +
            "/bad_unknown_key.yaml:6:10: reinforcement.loss.bead: unknown key; "
            "allowed keys: beads, boxes, keep_last, scale");
}

TEST_CASE("a word where an integer goes is a type error", "[spec]") {
  const std::string message = load_error("bad_wrong_type.yaml");
  CHECK_THAT(message, StartsWith(kData + "/bad_wrong_type.yaml:6:12: reinforcement.win.beads: "
                                         "expected an integer"));
  CHECK_THAT(message, Contains("or \"all\"") && Contains("found \"three\""));
}

TEST_CASE("negative initial beads are refused", "[spec]") {
  CHECK(load_error("bad_negative_beads.yaml") ==
        kData +
            "/bad_negative_beads.yaml:6:6: initial_beads.3: expected a whole number of "
            "beads per slot from 1 to 1000, found \"-3\"");
}

TEST_CASE("initial beads at a ply the machine never moves are refused", "[spec]") {
  CHECK_THAT(load_error("bad_ply.yaml"), StartsWith(kData + "/bad_ply.yaml:5:") &&
                                             Contains("initial_beads.2: ") &&
                                             Contains("plays first") && Contains("odd plies"));
}

TEST_CASE("an unknown enum word lists the choices", "[spec]") {
  CHECK(load_error("bad_enum.yaml") ==
        kData +
            "/bad_enum.yaml:4:11: symmetry: expected positions|moves|none, found "
            "\"sideways\"");
}

TEST_CASE("the builder's reading of two compartments needs boxes with two", "[spec]") {
  CHECK(load_error("bad_compartment_rules.yaml") ==
        kData +
            "/bad_compartment_rules.yaml:6:17: reinforcement.compartments: expected separate, or "
            "compartments: 2 with builder (it reads the rules of boxes with compartments A and B), "
            "found \"builder\"");
  const MachineSpec builder =
      load_machine("menace-two-compartments", {"reinforcement.compartments=builder"});
  CHECK(builder.reinforcement.compartments == CompartmentRules::kBuilder);
  CHECK(load_machine("menace-two-compartments").reinforcement.compartments ==
        CompartmentRules::kSeparate);
  // The same refusal when compartments: 1 comes after the rule, from a --set.
  CHECK_THAT(error_of([] {
               load_machine("menace-two-compartments",
                            {"reinforcement.compartments=builder", "compartments=1"});
             }),
             StartsWith("--set reinforcement.compartments=builder: reinforcement.compartments: "
                        "expected separate, or compartments: 2 with builder"));
}

TEST_CASE("an unknown palette lists the palettes", "[spec]") {
  CHECK_THAT(load_error("bad_palette.yaml"),
             StartsWith(kData + "/bad_palette.yaml:4:10: palette: unknown palette 'rainbow'") &&
                 Contains("okabe-ito") && Contains("tol-muted") && Contains("path of a .yaml"));
  CHECK(error_of([] { load_machine("her", {"palette=no-such-beads.yaml"}); }) ==
        "--set palette=no-such-beads.yaml: palette: no-such-beads.yaml: no such palette file");
}

TEST_CASE("a palette is a built-in id or a path, beside the machine file or from here", "[spec]") {
  CHECK(load_machine("her", {"palette=tol-muted"}).palette == "tol-muted");
  const std::string beads = kData + "/beads_palette.yaml";
  CHECK(load_machine("her", {"palette=" + beads}).palette == beads);
  // tests/data/palette_beside.yaml names "beads_palette.yaml", found in its own folder.
  CHECK(load_machine(kData + "/palette_beside.yaml").palette == beads);
}

TEST_CASE("an unknown game lists the games", "[spec]") {
  CHECK_THAT(load_error("bad_game.yaml"),
             StartsWith(kData + "/bad_game.yaml:3:7: game: expected a game: ") &&
                 Contains("tic-tac-toe") && Contains("pawns") && Contains("found \"chess\""));
}

TEST_CASE("bad game parameters point at the parameter", "[spec]") {
  CHECK_THAT(load_error("bad_params.yaml"),
             StartsWith(kData + "/bad_params.yaml:5:11: params.height: ") &&
                 Contains("height is 1") && Contains("expected an integer from 3 to 8"));
}

TEST_CASE("a missing required key says what was expected", "[spec]") {
  CHECK_THAT(load_error("bad_missing_game.yaml"),
             StartsWith(kData + "/bad_missing_game.yaml:2:1: game: missing required key") &&
                 Contains("tic-tac-toe"));
}

TEST_CASE("a learning rule the engine cannot honour is refused", "[spec]") {
  CHECK_THAT(load_error("bad_rule.yaml"),
             StartsWith(kData + "/bad_rule.yaml:7:30: reinforcement.win.keep_last: ") &&
                 Contains("only applies to a rule that takes beads away"));
}

TEST_CASE("a machine file without initial_beads is refused", "[spec]") {
  CHECK_THAT(
      load_error("bad_missing_beads.yaml"),
      StartsWith(kData + "/bad_missing_beads.yaml:2:1: initial_beads: missing required key") &&
          Contains("one integer, or a map ply -> beads"));
}

TEST_CASE("Overrides given with --set change the spec", "[spec]") {
  CHECK(load_machine("her").symmetry == SymmetryMode::kMoves);
  CHECK(load_machine("her", {"symmetry=positions"}).symmetry == SymmetryMode::kPositions);
  const MachineSpec m =
      load_machine("menace", {"reinforcement.win.beads=1", "initial_beads={1: 8, 3: 4, 5: 2, 7: 1}",
                              "reinforcement.loss={beads: all, boxes: last}"});
  CHECK(m.reinforcement.win.beads == 1);
  CHECK(m.reinforcement.win.boxes == UpdatedBoxes::kAll);  // Untouched sibling key.
  CHECK(m.initial_beads == std::map<int, int>{{1, 8}, {3, 4}, {5, 2}, {7, 1}});
  CHECK((m.reinforcement.loss.all_of_colour && m.reinforcement.loss.boxes == UpdatedBoxes::kLast));
}

TEST_CASE("bad --set overrides name the override", "[spec]") {
  const auto set_error = [](const std::string& text) {
    return error_of([&] { load_machine("menace", {text}); });
  };
  CHECK(set_error("colour=per-box") ==
        "--set colour=per-box: colour: unknown key; allowed keys: name, title, description, "
        "source, rules, translations, game, params, plays, symmetry, equivalent_moves, forced, "
        "hopeless, colours, "
        "orientation, palette, initial_beads, reinforcement, compartments, select");
  CHECK(set_error("symmetry=sideways") ==
        "--set symmetry=sideways: symmetry: expected positions|moves|none, found \"sideways\"");
  CHECK(set_error("reinforcement.win.beads=lots") ==
        "--set reinforcement.win.beads=lots: reinforcement.win.beads: expected an integer from "
        "-1000 to 1000 (+n adds n beads of the drawn colour, -n confiscates n) or \"all\" "
        "(remove every bead of the drawn colour), found \"lots\"");
  CHECK_THAT(set_error("symmetry"), StartsWith("--set symmetry: expected key=value"));
  CHECK_THAT(set_error("reinforcement..win=1"), StartsWith("--set reinforcement..win=1: "));
  CHECK_THAT(set_error("game.x=1"), StartsWith("--set game.x=1: game is not a map"));
  CHECK_THAT(set_error("title=[unclosed"), StartsWith("--set title=[unclosed: the value is not"));
  CHECK_THAT(set_error("params.height=3"),
             StartsWith("--set params.height=3: params.height: tic-tac-toe: unknown parameter"));
}

}  // namespace
}  // namespace matchbox::spec

namespace matchbox::spec {
namespace {

TEST_CASE("bad learning-rule keys name the key, the value and what was expected", "[spec]") {
  const auto set_error = [](const std::string& text) {
    return error_of([&] { load_machine("menace", {text}); });
  };
  CHECK(set_error("compartments=3") ==
        "--set compartments=3: compartments: expected 1 or 2 (compartments A and B in every box), "
        "found \"3\"");
  CHECK_THAT(set_error("select=random"),
             StartsWith("--set select=random: select: expected draw|greedy|epsilon|duplicates, "
                        "found \"random\""));
  CHECK(set_error("select={rule: greedy, epsilon: 0.5}") ==
        "--set select={rule: greedy, epsilon: 0.5}: select.epsilon: epsilon only applies to "
        "rule: epsilon");
  CHECK(set_error("select={rule: epsilon, epsilon: 1.5}") ==
        "--set select={rule: epsilon, epsilon: 1.5}: select.epsilon: expected a probability from "
        "0 to 1 (0.3 for 30 %), found \"1.5\"");
  CHECK_THAT(set_error("select=epsilon"), Contains("select: expected {rule: epsilon, epsilon: P}"));
  CHECK_THAT(set_error("select={rule: epsilon, schedule: [{share: 0.5, epsilon: 1}]}"),
             Contains("select.schedule: expected a list of phases whose shares add up to 1"));
  CHECK_THAT(set_error("select={rule: epsilon, schedule: [{share: 1, epsilon: [1, 2, 3]}]}"),
             Contains("expected one probability, or a list [first, second] of two"));
  CHECK_THAT(set_error("reinforcement.compartments=both"),
             Contains("reinforcement.compartments: expected separate|builder, found \"both\""));
  CHECK_THAT(set_error("reinforcement.propagation=yes"),
             Contains("reinforcement.propagation: expected none|previous-box, found \"yes\""));
  CHECK_THAT(set_error("reinforcement.win={beads: all, scale: length}"),
             Contains("reinforcement.win.scale: scale: length multiplies a number of beads"));
}

}  // namespace
}  // namespace matchbox::spec
