// SPDX-FileCopyrightText: 2026 The matchbox authors
// SPDX-License-Identifier: GPL-3.0-or-later

// Every command in README.md, run as a user would, and the figures the README says it prints.
//
// The convention, which new README sections follow without touching this file:
// - every line of a ```sh block that starts with `build/matchbox` is run by /bin/sh (pipes
//   allowed) from a scratch folder that holds build/matchbox and links to the repository's
//   games/, templates/, docs/ and tests/, after the `cp` lines above it in the same block;
// - it must exit 0 within the few seconds the whole test takes;
// - every figure in its trailing `# comment` (a number, e.g. 24, 47.0, 1,720) must appear as a
//   whole number in what it prints (stdout and stderr);
// - every figure in a table row must appear in a trailing comment of a command in the same
//   `## ` section, so the tables repeat only what the commands print.
// - every line of a ```text block quotes what the commands of the ```sh block above it print
//   (spaces may differ): `compare`'s findings are quoted so, never retyped;
// - in the study's section ("Which rule learns best") every comparison is such a quote: its
//   prose outside code blocks and tables holds no comparative word (kComparatives).
// Lines that are neither (`bash .ci/setup`, `cmake ...`) are not run. README.md opens its
// "Using it" section with a one-line HTML comment saying the same.
#include <unistd.h>

#include <algorithm>
#include <catch2/catch.hpp>
#include <filesystem>
#include <fstream>
#include <map>
#include <regex>
#include <set>
#include <sstream>
#include <string>
#include <vector>

#include "cli/run_command.h"
#include "spec/data_dir.h"

