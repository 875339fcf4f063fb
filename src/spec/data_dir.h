// Where matchbox finds games/ and templates/: $MATCHBOX_DATA_DIR if set, else the source tree
// it was built from (compiled in as MATCHBOX_DATA_DIR).
#pragma once

#include <filesystem>
#include <string>
#include <vector>

namespace matchbox::spec {

std::filesystem::path data_dir();

// The stems of the *.yaml files directly in `folder`, sorted ("menace" for menace.yaml);
// empty if the folder cannot be read.
std::vector<std::string> yaml_stems(const std::filesystem::path& folder);

}  // namespace matchbox::spec
