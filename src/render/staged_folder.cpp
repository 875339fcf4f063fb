// SPDX-FileCopyrightText: 2026 The matchbox authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "render/staged_folder.h"

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cerrno>
#include <cstring>
#include <fstream>
#include <set>
#include <string>
#include <system_error>

#include "core/error.h"
#include "core/locked_file.h"

namespace matchbox::render {
namespace fs = std::filesystem;
namespace {

// The folder's list of the files matchbox wrote there, one name a line.
constexpr const char* kManifest = ".matchbox-kit";

std::set<std::string> read_manifest(const fs::path& dir) {
  std::set<std::string> names;
  std::ifstream in(dir / kManifest);
  for (std::string line; std::getline(in, line);)
    if (!line.empty() && line.find('/') == std::string::npos) names.insert(line);
  return names;
}

// Writes the list to `file`, synced and closed, each step checked. Throws core::Error "cannot
// write FILE: REASON" (a full disk).
void write_manifest(const fs::path& file, const std::set<std::string>& names) {
  std::string text;
  for (const std::string& name : names) text += name + "\n";
  const int fd = ::open(file.c_str(), O_CREAT | O_TRUNC | O_WRONLY | O_CLOEXEC, 0644);
  int err = fd < 0 ? errno : 0;
  for (std::size_t done = 0; err == 0 && done < text.size();) {
    const ssize_t n = ::write(fd, text.data() + done, text.size() - done);
    if (n < 0 && errno != EINTR) err = errno;
    if (n > 0) done += static_cast<std::size_t>(n);
  }
  if (err == 0 && ::fsync(fd) != 0) err = errno;
  if (fd >= 0 && ::close(fd) != 0 && err == 0) err = errno;
  if (err != 0) throw core::Error("cannot write " + file.string() + ": " + std::strerror(err));
}

// The folder's list after a run that wrote `staged`: pages of `format` an earlier run wrote and
// this one did not are `stale` (to be removed); everything else listed is kept.
struct ManifestPlan {
  std::set<std::string> kept;
  std::set<std::string> stale;
};

ManifestPlan plan_manifest(const fs::path& dir, const std::vector<fs::path>& staged,
                           Format format) {
  ManifestPlan plan;
  for (const fs::path& file : staged) plan.kept.insert(file.filename().string());
  std::string extension = ".";
  extension += kFormats.name(format);
  for (const std::string& name : read_manifest(dir)) {
    if (plan.kept.count(name) == 0 && fs::path(name).extension() == extension)
      plan.stale.insert(name);
    else
      plan.kept.insert(name);
  }
  return plan;
}

// Renames `from` over `to`. Throws core::Error "cannot write TO: REASON".
void rename_checked(const fs::path& from, const fs::path& to) {
  std::error_code ec;
  fs::rename(from, to, ec);
  if (ec) throw core::Error("cannot write " + to.string() + ": " + ec.message());
}

}  // namespace

std::string rename_in_message(std::string message, const fs::path& from, const fs::path& to) {
  const std::string old_text = from.string();
  const std::string new_text = to.string();
  for (auto at = message.find(old_text); at != std::string::npos;
       at = message.find(old_text, at + new_text.size()))
    message.replace(at, old_text.size(), new_text);
  return message;
}

void check_replaceable(const fs::path& target) {
  struct stat st {};
  if (::lstat(target.c_str(), &st) != 0) return;  // Nothing there.
  if (S_ISDIR(st.st_mode))
    throw core::Error("cannot write " + target.string() +
                      ": a folder of that name is in the way; expected a file or nothing there");
  const bool protected_file = (st.st_mode & (S_IWUSR | S_IWGRP | S_IWOTH)) == 0;
  if (protected_file || ::access(target.c_str(), W_OK) != 0)
    throw core::Error("cannot replace " + target.string() +
                      ": the file is write-protected; like cp, matchbox does not replace a file "
                      "you cannot write (make it writable or remove it)");
}

StagedFolder::StagedFolder(fs::path dir) : dir_(std::move(dir)) {
  core::remove_stale_temporaries_in(dir_);
  staging_ = dir_ / (".kit.tmp-" + std::to_string(::getpid()) + "-0");
  std::error_code ec;
  fs::remove_all(staging_, ec);
  if (!fs::create_directory(staging_, ec))
    throw core::Error("cannot write to " + dir_.string() + ": " +
                      (ec ? ec.message() : std::string("the folder is in the way")));
}

StagedFolder::~StagedFolder() {
  std::error_code ec;
  fs::remove_all(staging_, ec);
}

std::vector<fs::path> StagedFolder::write(const Writer& write, Format format) {
  std::vector<fs::path> staged;
  try {
    staged = write(staging_);
    for (const fs::path& file : staged) check_replaceable(dir_ / file.filename());
  } catch (const core::Error& e) {
    throw core::Error(rename_in_message(e.what(), staging_, dir_));
  }
  const ManifestPlan plan = plan_manifest(dir_, staged, format);
  std::vector<fs::path> out;
  for (const fs::path& file : staged) out.push_back(dir_ / file.filename());
  try {
    // The new list is written before anything moves: a disk too full for it leaves the old kit.
    write_manifest(staging_ / kManifest, plan.kept);
    for (std::size_t i = 0; i < staged.size(); ++i) rename_checked(staged[i], out[i]);
    rename_checked(staging_ / kManifest, dir_ / kManifest);
  } catch (const core::Error& e) {
    throw core::Error(rename_in_message(e.what(), staging_, dir_));
  }
  for (const std::string& name : plan.stale) {
    std::error_code ec;
    fs::remove(dir_ / name, ec);
  }
  return out;
}

}  // namespace matchbox::render
