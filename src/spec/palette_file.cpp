// SPDX-FileCopyrightText: 2026 The matchbox authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "spec/palette_file.h"

#include <algorithm>
#include <cctype>
#include <filesystem>
#include <memory>
#include <set>

#include "core/error.h"
#include "spec/data_dir.h"
#include "spec/yaml_util.h"

namespace matchbox::spec {
namespace {

namespace fs = std::filesystem;

fs::path palettes_dir() { return data_dir() / "templates" / "palettes"; }

std::string lower(std::string text) {
  for (char& c : text) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  return text;
}

// "#RRGGBB" -> 0xRRGGBB.
std::uint32_t decode_hex(const YamlField& field) {
  const std::string text = field.is_scalar() ? field.as_string() : "";
  const bool ok = text.size() == 7 && text[0] == '#' &&
                  std::all_of(text.begin() + 1, text.end(),
                              [](char c) { return std::isxdigit(static_cast<unsigned char>(c)); });
  if (!ok) field.fail_expected("an sRGB colour \"#RRGGBB\" (quote it: # starts a YAML comment)");
  return static_cast<std::uint32_t>(std::stoul(text.substr(1), nullptr, 16));
}

// One or two printable characters, no spaces: printed on every marker (docs/palettes.md). Not
// "-", which a score sheet and `track play` read as "the box was empty".
std::string decode_code(const YamlField& field) {
  const std::string code = field.is_scalar() ? field.as_string() : "";
  const bool ok = !code.empty() && code.size() <= 2 && code != "-" &&
                  std::all_of(code.begin(), code.end(),
                              [](char c) { return std::isgraph(static_cast<unsigned char>(c)); });
  if (!ok) field.fail_expected("a code of one or two letters or digits (not \"-\", an empty box)");
  return code;
}

Colour decode_colour(const YamlField& field) {
  field.check_keys({"name", "hex", "code"});
  field["name"].require("a colour name people can buy, e.g. orange");
  field["hex"].require("an sRGB colour \"#RRGGBB\"");
  field["code"].require("a code of one or two letters or digits");
  Colour colour;
  colour.name = field["name"].as_string();
  if (colour.name.empty()) field["name"].fail_expected("a colour name");
  colour.rgb = decode_hex(field["hex"]);
  colour.code = decode_code(field["code"]);
  return colour;
}

// Every colour, names and codes distinct, and no name another colour's code
// (case-insensitively: a printed "b" reads as "B"), since an operator may type either.
std::vector<Colour> decode_colours(const YamlField& field) {
  field.require("a list of colours, each {name, hex, code}");
  std::vector<Colour> colours;
  std::set<std::string> names, codes;
  for (const YamlField& item : field.items()) {
    colours.push_back(decode_colour(item));
    if (!names.insert(lower(colours.back().name)).second)
      item["name"].fail("the colour name \"" + colours.back().name + "\" is used twice");
    if (!codes.insert(lower(colours.back().code)).second)
      item["code"].fail("the code \"" + colours.back().code + "\" is used twice");
  }
  if (colours.empty()) field.fail_expected("at least one colour");
  std::size_t i = 0;
  for (const YamlField& item : field.items()) {
    const Colour& colour = colours[i++];
    if (codes.count(lower(colour.name)) != 0 && lower(colour.name) != lower(colour.code))
      item["name"].fail("the colour name \"" + colour.name + "\" is another colour's code");
  }
  return colours;
}

}  // namespace

fs::path find_palette(const std::string& id_or_path, const fs::path& folder) {
  if (names_a_file(id_or_path)) {
    const fs::path path(id_or_path);
    if (is_file(path)) return path;
    if (path.is_relative() && !folder.empty() && is_file(folder / path)) return folder / path;
    throw core::Error(id_or_path + ": no such palette file");
  }
  const fs::path path = palettes_dir() / (id_or_path + ".yaml");
  if (is_file(path)) return path;
  throw core::Error("unknown palette '" + id_or_path + "'; known palettes: " + join(palette_ids()) +
                    " (or give the path of a .yaml file)");
}

Palette load_palette(const std::string& id) {
  const fs::path path = find_palette(id);
  const YAML::Node document = load_yaml_file(path);
  const YamlField root(document, std::make_shared<YamlSource>(path.string()));
  if (!root.is_map()) root.fail_expected("a map with title, source and colours");
  root.check_keys({"title", "source", "colours"});
  Palette palette;
  palette.id = path.stem().string();
  palette.title = root["title"].present() ? root["title"].as_string() : palette.id;
  palette.source = root["source"].as_string();
  palette.colours = decode_colours(root["colours"]);
  return palette;
}

std::vector<std::string> palette_ids() { return yaml_stems(palettes_dir()); }

}  // namespace matchbox::spec
