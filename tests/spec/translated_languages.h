// SPDX-FileCopyrightText: 2026 The matchbox authors
// SPDX-License-Identifier: GPL-3.0-or-later

// The languages the tests translate into: those with a catalogue, all but English.
#pragma once

#include <string>
#include <vector>

#include "core/translation.h"
#include "spec/languages.h"

namespace matchbox::testing {

// The codes of the catalogues found (spec::languages() without "en"), bound to gettext once per
// process, as core::use_catalogues asks.
inline std::vector<std::string> translated_languages() {
  static const bool bound = [] {
    core::use_catalogues(spec::catalogue_dir());
    return true;
  }();
  (void)bound;
  std::vector<std::string> codes = spec::languages();
  codes.erase(codes.begin());
  return codes;
}

}  // namespace matchbox::testing
