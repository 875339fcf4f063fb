#include "core/timestamp.h"

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

}  // namespace matchbox::core
