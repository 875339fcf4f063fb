// SPDX-FileCopyrightText: 2026 The matchbox authors
// SPDX-License-Identifier: GPL-3.0-or-later

// The mirror-twin line of a box label, declared in render/label.h.
#include <fmt/format.h>
#include <fmt/ranges.h>

#include "kit/box_finder.h"
#include "render/label.h"

namespace matchbox::render {

std::map<int, std::string> twin_lines(const kit::Kit& kit, const LabelWords& words) {
  std::map<int, std::string> out;
  const std::vector<std::vector<int>> twins = kit::mirror_twins(kit);
  for (std::size_t b = 0; b < kit.boxes.size(); ++b)
    if (!twins[b].empty())
      out[kit.boxes[b].id] =
          fmt::format(fmt::runtime(words.twin), fmt::arg("twins", fmt::join(twins[b], ", ")));
  return out;
}

}  // namespace matchbox::render
