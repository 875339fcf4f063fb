// Where matchbox finds games/ and templates/: $MATCHBOX_DATA_DIR if set, else the source tree
// it was built from (compiled in as MATCHBOX_DATA_DIR).
#pragma once

#include <filesystem>

namespace matchbox::spec {

std::filesystem::path data_dir();

}  // namespace matchbox::spec
