// SPDX-FileCopyrightText: 2026 The matchbox authors
// SPDX-License-Identifier: GPL-3.0-or-later

// The files of the browser pages (templates/web/: HTML, CSS, JavaScript), read once when the
// server starts and served from memory; no request names a file.
#pragma once

#include <filesystem>
#include <map>
#include <string>

namespace matchbox::web {

struct Asset {
  std::string content_type;
  std::string body;
};

// The pages' files by the URL path they are served at: "/" (display.html), "/operator"
// (operator.html), "/style.css", "/display.js", "/operator.js", "/words.js", ...; pages a route
// fills in first by their file name, which is no URL path: "operator-qr.html" (web/qr_page.h).
// Throws core::Error "FOLDER/FILE: cannot read: REASON" if one is missing.
std::map<std::string, Asset> load_assets(const std::filesystem::path& folder);

// templates/web/ in the data folder (spec/data_dir.h).
std::filesystem::path assets_folder();

}  // namespace matchbox::web
