// SPDX-FileCopyrightText: 2026 The matchbox authors
// SPDX-License-Identifier: GPL-3.0-or-later

// The browser pages in the visitor's language (docs/translations.md, "The browser pages"): the
// language a request asks for, and the pages' words (templates/texts/web.yaml) in it. Each page
// fetches its words from GET /texts.json and fills them in (templates/web/words.js); sentences
// that need a language's plural forms the server words itself, in the JSON it sends.
#pragma once

#include <string>
#include <string_view>

#include "games/game.h"
#include "spec/texts.h"

namespace matchbox::web {

// The cookie the pages' language menu sets to the code chosen ("de"), for a year.
inline constexpr std::string_view kLanguageCookie = "matchbox-lang";

// The language a request is answered in, among those matchbox speaks (spec::languages()): the
// code `query` names (the page's ?lang=), else the one the cookie kLanguageCookie in
// `cookie_header` (the Cookie header) names, else the first of `accept_language` (the browser's
// Accept-Language header, "de-AT,de;q=0.9,en;q=0.5": highest q-value first, a region dropped)
// matchbox speaks, else `fallback` (the server's own language). A code matchbox does not speak
// is passed over. Never throws.
std::string request_language(std::string_view query, std::string_view cookie_header,
                             std::string_view accept_language, const std::string& fallback);

// The texts of templates/texts/web.yaml in the language in force (core::language()), loaded
// once per language; thread-safe. Throws core::Error as spec::load_texts does (a bad or missing
// file).
const spec::Texts& page_texts();

// The name of the language `code` (one of spec::languages()) in itself: web.language in that
// language ("Deutsch"), or `code` while no catalogue translates it. Throws as page_texts() does.
std::string language_name(const std::string& code);

// What the pages fill themselves from (GET /texts.json), in the language in force: {lang,
// texts: {key without "web.": text}, languages: [{code, name}]}, where name is each language's
// language_name().
// The grammatical plurals are left out: the server words the sentences that count. Throws as
// page_texts() does.
std::string texts_json();

// How a game of `game` ends, in one line of its rules as the kit prints them
// (documents/game_rules.h, game_end_rule; templates/texts/rules.yaml) in the language in force:
// the rules line of the visitors' page. Throws core::Error as game_end_rule does.
std::string rules_line(const games::Game& game);

}  // namespace matchbox::web
