// SPDX-FileCopyrightText: 2026 The matchbox authors
// SPDX-License-Identifier: GPL-3.0-or-later

// The message of the core::Error a callable throws, for tests that assert on error text.
#pragma once

#include <functional>
#include <string>

#include "core/error.h"

namespace matchbox::testing {

// Runs `f`; returns the message of the core::Error it throws, or "" if it throws none.
inline std::string error_of(const std::function<void()>& f) {
  try {
    f();
  } catch (const core::Error& e) {
    return e.what();
  }
  return "";
}

}  // namespace matchbox::testing
