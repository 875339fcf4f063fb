// SPDX-FileCopyrightText: 2026 The matchbox authors
// SPDX-License-Identifier: GPL-3.0-or-later

// One enum <-> string table per enum, shared by the YAML decoder and CLI11
// (CheckedTransformer), so `--format pdf` and `format: pdf` accept the same words.
#pragma once

#include <array>
#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <utility>

namespace matchbox::core {

template <typename E, std::size_t N>
struct EnumTable {
  std::array<std::pair<E, std::string_view>, N> entries;

  std::optional<E> parse(std::string_view word) const {
    for (const auto& [value, name] : entries)
      if (name == word) return value;
    return std::nullopt;
  }
  std::string_view name(E value) const {
    for (const auto& [v, name] : entries)
      if (v == value) return name;
    return "?";
  }
  // "a|b|c", for messages and help text.
  std::string choices() const {
    std::string out;
    for (const auto& [v, name] : entries) {
      if (!out.empty()) out += '|';
      out += name;
    }
    return out;
  }
  // The map CLI11's CheckedTransformer takes.
  std::map<std::string, E> map() const {
    std::map<std::string, E> out;
    for (const auto& [v, name] : entries) out.emplace(std::string(name), v);
    return out;
  }
};

template <typename E, typename... Pairs>
constexpr auto make_enum_table(Pairs... pairs) {
  return EnumTable<E, sizeof...(Pairs)>{{pairs...}};
}

}  // namespace matchbox::core
