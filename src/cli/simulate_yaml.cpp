// SPDX-FileCopyrightText: 2026 The matchbox authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "cli/simulate_yaml.h"

#include <iostream>

#include "cli/run_options.h"
#include "spec/yaml_writer.h"

namespace matchbox::cli {
namespace {

// mean, p10, p50 and p90 in the map being written.
void emit_quantile_entries(YAML::Emitter& out, const simulate::Quantiles& q) {
  out << YAML::Key << "mean" << YAML::Value << q.mean << YAML::Key << "p10" << YAML::Value << q.p10
      << YAML::Key << "p50" << YAML::Value << q.p50 << YAML::Key << "p90" << YAML::Value << q.p90;
}

// KEY: {mean, p10, p50, p90} on one line.
void emit_quantiles(YAML::Emitter& out, const char* key, const simulate::Quantiles& q) {
  out << YAML::Key << key << YAML::Value << YAML::Flow << YAML::BeginMap;
  emit_quantile_entries(out, q);
  out << YAML::EndMap;
}

void emit_summary(YAML::Emitter& out, const SimulateYaml& r) {
  const simulate::Summary& s = r.summary;
  out << YAML::Key << "summary" << YAML::Value << YAML::BeginMap;
  emit_quantiles(out, "defeats", s.defeats);
  emit_quantiles(out, "last_defeat", s.last_defeat);
  out << YAML::Key << "learned_by" << YAML::Value << YAML::Flow << YAML::BeginMap;
  out << YAML::Key << "window" << YAML::Value << simulate::default_learn_window(r.games);
  out << YAML::Key << "median" << YAML::Value;
  emit_learning_time(out, s.learned_by.median);
  out << YAML::Key << "p90" << YAML::Value;
  emit_learning_time(out, s.learned_by.p90);
  out << YAML::Key << "censored" << YAML::Value << s.learned_by.censored << YAML::EndMap;
  emit_quantiles(out, "resignations", s.resignations);
  emit_quantiles(out, "end_beads", s.end_beads);
  out << YAML::Key << "extra_beads" << YAML::Value << YAML::BeginSeq;
  for (std::size_t c : used_colours(r.kit)) {
    const kit::Colour& colour = r.kit.palette.colours[c];
    out << YAML::Flow << YAML::BeginMap;
    out << YAML::Key << "colour" << YAML::Value << spec::yaml_quoted(colour.name);
    out << YAML::Key << "code" << YAML::Value << spec::yaml_quoted(colour.code);
    emit_quantile_entries(out, s.extra_beads.at(c));
    out << YAML::EndMap;
  }
  out << YAML::EndSeq << YAML::EndMap;
}

// Game by game while a run's games fit kMaxBlocks (or with --per-game), else per block.
void emit_rows(YAML::Emitter& out, const simulate::Curves& c) {
  out << YAML::Key << (c.block == 1 ? "per_game" : "per_block") << YAML::Value << YAML::BeginSeq;
  for (std::size_t i = 0; i < c.win.size(); ++i) {
    out << YAML::Flow << YAML::BeginMap;
    if (c.block == 1)
      out << YAML::Key << "game" << YAML::Value << c.last_game[i];
    else
      out << YAML::Key << "first" << YAML::Value << i * static_cast<std::size_t>(c.block) + 1
          << YAML::Key << "last" << YAML::Value << c.last_game[i];
    out << YAML::Key << "win" << YAML::Value << c.win[i] << YAML::Key << "draw" << YAML::Value
        << c.draw[i] << YAML::Key << "loss" << YAML::Value << c.loss[i] << YAML::Key << "resign"
        << YAML::Value << c.resign[i] << YAML::EndMap;
  }
  out << YAML::EndSeq;
}

}  // namespace

void print_simulate_yaml(const SimulateYaml& r) {
  spec::YamlWriter out;
  out << YAML::BeginMap;
  out << YAML::Key << "machine" << YAML::Value << spec::yaml_text(r.kit.spec.name);
  out << YAML::Key << "game" << YAML::Value << r.kit.game->name();
  out << YAML::Key << "opponent" << YAML::Value << spec::yaml_quoted(r.opponent);
  out << YAML::Key << "plays" << YAML::Value << std::string(simulate::kSeats.name(r.seat));
  out << YAML::Key << "games" << YAML::Value << r.games << YAML::Key << "runs" << YAML::Value
      << r.runs << YAML::Key << "seed" << YAML::Value << r.seed << YAML::Key << "window"
      << YAML::Value << r.curves.window;
  emit_summary(out, r);
  emit_rows(out, r.curves);
  out << YAML::EndMap;
  std::cout << out.document();
}

std::vector<std::size_t> used_colours(const kit::Kit& kit) {
  std::vector<std::size_t> used;
  const std::vector<int> fill = kit.beads_per_colour();
  for (std::size_t c = 0; c < fill.size(); ++c)
    if (fill[c] > 0) used.push_back(c);
  return used;
}

}  // namespace matchbox::cli
