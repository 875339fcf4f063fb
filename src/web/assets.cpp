// SPDX-FileCopyrightText: 2026 The matchbox authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "web/assets.h"

#include "core/locked_file.h"
#include "spec/data_dir.h"

namespace matchbox::web {

std::map<std::string, Asset> load_assets(const std::filesystem::path& folder) {
  static const struct {
    const char* url;
    const char* file;
    const char* type;
  } kFiles[] = {
      {"/", "display.html", "text/html; charset=utf-8"},
      {"/operator", "operator.html", "text/html; charset=utf-8"},
      {"/style.css", "style.css", "text/css; charset=utf-8"},
      {"/display.js", "display.js", "text/javascript; charset=utf-8"},
      {"/operator.js", "operator.js", "text/javascript; charset=utf-8"},
      {"/board.js", "board.js", "text/javascript; charset=utf-8"},
      {"/words.js", "words.js", "text/javascript; charset=utf-8"},
      {"/play", "play.html", "text/html; charset=utf-8"},
      {"/play.js", "play.js", "text/javascript; charset=utf-8"},
      {"/league", "league.html", "text/html; charset=utf-8"},
      {"/league.js", "league.js", "text/javascript; charset=utf-8"},
      {"operator-qr.html", "operator-qr.html", "text/html; charset=utf-8"},
  };
  std::map<std::string, Asset> assets;
  for (const auto& f : kFiles)
    assets[f.url] = {f.type, core::read_whole_file(folder / f.file, 1u << 20, "a page asset")};
  return assets;
}

std::filesystem::path assets_folder() { return spec::data_dir() / "templates" / "web"; }

}  // namespace matchbox::web
