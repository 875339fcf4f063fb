// SPDX-FileCopyrightText: 2026 The matchbox authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "cli/run_options.h"

#include <fmt/core.h>
#include <yaml-cpp/yaml.h>

#include <algorithm>
#include <charconv>
#include <thread>

#include "core/error.h"

namespace matchbox::cli {

CLI::Validator seed_words() {
  return CLI::Validator(
      [](std::string& text) -> std::string {
        std::uint64_t value = 0;
        const auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), value);
        if (text.empty() || error != std::errc() || end != text.data() + text.size())
          return "expected a whole number from 0 to 18446744073709551615, found " + text;
        return {};
      },
      "0..2^64-1");
}

void check_threads(int threads) {
  if (threads < 0 || threads > kMaxThreads)
    throw core::Error(
        fmt::format("--threads {}: expected 0 (one per core) to {}", threads, kMaxThreads));
}

void check_total_games(int games, int runs, std::int64_t max_games) {
  const std::int64_t total = std::int64_t{games} * runs;
  if (total > max_games)
    throw core::Error(fmt::format(
        "--games {} --runs {}: {} games in all, more than the limit of {}; expected fewer games "
        "or runs, or raise the limit with --max-games N",
        games, runs, total, max_games));
}

int worker_threads(int threads) {
  return threads > 0 ? threads : std::max(1, static_cast<int>(std::thread::hardware_concurrency()));
}

void emit_learning_time(YAML::Emitter& out, double q) {
  if (q < 0)
    out << YAML::Null;
  else
    out << q;
}

}  // namespace matchbox::cli
