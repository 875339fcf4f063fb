#include "spec/data_dir.h"

#include <algorithm>
#include <cstdlib>

namespace matchbox::spec {

std::filesystem::path data_dir() {
  if (const char* env = std::getenv("MATCHBOX_DATA_DIR"); env && *env) return env;
  return MATCHBOX_DATA_DIR;
}

std::vector<std::string> yaml_stems(const std::filesystem::path& folder) {
  std::vector<std::string> stems;
  std::error_code error;
  for (const auto& entry : std::filesystem::directory_iterator(folder, error))
    if (entry.is_regular_file() && entry.path().extension() == ".yaml")
      stems.push_back(entry.path().stem().string());
  std::sort(stems.begin(), stems.end());
  return stems;
}

}  // namespace matchbox::spec
