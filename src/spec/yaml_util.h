// SPDX-FileCopyrightText: 2026 The matchbox authors
// SPDX-License-Identifier: GPL-3.0-or-later

// YAML helpers shared by the spec loaders (machine files, palettes): reading a file, --set
// overrides, and typed access to keys whose errors name "FILE:LINE:COLUMN" (1-based), the
// dotted key, the value found and what was expected (docs/machine-files.md). yaml-cpp is used only
// in spec/*.cpp; this header is included only there.
#pragma once

#include <yaml-cpp/yaml.h>

#include <filesystem>
#include <initializer_list>
#include <memory>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "core/enum_table.h"

namespace matchbox::spec {

// Where a document came from: its file and the --set overrides applied to it, so that an error
// in an overridden value names the override ("--set symmetry=sideways") instead of a position.
class YamlSource {
 public:
  // `line_offset`: lines of the file before the parsed text (a part of a file parsed alone).
  explicit YamlSource(std::string file, int line_offset = 0)
      : file_(std::move(file)), line_offset_(line_offset) {}
  const std::string& file() const { return file_; }

  // Records that `key` (dotted) was set by the command-line text `text` ("key=value").
  void add_override(std::string key, std::string text);

  // "--set key=value" if `path` is at, under or above an overridden key; else "FILE:L:C" from
  // `mark` (0-based in yaml-cpp, printed 1-based; a null mark prints as 1:1).
  std::string where(const YAML::Mark& mark, std::string_view path) const;

 private:
  std::string file_;
  int line_offset_ = 0;
  std::vector<std::pair<std::string, std::string>> overrides_;  // key, text; in order given.
};

// Data files (machines, sheets, palettes, texts) are small: a larger one is refused unread.
inline constexpr std::size_t kMaxYamlFileBytes = 1u << 20;
// The longest string value any key may have, in characters (keys with a tighter limit use
// YamlField::as_text).
inline constexpr std::size_t kMaxTextChars = 10'000;

// The byte offset of the first byte of `text` that is not well-formed UTF-8 (RFC 3629), or
// npos; `chars` receives the number of characters before it.
std::size_t utf8_error(std::string_view text, std::size_t& chars);

// Reads and parses a YAML file. Throws core::Error "FILE:L:C: malformed YAML: ..." on a syntax
// error, "FILE: cannot read" if it cannot be opened, and "FILE: more than N bytes" past
// kMaxYamlFileBytes.
YAML::Node load_yaml_file(const std::filesystem::path& path);
// Parses `text` read from `file` (named in errors), as load_yaml_file does; `line_offset` lines
// of the file precede `text` (errors name the file's line).
YAML::Node parse_yaml_text(const std::string& text, const std::string& file, int line_offset = 0);

// Applies "key=value" overrides to `root` in order: dotted keys walk (and create) nested maps;
// the value is parsed as YAML (a scalar or a flow node such as "{beads: 1}"). Records each
// override in `source`. With `shortcut_map` set, a one-part key that the root lacks but that
// map has is set there (machine files: `--set width=4` sets params.width). Throws core::Error
// "--set TEXT: ..." for a missing '=', an empty key part, a value that is not YAML, or a key
// whose parent is not a map.
void apply_overrides(YAML::Node& root, const std::vector<std::string>& overrides,
                     YamlSource& source, const std::string& shortcut_map = "");

// A value in a document together with its dotted key and its source: the typed getters below
// check the shape and throw core::Error "WHERE: KEY: expected WHAT, found VALUE".
class YamlField {
 public:
  // The document root (path "").
  YamlField(YAML::Node root, std::shared_ptr<const YamlSource> source);
  YamlField(const YamlField&) = default;
  // Rebinds this field. (yaml-cpp's Node::operator= would instead overwrite the node it refers
  // to, inside the document.)
  YamlField& operator=(const YamlField& other);

  const std::string& path() const { return path_; }
  const YamlSource& source() const { return *source_; }
  // False for an absent key. "key:" with nothing after it is present (and null): the getters
  // then report "found nothing".
  bool present() const { return node_.IsDefined(); }
  // The child at `key` of this map; absent children keep this field's mark for messages.
  YamlField operator[](const std::string& key) const;

  // Checks this is a map whose keys are all in `allowed` and none repeats; otherwise the error
  // names the offending key and lists the allowed ones.
  void check_keys(std::initializer_list<std::string_view> allowed) const;
  // Throws "WHERE: KEY: missing required key (expected WHAT)" if the key is absent.
  void require(std::string_view expected) const;

  // An absent or null value reads as "". Throws "WHERE: KEY: invalid UTF-8 at byte N ..." for
  // text that is not UTF-8, and for more than kMaxTextChars characters.
  std::string as_string() const;
  // As as_string(), with at most `max_chars` characters.
  std::string as_text(std::size_t max_chars) const;
  int as_int() const;
  bool as_bool() const;
  bool is_map() const { return node_.IsMap(); }
  bool is_scalar() const { return node_.IsScalar(); }
  bool is_null() const { return node_.IsNull(); }
  // The entries of a map in file order, each as a field named by its key.
  std::vector<YamlField> entries() const;
  // The items of a list, each as a field named "KEY[i]" (0-based).
  std::vector<YamlField> items() const;
  // The key as written (for map entries from entries()), e.g. "3" in "initial_beads: {3: 2}".
  const std::string& key() const { return key_; }

  template <typename E, std::size_t N>
  E as_enum(const core::EnumTable<E, N>& table) const {
    if (node_.IsScalar())
      if (auto value = table.parse(node_.Scalar())) return *value;
    fail_expected(table.choices());
  }

  // Throws core::Error "WHERE: KEY: expected WHAT, found VALUE".
  [[noreturn]] void fail_expected(std::string_view expected) const;
  // Throws core::Error "WHERE: KEY: MESSAGE".
  [[noreturn]] void fail(std::string_view message) const;
  // "FILE:L:C" of this value, or "--set key=value" if an override gave it.
  std::string where() const;
  // How the value reads in a message: "\"abc\"", "a map", "a list" or "nothing".
  std::string describe() const;

 private:
  YamlField(YAML::Node node, YAML::Mark mark, std::string path, std::string key,
            std::shared_ptr<const YamlSource> source);

  YAML::Node node_;
  YAML::Mark mark_;
  std::string path_;
  std::string key_;
  std::shared_ptr<const YamlSource> source_;
};

// Reads an enum word into `out` if `field` is present; throws as YamlField::as_enum.
template <typename E, std::size_t N>
void read_enum(const YamlField& field, const core::EnumTable<E, N>& table, E& out) {
  if (field.present()) out = field.as_enum(table);
}

// "a, b, c" for messages.
std::string join(const std::vector<std::string>& words, std::string_view separator = ", ");

// `x` with 6 significant digits ("0.853333"), as the text and CSV reports of simulate and compare
// print it (and spec::YamlWriter writes numbers).
std::string yaml_number(double x);

}  // namespace matchbox::spec
