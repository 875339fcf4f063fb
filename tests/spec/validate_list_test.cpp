// `matchbox validate` and `matchbox list`, run in-process through CLI11 with stdout captured.
#include <unistd.h>

#include <catch2/catch.hpp>
#include <cstdio>
#include <functional>
#include <string>
#include <vector>

#include "cli/commands.h"
#include "core/error.h"
#include "spec/data_dir.h"

namespace matchbox::cli {
namespace {

const std::string kData = MATCHBOX_TEST_DATA;

// Runs `matchbox ARGS...` in-process; returns what it printed on stdout.
std::string run(std::vector<std::string> args) {
  CLI::App app{"matchbox"};
  add_list_command(app);
  add_validate_command(app);
  args.insert(args.begin(), "matchbox");
  std::vector<const char*> argv;
  for (const std::string& a : args) argv.push_back(a.c_str());
  std::fflush(stdout);
  std::FILE* capture = std::tmpfile();
  const int saved = dup(fileno(stdout));
  dup2(fileno(capture), fileno(stdout));
  const auto restore = [&] {
    std::fflush(stdout);
    dup2(saved, fileno(stdout));
    close(saved);
  };
  try {
    app.parse(static_cast<int>(argv.size()), argv.data());
  } catch (...) {
    restore();
    std::fclose(capture);
    throw;
  }
  restore();
  std::string out;
  std::rewind(capture);
  for (int c; (c = std::fgetc(capture)) != EOF;) out += static_cast<char>(c);
  std::fclose(capture);
  return out;
}

using Catch::Matchers::Contains;
using Catch::Matchers::StartsWith;

TEST_CASE("validate: built-in machine files build into kits", "[spec]") {
  const std::string games = (spec::data_dir() / "games").string();
  const std::string out = run({"validate", games + "/menace.yaml", games + "/her.yaml"});
  CHECK_THAT(out, Contains(games + "/menace.yaml: ok (machine menace: tic-tac-toe, plays first, "
                                   "304 boxes, 1720 beads in 9 colours)"));
  CHECK_THAT(out, Contains(games + "/her.yaml: ok (machine her: pawns, plays second, 24 boxes"));
}

TEST_CASE("validate: a file under palettes/ is read as a palette", "[spec]") {
  const std::string file = (spec::data_dir() / "templates/palettes/okabe-ito.yaml").string();
  CHECK(run({"validate", file}) ==
        file + ": ok (palette okabe-ito: 9 colours, codes K O S G Y B V P W)\n");
}

TEST_CASE("validate: the first bad file stops with its file:line:column", "[spec]") {
  const std::string bad = kData + "/bad_enum.yaml";
  REQUIRE_THROWS_AS(run({"validate", bad}), core::Error);
  try {
    run({"validate", bad});
  } catch (const core::Error& e) {
    CHECK_THAT(e.what(), StartsWith(bad + ":4:11: symmetry: "));
  }
  CHECK_THROWS_WITH(run({"validate", kData + "/no_such.yaml"}),
                    Contains("no_such.yaml: no such file"));
}

TEST_CASE("list: machines with title and game, palettes with codes", "[spec]") {
  const std::string machines = run({"list", "machines"});
  CHECK_THAT(machines, StartsWith("Machines (games/):\n"));
  CHECK_THAT(machines, Contains("menace ") && Contains("MENACE") && Contains("tic-tac-toe"));
  CHECK_THAT(machines, Contains("her ") && Contains("pawns"));
  const std::string palettes = run({"list", "palettes"});
  CHECK_THAT(palettes, Contains("okabe-ito") && Contains("(9 colours: K O S G Y B V P W)"));
  CHECK_THAT(run({"list"}), Contains("Sheet templates (templates/sheets/):"));
}

}  // namespace
}  // namespace matchbox::cli
