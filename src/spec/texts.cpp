// SPDX-FileCopyrightText: 2026 The matchbox authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "spec/texts.h"

#include <yaml-cpp/yaml.h>

#include <algorithm>
#include <filesystem>
#include <set>
#include <vector>

#include "core/error.h"
#include "core/translation.h"
#include "spec/data_dir.h"
#include "spec/yaml_util.h"

namespace matchbox::spec {
namespace {

namespace fs = std::filesystem;

// "file:line:column: message" with yaml-cpp's 0-based mark made 1-based.
core::Error error_at(const fs::path& file, const YAML::Mark& mark, const std::string& message) {
  return core::Error(file.string() + ":" + std::to_string(mark.line + 1) + ":" +
                     std::to_string(mark.column + 1) + ": " + message);
}

using Marks = std::map<std::string, YAML::Mark>;

// True if `node` is a text that prints the count {n}: a map of `one` and `other` that does is a
// plural, which a language words by its own plural forms (Ukrainian has three); one that does
// not is a choice between two texts, for one thing or more (Plural::pick).
bool counts(const YAML::Node& node) {
  return node.IsScalar() && (node.Scalar().find("{n}") != std::string::npos ||
                             node.Scalar().find("{n:") != std::string::npos);
}

// Adds every string under `node` to `out` (and its place to `marks`, if given), keys joined with
// dots below `prefix`.
void flatten(const fs::path& file, const YAML::Node& node, const std::string& prefix,
             std::map<std::string, std::string>& out, Marks* marks,
             std::set<std::string>* plurals) {
  if (node.IsMap()) {
    if (plurals != nullptr && node.size() == 2 && node["one"] && node["other"] &&
        (counts(node["one"]) || counts(node["other"])))
      plurals->insert(prefix);
    for (const auto& item : node) {
      if (!item.first.IsScalar())
        throw error_at(file, item.first.Mark(), "text keys must be plain words");
      flatten(file, item.second, prefix + "." + item.first.Scalar(), out, marks, plurals);
    }
    return;
  }
  if (!node.IsScalar())
    throw error_at(file, node.Mark(), "'" + prefix + "': expected a string or a map of strings");
  std::size_t chars = 0;
  if (const std::size_t bad = utf8_error(node.Scalar(), chars); bad != std::string::npos)
    throw error_at(file, node.Mark(),
                   "'" + prefix + "': invalid UTF-8 at byte " + std::to_string(bad + 1) +
                       "; expected UTF-8 text");
  if (chars > kMaxTextChars)
    throw error_at(
        file, node.Mark(),
        "'" + prefix + "': expected at most " + std::to_string(kMaxTextChars) + " characters");
  if (!out.emplace(prefix, node.Scalar()).second)
    throw error_at(file, node.Mark(), "'" + prefix + "': defined twice");
  if (marks != nullptr) (*marks)[prefix] = node.Mark();
}

void load_file(const fs::path& file, std::map<std::string, std::string>& out,
               Marks* marks = nullptr, std::set<std::string>* plurals = nullptr) {
  const YAML::Node root = load_yaml_file(file);
  if (root.IsNull()) return;  // An empty file holds no texts.
  if (!root.IsMap()) throw error_at(file, root.Mark(), "expected a map of texts");
  flatten(file, root, file.stem().string(), out, marks, plurals);
}

// True for a text no reader sees, which therefore has no translation: an empty text, or a list of
// keys ("items: board move win" and "by: capture" in rules.yaml) that says which texts print.
bool untranslated(const std::string& key, const std::string& text) {
  const std::string last = key.substr(key.rfind('.') + 1);
  return text.empty() || last == "items" || last == "by";
}

// The {placeholder} names in an fmt pattern ("{{" is a literal brace).
std::set<std::string> placeholders(const std::string& text) {
  std::set<std::string> names;
  for (std::size_t i = 0; i < text.size(); ++i) {
    if (text[i] != '{') continue;
    if (i + 1 < text.size() && text[i + 1] == '{') {
      ++i;
      continue;
    }
    const std::size_t end = text.find_first_of(":}", i);
    if (end == std::string::npos) break;
    names.insert(text.substr(i + 1, end - i - 1));
    i = end;
  }
  return names;
}

std::string braced(const std::set<std::string>& names) {
  std::string out;
  for (const std::string& n : names) out += (out.empty() ? "{" : ", {") + n + "}";
  return out.empty() ? "none" : out;
}

}  // namespace

const std::string& Texts::at(const std::string& key) const {
  auto it = entries.find(key);
  if (it == entries.end())
    throw core::Error("missing text '" + key + "' (templates/texts/*.yaml, key '" +
                      key.substr(key.find('.') + 1) + "' in " + key.substr(0, key.find('.')) +
                      ".yaml)");
  return it->second;
}

Plural Texts::plural(const std::string& key) const {
  return {key, at(key + ".one"), at(key + ".other"), plurals.count(key) > 0};
}

std::string Plural::pick(long n) const {
  if (!grammatical) return n == 1 ? one : other;
  return core::translate_plural(key, one, other, n);
}

int check_text_file(const fs::path& file) {
  const Texts known = load_texts();
  const std::string stem = file.stem().string();
  const fs::path builtin = data_dir() / "templates" / "texts" / (stem + ".yaml");
  if (!is_file(builtin))
    throw core::Error(file.string() + ": expected a file of the kit's texts named as one in " +
                      (data_dir() / "templates" / "texts").string() + " (beads.yaml, ...)");
  std::map<std::string, std::string> mine;
  Marks marks;
  load_file(file, mine, &marks);
  for (const auto& [key, text] : mine) {
    const auto it = known.entries.find(key);
    const std::string name = key.substr(stem.size() + 1);
    if (it == known.entries.end())
      throw error_at(file, marks[key], name + ": not a text the kit uses");
    const std::set<std::string> allowed = placeholders(it->second);
    for (const std::string& p : placeholders(text))
      if (allowed.count(p) == 0)
        throw error_at(file, marks[key],
                       name + ": unknown placeholder {" + p + "}; expected " + braced(allowed));
  }
  for (const auto& [key, text] : known.entries)
    if (key.rfind(stem + ".", 0) == 0 && mine.count(key) == 0)
      throw core::Error(file.string() + ": missing text '" + key.substr(stem.size() + 1) + "'");
  return static_cast<int>(mine.size());
}

namespace {

// templates/texts/*.yaml in name order. Throws core::Error if the folder is missing.
std::vector<fs::path> text_files() {
  const fs::path dir = data_dir() / "templates" / "texts";
  std::error_code ec;
  if (!fs::is_directory(dir, ec)) throw core::Error(dir.string() + ": no such folder");
  std::vector<fs::path> files;
  for (const auto& entry : fs::directory_iterator(dir)) {
    if (entry.is_regular_file() && entry.path().extension() == ".yaml")
      files.push_back(entry.path());
  }
  std::sort(files.begin(), files.end());
  return files;
}

}  // namespace

std::vector<TextSource> text_sources() {
  std::vector<TextSource> out;
  for (const fs::path& file : text_files()) {
    std::map<std::string, std::string> texts;
    Marks marks;
    std::set<std::string> plurals;
    load_file(file, texts, &marks, &plurals);
    std::vector<std::pair<int, std::string>> keys;  // In file order.
    for (const auto& [key, mark] : marks) keys.emplace_back(mark.line, key);
    std::sort(keys.begin(), keys.end());
    const std::string name = "templates/texts/" + file.filename().string();
    for (const auto& [line, key] : keys) {
      const std::string stem = key.substr(0, key.rfind('.'));
      if (plurals.count(stem) == 0) {
        if (untranslated(key, texts[key])) continue;
        out.push_back({key, texts[key], "", name, line + 1});
      } else if (key == stem + ".one") {
        out.push_back({stem, texts[key], texts[stem + ".other"], name, line + 1});
      }
    }
  }
  return out;
}

namespace {

// The texts of `files`, translated into the language in force.
Texts load_text_files(const std::vector<fs::path>& files) {
  Texts texts;
  for (const auto& file : files) load_file(file, texts.entries, nullptr, &texts.plurals);
  for (auto& [key, text] : texts.entries) {
    const std::size_t dot = key.rfind('.');
    if (texts.plurals.count(key.substr(0, dot)) == 0 && !untranslated(key, text))
      text = core::translate(key, text);
  }
  return texts;
}

}  // namespace

Texts load_texts() { return load_text_files(text_files()); }

Texts load_texts(const std::vector<std::string>& stems) {
  const fs::path dir = data_dir() / "templates" / "texts";
  std::vector<fs::path> files;
  for (const std::string& stem : stems) {
    files.push_back(dir / (stem + ".yaml"));
    if (!is_file(files.back())) throw core::Error(files.back().string() + ": no such file");
  }
  return load_text_files(files);
}

}  // namespace matchbox::spec
