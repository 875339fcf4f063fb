// SPDX-FileCopyrightText: 2026 The matchbox authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "games/square_symmetry.h"

#include <functional>
#include <string>
#include <utility>

#include "core/translation.h"

namespace matchbox::games {

std::vector<Transform> square_symmetries(int n) {
  using RC = std::pair<int, int>;
  const int m = n - 1;
  const std::vector<std::pair<std::string, std::function<RC(int, int)>>> maps = {
      {core::tr_noop("transform", "as printed"),
       [](int r, int c) {
         return RC{r, c};
       }},
      {core::tr_noop("transform", "rotate 90° clockwise"),
       [m](int r, int c) {
         return RC{c, m - r};
       }},
      {core::tr_noop("transform", "rotate 180°"),
       [m](int r, int c) {
         return RC{m - r, m - c};
       }},
      {core::tr_noop("transform", "rotate 90° anticlockwise"),
       [m](int r, int c) {
         return RC{m - c, r};
       }},
      {core::tr_noop("transform", "mirror left-right"),
       [m](int r, int c) {
         return RC{r, m - c};
       }},
      {core::tr_noop("transform", "mirror top-bottom"),
       [m](int r, int c) {
         return RC{m - r, c};
       }},
      {core::tr_noop("transform", "mirror in the diagonal from top left"),
       [](int r, int c) {
         return RC{c, r};
       }},
      {core::tr_noop("transform", "mirror in the diagonal from top right"),
       [m](int r, int c) {
         return RC{m - c, m - r};
       }},
  };
  std::vector<Transform> out;
  for (const auto& [name, f] : maps) {
    Transform t{name, std::vector<int>(static_cast<std::size_t>(n * n))};
    for (int r = 0; r < n; ++r)
      for (int c = 0; c < n; ++c) {
        const auto [r2, c2] = f(r, c);
        t.image[static_cast<std::size_t>(r * n + c)] = r2 * n + c2;
      }
    out.push_back(std::move(t));
  }
  return out;
}

}  // namespace matchbox::games
