// SPDX-FileCopyrightText: 2026 The matchbox authors
// SPDX-License-Identifier: GPL-3.0-or-later

// A score sheet filled in at a kit in another language imports into a tournament file made in
// English: `track record --lang CODE` with the bead codes the kit prints in that language (read
// from the kit itself, kit/codes.h, so the test holds whatever the catalogues say) writes the
// same file as the English codes do, for MENACE (one colour per square) and HER (colours per
// box), in every language matchbox speaks.
#include <catch2/catch.hpp>
#include <cstdlib>
#include <filesystem>

#include "cli/run_command.h"
#include "core/translation.h"
#include "kit/example_game.h"
#include "read_bytes.h"
#include "spec/languages.h"
#include "tracker/session.h"

namespace matchbox::testing {
namespace {

namespace fs = std::filesystem;

std::string spaced(const std::vector<std::string>& words) {
  std::string out;
  for (const std::string& w : words) out += (out.empty() ? "" : " ") + w;
  return out;
}

// The file `track record` writes for `machine`'s worked example, its beads written as the kit
// prints them in `language`, into a tournament made in English.
std::string recorded_in(const fs::path& dir, const std::string& machine,
                        const std::string& language) {
  const fs::path file = dir / (machine + "-" + language + ".yaml");
  REQUIRE(track("new " + file.string() + " --machine " + machine).exit_code == 0);
  const auto tracked = tracker::load_tracked_machine(machine, {});
  const core::LanguageScope scope(language);
  const kit::ExampleGame example = kit::example_game(tracked->kit());
  std::vector<std::string> boxes;
  for (int id : example.boxes) boxes.push_back(std::to_string(id));
  const CommandResult recorded =
      track("record " + file.string() + " --moves '" + spaced(example.moves) + "' --boxes '" +
            spaced(boxes) + "' --beads '" + spaced(example.beads) + "' --lang " + language);
  INFO(recorded.err);
  CHECK(recorded.exit_code == 0);
  return read_bytes(file);
}

TEST_CASE("A score sheet in any language records into an English tournament as in English",
          "[track][languages]") {
  setenv("SOURCE_DATE_EPOCH", "1700000000", 1);  // The files' time stamps agree.
  const fs::path dir = fresh_dir("language-sheet");
  for (const std::string machine : {"menace", "her"}) {
    const std::string english = recorded_in(dir, machine, "en");
    for (const std::string& language : spec::languages()) {
      if (language == "en") continue;
      INFO(machine << " in " << language);
      std::string file = recorded_in(dir, machine, language);
      CHECK(file == english);
    }
  }
  unsetenv("SOURCE_DATE_EPOCH");
}

}  // namespace
}  // namespace matchbox::testing
