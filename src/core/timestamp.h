// SPDX-FileCopyrightText: 2026 The matchbox authors
// SPDX-License-Identifier: GPL-3.0-or-later

// Timestamps written into files (tournament events, PDF metadata), honouring the
// reproducible-builds convention SOURCE_DATE_EPOCH so that tests and packagers get fixed output.
#pragma once

#include <ctime>
#include <string>

namespace matchbox::core {

// SOURCE_DATE_EPOCH (whole seconds since 1970-01-01 UTC) if it is set to a non-negative integer,
// else `fallback`.
std::time_t source_date_or(std::time_t fallback);

// `t` as ISO 8601 in UTC, e.g. "2026-11-25T14:16:19Z".
std::string iso8601_utc(std::time_t t);

// True if `text` is a real time written as iso8601_utc writes it ("2026-11-25T14:16:19Z"):
// that shape, a month of 1-12, a day that month has, hours 0-23, minutes and seconds 0-59.
bool is_iso8601_utc(const std::string& text);

}  // namespace matchbox::core
