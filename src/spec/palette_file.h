// SPDX-FileCopyrightText: 2026 The matchbox authors
// SPDX-License-Identifier: GPL-3.0-or-later

// Palettes (templates/palettes/<id>.yaml, docs/palettes.md): name, sRGB and printed code per
// colour.
#pragma once

#include <cstdint>
#include <filesystem>
#include <map>
#include <string>
#include <vector>

namespace matchbox::spec {

// One bead colour as printed and as bought. `rgb` is sRGB 0xRRGGBB; `code` is the one or two
// characters printed on every marker so colour is never the only cue (docs/palettes.md).
struct Colour {
  std::string name;
  std::uint32_t rgb = 0;
  std::string code;
  // The palette file's own code, where the kit (kit/codes.h) gave the colour another one for this
  // game (orange's O on a noughts-and-crosses board); equal to `code` otherwise.
  std::string palette_code = {};
  // The kit's code in each language matchbox speaks ("en" -> "K", "de" -> "S"), as kit/codes.h
  // chose it from the language's catalogue and the kit's pages; `code` is the English one, the
  // code tournament files hold. Empty for a palette as read from its file.
  std::map<std::string, std::string> codes = {};
  // The language of the printed kit a tournament keeps (spec::Tournament::language): the code
  // shown is that language's whatever the language in force (kit::local_code). "" for the
  // language in force.
  std::string kit_language = {};
};

struct Palette {
  std::string id;      // File stem in templates/palettes/.
  std::string title;   // "Okabe–Ito + white".
  std::string source;  // Citation.
  std::vector<Colour> colours;
};

// `id` names templates/palettes/<id>.yaml; anything containing '/' or ending in .yaml/.yml is a
// path (as for machine files). The palette's id is the file stem. Colours keep the file's order.
// Throws core::Error (file:line:column) for an unknown id (listing the known ones), a malformed
// file, a bad hex value, an empty, long or duplicate code, or a duplicate name.
Palette load_palette(const std::string& id);

// The file of the palette `id_or_path`: templates/palettes/<id>.yaml for an id; a path as it
// stands, or, if it is relative and no file is there, the same path under `folder` (a machine
// file's folder, so a palette can sit beside the machine that uses it). Throws core::Error
// naming an unknown id (listing the known ones) or a missing file.
std::filesystem::path find_palette(const std::string& id_or_path,
                                   const std::filesystem::path& folder = {});
std::vector<std::string> palette_ids();

}  // namespace matchbox::spec
