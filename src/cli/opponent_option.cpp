// SPDX-FileCopyrightText: 2026 The matchbox authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "cli/opponent_option.h"

#include <fmt/core.h>

#include <charconv>
#include <cmath>
#include <string_view>
#include <vector>

#include "cli/machine_options.h"
#include "core/enum_table.h"
#include "core/error.h"
#include "spec/machine_file.h"

namespace matchbox::cli {
namespace {

using simulate::OpponentKind;

constexpr std::string_view kScheduleExample = "random:300,perfect:300";
constexpr std::string_view kMixExample = "mix:random=0.7,perfect=0.3";
constexpr double kWeightTolerance = 1e-9;

// What `accepted` takes, for the message refusing a word.
std::string expected_words(OpponentWords accepted) {
  const std::string forms =
      fmt::format("a schedule ({}), a mix ({})", kScheduleExample, kMixExample);
  switch (accepted) {
    case OpponentWords::kBuiltIn:
      return "random, perfect, strict, " + forms;
    case OpponentWords::kSelf:
      return "random, perfect, strict, self, " + forms;
    case OpponentWords::kMachine:
      break;
  }
  return "random, perfect, strict, self, " + forms + ", or a machine name or file";
}

// The parts of `text` between commas (an empty part where two commas meet).
std::vector<std::string_view> split(std::string_view text) {
  std::vector<std::string_view> parts;
  for (std::size_t from = 0;;) {
    const std::size_t comma = text.find(',', from);
    parts.push_back(text.substr(from, comma - from));
    if (comma == std::string_view::npos) return parts;
    from = comma + 1;
  }
}

// Reads schedules and mixes, every refusal naming the option and the whole word.
class ScheduleReader {
 public:
  ScheduleReader(const std::string& option, const std::string& word)
      : option_(option), word_(word) {}

  simulate::Opponent stages() const {
    simulate::Opponent o;
    for (std::string_view part : split(word_)) {
      const auto [kind, count] = opponent_and(part, ':', "schedule",
                                              fmt::format("stage '{}': expected OPPONENT:GAMES, "
                                                          "as in {}",
                                                          part, kScheduleExample));
      int games = 0;
      const auto [end, error] = std::from_chars(count.data(), count.data() + count.size(), games);
      if (error != std::errc() || end != count.data() + count.size() || games < 1)
        fail(fmt::format("stage '{}': expected a whole number of games, at least 1", part));
      o.stages.push_back({kind, games});
    }
    return o;
  }

  // `text`: the word after "mix:".
  simulate::Opponent mix(std::string_view text) const {
    simulate::Opponent o;
    double sum = 0;
    for (std::string_view part : split(text)) {
      const auto [kind, number] =
          opponent_and(part, '=', "mix",
                       fmt::format("'{}': expected OPPONENT=WEIGHT, as in {}", part, kMixExample));
      double weight = 0;
      const auto [end, error] =
          std::from_chars(number.data(), number.data() + number.size(), weight);
      if (error != std::errc() || end != number.data() + number.size() || !std::isfinite(weight) ||
          weight <= 0)
        fail(fmt::format("'{}': expected a weight above 0, as in {}", part, kMixExample));
      o.mix.push_back({kind, weight});
      sum += weight;
    }
    if (std::abs(sum - 1) > kWeightTolerance)
      fail(fmt::format("the weights sum to {:.12g}: expected 1 (within 1e-9)", sum));
    return o;
  }

 private:
  [[noreturn]] void fail(const std::string& what) const {
    throw core::Error(option_ + " " + word_ + ": " + what);
  }
  // A part "OPPONENT<sep>VALUE" of a `form` (schedule or mix): the built-in opponent and the
  // value; fails with `without_sep` if there is no `sep`.
  std::pair<OpponentKind, std::string_view> opponent_and(std::string_view part, char sep,
                                                         std::string_view form,
                                                         const std::string& without_sep) const {
    const std::size_t at = part.find(sep);
    if (at == std::string_view::npos) fail(without_sep);
    const std::string_view name = part.substr(0, at);
    const auto kind = kBuiltInOpponents.parse(name);
    if (!kind)
      fail(
          fmt::format("'{}' in a {}: expected random, perfect or strict (only the built-in "
                      "opponents take turns)",
                      name, form));
    return {*kind, part.substr(at + 1)};
  }

  const std::string& option_;
  const std::string& word_;
};

// True for a word resolve_machine() reads as a path, whatever characters it holds.
bool path_like(const std::string& word) {
  const auto ends = [&](std::string_view tail) {
    return word.size() >= tail.size() &&
           word.compare(word.size() - tail.size(), tail.size(), tail.data(), tail.size()) == 0;
  };
  return word.find('/') != std::string::npos || ends(".yaml") || ends(".yml");
}

}  // namespace

simulate::Opponent parse_opponent(const std::string& option, const std::string& word,
                                  OpponentWords accepted, std::optional<kit::Kit>* machine) {
  if (const auto kind = kBuiltInOpponents.parse(word)) return {*kind, nullptr};
  if (word == "self" && accepted != OpponentWords::kBuiltIn) return {OpponentKind::kSelf, nullptr};
  if (word.find(':') != std::string::npos && !path_like(word)) {
    const ScheduleReader reader(option, word);
    if (word.rfind("mix:", 0) == 0) return reader.mix(std::string_view(word).substr(4));
    return reader.stages();
  }
  const std::string refusal = option + " " + word + ": expected " + expected_words(accepted);
  if (accepted != OpponentWords::kMachine) throw core::Error(refusal);
  try {
    spec::resolve_machine(word);
  } catch (const core::Error& e) {
    throw core::Error(refusal + "; " + e.what());
  }
  MATCHBOX_CHECK(machine != nullptr);
  machine->emplace(build_kit(MachineOptions{word, {}}));
  return {OpponentKind::kMachine, &**machine};
}

std::string schedule_help() {
  return fmt::format(
      "; or, as in the \"Training MENACE\" article, a schedule of the built-in opponents, each "
      "for so many games in turn, repeated ({}), or a mix, one drawn for every game with these "
      "weights, which sum to 1 ({})",
      kScheduleExample, kMixExample);
}

CLI::Option* add_plays_option(CLI::App& cmd, simulate::Seat& seat) {
  return cmd
      .add_option("--plays", seat,
                  "The machine's side, whose results are counted, for a machine that plays "
                  "both: first, second, or alternate (first in odd games). Default: first; "
                  "against a machine file, the side it leaves free, or alternate if it plays "
                  "both")
      ->transform(enum_words(simulate::kSeats));
}

}  // namespace matchbox::cli