namespace matchbox::testing {
namespace {

namespace fs = std::filesystem;

struct ReadmeCommand {
  std::string section;
  int line = 0;
  std::string command;
  std::string comment;
  std::vector<std::string> setup;  // The `cp` lines above it in its block.
};

// A line of a ```text block: what the commands [first, end) of the ```sh block above print.
struct Quote {
  std::string section;
  int line = 0;
  std::string text;
  std::size_t first = 0, end = 0;
};

struct ProseLine {
  std::string section;
  int line = 0;
  std::string text;
};

struct Readme {
  std::vector<ReadmeCommand> commands;
  std::vector<std::pair<std::string, std::string>> table_rows;  // Section, row.
  std::vector<Quote> quotes;
  std::vector<ProseLine> prose;  // Outside code blocks, tables and headings.
};

std::vector<std::string> figures(const std::string& text) {
  static const std::regex number(R"(\b\d[\d,]*(\.\d+)?)");
  std::vector<std::string> out;
  for (std::sregex_iterator it(text.begin(), text.end(), number), end; it != end; ++it) {
    std::string n = it->str();
    while (!n.empty() && n.back() == ',') n.pop_back();
    out.push_back(n);
  }
  return out;
}

// `# comment` at the end of a command line: the first " # " outside quotes.
std::pair<std::string, std::string> split_comment(const std::string& line) {
  bool quoted = false;
  for (std::size_t i = 0; i + 2 < line.size(); ++i) {
    if (line[i] == '"') quoted = !quoted;
    if (!quoted && line.compare(i, 3, " # ") == 0) return {line.substr(0, i), line.substr(i + 3)};
  }
  return {line, ""};
}

Readme read_readme(const fs::path& file) {
  std::ifstream in(file);
  Readme readme;
  std::string line, section;
  enum class Fence { kNone, kSh, kText, kOther } fence = Fence::kNone;
  std::size_t sh_first = 0, sh_end = 0;  // The commands of the last ```sh block.
  std::vector<std::string> setup;
  for (int number = 1; std::getline(in, line); ++number) {
    if (line.rfind("```", 0) == 0) {
      if (fence == Fence::kSh) sh_end = readme.commands.size();
      if (fence != Fence::kNone) {
        fence = Fence::kNone;
        continue;
      }
      fence = line == "```sh" ? Fence::kSh : line == "```text" ? Fence::kText : Fence::kOther;
      if (fence == Fence::kSh) sh_first = readme.commands.size();
      setup.clear();
    } else if (fence == Fence::kSh && line.rfind("cp ", 0) == 0) {
      setup.push_back(line);
    } else if (fence == Fence::kSh && line.rfind("build/matchbox ", 0) == 0) {
      const auto [command, comment] = split_comment(line);
      readme.commands.push_back({section, number, command, comment, setup});
    } else if (fence == Fence::kText) {
      readme.quotes.push_back({section, number, line, sh_first, sh_end});
    } else if (fence != Fence::kNone) {
      continue;
    } else if (line.rfind("## ", 0) == 0) {
      section = line;
    } else if (line.rfind("| ", 0) == 0) {
      if (line.find("---") == std::string::npos) readme.table_rows.emplace_back(section, line);
    } else if (line.rfind("#", 0) != 0) {
      readme.prose.push_back({section, number, line});
    }
  }
  return readme;
}

// `text` with every run of spaces made one space, and none at either end.
std::string squeezed(const std::string& text) {
  std::string out;
  for (char c : text) {
    if (c == ' ' && (out.empty() || out.back() == ' ')) continue;
    out += c;
  }
  while (!out.empty() && out.back() == ' ') out.pop_back();
  return out;
}

// A scratch folder laid out like the repository for the README's relative paths.
fs::path scratch_folder() {
  const fs::path dir = fs::temp_directory_path() / ("matchbox-readme-" + std::to_string(getpid()));
  fs::remove_all(dir);
  fs::create_directories(dir / "build");
  fs::create_symlink(MATCHBOX_BINARY, dir / "build" / "matchbox");
  for (const char* name : {"games", "templates", "docs", "tests"})
    fs::create_directory_symlink(spec::data_dir() / name, dir / name);
  return dir;
}

bool contains_figure(const std::string& text, const std::string& figure) {
  const auto digitish = [](char c) { return std::isdigit(static_cast<unsigned char>(c)) != 0; };
  for (auto at = text.find(figure); at != std::string::npos; at = text.find(figure, at + 1)) {
    const std::size_t end = at + figure.size();
    const bool starts = at == 0 || (!digitish(text[at - 1]) && text[at - 1] != '.');
    const bool ends = end == text.size() ||
                      !(digitish(text[end]) ||
                        (text[end] == '.' && end + 1 < text.size() && digitish(text[end + 1])));
    if (starts && ends) return true;
  }
  return false;
}

struct Ran {
  std::map<std::string, std::set<std::string>> section_figures;  // Of the commands' comments.
  std::vector<std::string> outputs;                              // Squeezed, by command.
};

// Runs every command of `readme` (read from `name`), checks the figures of its comment and
// that every ```text line quotes the commands above it.
Ran run_commands(const Readme& readme, const std::string& name) {
  const fs::path dir = scratch_folder();
  Ran ran;
  auto& section_figures = ran.section_figures;
  for (const ReadmeCommand& c : readme.commands) {
    INFO(name << ":" << c.line << ": " << c.command);
    std::string script = "cd '" + dir.string() + "'";
    for (const std::string& s : c.setup) script += " && " + s;
    const std::string out =
        shell_output(script + " && { " + c.command + " ; } 2>&1; echo \"[exit $?]\"");
    CHECK_THAT(out, Catch::EndsWith("[exit 0]\n"));
    std::string lines;
    std::istringstream in(out);
    for (std::string line; std::getline(in, line);) lines += squeezed(line) + "\n";
    ran.outputs.push_back(lines);
    for (const std::string& figure : figures(c.comment)) {
      INFO("figure " << figure << " in:\n" << out);
      CHECK(contains_figure(out, figure));
      section_figures[c.section].insert(figure);
    }
  }
  fs::remove_all(dir);
  for (const Quote& q : readme.quotes) {
    INFO(name << ":" << q.line << ": " << q.text);
    REQUIRE(q.first < q.end);  // A ```text block quotes the ```sh block above it.
    bool found = false;
    for (std::size_t c = q.first; c < q.end; ++c)
      found = found || ran.outputs[c].find(squeezed(q.text)) != std::string::npos;
    CHECK(found);
  }
  return ran;
}

// The cells of a table row "| a | b |".
std::vector<std::string> cells(const std::string& row) {
  std::vector<std::string> out;
  std::size_t at = row.find('|');
  while (at != std::string::npos) {
    const std::size_t next = row.find('|', at + 1);
    if (next == std::string::npos) break;
    out.push_back(row.substr(at + 1, next - at - 1));
    at = next;
  }
  return out;
}

TEST_CASE("every README command runs and prints the figures beside it", "[cli][readme]") {
  const Readme readme = read_readme(spec::data_dir() / "README.md");
  REQUIRE(readme.commands.size() >= 20);
  auto section_figures = run_commands(readme, "README.md").section_figures;
  for (const auto& [section, row] : readme.table_rows) {
    if (section_figures.count(section) == 0) continue;  // A section without commands.
    for (const std::string& figure : figures(row)) {
      INFO(section << ": " << row << ": figure " << figure);
      CHECK(section_figures[section].count(figure) == 1);
    }
  }
}

// docs/sources.md: the same convention for its commands; its tables quote the sources' own
// figures too, so only the "ours" column must come from a command of the same section.
TEST_CASE("every command of docs/sources.md runs and gives the figures it reports",
          "[cli][readme]") {
  const Readme sources = read_readme(spec::data_dir() / "docs" / "sources.md");
  REQUIRE(sources.commands.size() >= 20);
  auto section_figures = run_commands(sources, "docs/sources.md").section_figures;
  int claims = 0;
  std::map<std::string, std::size_t> ours;  // Section -> the "ours" column of its table.
  for (const auto& [section, row] : sources.table_rows) {
    const std::vector<std::string> c = cells(row);
    if (const auto it =
            std::find_if(c.begin(), c.end(), [](const std::string& t) { return t == " ours "; });
        it != c.end()) {
      ours[section] = static_cast<std::size_t>(it - c.begin());
      continue;
    }
    REQUIRE(ours.count(section) == 1);
    REQUIRE(c.size() > ours[section]);
    ++claims;
    for (const std::string& figure : figures(c[ours[section]])) {
      INFO(section << ": " << row << ": figure " << figure);
      CHECK(section_figures[section].count(figure) == 1);
    }
  }
  CHECK(claims >= 30);
}

// Words that compare one rule with another. In the study's section they may appear only in the
// findings `compare` prints (quoted in ```text blocks), which state a difference only where the
// intervals part, so a sentence cannot outlive the figures it was written from.
const std::set<std::string> kComparatives = {
    "sooner", "later", "earlier", "faster", "slower", "first", "best",  "better", "worse",
    "worst",  "more",  "most",    "fewer",  "fewest", "less",  "least", "only",   "than"};

std::vector<std::string> comparatives_in(const std::string& text) {
  std::vector<std::string> found;
  std::string word;
  for (std::size_t i = 0; i <= text.size(); ++i) {
    const char c = i < text.size() ? text[i] : ' ';
    if (std::isalpha(static_cast<unsigned char>(c))) {
      word += static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
      continue;
    }
    if (kComparatives.count(word) == 1) found.push_back(word);
    word.clear();
  }
  return found;
}

TEST_CASE("the study's comparisons are compare's findings, quoted", "[cli][readme]") {
  const std::string study = "## Which rule learns best";
  const Readme readme = read_readme(spec::data_dir() / "README.md");
  CHECK(std::count_if(readme.quotes.begin(), readme.quotes.end(),
                      [&](const Quote& q) { return q.section == study; }) >= 10);
  int lines = 0;
  for (const ProseLine& p : readme.prose) {
    if (p.section != study) continue;
    ++lines;
    INFO("README.md:" << p.line << ": " << p.text);
    CHECK(comparatives_in(p.text).empty());
  }
  CHECK(lines >= 10);
  CHECK(comparatives_in("Michie's rule learns first; the blog's rules stop losing first.") ==
        std::vector<std::string>{"first", "first"});
  CHECK(comparatives_in("Only the rule keeps MORE wins (82.6 %).") ==
        std::vector<std::string>{"only", "more"});
  CHECK(comparatives_in("the learned-by game, the runs that never get there").empty());
}

TEST_CASE("the README test reads figures and comments as its convention says", "[cli][readme]") {
  CHECK(figures("47.0 % of games 1-10; 1,720 beads on L7654") ==
        std::vector<std::string>{"47.0", "1", "10", "1,720"});
  CHECK(split_comment(R"(build/matchbox solve x --position "a # b"   # draw)") ==
        std::pair<std::string, std::string>{R"(build/matchbox solve x --position "a # b"  )",
                                            "draw"});
  CHECK(contains_figure("defeats 10.1 and 62.1", "10.1"));
  CHECK_FALSE(contains_figure("defeats 110.1", "10.1"));
  CHECK_FALSE(contains_figure("defeats 10.15", "10.1"));
  CHECK_FALSE(contains_figure("version 2.10", "10"));
}

}  // namespace
}  // namespace matchbox::testing
