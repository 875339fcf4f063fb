// SPDX-FileCopyrightText: 2026 The matchbox authors
// SPDX-License-Identifier: GPL-3.0-or-later

// The kit command loads only the files of texts its documents use (documents::kit_text_files):
// with every choice of --key and --with, the kit written from those texts is byte for byte the
// kit written from all of them.
#include <unistd.h>

#include <catch2/catch.hpp>
#include <filesystem>

#include "documents/kit_writer.h"
#include "error_message.h"
#include "kit/test_kits.h"
#include "read_bytes.h"
#include "spec/sheet_file.h"
#include "spec/texts.h"

namespace fs = std::filesystem;
using namespace matchbox;

TEST_CASE("a file of texts loads alone with the keys it has among all", "[docs]") {
  const spec::Texts all = spec::load_texts();
  const spec::Texts some = spec::load_texts({"labels", "key"});
  REQUIRE_FALSE(some.entries.empty());
  for (const auto& [key, text] : all.entries) {
    const bool kept = key.rfind("labels.", 0) == 0 || key.rfind("key.", 0) == 0;
    CHECK(some.entries.count(key) == (kept ? 1 : 0));
    if (kept) CHECK(some.entries.at(key) == text);
  }
  CHECK_THAT(testing::error_of([] { spec::load_texts({"no_such_texts"}); }),
             Catch::Contains("no_such_texts.yaml"));
}

TEST_CASE("a kit written from the texts it names is the kit written from all", "[docs]") {
  const fs::path dir =
      fs::temp_directory_path() / ("matchbox-kit-texts-" + std::to_string(getpid()));
  const spec::Texts all = spec::load_texts();
  using documents::Extra;
  for (const bool key : {false, true}) {
    for (const std::vector<Extra>& with :
         {std::vector<Extra>{}, {Extra::kPoster}, {Extra::kWorksheet}}) {
      documents::KitOptions options;
      options.sheet = spec::load_sheet("a4-cut");
      options.threads = 1;
      options.key = key;
      options.with = with;
      INFO("key " << key << ", extras " << with.size());
      const spec::Texts named = spec::load_texts(documents::kit_text_files(options));
      for (const char* part : {"all", "named"}) {
        options.dir = dir / part;
        fs::remove_all(options.dir);
        fs::create_directories(options.dir);
        documents::write_kit(testing::her_kit(), part[0] == 'a' ? all : named, options);
      }
      std::size_t files = 0;
      for (const auto& entry : fs::directory_iterator(dir / "all")) {
        ++files;
        CHECK(testing::read_bytes(entry.path()) ==
              testing::read_bytes(dir / "named" / entry.path().filename()));
      }
      CHECK(files >= 6);
    }
  }
  fs::remove_all(dir);
}
