// SPDX-FileCopyrightText: 2026 The matchbox authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "web/league.h"

#include "core/error.h"
#include "documents/overlay_plot.h"
#include "render/svg_pictures.h"
#include "web/json.h"
#include "web/page_texts.h"

namespace matchbox::web {
League::Read League::read() {
  Read read;
  for (std::size_t i = 0; i < stores_.size(); ++i) {
    read.snapshots.push_back(stores_[i]->current());
    if (const tracker::TrackSession* s = read.snapshots.back()->session()) {
      read.sessions.push_back(s);
      read.groups.push_back(i);
    }
  }
  read.curves = documents::named_tournaments(read.sessions);
  return read;
}

std::vector<Standing> League::standings_of(const Read& read) const {
  std::vector<Standing> out;
  for (std::size_t i = 0, c = 0; i < groups_.size(); ++i) {
    const Snapshot& snapshot = *read.snapshots[i];
    Standing g{groups_[i].file.filename().string(), groups_[i].screen, "", {}, snapshot.error()};
    if (const tracker::TrackSession* s = snapshot.session()) {
      g.name = read.curves[c++].name;
      g.machine = machine_title(s->machine());
      g.tally = s->ledger().tally();
    }
    out.push_back(std::move(g));
  }
  return out;
}

League::League(std::vector<LeagueGroup> groups) : groups_(std::move(groups)) {
  for (const LeagueGroup& g : groups_) stores_.push_back(std::make_unique<SnapshotStore>(g.file));
}

League::~League() = default;

std::string League::version() {
  std::string out;
  for (const LeagueGroup& g : groups_) out += file_version(g.file) + ";";
  return out;
}

std::vector<Standing> League::standings() { return standings_of(read()); }

std::string League::json() {
  const Read read = this->read();
  JsonWriter w;
  w.begin_object().key("version").value(version()).key("groups").begin_array();
  for (const Standing& g : standings_of(read)) {
    w.begin_object().key("screen").value(g.screen).key("error").value(g.error);
    w.key("name").value(g.name);
    if (g.error.empty()) {
      const tracker::Tally& t = g.tally;
      w.key("machine").value(g.machine);
      w.key("games").value(t.games()).key("win").value(t.win).key("draw").value(t.draw);
      w.key("loss").value(t.loss).key("resign").value(t.resign);
    }
    w.end_object();
  }
  const std::vector<documents::NamedGames>& curves = read.curves;
  w.end_array().key("first");
  std::vector<documents::NamedGames> played;
  for (const documents::NamedGames& c : curves)
    if (!c.games.empty()) played.push_back(c);
  const documents::FirstToLearn first =
      played.empty() ? documents::FirstToLearn{} : documents::first_to_learn(played);
  if (first.curves.empty()) {
    w.null();
  } else {
    std::vector<std::string> names;
    for (const int c : first.curves) names.push_back(played[static_cast<std::size_t>(c)].name);
    w.begin_object().key("names").strings(names).key("words").value(
        documents::no_loss_words(first));
    w.key("window").value(first.window).end_object();
  }
  w.end_object();
  return w.str();
}

std::string League::plot_svg(std::optional<documents::PlotStyle> style) {
  std::vector<std::shared_ptr<const Snapshot>> snapshots;
  std::vector<const tracker::TrackSession*> sessions;
  std::vector<const kit::Kit*> kits;
  for (const auto& store : stores_) {
    snapshots.push_back(store->current());
    if (const tracker::TrackSession* s = snapshots.back()->session()) {
      sessions.push_back(s);
      kits.push_back(&s->machine().kit());
    }
  }
  std::vector<documents::NamedGames> curves;
  for (documents::NamedGames& c : documents::named_tournaments(sessions))
    if (!c.games.empty()) curves.push_back(std::move(c));
  if (curves.empty()) throw core::Error("no group has a finished game yet");
  return render::plot_svg(
      documents::overlay_plot(curves, style.value_or(documents::natural_style(kits)),
                              page_texts().at("web.league.plot_title")),
      render::kScreenLook);
}

}  // namespace matchbox::web
