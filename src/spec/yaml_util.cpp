// SPDX-FileCopyrightText: 2026 The matchbox authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "spec/yaml_util.h"

#include <fmt/format.h>

#include <charconv>
#include <fstream>
#include <set>

#include "core/error.h"

namespace matchbox::spec {
namespace {

bool starts_with_key(std::string_view path, std::string_view key) {
  return path.size() > key.size() && path.substr(0, key.size()) == key && path[key.size()] == '.';
}

std::string join_path(const std::string& parent, const std::string& key) {
  return parent.empty() ? key : parent + "." + key;
}

std::string trim(std::string_view text) {
  const auto first = text.find_first_not_of(" \t");
  if (first == std::string_view::npos) return {};
  const auto last = text.find_last_not_of(" \t");
  return std::string(text.substr(first, last - first + 1));
}

std::vector<std::string> split_key(const std::string& key, const std::string& text) {
  std::vector<std::string> parts;
  std::size_t start = 0;
  while (true) {
    const auto dot = key.find('.', start);
    parts.push_back(key.substr(start, dot == std::string::npos ? std::string::npos : dot - start));
    if (parts.back().empty())
      throw core::Error("--set " + text + ": expected a key such as reinforcement.win.beads");
    if (dot == std::string::npos) return parts;
    start = dot + 1;
  }
}

YAML::Node parse_value(const std::string& value, const std::string& text) {
  try {
    return YAML::Load(value);
  } catch (const YAML::ParserException& e) {
    throw core::Error("--set " + text + ": the value is not valid YAML (" + e.msg + ")");
  }
}

// Sets root.parts[0].parts[1]... = value, creating missing maps on the way.
void set_path(YAML::Node node, const std::vector<std::string>& parts, std::size_t i,
              const YAML::Node& value, const std::string& text) {
  if (!node.IsMap()) {
    std::string parent = "the document";
    if (i > 0) {
      parent = parts[0];
      for (std::size_t k = 1; k < i; ++k) parent += "." + parts[k];
    }
    throw core::Error("--set " + text + ": " + parent + " is not a map of keys");
  }
  if (i + 1 == parts.size()) {
    node[parts[i]] = value;
    return;
  }
  if (!node[parts[i]].IsDefined() || node[parts[i]].IsNull())
    node[parts[i]] = YAML::Node(YAML::NodeType::Map);
  set_path(node[parts[i]], parts, i + 1, value, text);
}

// A value as a message quotes it: at most kQuotedChars characters (cut at a character
// boundary, "..." added), so a huge value never floods the terminal.
std::string shortened(const std::string& text) {
  constexpr std::size_t kQuotedChars = 60;
  std::size_t end = 0;
  for (std::size_t chars = 0; end < text.size() && chars < kQuotedChars; ++chars) {
    ++end;
    while (end < text.size() && (static_cast<unsigned char>(text[end]) & 0xC0) == 0x80) ++end;
  }
  return end < text.size() ? text.substr(0, end) + "..." : text;
}

}  // namespace

std::size_t utf8_error(std::string_view text, std::size_t& chars) {
  chars = 0;
  for (std::size_t i = 0; i < text.size(); ++chars) {
    const auto lead = static_cast<unsigned char>(text[i]);
    std::size_t length = 0;
    char32_t code = 0;
    if (lead < 0x80) {
      length = 1;
      code = lead;
    } else if ((lead & 0xE0) == 0xC0) {
      length = 2;
      code = lead & 0x1F;
    } else if ((lead & 0xF0) == 0xE0) {
      length = 3;
      code = lead & 0x0F;
    } else if ((lead & 0xF8) == 0xF0) {
      length = 4;
      code = lead & 0x07;
    } else {
      return i;
    }
    if (i + length > text.size()) return i;
    for (std::size_t k = 1; k < length; ++k) {
      const auto next = static_cast<unsigned char>(text[i + k]);
      if ((next & 0xC0) != 0x80) return i;
      code = (code << 6) | (next & 0x3F);
    }
    // Overlong forms, UTF-16 surrogates and values past U+10FFFF are not UTF-8.
    static constexpr char32_t kMinCode[] = {0, 0, 0x80, 0x800, 0x10000};
    if (code < kMinCode[length] || (code >= 0xD800 && code <= 0xDFFF) || code > 0x10FFFF) return i;
    i += length;
  }
  return std::string_view::npos;
}

void YamlSource::add_override(std::string key, std::string text) {
  overrides_.emplace_back(std::move(key), std::move(text));
}

std::string YamlSource::where(const YAML::Mark& mark, std::string_view path) const {
  for (auto it = overrides_.rbegin(); it != overrides_.rend(); ++it) {
    const std::string& key = it->first;
    if (path == key || starts_with_key(path, key) || (!path.empty() && starts_with_key(key, path)))
      return "--set " + shortened(it->second);
  }
  const int line = mark.is_null() ? 1 : mark.line + 1 + line_offset_;
  const int column = mark.is_null() ? 1 : mark.column + 1;
  return file_ + ":" + std::to_string(line) + ":" + std::to_string(column);
}

namespace {

template <typename Input>
YAML::Node parse_yaml(Input& in, const std::string& file, int line_offset = 0) {
  try {
    return YAML::Load(in);
  } catch (const YAML::ParserException& e) {
    throw core::Error(file + ":" + std::to_string(e.mark.line + 1 + line_offset) + ":" +
                      std::to_string(e.mark.column + 1) + ": malformed YAML: " + e.msg);
  }
}

}  // namespace

YAML::Node load_yaml_file(const std::filesystem::path& path) {
  std::error_code error;
  if (std::filesystem::is_directory(path, error))
    throw core::Error(path.string() + ": is a folder; expected a YAML file");
  std::ifstream in(path, std::ios::binary);
  if (!in) throw core::Error(path.string() + ": cannot read the file");
  std::string text;
  char buffer[65536];
  while (in.read(buffer, sizeof buffer) || in.gcount() > 0) {
    text.append(buffer, static_cast<std::size_t>(in.gcount()));
    if (text.size() > kMaxYamlFileBytes)
      throw core::Error(path.string() + ": more than " + std::to_string(kMaxYamlFileBytes) +
                        " bytes; expected a machine, sheet, palette or text file of at most "
                        "that size");
  }
  return parse_yaml(text, path.string());
}

YAML::Node parse_yaml_text(const std::string& text, const std::string& file, int line_offset) {
  return parse_yaml(text, file, line_offset);
}

namespace {

// True if `parts` is one key that the root lacks but its map `shortcut_map` has.
bool is_shortcut(const YAML::Node& root, const std::string& shortcut_map,
                 const std::vector<std::string>& parts) {
  if (shortcut_map.empty() || parts.size() != 1 || !root.IsMap() || root[parts[0]]) return false;
  const YAML::Node map = root[shortcut_map];  // const lookups never add keys to the document.
  return map && map.IsMap() && map[parts[0]];
}

}  // namespace

void apply_overrides(YAML::Node& root, const std::vector<std::string>& overrides,
                     YamlSource& source, const std::string& shortcut_map) {
  for (const std::string& text : overrides) {
    const auto eq = text.find('=');
    if (eq == std::string::npos)
      throw core::Error("--set " + text + ": expected key=value, e.g. symmetry=positions");
    std::string key = trim(std::string_view(text).substr(0, eq));
    std::vector<std::string> parts = split_key(key, text);
    if (is_shortcut(root, shortcut_map, parts)) {
      parts.insert(parts.begin(), shortcut_map);
      key = shortcut_map + "." + key;
    }
    const YAML::Node value = parse_value(text.substr(eq + 1), text);
    if (!root.IsDefined() || root.IsNull()) root = YAML::Node(YAML::NodeType::Map);
    set_path(root, parts, 0, value, text);
    source.add_override(key, text);
  }
}

YamlField::YamlField(YAML::Node root, std::shared_ptr<const YamlSource> source)
    : node_(root), mark_(root.Mark()), source_(std::move(source)) {}

YamlField::YamlField(YAML::Node node, YAML::Mark mark, std::string path, std::string key,
                     std::shared_ptr<const YamlSource> source)
    : node_(std::move(node)),
      mark_(mark),
      path_(std::move(path)),
      key_(std::move(key)),
      source_(std::move(source)) {}

YamlField& YamlField::operator=(const YamlField& other) {
  node_.reset(other.node_);
  mark_ = other.mark_;
  path_ = other.path_;
  key_ = other.key_;
  source_ = other.source_;
  return *this;
}

YamlField YamlField::operator[](const std::string& key) const {
  const std::string path = join_path(path_, key);
  if (!node_.IsDefined() || node_.IsNull())
    return YamlField(YAML::Node(YAML::NodeType::Undefined), mark_, path, key, source_);
  if (!node_.IsMap()) fail_expected("a map of keys");
  // A null value ("key:" with nothing after it) is marked where the next token starts: point at
  // its key instead. An absent key points at this map.
  for (auto it = node_.begin(); it != node_.end(); ++it) {
    if (!it->first.IsScalar() || it->first.Scalar() != key) continue;
    const YAML::Mark mark = it->second.IsNull() ? it->first.Mark() : it->second.Mark();
    return YamlField(it->second, mark.is_null() ? mark_ : mark, path, key, source_);
  }
  return YamlField(YAML::Node(YAML::NodeType::Undefined), mark_, path, key, source_);
}

void YamlField::check_keys(std::initializer_list<std::string_view> allowed) const {
  if (!node_.IsMap()) fail_expected("a map of keys");
  std::vector<std::string> allowed_words(allowed.begin(), allowed.end());
  std::set<std::string> seen;
  for (auto it = node_.begin(); it != node_.end(); ++it) {
    const std::string key = it->first.IsScalar() ? it->first.Scalar() : "?";
    const YamlField at_key(it->second, it->first.Mark(), join_path(path_, key), key, source_);
    bool known = false;
    for (std::string_view word : allowed) known = known || word == key;
    if (!known) at_key.fail("unknown key; allowed keys: " + join(allowed_words));
    if (!seen.insert(key).second) at_key.fail("repeated key; give each key once");
  }
}

void YamlField::require(std::string_view expected) const {
  if (!node_.IsDefined()) fail("missing required key (expected " + std::string(expected) + ")");
}

std::string YamlField::as_string() const { return as_text(kMaxTextChars); }

std::string YamlField::as_text(std::size_t max_chars) const {
  if (!node_.IsDefined() || node_.IsNull()) return {};
  if (!node_.IsScalar()) fail_expected("a string");
  const std::string& text = node_.Scalar();
  std::size_t chars = 0;
  if (const std::size_t bad = utf8_error(text, chars); bad != std::string::npos)
    fail("invalid UTF-8 at byte " + std::to_string(bad + 1) +
         " of the value; expected UTF-8 text (save the file as UTF-8)");
  if (chars > max_chars)
    fail("expected at most " + std::to_string(max_chars) + " characters, found " +
         std::to_string(chars));
  return text;
}

int YamlField::as_int() const {
  if (!node_.IsScalar()) fail_expected("an integer");
  std::string_view text = node_.Scalar();
  if (!text.empty() && text.front() == '+') text.remove_prefix(1);
  int value = 0;
  const auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), value);
  if (text.empty() || error != std::errc() || end != text.data() + text.size())
    fail_expected("an integer");
  return value;
}

