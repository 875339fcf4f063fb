// Palettes (templates/palettes/<id>.yaml, SPEC §4): name, sRGB and printed code per colour.
#pragma once

#include <string>
#include <vector>

#include "kit/kit.h"

namespace matchbox::spec {

// Throws core::Error (file:line:column) for an unknown id, a malformed file, a bad hex value,
// an empty or duplicate code, or a duplicate name.
kit::Palette load_palette(const std::string& id);
std::vector<std::string> palette_ids();

}  // namespace matchbox::spec
