// SPDX-FileCopyrightText: 2026 The matchbox authors
// SPDX-License-Identifier: GPL-3.0-or-later

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
#include "documents/overlay_plot.h"
#include "web/snapshot.h"

namespace matchbox::web {

// One group of a league: its tournament file and its festival screen's address.
struct LeagueGroup {
  std::filesystem::path file;
  std::string screen;
};

// One group's line of the standings: its name as the plot's legend names it (its file's name
// if the file cannot be read), its festival screen, machine and results, or what is wrong with
// its file.
struct Standing {
  std::string name;
  std::string screen;
  std::string machine;
  tracker::Tally tally;
  std::string error;  // "" or what is wrong with the group's file (its figures are then 0).
};

class League {
 public:
  explicit League(std::vector<LeagueGroup> groups);
  ~League();
  League(const League&) = delete;
  League& operator=(const League&) = delete;

  // Every group's file version, joined: it changes when any group's file does.
  std::string version();
  // Every group's standing, in group order.
  std::vector<Standing> standings();
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
  // The snapshots of every group, the sessions of those whose files read (and their groups),
  // and those sessions' curves as the plot names them, in group order.
  struct Read {
    std::vector<std::shared_ptr<const Snapshot>> snapshots;
    std::vector<const tracker::TrackSession*> sessions;
    std::vector<std::size_t> groups;
    std::vector<documents::NamedGames> curves;
  };
  Read read();
  std::vector<Standing> standings_of(const Read& read) const;

  std::vector<LeagueGroup> groups_;
  std::vector<std::unique_ptr<SnapshotStore>> stores_;
};

}  // namespace matchbox::web
