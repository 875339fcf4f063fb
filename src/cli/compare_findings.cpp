// SPDX-FileCopyrightText: 2026 The matchbox authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "cli/compare_findings.h"

#include <fmt/core.h>
#include <fmt/ranges.h>

#include <algorithm>
#include <cmath>
#include <iostream>

#include "spec/yaml_writer.h"

namespace matchbox::cli {
namespace {

using simulate::Estimate;
using simulate::Measure;
using simulate::Standing;
using simulate::Verdict;

// Joins words that a line must not break between (a name and its figure), printed as a space.
constexpr char kTie = '\x1f';

// How the findings speak of a measure.
struct MeasureWords {
  const char* best;    // Who comes out best: "learns first (learned by, median game)".
  const char* noun;    // The measure: "learned by".
  const char* better;  // Against the base: "learns sooner".
  const char* worse;
  const char* better_short;  // The same in a list by length: "sooner".
  const char* worse_short;
};

MeasureWords words_of(Measure m) {
  switch (m) {
    case Measure::kLearnedBy:
      return {"learns first (learned by, median game)",
              "learned by",
              "learns sooner",
              "learns later",
              "sooner",
              "later"};
    case Measure::kStopsLosing:
      return {"stops losing first (last defeat, median game)",
              "stops losing",
              "stops losing sooner",
              "stops losing later",
              "sooner",
              "later"};
    case Measure::kPerfectPlay:
      return {"reaches perfect play most often (share of runs)",
              "perfect play",
              "reaches perfect play in more runs",
              "reaches perfect play in fewer runs",
              "more runs",
              "fewer runs"};
    case Measure::kFinalWins:
      return {"wins the most final games", "final wins", "wins more final games",
              "wins fewer final games",    "more",       "fewer"};
    case Measure::kFinalDraws:
      return {"draws the most final games", "final draws", "draws more final games",
              "draws fewer final games",    "more",        "fewer"};
    case Measure::kFinalLosses:
      return {"loses the fewest final games", "final losses", "loses fewer final games",
              "loses more final games",       "fewer",        "more"};
    case Measure::kKeepsWins:
      break;
  }
  return {"keeps the most wins (won positions kept won, final games)",
          "keeps wins",
          "keeps more wins",
          "keeps fewer wins",
          "more",
          "fewer"};
}

bool is_time(Measure m) { return m == Measure::kLearnedBy || m == Measure::kStopsLosing; }

// A game number: "172.5"; +inf "never"; -inf (a bound the runs cannot give) 0, the first game.
std::string game_of(double t) {
  if (std::isinf(t)) return t > 0 ? "never" : "0";
  return fmt::format("{:g}", t);
}

// A rate as a percentage: one decimal, two within 1 % of 0 or 100 % (where one would hide
// whether two intervals meet). `round` -1 rounds down, +1 up (an interval's bounds, rounded
// outwards), 0 to the nearest but never onto 0 or 100 % unless exactly there.
std::string percent_of(double rate, int round = 0) {
  const double p = 100 * rate;
  if (p <= 0 || p >= 100) return fmt::format("{:.1f}", std::clamp(p, 0.0, 100.0));
  const int digits = p < 1 || p > 99 ? 2 : 1;
  const double step = digits == 2 ? 0.01 : 0.1;
  // In steps, a hair inside so that a bound at 98.7 stays there.
  const double steps = p / step;
  const double shown = round < 0   ? std::floor(steps + 1e-9) * step
                       : round > 0 ? std::ceil(steps - 1e-9) * step
                                   : std::clamp(std::round(steps) * step, step, 100 - step);
  return fmt::format("{:.{}f}", shown, shown <= 0 || shown >= 100 ? 1 : digits);
}

// The figure alone: "172.5", "never", "83.4 %", "not measured".
std::string value_of(const Estimate& e, Measure m) {
  if (!e.measured()) return "not measured";
  return is_time(m) ? game_of(e.value) : percent_of(e.value) + kTie + "%";
}

// The figure with its interval: "172.5 (153–201)", "never (1650–never)", "never" (not even
// the interval's low end reached), "83.4 % (82.0–84.7)".
std::string figure_of(const Estimate& e, Measure m) {
  if (!e.measured()) return "not measured";
  if (is_time(m)) {
    if (std::isinf(e.low) && e.low > 0) return "never";
    return fmt::format("{}{}({}–{})", game_of(e.value), kTie, game_of(e.low), game_of(e.high));
  }
  return fmt::format("{}{}%{}({}–{})", percent_of(e.value), kTie, kTie, percent_of(e.low, -1),
                     percent_of(e.high, +1));
}

class FindingsWriter {
 public:
  explicit FindingsWriter(const FindingsInput& in) : in_(in) {
    for (const std::string& label : in.labels) {
      const bool twin = std::count(in.labels.begin(), in.labels.end(), label) > 1;
      names_.push_back(twin ? fmt::format("{}:{}", names_.size() + 1, label) : label);
    }
  }

