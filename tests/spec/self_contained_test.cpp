// SPDX-FileCopyrightText: 2026 The matchbox authors
// SPDX-License-Identifier: GPL-3.0-or-later

// The repository is all a user has: nothing they read (README.md, docs/, templates/, the
// source's comments and --help texts) points at files outside it, and every Markdown link
// between the docs leads to a file that exists.
#include <catch2/catch.hpp>
#include <filesystem>
#include <fstream>
#include <regex>
#include <sstream>
#include <string>
#include <vector>

#include "spec/data_dir.h"

namespace matchbox::spec {
namespace {

namespace fs = std::filesystem;

std::string text_of(const fs::path& file) {
  std::ifstream in(file);
  std::stringstream out;
  out << in.rdbuf();
  return out.str();
}

// README.md, and every file under docs/, templates/, games/, src/ and tests/ but tests/golden.
std::vector<fs::path> user_readable_files() {
  const fs::path root = data_dir();
  std::vector<fs::path> files = {root / "README.md"};
  for (const char* dir : {"docs", "templates", "games", "src", "tests"})
    for (const auto& entry : fs::recursive_directory_iterator(root / dir))
      if (entry.is_regular_file() && entry.path().string().find("/golden/") == std::string::npos)
        files.push_back(entry.path());
  return files;
}

TEST_CASE("nothing a user reads points outside the repository", "[spec]") {
  // Written in pieces so that this file does not match itself.
  const std::regex outside(std::string("SPEC ") + "§|" + "DESIGN" + "\\.md|\\.\\./" + "shared|" +
                           "data/" + "README|" + "data/[a-z_]+" + "\\.csv");
  for (const fs::path& file : user_readable_files()) {
    const std::string text = text_of(file);
    std::smatch m;
    INFO(file.string());
    CHECK_FALSE(std::regex_search(text, m, outside));
  }
}

TEST_CASE("every link in README.md and docs/ leads to a file of the repository", "[spec]") {
  const std::regex link(R"(\]\(([^)#:]+)(#[^)]*)?\))");
  std::vector<fs::path> pages = {data_dir() / "README.md"};
  for (const auto& entry : fs::directory_iterator(data_dir() / "docs")) pages.push_back(entry);
  for (const std::string name :
       {"notation.md", "machine-files.md", "sheet-templates.md", "palettes.md"})
    CHECK(fs::is_regular_file(data_dir() / "docs" / name));
  for (const fs::path& page : pages) {
    const std::string text = text_of(page);
    for (std::sregex_iterator it(text.begin(), text.end(), link), end; it != end; ++it) {
      INFO(page.string() << " links to " << (*it)[1]);
      CHECK(fs::exists(page.parent_path() / (*it)[1].str()));
    }
  }
}

}  // namespace
}  // namespace matchbox::spec
