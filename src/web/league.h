// A class league (`track serve A B C ...`, docs/tournaments.md, "A class league"): a teacher
// with several groups, each with its own kit and tournament file, serves them at once; every
// group's file gets its own festival screen and operator page, and the first group's server
// also serves the league page (/league), which shows every group's machine and standings, their
// learning curves on one plot, and which group's machine stopped losing first
// (documents/overlay_plot.h, first_to_learn).
#pragma once

#include <filesystem>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "documents/learning_plot.h"
#include "web/snapshot.h"

namespace matchbox::web {

// One group of a league: its tournament file and its festival screen's address.
struct LeagueGroup {
  std::filesystem::path file;
  std::string screen;
};

class League {
 public:
  explicit League(std::vector<LeagueGroup> groups);
  ~League();
  League(const League&) = delete;
  League& operator=(const League&) = delete;

  // Every group's file version, joined: it changes when any group's file does.
  std::string version();
  // JSON: version, groups [{name (as the plot's legend names it), machine, games, win, draw,
  // loss, resign, screen, error ("" or what is wrong with its file)}] and first (null, or
  // {names, words: "no loss in games 12–21", window}: the groups whose machines stopped
  // losing first).
  std::string json();
  // The groups' curves on one plot, in the screen's look, in `style` or, without one, the
  // natural style of the groups' machines (documents::natural_style). Throws core::Error if no
  // group has a finished game, or for the openings style.
  std::string plot_svg(std::optional<documents::PlotStyle> style);

 private:
  std::vector<LeagueGroup> groups_;
  std::vector<std::unique_ptr<SnapshotStore>> stores_;
};

}  // namespace matchbox::web
