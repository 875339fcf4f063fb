// SPDX-FileCopyrightText: 2026 The matchbox authors
// SPDX-License-Identifier: GPL-3.0-or-later

// Checks shared by the tests of bad input to `matchbox track`: refused in one line, nothing lost.
#pragma once

#include <filesystem>
#include <string>

namespace matchbox::testing {

// Replaces `file`'s contents by `text`.
void write_file(const std::filesystem::path& file, const std::string& text);

// The command `args` fails with exit 1 and exactly one line on stderr, which contains
// `expected`, and `file` is byte-for-byte what it was.
void check_refused(const std::filesystem::path& file, const std::string& args,
                   const std::string& expected);

}  // namespace matchbox::testing