bool YamlField::as_bool() const {
  bool value = false;
  if (!node_.IsScalar() || !YAML::convert<bool>::decode(node_, value))
    fail_expected("true or false");
  return value;
}

std::vector<YamlField> YamlField::entries() const {
  if (!node_.IsMap()) fail_expected("a map of keys");
  std::vector<YamlField> out;
  for (auto it = node_.begin(); it != node_.end(); ++it) {
    const std::string key = it->first.IsScalar() ? it->first.Scalar() : "?";
    const YAML::Mark mark = it->second.IsNull() ? it->first.Mark() : it->second.Mark();
    out.push_back(YamlField(it->second, mark, join_path(path_, key), key, source_));
  }
  return out;
}

std::vector<YamlField> YamlField::items() const {
  if (!node_.IsSequence()) fail_expected("a list");
  std::vector<YamlField> out;
  for (std::size_t i = 0; i < node_.size(); ++i) {
    const YAML::Node item = node_[i];
    const std::string key = std::to_string(i);
    out.push_back(YamlField(item, item.Mark().is_null() ? mark_ : item.Mark(),
                            path_ + "[" + key + "]", key, source_));
  }
  return out;
}

void YamlField::fail_expected(std::string_view expected) const {
  fail("expected " + std::string(expected) + ", found " + describe());
}

std::string YamlField::where() const { return source_->where(mark_, path_); }

void YamlField::fail(std::string_view message) const {
  std::string text = source_->where(mark_, path_) + ": ";
  if (!path_.empty()) text += path_ + ": ";
  throw core::Error(text + std::string(message));
}

std::string YamlField::describe() const {
  if (!node_.IsDefined() || node_.IsNull()) return "nothing";
  if (node_.IsScalar()) return "\"" + shortened(node_.Scalar()) + "\"";
  if (node_.IsMap()) return "a map";
  return "a list";
}

std::string join(const std::vector<std::string>& words, std::string_view separator) {
  std::string out;
  for (const std::string& word : words) {
    if (!out.empty()) out += separator;
    out += word;
  }
  return out;
}

std::string yaml_number(double x) { return fmt::format("{:.6g}", x); }

}  // namespace matchbox::spec
