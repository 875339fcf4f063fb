// SPDX-FileCopyrightText: 2026 The matchbox authors
// SPDX-License-Identifier: GPL-3.0-or-later

// StagedFolder: writes a set of documents into a folder all or nothing. Every document is
// written into a temporary folder inside the target (`.kit.tmp-PID-N`); only when all are
// finished are they checked against what is in the way and moved in, one rename each. So a
// document that fails (a full disk, a bad template) leaves the folder's old kit whole.
//
// Policy for files already there:
// - a file the kit writes replaces the old one, unless the old one is write-protected (no
//   write permission, as `chmod a-w` leaves it) or the user cannot write it: then the whole
//   kit is refused before anything moves, as `cp` refuses to replace a file it cannot write;
// - a folder where a file should go is refused likewise;
// - pages an earlier, longer run wrote (labels-12.svg when this run has 11 pages) are removed,
//   but only files this tool wrote there: the folder's `.matchbox-kit` lists them; a user's
//   own files are never touched;
// - temporary files and folders left by a killed run are removed.
#pragma once

#include <filesystem>
#include <functional>
#include <string>
#include <vector>

#include "render/format.h"

namespace matchbox::render {

// Throws core::Error if the file at `target` must not be replaced by the policy above (a
// write-protected file, a folder); nothing there is fine.
void check_replaceable(const std::filesystem::path& target);

// `message` with every mention of the path `from` replaced by `to`: errors about a file made
// in a temporary place name the file the user asked for.
std::string rename_in_message(std::string message, const std::filesystem::path& from,
                              const std::filesystem::path& to);

class StagedFolder {
 public:
  // `dir` must exist. Removes stale temporaries and creates the staging folder. Throws
  // core::Error "cannot write to DIR: REASON" if it cannot.
  explicit StagedFolder(std::filesystem::path dir);
  ~StagedFolder();  // Removes the staging folder and anything left in it.
  StagedFolder(const StagedFolder&) = delete;
  StagedFolder& operator=(const StagedFolder&) = delete;

  // Calls write(staging folder), which returns the files it wrote there, then moves them into
  // the folder by the policy above and returns their final paths. Errors (core::Error) name
  // the target folder, never the staging folder; nothing in the folder changes on an error.
  using Writer = std::function<std::vector<std::filesystem::path>(const std::filesystem::path&)>;
  std::vector<std::filesystem::path> write(const Writer& write, Format format);

 private:
  std::filesystem::path dir_;
  std::filesystem::path staging_;
};

}  // namespace matchbox::render
