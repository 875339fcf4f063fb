// SPDX-FileCopyrightText: 2026 The matchbox authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "cli/track_show_by.h"

#include <algorithm>
#include <ostream>

#include "core/translation.h"
#include "spec/yaml_writer.h"

namespace matchbox::cli {
namespace {

// The characters of UTF-8 `text` (bytes that do not continue a character).
std::size_t characters(const std::string& text) {
  return static_cast<std::size_t>(std::count_if(text.begin(), text.end(), [](char c) {
    return (static_cast<unsigned char>(c) & 0xC0) != 0x80;
  }));
}

// `text` right-aligned in a column of `width` characters (or more if it is longer).
std::string right_aligned(const std::string& text, std::size_t width) {
  return std::string(width - std::min(width, characters(text)), ' ') + text;
}

}  // namespace

void print_groups_text(std::ostream& out, const TrackSession& session, tracker::GameTag by) {
  const std::vector<tracker::GameGroup> groups = tracker::group_games(session.ledger(), by);
  const std::string head =
      by == tracker::GameTag::kSession ? core::tr("track", "Session") : core::tr("track", "Player");
  if (groups.empty()) {
    out << "\n" << core::tr("track", "No game is finished yet.") << "\n";
    return;
  }
  // TRANSLATORS: stands for the games that have no session or player tag.
  const std::string untagged = core::tr("track", "(none)");
  std::size_t width = std::max(characters(head), characters(untagged));
  for (const tracker::GameGroup& g : groups) width = std::max(width, characters(g.name));
  const auto name_cell = [&](const std::string& name) {
    return "  " + name + std::string(width - characters(name), ' ');
  };
  // The columns' heads and widths: at least 7 characters (10 for the last), and two spaces more
  // than the head. TRANSLATORS: short column heads of `track show --by`.
  const std::string heads[] = {core::tr("track", "games"), core::tr("track", "won"),
                               core::tr("track", "drawn"), core::tr("track", "lost"),
                               core::tr("track", "resigned")};
  std::size_t widths[] = {7, 7, 7, 7, 10};
  std::string head_line = name_cell(head);
  for (std::size_t c = 0; c < std::size(heads); ++c) {
    widths[c] = std::max(widths[c], characters(heads[c]) + 2);
    head_line += right_aligned(heads[c], widths[c]);
  }
  out << "\n" << head_line << "\n";
  for (const tracker::GameGroup& g : groups) {
    const int counts[] = {g.tally.games(), g.tally.win, g.tally.draw, g.tally.loss, g.tally.resign};
    out << name_cell(g.name.empty() ? untagged : g.name);
    for (std::size_t c = 0; c < std::size(counts); ++c)
      out << right_aligned(std::to_string(counts[c]), widths[c]);
    out << "\n";
  }
}

void print_groups_yaml(std::ostream& os, const TrackSession& session, tracker::GameTag by) {
  const std::string key(spec::tag_key(by));
  spec::YamlWriter out;
  out << YAML::BeginMap;
  out << YAML::Key << "machine" << YAML::Value << spec::yaml_text(session.machine().name());
  out << YAML::Key << "title" << YAML::Value << spec::yaml_text(session.tournament().title);
  out << YAML::Key << "by" << YAML::Value << key;
  out << YAML::Key << "games" << YAML::Value << session.ledger().tally().games();
  out << YAML::Key << "groups" << YAML::Value << YAML::BeginSeq;
  for (const tracker::GameGroup& g : tracker::group_games(session.ledger(), by)) {
    out << YAML::Flow << YAML::BeginMap << YAML::Key << key << YAML::Value;
    if (g.name.empty())
      out << YAML::Null;
    else
      out << spec::yaml_quoted(g.name);
    out << YAML::Key << "games" << YAML::Value << g.tally.games();
    out << YAML::Key << "tally" << YAML::Value << YAML::Flow << YAML::BeginMap;
    out << YAML::Key << "win" << YAML::Value << g.tally.win << YAML::Key << "draw" << YAML::Value
        << g.tally.draw << YAML::Key << "loss" << YAML::Value << g.tally.loss << YAML::EndMap;
    out << YAML::Key << "resignations" << YAML::Value << g.tally.resign << YAML::EndMap;
  }
  out << YAML::EndSeq << YAML::EndMap;
  os << out.document();
}

}  // namespace matchbox::cli
