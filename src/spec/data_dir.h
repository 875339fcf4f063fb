// SPDX-FileCopyrightText: 2026 The matchbox authors
// SPDX-License-Identifier: GPL-3.0-or-later

// Where matchbox finds its data, the folders games/ and templates/:
// 1. $MATCHBOX_DATA_DIR if set (it must be an existing folder);
// 2. <prefix>/share/matchbox-machines (the package's name, cmake/install.cmake), where the
//    executable is <prefix>/bin/matchbox (an installed tree, or one moved elsewhere as a whole;
//    the Debian package's /usr/share/matchbox-machines);
// 3. the folder above the executable's, if it holds games/ (a build folder inside the source
//    tree: build/matchbox). It comes after 2, since /usr (above /usr/bin) holds a folder games/
//    of its own.
// User files (machines, sheets, palettes given as paths) load from any path; only names look
// here.
#pragma once

#include <filesystem>
#include <string>
#include <vector>

namespace matchbox::spec {

// The data folder by the rules above. Throws core::Error naming the folder(s) looked in if
// MATCHBOX_DATA_DIR is not a folder or no candidate holds games/.
std::filesystem::path data_dir();

// The folder of the running executable (Linux: /proc/self/exe); empty if it cannot be read.
std::filesystem::path executable_dir();

// True if `path` names a regular file. Never throws: a name the system refuses (too long, say)
// is simply not a file, so the caller's own "no such file" message follows.
bool is_file(const std::filesystem::path& path);

// True if a machine, sheet or palette argument names a file rather than a bundled one: it holds
// a '/' or ends in .yaml or .yml ("games/her.yaml", "my.yml"); "her" names games/her.yaml.
bool names_a_file(const std::string& id_or_path);

// The stems of the *.yaml files directly in `folder`, sorted ("menace" for menace.yaml);
// empty if the folder cannot be read.
std::vector<std::string> yaml_stems(const std::filesystem::path& folder);

}  // namespace matchbox::spec
