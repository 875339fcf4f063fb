// SPDX-FileCopyrightText: 2026 The matchbox authors
// SPDX-License-Identifier: GPL-3.0-or-later

// The routes of a class league (web/league.h), on the first group's server:
//   GET /league                    the league page (templates/web/league.html)
//   GET /api/league                every group's standings and who stopped losing first (JSON)
//   GET /api/league/version        changes when any group's file does (text)
//   GET /api/league/plot.svg?style=michie|gardner|rates   the groups' curves on one plot (no
//                                  style: their machines' natural one, League::plot_svg)
#include "web/server_impl.h"

namespace matchbox::web {

void Server::Impl::league_routes() {
  if (options.league.empty()) return;
  league = std::make_unique<League>(options.league);
  get("/api/league", [this](const Request&, Response& res) {
    send_json(res, renderer.run([&] { return league->json(); }));
  });
  get("/api/league/version", [this](const Request&, Response& res) {
    res.set_header("Cache-Control", "no-store");
    res.set_content(league->version(), "text/plain");
  });
  get("/api/league/plot.svg", [this](const Request& req, Response& res) {
    std::optional<documents::PlotStyle> style;  // None asked: the groups' natural style.
    if (req.has_param("style") && !(style = overlay_style(req, res, documents::PlotStyle::kMichie)))
      return;
    try {
      send_svg(res, renderer.run([&] { return league->plot_svg(style); }));
    } catch (const core::Error& e) {
      send_error(res, 404, e.what());
    }
  });
}

}  // namespace matchbox::web
