// SPDX-FileCopyrightText: 2026 The matchbox authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "spec/machine_file.h"

#include <algorithm>
#include <cctype>
#include <memory>

#include "core/error.h"
#include "core/translation.h"
#include "games/registry.h"
#include "spec/data_dir.h"
#include "spec/learning_rules.h"
#include "spec/palette_file.h"
#include "spec/yaml_util.h"

namespace matchbox::spec {
namespace {

namespace fs = std::filesystem;

fs::path games_dir() { return data_dir() / "games"; }

// Length limits of the text keys: what fits on a label's title line and on one printed page.
constexpr std::size_t kMaxNameChars = 64;
constexpr std::size_t kMaxTitleChars = 120;
constexpr std::size_t kMaxParagraphChars = 2000;
constexpr std::size_t kMaxRules = 30;

// A machine's name names its output folder: letters, digits, '-' and '_' only.
bool is_good_name(const std::string& name) {
  if (name.empty()) return false;
  return std::all_of(name.begin(), name.end(), [](char c) {
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '-' ||
           c == '_';
  });
}

// The `rules` list: one sentence each, at most kMaxRules.
std::vector<std::string> decode_rules(const YamlField& rules) {
  std::vector<std::string> out;
  if (!rules.present()) return out;
  if (rules.is_scalar()) rules.fail_expected("a list of sentences, one rule each");
  const std::vector<YamlField> items = rules.items();
  if (items.size() > kMaxRules)
    rules.fail_expected("at most " + std::to_string(kMaxRules) + " rules, found " +
                        std::to_string(items.size()));
  for (const YamlField& rule : items) {
    if (!rule.is_scalar()) rule.fail_expected("one sentence");
    out.push_back(rule.as_text(kMaxParagraphChars));
  }
  return out;
}

// The title, description and rules in the language in force (core::language()): those the
// file's `translations` gives for it, e.g. `translations: {de: {title: ..., rules: [...]}}`, else
// the message catalogue's translation of the English (context "machine"), else the English. Every
// language's entry is checked, whatever the language in force.
void translate_text(const YamlField& translations, MachineSpec& spec) {
  if (translations.present() && !translations.is_map())
    translations.fail_expected(
        "a map from language codes (de, fr, ...) to title, description and rules");
  const std::string& language = core::language();
  bool title = false, description = false, rules = false;
  for (const YamlField& entry :
       translations.present() ? translations.entries() : std::vector<YamlField>{}) {
    entry.check_keys({"title", "description", "rules"});
    const std::string entry_title = entry["title"].as_text(kMaxTitleChars);
    const std::string entry_description = entry["description"].as_text(kMaxParagraphChars);
    std::vector<std::string> entry_rules = decode_rules(entry["rules"]);
    if (entry.key() != language) continue;
    if ((title = entry["title"].present())) spec.title = entry_title;
    if ((description = entry["description"].present())) spec.description = entry_description;
    if ((rules = entry["rules"].present())) spec.rules = std::move(entry_rules);
  }
  if (!title) spec.title = core::translate("machine", spec.title);
  if (!description && !spec.description.empty())
    spec.description = core::translate("machine", spec.description);
  if (!rules)
    for (std::string& rule : spec.rules) rule = core::translate("machine", rule);
}

// name (default: the file stem), title (default: the name), description, source, rules; the
// reader's words in the language in force (translate_text).
void decode_text(const YamlField& root, const fs::path& file, MachineSpec& spec) {
  spec.name = file.stem().string();
  if (root["name"].present()) {
    spec.name = root["name"].as_text(kMaxNameChars);
    if (!is_good_name(spec.name))
      root["name"].fail_expected(
          "a short name of letters, digits, '-' and '_' (it names the "
          "output folder)");
  }
  spec.title = root["title"].present() ? root["title"].as_text(kMaxTitleChars) : spec.name;
  spec.description = root["description"].as_text(kMaxParagraphChars);
  spec.source = root["source"].as_text(kMaxParagraphChars);
  spec.rules = decode_rules(root["rules"]);
  translate_text(root["translations"], spec);
}

// Where `word` first occurs in `text` as a whole word, or npos.
std::size_t find_word(std::string_view text, std::string_view word) {
  const auto is_word_char = [](char c) {
    return std::isalnum(static_cast<unsigned char>(c)) || c == '_';
  };
  for (auto at = text.find(word); at != std::string_view::npos; at = text.find(word, at + 1)) {
    const std::size_t end = at + word.size();
    if ((at == 0 || !is_word_char(text[at - 1])) &&
        (end == text.size() || !is_word_char(text[end])))
      return at;
  }
  return std::string_view::npos;
}

// The entry of `params` that the game's error message names first, else `params` itself.
YamlField blamed_param(const YamlField& params, std::string_view message) {
  YamlField blamed = params;
  std::size_t first = std::string_view::npos;
  for (const YamlField& entry : params.entries()) {
    const std::size_t at = find_word(message, entry.key());
    if (at < first) {
      first = at;
      blamed = entry;
    }
  }
  return blamed;
}

// game (required, a registry name) and params (map of values), checked by building the game.
std::unique_ptr<games::Game> decode_game(const YamlField& root, MachineSpec& spec) {
  const YamlField game = root["game"];
  const std::vector<std::string> known = games::game_names();
  game.require("a game: " + join(known, "|"));
  spec.game = game.as_string();
  if (std::find(known.begin(), known.end(), spec.game) == known.end())
    game.fail_expected("a game: " + join(known, "|"));
  const YamlField params = root["params"];
  if (params.present())
    for (const YamlField& entry : params.entries()) {
      if (!entry.is_scalar()) entry.fail_expected("a single value (a number or a word)");
      spec.params[entry.key()] = entry.as_string();
    }
  try {
    return games::make_game(spec.game, spec.params);
  } catch (const core::Error& e) {
    if (!params.present()) game.fail(e.what());
    blamed_param(params, e.what()).fail(e.what());
  }
}

// plays, symmetry, equivalent_moves, forced, hopeless, colours and palette (a built-in palette's
// id, or the path of a palette file, found from the current folder or else from the machine
// file's).
void decode_box_rules(const YamlField& root, const fs::path& file, MachineSpec& spec) {
  read_enum(root["plays"], kPlays, spec.plays);
  read_enum(root["symmetry"], kSymmetryModes, spec.symmetry);
  read_enum(root["equivalent_moves"], kEquivalentMoves, spec.equivalent_moves);
  read_enum(root["forced"], kForced, spec.forced);
  read_enum(root["hopeless"], kHopeless, spec.hopeless);
  read_enum(root["colours"], kColourSchemes, spec.colours);
  read_enum(root["orientation"], kOrientations, spec.orientation);
  const YamlField palette = root["palette"];
  if (!palette.present()) return;
  if (!palette.is_scalar()) palette.fail_expected("a palette id or the path of a palette file");
  try {
    const std::string value = palette.as_string();
    const fs::path found = find_palette(value, file.parent_path());
    spec.palette = found.stem() == value ? value : found.string();  // An id stays an id.
  } catch (const core::Error& e) {
    palette.fail(e.what());
  }
}

int decode_bead_count(const YamlField& field) {
  const std::string expected =
      "a whole number of beads per slot from 1 to " + std::to_string(kMaxInitialBeads);
  if (!field.is_scalar()) field.fail_expected(expected);
  int beads = 0;
  try {
    beads = field.as_int();
  } catch (const core::Error&) {
    field.fail_expected(expected);
  }
  if (beads < 1 || beads > kMaxInitialBeads) field.fail_expected(expected);
  return beads;
}

// A ply key of initial_beads: 1..max_plies, and one at which the machine moves.
int decode_ply(const YamlField& entry, const games::Game& game, Plays plays) {
  const std::string range = "a ply from 1 to " + std::to_string(game.max_plies());
  int ply = 0;
  try {
    ply = std::stoi(entry.key());
  } catch (const std::exception&) {
    entry.fail("expected " + range + " as the key, found \"" + entry.key() + "\"");
  }
  if (std::to_string(ply) != entry.key() || ply < 1 || ply > game.max_plies())
    entry.fail("expected " + range + " as the key, found \"" + entry.key() + "\"");
  if (plays == Plays::kFirst && ply % 2 == 0)
    entry.fail("the machine plays first, so it moves only at odd plies (1, 3, 5, ...)");
  if (plays == Plays::kSecond && ply % 2 == 1)
    entry.fail("the machine plays second, so it moves only at even plies (2, 4, 6, ...)");
  return ply;
}

// initial_beads: one integer for every ply (stored under key 0), or a map ply -> beads.
void decode_initial_beads(const YamlField& field, const games::Game& game, MachineSpec& spec) {
  field.require("the beads per move in a fresh box: one integer, or a map ply -> beads");
  if (!field.is_map()) {
    spec.initial_beads[0] = decode_bead_count(field);
    return;
  }
  for (const YamlField& entry : field.entries())
    spec.initial_beads[decode_ply(entry, game, spec.plays)] = decode_bead_count(entry);
}

}  // namespace

fs::path resolve_machine(const std::string& name_or_path) {
  if (names_a_file(name_or_path)) {
    if (!is_file(name_or_path)) throw core::Error(name_or_path + ": no such machine file");
    return name_or_path;
  }
  const fs::path path = games_dir() / (name_or_path + ".yaml");
  if (is_file(path)) return path;
  throw core::Error("unknown machine '" + name_or_path + "'; known machines: " +
                    join(machine_names()) + " (or give the path of a .yaml file)");
}

std::vector<std::string> machine_names() { return yaml_stems(games_dir()); }

MachineSpec load_machine(const std::string& name_or_path,
                         const std::vector<std::string>& overrides) {
  const fs::path path = resolve_machine(name_or_path);
  YAML::Node document = load_yaml_file(path);
  auto source = std::make_shared<YamlSource>(path.string());
  apply_overrides(document, overrides, *source, "params");
  const YamlField root(document, source);
  if (!root.is_map()) root.fail_expected("a map of machine keys (name, game, ...)");
  root.check_keys({"name",
                   "title",
                   "description",
                   "source",
                   "rules",
                   "translations",
                   "game",
                   "params",
                   "plays",
                   "symmetry",
                   "equivalent_moves",
                   "forced",
                   "hopeless",
                   "colours",
                   "orientation",
                   "palette",
                   "initial_beads",
                   "reinforcement",
                   "compartments",
                   "select"});
  MachineSpec spec;
  spec.file = path.string();
  decode_text(root, path, spec);
  decode_box_rules(root, path, spec);
  const std::unique_ptr<games::Game> game = decode_game(root, spec);
  decode_initial_beads(root["initial_beads"], *game, spec);
  decode_reinforcement(root["reinforcement"], spec.reinforcement);
  decode_compartments(root["compartments"], root["reinforcement"], spec);
  decode_selection(root["select"], spec);
  for (const YamlField& entry : root.entries()) spec.locations[entry.key()] = entry.where();
  return spec;
}

}  // namespace matchbox::spec
