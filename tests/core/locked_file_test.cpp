// SPDX-FileCopyrightText: 2026 The matchbox authors
// SPDX-License-Identifier: GPL-3.0-or-later

// core::LockedFile's release() and reacquire(): a writer that lets go of the lock between
// writes (`track serve`) goes on with what it holds only if nobody touched the file meanwhile.
#include "core/locked_file.h"

#include <unistd.h>

#include <catch2/catch.hpp>
#include <chrono>
#include <fstream>
#include <thread>

#include "core/error.h"
#include "read_bytes.h"

namespace matchbox::testing {
namespace {

namespace fs = std::filesystem;

fs::path fresh_file(const std::string& name, const std::string& text) {
  const fs::path dir =
      fs::temp_directory_path() / ("matchbox-locked-" + std::to_string(::getpid()) + "-" + name);
  fs::remove_all(dir);
  fs::create_directories(dir);
  const fs::path file = dir / "books.yaml";
  std::ofstream(file, std::ios::binary) << text;
  return file;
}

constexpr std::size_t kMax = 1 << 20;
const std::string kText = "events:\n- one\n- two\n...\n";

}  // namespace

TEST_CASE("A released file untouched since is taken back as it was", "[core]") {
  const fs::path file = fresh_file("untouched", kText);
  auto held = core::LockedFile::open(file, kMax, "a test file");
  held.replace_tail(kText.size() - 4, "- three\n...\n");
  held.release();
  REQUIRE(held.reacquire());
  held.replace_tail(held.contents().size() - 4, "- four\n...\n");
  CHECK(read_bytes(file) == "events:\n- one\n- two\n- three\n- four\n...\n");
}

TEST_CASE("While released, another writer may write, its lock is refused again after", "[core]") {
  const fs::path file = fresh_file("other", kText);
  auto held = core::LockedFile::open(file, kMax, "a test file");
  CHECK_THROWS_WITH(core::LockedFile::open(file, kMax, "a test file"),
                    Catch::Contains("another matchbox is writing it"));
  try {  // A busy file is a kind of error, not a phrase (the server answers it with 409).
    core::LockedFile::open(file, kMax, "a test file");
  } catch (const core::Error& e) {
    CHECK(e.kind() == core::ErrorKind::kBusy);
  }
  try {
    core::LockedFile::open(file.parent_path() / "missing.yaml", kMax, "a test file");
  } catch (const core::Error& e) {
    CHECK(e.kind() == core::ErrorKind::kInput);
  }
  held.release();
  {
    auto other = core::LockedFile::open(file, kMax, "a test file");
    CHECK_THROWS_WITH(held.reacquire(), Catch::Contains("another matchbox is writing it"));
  }
  CHECK(held.reacquire());  // The other one wrote nothing.
}

TEST_CASE("A file changed while released is not taken back: it must be read again", "[core]") {
  SECTION("a longer tail written by another writer") {
    const fs::path file = fresh_file("longer", kText);
    auto held = core::LockedFile::open(file, kMax, "a test file");
    held.release();
    core::LockedFile::open(file, kMax, "a test file").replace_tail(kText.size() - 4, "- x\n...\n");
    CHECK_FALSE(held.reacquire());
    // It holds no lock after saying so: the file can be opened and written again.
    CHECK_NOTHROW(core::LockedFile::open(file, kMax, "a test file"));
  }
  SECTION("a tail of the same size, written at once (within one step of the file's clock)") {
    const fs::path file = fresh_file("same-size", kText);
    auto held = core::LockedFile::open(file, kMax, "a test file");
    held.release();
    core::LockedFile::open(file, kMax, "a test file").replace_tail(kText.size() - 8, "TWO\n...\n");
    CHECK(fs::file_size(file) == kText.size());
    CHECK_FALSE(held.reacquire());
  }
  SECTION("the same bytes written again a moment later") {
    const fs::path file = fresh_file("rewritten", kText);
    auto held = core::LockedFile::open(file, kMax, "a test file");
    held.release();
    std::this_thread::sleep_for(std::chrono::milliseconds(20));
    std::ofstream(file, std::ios::binary | std::ios::in) << kText;  // In place, as an editor may.
    CHECK_FALSE(held.reacquire());
  }
  SECTION("replaced by another file under its name (an editor's save)") {
    const fs::path file = fresh_file("replaced", kText);
    auto held = core::LockedFile::open(file, kMax, "a test file");
    held.release();
    std::ofstream(file.string() + ".new", std::ios::binary) << kText;
    fs::rename(file.string() + ".new", file);
    CHECK_FALSE(held.reacquire());
  }
  SECTION("a journal beside it (a writer stopped part-way)") {
    const fs::path file = fresh_file("journal", kText);
    auto held = core::LockedFile::open(file, kMax, "a test file");
    held.release();
    std::ofstream(file.parent_path() / ".books.yaml.journal") << "torn";
    CHECK_FALSE(held.reacquire());
  }
}

}  // namespace matchbox::testing
