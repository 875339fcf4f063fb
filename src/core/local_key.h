// SPDX-FileCopyrightText: 2026 The matchbox authors
// SPDX-License-Identifier: GPL-3.0-or-later

// A secret of this user on this machine, kept in a file only they can read, for sealing caches
// (the tournament's checkpoint, tracker/checkpoint.h) so that a cache edited by hand, or copied
// from another machine, is not believed: a seal made with this key cannot be made again without
// reading the key file. Not a signature against someone who can read that file (the owner can
// edit the tournament file itself anyway).
#pragma once

#include <filesystem>
#include <optional>
#include <string>

namespace matchbox::core {

// Bytes in the key: enough for XXH3's keyed hashes (XXH3_SECRET_SIZE_MIN is 136).
inline constexpr std::size_t kLocalKeyBytes = 192;

// The key file: $XDG_STATE_HOME/matchbox/books.key, else ~/.local/state/matchbox/books.key ($HOME,
// or the account's home folder without it); nullopt if there is no home folder.
std::optional<std::filesystem::path> local_key_path();

// The key (kLocalKeyBytes random bytes, getrandom(2)), made on first use: the key file is
// created with mode 0600 in a folder of mode 0700 (made if missing), written whole to a temporary
// name and linked into place, so two processes making it at once agree on one key. nullopt if it
// cannot be read or made (no home folder, a read-only one): callers then seal nothing and trust
// no seal. Read once per process. Throws nothing.
const std::optional<std::string>& local_key();

}  // namespace matchbox::core
