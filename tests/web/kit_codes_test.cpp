// SPDX-FileCopyrightText: 2026 The matchbox authors
// SPDX-License-Identifier: GPL-3.0-or-later

// The bead codes of the printed kit on every surface, whatever language the page speaks: a
// tournament started with `track new --lang L` keeps L (spec::Tournament::language), and its
// books, the operator page's bead buttons and `track play` show the codes the kit printed in L
// beside each label (kit/codes.h), for every machine in games/ and every pair of languages.
// An English kit's black is K on its labels: a French tablet shows K, not the French kit's N.
#include <catch2/catch.hpp>
#include <regex>
#include <set>

#include "cli/run_command.h"
#include "core/translation.h"
#include "kit/codes.h"
#include "machine_cases.h"
#include "spec/languages.h"
#include "tracker/fixtures.h"
#include "tracker/session.h"
#include "web/web_test_util.h"

namespace matchbox::testing {
namespace {

namespace fs = std::filesystem;

// Binds the shipped catalogues, once per process (core::use_catalogues), so that kits built here
// have each language's own codes.
void speak_every_language() {
  static const bool bound = [] {
    core::use_catalogues(spec::catalogue_dir());
    return true;
  }();
  (void)bound;
}

// The codes `kit_language`'s kit prints for the colours of box `id` (1-based) of `s`'s machine.
std::set<std::string> printed_codes(const tracker::TrackSession& s, int id,
                                    const std::string& kit_language) {
  std::set<std::string> out;
  const kit::Box& box = s.machine().box(id - 1);
  for (std::size_t slot = 0; slot < box.slots.size(); ++slot)
    out.insert(s.machine().colour(id - 1, static_cast<int>(slot)).codes.at(kit_language));
  return out;
}

// The bead codes the operator page offers at the open box in `page`'s language, and its id (0:
// no box is open before the first move).
std::pair<int, std::set<std::string>> offered_codes(const RunningServer& server,
                                                    const std::string& page) {
  const auto res = server.client().Get("/api/play?lang=" + page);
  REQUIRE(res);
  REQUIRE(res->status == 200);
  const std::string& json = res->body;
  const std::size_t box = json.find("\"box\":{");
  if (box == std::string::npos) return {0, {}};
  std::smatch id;
  REQUIRE(std::regex_search(json.begin() + static_cast<long>(box), json.end(), id,
                            std::regex("\"id\":([0-9]+)")));
  std::set<std::string> codes;
  const std::regex code("\"code\":\"([^\"]*)\"");
  for (auto it = std::sregex_iterator(json.begin() + static_cast<long>(box), json.end(), code);
       it != std::sregex_iterator(); ++it)
    codes.insert((*it)[1].str());
  return {std::stoi(id[1].str()), codes};
}

void check_kit_codes(const std::string& machine) {
  speak_every_language();
  if (!tracker::trackable(machine)) return;
  const fs::path dir = fresh_dir("kit-codes-" + machine);
  const std::vector<std::string> languages = spec::languages();
  REQUIRE(languages.size() >= 5);
  for (const std::string& kit_language : languages) {
    INFO("kit printed in " << kit_language);
    const fs::path file = dir / (kit_language + ".yaml");
    REQUIRE(track("new " + file.string() + " --machine " + machine + " --lang " + kit_language)
                .exit_code == 0);
    const tracker::TrackSession s(file, tracker::TrackSession::Mode::kRead);
    CHECK(s.tournament().language == kit_language);
    // The kits differ: some colour has another code in another language (black K, N, S, ...).
    const std::vector<kit::Colour>& colours = s.machine().kit().palette.colours;
    REQUIRE(std::any_of(colours.begin(), colours.end(), [&](const kit::Colour& c) {
      return std::any_of(languages.begin(), languages.end(),
                         [&](const std::string& l) { return c.codes.at(l) != c.code; });
    }));
    // The books show the kit's code of every colour in every box, whatever the language.
    for (const std::string& page : languages) {
      const core::LanguageScope scope(page);
      for (int b = 0; b < s.machine().boxes(); ++b)
        for (std::size_t slot = 0; slot < s.machine().box(b).slots.size(); ++slot) {
          const kit::Colour& c = s.machine().colour(b, static_cast<int>(slot));
          REQUIRE(kit::local_code(c) == c.codes.at(kit_language));
        }
    }
    // The operator page's bead buttons, in every page language.
    const RunningServer server(file);
    for (const std::string& page : languages) {
      INFO("page in " << page);
      const auto [id, codes] = offered_codes(server, page);
      if (id == 0) break;  // The machine plays second: no box before the opponent's move.
      CHECK(codes == printed_codes(s, id, kit_language));
    }
  }
  fs::remove_all(dir);
}

const bool kKitCodeCases = register_machine_cases(
    "The operator page and the books show the printed kit's bead codes in every page language",
    "[web][languages][beads]", check_kit_codes);

// `track play` in another language than the kit's names the kit's codes at the box: an English
// MENACE (black K, orange R) played in French.
TEST_CASE("track play shows the printed kit's codes in any language", "[track-play][languages]") {
  speak_every_language();
  const fs::path dir = fresh_dir("kit-codes-play");
  const fs::path file = dir / "menace.yaml";
  REQUIRE(track("new " + file.string() + " --machine menace --lang en").exit_code == 0);
  const tracker::TrackSession s(file, tracker::TrackSession::Mode::kRead);
  const std::set<std::string> english = printed_codes(s, 1, "en"),
                              french = printed_codes(s, 1, "fr");
  REQUIRE(english != french);
  const CommandResult played = track("play " + file.string() + " --lang fr", "quit\n");
  INFO(played.out << played.err);
  // "K = coup 1  (noire, 4 perles)": each bead's code beside its move, as the labels print it.
  for (const std::string& code : english) CHECK_THAT(played.out, Catch::Contains(code + " = "));
  for (const std::string& code : french)
    if (!english.count(code)) CHECK_THAT(played.out, !Catch::Contains(code + " = "));
  fs::remove_all(dir);
}

}  // namespace
}  // namespace matchbox::testing
