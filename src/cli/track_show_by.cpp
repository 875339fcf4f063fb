#include "cli/track_show_by.h"

#include <yaml-cpp/yaml.h>

#include <algorithm>
#include <iomanip>
#include <ostream>

namespace matchbox::cli {
namespace {

constexpr const char* kUntagged = "(none)";

// The characters of UTF-8 `text` (bytes that do not continue a character).
std::size_t characters(const std::string& text) {
  return static_cast<std::size_t>(std::count_if(text.begin(), text.end(), [](char c) {
    return (static_cast<unsigned char>(c) & 0xC0) != 0x80;
  }));
}

}  // namespace

void print_groups_text(std::ostream& out, const TrackSession& session, tracker::GameTag by) {
  const std::vector<tracker::GameGroup> groups = tracker::group_games(session.ledger(), by);
  const std::string head = by == tracker::GameTag::kSession ? "Session" : "Player";
  if (groups.empty()) {
    out << "\nNo game is finished yet.\n";
    return;
  }
  std::size_t width = std::max(characters(head), characters(kUntagged));
  for (const tracker::GameGroup& g : groups) width = std::max(width, characters(g.name));
  const auto name_cell = [&](const std::string& name) {
    return "  " + name + std::string(width - characters(name), ' ');
  };
  out << "\n" << name_cell(head) << "  games    won  drawn   lost  resigned\n";
  for (const tracker::GameGroup& g : groups)
    out << name_cell(g.name.empty() ? kUntagged : g.name) << std::setw(7) << g.tally.games()
        << std::setw(7) << g.tally.win << std::setw(7) << g.tally.draw << std::setw(7)
        << g.tally.loss << std::setw(10) << g.tally.resign << "\n";
}

void print_groups_yaml(std::ostream& os, const TrackSession& session, tracker::GameTag by) {
  const std::string key(spec::tag_key(by));
  YAML::Emitter out;
  out << YAML::BeginMap;
  out << YAML::Key << "machine" << YAML::Value << session.machine().name();
  out << YAML::Key << "title" << YAML::Value << session.tournament().title;
  out << YAML::Key << "by" << YAML::Value << key;
  out << YAML::Key << "games" << YAML::Value << session.ledger().tally().games();
  out << YAML::Key << "groups" << YAML::Value << YAML::BeginSeq;
  for (const tracker::GameGroup& g : tracker::group_games(session.ledger(), by)) {
    out << YAML::Flow << YAML::BeginMap << YAML::Key << key << YAML::Value;
    if (g.name.empty())
      out << YAML::Null;
    else
      out << YAML::DoubleQuoted << g.name;
    out << YAML::Key << "games" << YAML::Value << g.tally.games();
    out << YAML::Key << "tally" << YAML::Value << YAML::Flow << YAML::BeginMap;
    out << YAML::Key << "win" << YAML::Value << g.tally.win << YAML::Key << "draw" << YAML::Value
        << g.tally.draw << YAML::Key << "loss" << YAML::Value << g.tally.loss << YAML::EndMap;
    out << YAML::Key << "resignations" << YAML::Value << g.tally.resign << YAML::EndMap;
  }
  out << YAML::EndSeq << YAML::EndMap;
  os << out.c_str() << "\n";
}

}  // namespace matchbox::cli
