// SPDX-FileCopyrightText: 2026 The matchbox authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "core/timestamp.h"

#include <time.h>

#include <cstdlib>

namespace matchbox::core {

std::time_t source_date_or(std::time_t fallback) {
  const char* env = std::getenv("SOURCE_DATE_EPOCH");
  if (env == nullptr || *env == '\0') return fallback;
  char* end = nullptr;
  const long long v = std::strtoll(env, &end, 10);
  return end && *end == '\0' && v >= 0 ? static_cast<std::time_t>(v) : fallback;
}

std::string iso8601_utc(std::time_t t) {
  std::tm tm{};
  gmtime_r(&t, &tm);
  char buf[32];
  std::strftime(buf, sizeof buf, "%Y-%m-%dT%H:%M:%SZ", &tm);
  return buf;
}

bool is_iso8601_utc(const std::string& text) {
  std::tm tm{};
  const char* end = strptime(text.c_str(), "%Y-%m-%dT%H:%M:%SZ", &tm);
  if (end == nullptr || *end != '\0' || text.size() != 20) return false;
  // Round trip: strptime accepts a 31st of a 30-day month; timegm moves it to the next month.
  std::tm copy = tm;
  return iso8601_utc(timegm(&copy)) == text;
}

}  // namespace matchbox::core
