// SPDX-FileCopyrightText: 2026 The matchbox authors
// SPDX-License-Identifier: GPL-3.0-or-later

// The printed kit's language in tournament files (spec::Tournament::language): written after
// `created`, read back as written, refused at its line and column when matchbox speaks no such
// language; a file from before it (tests/data/tournaments/menace_before_sessions.yaml) reads
// with none and writes back byte for byte.
#include <catch2/catch.hpp>

#include "core/error.h"
#include "read_bytes.h"
#include "spec/languages.h"
#include "spec/tournament_file.h"

namespace matchbox::spec {
namespace {

const std::string kBefore =
    std::string(MATCHBOX_TEST_DATA) + "/tournaments/menace_before_sessions.yaml";

// The file from before with `line` put after its `created:` line.
std::string with_language(const std::string& line) {
  std::string text = testing::read_bytes(kBefore);
  const std::size_t created = text.find("\ncreated: ");
  REQUIRE(created != std::string::npos);
  return text.insert(text.find('\n', created + 1) + 1, line);
}

TEST_CASE("A tournament keeps the printed kit's language", "[spec][tournament][languages]") {
  const std::string text = testing::read_bytes(kBefore);
  CHECK(parse_tournament(text, kBefore).language.empty());  // From before: none.
  for (const std::string& code : languages()) {
    INFO(code);
    const std::string kept = with_language("language: " + code + "\n");
    const TournamentText read = parse_tournament_text(kept, kBefore);
    CHECK(read.tournament.language == code);
    CHECK(read.canonical);
    CHECK(tournament_to_yaml(read.tournament) == kept);
  }
  REQUIRE(languages().size() >= 5);  // The catalogues are built beside the tests.
}

TEST_CASE("A language matchbox does not speak is refused at its line and column",
          "[spec][tournament][languages]") {
  const std::string text = testing::read_bytes(kBefore);
  const int line =
      static_cast<int>(std::count(
          text.begin(), text.begin() + static_cast<long>(text.find("\ncreated: ")), '\n')) +
      3;
  const std::string at = kBefore + ":" + std::to_string(line) +
                         ":11: language: expected the "
                         "printed kit's language, one of en";
  for (const char* bad : {"xx", "FR", "\"\"", "fr_FR"}) {
    INFO(bad);
    try {
      parse_tournament(with_language("language: " + std::string(bad) + "\n"), kBefore);
      FAIL("accepted");
    } catch (const core::Error& e) {
      const std::string message = e.what();
      CHECK_THAT(message, Catch::StartsWith(at));
      CHECK(message.find('\n') == std::string::npos);
    }
  }
}

}  // namespace
}  // namespace matchbox::spec
