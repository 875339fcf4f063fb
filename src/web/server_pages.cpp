// SPDX-FileCopyrightText: 2026 The matchbox authors
// SPDX-License-Identifier: GPL-3.0-or-later

// The pages of `track serve` (templates/web/*.html), as GET /, /operator, /play (with
// --visitors) and /league (with a league): each sent in the request's language, the festival
// screen with the tournament's figures and the league page with its standings, so that they
// read without JavaScript (web/page_fill.h). Never cached: the figures change.
#include "web/page_fill.h"
#include "web/server_impl.h"

namespace matchbox::web {

void Server::Impl::page_routes() {
  for (const auto& [url, asset] : options.assets) {
    if (url.front() != '/' || !is_page(asset) || (url == "/play" && !options.visitors) ||
        (url == "/league" && options.league.empty()))
      continue;
    get(url, [this, &url = url, &asset = asset](const Request&, Response& res) {
      std::string html = worded_page(asset.body);
      if (url == "/") html = display_page(std::move(html), *snapshots.latest());
      if (url == "/league" && league) html = league_page(std::move(html), *league);
      res.set_header("Cache-Control", "no-store");
      res.set_content(html, asset.content_type.c_str());
    });
  }
}

}  // namespace matchbox::web
