#include "spec/texts.h"

#include <yaml-cpp/yaml.h>

#include <algorithm>
#include <filesystem>
#include <vector>

#include "core/error.h"
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

// Adds every string under `node` to `out`, keys joined with dots below `prefix`.
void flatten(const fs::path& file, const YAML::Node& node, const std::string& prefix,
             std::map<std::string, std::string>& out) {
  if (node.IsMap()) {
    for (const auto& item : node) {
      if (!item.first.IsScalar())
        throw error_at(file, item.first.Mark(), "text keys must be plain words");
      flatten(file, item.second, prefix + "." + item.first.Scalar(), out);
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
}

void load_file(const fs::path& file, std::map<std::string, std::string>& out) {
  const YAML::Node root = load_yaml_file(file);
  if (root.IsNull()) return;  // An empty file holds no texts.
  if (!root.IsMap()) throw error_at(file, root.Mark(), "expected a map of texts");
  flatten(file, root, file.stem().string(), out);
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

Texts load_texts() {
  const fs::path dir = data_dir() / "templates" / "texts";
  std::error_code ec;
  if (!fs::is_directory(dir, ec)) throw core::Error(dir.string() + ": no such folder");
  std::vector<fs::path> files;
  for (const auto& entry : fs::directory_iterator(dir)) {
    if (entry.is_regular_file() && entry.path().extension() == ".yaml")
      files.push_back(entry.path());
  }
  std::sort(files.begin(), files.end());
  Texts texts;
  for (const auto& file : files) load_file(file, texts.entries);
  return texts;
}

}  // namespace matchbox::spec
