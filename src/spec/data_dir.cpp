#include "spec/data_dir.h"

#include <cstdlib>

namespace matchbox::spec {

std::filesystem::path data_dir() {
  if (const char* env = std::getenv("MATCHBOX_DATA_DIR"); env && *env) return env;
  return MATCHBOX_DATA_DIR;
}

}  // namespace matchbox::spec
