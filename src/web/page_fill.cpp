// SPDX-FileCopyrightText: 2026 The matchbox authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "web/page_fill.h"

#include "core/translation.h"
#include "render/page_flow.h"
#include "render/text.h"
#include "tracker/session.h"
#include "web/page_texts.h"

namespace matchbox::web {
namespace {

// `s` for an attribute value in double quotes.
std::string attribute_value(const std::string& s) {
  std::string out = render::escape_markup(s);
  for (std::size_t at = out.find('"'); at != std::string::npos; at = out.find('"', at + 6))
    out.replace(at, 1, "&quot;");
  return out;
}

// In the tag that holds position `at`, the value of attribute `name` replaced by `value`.
void set_attribute(std::string& html, std::size_t at, std::string_view name,
                   const std::string& value) {
  const std::size_t start = html.rfind('<', at);
  const std::size_t end = html.find('>', at);
  const std::size_t found = html.find(" " + std::string(name) + "=\"", start);
  if (start == std::string::npos || found == std::string::npos || found > end) return;
  const std::size_t open = found + name.size() + 3;
  const std::size_t close = html.find('"', open);
  html.replace(open, close - open, attribute_value(value));
}

// The element's text after the tag that holds position `at`, up to the next tag, replaced by
// `markup`.
void set_content(std::string& html, std::size_t at, const std::string& markup) {
  const std::size_t open = html.find('>', at);
  if (open == std::string::npos) return;
  const std::size_t close = html.find('<', open);
  html.replace(open + 1, close - open - 1, markup);
}

// Every element marked `attribute`="KEY": `apply`(position, web.KEY) where the texts hold it.
template <typename Apply>
void each_marked(std::string& html, std::string_view attribute, Apply apply) {
  const spec::Texts& texts = page_texts();
  const std::string mark = " " + std::string(attribute) + "=\"";
  for (std::size_t at = html.find(mark); at != std::string::npos; at = html.find(mark, at + 1)) {
    const std::size_t key = at + mark.size();
    const auto text = texts.entries.find("web." + html.substr(key, html.find('"', key) - key));
    if (text != texts.entries.end()) apply(at, text->second);
  }
}

}  // namespace

std::string worded_page(std::string html) {
  const std::size_t root = html.find("<html lang=\"");
  if (root != std::string::npos) set_attribute(html, root + 1, "lang", core::language());
  each_marked(html, "data-t", [&](std::size_t at, const std::string& text) {
    set_content(html, at, render::escape_markup(text));
  });
  each_marked(html, "data-t-alt", [&](std::size_t at, const std::string& text) {
    set_attribute(html, at, "alt", text);
  });
  each_marked(html, "data-t-label", [&](std::size_t at, const std::string& text) {
    set_attribute(html, at, "aria-label", text);
  });
  return html;
}

std::string set_hidden(std::string html, std::string_view id, bool hidden) {
  const std::size_t at = html.find(" id=\"" + std::string(id) + "\"");
  if (at == std::string::npos) return html;
  const std::size_t end = html.find('>', at);
  const std::size_t found = html.find(" hidden", at);
  const bool is_hidden = found != std::string::npos && found < end;
  if (hidden && !is_hidden) html.insert(end, " hidden");
  if (!hidden && is_hidden) html.erase(found, 7);
  return html;
}

std::string set_markup(std::string html, std::string_view id, const std::string& markup) {
  const std::size_t at = html.find(" id=\"" + std::string(id) + "\"");
  if (at != std::string::npos) set_content(html, at, markup);
  return html;
}

std::string set_text(std::string html, std::string_view id, const std::string& text) {
  return set_markup(std::move(html), id, render::escape_markup(text));
}

std::string display_page(std::string html, const Snapshot& snapshot) {
  const tracker::TrackSession* s = snapshot.session();
  if (!s) return html;
  const tracker::Tally& t = s->ledger().tally();
  std::string title = s->tournament().title;
  if (!s->tournament().place.empty()) title += (title.empty() ? "" : " · ") + s->tournament().place;
  html = set_text(std::move(html), "machine", machine_title(s->machine()));
  html = set_text(std::move(html), "title", title);
  html = set_text(std::move(html), "about", machine_about(s->machine()));
  for (const auto& [id, n] :
       {std::pair{"games", t.games()}, {"win", t.win}, {"draw", t.draw}, {"loss", t.loss}})
    html = set_text(std::move(html), id, std::to_string(n));
  // The game in play, or the next; the learning curve once a game is played.
  const auto& unfinished = s->ledger().unfinished();
  html = set_text(
      std::move(html), "now-title",
      render::fill(page_texts(), unfinished ? "web.display.now_begun" : "web.display.now_next",
                   {{"n", t.games() + 1}}));
  // The last game, as display.js words it: "The machine won (game 12)", its moves.
  if (const auto& games = s->ledger().games(); !games.empty()) {
    const tracker::GameRecord game =
        std::get<tracker::GameRecord>(s->event(games.back().event).what);
    const spec::Texts& texts = page_texts();
    html = set_text(
        std::move(html), "last-number",
        render::fill(texts, "web.display.last_number", {{"n", static_cast<int>(games.size())}}));
    html = set_text(std::move(html), "last-result",
                    texts.at("web.display.last_" + tracker::outcome_word(game) +
                             (game.resigned ? "_resigned" : "")));
    html = set_text(
        std::move(html), "last-moves",
        render::fill(texts, "web.display.moves", {{"moves", tracker::joined(game.moves)}}));
  }
  html = set_hidden(std::move(html), "plot", t.games() == 0);
  html = set_hidden(std::move(html), "no-curve", t.games() > 0);
  return html;
}

std::string league_page(std::string html, League& league) {
  const auto cell = [](const std::string& text) {
    return "<td>" + render::escape_markup(text) + "</td>";
  };
  std::string rows;
  for (const Standing& g : league.standings()) {
    rows += "<tr><td><a href=\"" + attribute_value(g.screen) + "\">" +
            render::escape_markup(g.name) + "</a></td>";
    if (!g.error.empty()) {
      rows += "<td colspan=\"5\">" + render::escape_markup(g.error) + "</td></tr>";
      continue;
    }
    const tracker::Tally& t = g.tally;
    rows += cell(g.machine) + cell(std::to_string(t.games())) + cell(std::to_string(t.win)) +
            cell(std::to_string(t.draw)) + cell(std::to_string(t.loss)) + "</tr>";
  }
  return set_markup(std::move(html), "groups", rows);
}

}  // namespace matchbox::web
