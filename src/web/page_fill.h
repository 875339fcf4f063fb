// SPDX-FileCopyrightText: 2026 The matchbox authors
// SPDX-License-Identifier: GPL-3.0-or-later

// The pages as the server sends them: worded in the request's language and filled with the
// server's figures, so that a browser without JavaScript shows them, and says in its <noscript>
// what it misses (WCAG 2.2 "Understanding Conformance": content that works without the script
// is what a visitor with scripts off can rely on). The pages' scripts word and fill them again,
// live (templates/web/words.js, display.js, league.js).
#pragma once

#include <string>
#include <string_view>

#include "web/league.h"
#include "web/snapshot.h"

namespace matchbox::web {

// `html` (a page of templates/web) in the language in force: <html lang="..."> set to it, the
// text of every element marked data-t="KEY" replaced by web.KEY of templates/texts/web.yaml,
// and the alt text (data-t-alt) and aria-label (data-t-label) likewise; a key the texts lack
// leaves the English. Throws core::Error as page_texts() does.
std::string worded_page(std::string html);

// `html` with the text of the element whose id is `id` replaced by `text` (escaped), or by
// `markup` as it is with set_markup; unchanged if no element has that id.
std::string set_text(std::string html, std::string_view id, const std::string& text);
std::string set_markup(std::string html, std::string_view id, const std::string& markup);
// `html` with the element whose id is `id` given the attribute hidden, or without it.
std::string set_hidden(std::string html, std::string_view id, bool hidden);

// The festival screen (display.html) with the figures of `snapshot` in it: the machine, the
// tournament's title and place, what the machine is, the games, wins, draws and losses, the
// game in play (or the next) and, once a game is played, the last game (its number, result and
// moves) and the learning curve.
// A snapshot with an error is left out (the page says it once its script runs).
std::string display_page(std::string html, const Snapshot& snapshot);

// The league page (league.html) with every group's standing (League::standings) as a row of its
// table (tbody id="groups"): its name linking to its festival screen, its machine, games, wins,
// draws and losses, or what is wrong with its file.
std::string league_page(std::string html, League& league);

}  // namespace matchbox::web
