// SPDX-FileCopyrightText: 2026 The matchbox authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "games/params.h"

#include <algorithm>
#include <charconv>

#include "core/error.h"

namespace matchbox::games {
namespace {

[[noreturn]] void refuse(std::string_view game, const std::string& key, const std::string& value,
                         const std::string& expected) {
  throw core::Error(std::string(game) + ": parameter " + key + " is " + value + ", expected " +
                    expected);
}

std::string join(std::initializer_list<std::string_view> words, std::string_view sep) {
  std::string out;
  for (std::string_view w : words) out += (out.empty() ? "" : std::string(sep)) + std::string(w);
  return out;
}

}  // namespace

int param_int(std::string_view game, const GameParams& params, const std::string& key, int fallback,
              int lo, int hi) {
  const std::string expected =
      "an integer from " + std::to_string(lo) + " to " + std::to_string(hi);
  auto it = params.find(key);
  if (it == params.end()) return fallback;
  int value = 0;
  const std::string& text = it->second;
  auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), value);
  if (ec != std::errc() || end != text.data() + text.size() || value < lo || value > hi)
    refuse(game, key, text, expected);
  return value;
}

int param_half_points(std::string_view game, const GameParams& params, const std::string& key,
                      int fallback_half, int lo, int hi) {
  auto it = params.find(key);
  if (it == params.end()) return fallback_half;
  std::string text = it->second;
  const std::string expected = "a number from " + std::to_string(lo) + " to " + std::to_string(hi) +
                               " in steps of 0.5 (such as 0, 5.5 or -2)";
  int half = 0;
  const bool negative = !text.empty() && text[0] == '-';
  std::string digits = negative ? text.substr(1) : text;
  if (digits.size() > 2 && digits.compare(digits.size() - 2, 2, ".5") == 0) {
    half = 1;
    digits.resize(digits.size() - 2);
  }
  int whole = 0;
  auto [end, ec] = std::from_chars(digits.data(), digits.data() + digits.size(), whole);
  if (digits.empty() || ec != std::errc() || end != digits.data() + digits.size() ||
      whole > hi - lo)
    refuse(game, key, text, expected);
  const int value = (negative ? -1 : 1) * (2 * whole + half);
  if (value < 2 * lo || value > 2 * hi) refuse(game, key, text, expected);
  return value;
}

std::string param_choice(std::string_view game, const GameParams& params, const std::string& key,
                         std::string fallback, std::initializer_list<std::string_view> choices) {
  auto it = params.find(key);
  if (it == params.end()) return fallback;
  if (std::find(choices.begin(), choices.end(), it->second) == choices.end())
    refuse(game, key, it->second, "one of " + join(choices, "|"));
  return it->second;
}

bool param_switch(std::string_view game, const GameParams& params, const std::string& key,
                  bool fallback) {
  auto it = params.find(key);
  if (it == params.end()) return fallback;
  const std::string& v = it->second;
  if (v == "on" || v == "true" || v == "yes") return true;
  if (v == "off" || v == "false" || v == "no") return false;
  refuse(game, key, v, "on or off");
}

void check_param_keys(std::string_view game, const GameParams& params,
                      std::initializer_list<std::string_view> known) {
  for (const auto& [key, value] : params)
    if (std::find(known.begin(), known.end(), key) == known.end())
      throw core::Error(std::string(game) + ": unknown parameter '" + key + "', expected " +
                        (known.size() == 0 ? std::string("none") : join(known, ", ")));
}

}  // namespace matchbox::games
