// SPDX-FileCopyrightText: 2026 The matchbox authors
// SPDX-License-Identifier: GPL-3.0-or-later

// matchbox help [COMMAND [VERB]]: the --help text of the program, of a command or of a verb of
// `track`. And the check that catches a mistyped command before CLI11 does, so the user reads
// "did you mean …" rather than "The following arguments were not expected".
#include <fmt/core.h>

#include <algorithm>
#include <iostream>
#include <memory>
#include <string>
#include <vector>

#include "cli/commands.h"
#include "core/error.h"

namespace matchbox::cli {
namespace {

// Optimal-string-alignment distance: insertions, deletions, substitutions and swaps of two
// neighbouring letters each cost 1 ("kti" is 1 from "kit").
int typing_distance(const std::string& a, const std::string& b) {
  const std::size_t n = a.size(), m = b.size();
  std::vector<std::vector<int>> d(n + 1, std::vector<int>(m + 1, 0));
  for (std::size_t i = 0; i <= n; ++i) d[i][0] = static_cast<int>(i);
  for (std::size_t j = 0; j <= m; ++j) d[0][j] = static_cast<int>(j);
  for (std::size_t i = 1; i <= n; ++i) {
    for (std::size_t j = 1; j <= m; ++j) {
      const int cost = a[i - 1] == b[j - 1] ? 0 : 1;
      d[i][j] = std::min({d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + cost});
      if (i > 1 && j > 1 && a[i - 1] == b[j - 2] && a[i - 2] == b[j - 1])
        d[i][j] = std::min(d[i][j], d[i - 2][j - 2] + 1);
    }
  }
  return d[n][m];
}

std::vector<std::string> command_names(const CLI::App& parent) {
  std::vector<std::string> names;
  for (const CLI::App* sub : parent.get_subcommands([](const CLI::App*) { return true; }))
    names.push_back(sub->get_name());
  return names;
}

// The subcommand of `parent` called `word`, or a UsageError naming the closest names.
CLI::App* find_command(CLI::App& parent, const std::string& word) {
  for (CLI::App* sub : parent.get_subcommands([](const CLI::App*) { return true; }))
    if (sub->get_name() == word) return sub;
  const std::string where = parent.get_parent() == nullptr ? "" : parent.get_name() + ": ";
  if (command_names(parent).empty())
    throw UsageError(fmt::format("{}has no command '{}'", where, word));
  std::string message = fmt::format("{}unknown command '{}'", where, word);
  const std::vector<std::string> close = similar_words(word, command_names(parent));
  if (!close.empty()) message += "; did you mean '" + close.front() + "'?";
  std::string all;
  for (const std::string& name : command_names(parent)) all += (all.empty() ? "" : ", ") + name;
  throw UsageError(message + " (commands: " + all + ")");
}

// "matchbox track play": the names from the program down to `command`.
std::string usage_name(const CLI::App& command) {
  std::string name = command.get_name();
  for (const CLI::App* p = command.get_parent(); p != nullptr; p = p->get_parent())
    name = p->get_name() + " " + name;
  return name;
}

}  // namespace

std::vector<std::string> similar_words(const std::string& word,
                                       const std::vector<std::string>& names) {
  std::vector<std::pair<int, std::string>> scored;
  for (const std::string& name : names) {
    const bool prefix = word.size() >= 2 && name.rfind(word, 0) == 0;
    const int d = prefix ? 0 : typing_distance(word, name);
    if (d <= std::max<int>(1, static_cast<int>(std::min(word.size(), name.size())) / 3))
      scored.emplace_back(d, name);
  }
  std::stable_sort(scored.begin(), scored.end(),
                   [](const auto& a, const auto& b) { return a.first < b.first; });
  std::vector<std::string> out;
  for (const auto& entry : scored) out.push_back(entry.second);
  return out;
}

void check_command_words(CLI::App& app, int argc, const char* const* argv) {
  CLI::App* parent = &app;
  for (int i = 1; i < argc && argv[i][0] != '-'; ++i) {
    if (parent->get_subcommands([](const CLI::App*) { return true; }).empty()) return;
    parent = find_command(*parent, argv[i]);
    if (parent->get_name() == "help") return;  // Its words are checked when it runs.
  }
}

void add_help_command(CLI::App& app) {
  auto words = std::make_shared<std::vector<std::string>>();
  CLI::App* command = app.add_subcommand(
      "help", "Show the help of the program or of a command: matchbox help kit, help track play");
  command->add_option("command", *words, "A command, and for track a verb");
  command->callback([&app, words] {
    CLI::App* target = &app;
    for (const std::string& word : *words) target = find_command(*target, word);
    // App::help() would show the help of the command being run (this one): format directly.
    std::cout << target->get_formatter()->make_help(target, usage_name(*target),
                                                    CLI::AppFormatMode::Normal);
  });
}

std::string count_of(long long n, const char* one, const char* other) {
  return fmt::format("{} {}", n, n == 1 ? one : other);
}

}  // namespace matchbox::cli