  std::vector<Finding> all() const {
    std::vector<Finding> out;
    std::vector<std::string> same;
    std::vector<Measure> apart;
    for (Measure m : simulate::reported_measures(in_.estimates)) {
      if (!same_everywhere(m)) {
        apart.push_back(m);
        out.push_back({std::string(simulate::kMeasures.name(m)), best_sentence(m)});
      } else {
        same.push_back(std::string(words_of(m).noun) + " " +
                       by_length([&](std::size_t l) { return alike(l, m); }));
      }
    }
    if (!same.empty())
      out.push_back({"same", fmt::format("no clear difference, the same for every machine: {}.",
                                         fmt::join(same, "; "))});
    if (!in_.base) return out;
    for (std::size_t i = 0; i < names_.size(); ++i)
      if (i != *in_.base) out.push_back({"base", base_sentence(i, apart)});
    return out;
  }

 private:
  std::vector<Estimate> figures(std::size_t length, Measure m) const {
    std::vector<Estimate> out;
    for (const simulate::Estimates& e : in_.estimates[length]) out.push_back(e[m]);
    return out;
  }

  const Estimate& figure(std::size_t length, std::size_t machine, Measure m) const {
    return in_.estimates[length][machine][m];
  }

  bool several() const { return in_.games.size() > 1; }

  // What every machine shows at length `l` where none can come out best: the same figure and
  // interval for all, or "never" where no machine's median time is reached. Empty otherwise.
  std::string alike(std::size_t l, Measure m) const {
    std::vector<std::string> shown;
    bool reached = false;
    for (std::size_t i = 0; i < names_.size(); ++i) {
      shown.push_back(figure_of(figure(l, i, m), m));
      reached = reached || !std::isinf(figure(l, i, m).value);
    }
    if (is_time(m) && !reached) return "never";
    if (std::all_of(shown.begin(), shown.end(), [&](const auto& f) { return f == shown[0]; }))
      return shown[0];
    return {};
  }

  bool same_everywhere(Measure m) const {
    for (std::size_t l = 0; l < in_.games.size(); ++l)
      if (alike(l, m).empty()) return false;
    return true;
  }

  // What format(length) gives at every length: "172.5 (153–201)" (in brackets if `bracketed`)
  // where it is the same at all, else "(500: …; 2000: …)".
  template <typename Format>
  std::string by_length(Format format, bool bracketed = false) const {
    std::vector<std::string> parts;
    for (std::size_t l = 0; l < in_.games.size(); ++l) parts.push_back(format(l));
    if (std::all_of(parts.begin(), parts.end(), [&](const auto& p) { return p == parts[0]; }))
      return bracketed ? "(" + parts[0] + ")" : parts[0];
    for (std::size_t l = 0; l < parts.size(); ++l)
      parts[l] = fmt::format("{}: {}", in_.games[l], parts[l]);
    return fmt::format("({})", fmt::join(parts, "; "));
  }

  // "A 172.5 (153–201), no clear difference: B 181.5 (160–212), C …" at one length, or with
  // every length's figures where the standing is the same at all.
  std::string standing_words(const Standing& s, Measure m, std::size_t only_length) const {
    const auto name_and_figures = [&](int i) {
      const auto machine = static_cast<std::size_t>(i);
      if (only_length < in_.games.size())
        return names_[machine] + kTie + figure_of(figure(only_length, machine, m), m);
      return names_[machine] + kTie +
             by_length([&](std::size_t l) { return figure_of(figure(l, machine, m), m); });
    };
    std::vector<std::string> best, level;
    for (int i : s.best) best.push_back(name_and_figures(i));
    for (int i : s.level) level.push_back(name_and_figures(i));
    if (level.empty()) return fmt::format("{}", fmt::join(best, ", "));
    return fmt::format("{}, no clear difference: {}", fmt::join(best, ", "),
                       fmt::join(level, ", "));
  }

  std::string best_sentence(Measure m) const {
    const char* best = words_of(m).best;
    std::vector<Standing> standings;
    for (std::size_t l = 0; l < in_.games.size(); ++l)
      standings.push_back(simulate::standing(figures(l, m), m));
    bool agree = true;
    for (std::size_t l = 0; l < in_.games.size(); ++l)
      agree = agree && standings[l] == standings[0] && alike(l, m).empty();
    if (agree)
      return fmt::format("{}{}: {}.", best, several() ? ", at every length" : "",
                         standing_words(standings[0], m, in_.games.size()));
    std::vector<std::string> parts;
    for (std::size_t l = 0; l < in_.games.size(); ++l)
      parts.push_back(fmt::format("{}:{}{}", in_.games[l], kTie,
                                  alike(l, m).empty()
                                      ? standing_words(standings[l], m, l)
                                      : "the same for every machine, " + alike(l, m)));
    return fmt::format("{}: depends on the run's length ({}).", best, fmt::join(parts, "; "));
  }

