// SPDX-FileCopyrightText: 2026 The matchbox authors
// SPDX-License-Identifier: GPL-3.0-or-later

// `kit` writes a folder all or nothing (render/staged_folder.h): a document that cannot be
// written leaves the old kit whole; a write-protected file or a folder in the way is refused
// before anything changes; temporaries of a killed run are cleaned; stale pages are removed
// only if this tool wrote them; SVG/PNG pages are zero-padded so they sort.
#include <unistd.h>

#include <catch2/catch.hpp>
#include <filesystem>
#include <fstream>
#include <map>
#include <string>

#include "cli/run_command.h"
#include "read_bytes.h"

namespace matchbox::testing {
namespace {

namespace fs = std::filesystem;
using Catch::Contains;

class KitDir {
 public:
  explicit KitDir(const std::string& name)
      : path_(fs::temp_directory_path() /
              ("matchbox-kitdir-" + name + "-" + std::to_string(::getpid()))) {
    fs::remove_all(path_);
    fs::create_directories(path_);
  }
  ~KitDir() {
    std::error_code ec;
    fs::permissions(path_, fs::perms::owner_all, fs::perm_options::add, ec);
    fs::remove_all(path_, ec);
  }
  const fs::path& path() const { return path_; }
  std::string str() const { return path_.string(); }
  // Every entry's contents (folders as "<folder>"), by name.
  std::map<std::string, std::string> snapshot() const {
    std::map<std::string, std::string> out;
    for (const auto& e : fs::directory_iterator(path_))
      out[e.path().filename().string()] = e.is_directory() ? "<folder>" : read_bytes(e.path());
    return out;
  }

 private:
  fs::path path_;
};

TEST_CASE("a kit that cannot be written whole leaves the old kit untouched", "[harden][kit]") {
  KitDir dir("whole");
  REQUIRE(run_matchbox("kit her -o " + dir.str()).exit_code == 0);
  const fs::path beads = dir.path() / "beads.pdf";
  fs::permissions(beads, fs::perms::owner_write | fs::perms::group_write | fs::perms::others_write,
                  fs::perm_options::remove);
  const auto before = dir.snapshot();
  const CommandResult r = run_matchbox("kit her --set initial_beads=3 -o " + dir.str());
  CHECK(r.exit_code == 1);
  CHECK_THAT(r.err, Contains("cannot replace " + beads.string() + ": the file is write-protected"));
  CHECK_THAT(r.err, !Contains(".kit.tmp"));
  CHECK(dir.snapshot() == before);  // No file replaced, no temporary left.

  // A folder where a file should go: refused the same way.
  fs::permissions(beads, fs::perms::owner_write, fs::perm_options::add);
  fs::remove(dir.path() / "finder.pdf");
  fs::create_directory(dir.path() / "finder.pdf");
  const auto with_folder = dir.snapshot();
  const CommandResult f = run_matchbox("kit her --set initial_beads=3 -o " + dir.str());
  CHECK(f.exit_code == 1);
  CHECK_THAT(f.err, Contains((dir.path() / "finder.pdf").string() + ": a folder"));
  CHECK(dir.snapshot() == with_folder);
}

TEST_CASE("temporaries left by a killed run are cleaned by the next run", "[harden][kit]") {
  KitDir dir("stale-temp");
  // Process 4194304 cannot exist (above Linux's largest pid), so these are stale.
  std::ofstream(dir.path() / ".labels.pdf.tmp-4194304-0") << "half a PDF";
  fs::create_directory(dir.path() / ".kit.tmp-4194304-3");
  std::ofstream(dir.path() / ".kit.tmp-4194304-3" / "labels.pdf") << "half a PDF";
  std::ofstream(dir.path() / ".mine.tmp-notes") << "a user's file that merely looks similar";
  REQUIRE(run_matchbox("kit her -o " + dir.str()).exit_code == 0);
  CHECK(!fs::exists(dir.path() / ".labels.pdf.tmp-4194304-0"));
  CHECK(!fs::exists(dir.path() / ".kit.tmp-4194304-3"));
  CHECK(fs::exists(dir.path() / ".mine.tmp-notes"));
}

TEST_CASE("stale pages are removed only if this tool wrote them, pages sort", "[harden][kit]") {
  KitDir dir("pages");
  std::ofstream(dir.path() / "labels-3.svg") << "mine";
  std::ofstream(dir.path() / "labels-07.svg") << "mine too";
  // HER on a4-cut: 24 labels on 2 pages; on avery-l7654, 1 page.
  REQUIRE(run_matchbox("kit her --format svg -o " + dir.str()).exit_code == 0);
  CHECK(fs::exists(dir.path() / "labels-01.svg"));
  CHECK(fs::exists(dir.path() / "labels-02.svg"));
  REQUIRE(run_matchbox("kit her --format svg --sheet avery-l7654 -o " + dir.str()).exit_code == 0);
  CHECK(fs::exists(dir.path() / "labels-01.svg"));
  CHECK(!fs::exists(dir.path() / "labels-02.svg"));  // This tool wrote it: gone.
  CHECK(read_bytes(dir.path() / "labels-3.svg") == "mine");
  CHECK(read_bytes(dir.path() / "labels-07.svg") == "mine too");
  // A PDF kit in the same folder leaves the SVG pages alone.
  REQUIRE(run_matchbox("kit her -o " + dir.str()).exit_code == 0);
  CHECK(fs::exists(dir.path() / "labels-01.svg"));
}

}  // namespace
}  // namespace matchbox::testing
