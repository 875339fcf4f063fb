// Palettes (templates/palettes/<id>.yaml, SPEC §4): name, sRGB and printed code per colour.
#pragma once

#include <string>
#include <vector>

#include "kit/kit.h"

namespace matchbox::spec {

// `id` names templates/palettes/<id>.yaml; anything containing '/' or ending in .yaml/.yml is a
// path (as for machine files). The palette's id is the file stem. Colours keep the file's order.
// Throws core::Error (file:line:column) for an unknown id (listing the known ones), a malformed
// file, a bad hex value, an empty, long or duplicate code, or a duplicate name.
kit::Palette load_palette(const std::string& id);
std::vector<std::string> palette_ids();

}  // namespace matchbox::spec
