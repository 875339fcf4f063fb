#include "render/staged_folder.h"

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

void write_manifest(const fs::path& dir, const std::set<std::string>& names) {
  std::ofstream out(dir / kManifest, std::ios::trunc);
  for (const std::string& name : names) out << name << "\n";
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
  std::set<std::string> written;
  std::vector<fs::path> out;
  for (const fs::path& file : staged) {
    const fs::path target = dir_ / file.filename();
    std::error_code ec;
    fs::rename(file, target, ec);
    if (ec) throw core::Error("cannot write " + target.string() + ": " + ec.message());
    written.insert(file.filename().string());
    out.push_back(target);
  }
  // Pages of this format that an earlier run wrote and this one did not.
  std::string extension = ".";
  extension += kFormats.name(format);
  std::set<std::string> listed = read_manifest(dir_);
  for (const std::string& name : std::set<std::string>(listed)) {
    if (written.count(name) > 0 || fs::path(name).extension() != extension) continue;
    std::error_code ec;
    fs::remove(dir_ / name, ec);
    listed.erase(name);
  }
  listed.insert(written.begin(), written.end());
  write_manifest(dir_, listed);
  return out;
}

}  // namespace matchbox::render