  // "learns sooner (535 against 666)", or by length.
  std::string base_words(std::size_t machine, Measure m) const {
    const MeasureWords w = words_of(m);
    const std::size_t base = *in_.base;
    const auto verdict = [&](std::size_t l) {
      return simulate::verdict(figure(l, machine, m), figure(l, base, m), m);
    };
    const auto figures = [&](std::size_t l) {
      return value_of(figure(l, machine, m), m) + " against" + kTie +
             value_of(figure(l, base, m), m);
    };
    const auto phrase = [&](Verdict v, bool brief) {
      switch (v) {
        case Verdict::kBetter:
          return std::string(brief ? w.better_short : w.better);
        case Verdict::kWorse:
          return std::string(brief ? w.worse_short : w.worse);
        case Verdict::kLevel:
          return brief ? std::string("no clear difference")
                       : std::string(w.noun) + ": no clear difference";
        case Verdict::kNotMeasured:
          break;
      }
      return brief ? std::string("not measured") : std::string(w.noun) + ": not measured";
    };
    bool agree = true;
    for (std::size_t l = 1; l < in_.games.size(); ++l) agree = agree && verdict(l) == verdict(0);
    if (agree) return phrase(verdict(0), false) + " " + by_length(figures, true);
    std::vector<std::string> parts;
    for (std::size_t l = 0; l < in_.games.size(); ++l)
      parts.push_back(
          fmt::format("{}: {}, {}", in_.games[l], phrase(verdict(l), true), figures(l)));
    return fmt::format("{}: depends on the run's length ({})", w.noun, fmt::join(parts, "; "));
  }

  std::string base_sentence(std::size_t machine, const std::vector<Measure>& measures) const {
    std::vector<std::string> parts;
    for (Measure m : measures) parts.push_back(base_words(machine, m));
    if (parts.empty()) parts.emplace_back("no clear difference on any measure");
    return fmt::format("{} against {}: {}.", names_[machine], names_[*in_.base],
                       fmt::join(parts, "; "));
  }

  const FindingsInput& in_;
  std::vector<std::string> names_;  // Labels, numbered "2:menace" where two are the same.
};

// The width of UTF-8 text in columns: its code points.
std::size_t columns(const std::string& text) {
  return static_cast<std::size_t>(
      std::count_if(text.begin(), text.end(), [](char c) { return (c & 0xC0) != 0x80; }));
}

// `text` in lines of up to `width` columns, broken between words: the first line begins with
// `first`, the others with as many spaces.
std::string wrapped(const std::string& text, const std::string& first, std::size_t width = 100) {
  const std::string indent(columns(first), ' ');
  std::string out, line;
  std::size_t at = 0;
  while (at < text.size()) {
    const std::size_t end = std::min(text.find(' ', at), text.size());
    const std::string word = text.substr(at, end - at);
    if (!line.empty() && columns(indent) + columns(line) + 1 + columns(word) > width) {
      out += (out.empty() ? first : indent) + line + "\n";
      line.clear();
    }
    line += (line.empty() ? "" : " ") + word;
    at = end + 1;
  }
  out += (out.empty() ? first : indent) + line + "\n";
  std::replace(out.begin(), out.end(), kTie, ' ');
  return out;
}

}  // namespace

std::vector<Finding> findings(const FindingsInput& in) {
  std::vector<Finding> out = FindingsWriter(in).all();
  for (Finding& f : out) std::replace(f.text.begin(), f.text.end(), kTie, ' ');
  return out;
}

void print_findings_text(const FindingsInput& in) {
  std::string lengths;
  for (std::size_t l = 0; l < in.games.size(); ++l)
    lengths += fmt::format("{}{}",
                           l == 0                     ? ""
                           : l + 1 == in.games.size() ? " and "
                                                      : ", ",
                           in.games[l]);
  std::cout << "\n"
            << wrapped(
                   fmt::format(
                       "Findings{} (95 % intervals over runs, each run one independent trial: "
                       "medians with their order-statistic intervals, a run that never got there "
                       "counted as later than any; shares of runs by Wilson; final rates from the "
                       "spread of the runs' own rates). Machines whose intervals overlap show no "
                       "clear difference.",
                       in.games.size() > 1 ? " at " + lengths + " games" : ""),
                   "");
  for (const Finding& f : FindingsWriter(in).all()) std::cout << wrapped(f.text, "- ");
}

void emit_findings_yaml(YAML::Emitter& out, const FindingsInput& in) {
  out << YAML::Key << "findings" << YAML::Value << YAML::BeginSeq;
  for (const Finding& f : findings(in))
    out << YAML::BeginMap << YAML::Key << "topic" << YAML::Value << f.topic << YAML::Key << "text"
        << YAML::Value << spec::yaml_quoted(f.text) << YAML::EndMap;
  out << YAML::EndSeq;
}

}  // namespace matchbox::cli
