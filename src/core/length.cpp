// SPDX-FileCopyrightText: 2026 The matchbox authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "core/length.h"

#include <cctype>
#include <charconv>
#include <string>

namespace matchbox::core {

std::optional<Length> Length::parse(std::string_view text, std::string* error) {
  auto fail = [&](const std::string& why) -> std::optional<Length> {
    if (error) *error = why;
    return std::nullopt;
  };
  std::string s;
  for (char c : text)
    if (!std::isspace(static_cast<unsigned char>(c))) s += c;
  std::size_t unit_at = s.find_first_not_of("+-0123456789.");
  if (unit_at == 0 || s.empty()) return fail("expected a number with a unit (mm, cm, in, pt)");
  if (unit_at == std::string::npos) return fail("missing unit (mm, cm, in or pt)");
  std::string number = s.substr(0, unit_at);
  if (number.front() == '+') number.erase(0, 1);
  double value = 0;
  auto [end, ec] = std::from_chars(number.data(), number.data() + number.size(), value);
  if (ec != std::errc() || end != number.data() + number.size())
    return fail("'" + number + "' is not a number");
  std::string unit = s.substr(unit_at);
  if (unit == "mm") return Length::mm(value);
  if (unit == "cm") return Length::mm(value * 10);
  if (unit == "in") return Length::inches(value);
  if (unit == "pt") return Length::points(value);
  return fail("unknown unit '" + unit + "' (expected mm, cm, in or pt)");
}

}  // namespace matchbox::core
