// SPDX-FileCopyrightText: 2026 The matchbox authors
// SPDX-License-Identifier: GPL-3.0-or-later

// A game's session and player (spec::GameRecord::session, ::player): short labels an operator
// gives the games of a tournament to split its standings (`track show --by session|player`,
// docs/tournaments.md, "Sessions and players"). A session names a day or an event ("Saturday",
// "Open day 2026"); a player tag is one free word for who played (child, adult, staff). Both
// are optional; a game without one is untagged.
#pragma once

#include <cstddef>
#include <string>
#include <string_view>

#include "core/enum_table.h"

namespace matchbox::spec {

enum class GameTag { kSession, kPlayer };
// The tags' words on the command line (`--by session|player`).
inline constexpr auto kGameTags = core::make_enum_table<GameTag>(
    std::pair{GameTag::kSession, "session"}, std::pair{GameTag::kPlayer, "player"});

// Longest session name and player tag, in characters: short enough for a standings row.
inline constexpr std::size_t kMaxSessionChars = 40;
inline constexpr std::size_t kMaxPlayerChars = 20;

// kMaxSessionChars or kMaxPlayerChars.
std::size_t max_tag_chars(GameTag tag);

// The word a message uses for the tag: "session" or "player".
std::string_view tag_key(GameTag tag);

// What is wrong with `text` as a tag of kind `tag`, or "" if nothing is: it must be printable
// UTF-8 on one line (spec/text_limits.h), not empty, at most max_tag_chars() characters, not
// start with "(" (the standings write untagged games as "(none)"), and a session name must not
// start or end with a space, a player tag hold none. Example: "'big kid': expected one word
// (a player tag such as child, adult or staff)".
std::string tag_problem(GameTag tag, std::string_view text);

// Checks a tag typed as `option` ("--player"). Throws core::Error "--player: PROBLEM" with
// tag_problem()'s words.
void check_typed_tag(GameTag tag, std::string_view option, std::string_view text);

}  // namespace matchbox::spec
